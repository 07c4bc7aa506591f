"""Card effect ops the flow runs, with the packaged cards (``base``): flip a foe's shtick,
steal Loot, heal others, extra pickups, disarm Traps, rerolls, Charge!, Logic (R086, R199,
R209, R218, R220, R223)."""

from __future__ import annotations

from typing import Any

from dungeontable.core import DieRolled
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import (
    AttackPlayer,
    Charge,
    EndBattles,
    EndTurn,
    Fight,
    FlipFoeShtick,
    FlipForBonus,
    FlipForLoot,
    HealOther,
    KeepRoll,
    PickPocket,
    Reroll,
    Stay,
    Step,
    StopMoving,
    TakeLoot,
    UseShtick,
)
from dungeontable.games.oots.common.opponents import targets
from dungeontable.games.oots.events import BattleResolved, LootTaken, TrapDisarmed, WoundsLost

from .conftest import act, dice, position

ROOMS = ["dusty_corridor", "damp_cellar", "boring_hallway", "empty_storeroom"]
FLOORS = [{"floor": 1, "left": 0, "rooms": ROOMS, "up": 0}]
HAND = ["cowardly_kobold"]


def table(players: list[dict[str, Any]], **extra: Any) -> Any:
    setup = {
        "floors": FLOORS,
        "players": [{"hand": HAND, "stash": [], **p} for p in players],
        **extra,
    }
    return position(setup, seats=len(players), cardset="base")


def rat_swarm_battle(character: str, weapon: str, shtick: str) -> Any:
    """``character`` (holding ``weapon`` and ``shtick``) stays in a room with a Giant Rat Swarm
    (Defense 4) and uses the weapon: the battle is ready for the roll. Roy waits on another tile."""
    hero = {"character": character, "at": [1, 1], "shticks": [weapon, shtick]}
    state = table(
        [hero, {"character": "roy", "at": [0, 0]}],
        monsters=[{"at": [1, 1], "cards": ["giant_rat_swarm"]}],
    )
    state, _ = act(state, Stay(), UseShtick(index=0))
    return state


def of(actions: Any, cls: type) -> list[Any]:
    return [a for a in actions if isinstance(a, cls)]


# --- flip a foe's shtick -----------------------------------------------------------------------


def test_pocket_sand_flips_a_shtick_of_a_player_in_the_room_only() -> None:
    state = table(
        [
            {"character": "belkar", "at": [1, 1], "shticks": ["belkar_pocket_sand"]},
            {"character": "roy", "at": [1, 1], "shticks": ["roy_greenhilt_sword", "roy_logic"]},
            {"character": "haley", "at": [1, 2], "shticks": ["haley_longbow"]},
        ]
    )
    legal = of(GAME.legal_actions(state), FlipFoeShtick)
    assert legal == [
        FlipFoeShtick(index=0, seat=1, target=0),
        FlipFoeShtick(index=0, seat=1, target=1),
    ]  # Haley is on the floor but not in the room
    state, _ = act(state, FlipFoeShtick(index=0, seat=1, target=1))
    assert state.players[0].flipped == (True,)
    assert state.players[1].flipped == (False, True)  # Logic is blank now
    assert of(GAME.legal_actions(state), FlipFoeShtick) == []  # flipped once


def test_order_order_reaches_the_whole_floor_and_stops_a_ranged_attack() -> None:
    state = table(
        [
            {"character": "roy", "at": [1, 0], "shticks": ["roy_order_order"]},
            {"character": "haley", "at": [1, 3], "shticks": ["haley_longbow"]},
            {"character": "elan", "at": [0, 0], "shticks": ["elan_hide"]},
        ]
    )
    assert of(GAME.legal_actions(state), FlipFoeShtick) == [
        FlipFoeShtick(index=0, seat=1, target=0)
    ]  # Elan at the Entrance is on another floor
    state, _ = act(state, FlipFoeShtick(index=0, seat=1, target=0))
    assert state.players[1].flipped == (True,) and state.players[0].flipped == (True,)


# --- steal Loot --------------------------------------------------------------------------------


def test_pick_pocket_takes_a_stash_loot_from_a_player_in_the_room() -> None:
    state = table(
        [
            {"character": "haley", "at": [1, 1], "shticks": ["haley_pick_pocket"]},
            {"character": "roy", "at": [1, 1], "stash": ["starmetal_chunk"]},
            {"character": "belkar", "at": [1, 1], "stash": [], "equipped": ["stepladder"]},
        ]
    )
    assert of(GAME.legal_actions(state), PickPocket) == [PickPocket(index=0, seat=1)]
    state, ev = act(state, PickPocket(index=0, seat=1))  # equipped Loot is out of reach (R213)
    assert state.players[0].stash == ("starmetal_chunk",) and state.players[1].stash == ()
    assert state.players[0].flipped == (True,)
    taken = [(e.card, e.to) for e in ev if isinstance(e, LootTaken)]
    assert taken == [("starmetal_chunk", (0, 1)), ("", (2,))]  # hidden from Belkar


# --- heal others -------------------------------------------------------------------------------


def test_healing_touch_heals_another_player_on_the_floor() -> None:
    state = table(
        [
            {"character": "durkon", "at": [1, 0], "shticks": ["durkon_healing_touch"]},
            {"character": "roy", "at": [1, 3], "wounds": 2},
            {"character": "elan", "at": [1, 1], "wounds": 0},
        ]
    )
    assert of(GAME.legal_actions(state), HealOther) == [HealOther(index=0, seat=1)]
    state, _ = act(state, HealOther(index=0, seat=1))
    assert state.players[1].wounds == 1 and state.players[0].flipped == (True,)


def test_cure_assorted_wounds_heals_another_with_its_duplicate_boost() -> None:
    cure = ["durkon_cure_assorted_wounds", "durkon_cure_assorted_wounds_2"]
    state = table(
        [
            {"character": "durkon", "at": [1, 0], "shticks": cure},
            {"character": "roy", "at": [1, 2], "wounds": 3},
        ]
    )
    state, _ = act(state, HealOther(index=0, seat=1))
    assert state.players[1].wounds == 1  # 1 + 1 Wound per boost (R201, R203)
    assert state.players[0].flipped == (True, False)


# --- extra pickups -----------------------------------------------------------------------------


def test_treasure_sense_gives_one_more_pickup_this_turn() -> None:
    state = table(
        [
            {"character": "haley", "at": [1, 1], "shticks": ["haley_treasure_sense"]},
            {"character": "roy", "at": [0, 0]},
        ],
        loot=[{"at": [1, 1], "cards": ["starmetal_chunk", "word_of_thor", "stepladder"]}],
    )
    state, _ = act(state, TakeLoot())
    assert TakeLoot() not in GAME.legal_actions(state)  # R209: one a turn
    state, _ = act(state, FlipForLoot(index=0), TakeLoot())
    assert state.players[0].stash == ("starmetal_chunk", "word_of_thor")
    assert TakeLoot() not in GAME.legal_actions(state)


def test_greedy_eyes_gives_one_more_pickup_every_turn() -> None:
    state = table(
        [
            {"character": "haley", "at": [1, 1], "shticks": ["haley_greedy_eyes"]},
            {"character": "roy", "at": [0, 0]},
        ],
        loot=[{"at": [1, 1], "cards": ["starmetal_chunk", "word_of_thor", "stepladder"]}],
    )
    state, _ = act(state, TakeLoot(), TakeLoot())
    assert state.players[0].stash == ("starmetal_chunk", "word_of_thor")
    assert TakeLoot() not in GAME.legal_actions(state)
    assert state.players[0].flipped == (False,)  # always on, never flipped


# --- disarm Traps (R220) and Evade bonuses (R223) ----------------------------------------------


def trap_state(player: dict[str, Any], *faces: int) -> Any:
    state = table(
        [{"at": [1, 1], **player}, {"character": "roy", "at": [0, 0]}],
        loot=[{"at": [1, 1], "cards": ["pit_trap"]}],
    )
    return dice(state, *faces)


def test_disable_device_disarms_on_7_and_the_trap_leaves_the_game() -> None:
    haley = {"character": "haley", "shticks": ["haley_disable_device"]}
    state, ev = act(trap_state(haley, 7), TakeLoot())
    assert [(e.purpose, e.value) for e in ev if isinstance(e, DieRolled)] == [("disarm", 7)]
    assert [e.card for e in ev if isinstance(e, TrapDisarmed)] == ["pit_trap"]
    assert state.players[0].wounds == 0 and "pit_trap" in state.removed
    assert state.floors[1].room(1).loot == ()


def test_failed_disarm_then_evade_with_the_plus_2_of_disable_device() -> None:
    haley = {"character": "haley", "shticks": ["haley_disable_device"]}
    state, ev = act(trap_state(haley, 6, 4), TakeLoot())  # Pit Trap: Evade 6
    rolls = [(e.purpose, e.value) for e in ev if isinstance(e, DieRolled)]
    assert rolls == [("disarm", 6), ("evade", 4)]
    assert state.players[0].wounds == 0  # 4 + 2 = 6 evades (R222, R223)
    state, ev = act(trap_state(haley, 6, 3), TakeLoot())
    assert [e.count for e in ev if isinstance(e, WoundsLost)] == [1]  # 3 + 2 < 6


def test_thieves_tools_disarm_on_8_only_for_its_users() -> None:
    belkar = {"character": "belkar", "equipped": ["thieves_tools"]}
    state, ev = act(trap_state(belkar, 8), TakeLoot())
    assert [e.card for e in ev if isinstance(e, TrapDisarmed)] == ["pit_trap"]
    state, ev = act(trap_state(belkar, 7, 1), TakeLoot())
    assert [(e.purpose, e.value) for e in ev if isinstance(e, DieRolled)] == [
        ("disarm", 7),
        ("evade", 1),
    ]
    assert state.players[0].wounds == 1
    roy = {"character": "roy", "equipped": ["thieves_tools"]}
    state, ev = act(trap_state(roy, 1), TakeLoot())  # not Roy's: no disarm roll
    assert [(e.purpose, e.value) for e in ev if isinstance(e, DieRolled)] == [("evade", 1)]


# --- reroll (Fool's Luck) ----------------------------------------------------------------------


def test_fools_luck_rerolls_the_battle_die_before_the_results() -> None:
    state = rat_swarm_battle("elan", "elan_rapier_flourish", "elan_fool_s_luck")
    state = dice(state, 1, 9)
    state, ev = act(state, Fight())
    assert state.phase == "reroll" and [e.value for e in ev if isinstance(e, DieRolled)] == [1]
    assert GAME.legal_actions(state) == (KeepRoll(), Reroll(index=1))
    state, ev = act(state, Reroll(index=1))
    assert [e.value for e in ev if isinstance(e, DieRolled)] == [9]
    got = [(e.player_total, e.monster_total, e.result) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(11, 4, "win")]  # 9 + Rapier 2 against Giant Rat Swarm Defense 4
    assert state.players[0].flipped == (False, True)


def test_keeping_the_roll_leaves_fools_luck_face_up() -> None:
    state = rat_swarm_battle("elan", "elan_rapier_flourish", "elan_fool_s_luck")
    state, _ = act(dice(state, 1, 9), Fight())
    state, ev = act(state, KeepRoll())
    got = [(e.roll, e.player_total, e.result) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(1, 3, "lose")]  # 1 + 2 against 4
    assert state.players[0].flipped == (False, False)


def test_fools_luck_rerolls_the_defenders_die_in_pvp() -> None:
    state = table(
        [
            {"character": "roy", "at": [1, 1], "shticks": ["roy_greenhilt_sword"]},
            {
                "character": "elan",
                "at": [1, 1],
                "shticks": ["elan_rapier_flourish", "elan_fool_s_luck"],
            },
        ]
    )
    state, _ = act(state, Stay(), AttackPlayer(seat=1), UseShtick(index=0), UseShtick(index=0))
    state = dice(state, 8, 2, 11)
    ev: list[Any] = []
    while state.phase in ("help", "pvp-help", "pvp-npc"):  # nobody is asked for help
        state, ev = act(state, Fight())
    assert [e.value for e in ev if isinstance(e, DieRolled)] == [8, 2]
    assert state.phase == "reroll" and GAME.decision(state).seat == 1
    state, ev = act(state, Reroll(index=1))
    got = [(e.player_total, e.monster_total, e.result) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(10, 13, "lose")]  # Roy 8 + Sword 2; Elan 11 + Rapier Defense 2
    assert state.players[0].wounds == 1


# --- Charge! and Logic -------------------------------------------------------------------------


def test_charge_makes_roy_the_attacker_after_moving_in() -> None:
    roy = {"character": "roy", "at": [1, 0], "shticks": ["roy_greenhilt_sword", "roy_charge"]}
    state = table(
        [roy, {"character": "haley", "at": [0, 0]}],
        monsters=[{"at": [1, 1], "cards": ["giant_rat_swarm"]}],
    )
    state, _ = act(state, Step(floor=1, pos=1), StopMoving())
    assert state.battle.attacker is False
    assert Charge(index=1) in GAME.legal_actions(state)
    state, _ = act(state, Charge(index=1), UseShtick(index=0))
    state, ev = act(dice(state, 3), Fight())
    got = [(e.player_total, e.monster_total, e.result) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(5, 4, "win")]  # 3 + Sword Attack 2 against Defense 4 (not Attack 3)
    assert state.players[0].flipped == (False, True)


def test_logic_wards_roy_off_until_it_is_flipped() -> None:
    from msgspec.structs import replace

    state = table(
        [
            {"character": "belkar", "at": [1, 1], "shticks": ["belkar_twin_daggers_of_doom"]},
            {"character": "roy", "at": [1, 1], "shticks": ["roy_logic"]},
        ]
    )
    assert targets(state) == [] and AttackPlayer(seat=1) not in GAME.legal_actions(state)
    roy = replace(state.players[1], flipped=(True,))
    assert targets(replace(state, players=(state.players[0], roy))) == [1]


def test_powers_are_turn_actions_only() -> None:
    state = table(
        [
            {"character": "haley", "at": [1, 1], "shticks": ["haley_pick_pocket"]},
            {"character": "roy", "at": [1, 1], "stash": ["starmetal_chunk"]},
        ]
    )
    state, _ = act(state, Stay(), EndBattles(), EndTurn())
    assert GAME.decision(state).seat == 1
    assert of(GAME.legal_actions(state), PickPocket) == []  # Roy has no power; Haley waits


# --- the heuristic bot uses them ---------------------------------------------------------------


def bot_choice(state: Any) -> Any:
    from dungeontable.core import Rng
    from dungeontable.games.oots.bots import HeuristicBot

    legal = GAME.legal_actions(state)
    seat = GAME.decision(state).seat
    return HeuristicBot(GAME).choose(GAME.view(state, seat), legal, Rng.from_seed(0))[0]


def test_the_bot_picks_the_fullest_pocket_and_uses_treasure_sense() -> None:
    state = table(
        [
            {"character": "haley", "at": [1, 1], "shticks": ["haley_pick_pocket"]},
            {"character": "roy", "at": [1, 1], "stash": ["starmetal_chunk"]},
            {"character": "belkar", "at": [1, 1], "stash": ["stepladder", "word_of_thor"]},
        ]
    )
    assert bot_choice(state) == PickPocket(index=0, seat=2)
    state = table(
        [
            {"character": "haley", "at": [1, 1], "shticks": ["haley_treasure_sense"]},
            {"character": "roy", "at": [0, 0]},
        ],
        loot=[{"at": [1, 1], "cards": ["starmetal_chunk", "word_of_thor"]}],
    )
    assert bot_choice(state) == TakeLoot()
    state, _ = act(state, TakeLoot())
    assert bot_choice(state) == FlipForLoot(index=0)


# --- R199: bonus flips before the roll (timing="flip" player_bonus) ----------------------------


def test_rage_flipped_before_the_roll_adds_4_to_this_battle() -> None:
    state = rat_swarm_battle("belkar", "belkar_twin_daggers_of_doom", "belkar_rage")
    assert FlipForBonus(index=1) in GAME.legal_actions(state)
    state, _ = act(state, FlipForBonus(index=1))
    assert state.players[0].flipped == (False, True) and state.phase == "help"
    assert FlipForBonus(index=1) not in GAME.legal_actions(state)  # flipped once
    state, ev = act(dice(state, 1), Fight())
    got = [(e.player_total, e.monster_total, e.result) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(8, 4, "win")]  # 1 + Twin Daggers 3 + Rage 4 against Defense 4


def test_without_the_bonus_flip_rage_gives_nothing() -> None:
    state = rat_swarm_battle("belkar", "belkar_twin_daggers_of_doom", "belkar_rage")
    state, ev = act(dice(state, 1), Fight())
    got = [(e.player_total, e.monster_total, e.result) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(4, 4, "draw")]

"""Battling Monsters as decisions (R104-R127, R128-R138, R148-R151, R227-R231, R239, R247)."""

from __future__ import annotations

from typing import Any

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import (
    AcceptHelp,
    AskHelp,
    EndBattles,
    Fight,
    NextMonster,
    PassPriority,
    PlayScrew,
    SaveMonster,
    Stay,
    Step,
    StopMoving,
    UseShtick,
)
from dungeontable.games.oots.events import BattleResolved, LootPaid

from .conftest import act, dice, position

FLOORS = [
    {"floor": 1, "left": 0, "rooms": ["empty_storeroom", "dusty_corridor", "damp_cellar"], "up": 0}
]
# Greenhilt Sword (Attack 2, Defense 1, Boost +2 Attack), Bag of Tricks, Intimidating Glare
SHTICKS = ["roy_greenhilt_sword", "roy_bag_of_tricks", "roy_intimidating_glare"]


def fight_at(
    monsters: list[str],
    me: dict[str, Any] | None = None,
    others: list[dict[str, Any]] | None = None,
    **extra: Any,
) -> Any:
    """Roy (seat 0) at (1,0) next to ``monsters`` in room (1,1)."""
    roy = {
        "character": "roy",
        "at": [1, 0],
        "shticks": SHTICKS,
        "hand": ["kinda_wimpy_goblin"],
        "stash": ["talisman_of_dorukan"],
        **(me or {}),
    }
    haley = {"character": "haley", "at": [0, 0], "hand": ["kobold_skirmisher"]}
    players = [roy, *(others or [haley])]
    setup = {
        "floors": FLOORS,
        "players": players,
        "monsters": [{"at": [1, 1], "cards": monsters}],
        **extra,
    }
    return position(setup, seats=len(players))


def resolved(events: list[Any]) -> list[tuple[int, int, int, str]]:
    return [
        (e.roll, e.player_total, e.monster_total, e.result)
        for e in events
        if isinstance(e, BattleResolved)
    ]


def test_r057_r110_r113_r115_defend_win_save_and_last_monster_bonus() -> None:
    # Goblin Cleric: Attack 5, 1 Loot coin, 1 X
    loot_deck = ["big_pile_of_gems", "chain_shirt", "talisman_of_dorukan"]
    state = fight_at(["goblin_cleric"], loot_deck=loot_deck)
    state, _ = act(state, Step(floor=1, pos=1), StopMoving())
    assert state.phase == "shtick" and state.battle.attacker is False
    assert GAME.legal_actions(state) == (
        UseShtick(index=0),
        UseShtick(index=1),
        UseShtick(index=2),
        UseShtick(index=-1),
    )
    state = dice(state, 5)
    state, ev = act(state, UseShtick(index=0), Fight())
    assert resolved(ev) == [(5, 6, 5, "win")]  # R122: 5 + Sword Defense 1 = 6 > Attack 5
    assert state.phase == "keep"
    state, ev = act(state, SaveMonster(keep=True))
    roy = state.players[0]
    assert roy.saved == ("goblin_cleric",)  # R113
    # R114 drop (1 coin) then R115 bonus: 2 from the top (the room holds the one dropped)
    assert roy.stash == ("talisman_of_dorukan", "big_pile_of_gems")
    assert state.floors[1].room(1).loot == ()
    assert state.phase == "end" and state.turn.bonus_taken == ((1, 1),)


def test_r109_attacker_loses_one_wound_and_chain_stops() -> None:
    state = fight_at(["fido_rover"], me={"at": [1, 1]})  # Defense 5, no abilities
    state, _ = act(state, Stay())
    assert state.battle.attacker is True  # R056
    state = dice(state, 2)
    state, ev = act(state, UseShtick(index=0), Fight())
    assert resolved(ev) == [(2, 4, 5, "lose")]  # R109: 2 + Sword Attack 2 = 4 < Defense 5
    assert state.players[0].wounds == 1 and state.phase == "end"  # R126


def test_r150_no_shtick_win_is_a_draw_and_r239_bloodlust_makes_it_a_loss() -> None:
    state = fight_at(["fido_rover"], me={"at": [1, 1]})
    state, _ = act(state, Stay())
    state = dice(state, 12)
    state, ev = act(state, UseShtick(index=-1), Fight())
    assert resolved(ev) == [(12, 12, 5, "draw")]  # 12 > Defense 5, but no shtick: a draw
    state = fight_at(["dragon_snakes"], me={"at": [1, 1]})  # Defense 11, Bloodlust
    state, _ = act(state, Stay())
    state = dice(state, 9)
    state, ev = act(state, UseShtick(index=0), Fight())
    assert resolved(ev) == [(9, 11, 11, "lose")]  # 9 + Sword 2 ties 11; A16: a Monster win
    assert state.players[0].wounds == 1


def test_r116_flip_icon_shtick_flips_after_the_battle() -> None:
    durkon = ["durkon_thor_s_hammer", "durkon_shield_of_faith", "durkon_thor_s_lightning"]
    me = {"character": "durkon", "at": [1, 1], "shticks": durkon}
    state = fight_at(["kobold_skirmisher"], me=me)
    state, _ = act(state, Stay())
    state = dice(state, 1)
    state, _ = act(state, UseShtick(index=2), Fight())  # Thor's Lightning has the flip icon
    assert state.players[0].flipped == (False, False, True)


def test_r125_chain_next_monster_as_attacker_or_defender() -> None:
    # Cowardly Kobold: Defense 5 and no X, so nothing to keep (R113) before the chain
    state = fight_at(["cowardly_kobold", "fido_rover"], me={"at": [1, 1]})
    state, _ = act(state, Stay())
    state = dice(state, 10)
    state, _ = act(state, UseShtick(index=0), Fight())  # 10 + 2 = 12 > Defense 5: a win
    assert state.phase == "chain"
    assert GAME.legal_actions(state) == (
        NextMonster(attacker=True),
        NextMonster(attacker=False),
        EndBattles(),
    )
    state, _ = act(state, NextMonster(attacker=False))
    assert state.battle.monster == "fido_rover" and state.battle.attacker is False


def test_r131_r117_assistance_bonus_and_payment_whatever_the_result() -> None:
    haley = {"character": "haley", "at": [1, 2], "hand": ["kobold_skirmisher"]}
    me = {"at": [1, 1], "stash": ["gem_of_seeing"]}  # Haley's Drool Factor 3
    state = fight_at(["fido_rover"], me=me, others=[haley])
    state, _ = act(state, Stay(), UseShtick(index=0))
    assert AskHelp(helper=1, card="gem_of_seeing") in GAME.legal_actions(state)
    state, _ = act(state, AskHelp(helper=1, card="gem_of_seeing"))
    assert GAME.decision(state).seat == 1
    state, _ = act(state, AcceptHelp())
    state = dice(state, 1)
    state, ev = act(state, Fight())
    assert resolved(ev) == [(1, 9, 5, "win")]  # 1 + Sword 2 + 2 x DF 3 = 9 > Defense 5
    assert [e.card for e in ev if isinstance(e, LootPaid)] == ["gem_of_seeing"]
    assert state.players[1].stash[-1] == "gem_of_seeing"
    assert "gem_of_seeing" not in state.players[0].stash


def test_r227_a59_screw_this_before_the_roll() -> None:
    haley = {"character": "haley", "at": [0, 0], "hand": ["the_kobold_and_the_brave"]}
    state = fight_at(["kobold_skirmisher"], me={"at": [1, 1]}, others=[haley])
    state, _ = act(state, Stay(), UseShtick(index=0), Fight())
    assert state.phase == "window" and GAME.decision(state).seat == 1  # Roy has none to play
    assert GAME.legal_actions(state) == (
        PlayScrew(card="the_kobold_and_the_brave"),
        PassPriority(),
    )
    state = dice(state, 5)
    state, ev = act(state, PlayScrew(card="the_kobold_and_the_brave"))
    # 5 + Sword 2 = 7 beats Kobold Skirmisher Defense 4: The Kobold and the Brave gives +3
    # Attack (L909), which does not count while Roy attacks
    assert resolved(ev) == [(5, 7, 4, "win")]
    assert state.battle_discard[-1] == "the_kobold_and_the_brave"


def test_r247_paralyze_ends_the_turn_and_misses_the_next() -> None:
    state = fight_at(["ghoul"], me={"at": [1, 1]})  # Defense 6, Paralyze
    state, _ = act(state, Stay())
    state = dice(state, 1)
    state, _ = act(state, UseShtick(index=0), Fight())  # 1 + 2 = 3 < 6: a loss
    assert state.players[0].missed == 1 and state.turn.stage == "restricted"
    from dungeontable.games.oots.actions import EndTurn

    assert GAME.legal_actions(state) == (EndTurn(),)  # no end-of-turn actions (R020)


def test_s07_a01_area_effect_draw_becomes_a_loss_by_bloodlust() -> None:
    """Area Effects example: Fireball (+5, 2 targets) at the next room; 6 + 5 = 11 ties the
    highest Defense (Dragon Snakes 11) -> draw -> Bloodlust loss. Only That Thing with the Eyes
    (Range 1) reaches: 1 Wound and its Spellcaster discard (R142-R146, A01, A16)."""
    v = {
        "character": "vaarsuvius",
        "at": [1, 0],
        "shticks": ["vaarsuvius_fireball", "vaarsuvius_staff_whack"],
        "hand": ["kinda_wimpy_goblin", "kobold_skirmisher"],
    }
    state = position(
        {
            "floors": FLOORS,
            "players": [v, {"character": "haley", "hand": ["kobold_skirmisher"]}],
            "monsters": [{"at": [1, 1], "cards": ["that_thing_with_the_eyes", "dragon_snakes"]}],
        },
        seats=2,
    )
    from dungeontable.games.oots.actions import RangedAttack

    state, _ = act(state, Stay(), RangedAttack(floor=1, pos=1))
    assert GAME.legal_actions(state) == (UseShtick(index=0),)  # the Staff Whack cannot reach
    state = dice(state, 6)
    state, ev = act(state, UseShtick(index=0), Fight())
    assert resolved(ev) == [(6, 11, 11, "lose")]
    pl = state.players[0]
    assert pl.wounds == 1 and len(pl.hand) == 1  # R145-R146: one Wound, one Spellcaster discard
    assert pl.flipped == (True, False) and state.phase == "end"  # R116, R147
    assert state.floors[1].room(1).monsters == ("that_thing_with_the_eyes", "dragon_snakes")


def test_get_angry_boosts_the_battle_shtick_once() -> None:
    """Get Angry (own battle, before the roll): the Sword's boost (+2 Attack) once more."""
    roy = {"at": [1, 1], "hand": ["get_angry"]}
    state = fight_at(["fido_rover"], me=roy)  # Defense 5
    state, _ = act(state, Stay(), UseShtick(index=0), Fight())
    assert GAME.legal_actions(state) == (PlayScrew(card="get_angry"), PassPriority())
    state = dice(state, 2)
    state, ev = act(state, PlayScrew(card="get_angry"))
    assert resolved(ev) == [(2, 6, 5, "win")]  # 2 + Sword 2 + one boost 2


def test_own_turn_screw_this_heals_at_the_start_of_the_turn() -> None:
    """Second Wind (start or end of your own turn): heal 1 Wound."""
    state = fight_at(["fido_rover"], me={"wounds": 2, "hand": ["second_wind"]})
    assert PlayScrew(card="second_wind") in GAME.legal_actions(state)
    state, _ = act(state, PlayScrew(card="second_wind"))
    assert state.players[0].wounds == 1 and state.players[0].hand == ()
    assert state.battle_discard[-1] == "second_wind" and state.phase == "start"


def test_r133_bards_song_adds_to_the_helpers_bonus() -> None:
    elan = {
        "character": "elan",
        "at": [1, 2],
        "hand": ["kobold_skirmisher"],
        "shticks": ["elan_rapier_flourish", "elan_bard_s_song"],
    }
    me = {"at": [1, 1], "stash": ["fancy_hat_with_a_feather"]}  # Elan's Drool Factor 1
    state = fight_at(["fido_rover"], me=me, others=[elan])
    help_ = AskHelp(helper=1, card="fancy_hat_with_a_feather")
    state, _ = act(state, Stay(), UseShtick(index=0), help_, AcceptHelp())
    assert state.battle.helps[0].bonus == 4  # 2 x DF 1 + Bard's Song 2


def test_r081_a14_unique_entering_play_discards_the_copy_in_play() -> None:
    from msgspec.structs import replace

    from dungeontable.games.oots.actions import PlaceMonster

    # Nale is Unique; the second copy is the same card id
    state = fight_at(["fido_rover"], me={"at": [1, 0]})
    rooms = list(state.floors[1].rooms)
    rooms[2] = replace(rooms[2], monsters=("nale",))
    floors = (*state.floors[:1], replace(state.floors[1], rooms=tuple(rooms)), *state.floors[2:])
    haley = replace(state.players[1], hand=("nale",))
    state = replace(state, floors=floors, players=(state.players[0], haley))
    from dungeontable.games.oots.rules.stocking import begin_stocking

    state = begin_stocking(state, (1, 0), [])  # Roy triggers a new battle in his room
    state, _ = act(state, PlaceMonster(card="nale"))
    assert state.floors[1].room(2).monsters == ()  # the Nale already in play is discarded
    assert state.floors[1].room(0).monsters == ("nale",)
    assert state.battle_discard[-1] == "nale"

"""Player vs. player (R152-R161, R039, R062-R063, R065, A11, A19, A28)."""

from __future__ import annotations

from typing import Any

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import (
    AttackPlayer,
    EndBattles,
    Fight,
    Stay,
    Step,
    StopMoving,
    TakeEquipped,
    UseShtick,
)
from dungeontable.games.oots.events import BattleResolved

from .conftest import act, dice, position

FLOORS = [
    {
        "floor": 1,
        "left": 0,
        "rooms": ["empty_storeroom", "dusty_corridor", "damp_cellar", "boring_hallway"],
        "up": 0,
    }
]


def duel(roy: dict[str, Any], belkar: dict[str, Any]) -> Any:
    # Greenhilt Sword (Attack 2), Bag of Tricks (Range 2), Intimidating Glare (Range 1)
    base_roy = {
        "character": "roy",
        "shticks": ["roy_greenhilt_sword", "roy_bag_of_tricks", "roy_intimidating_glare"],
        "hand": ["kobold_skirmisher"],
    }
    # Twin Daggers of Doom, Sneaky Little Guy (Defense 3), Thrown Dagger (Defense 0, Range 2)
    base_belkar = {
        "character": "belkar",
        "shticks": [
            "belkar_twin_daggers_of_doom",
            "belkar_sneaky_little_guy",
            "belkar_thrown_dagger",
        ],
        "hand": ["kobold_skirmisher"],
    }
    # empty Stashes: no Loot to offer the NPCs (R054), so the two sides fight alone
    players = [{"stash": [], **base_roy, **roy}, {"stash": [], **base_belkar, **belkar}]
    npcs = ["haley", "elan", "durkon", "vaarsuvius"]
    return position({"floors": FLOORS, "players": players, "npcs": npcs}, seats=2)


def test_r039_r062_moving_into_a_player_offers_an_attack_never_forced() -> None:
    state = duel({"at": [1, 1]}, {"at": [1, 2]})
    state, _ = act(state, Step(floor=1, pos=2), StopMoving())
    assert state.phase == "foe"
    assert GAME.legal_actions(state) == (AttackPlayer(seat=1), EndBattles())  # R061


def test_r152_r157_r158_both_roll_winner_wounds_and_takes_equipped_loot() -> None:
    # worth to Roy: Pointy Stick 0 (Belkar's portrait), Talisman of Dorukan 1 (a crest)
    belkar = {"at": [1, 2], "equipped": ["talisman_of_dorukan", "pointy_stick"]}
    state = duel({"at": [1, 2]}, {**belkar, "stash": ["starmetal_chunk"]})
    state, _ = act(state, Stay(), AttackPlayer(seat=1), UseShtick(index=0))
    assert state.phase == "pvp-defend" and GAME.decision(state).seat == 1  # R154
    state, _ = act(state, UseShtick(index=1), Fight())
    assert state.phase == "pvp-help" and GAME.decision(state).seat == 1  # R155
    state = dice(state, 8, 5)
    state, ev = act(state, Fight())
    got = [(e.player_total, e.monster_total, e.result) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(10, 8, "win")]  # 8 + Sword 2 against 5 + Sneaky Little Guy 3
    # R157, R158, R374: the Result applies first, then the winner chooses which equipped Loot
    assert state.players[1].wounds == 1
    assert state.phase == "pvp-take" and GAME.decision(state).seat == 0
    assert GAME.legal_actions(state) == (
        TakeEquipped(card="talisman_of_dorukan"),
        TakeEquipped(card="pointy_stick"),
    )
    state, _ = act(state, TakeEquipped(card="talisman_of_dorukan"))
    assert state.players[1].wounds == 1
    assert state.players[1].equipped == ("pointy_stick",)
    assert state.players[0].stash[-1] == "talisman_of_dorukan"
    assert state.phase == "end"  # R160: the attacker is done battling


def test_r098_r095_ranged_pvp_needs_range_and_no_loot_at_range_a11() -> None:
    state = duel({"at": [1, 0]}, {"at": [1, 2], "equipped": ["talisman_of_dorukan"]})
    state, _ = act(state, Stay())
    assert AttackPlayer(seat=1) in GAME.legal_actions(state)  # Bag of Tricks, Range 2
    state, _ = act(state, AttackPlayer(seat=1))
    # only the Bag of Tricks reaches, no unarmed
    assert GAME.legal_actions(state) == (UseShtick(index=1),)
    state, _ = act(state, UseShtick(index=1))
    # Belkar: only the Thrown Dagger (Range 2) reaches, or none
    assert GAME.legal_actions(state) == (UseShtick(index=2), UseShtick(index=-1))
    state, _ = act(state, UseShtick(index=2), Fight())
    state = dice(state, 12, 1)  # 12 + 1 against 1 + 0
    state, ev = act(state, Fight())
    assert [e.result for e in ev if isinstance(e, BattleResolved)] == ["win"]
    assert state.players[1].wounds == 1 and state.players[1].equipped == (
        "talisman_of_dorukan",
    )  # A11


def test_r065_a19_no_pvp_at_the_entrance() -> None:
    state = duel({"at": [1, 0]}, {"at": [0, 0]})
    state, _ = act(state, Step(floor=0, pos=0))
    assert state.phase == "end"


def test_logic_wards_off_player_attacks() -> None:
    """Roy's Logic (face-up): Belkar may not start a battle with him; flipped, he may."""
    from msgspec.structs import replace

    from dungeontable.games.oots.common.opponents import targets

    state = duel({"at": [1, 2]}, {"at": [1, 2]})
    shticks = ("roy_greenhilt_sword", "roy_logic")
    roy = replace(state.players[0], shticks=shticks, flipped=(False, False))
    state = replace(state, players=(roy, state.players[1]))
    state = replace(state, turn=replace(state.turn, seat=1))
    assert targets(state) == []
    roy = replace(roy, flipped=(False, True))
    assert targets(replace(state, players=(roy, state.players[1]))) == [0]


def test_r086_s14_charge_makes_the_defender_the_attacker() -> None:
    from dungeontable.games.oots.actions import Charge

    shticks = ["roy_greenhilt_sword", "roy_charge"]
    roy = {"character": "roy", "at": [1, 0], "shticks": shticks, "hand": ["kobold_skirmisher"]}
    setup = {
        "floors": FLOORS,
        "players": [roy, {"character": "haley", "hand": ["kobold_skirmisher"]}],
        "monsters": [{"at": [1, 1], "cards": ["kinda_wimpy_goblin"]}],
    }
    state = position(setup, seats=2)
    state, _ = act(state, Step(floor=1, pos=1), StopMoving())
    assert state.battle.attacker is False and Charge(index=1) in GAME.legal_actions(state)
    state, _ = act(state, Charge(index=1))
    assert state.battle.attacker is True and state.players[0].flipped == (False, True)
    assert GAME.legal_actions(state) == (UseShtick(index=0), UseShtick(index=-1))

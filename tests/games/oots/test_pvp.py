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
    UseShtick,
)
from dungeontable.games.oots.events import BattleResolved

from .conftest import act, dice, position

FLOORS = [{"floor": 1, "left": 0, "rooms": ["room1", "room2", "room3", "room4"], "up": 0}]


def duel(roy: dict[str, Any], belkar: dict[str, Any]) -> Any:
    base_roy = {
        "character": "roy",
        "shticks": ["roy_sword", "roy_bow", "roy_blast"],
        "hand": ["kobold"],
    }
    base_belkar = {
        "character": "belkar",
        "shticks": ["belkar_sword", "belkar_armor", "belkar_bow"],
        "hand": ["kobold"],
    }
    return position(
        {"floors": FLOORS, "players": [{**base_roy, **roy}, {**base_belkar, **belkar}]}, seats=2
    )


def test_r039_r062_moving_into_a_player_offers_an_attack_never_forced() -> None:
    state = duel({"at": [1, 1]}, {"at": [1, 2]})
    state, _ = act(state, Step(floor=1, pos=2), StopMoving())
    assert state.phase == "foe"
    assert GAME.legal_actions(state) == (AttackPlayer(seat=1), EndBattles())  # R061


def test_r152_r157_r158_both_roll_winner_wounds_and_takes_equipped_loot() -> None:
    state = duel(
        {"at": [1, 2]}, {"at": [1, 2], "equipped": ["gem", "crown"], "stash": ["roy_ring"]}
    )
    state, _ = act(state, Stay(), AttackPlayer(seat=1), UseShtick(index=0))
    assert state.phase == "pvp-defend" and GAME.decision(state).seat == 1  # R154
    state, _ = act(state, UseShtick(index=1), Fight())
    assert state.phase == "pvp-help" and GAME.decision(state).seat == 1  # R155
    state = dice(state, 8, 5)
    state, ev = act(state, Fight())
    got = [(e.player_total, e.monster_total, e.result) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(10, 8, "win")]  # 8 + Sword 2 against 5 + Armor 3
    assert state.players[1].wounds == 1
    assert state.players[1].equipped == ("gem",) and state.players[0].stash[-1] == "crown"
    assert state.phase == "end"  # R160: the attacker is done battling


def test_r098_r095_ranged_pvp_needs_range_and_no_loot_at_range_a11() -> None:
    state = duel({"at": [1, 0]}, {"at": [1, 2], "equipped": ["gem"]})
    state, _ = act(state, Stay())
    assert AttackPlayer(seat=1) in GAME.legal_actions(state)  # Bow, Range 2
    state, _ = act(state, AttackPlayer(seat=1))
    assert GAME.legal_actions(state) == (UseShtick(index=1),)  # only the Bow reaches, no unarmed
    state, _ = act(state, UseShtick(index=1))
    assert GAME.legal_actions(state) == (UseShtick(index=2), UseShtick(index=-1))  # Belkar's Bow
    state, _ = act(state, UseShtick(index=2), Fight())
    state = dice(state, 12, 1)
    state, ev = act(state, Fight())
    assert [e.result for e in ev if isinstance(e, BattleResolved)] == ["win"]
    assert state.players[1].wounds == 1 and state.players[1].equipped == ("gem",)  # A11


def test_r065_a19_no_pvp_at_the_entrance() -> None:
    state = duel({"at": [1, 0]}, {"at": [0, 0]})
    state, _ = act(state, Step(floor=0, pos=0))
    assert state.phase == "end"


def _with_shticks(name: str, **flags: bool) -> str:
    from msgspec.structs import replace

    from dungeontable.games.oots.deck import ShtickSpec, cards_of, register_cards

    cs = cards_of("test")
    extra = ShtickSpec(
        id="special",
        name="Special",
        character="roy",
        battle=False,
        attack=None,
        defense=None,
        flip=True,
        **flags,
    )
    register_cards(name, replace(cs, shticks={**cs.shticks, "special": extra}))
    return name


def test_logic_wards_off_player_attacks() -> None:
    """Roy's Logic (face-up): Belkar may not start a battle with him; flipped, he may."""
    from msgspec.structs import replace

    from dungeontable.games.oots.rules.pvp import targets

    _with_shticks("test-logic", ward_pvp=True)
    state = duel({"at": [1, 2]}, {"at": [1, 2]})
    roy = replace(state.players[0], shticks=("roy_sword", "special"), flipped=(False, False))
    state = replace(state, cards="test-logic", players=(roy, state.players[1]))
    state = replace(state, turn=replace(state.turn, seat=1))
    assert targets(state) == []
    roy = replace(roy, flipped=(False, True))
    assert targets(replace(state, players=(roy, state.players[1]))) == [0]


def test_r086_s14_charge_makes_the_defender_the_attacker() -> None:
    from msgspec.structs import replace

    from dungeontable.games.oots.actions import Charge

    _with_shticks("test-charge", become_attacker=True)
    roy = {"character": "roy", "at": [1, 0], "shticks": ["roy_sword"], "hand": ["kobold"]}
    setup = {
        "floors": FLOORS,
        "players": [roy, {"character": "haley", "hand": ["kobold"]}],
        "monsters": [{"at": [1, 1], "cards": ["goblin"]}],
    }
    state = position(setup, seats=2)
    pl = replace(state.players[0], shticks=("roy_sword", "special"), flipped=(False, False))
    state = replace(state, cards="test-charge", players=(pl, state.players[1]))
    state, _ = act(state, Step(floor=1, pos=1), StopMoving())
    assert state.battle.attacker is False and Charge(index=1) in GAME.legal_actions(state)
    state, _ = act(state, Charge(index=1))
    assert state.battle.attacker is True and state.players[0].flipped == (False, True)
    assert GAME.legal_actions(state) == (UseShtick(index=0), UseShtick(index=-1))

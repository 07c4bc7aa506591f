"""A59 shtick-declared and after-roll windows in PvP and Area Effect battles (R152-R161,
R139-R147): Wardrobe Malfunction on either fighter's shtick, Do Over on either fighter's die."""

from __future__ import annotations

from typing import Any

from dungeontable.core import DieRolled
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import (
    AttackPlayer,
    Fight,
    PassPriority,
    PlayScrew,
    Stay,
    UseShtick,
)
from dungeontable.games.oots.events import BattleResolved
from dungeontable.games.oots.state import State

from .conftest import act, dice, position

FLOORS = [{"floor": 1, "left": 0, "rooms": ["empty_storeroom", "dusty_corridor"], "up": 0}]


def resolved(e: BattleResolved) -> tuple[int, int, int, str]:
    return e.roll, e.player_total, e.monster_total, e.result


def duel(hands: list[list[str]]) -> State:
    """Roy (seat 0, Greenhilt Sword +2) attacks Belkar (seat 1, Sneaky Little Guy: Defense 3) in
    room 1; Elan watches; empty Stashes, so no NPC offers (R054)."""
    players: list[dict[str, Any]] = [
        {"character": "roy", "shticks": ["roy_greenhilt_sword"], "at": [1, 1]},
        {"character": "belkar", "shticks": ["belkar_sneaky_little_guy"], "at": [1, 1]},
        {"character": "elan", "at": [1, 0]},
    ]
    for p, hand in zip(players, hands, strict=True):
        p.update(hand=hand, stash=[])
    state = position({"floors": FLOORS, "players": players}, seats=3)
    state, _ = act(state, Stay(), AttackPlayer(seat=1))
    return state


def test_a59_pvp_shtick_declared_for_each_fighter() -> None:
    state = duel([[], [], ["wardrobe_malfunction", "wardrobe_malfunction"]])
    state, _ = act(state, UseShtick(index=0))
    assert state.phase == "window" and GAME.decision(state).seat == 2
    assert GAME.legal_actions(state) == (PlayScrew(card="wardrobe_malfunction"), PassPriority())
    state, _ = act(state, PlayScrew(card="wardrobe_malfunction"))
    assert GAME.decision(state).seat == 2  # Elan may answer her own card with the second copy
    state, _ = act(state, PassPriority())
    assert state.players[0].flipped == (True,) and state.battle is not None
    assert state.battle.shtick is None and state.phase == "pvp-defend"
    state, _ = act(state, UseShtick(index=0))  # Belkar's shtick: the window opens again
    assert state.phase == "window" and GAME.decision(state).seat == 2
    state, _ = act(state, PlayScrew(card="wardrobe_malfunction"))
    assert state.players[1].flipped == (True,)
    assert state.battle.foe_shtick is None and state.phase == "help"
    assert state.battle_discard[-2:] == ("wardrobe_malfunction", "wardrobe_malfunction")


def test_a59_pvp_the_declarer_cannot_wardrobe_their_own_shtick() -> None:
    state = duel([["wardrobe_malfunction"], [], []])
    state, _ = act(state, UseShtick(index=0))
    assert state.phase == "pvp-defend"  # only Roy holds one: nobody to ask
    state, _ = act(state, UseShtick(index=0))
    assert state.phase == "window" and GAME.decision(state).seat == 0  # Roy on Belkar's shtick
    state, _ = act(state, PassPriority())
    assert state.phase == "help" and state.players[1].flipped == (False,)


def test_a59_pvp_after_roll_both_fighters_do_over_newest_first() -> None:
    state = duel([["do_over"], ["do_over"], []])
    state, _ = act(state, UseShtick(index=0), UseShtick(index=0), Fight())
    state = dice(state, 2, 3, 10, 9)
    state, ev = act(state, Fight())  # the defender asks nobody; no NPC round: the roll
    assert [e.value for e in ev if isinstance(e, DieRolled)] == [2, 3]
    assert state.phase == "window" and state.battle is not None and state.battle.faces == (2, 3)
    assert GAME.decision(state).seat == 0
    state, _ = act(state, PlayScrew(card="do_over"))  # Roy: his die again
    assert GAME.decision(state).seat == 1
    assert len(state.stack.items) == 1
    state, ev = act(state, PlayScrew(card="do_over"))  # Belkar answers: his die again
    # nobody else can answer: the stack resolves, Belkar's card first (LIFO)
    rolled = [(e.seat, e.value) for e in ev if isinstance(e, DieRolled)]
    assert rolled == [(1, 10), (0, 9)]
    got = [resolved(e) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(9, 11, 13, "lose")]  # 9 + Sword 2 against 10 + Sneaky Little Guy 3


def test_a59_pvp_after_roll_is_not_for_onlookers() -> None:
    state = duel([[], [], ["do_over"]])
    state, _ = act(state, UseShtick(index=0), UseShtick(index=0), Fight())
    state = dice(state, 8, 3)
    state, ev = act(state, Fight())
    assert [e.result for e in ev if isinstance(e, BattleResolved)] == ["win"]  # 10 against 6


def area(hand: list[str], wardrobe_holder: bool = False) -> State:
    """Vaarsuvius (seat 0) attacks two Kobolds (Kobold Skirmisher: Defense 4, Cowardly Kobold:
    Defense 5) with Fireball (Area 2, Attack 5)."""
    players: list[dict[str, Any]] = [
        {"character": "vaarsuvius", "shticks": ["vaarsuvius_fireball"], "at": [1, 0], "hand": hand},
        {
            "character": "roy",
            "at": [0, 0],
            "hand": ["wardrobe_malfunction"] if wardrobe_holder else [],
        },
    ]
    setup = {
        "floors": FLOORS,
        "players": players,
        "monsters": [{"at": [1, 0], "cards": ["kobold_skirmisher", "cowardly_kobold"]}],
    }
    state = position(setup, seats=2)
    state, _ = act(state, Stay(), UseShtick(index=0))
    return state


def test_a59_area_after_roll_do_over() -> None:
    state = area(["do_over"])
    state = dice(state, 1, 7)
    state, _ = act(state, Fight())
    assert state.phase == "window" and state.battle is not None
    assert state.battle.faces == (1,)
    assert state.battle.area == ("kobold_skirmisher", "cowardly_kobold")
    state, ev = act(state, PlayScrew(card="do_over"))
    got = [resolved(e) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(7, 12, 5, "win")]  # 7 + Fireball 5 against the higher Defense 5
    assert state.floors[1].room(0).monsters == ()


def test_a59_area_shtick_declared_wardrobe() -> None:
    state = area([], wardrobe_holder=True)
    assert state.phase == "window" and GAME.decision(state).seat == 1
    state, _ = act(state, PlayScrew(card="wardrobe_malfunction"))
    assert state.players[0].flipped == (True,) and state.battle is not None
    assert state.battle.shtick is None and state.phase == "help"


def test_r231_pvp_the_defender_plays_own_battle_cards_before_the_roll() -> None:
    # Dodge Roll: +3 Defense, own battle only
    players: list[dict[str, Any]] = [
        {"character": "roy", "shticks": ["roy_greenhilt_sword"], "at": [1, 1]},
        {"character": "belkar", "shticks": ["belkar_sneaky_little_guy"], "at": [1, 1]},
        {"character": "elan", "at": [1, 0]},
    ]
    for p in players:
        p.update(hand=["dodge_roll"], stash=[])  # no Loot to offer the NPCs (R054)
    state = position({"floors": FLOORS, "players": players}, seats=3)
    state, _ = act(state, Stay(), AttackPlayer(seat=1), UseShtick(index=0), UseShtick(index=0))
    state, _ = act(state, Fight(), Fight())
    assert state.phase == "window" and GAME.decision(state).seat == 0
    state, _ = act(state, PassPriority())
    assert GAME.decision(state).seat == 1  # the defender; never Elan, who does not fight
    state, _ = act(state, PlayScrew(card="dodge_roll"))
    assert GAME.decision(state).seat == 0  # Roy may answer it
    state = dice(state, 8, 3)
    state, ev = act(state, PassPriority())
    assert [resolved(e) for e in ev if isinstance(e, BattleResolved)] == [(8, 10, 9, "win")]

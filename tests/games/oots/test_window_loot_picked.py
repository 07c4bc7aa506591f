"""A59 ``loot-picked-up`` window: Sticky Fingers draws 1 more Loot right after a pickup."""

from __future__ import annotations

from typing import Any

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import PassPriority, PlayScrew, TakeLoot
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.state import State

from .conftest import act, position

FLOORS = [
    {"floor": 1, "left": 0, "rooms": ["empty_storeroom", "dusty_corridor", "damp_cellar"], "up": 0}
]


def at_loot(pile: list[str], hand: list[str]) -> State:
    """Roy (seat 0) starts his turn in (1,1) on a Loot pile, the Loot deck holds a Big Pile
    of Gems."""
    players: list[dict[str, Any]] = [
        {
            "character": "roy",
            "at": [1, 1],
            "shticks": ["roy_greenhilt_sword"],
            "hand": hand,
            "stash": [],
        },
        {"character": "haley", "at": [0, 0], "hand": ["kinda_wimpy_goblin"]},
    ]
    setup = {
        "floors": FLOORS,
        "players": players,
        "loot": [{"at": [1, 1], "cards": pile}],
        "loot_deck": ["big_pile_of_gems"],
    }
    state = position(setup, seats=2)
    assert state.phase == "start" and PlayScrew(card="sticky_fingers") not in GAME.legal_actions(
        state
    )
    return state


def test_a59_sticky_fingers_draws_one_more_loot_after_the_pickup() -> None:
    state, _ = act(at_loot(["talisman_of_dorukan"], ["sticky_fingers"]), TakeLoot())
    assert state.phase == "picked" and GAME.decision(state).seat == 0
    assert GAME.legal_actions(state) == (PlayScrew(card="sticky_fingers"), PassPriority())
    state, _ = act(state, PlayScrew(card="sticky_fingers"))
    assert (
        state.players[0].stash == ("talisman_of_dorukan", "big_pile_of_gems")
        and state.players[0].hand == ()
    )
    assert state.loot_deck == () and state.battle_discard[-1] == "sticky_fingers"
    assert state.phase == "start" and TakeLoot() not in GAME.legal_actions(state)


def test_a59_passing_goes_back_to_the_turn_with_the_card_kept() -> None:
    state, _ = act(at_loot(["talisman_of_dorukan"], ["sticky_fingers"]), TakeLoot(), PassPriority())
    assert state.phase == "start" and state.turn.resume == ""
    assert state.players[0].stash == ("talisman_of_dorukan",) and state.players[0].hand == (
        "sticky_fingers",
    )
    assert PlayScrew(card="sticky_fingers") not in GAME.legal_actions(
        state
    )  # the window has closed


def test_a59_no_window_without_the_card_or_when_a_trap_was_revealed() -> None:
    state, _ = act(at_loot(["talisman_of_dorukan"], ["kinda_wimpy_goblin"]), TakeLoot())
    assert state.phase == "start" and state.players[0].stash == ("talisman_of_dorukan",)
    state, _ = act(at_loot(["shuriken_trap"], ["sticky_fingers"]), TakeLoot())
    assert state.phase == "start" and state.players[0].stash == ()


def test_house_sticky_fingers_uses_the_loot_window() -> None:
    s = cards_of("base").screws["sticky_fingers"]
    assert (s.window, s.draw_loot, s.own_battle_only) == ("loot-picked-up", 1, True)

"""A59 ``loot-picked-up`` window: Sticky Fingers draws 1 more Loot right after a pickup."""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import PassPriority, PlayScrew, TakeLoot
from dungeontable.games.oots.deck import ScrewSpec, cards_of, register_cards
from dungeontable.games.oots.state import State

from .conftest import act, position

FLOORS = [{"floor": 1, "left": 0, "rooms": ["room1", "room2", "room3"], "up": 0}]
STICKY = ScrewSpec(
    id="sticky",
    name="Sticky Fingers",
    window="loot-picked-up",
    windows=("loot-picked-up",),
    own_battle_only=True,
    draw_loot=1,
)


def at_loot(pile: list[str], hand: list[str]) -> State:
    """Roy (seat 0) starts his turn in (1,1) on a Loot pile, the Loot deck holds a Crown."""
    cs = cards_of("test")
    register_cards("test-sticky", replace(cs, screws={**cs.screws, "sticky": STICKY}))
    players: list[dict[str, Any]] = [
        {"character": "roy", "at": [1, 1], "shticks": ["roy_sword"], "hand": hand, "stash": []},
        {"character": "haley", "at": [0, 0], "hand": ["goblin"]},
    ]
    setup = {
        "floors": FLOORS,
        "players": players,
        "loot": [{"at": [1, 1], "cards": pile}],
        "loot_deck": ["crown"],
    }
    state = position(setup, seats=2, cardset="test-sticky")
    assert state.phase == "start" and PlayScrew(card="sticky") not in GAME.legal_actions(state)
    return state


def test_a59_sticky_fingers_draws_one_more_loot_after_the_pickup() -> None:
    state, _ = act(at_loot(["gem"], ["sticky"]), TakeLoot())
    assert state.phase == "picked" and GAME.decision(state).seat == 0
    assert GAME.legal_actions(state) == (PlayScrew(card="sticky"), PassPriority())
    state, _ = act(state, PlayScrew(card="sticky"))
    assert state.players[0].stash == ("gem", "crown") and state.players[0].hand == ()
    assert state.loot_deck == () and state.battle_discard[-1] == "sticky"
    assert state.phase == "start" and TakeLoot() not in GAME.legal_actions(state)


def test_a59_passing_goes_back_to_the_turn_with_the_card_kept() -> None:
    state, _ = act(at_loot(["gem"], ["sticky"]), TakeLoot(), PassPriority())
    assert state.phase == "start" and state.turn.resume == ""
    assert state.players[0].stash == ("gem",) and state.players[0].hand == ("sticky",)
    assert PlayScrew(card="sticky") not in GAME.legal_actions(state)  # the window has closed


def test_a59_no_window_without_the_card_or_when_a_trap_was_revealed() -> None:
    state, _ = act(at_loot(["gem"], ["goblin"]), TakeLoot())
    assert state.phase == "start" and state.players[0].stash == ("gem",)
    state, _ = act(at_loot(["shuriken"], ["sticky"]), TakeLoot())
    assert state.phase == "start" and state.players[0].stash == ()


def test_house_sticky_fingers_uses_the_loot_window() -> None:
    s = cards_of("base").screws["sticky_fingers"]
    assert (s.window, s.draw_loot, s.own_battle_only) == ("loot-picked-up", 1, True)

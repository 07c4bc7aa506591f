"""A59 ``trap-revealed`` window: Watch Your Step adds +4 to its player's Evade roll (R219-R225)."""

from __future__ import annotations

from typing import Any

from dungeontable.core import DieRolled
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import PassPriority, PlayScrew, TakeLoot
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.events import TrapSprung
from dungeontable.games.oots.state import State

from .conftest import act, dice, position

FLOORS = [
    {"floor": 1, "left": 0, "rooms": ["empty_storeroom", "dusty_corridor", "damp_cellar"], "up": 0}
]


def shuriken(haley_at: list[int], haley_hand: list[str]) -> State:
    """Roy (seat 0) starts on a Shuriken Trap (Evade 8, Range 2, every player in range)."""
    players: list[dict[str, Any]] = [
        {
            "character": "roy",
            "at": [1, 1],
            "shticks": ["roy_greenhilt_sword"],
            "hand": ["kinda_wimpy_goblin"],
        },
        {"character": "haley", "at": haley_at, "hand": haley_hand},
    ]
    setup = {
        "floors": FLOORS,
        "players": players,
        "loot": [{"at": [1, 1], "cards": ["shuriken_trap"]}],
    }
    return dice(position(setup, seats=2), 5, 5)


def rolls(ev: list[Any]) -> list[tuple[int, int]]:
    return [(e.seat, e.value) for e in ev if isinstance(e, DieRolled)]


def test_a59_watch_your_step_before_the_evade_rolls() -> None:
    state, ev = act(shuriken([1, 2], ["watch_your_step"]), TakeLoot())
    assert [e.card for e in ev if isinstance(e, TrapSprung)] == ["shuriken_trap"] and rolls(
        ev
    ) == []
    assert state.phase == "trap" and GAME.decision(state).seat == 1
    assert GAME.legal_actions(state) == (PlayScrew(card="watch_your_step"), PassPriority())
    state, ev = act(state, PlayScrew(card="watch_your_step"))
    assert rolls(ev) == [(0, 5), (1, 5)]
    assert (state.players[0].wounds, state.players[1].wounds) == (1, 0)  # 5 < 8; 5 + 4 >= 8
    assert state.players[1].hand == () and state.battle_discard[-1] == "watch_your_step"
    assert "shuriken_trap" in state.removed and state.phase == "start" and state.turn.trap == ""


def test_a59_passing_leaves_the_rolls_as_they_are() -> None:
    state, _ = act(shuriken([1, 2], ["watch_your_step"]), TakeLoot(), PassPriority())
    assert (state.players[0].wounds, state.players[1].wounds) == (1, 1)
    assert state.players[1].hand == ("watch_your_step",) and state.phase == "start"


def test_a59_no_window_for_a_player_the_trap_does_not_reach() -> None:
    state, ev = act(shuriken([0, 0], ["watch_your_step"]), TakeLoot())
    assert state.phase == "start" and rolls(ev) == [(0, 5)]  # Haley is on the Entrance
    assert state.players[1].hand == ("watch_your_step",)


def test_house_watch_your_step_uses_the_trap_window() -> None:
    s = cards_of("base").screws["watch_your_step"]
    assert (s.window, s.evade) == ("trap-revealed", 4)

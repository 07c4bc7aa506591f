"""A59 ``movement`` window: Shortcut lets its player move 1 more room (R021-R027)."""

from __future__ import annotations

from typing import Any

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import PlayScrew, Step
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.state import State

from .conftest import act, position

ROOMS = ["empty_storeroom", "dusty_corridor", "damp_cellar", "boring_hallway", "abandoned_barracks"]
FLOORS = [{"floor": 1, "left": 0, "rooms": [*ROOMS, "fungus_garden"], "up": 0}]


def corridor(hand: list[str]) -> State:
    """Roy (seat 0) at (1,0) with five empty rooms to his right."""
    players: list[dict[str, Any]] = [
        {"character": "roy", "at": [1, 0], "shticks": ["roy_greenhilt_sword"], "hand": hand},
        {"character": "haley", "at": [0, 0], "hand": ["kinda_wimpy_goblin"]},
    ]
    state = position({"floors": FLOORS, "players": players}, seats=2)
    assert PlayScrew(card="shortcut") not in GAME.legal_actions(state)  # not before moving
    return state


def test_a59_shortcut_during_movement_allows_a_fourth_room() -> None:
    state, _ = act(corridor(["shortcut"]), Step(floor=1, pos=1))
    assert state.phase == "move" and PlayScrew(card="shortcut") in GAME.legal_actions(state)
    state, _ = act(state, PlayScrew(card="shortcut"), Step(floor=1, pos=2), Step(floor=1, pos=3))
    assert state.phase == "move" and Step(floor=1, pos=4) in GAME.legal_actions(state)
    state, _ = act(state, Step(floor=1, pos=4))
    assert state.players[0].place == (1, 4) and state.turn.steps == 4
    assert state.phase != "move" and state.players[0].hand == ()
    assert "shortcut" in state.battle_discard


def test_r022_without_shortcut_movement_ends_after_three_rooms() -> None:
    state, _ = act(
        corridor(["kinda_wimpy_goblin"]),
        Step(floor=1, pos=1),
        Step(floor=1, pos=2),
        Step(floor=1, pos=3),
    )
    assert state.players[0].place == (1, 3) and state.phase != "move"


def test_house_shortcut_uses_the_movement_window() -> None:
    screws = cards_of("base").screws
    s = screws["shortcut"]
    assert (s.window, s.free_move, s.own_battle_only) == ("movement", 1, True)
    assert screws["stumble"].free_move == 0  # Stumble is another player's card: not offered

"""A59 ``movement`` window, other players' cards: Stumble when a player starts moving."""

from __future__ import annotations

from typing import Any

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import PassPriority, PlayScrew, Step
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.state import State

from .conftest import act, position

ROOMS = ["empty_storeroom", "dusty_corridor", "damp_cellar", "boring_hallway", "abandoned_barracks"]
FLOORS = [{"floor": 1, "left": 0, "rooms": [*ROOMS, "fungus_garden"], "up": 0}]


def corridor(roy_hand: list[str], haley_hand: list[str]) -> State:
    """Roy (seat 0) at (1,0) with five empty rooms to his right; Haley on the Entrance."""
    players: list[dict[str, Any]] = [
        {"character": "roy", "at": [1, 0], "shticks": ["roy_greenhilt_sword"], "hand": roy_hand},
        {"character": "haley", "at": [0, 0], "hand": haley_hand},
    ]
    return position({"floors": FLOORS, "players": players}, seats=2)


def test_a59_stumble_ends_the_movement_and_costs_a_turn() -> None:
    state, _ = act(corridor(["kinda_wimpy_goblin"], ["stumble"]), Step(floor=1, pos=1))
    assert state.phase == "stumble" and GAME.decision(state).seat == 1
    assert GAME.legal_actions(state) == (PlayScrew(card="stumble"), PassPriority())
    state, _ = act(state, PlayScrew(card="stumble"))
    assert state.players[0].place == (1, 1) and state.players[0].missed == 1
    assert state.phase == "stock"  # R058: the new battle in the room he stumbled in
    assert "stumble" in state.battle_discard


def test_a59_passing_lets_the_movement_go_on_with_no_second_window() -> None:
    state, _ = act(
        corridor(["kinda_wimpy_goblin"], ["stumble"]), Step(floor=1, pos=1), PassPriority()
    )
    assert state.phase == "move" and state.players[0].missed == 0
    state, _ = act(state, Step(floor=1, pos=2))
    assert state.phase == "move" and state.players[1].hand == ("stumble",)


def test_a59_no_stumble_window_for_the_mover_own_card() -> None:
    state, _ = act(corridor(["stumble"], ["kinda_wimpy_goblin"]), Step(floor=1, pos=1))
    assert state.phase == "move"


def test_house_stumble_trips() -> None:
    screws = cards_of("base").screws
    assert [c for c, s in sorted(screws.items()) if s.trip] == ["stumble"]

"""A59 ``movement`` window, other players' cards: Stumble when a player starts moving."""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import PassPriority, PlayScrew, Step
from dungeontable.games.oots.deck import ScrewSpec, cards_of, register_cards
from dungeontable.games.oots.state import State

from .conftest import act, position

FLOORS = [{"floor": 1, "left": 0, "rooms": [f"room{i}" for i in range(1, 7)], "up": 0}]
STUMBLE = ScrewSpec(id="stumble", name="Stumble", window="movement", trip=True)


def corridor(roy_hand: list[str], haley_hand: list[str]) -> State:
    """Roy (seat 0) at (1,0) with five empty rooms to his right; Haley on the Entrance."""
    cs = cards_of("test")
    register_cards("test-stumble", replace(cs, screws={**cs.screws, "stumble": STUMBLE}))
    players: list[dict[str, Any]] = [
        {"character": "roy", "at": [1, 0], "shticks": ["roy_sword"], "hand": roy_hand},
        {"character": "haley", "at": [0, 0], "hand": haley_hand},
    ]
    return position({"floors": FLOORS, "players": players}, seats=2, cardset="test-stumble")


def test_a59_stumble_ends_the_movement_and_costs_a_turn() -> None:
    state, _ = act(corridor(["goblin"], ["stumble"]), Step(floor=1, pos=1))
    assert state.phase == "stumble" and GAME.decision(state).seat == 1
    assert GAME.legal_actions(state) == (PlayScrew(card="stumble"), PassPriority())
    state, _ = act(state, PlayScrew(card="stumble"))
    assert state.players[0].place == (1, 1) and state.players[0].missed == 1
    assert state.phase == "stock"  # R058: the new battle in the room he stumbled in
    assert "stumble" in state.battle_discard


def test_a59_passing_lets_the_movement_go_on_with_no_second_window() -> None:
    state, _ = act(corridor(["goblin"], ["stumble"]), Step(floor=1, pos=1), PassPriority())
    assert state.phase == "move" and state.players[0].missed == 0
    state, _ = act(state, Step(floor=1, pos=2))
    assert state.phase == "move" and state.players[1].hand == ("stumble",)


def test_a59_no_stumble_window_for_the_mover_own_card() -> None:
    state, _ = act(corridor(["stumble"], ["goblin"]), Step(floor=1, pos=1))
    assert state.phase == "move"


def test_house_stumble_trips() -> None:
    screws = cards_of("base").screws
    assert [c for c, s in sorted(screws.items()) if s.trip] == ["stumble"]

"""A59 ``monster-placed`` window: Goblin Reinforcements and Tactical Retreat (R069-R073)."""

from __future__ import annotations

from typing import Any

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import PassPriority, PlaceMonster, PlayScrew, Step, StopMoving
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.events import ScrewPlayed
from dungeontable.games.oots.state import State

from .conftest import act, position

FLOORS = [
    {"floor": 1, "left": 0, "rooms": ["empty_storeroom"], "up": 0, "down": 0},
    {"floor": 2, "left": 0, "rooms": ["dusty_corridor", "damp_cellar"], "up": 0},
]


def trigger(hands: list[list[str]]) -> State:
    """Seat 0 (Elan) steps into the empty room on floor 2: a new battle of Size 2."""
    chars = ["elan", "roy", "belkar"]
    players: list[dict[str, Any]] = [
        {"character": chars[s], "at": [1, 0], "hand": hands[s]} for s in range(3)
    ]
    players[0]["at"] = [2, 0]
    state = position({"floors": FLOORS, "players": players}, seats=3)
    state, _ = act(state, Step(floor=2, pos=1), StopMoving())
    assert state.phase == "stock" and state.stocking is not None and state.stocking.size == 2
    return state


def test_a59_cards_after_a_monster_is_placed() -> None:
    state = trigger(
        [
            ["headless_zombie"],
            ["kinda_wimpy_goblin", "goblin_reinforcements"],
            ["kobold_skirmisher", "tactical_retreat"],
        ]
    )
    assert PlayScrew(card="goblin_reinforcements") not in GAME.legal_actions(
        state
    )  # not before a placement
    state, _ = act(state, PlaceMonster(card="kinda_wimpy_goblin"))
    assert state.phase == "placed" and GAME.decision(state).seat == 1  # clockwise from Elan
    assert GAME.legal_actions(state) == (PlayScrew(card="goblin_reinforcements"), PassPriority())
    state, _ = act(state, PlayScrew(card="goblin_reinforcements"))
    assert state.stocking is not None and state.stocking.size == 2  # on the stack, not yet
    assert state.phase == "placed" and GAME.decision(state).seat == 2  # may answer it
    assert GAME.legal_actions(state) == (PlayScrew(card="tactical_retreat"), PassPriority())
    state, _ = act(state, PassPriority())
    assert state.stocking is not None and state.stocking.size == 3  # Battle Size +1
    assert state.phase == "stock" and GAME.decision(state).seat == 2
    assert state.stack.is_empty and state.stack.window is None
    state, _ = act(state, PlaceMonster(card="kobold_skirmisher"))
    assert state.phase == "placed" and GAME.decision(state).seat == 2
    state, _ = act(state, PlayScrew(card="tactical_retreat"))  # nobody can answer: it resolves
    assert state.floors[2].room(1).monsters == (
        "kobold_skirmisher",
        "kinda_wimpy_goblin",
    )  # top to the bottom
    assert state.phase == "stock" and GAME.decision(state).seat == 0
    state, _ = act(state, PlaceMonster(card="headless_zombie"))  # the third Monster: Size 3 reached
    assert state.floors[2].room(1).monsters == (
        "kobold_skirmisher",
        "kinda_wimpy_goblin",
        "headless_zombie",
    )
    assert state.phase == "shtick" and state.battle is not None
    assert state.battle.monster == "kobold_skirmisher"
    assert state.battle_discard[-2:] == ("goblin_reinforcements", "tactical_retreat")


def test_a59_r228_a_card_answered_with_another_resolves_newest_first() -> None:
    state = trigger(
        [
            ["headless_zombie"],
            ["kinda_wimpy_goblin", "goblin_reinforcements"],
            ["kobold_skirmisher", "tactical_retreat"],
        ]
    )
    state, _ = act(state, PlaceMonster(card="kinda_wimpy_goblin"), PassPriority(), PassPriority())
    state, _ = act(state, PlaceMonster(card="kobold_skirmisher"))  # the Goblin stays on top
    assert state.floors[2].room(1).monsters == ("kinda_wimpy_goblin", "kobold_skirmisher")
    assert state.phase == "placed" and GAME.decision(state).seat == 1
    state, _ = act(state, PlayScrew(card="goblin_reinforcements"))
    assert GAME.decision(state).seat == 2 and [i.payload for i in state.stack.items] == [
        "goblin_reinforcements"
    ]
    state, ev = act(state, PlayScrew(card="tactical_retreat"))  # the answer; then nobody has a card
    assert [e.card for e in ev if isinstance(e, ScrewPlayed)] == ["tactical_retreat"]
    assert state.battle_discard[-2:] == (
        "tactical_retreat",
        "goblin_reinforcements",
    )  # LIFO: the answer first
    assert state.floors[2].room(1).monsters == ("kobold_skirmisher", "kinda_wimpy_goblin")
    assert state.stocking is not None and state.stocking.size == 3
    assert state.phase == "stock" and GAME.decision(state).seat == 0


def test_a59_without_the_cards_stocking_goes_straight_on() -> None:
    state = trigger([["headless_zombie"], ["kinda_wimpy_goblin"], ["kobold_skirmisher"]])
    state, _ = act(state, PlaceMonster(card="kinda_wimpy_goblin"))
    assert state.phase == "stock" and GAME.decision(state).seat == 2


def test_house_monster_placed_cards() -> None:
    screws = cards_of("base").screws
    got = {
        c: (s.battle_size, s.move_monster)
        for c, s in screws.items()
        if s.window == "monster-placed"
    }
    assert got == {"goblin_reinforcements": (1, False), "tactical_retreat": (0, True)}

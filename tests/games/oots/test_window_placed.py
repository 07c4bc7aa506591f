"""A59 ``monster-placed`` window: Goblin Reinforcements and Tactical Retreat (R069-R073)."""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import PassPriority, PlaceMonster, PlayScrew, Step, StopMoving
from dungeontable.games.oots.deck import ScrewSpec, cards_of, register_cards
from dungeontable.games.oots.events import ScrewPlayed
from dungeontable.games.oots.state import State

from .conftest import act, position

FLOORS = [
    {"floor": 1, "left": 0, "rooms": ["room1"], "up": 0, "down": 0},
    {"floor": 2, "left": 0, "rooms": ["room2", "room3"], "up": 0},
]
REINF = ScrewSpec(id="reinf", name="Reinforcements", window="monster-placed", battle_size=1)
RETREAT = ScrewSpec(id="retreat", name="Retreat", window="monster-placed", move_monster=True)


def trigger(hands: list[list[str]]) -> State:
    """Seat 0 (Elan) steps into the empty room3 on floor 2: a new battle of Size 2."""
    cs = cards_of("test")
    screws = {**cs.screws, "reinf": REINF, "retreat": RETREAT}
    register_cards("test-placed", replace(cs, screws=screws))
    chars = ["elan", "roy", "belkar"]
    players: list[dict[str, Any]] = [
        {"character": chars[s], "at": [1, 0], "hand": hands[s]} for s in range(3)
    ]
    players[0]["at"] = [2, 0]
    state = position({"floors": FLOORS, "players": players}, seats=3, cardset="test-placed")
    state, _ = act(state, Step(floor=2, pos=1), StopMoving())
    assert state.phase == "stock" and state.stocking is not None and state.stocking.size == 2
    return state


def test_a59_cards_after_a_monster_is_placed() -> None:
    state = trigger([["zombie"], ["goblin", "reinf"], ["kobold", "retreat"]])
    assert PlayScrew(card="reinf") not in GAME.legal_actions(state)  # not before a placement
    state, _ = act(state, PlaceMonster(card="goblin"))
    assert state.phase == "placed" and GAME.decision(state).seat == 1  # clockwise from Elan
    assert GAME.legal_actions(state) == (PlayScrew(card="reinf"), PassPriority())
    state, _ = act(state, PlayScrew(card="reinf"))
    assert state.stocking is not None and state.stocking.size == 2  # on the stack, not yet
    assert state.phase == "placed" and GAME.decision(state).seat == 2  # may answer it
    assert GAME.legal_actions(state) == (PlayScrew(card="retreat"), PassPriority())
    state, _ = act(state, PassPriority())
    assert state.stocking is not None and state.stocking.size == 3  # Battle Size +1
    assert state.phase == "stock" and GAME.decision(state).seat == 2
    assert state.stack.is_empty and state.stack.window is None
    state, _ = act(state, PlaceMonster(card="kobold"))
    assert state.phase == "placed" and GAME.decision(state).seat == 2
    state, _ = act(state, PlayScrew(card="retreat"))  # nobody can answer: it resolves
    assert state.floors[2].room(1).monsters == ("kobold", "goblin")  # top to the bottom
    assert state.phase == "stock" and GAME.decision(state).seat == 0
    state, _ = act(state, PlaceMonster(card="zombie"))  # the third Monster: Size 3 reached
    assert state.floors[2].room(1).monsters == ("kobold", "goblin", "zombie")
    assert state.phase == "shtick" and state.battle is not None
    assert state.battle.monster == "kobold"
    assert state.battle_discard[-2:] == ("reinf", "retreat")


def test_a59_r228_a_card_answered_with_another_resolves_newest_first() -> None:
    state = trigger([["zombie"], ["goblin", "reinf"], ["kobold", "retreat"]])
    state, _ = act(state, PlaceMonster(card="goblin"), PassPriority(), PassPriority())
    state, _ = act(state, PlaceMonster(card="kobold"))  # the Goblin stays on top
    assert state.floors[2].room(1).monsters == ("goblin", "kobold")
    assert state.phase == "placed" and GAME.decision(state).seat == 1
    state, _ = act(state, PlayScrew(card="reinf"))
    assert GAME.decision(state).seat == 2 and [i.payload for i in state.stack.items] == ["reinf"]
    state, ev = act(state, PlayScrew(card="retreat"))  # the answer; then nobody has a card
    assert [e.card for e in ev if isinstance(e, ScrewPlayed)] == ["retreat"]
    assert state.battle_discard[-2:] == ("retreat", "reinf")  # LIFO: the answer first
    assert state.floors[2].room(1).monsters == ("kobold", "goblin")
    assert state.stocking is not None and state.stocking.size == 3
    assert state.phase == "stock" and GAME.decision(state).seat == 0


def test_a59_without_the_cards_stocking_goes_straight_on() -> None:
    state = trigger([["zombie"], ["goblin"], ["kobold"]])
    state, _ = act(state, PlaceMonster(card="goblin"))
    assert state.phase == "stock" and GAME.decision(state).seat == 2


def test_house_monster_placed_cards() -> None:
    screws = cards_of("base").screws
    got = {
        c: (s.battle_size, s.move_monster)
        for c, s in screws.items()
        if s.window == "monster-placed"
    }
    assert got == {"goblin_reinforcements": (1, False), "tactical_retreat": (0, True)}

"""Helpers for Dungeon Fighter tests: exact positions with scripted throw outcomes, act by text."""

from __future__ import annotations

from typing import Any

from dungeontable.core import Event
from dungeontable.games.dungeonfighter.game import DungeonFighter
from dungeontable.games.dungeonfighter.options import Options
from dungeontable.games.dungeonfighter.state import State

GAME = DungeonFighter()
TRIO = ["torm", "randolph", "goldfinga"]


def build(setup: dict[str, Any], *, seats: int = 3, **options: Any) -> State:
    """A scenario position (``setup`` keys: see ``scenario.py``); throws come from ``throws``."""
    options.setdefault("resolver", "scripted")
    spec = {"heroes": TRIO[:seats], "leader": 0, **setup}
    return GAME.scenario(Options(**options), spec, seats, 1)


def act(state: State, *texts: str) -> tuple[State, list[Event]]:
    """Apply actions given as text; return the last state and all events."""
    events: list[Event] = []
    for text in texts:
        transition = GAME.apply(state, GAME.actions.parse(text))
        state = transition.state
        events.extend(transition.events)
    return state, events


def kinds(events: list[Event]) -> list[str]:
    return [e.kind() for e in events]


def legal_texts(state: State) -> list[str]:
    return [a.to_text() for a in GAME.legal_actions(state)]

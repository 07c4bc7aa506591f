"""Helpers for Dungeon Fighter tests: exact positions with scripted throws, over ``core.Driver``."""

from __future__ import annotations

from typing import Any

from dungeontable.core import Driver, Event
from dungeontable.games.dungeonfighter.game import DungeonFighter
from dungeontable.games.dungeonfighter.options import Options
from dungeontable.games.dungeonfighter.state import State

GAME = DungeonFighter()
TRIO = ["torm", "randolph", "goldfinga"]


def build(setup: dict[str, Any], *, seats: int = 3, **options: Any) -> State:
    """A scenario position (``setup`` keys: see ``scenario.py``); throws come from ``throws``."""
    options.setdefault("resolver", "scripted")
    spec = {"heroes": TRIO[:seats], "leader": 0, **setup}
    return Driver.from_scenario(GAME, spec, seats=seats, options=Options(**options)).state


def act(state: State, *texts: str) -> tuple[State, list[Event]]:
    """Apply actions given as text (``Driver.do``); return the last state and all events."""
    table = Driver(GAME, state).do(*texts)
    return table.state, table.events()


def kinds(events: list[Event]) -> list[str]:
    return [e.kind() for e in events]


def legal_texts(state: State) -> list[str]:
    return Driver(GAME, state).legal()

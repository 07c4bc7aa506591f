"""Helpers for Card Rogue tests: exact positions (data builders) over the shared ``core.Driver``."""

from __future__ import annotations

from typing import Any

import pytest

from dungeontable.core import DieRolled, Driver, Event
from dungeontable.core.driver import select
from dungeontable.games import get
from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.common.board import pack
from dungeontable.games.cardrogue.options import Options
from dungeontable.games.cardrogue.state import State


def build(
    setup: dict[str, Any], *, seats: int = 1, dice: tuple[int, ...] = (), **options: Any
) -> State:
    """A scenario position with scripted dice (``options`` are ``Options`` fields)."""
    opts = Options(**options)
    return Driver.from_scenario(GAME, setup, seats=seats, options=opts, dice=dice).state


def act(state: State, *texts: str) -> tuple[State, list[Event]]:
    """Apply actions given as text (``Driver.do``); return the last state and all events."""
    table = Driver(GAME, state).do(*texts)
    return table.state, table.events()


TURN_ACTIONS = frozenset(
    {"roll-die", "pick-character", "flip", "orient", "move", "end-turn", "attack", "flee"}
    | {"flee-to", "keep", "lay-face-down", "respawn"}
)
"""The kinds of the turn's own actions (``actions.py``'s first twelve): setup, exploring,
fighting, fleeing, dying."""


def legal(state: State) -> list[str]:
    """The turn's own legal actions as text (``TURN_ACTIONS``): the optional item, shop,
    interaction and leaving actions are left out."""
    return [text for text in Driver(GAME, state).legal() if text.split(" ")[0] in TURN_ACTIONS]


def every(state: State) -> list[str]:
    """Every legal action as text (parts 1 and 2)."""
    return Driver(GAME, state).legal()


def at(x: int, y: int) -> int:
    return pack(x, y)


def tile(x: int, y: int, card: str = "crossroads", **extra: Any) -> dict[str, Any]:
    return {"at": [x, y], "card": card, **extra}


def hidden(x: int, y: int, card: str) -> dict[str, Any]:
    return {"at": [x, y], "card": card, "up": False}


def player(x: int, y: int, character: str = "cleric", **extra: Any) -> dict[str, Any]:
    return {"at": [x, y], "character": character, **extra}


def kinds(events: list[Event], cls: type[Event]) -> list[Any]:
    return select(events, cls)


def rolls(events: list[Event], purpose: str | None = None) -> list[int]:
    return [e.value for e in select(events, DieRolled) if purpose in (None, e.purpose)]


@pytest.fixture
def game() -> Any:
    return get("cardrogue")

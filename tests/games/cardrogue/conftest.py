"""Helpers for Card Rogue tests: build exact positions, script dice, act by text."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from dungeontable.core import Event
from dungeontable.games import get
from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.options import Options
from dungeontable.games.cardrogue.rules.board import pack
from dungeontable.games.cardrogue.state import State


def build(
    setup: dict[str, Any], *, seats: int = 1, dice: tuple[int, ...] = (), **options: Any
) -> State:
    """A scenario position with scripted dice (``options`` are ``Options`` fields)."""
    state = GAME.scenario(Options(**options), setup, seats, 1)
    return msgspec.structs.replace(state, rng=state.rng.scripted(dice))


def act(state: State, *texts: str) -> tuple[State, list[Event]]:
    """Apply actions given as text; return the last state and all events."""
    events: list[Event] = []
    for text in texts:
        transition = GAME.apply(state, GAME.actions.parse(text))
        state = transition.state
        events.extend(transition.events)
    return state, events


PART_ONE = frozenset(
    {"roll-die", "pick-character", "flip", "orient", "move", "end-turn", "attack", "flee"}
    | {"flee-to", "keep", "lay-face-down", "respawn"}
)


def legal(state: State) -> list[str]:
    """Legal part-1 actions as text (part 2 adds item, shop and interaction actions)."""
    return [a.to_text() for a in GAME.legal_actions(state) if a.kind() in PART_ONE]


def at(x: int, y: int) -> int:
    return pack(x, y)


def tile(x: int, y: int, card: str = "crossroads", **extra: Any) -> dict[str, Any]:
    return {"at": [x, y], "card": card, **extra}


def hidden(x: int, y: int, card: str) -> dict[str, Any]:
    return {"at": [x, y], "card": card, "up": False}


def player(x: int, y: int, character: str = "cleric", **extra: Any) -> dict[str, Any]:
    return {"at": [x, y], "character": character, **extra}


def kinds(events: list[Event], cls: type[Event]) -> list[Any]:
    return [e for e in events if isinstance(e, cls)]


def rolls(events: list[Event], purpose: str | None = None) -> list[int]:
    from dungeontable.core import DieRolled

    return [e.value for e in events if isinstance(e, DieRolled) and purpose in (None, e.purpose)]


@pytest.fixture
def game() -> Any:
    return get("cardrogue")

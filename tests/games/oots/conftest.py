"""Helpers for OOTS flow tests: exact positions on the packaged card set, actions, dice."""

from __future__ import annotations

from typing import Any

import pytest
from msgspec.structs import replace

from dungeontable.core import Action, Event
from dungeontable.games.oots import GAME
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.scenario import build
from dungeontable.games.oots.state import State

OPTIONS = Options(turn_limit=0)
"""The packaged cards (``cardset="base"``), no timed game."""


def position(setup: dict[str, Any], seats: int = 4, seed: int = 1, **options: Any) -> State:
    """A position built by the scenario loader on the packaged cards (``base``) or, with the
    ``cards`` option, the packaged cards plus card files."""
    return build(replace(OPTIONS, **options), setup, seats, seed)


def act(state: State, *actions: Action) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for action in actions:
        state, ev = GAME.apply(state, action)
        events += ev
    return state, events


def dice(state: State, *faces: int) -> State:
    return replace(state, rng=state.rng.scripted(faces))


@pytest.fixture
def floors_1() -> list[dict[str, Any]]:
    """Floor 1 with rooms at positions -1..2 (stairs up at 0), plus the Entrance."""
    rooms = ["empty_storeroom", "dusty_corridor", "damp_cellar", "boring_hallway"]  # R376: only
    # Halflings, Elves and the Linear Guild get bonuses there
    return [{"floor": 1, "left": -1, "rooms": rooms, "up": 0}]

"""Helpers: build exact positions and drive the game by action text."""

from __future__ import annotations

from typing import Any

import pytest

from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.state import State


class Table:
    """A position plus the events so far; ``do`` applies actions by their text form."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.events: list[Any] = []

    def do(self, *texts: str) -> Table:
        for text in texts:
            transition = GAME.apply(self.state, GAME.actions.parse(text))
            self.state = transition.state
            self.events.extend(transition.events)
        return self

    def passes(self, count: int = 1) -> Table:
        return self.do(*["pass"] * count)

    @property
    def decision(self) -> Any:
        return GAME.decision(self.state)

    def legal(self) -> list[str]:
        return [a.to_text() for a in GAME.legal_actions(self.state)]

    def seat(self, i: int) -> Any:
        return self.state.seats[i]

    def kinds(self) -> list[str]:
        return [e.kind() for e in self.events]


def build(seats: int = 3, options: Options | None = None, **setup: Any) -> Table:
    return Table(GAME.scenario(options or Options(), setup, seats, 1))


@pytest.fixture
def table() -> Any:
    return build

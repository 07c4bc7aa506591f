"""Helpers: build exact positions and drive the game by action text (``core.Driver``)."""

from __future__ import annotations

from typing import Any

import pytest

from dungeontable.core import Driver
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options


class Table(Driver):
    """A position plus the events so far: the shared ``core.Driver`` with rdi's shortcuts."""

    def passes(self, count: int = 1) -> Table:
        return self.do(*["pass"] * count)

    def seat(self, i: int) -> Any:
        return self.state.seats[i]


def build(seats: int = 3, options: Options | None = None, **setup: Any) -> Table:
    return Table.from_scenario(GAME, setup, seats=seats, options=options or Options())


@pytest.fixture
def table() -> Any:
    return build

"""Fixtures of the simulator tests: the test games registered for one test, a SQLite store."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine

from dungeontable.games import REGISTRY
from dungeontable.storage import open_store

from .games import TEST_GAMES


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The test games are in the registry for this test only (forked workers inherit them)."""
    for game in TEST_GAMES:
        monkeypatch.setitem(REGISTRY._games, game.name, game)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Engine]:
    engine = open_store(str(tmp_path / "sim.db"))
    yield engine
    engine.dispose()

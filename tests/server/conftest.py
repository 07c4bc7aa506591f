"""Fixtures for the web table tests: the Tally test game in the registry, apps and clients."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from dungeontable import games
from dungeontable.core import Game
from dungeontable.server import MemoryStore, create_app

from .tallygame import GAME as TALLY


@pytest.fixture
def tally(monkeypatch: pytest.MonkeyPatch) -> Game:
    """Tally is reachable through ``dungeontable.games`` for the duration of a test only."""
    real_get, real_names = games.get, games.names

    def get(name: str) -> Game:
        return TALLY if name == TALLY.name else real_get(name)  # type: ignore[return-value]

    monkeypatch.setattr(games, "get", get)
    monkeypatch.setattr(games, "names", lambda: tuple(sorted((*real_names(), TALLY.name))))
    return TALLY  # type: ignore[return-value]


@pytest.fixture
def store() -> MemoryStore:
    return MemoryStore()


@pytest.fixture
def client(tally: Game, store: MemoryStore) -> Iterator[TestClient]:
    """A running app on an in-memory store, bots without delay, no front-end build."""
    with TestClient(create_app(store, bot_delay=0.0, static_dir=None)) as test_client:
        yield test_client

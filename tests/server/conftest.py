"""Fixtures for the web table tests: the Tally test game in the registry, apps and clients."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from dungeontable import games
from dungeontable.core import Game
from dungeontable.server import MatchStore, MemoryStore, create_app
from dungeontable.server.limits import ServerLimits
from dungeontable.storage import METADATA, open_store
from dungeontable.storage.matches import TABLES, SqlMatchStore
from storage.conftest import postgres_url  # noqa: F401 - the storage tests' PostgreSQL server

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
    trusted = ServerLimits(player_seeds=True)  # tests deal known seeds to several people
    app = create_app(store, bot_delay=0.0, static_dir=None, limits=trusted)
    with TestClient(app) as test_client:
        yield test_client


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[[], MatchStore]]:
    """Opens the same store again and again (as a restarted server does), on each backend."""
    if request.param == "memory":
        shared = MemoryStore()
        yield lambda: shared
        return
    url = (
        f"sqlite:///{tmp_path / 'matches.db'}"
        if request.param == "sqlite"
        else request.getfixturevalue("postgres_url")
    )
    yield lambda: SqlMatchStore(open_store(url))
    if request.param == "postgres":
        engine = open_store(url)
        METADATA.drop_all(engine, tables=list(TABLES))
        engine.dispose()

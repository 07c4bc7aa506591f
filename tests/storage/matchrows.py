"""Match records for the match-store tests, and a store on each backend."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from dungeontable.storage import METADATA, open_store
from dungeontable.storage.matches import TABLES, MatchRow, SeatRow, SqlMatchStore, TimerSpec


def match_row(match_id: str, n: int = 0, status: str = "running") -> MatchRow:
    return MatchRow(
        match_id=match_id,
        game="tally",
        title="Tally",
        options={"rounds": 8, "nested": {"a": [1, 2]}},
        seats=[SeatRow(0, "human"), SeatRow(1, "random", "random bot")],
        seed=n,
        created=f"2026-01-01T10:{n // 60 % 60:02d}:{n % 60:02d}.{n:06d}+00:00",
        status=status,  # type: ignore[arg-type]
        name=f"game {n}",
        timer=TimerSpec(30.0, 120.0, "bot-plays"),
        banks=[120.0, 120.0],
    )


@pytest.fixture(params=["sqlite", "postgres"])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """The URL of an empty store on each backend (PostgreSQL: the test server's database)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'matches.db'}"
        return
    url: str = request.getfixturevalue("postgres_url")
    yield url
    engine = open_store(url)
    METADATA.drop_all(engine, tables=list(TABLES))
    engine.dispose()


def opener(url: str) -> Callable[[], SqlMatchStore]:
    return lambda: SqlMatchStore(open_store(url))

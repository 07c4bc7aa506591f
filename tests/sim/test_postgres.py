"""A run stored in PostgreSQL (a real server, started by the storage tests' fixture): the same
rows as the same run in SQLite, resumed by name, the default batch sizes in between."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine

from dungeontable.sim import MAX_BATCH, MIN_BATCH, batch_size, local_workers, make_spec, simulate
from dungeontable.storage import METADATA, find_run, open_store, read_games
from storage.conftest import postgres_url  # noqa: F401 - the storage tests' PostgreSQL server

from .rows import content


@pytest.fixture
def pg(postgres_url: str) -> Iterator[Engine]:  # noqa: F811
    engine = open_store(postgres_url)
    yield engine
    METADATA.drop_all(engine)
    engine.dispose()


def rows_of(store: Engine, name: str) -> list:
    run = find_run(store, name)
    assert run is not None
    return content(read_games(store, run.id))


@pytest.mark.usefixtures("registered")
def test_postgres_rows_equal_sqlite_rows_and_resume(pg: Engine, tmp_path: Path) -> None:
    spec = make_spec("gemgrab-sim", None, ["greedy", "random", "random"], rotate=True)
    sqlite = open_store(str(tmp_path / "sim.db"))
    with local_workers(2) as workers:
        first = simulate(pg, "duel", spec, range(0, 120), workers)
        resumed = simulate(pg, "duel", spec, range(0, 200), workers)
        simulate(sqlite, "duel", spec, range(0, 200), workers)
    assert (first.played, resumed.played, resumed.skipped) == (120, 80, 120)
    assert pg.dialect.name == "postgresql"
    rows = rows_of(pg, "duel")
    assert [row.seed for row in rows] == list(range(200))
    assert rows == rows_of(sqlite, "duel")
    sqlite.dispose()


@pytest.mark.parametrize(
    ("games", "slots", "size"),
    [
        (1_000_000, 2, MAX_BATCH),  # capped: progress and Ctrl-C stay fine-grained
        (4_000, 2, 500),  # four batches per slot
        (2_000, 2, 250),
        (1_000, 64, MIN_BATCH),  # many cluster slots: never below the floor
        (120, 2, MIN_BATCH),
        (30, 2, 30),  # a run smaller than the floor is one batch
        (0, 2, 1),
    ],
)
def test_default_batches_hold_50_to_500_games(games: int, slots: int, size: int) -> None:
    assert (MIN_BATCH, MAX_BATCH) == (50, 500)
    assert batch_size(games, slots) == size

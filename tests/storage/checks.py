"""Store checks run the same way on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest
from sqlalchemy import Engine
from sqlalchemy.exc import IntegrityError

from dungeontable.storage import (
    count_games,
    create_run,
    find_run,
    list_runs,
    read_games,
    stored_seeds,
    write_games,
)

from .rows import ROWS

OPTIONS = {"target": 12, "cards": [], "goals": ["chest", "debt"], "tiebreak": None}


def check_round_trip(engine: Engine) -> None:
    assert find_run(engine, "r1") is None
    run = create_run(
        engine, "r1", game="gemgrab", options=OPTIONS, options_hash="00ff00ff00ff00ff",
        bots=("greedy", "random"), rotate=True, max_steps=500,
    )  # fmt: skip
    assert (run.name, run.game, run.options, run.bots, run.rotate, run.max_steps) == (
        "r1", "gemgrab", OPTIONS, ("greedy", "random"), True, 500,
    )  # fmt: skip
    assert find_run(engine, "r1") == run
    assert write_games(engine, run, ROWS) == 3
    assert list(read_games(engine, run.id)) == sorted(ROWS, key=lambda row: row.seed)
    assert list(read_games(engine, run.id, failed_only=True)) == [ROWS[1]]
    assert stored_seeds(engine, run.id, 0, 4) == {0, 3}
    assert stored_seeds(engine, run.id, 1, 3) == frozenset()
    assert count_games(engine, run.id) == 3
    assert list_runs(engine) == ((run, 3),)


def check_keys(engine: Engine) -> None:
    """A run name is unique, and a seed has one row per run."""
    settings = dict(game="g", options={}, options_hash="0" * 16, bots=("random",), rotate=False,
                    max_steps=1)  # fmt: skip
    run = create_run(engine, "dup", **settings)
    with pytest.raises(IntegrityError):
        create_run(engine, "dup", **settings)
    write_games(engine, run, ROWS[:1])
    with pytest.raises(IntegrityError):
        write_games(engine, run, ROWS[:1])
    other = create_run(engine, "other", **settings)
    write_games(engine, other, ROWS[:1])
    assert count_games(engine, run.id) == count_games(engine, other.id) == 1

"""The store: SQLAlchemy Core over a SQLite file (default) or PostgreSQL (``--db URL``).

Needs the ``[db]`` extra (and ``[pg]`` for PostgreSQL).
"""

from .database import data_dir, default_url, describe, normalize_url, open_store
from .schema import METADATA, sim_games, sim_runs
from .simruns import (
    GameRow,
    SimRun,
    count_games,
    create_run,
    find_run,
    list_runs,
    read_games,
    stored_seeds,
    to_json,
    write_games,
)

__all__ = [
    "METADATA",
    "GameRow",
    "SimRun",
    "count_games",
    "create_run",
    "data_dir",
    "default_url",
    "describe",
    "find_run",
    "list_runs",
    "normalize_url",
    "open_store",
    "read_games",
    "sim_games",
    "sim_runs",
    "stored_seeds",
    "to_json",
    "write_games",
]

"""The tables of the store (SQLAlchemy Core), one ``MetaData`` for every edge that keeps data.

Simulation tables live here now; the web table's matches, seats and action logs (issue 3) join
this same ``METADATA`` later, so one SQLite file or PostgreSQL database holds everything.

``sim_runs``  one row per named run: the game, its options, the bots and how seats are assigned.
``sim_games`` one row per simulated game, keyed by (run, seed). List-valued columns (seating,
winners, scores, characters) are deterministic JSON text, which both backends store and compare
the same way; the scalar columns that reports group by are plain, indexed columns.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    func,
)

METADATA = MetaData()

sim_runs = Table(
    "sim_runs",
    METADATA,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("name", String(200), nullable=False, unique=True),
    Column("game", String(64), nullable=False),
    Column("options", Text, nullable=False),  # deterministic JSON of the full options
    Column("options_hash", String(16), nullable=False),
    Column("bots", Text, nullable=False),  # JSON list: the bot level of each seat before rotation
    Column("rotate", Boolean, nullable=False),
    Column("max_steps", Integer, nullable=False),
    Column("version", String(32), nullable=False),  # dungeontable version that created the run
    Column("created", DateTime(timezone=True), nullable=False, server_default=func.now()),
)

sim_games = Table(
    "sim_games",
    METADATA,
    Column("run_id", Integer, ForeignKey("sim_runs.id", ondelete="CASCADE"), primary_key=True),
    Column("seed", BigInteger, primary_key=True, autoincrement=False),
    Column("seating", Text, nullable=False),  # JSON list: bot level per seat
    Column("options_hash", String(16), nullable=False),
    Column("winners", Text, nullable=False),  # JSON list of seats
    Column("scores", Text, nullable=False),  # JSON list, one number per seat
    Column("turns", Integer, nullable=True),  # the game's public turn counter, when it has one
    Column("steps", Integer, nullable=False),  # decisions made
    Column("first_seat", Integer, nullable=True),  # the seat that made the first decision
    Column("reason", String(64), nullable=False),
    Column("duration", Float, nullable=False),  # seconds of wall time; the only varying column
    Column("characters", Text, nullable=True),  # JSON list per seat, when the game shows them
    Column("error", Text, nullable=True),  # traceback of a game that raised
)

Index("ix_sim_games_run_reason", sim_games.c.run_id, sim_games.c.reason)

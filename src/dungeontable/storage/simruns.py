"""Simulation runs and their per-game rows in the store.

A run is found by its name; its settings (game, options, bots, seat rotation, step cap) are fixed
when it is created, and every game row is keyed by (run, seed), so re-running a name skips the
seeds already stored: that is how a run resumes.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import msgspec
from sqlalchemy import Engine, func, select

from dungeontable import __version__

from .schema import sim_games, sim_runs

_json = msgspec.json.Encoder(order="deterministic")


def to_json(value: Any) -> str:
    """Deterministic JSON text (sorted keys), as stored in the list-valued columns."""
    return _json.encode(value).decode()


class SimRun(msgspec.Struct, frozen=True):
    """A named run: what was simulated. ``bots`` is the seat order before any rotation."""

    id: int
    name: str
    game: str
    options: dict[str, Any]
    options_hash: str
    bots: tuple[str, ...]
    rotate: bool
    max_steps: int
    version: str

    @property
    def seats(self) -> int:
        return len(self.bots)


class GameRow(msgspec.Struct, frozen=True):
    """One simulated game. Everything but ``duration`` is a pure function of the run and seed."""

    seed: int
    seating: tuple[str, ...]
    winners: tuple[int, ...]
    scores: tuple[float, ...]
    turns: int | None
    steps: int
    reason: str
    duration: float
    first_seat: int | None = None
    characters: tuple[str, ...] | None = None
    error: str | None = None


def _run_of(row: Any) -> SimRun:
    return SimRun(
        id=row.id,
        name=row.name,
        game=row.game,
        options=msgspec.json.decode(row.options),
        options_hash=row.options_hash,
        bots=tuple(msgspec.json.decode(row.bots)),
        rotate=bool(row.rotate),
        max_steps=row.max_steps,
        version=row.version,
    )


def find_run(engine: Engine, name: str) -> SimRun | None:
    with engine.connect() as conn:
        row = conn.execute(select(sim_runs).where(sim_runs.c.name == name)).first()
    return None if row is None else _run_of(row)


def list_runs(engine: Engine) -> tuple[tuple[SimRun, int], ...]:
    """Every run with its number of stored games, oldest first."""
    count = select(func.count()).where(sim_games.c.run_id == sim_runs.c.id).scalar_subquery()
    with engine.connect() as conn:
        rows = conn.execute(select(sim_runs, count.label("games")).order_by(sim_runs.c.id))
        return tuple((_run_of(row), int(row.games)) for row in rows)


def create_run(
    engine: Engine,
    name: str,
    *,
    game: str,
    options: dict[str, Any],
    options_hash: str,
    bots: Sequence[str],
    rotate: bool,
    max_steps: int,
) -> SimRun:
    values = {
        "name": name,
        "game": game,
        "options": to_json(options),
        "options_hash": options_hash,
        "bots": to_json(list(bots)),
        "rotate": rotate,
        "max_steps": max_steps,
        "version": __version__,
    }
    with engine.begin() as conn:
        conn.execute(sim_runs.insert().values(**values))
    run = find_run(engine, name)
    assert run is not None
    return run


def stored_seeds(engine: Engine, run_id: int, low: int, high: int) -> frozenset[int]:
    """The seeds in ``[low, high)`` that already have a row in the run."""
    query = select(sim_games.c.seed).where(
        sim_games.c.run_id == run_id, sim_games.c.seed >= low, sim_games.c.seed < high
    )
    with engine.connect() as conn:
        return frozenset(conn.execute(query).scalars())


def _values(run: SimRun, row: GameRow) -> dict[str, Any]:
    return {
        "run_id": run.id,
        "seed": row.seed,
        "seating": to_json(row.seating),
        "options_hash": run.options_hash,
        "winners": to_json(row.winners),
        "scores": to_json(row.scores),
        "turns": row.turns,
        "steps": row.steps,
        "first_seat": row.first_seat,
        "reason": row.reason,
        "duration": row.duration,
        "characters": None if row.characters is None else to_json(row.characters),
        "error": row.error,
    }


def write_games(engine: Engine, run: SimRun, rows: Iterable[GameRow]) -> int:
    """Insert a batch of game rows in one transaction; returns how many were written."""
    values = [_values(run, row) for row in rows]
    if values:
        with engine.begin() as conn:
            conn.execute(sim_games.insert(), values)
    return len(values)


def _game_of(row: Any) -> GameRow:
    decode = msgspec.json.decode
    return GameRow(
        seed=row.seed,
        seating=tuple(decode(row.seating)),
        winners=tuple(decode(row.winners)),
        scores=tuple(float(s) for s in decode(row.scores)),
        turns=row.turns,
        steps=row.steps,
        first_seat=row.first_seat,
        reason=row.reason,
        duration=row.duration,
        characters=None if row.characters is None else tuple(decode(row.characters)),
        error=row.error,
    )


def read_games(engine: Engine, run_id: int, *, failed_only: bool = False) -> Iterator[GameRow]:
    """The run's game rows in seed order, streamed (a run may hold millions)."""
    query = select(sim_games).where(sim_games.c.run_id == run_id)
    if failed_only:
        query = query.where(sim_games.c.error.is_not(None))
    with engine.connect() as conn:
        result = conn.execution_options(yield_per=5000).execute(query.order_by(sim_games.c.seed))
        for row in result:
            yield _game_of(row)


def count_games(engine: Engine, run_id: int) -> int:
    query = select(func.count()).select_from(sim_games).where(sim_games.c.run_id == run_id)
    with engine.connect() as conn:
        return int(conn.execute(query).scalar_one())

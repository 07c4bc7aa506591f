"""Reproducing a game that raised during a run, from nothing but the run's stored settings.

The row of a failed game holds its seed and traceback; replaying runs the very same game (same
options, seating, seed and bot streams) in this process *without* catching the error, so the
traceback is live and a debugger can stop on it (``python -m pdb -m dungeontable sim ...``).
"""

from __future__ import annotations

from sqlalchemy import Engine

from dungeontable import games
from dungeontable.core import Outcome
from dungeontable.storage import GameRow, find_run, read_games

from .play import Played, play_through
from .spec import RunSpec, SpecError


class NoFailure(SpecError):
    """The run is unknown, has no failed game, or not at the seed asked for."""


def failed_game(engine: Engine, name: str, seed: int | None = None) -> tuple[RunSpec, GameRow]:
    """The spec of run ``name`` and its failed row at ``seed`` (default: the lowest failed seed)."""
    run = find_run(engine, name)
    if run is None:
        raise NoFailure(f"no run named {name!r} in the store")
    for row in read_games(engine, run.id, failed_only=True):
        if seed is None or row.seed == seed:
            return RunSpec.of_run(run), row
    where = "" if seed is None else f" at seed {seed}"
    raise NoFailure(f"run {name!r} has no failed game{where}")


def replay_failure(spec: RunSpec, seed: int) -> tuple[Outcome, int]:
    """Play the game again; the original exception propagates if it still fails."""
    game = games.get(spec.game)
    played = play_through(
        game, spec.options_for(game), spec.seating(seed), seed, spec.max_steps, Played()
    )
    assert played.outcome is not None
    return played.outcome, played.steps

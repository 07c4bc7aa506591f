"""``dungeontable sim GAME``: many seeded bot games on local processes or a Dask cluster.

Rows go to the store (``--db``, default the user's SQLite file) under a run name; running the
same name again resumes it. ``--replay-failure RUN`` reproduces a game that raised.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from typing import TYPE_CHECKING, Annotated, Any

import typer

from .arguments import build_options, load_game
from .errors import PROBLEMS, UserError, err, out, user_errors

if TYPE_CHECKING:
    from sqlalchemy import Engine

    from dungeontable.sim import RunSummary, Workers

INTERRUPTED = 130  # the shell's code for a run stopped by Ctrl-C


def say(text: str, console: Any = out) -> None:
    console.print(text, markup=False, highlight=False, soft_wrap=True)


@contextmanager
def store_errors() -> Iterator[None]:
    """Missing extras and store or simulation mistakes become one clear message."""
    try:
        import sqlalchemy.exc as db_errors

        from dungeontable.sim import ClusterUnavailable, SpecError
    except ImportError as exc:
        raise UserError(
            f"simulation needs the [db] extra ({exc.name} is missing): "
            "pip install 'dungeontable[db]'"
        ) from exc
    try:
        yield
    except (SpecError, ClusterUnavailable) as exc:
        raise UserError(str(exc)) from exc
    except (db_errors.OperationalError, db_errors.ArgumentError) as exc:
        raise UserError(f"cannot use the store: {exc.__class__.__name__}: {exc.args[0]}") from exc
    except ImportError as exc:  # a database driver that is not installed
        raise UserError(f"cannot use the store: {exc}") from exc


def seat_levels(game_name: str, bots: str | None, seats: int | None) -> list[str]:
    """``--bots a,b,c``; one level with ``--seats K`` fills K seats; default all random."""
    game = load_game(game_name)
    levels = [word.strip() for word in (bots or "random").split(",")]
    if any(not word for word in levels):
        raise UserError(f"--bots takes comma-separated levels like random,random; got {bots!r}")
    if seats is not None and len(levels) == 1:
        return levels * seats
    if bots is None:
        return levels * max(game.min_seats, min(4, game.max_seats))
    if seats is not None and seats != len(levels):
        raise UserError(f"--seats {seats} but --bots names {len(levels)} seats")
    return levels


def show_summary(summary: RunSummary, engine: Engine) -> None:
    from dungeontable.storage import describe

    run = summary.run
    say(
        f"run {run.name}: {summary.played:,} games played in {summary.seconds:.1f} s "
        f"({summary.games_per_second:,.1f} games/s on {summary.where}); "
        f"{summary.skipped:,} of {summary.requested:,} were already stored"
    )
    say(f"store: {describe(engine)}")
    if summary.failed:
        say(
            f"{summary.failed} games raised an error; reproduce the first with: "
            f"dungeontable sim --replay-failure {run.name}",
            err,
        )
    if summary.interrupted:
        say("interrupted: finished batches are stored; run the same command again to resume", err)
    else:
        say(f"report: dungeontable report {run.name} -o report-{run.name}")


def workers_for(cluster: str | None, workers: int | None) -> AbstractContextManager[Workers]:
    from dungeontable.sim import cluster_workers, local_workers

    if cluster:
        return cluster_workers(cluster)
    if workers is not None and workers < 1:
        raise UserError("--workers must be at least 1")
    return local_workers(workers)


class NotesOnly:
    """No bar (a pipe, a log file, ``--no-progress``), but notes such as "stopping" still show."""

    def start(self, total: int, done: int) -> None:
        return None

    def advance(self, games: int, failed: int) -> None:
        return None

    def note(self, text: str) -> None:
        say(text, err)


def progress_for(title: str, show: bool) -> Any:
    from dungeontable.sim.progress import RichProgress

    return RichProgress(title) if show and sys.stderr.isatty() else nullcontext(NotesOnly())


def run_sim(game_name: str, options: Sequence[str], levels: list[str], **how: Any) -> int:
    """Plan, run and summarise one simulation; returns the exit code."""
    from dungeontable.sim import default_name, make_spec, simulate
    from dungeontable.storage import open_store

    spec = make_spec(
        game_name,
        build_options(load_game(game_name), options),
        levels,
        rotate=how["rotate"],
        max_steps=how["max_steps"],
    )
    name = how["name"] or default_name(spec)
    engine = open_store(how["db"])
    seeds = range(how["seed"], how["seed"] + how["games"])
    with (
        workers_for(how["cluster"], how["workers"]) as workers,
        progress_for(name, how["progress"]) as progress,
    ):
        summary = simulate(engine, name, spec, seeds, workers, progress, how["batch"])
    show_summary(summary, engine)
    if summary.interrupted:
        return INTERRUPTED
    return PROBLEMS if summary.failed else 0


def replay_failed(name: str, seed: int | None, db: str | None) -> int:
    """Reproduce a failed game of run ``name``; exit 1 while it still fails, 0 once fixed."""
    from dungeontable.sim import failed_game, replay_failure
    from dungeontable.storage import open_store

    spec, row = failed_game(open_store(db), name, seed)
    say(f"run {name}: seed {row.seed}, seats {','.join(row.seating)}, {spec.game}")
    say(f"recorded after {row.steps} steps: {(row.error or '').strip().splitlines()[-1]}")
    try:
        outcome, steps = replay_failure(spec, row.seed)
    except Exception:
        say("replayed: it still fails:", err)
        say(traceback.format_exc(), err)
        return PROBLEMS
    say(f"replayed: no error any more; the game ended after {steps} steps ({outcome.reason})")
    return 0


# The options ``sim`` shares with ``ladder``: where games run and where they are stored.
OptionsArg = Annotated[
    list[str] | None, typer.Option("--option", help="A game option as name=value (repeat).")
]
WorkersArg = Annotated[
    int | None, typer.Option(help="Local worker processes (default: one per core).")
]
ClusterArg = Annotated[
    str | None, typer.Option(help="Dask scheduler address, e.g. tcp://10.0.0.5:8786.")
]
DbArg = Annotated[
    str | None, typer.Option(help="Store URL or SQLite path (default: user data dir).")
]
ProgressArg = Annotated[bool, typer.Option(help="Show a progress bar on a terminal.")]
ThinkArg = Annotated[
    str | None,
    typer.Option(
        help="Time per move for search bots, e.g. 1s or 500ms: every ismcts level thinks this "
        "long instead of its iteration budget (play then depends on the machine's speed)."
    ),
]


def think_levels(levels: Sequence[str], think: str | None) -> list[str]:
    """The seat levels with ``--think`` applied (``ismcts-2000`` -> ``ismcts-1s``)."""
    if think is None:
        return list(levels)
    from dungeontable.bots import parse_think, thinking

    try:
        seconds = parse_think(think)
    except ValueError as exc:
        raise UserError(str(exc)) from None
    return [thinking(level, seconds) for level in levels]


def sim(
    game: Annotated[str | None, typer.Argument(help="Game name (see: dungeontable games).")] = None,
    games: Annotated[int, typer.Option("--games", "-n", min=1, help="Games to play.")] = 1000,
    bots: Annotated[
        str | None, typer.Option(help="Bot level per seat, e.g. heuristic,random (default random).")
    ] = None,
    seats: Annotated[int | None, typer.Option(help="Seats, when --bots names one level.")] = None,
    option: OptionsArg = None,
    seed: Annotated[
        int | None, typer.Option(help="First seed (default 0); games use seed, seed+1, ...")
    ] = None,
    workers: WorkersArg = None,
    cluster: ClusterArg = None,
    db: DbArg = None,
    name: Annotated[
        str | None, typer.Option(help="Run name (default: derived from the settings).")
    ] = None,
    rotate: Annotated[
        bool, typer.Option(help="Rotate the bots over the seats from seed to seed.")
    ] = False,
    max_steps: Annotated[
        int, typer.Option(min=1, help="Decisions after which a game ends as turn_cap.")
    ] = 100_000,
    batch: Annotated[
        int | None, typer.Option(min=1, help="Games per task (default: automatic, <= 500).")
    ] = None,
    progress: ProgressArg = True,
    think: ThinkArg = None,
    replay_failure: Annotated[
        str | None,
        typer.Option(help="Replay the failed game of this run (--seed picks which one)."),
    ] = None,
) -> None:
    """Simulate many seeded bot games and store one row per game (resumable by --name)."""
    with user_errors(), store_errors():
        if replay_failure is not None:
            raise typer.Exit(replay_failed(replay_failure, seed, db))
        if game is None:
            raise UserError("name a game to simulate (see: dungeontable games)")
        levels = think_levels(seat_levels(game, bots, seats), think)
        code = run_sim(
            game,
            option or (),
            levels,
            games=games,
            seed=seed or 0,
            workers=workers,
            cluster=cluster,
            db=db,
            name=name,
            rotate=rotate,
            max_steps=max_steps,
            batch=batch,
            progress=progress,
        )
    raise typer.Exit(code)

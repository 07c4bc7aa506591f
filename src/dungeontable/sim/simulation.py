"""The run loop: plan the seeds still missing, send batches to workers, store each finished batch.

Batches are written to the store as they finish, in one transaction each, so whatever stops the
run (Ctrl-C, a crash, a closed laptop) loses at most the batches in flight; running the same name
again plays only the seeds that have no row yet. A first Ctrl-C stops sending batches and waits
for the running ones; a second abandons them.
"""

from __future__ import annotations

import time
from concurrent.futures import FIRST_COMPLETED, Future, wait
from typing import Protocol

import msgspec
from sqlalchemy import Engine

from dungeontable.storage import GameRow, SimRun, create_run, find_run, stored_seeds, write_games

from .batches import Batches
from .executors import Workers
from .play import play_batch
from .spec import MAX_SEED, RunSpec, SpecError


class RunMismatch(SpecError):
    """A run name already used with other settings: resuming it would mix two experiments."""


class Progress(Protocol):
    def start(self, total: int, done: int) -> None: ...
    def advance(self, games: int, failed: int) -> None: ...
    def note(self, text: str) -> None: ...


class NoProgress:
    """Progress that shows nothing (tests, pipes, ``--no-progress``)."""

    def start(self, total: int, done: int) -> None:
        return None

    def advance(self, games: int, failed: int) -> None:
        return None

    def note(self, text: str) -> None:
        return None


class RunSummary(msgspec.Struct, frozen=True):
    run: SimRun
    requested: int
    skipped: int
    played: int
    failed: int
    interrupted: bool
    seconds: float
    where: str

    @property
    def games_per_second(self) -> float:
        return self.played / self.seconds if self.seconds else 0.0


def check_seeds(seeds: range) -> None:
    if seeds.step != 1 or seeds.start < 0 or seeds.stop - 1 > MAX_SEED:
        raise SpecError(f"seeds must be consecutive integers from 0 to {MAX_SEED}")


def open_run(engine: Engine, name: str, spec: RunSpec) -> SimRun:
    """The stored run called ``name``, created if new; refused if its settings differ."""
    run = find_run(engine, name)
    if run is None:
        return create_run(
            engine,
            name,
            game=spec.game,
            options=spec.options,
            options_hash=spec.options_hash,
            bots=spec.bots,
            rotate=spec.rotate,
            max_steps=spec.max_steps,
        )
    if not spec.matches(run):
        raise RunMismatch(
            f"run {name!r} was made with other settings (game {run.game}, bots "
            f"{','.join(run.bots)}, rotate {run.rotate}, options {run.options_hash}); "
            "give this experiment another --name"
        )
    return run


class _Loop:
    """The state of one run loop: batches waiting, futures in flight, what was stored."""

    def __init__(self, engine: Engine, run: SimRun, spec: RunSpec, workers: Workers) -> None:
        self.engine, self.run, self.spec, self.workers = engine, run, spec, workers
        self.in_flight: dict[Future[tuple[GameRow, ...]], int] = {}
        self.window = workers.slots * 2 if workers.slots > 1 else 1
        self.stopping = False
        self.played = 0
        self.failed = 0

    def fill(self, waiting: Batches) -> None:
        while not self.stopping and len(self.in_flight) < self.window:
            batch = waiting.next()
            if batch is None:
                return
            future = self.workers.executor.submit(play_batch, self.spec, batch)
            self.in_flight[future] = len(batch)

    def store(
        self, future: Future[tuple[GameRow, ...]], progress: Progress, waiting: Batches
    ) -> None:
        """Write a finished batch. Its future is forgotten first: a write cut short by Ctrl-C
        rolls back and leaves the seeds for the next attempt, never a duplicate write."""
        del self.in_flight[future]
        if future.cancelled():
            return
        rows = future.result()
        waiting.learn(rows)
        write_games(self.engine, self.run, rows)
        failed = sum(row.error is not None for row in rows)
        self.played += len(rows)
        self.failed += failed
        progress.advance(len(rows), failed)

    def stop(self, progress: Progress) -> None:
        """First Ctrl-C: send nothing more, cancel queued batches, let running ones finish."""
        self.stopping = True
        for future in list(self.in_flight):
            if future.cancel():
                del self.in_flight[future]
        progress.note("stopping: finishing the running batches (Ctrl-C again to abandon them)")


def simulate(
    engine: Engine,
    name: str,
    spec: RunSpec,
    seeds: range,
    workers: Workers,
    progress: Progress | None = None,
    batch: int | None = None,
) -> RunSummary:
    """Play every seed of ``seeds`` that run ``name`` has not stored yet, storing as batches end."""
    check_seeds(seeds)
    progress = progress or NoProgress()
    run = open_run(engine, name, spec)
    stored = stored_seeds(engine, run.id, seeds.start, seeds.stop)
    todo = (seed for seed in seeds if seed not in stored) if stored else seeds
    waiting = Batches(todo, len(seeds) - len(stored), workers.slots, batch)
    loop = _Loop(engine, run, spec, workers)
    start = time.perf_counter()
    progress.start(len(seeds), len(stored))
    interrupted = _drive(loop, waiting, progress)
    played = loop.played
    if interrupted:  # Ctrl-C may land between a batch's commit and its count: the store decides
        played = len(stored_seeds(engine, run.id, seeds.start, seeds.stop)) - len(stored)
    return RunSummary(
        run=run,
        requested=len(seeds),
        skipped=len(stored),
        played=played,
        failed=loop.failed,
        interrupted=interrupted,
        seconds=time.perf_counter() - start,
        where=workers.where,
    )


def _drive(loop: _Loop, waiting: Batches, progress: Progress) -> bool:
    """Run batches until none is left; returns whether Ctrl-C cut the run short."""
    try:
        while True:
            try:
                loop.fill(waiting)
                if not loop.in_flight:
                    return loop.stopping
                done, _ = wait(list(loop.in_flight), return_when=FIRST_COMPLETED)
                for future in done:
                    loop.store(future, progress, waiting)
            except KeyboardInterrupt:
                if loop.stopping:
                    loop.workers.abandon()
                    return True
                loop.stop(progress)
    except BaseException:
        for future in loop.in_flight:
            future.cancel()
        raise

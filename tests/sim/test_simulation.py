"""The run loop: determinism across workers, resume, Ctrl-C, refused name reuse, failures."""

from __future__ import annotations

from collections import Counter
from concurrent.futures import Executor

import pytest
from sqlalchemy import Engine

from dungeontable.sim import (
    InlineExecutor,
    RunMismatch,
    Workers,
    failed_game,
    local_workers,
    make_spec,
    replay_failure,
    simulate,
)
from dungeontable.sim.failures import NoFailure
from dungeontable.storage import count_games, find_run, read_games

from .rows import content

pytestmark = pytest.mark.usefixtures("registered")

BOTS = ["greedy", "random", "random"]


def stored(store: Engine, name: str) -> list:
    run = find_run(store, name)
    assert run is not None
    return content(read_games(store, run.id))


def test_same_seeds_same_rows_in_this_process_and_in_a_pool(store: Engine) -> None:
    spec = make_spec("gemgrab-sim", None, BOTS, rotate=True)
    with local_workers(1) as one:
        inline = simulate(store, "inline", spec, range(100, 400), one)
    with local_workers(2) as two:
        pooled = simulate(store, "pool", spec, range(100, 400), two, batch=37)
    assert (inline.played, inline.skipped, inline.failed, inline.interrupted) == (300, 0, 0, False)
    assert (pooled.played, pooled.where) == (300, "2 local processes")
    rows = stored(store, "inline")
    assert [row.seed for row in rows] == list(range(100, 400))
    assert rows == stored(store, "pool")
    assert {row.seating for row in rows} == {
        ("greedy", "random", "random"),
        ("random", "random", "greedy"),
        ("random", "greedy", "random"),
    }


def test_rerunning_a_name_resumes(store: Engine) -> None:
    spec = make_spec("gemgrab-sim", None, ["greedy", "random"])
    with local_workers(2) as workers:
        first = simulate(store, "grow", spec, range(0, 100), workers)
        again = simulate(store, "grow", spec, range(0, 100), workers)
        more = simulate(store, "grow", spec, range(50, 180), workers)
        fresh = simulate(store, "fresh", spec, range(0, 180), workers)
    assert (first.played, first.skipped) == (100, 0)
    assert (again.played, again.skipped, again.requested) == (0, 100, 100)
    assert (more.played, more.skipped) == (80, 50)
    assert fresh.played == 180
    assert stored(store, "grow") == stored(store, "fresh")


def test_a_name_used_with_other_settings_is_refused(store: Engine) -> None:
    with local_workers(1) as workers:
        simulate(store, "exp", make_spec("gemgrab-sim", None, BOTS), range(5), workers)
        with pytest.raises(RunMismatch, match="run 'exp' was made with other settings"):
            spec = make_spec("gemgrab-sim", None, BOTS, rotate=True)
            simulate(store, "exp", spec, range(5), workers)
    assert count_games(store, find_run(store, "exp").id) == 5


class InterruptAfter:
    """Progress that raises KeyboardInterrupt (a Ctrl-C) after ``batches`` stored batches."""

    def __init__(self, batches: int) -> None:
        self.left = batches
        self.notes: list[str] = []

    def start(self, total: int, done: int) -> None:
        return None

    def advance(self, games: int, failed: int) -> None:
        self.left -= 1
        if self.left == 0:
            raise KeyboardInterrupt

    def note(self, text: str) -> None:
        self.notes.append(text)


def test_ctrl_c_keeps_finished_batches_and_the_run_resumes(store: Engine) -> None:
    spec = make_spec("gemgrab-sim", None, BOTS)
    progress = InterruptAfter(3)
    with local_workers(1) as workers:
        cut = simulate(store, "cut", spec, range(400), workers, progress, batch=10)
    assert cut.interrupted and cut.played == 30
    assert progress.notes == [
        "stopping: finishing the running batches (Ctrl-C again to abandon them)"
    ]
    assert [row.seed for row in stored(store, "cut")] == list(range(30))
    with local_workers(2) as workers:
        rest = simulate(store, "cut", spec, range(400), workers)
        simulate(store, "whole", spec, range(400), workers)
    assert (rest.played, rest.skipped, rest.interrupted) == (370, 30, False)
    assert stored(store, "cut") == stored(store, "whole")


def test_ctrl_c_in_a_pool_waits_for_running_batches(store: Engine) -> None:
    spec = make_spec("gemgrab-sim", None, BOTS)
    with local_workers(2) as workers:
        cut = simulate(store, "cut2", spec, range(2000), workers, InterruptAfter(2), batch=20)
    assert cut.interrupted
    seeds = [row.seed for row in stored(store, "cut2")]
    assert len(seeds) == cut.played and 40 <= cut.played < 2000
    batches = Counter(seed // 20 for seed in seeds)  # batch k holds seeds 20k..20k+19
    assert set(batches.values()) == {20}


class Exploding(Executor):
    """An executor whose tasks die the way a broken worker would."""

    def submit(self, fn, /, *args, **kwargs):  # type: ignore[no-untyped-def]
        return InlineExecutor().submit(self.boom)

    @staticmethod
    def boom() -> None:
        raise OSError("worker lost")


def test_a_broken_worker_stops_the_run_with_its_error(store: Engine) -> None:
    spec = make_spec("gemgrab-sim", None, BOTS)
    with pytest.raises(OSError, match="worker lost"):
        simulate(store, "lost", spec, range(10), Workers(Exploding(), 1, "nowhere"))
    assert count_games(store, find_run(store, "lost").id) == 0


def test_failures_are_stored_and_replay_from_the_store(store: Engine) -> None:
    spec = make_spec("gemgrab-crashy", None, ["random", "random"])
    with local_workers(2) as workers:
        summary = simulate(store, "crashy", spec, range(40), workers)
    assert (summary.played, summary.failed) == (40, 5)
    failed = [row.seed for row in stored(store, "crashy") if row.error]
    assert failed == [7, 8, 12, 31, 39]
    again, row = failed_game(store, "crashy")
    assert (again, row.seed) == (spec, 7)
    _, at_31 = failed_game(store, "crashy", 31)
    assert at_31.seed == 31
    with pytest.raises(RuntimeError, match="seat 0 has no point at turn 6"):
        replay_failure(again, 31)
    outcome, steps = replay_failure(again, 6)  # seed 6 did not fail
    assert outcome.reason in ("target", "turn_cap") and steps > 6
    with pytest.raises(NoFailure, match="run 'crashy' has no failed game at seed 6"):
        failed_game(store, "crashy", 6)
    with pytest.raises(NoFailure, match="no run named 'nope'"):
        failed_game(store, "nope")

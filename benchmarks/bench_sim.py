#!/usr/bin/env python
"""Simulation throughput, end to end (games played AND stored), for every registered game.

    .venv/bin/python benchmarks/bench_sim.py                      # every game, ~20 s per setup
    .venv/bin/python benchmarks/bench_sim.py cardrogue --games 2000
    .venv/bin/python benchmarks/bench_sim.py --write benchmarks/results/sim.md
    .venv/bin/python benchmarks/bench_sim.py --fixture gemgrab   # + the conformance fixture game
    .venv/bin/python benchmarks/bench_sim.py --bare --rounds 4    # the hardware ceiling, no sim

For each game, random bots in every seat (4 seats or the game's maximum), the same seed range on:
one worker (this process: the per-core rate), a pool of 2 local processes, and a Dask
``LocalCluster`` of 2 single-thread worker processes (its start-up time is reported apart, not
counted in the rate). Scaling efficiency = rate on 2 workers / (2 x rate on 1). Rows go to a
temporary SQLite store exactly as ``dungeontable sim`` writes them. The projection for 1,000,000
games divides by the measured 2-worker local rate. Never used as a timed test.

``--bare`` measures the ceiling no runner can beat: the bots' bare loop (``play_game``, no rows,
no store, no pool) in one forked process alone, then in two forked processes at once playing the
same seeds, alternating ``--rounds`` times (the minimum CPU per game of each setup is kept). If two
plain processes already pay more CPU per game than one, the two vCPUs share something (an SMT
core, caches, memory bandwidth) and the runner's 2-worker CPU efficiency is capped there.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from dungeontable import games
from dungeontable.sim import Workers, cluster_workers, local_workers, make_spec, simulate
from dungeontable.sim.executors import DASK_SIM_CONFIG
from dungeontable.storage import open_store

MILLION = 1_000_000


@dataclass
class Measure:
    where: str
    games: int
    seconds: float
    cpu: float  # CPU seconds of every process involved: this one (store, scheduler) + workers
    startup: float = 0.0

    @property
    def rate(self) -> float:
        return self.games / self.seconds

    @property
    def cpu_per_game(self) -> float:
        return self.cpu / self.games


def cpu_seconds(pids: list[int]) -> float:
    """CPU time (user + system) of this process plus the given ones, from /proc (Linux)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = time.process_time()
    for pid in pids:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += (int(fields[11]) + int(fields[12])) / ticks  # utime, stime
    return total


@contextmanager
def dask_workers(config: str = "sim", count: int = 2) -> Iterator[tuple[Workers, list[int], float]]:
    """A ``count``-worker ``LocalCluster`` on loopback with ``DASK_SIM_CONFIG``
    (``config="sim"``) or with only the profiler switched off (``"profile-off"``, the setting of
    the session-3 figures)."""
    import dask
    from distributed import LocalCluster

    settings = DASK_SIM_CONFIG if config == "sim" else {"distributed.worker.profile.enabled": False}
    start = time.perf_counter()
    with (
        dask.config.set(settings),
        LocalCluster(
            n_workers=count,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=None,
        ) as cluster,
        cluster.get_client() as client,
    ):
        if "gemgrab" in games.names():
            client.run(register_fixture)  # spawned workers do not inherit this registration
        pids = list(client.run(os.getpid).values())
        with cluster_workers(cluster.scheduler_address) as workers:
            yield workers, pids, time.perf_counter() - start


def timed(
    name: str,
    seats: int,
    count: int,
    workers: Workers,
    label: str,
    pids: list[int],
    bots: str = "random",
) -> Measure:
    spec = make_spec(name, None, [bots] * seats)
    with tempfile.TemporaryDirectory() as scratch:
        engine = open_store(str(Path(scratch) / "bench.db"))
        cpu = cpu_seconds(pids)
        summary = simulate(engine, label, spec, range(count), workers)
        cpu = cpu_seconds(pids) - cpu
        engine.dispose()
    assert summary.played == count, summary
    return Measure(workers.where, count, summary.seconds, cpu)


def calibrate(name: str, seats: int, seconds: float, bots: str = "random") -> int:
    """Games that take about ``seconds`` on one core (from a short first run)."""
    with local_workers(1) as one:
        probe = timed(name, seats, 20, one, "probe", [], bots)
    return max(40, int(probe.rate * seconds))


def bench_game(
    name: str,
    count: int | None,
    seconds: float,
    dask_config: str = "sim",
    bots: str = "random",
    dask_count: int = 2,
) -> list[Measure]:
    game = games.get(name)
    seats = max(game.min_seats, min(4, game.max_seats))
    count = count or calibrate(name, seats, seconds, bots)
    results = []
    with local_workers(1) as one:
        results.append(timed(name, seats, count, one, "one", [], bots))
    twice = 2 * count
    with local_workers(2) as two:
        pids = [process.pid for process in two.processes]
        results.append(timed(name, seats, twice, two, "pool", pids, bots))
    with dask_workers(dask_config, dask_count) as (cluster, pids, startup):
        measure = timed(name, seats, dask_count * count, cluster, "dask", pids, bots)
        measure.startup = startup
        measure.where = f"Dask LocalCluster (loopback), {dask_count} workers × 1 thread"
        results.append(measure)
    return results


def rss_mb(pid: int) -> float:
    """A process's resident memory in MB (``VmRSS`` from /proc, Linux)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def memory_series(name: str, bots: str, chunks: int, per_chunk: int) -> list[str]:
    """A long run on 2 local workers in ``chunks`` runs of ``per_chunk`` games (the same worker
    processes throughout): each worker's resident memory after every chunk."""
    game = games.get(name)
    seats = max(game.min_seats, min(4, game.max_seats))
    spec = make_spec(name, None, [bots] * seats)
    rows = []
    with tempfile.TemporaryDirectory() as scratch, local_workers(2) as two:
        engine = open_store(str(Path(scratch) / "memory.db"))
        pids = [process.pid for process in two.processes]
        for chunk in range(chunks):
            seeds = range(chunk * per_chunk, (chunk + 1) * per_chunk)
            simulate(engine, f"memory-{chunk}", spec, seeds, two)
            rows.append(((chunk + 1) * per_chunk, [rss_mb(pid) for pid in pids]))
        engine.dispose()
    first = max(rows[0][1])
    last = max(rows[-1][1])
    lines = [
        f"### Memory per worker: {name} ({seats} seats, {bots} bots), 2 local workers",
        "",
        "| games played | resident MB, worker 1 | worker 2 |",
        "|---:|---:|---:|",
        *(f"| {done:,} | {mbs[0]:.1f} | {mbs[1]:.1f} |" for done, mbs in rows),
        "",
        f"Largest worker after the first {rows[0][0]:,} games: {first:.1f} MB; after "
        f"{rows[-1][0]:,}: {last:.1f} MB ({last - first:+.1f} MB).",
        "",
    ]
    return lines


def table(name: str, seats: int, results: list[Measure], bots: str = "random") -> list[str]:
    base = results[0]
    lines = [
        f"### {name} ({seats} seats, {bots} bots)",
        "",
        "| workers | games | wall s | games/s | per core | wall efficiency | CPU ms/game "
        "| CPU efficiency | start-up |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for index, m in enumerate(results):
        cores = 1 if index == 0 else 2 if index == 1 else max(2, m.games // base.games)
        startup = f"{m.startup:.1f} s" if m.startup else "-"
        lines.append(
            f"| {m.where} | {m.games:,} | {m.seconds:.1f} | {m.rate:,.1f} | "
            f"{m.rate / cores:,.1f} | {100 * m.rate / (cores * base.rate):.0f}% | "
            f"{1000 * m.cpu_per_game:,.2f} | {100 * base.cpu_per_game / m.cpu_per_game:.0f}% | "
            f"{startup} |"
        )
    wall = results[1].rate
    ideal = 2 / results[1].cpu_per_game  # two dedicated cores, the pool's CPU cost per game
    dask = results[2]
    dask_workers_ = max(2, dask.games // base.games)
    lines += [
        "",
        f"1,000,000 games on 2 workers: {MILLION / wall / 3600:,.1f} h at the measured wall rate; "
        f"{MILLION / ideal / 3600:,.1f} h on two otherwise idle cores (pool CPU time per game).",
        f"On a {dask_workers_}-worker Dask cluster: {MILLION / dask.rate / 3600:,.1f} h at the "
        "rate measured here on loopback (this machine has 2 cores); "
        f"{MILLION * dask.cpu_per_game / dask_workers_ / 3600:,.1f} h with one core per worker "
        "(its CPU time per game).",
        "",
    ]
    return lines


def bare_worker(name: str, count: int, start: object, out: object) -> None:
    """One process: the bare bot loop over seeds ``0..count-1``; sends (CPU s, wall s)."""
    from dungeontable.bots.runner import play_game

    if name == SPIN:
        start.wait()  # type: ignore[attr-defined]
        cpu, wall = time.process_time(), time.perf_counter()
        spin(count)
        out.put((time.process_time() - cpu, time.perf_counter() - wall))  # type: ignore[attr-defined]
        return
    game = games.get(name)
    seats = max(game.min_seats, min(4, game.max_seats))
    options = game.Options()
    play_game(game, options, ["random"] * seats, 10**9)  # warm caches and lazy imports
    start.wait()  # type: ignore[attr-defined]
    cpu, wall = time.process_time(), time.perf_counter()
    for seed in range(count):
        play_game(game, options, ["random"] * seats, seed)
    out.put((time.process_time() - cpu, time.perf_counter() - wall))  # type: ignore[attr-defined]


SPIN = "spin"
"""A control for ``--bare``: pure-Python integer work on a few KB (20,000 die rolls per "game"),
no engine; if it too slows down two at a time, the cores themselves are shared."""


def spin(count: int) -> None:
    from dungeontable.core import Rng

    rng = Rng.from_seed(count)
    for _ in range(count * 20_000):
        _, rng = rng.roll(6)


def bare_round(name: str, count: int, processes: int) -> list[tuple[float, float]]:
    """``processes`` forked processes playing the same ``count`` games at the same time."""
    context = multiprocessing.get_context("fork")
    start, out = context.Barrier(processes + 1), context.Queue()
    children = [
        context.Process(target=bare_worker, args=(name, count, start, out))
        for _ in range(processes)
    ]
    for child in children:
        child.start()
    start.wait()
    results = [out.get() for _ in children]
    for child in children:
        child.join()
    return results


def bare_game(name: str, count: int | None, seconds: float, rounds: int) -> list[str]:
    """Alternate one process alone and two at once; CPU ms per game, best of ``rounds``, and the
    median of each round's alone/pair ratio (steadier when neighbours come and go)."""
    if count is None:
        probe = bare_round(name, 10, 1)[0][0]
        count = max(10, int(10 * seconds / max(probe, 1e-3)))
    alone: list[float] = []
    pair: list[float] = []
    walls: list[float] = []
    for _ in range(rounds):
        alone.append(bare_round(name, count, 1)[0][0] / count)
        both = bare_round(name, count, 2)
        pair.append(max(cpu for cpu, _ in both) / count)
        walls.append(max(wall for _, wall in both) / count)
    best_alone, best_pair = min(alone), min(pair)
    paired = statistics.median(a / p for a, p in zip(alone, pair, strict=True))
    return [
        f"| {name} | {count} | {1000 * best_alone:.2f} | {1000 * best_pair:.2f} | "
        f"{100 * best_alone / best_pair:.0f}% | {100 * paired:.0f}% | "
        f"{' '.join(f'{1000 * a:.1f}/{1000 * p:.1f}' for a, p in zip(alone, pair, strict=True))} |"
    ]


def bare_table(names: list[str], count: int | None, seconds: float, rounds: int) -> list[str]:
    lines = [
        "### Bare bot loop, one process alone vs two at once (no sim, no store)",
        "",
        "| game | games per process | CPU ms/game alone | CPU ms/game, 2 at once (slower one) "
        "| CPU efficiency (best of each) | median of rounds | every round alone/pair |",
        "|---|---:|---:|---:|---:|---:|---|",
    ]
    for name in names:
        lines += bare_game(name, count, seconds, rounds)
    return [*lines, ""]


def register_fixture() -> None:
    """Gem Grab, the conformance kit's tiny game: its cheap games show the runner's overhead."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from conformance.fixture_game import GAME
    from dungeontable.games import REGISTRY

    if "gemgrab" not in REGISTRY.names():
        REGISTRY.register(GAME)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="*", help="registered game names (default: all)")
    parser.add_argument("--games", type=int, default=None, help="games on one worker")
    parser.add_argument("--seconds", type=float, default=20.0, help="target per measurement")
    parser.add_argument(
        "--fixture", action="store_true", help="register the tests' fixture game (gemgrab) too"
    )
    parser.add_argument("--write", type=Path, default=None, help="write a markdown table here")
    parser.add_argument(
        "--bare", action="store_true", help="hardware ceiling: bare bot loop, 1 vs 2 processes"
    )
    parser.add_argument("--rounds", type=int, default=3, help="--bare: alternations (min kept)")
    parser.add_argument("--bots", default="random", help="bot level in every seat")
    parser.add_argument("--dask-workers", type=int, default=2, help="LocalCluster workers")
    parser.add_argument(
        "--memory",
        type=int,
        default=0,
        metavar="CHUNKS",
        help="also a long run in CHUNKS runs of --games games on 2 workers: memory per worker",
    )
    parser.add_argument(
        "--dask-config",
        choices=["sim", "profile-off"],
        default="sim",
        help="the LocalCluster's settings: DASK_SIM_CONFIG, or only the profiler off",
    )
    args = parser.parse_args(argv)
    if args.fixture:
        register_fixture()
    lines = [f"Load average before: {' '.join(f'{v:.2f}' for v in os.getloadavg())}", ""]
    if args.bare:
        names = args.game or [SPIN, *games.names()]
        lines += bare_table(names, args.games, args.seconds, args.rounds)
    for name in [] if args.bare else args.game or games.names():
        game = games.get(name)
        results = bench_game(
            name, args.games, args.seconds, args.dask_config, args.bots, args.dask_workers
        )
        seats = max(game.min_seats, min(4, game.max_seats))
        lines += table(name, seats, results, args.bots)
        if args.memory:
            lines += memory_series(name, args.bots, args.memory, args.games or 200)
    lines.append(f"Load average after: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    text = "\n".join(lines)
    print(text)
    if args.write:
        args.write.parent.mkdir(parents=True, exist_ok=True)
        args.write.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

#!/usr/bin/env python
"""How much of a search iteration is the game's engine: the floor under iterations per second.

    .venv/bin/python benchmarks/ismcts_step_budget.py cardrogue --cutoff 12

An ISMCTS tree iteration plays engine steps: the tree's moves down to a new node, then the
play-out's, up to ``--cutoff`` of them before the evaluation. This script runs the searches of
``bench_ismcts.py --part tree`` (the same seeded mid-game decisions) with a clock around each call
the search makes to the game's engine (``apply``, which works out the next decision and legal
list, and ``decision``/``legal_actions`` of a new determinization), best of three runs.
Reported: time an iteration, engine steps an iteration, the engine's time a step, and the
engine's share of an iteration, with the most iterations per second the search could reach were
everything but the engine free. Wall time on a shared machine: read the share and the step
count, which hold under load; the absolute figures do not. Never a timed test.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ismcts import decisions

from dungeontable import games
from dungeontable.bots import IsmctsBot
from dungeontable.core import Rng


class Clocked:
    """The game, with the time spent in its engine calls added up (``engine``, ns)."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.engine = 0
        self.steps = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def apply(self, state: Any, action: Any) -> Any:
        start = time.perf_counter_ns()
        moved = self.game.apply(state, action)
        self.engine += time.perf_counter_ns() - start
        self.steps += 1
        return moved

    def decision(self, state: Any) -> Any:
        start = time.perf_counter_ns()
        found = self.game.decision(state)
        self.engine += time.perf_counter_ns() - start
        return found

    def legal_actions(self, state: Any) -> Any:
        start = time.perf_counter_ns()
        found = self.game.legal_actions(state)
        self.engine += time.perf_counter_ns() - start
        return found


def measure(name: str, iterations: int, wanted: int, cutoff: int, seats: int) -> dict[str, float]:
    game = games.get(name)
    samples = decisions(game, seats, 0, 40, wanted)
    bot = IsmctsBot(game, iterations=iterations, cutoff=cutoff)
    bot.search(samples[0][0], Rng.from_seed(1))  # warm: content loaded, code specialised
    runs = []
    for _ in range(3):
        clocked = Clocked(game)
        bot.game = clocked  # type: ignore[assignment]
        start = time.perf_counter_ns()
        for view, _ in samples:
            bot.search(view, Rng.from_seed(2))
        runs.append((time.perf_counter_ns() - start, clocked.engine, clocked.steps))
    total, engine, steps = min(runs)
    done = iterations * len(samples)
    return {
        "us_iteration": total / done / 1e3,
        "steps_iteration": steps / done,
        "us_step": engine / steps / 1e3,
        "share": engine / total,
        "ceiling": done / engine * 1e9,
        "iterations_s": done / total * 1e9,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=["cardrogue", "oots"])
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--decisions", type=int, default=5)
    parser.add_argument("--cutoff", type=int, default=12)
    parser.add_argument("--seats", type=int, default=2)
    args = parser.parse_args(argv)
    print(
        "| game | iterations/s | µs an iteration | engine steps an iteration | engine µs a step "
        "| engine share | iterations/s with the rest free |"
    )
    print("|---|---|---|---|---|---|---|")
    for name in args.games:
        m = measure(name, args.iterations, args.decisions, args.cutoff, args.seats)
        print(
            f"| {name} | {m['iterations_s']:,.0f} | {m['us_iteration']:.0f} "
            f"| {m['steps_iteration']:.2f} | {m['us_step']:.1f} | {m['share']:.0%} "
            f"| {m['ceiling']:,.0f} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

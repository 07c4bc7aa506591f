#!/usr/bin/env python
"""Where the engine spends its time: random-bot games under cProfile (standard library).

    .venv/bin/python benchmarks/profile_engine.py cardrogue --games 100 --seats 4 [--top 30]

Prints the functions with the most cumulative and own time. For a call-tree view, pyinstrument
works too if installed separately (not a project dependency):
``pyinstrument benchmarks/bench_engine.py cardrogue --games 100``.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys

from dungeontable import games
from dungeontable.bots.throughput import measure


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seats", type=int, default=None)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args(argv)
    game = games.get(args.game)
    seats = args.seats if args.seats is not None else min(4, game.max_seats)
    profiler = cProfile.Profile()
    profiler.enable()
    result = measure(game, game.Options(), seats, args.games, args.seed)
    profiler.disable()
    print(f"{result.games} games, {result.steps} steps (profiled, so slower than bench)")
    stats = pstats.Stats(profiler, stream=sys.stdout).strip_dirs()
    stats.sort_stats("cumulative").print_stats(args.top)
    stats.sort_stats("tottime").print_stats(args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python
"""Card Rogue with heuristic bots: CPU per game, a seat's view, the engine alone (issue 20).

    .venv/bin/python benchmarks/bench_cardrogue_bots.py --games 20 --seats 4 --seed 0

Prints, all as CPU time of this process (``time.process_time``, so a busy machine inflates the
figures less than wall time, but still inflates them; compare versions back to back):

- ms per game: whole seeded heuristic games through the runner (setup, decisions, legal actions,
  views, the bots' choices, apply), and the mean decisions per game;
- µs per view: ``game.view(state, seat)`` for the deciding seat at every step of those games,
  in game order (the order in which a table asks, so what the view remembers counts);
- engine steps/s: random bots, no views (``dungeontable bench``).

A deterministic figure for comparing two versions on a loaded machine is valgrind's instruction
count (``valgrind --tool=callgrind --callgrind-out-file=/dev/null``) over a few games, minus the
count of a run with ``--games 0`` (the imports). Never used as a timed test.
"""

from __future__ import annotations

import argparse
import time

import bench_heuristic  # the same view measure for every game

from dungeontable import games
from dungeontable.bots import play_game
from dungeontable.bots.throughput import measure


def game_cpu(count: int, seats: int, seed: int) -> tuple[float, float]:
    """CPU milliseconds per heuristic game and mean decisions per game."""
    game = games.get("cardrogue")
    steps = 0
    start = time.process_time()
    for s in range(seed, seed + count):
        _, made = play_game(game, game.Options(), ["heuristic"] * seats, s)
        steps += made
    spent = time.process_time() - start
    return 1000 * spent / count, steps / count


def view_cpu(count: int, seats: int, seed: int) -> float:
    """CPU microseconds per view of the deciding seat, in game order (best of three passes):
    ``bench_heuristic.view_cpu`` on Card Rogue."""
    return bench_heuristic.view_cpu("cardrogue", count, seats, seed)[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--engine-games", type=int, default=20, help="random games for steps/s")
    args = parser.parse_args(argv)
    if args.games == 0:  # the imports alone (the baseline of an instruction count)
        return 0
    ms, steps = game_cpu(args.games, args.seats, args.seed)
    print(f"heuristic {args.seats}-seat game: {ms:.1f} ms CPU ({steps:.0f} decisions)")
    print(
        f"view of the deciding seat: {view_cpu(min(args.games, 5), args.seats, args.seed):.1f} µs"
    )
    engine = measure(games.get("cardrogue"), games.get("cardrogue").Options(), args.seats,
                     args.engine_games, args.seed)  # fmt: skip
    print(f"engine, random bots: {engine.steps_per_second:,.0f} steps/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

#!/usr/bin/env python
"""Engine throughput: uniform random bots over a fixed seed range, on one core.

    .venv/bin/python benchmarks/bench_engine.py cardrogue --games 500 --seats 4 --seed 0
    .venv/bin/python benchmarks/bench_engine.py --all          # every registered game

The same measurement as ``dungeontable bench`` (``dungeontable.bots.throughput.measure``); the
numbers include setup, decisions, legal actions, the bots' choices and apply. ``--json`` prints
one JSON object per game for tracking numbers over time. Never used as a timed test.
"""

from __future__ import annotations

import argparse
import json
import sys

from dungeontable import games
from dungeontable.bots.throughput import Throughput, measure
from dungeontable.core import parse_options


def run(name: str, count: int, seats: int | None, seed: int, pairs: list[str]) -> Throughput:
    game = games.get(name)
    options = parse_options(game.Options, dict(p.split("=", 1) for p in pairs))
    chosen = seats if seats is not None else min(4, game.max_seats)
    return measure(game, options, chosen, count, seed)


def summary(result: Throughput) -> dict[str, object]:
    return {
        "game": result.game,
        "seats": result.seats,
        "games": result.games,
        "steps": result.steps,
        "seconds": round(result.seconds, 4),
        "steps_per_s": round(result.steps_per_second),
        "games_per_s": round(result.games_per_second, 1),
        "us_per_step": round(result.microseconds_per_step, 2),
        "mean_steps": round(result.mean_steps, 1),
        "reasons": result.reasons,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", help="registered game name")
    parser.add_argument("--all", action="store_true", help="every registered game")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seats", type=int, default=None, help="default: 4 or the game's max")
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    parser.add_argument("--option", action="append", default=[], help="name=value (repeat)")
    parser.add_argument("--json", action="store_true", help="one JSON line per game")
    args = parser.parse_args(argv)
    names = games.names() if args.all else [args.game] if args.game else []
    if not names:
        parser.error("name a game or use --all")
    for name in names:
        data = summary(run(name, args.games, args.seats, args.seed, args.option))
        if args.json:
            print(json.dumps(data, sort_keys=True))
        else:
            print("  ".join(f"{key}={value}" for key, value in data.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())

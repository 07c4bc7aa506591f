#!/usr/bin/env python
"""How many games a ladder needs before OpenSkill's 95% intervals separate three levels.

    .venv/bin/python benchmarks/ladder_games.py --low 0.8 --top 0.9 --top-low 0.95
    .venv/bin/python benchmarks/ladder_games.py --low 0.8 --top 0.9 --quick 2000 --max 400

Three levels, as on the ladder of ``sim/ladder.py``: ``random`` < ``heuristic`` < ``search``.
``--low`` is how often heuristic beats random, ``--top`` how often the search level beats
heuristic and ``--top-low`` how often it beats random (measured win rates, e.g. from a ladder's
table). The cheap pair (random, heuristic) plays ``--quick`` games (the ladder's
``--quick-games``); each search pair plays ``n`` games. The outcomes are the expected ones,
spread evenly over the seeds (a win rate of 0.8 is four wins then a loss, repeating), seats
alternating, rated in the ladder's order by ``sim.ladder.rate`` itself. Printed: for each
``n`` tried, every level's rating and interval and whether the three intervals are apart; the
first ``n`` that separates them is the fewest search games per pair a real ladder can hope for
(real outcomes are noisier). Nothing is played: it takes a second.
"""

from __future__ import annotations

import argparse
import math
import sys

from dungeontable.sim.ladder import Rating, rate
from dungeontable.storage import GameRow

LEVELS = ("random", "heuristic", "search")


def spread(count: int, rate_won: float) -> list[bool]:
    """``count`` outcomes with ``rate_won`` of them won, spread evenly (no luck either way)."""
    return [math.floor((i + 1) * rate_won) > math.floor(i * rate_won) for i in range(count)]


def pair(a: str, b: str, count: int, a_wins: float) -> list[tuple[tuple[str, ...], GameRow]]:
    """``count`` games of ``a`` against ``b``, the seats alternating, ``a`` winning its share."""
    games = []
    for seed, won in enumerate(spread(count, a_wins)):
        seating = (a, b) if seed % 2 == 0 else (b, a)
        winner = seating.index(a if won else b)
        games.append((seating, GameRow(seed, seating, (winner,), (0.0, 0.0), None, 1, 0, "", 0.0)))
    return games


def ladder(quick: int, n: int, low: float, top: float, top_low: float) -> list[Rating]:
    games = pair("heuristic", "random", quick, low)
    games += pair("search", "random", n, top_low)
    games += pair("search", "heuristic", n, top)
    return rate(LEVELS, games)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--low", type=float, required=True, help="heuristic beats random")
    parser.add_argument("--top", type=float, required=True, help="search beats heuristic")
    parser.add_argument("--top-low", type=float, default=None, help="search beats random")
    parser.add_argument("--quick", type=int, default=2000, help="random-heuristic games")
    parser.add_argument("--max", type=int, default=200, help="largest n tried")
    args = parser.parse_args(argv)
    top_low = args.top if args.top_low is None else args.top_low
    print("| search games per pair | random | heuristic | search | apart |")
    print("|---|---|---|---|---|")
    n = 2
    while n <= args.max:
        rated = {r.level: r for r in ladder(args.quick, n, args.low, args.top, top_low)}
        r, h, s = rated["random"], rated["heuristic"], rated["search"]
        apart = r.high < h.low and h.high < s.low
        cells = [f"{x.mu:.1f} ({x.low:.1f}-{x.high:.1f})" for x in (r, h, s)]
        print(f"| {n} | {' | '.join(cells)} | {'yes' if apart else 'no'} |")
        if apart:
            break
        n = n * 2 if n < 16 else n + 16
    return 0


if __name__ == "__main__":
    sys.exit(main())

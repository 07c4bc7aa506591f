#!/usr/bin/env python
"""Are the ladder's rating intervals honest? Known strengths, random outcomes, many ladders.

    .venv/bin/python benchmarks/ladder_calibration.py --top 0.5 --games 60 --ladders 300
    .venv/bin/python benchmarks/ladder_calibration.py --top 0.68 --games 60,200 --ladders 300

Three levels as on a ladder (``random`` < ``heuristic`` < ``search``) with *known* win rates:
``--low`` heuristic over random, ``--top`` search over heuristic, ``--top-low`` search over random.
Each simulated ladder draws every game's winner at random with those rates (seeded, seats
alternating), ``--quick`` games for the cheap pair and ``--games`` for each search pair, and rates
them in the ladder's order with each candidate OpenSkill set-up (the models of ``sim.ladder``).
Over ``--ladders`` such ladders it prints, for the difference search - heuristic:

- *sd claimed*: the mean of sqrt(sigma_s^2 + sigma_h^2), what the ratings say their
  uncertainty is; *sd seen*: how much the difference actually varies from ladder to ladder. An
  honest rating claims about what is seen; claiming more makes intervals wider than the data
  warrant, claiming less makes them overconfident.
- *mean* and *true*: the mean difference against the one the win rate implies in the model's
  own units (Plackett-Luce with two players: ``c * logit(top)``, ``c = sqrt(2 beta^2 + sigma_s^2 +
  sigma_h^2)``), and *covered*: how often the difference's 95% interval holds the true one.
- *apart* and *wrong way*: how often the two 95% intervals part with search above (the ladder's
  goal) and with search below. At ``--top 0.5`` (equal levels) every "apart" is a false claim.

Nothing is played; a few seconds a setting.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections.abc import Callable
from typing import Any

from dungeontable.sim.ladder import MODELS, rate, rater_of
from dungeontable.storage import GameRow

LEVELS = ("random", "heuristic", "search")
Games = list[tuple[tuple[str, ...], GameRow]]


def pair(rng: random.Random, a: str, b: str, count: int, a_wins: float) -> Games:
    """``count`` games of ``a`` against ``b``, seats alternating, ``a`` winning each with
    probability ``a_wins``."""
    games = []
    for seed in range(count):
        seating = (a, b) if seed % 2 == 0 else (b, a)
        winner = seating.index(a if rng.random() < a_wins else b)
        games.append((seating, GameRow(seed, seating, (winner,), (0.0, 0.0), None, 1, 0, "", 0.0)))
    return games


def ladder(rng: random.Random, quick: int, n: int, low: float, top: float, top_low: float) -> Games:
    return (
        pair(rng, "heuristic", "random", quick, low)
        + pair(rng, "search", "random", n, top_low)
        + pair(rng, "search", "heuristic", n, top)
    )


def measure(model: str, args: Any, n: int) -> dict[str, float]:
    rng = random.Random(args.seed)  # every model rates the same ladders
    beta = rater_of(model).beta
    logit = math.log(args.top / (1 - args.top))
    diffs, claimed, trues, covered, apart, wrong = [], [], [], 0, 0, 0
    for _ in range(args.ladders):
        games = ladder(rng, args.quick, n, args.low, args.top, args.top_low)
        rated = {r.level: r for r in rate(LEVELS, games, model=model)}
        s, h = rated["search"], rated["heuristic"]
        diff, sd = s.mu - h.mu, math.hypot(s.sigma, h.sigma)
        true = math.sqrt(2 * beta**2 + s.sigma**2 + h.sigma**2) * logit
        diffs.append(diff)
        claimed.append(sd)
        trues.append(true)
        covered += abs(diff - true) <= 1.96 * sd
        apart += h.high < s.low
        wrong += s.high < h.low
    return {
        "claimed": statistics.fmean(claimed),
        "seen": statistics.pstdev(diffs),
        "mean": statistics.fmean(diffs),
        "true": statistics.fmean(trues),
        "covered": covered / args.ladders,
        "apart": apart / args.ladders,
        "wrong": wrong / args.ladders,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--low", type=float, default=0.98, help="heuristic beats random")
    parser.add_argument("--top", type=float, required=True, help="search beats heuristic")
    parser.add_argument("--top-low", type=float, default=0.99, help="search beats random")
    parser.add_argument("--quick", type=int, default=1000, help="random-heuristic games")
    parser.add_argument("--games", default="60", help="search games per pair, e.g. 60,200")
    parser.add_argument("--ladders", type=int, default=300, help="simulated ladders")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--models", default=",".join(MODELS), help="of: " + ", ".join(MODELS))
    args = parser.parse_args(argv)
    show: Callable[[float], str] = lambda x: f"{x:.2f}"  # noqa: E731
    print(
        f"heuristic beats random {args.low:.0%}, search beats heuristic {args.top:.0%} and random"
        f" {args.top_low:.0%}; {args.quick} quick games, {args.ladders} ladders each"
    )
    print(
        "| model | search games a pair | sd claimed | sd seen | mean | true | covered | apart"
        " | wrong way |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for n in (int(x) for x in args.games.split(",")):
        for model in args.models.split(","):
            m = measure(model, args, n)
            cells = [show(m[k]) for k in ("claimed", "seen", "mean", "true")]
            rates = [f"{m[k]:.1%}" for k in ("covered", "apart", "wrong")]
            print(f"| {model} | {n} | {' | '.join(cells)} | {' | '.join(rates)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python
"""OpenSkill or TrueSkill for the bot ladder? Held-out winner prediction on the same games.

    .venv/bin/python benchmarks/rating_choice.py rdi --bots random,heuristic --games 200

Plays ``--games`` seeded games per pair of levels at 2 seats (seats alternating), in seed order.
Each library rates the levels from the first ``--train`` share of the games (the same order the
ladder uses); on the rest, the better-rated level of each game with one winner is predicted to
win. Reported per library: prediction accuracy on the held-out games, and how far apart the
levels' ratings are in units of their uncertainty after training (a sharper separation with the
same accuracy means fewer games are needed for a ladder). The ladder (``sim/ladder.py``) uses
the library this picks. TrueSkill is not a dependency: ``.venv/bin/pip install trueskill==0.4.5``
first.

Measured (2026-11-27, Red Dragon Inn, random vs heuristic, 150 games, 90 to train): both
predict 48 of 59 held-out games (81.4%); TrueSkill's intervals separate the two levels by 2.51
sigmas, OpenSkill's by 1.56. Equal accuracy; the ladder keeps OpenSkill, which is maintained
(TrueSkill's last release is from 2018) and rates free-for-all tables natively, and says so.
"""

from __future__ import annotations

import argparse
import itertools
import math
import sys
from typing import Any

from dungeontable import games
from dungeontable.bots import play_game
from dungeontable.core.options import parse_options


def play(name: str, levels: list[str], count: int) -> list[tuple[tuple[str, str], tuple[int, ...]]]:
    game = games.get(name)
    options = parse_options(game.Options, {})
    found = []
    for a, b in itertools.combinations(levels, 2):
        for seed in range(count):
            seating = (a, b) if seed % 2 == 0 else (b, a)
            outcome, _ = play_game(game, options, list(seating), seed)
            found.append((seating, outcome.winners))
    return found


def openskill_rate(train: list[Any], levels: list[str]) -> dict[str, tuple[float, float]]:
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings = {lv: model.rating(name=lv) for lv in levels}
    for seating, winners in train:
        ranks = [1 if s in winners else 2 for s in range(len(seating))]
        rated = model.rate([[ratings[lv]] for lv in seating], ranks=ranks)
        for seat, lv in enumerate(seating):
            ratings[lv] = rated[seat][0]
    return {lv: (r.mu, r.sigma) for lv, r in ratings.items()}


def trueskill_rate(train: list[Any], levels: list[str]) -> dict[str, tuple[float, float]]:
    import trueskill

    env = trueskill.TrueSkill(draw_probability=0.1)
    ratings = {lv: env.create_rating() for lv in levels}
    for seating, winners in train:
        ranks = [0 if s in winners else 1 for s in range(len(seating))]
        rated = env.rate([(ratings[lv],) for lv in seating], ranks=ranks)
        for seat, lv in enumerate(seating):
            ratings[lv] = rated[seat][0]
    return {lv: (r.mu, r.sigma) for lv, r in ratings.items()}


def accuracy(test: list[Any], ratings: dict[str, tuple[float, float]]) -> tuple[int, int]:
    right = total = 0
    for seating, winners in test:
        if len(winners) != 1:
            continue
        best = max(range(len(seating)), key=lambda s: (ratings[seating[s]][0], -s))
        right += best == winners[0]
        total += 1
    return right, total


def separation(ratings: dict[str, tuple[float, float]]) -> float:
    """The smallest gap between two levels' mu in units of their combined sigma."""
    values = sorted(ratings.values())
    gaps = [(b[0] - a[0]) / math.hypot(a[1], b[1]) for a, b in itertools.pairwise(values)]
    return min(gaps) if gaps else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--bots", default="random,heuristic")
    parser.add_argument("--games", type=int, default=200, help="games per pair of levels")
    parser.add_argument("--train", type=float, default=0.6)
    args = parser.parse_args(argv)
    levels = args.bots.split(",")
    played = play(args.game, levels, args.games)
    cut = int(len(played) * args.train)
    # interleave pairings so training sees every pair: seed order across pairs
    order = sorted(range(len(played)), key=lambda i: (i % args.games, i // args.games))
    ordered = [played[i] for i in order]
    train, test = ordered[:cut], ordered[cut:]
    print(f"{args.game}: {len(played)} games ({len(train)} to train, {len(test)} held out)")
    print("| library | held-out accuracy | separation (sigmas) |")
    print("|---|---|---|")
    for name, rate in (("OpenSkill Plackett-Luce", openskill_rate), ("TrueSkill", trueskill_rate)):
        ratings = rate(train, levels)
        right, total = accuracy(test, ratings)
        share = right / max(total, 1)
        print(f"| {name} | {right}/{total} = {share:.1%} | {separation(ratings):.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python
"""Fit OOTS's search evaluation (``games/oots/evaluate.py``) on who won heuristic games.

    .venv/bin/python benchmarks/oots_evaluate_fit.py            # the packaged weights' fit

Two-seat games of the ``heuristic`` bot: ``--games`` as it plays (seeds from 1000) and as many
with ``--noise`` of the moves uniformly random (seeds from 2000), for positions it would not
reach itself. Every ``--every``-th step of a game that ends with one winner gives a row: each
seat's terms (points, Wounds, the share of the Lair's shtick minimum held, the worth of the
trade-in the saved Monsters would make: its draws and their shares of the Lair minimum at the
packaged ``LAIR_SHTICKS``, the Lich killed) and whether seat 0 won. A logistic regression on
the seats' differences (Newton's method, numpy) gives the weight of each term; the points'
weight is 1 / temperature. Reported: the weights in points, and the held-out log loss and
accuracy (games whose seed is divisible by 5) of the fit, of the packaged evaluation and of
points alone (less 0.5 a Wound at temperature 3). About a minute of CPU at the defaults.
"""

from __future__ import annotations

import argparse
import math
import sys

import numpy as np

from dungeontable import games
from dungeontable.bots import make
from dungeontable.core import Rng
from dungeontable.core.options import parse_options
from dungeontable.games.oots import evaluate as packaged
from dungeontable.games.oots.common.queries import shticks_counted
from dungeontable.games.oots.common.scoring import score

TERMS = ("points", "wounds", "lair shticks", "trade-in worth", "Lich killed")


def terms(state: object, seat: int) -> list[float]:
    """The seat's terms of the evaluation, unweighted."""
    pl = state.players[seat]  # type: ignore[attr-defined]
    needed = state.min_shticks  # type: ignore[attr-defined]
    have = shticks_counted(state, seat)  # type: ignore[arg-type]
    draws = packaged.trade_draws(state, seat)  # type: ignore[arg-type]
    return [
        float(score(state, seat)),  # type: ignore[arg-type]
        float(pl.wounds),
        min(have, needed) / needed,
        draws + packaged.LAIR_SHTICKS / needed * min(draws, max(needed - have, 0)),
        float(pl.killed_xykon),
    ]


def rows(
    first: int, count: int, noise: float, every: int
) -> tuple[list[list[float]], list[float], list[int]]:
    """The differences of the seats' terms along ``count`` seeded games, the winner, the seed."""
    game = games.get("oots")
    options = game.seat_options(parse_options(game.Options, {}), ["bot", "bot"])
    x: list[list[float]] = []
    y: list[float] = []
    seeds: list[int] = []
    for seed in range(first, first + count):
        state = game.setup(options, 2, seed)
        bot, rng, steps, found = make("heuristic", "oots"), Rng.from_seed(seed + 99), 0, []
        while (decision := game.decision(state)) is not None:
            legal = tuple(game.legal_actions(state))
            draw, rng = rng.next_u64()
            if (draw % 1000) / 1000 < noise:
                move, rng = rng.choice(legal)
            else:
                move, rng = bot.choose(game.view(state, decision.seat), legal, rng)
            state = game.apply(state, move).state
            steps += 1
            if steps % every == 0 and game.decision(state) is not None:
                found.append([a - b for a, b in zip(terms(state, 0), terms(state, 1), strict=True)])
        outcome = game.outcome(state)
        if outcome is None or len(outcome.winners) != 1:
            continue
        x += found
        y += [1.0 if outcome.winners == (0,) else 0.0] * len(found)
        seeds += [seed] * len(found)
    return x, y, seeds


def fit(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Logistic regression without an intercept (the seats are alike), lightly regularized."""
    w = np.zeros(x.shape[1])
    for _ in range(50):
        p = 1 / (1 + np.exp(-x @ w))
        grad = x.T @ (p - y) + 1e-3 * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + 1e-3 * np.eye(len(w))
        w -= np.linalg.solve(hess, grad)
    return w


def loss(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> tuple[float, float]:
    """Log loss and accuracy of the weights ``w``."""
    p = np.clip(1 / (1 + np.exp(-x @ w)), 1e-9, 1 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))), float(
        np.mean((p > 0.5) == (y > 0.5))
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games of each kind")
    parser.add_argument("--noise", type=float, default=0.15, help="random moves' share")
    parser.add_argument("--every", type=int, default=7, help="a row every this many steps")
    args = parser.parse_args(argv)
    x1, y1, s1 = rows(1000, args.games, 0.0, args.every)
    x2, y2, s2 = rows(2000, args.games, args.noise, args.every)
    x, y, seeds = np.array(x1 + x2), np.array(y1 + y2), np.array(s1 + s2)
    test = seeds % 5 == 0
    w = fit(x[~test], y[~test])
    t = packaged.TEMPERATURE
    ours = (
        np.array(
            [
                1,
                -packaged.WOUND_WEIGHT,
                packaged.LAIR_SHTICKS,
                packaged.TRADE_SHARE,
                packaged.LICH_KILLER,
            ]
        )
        / t
    )
    before = np.array([1, -0.5, 0, 0, 0]) / 3.0
    print(f"{len(y)} positions of {len(set(seeds.tolist()))} games; temperature {1 / w[0]:.2f}")
    for name, weight in zip(TERMS, w, strict=True):
        print(f"| {name} | {weight / w[0]:+.2f} points |")
    for label, weights in (("fit", w), ("packaged", ours), ("points alone", before)):
        held, right = loss(x[test], y[test], weights)
        print(f"{label}: held-out log loss {held:.3f}, winner named at {right:.1%} of positions")
    return 0 if math.isfinite(float(w[0])) else 1


if __name__ == "__main__":
    sys.exit(main())

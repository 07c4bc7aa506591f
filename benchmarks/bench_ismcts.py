#!/usr/bin/env python
"""ISMCTS search speed per game: iterations per second on one core, at real mid-game decisions.

    .venv/bin/python benchmarks/bench_ismcts.py                  # every game, 100 iterations
    .venv/bin/python benchmarks/bench_ismcts.py oots --iterations 50 --decisions 5

For each game: a seeded game of random bots is played until ``--decisions`` decisions with at
least two legal actions have been met (after ``--skip`` steps, so not only the opening); at each,
an ``IsmctsBot`` searches ``--iterations`` iterations from the deciding seat's view.
``--part decision`` (the default) times the bot's whole ``choose``: in a game that names a
``search_prior`` that bot's move too, and with a ``prior_check`` (Card Rogue) the check's paired
play-outs to the game's end by the prior bot, each counted as one iteration of the budget;
``--part tree`` times the tree's iterations alone (``IsmctsBot.search`` with its share of the
budget: determinization, selection, the play-out cut at ``CUTOFF``, the evaluation). Reported:
iterations/s (median over the decisions, CPU time), the mean rollout depth cap, and the goal of
issue "bots that play well" (>= 5,000/s Card Rogue, >= 1,000/s OOTS). Never a timed test.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from typing import Any

from dungeontable import games
from dungeontable.bots import IsmctsBot
from dungeontable.bots.ismcts import CUTOFF, ROLLOUTS
from dungeontable.core import Rng
from dungeontable.core.options import parse_options

GOALS = {"cardrogue": 5000, "oots": 1000}


def decisions(game: Any, seats: int, seed: int, skip: int, wanted: int) -> list[tuple[Any, Any]]:
    """``wanted`` (view, legal) pairs from a seeded random game, each with 2+ legal actions."""
    state = game.setup(parse_options(game.Options, {}), seats, seed)
    rng = Rng.from_seed(seed)
    found: list[tuple[Any, Any]] = []
    steps = 0
    while len(found) < wanted:
        decision = game.decision(state)
        if decision is None:
            state = game.setup(parse_options(game.Options, {}), seats, seed + steps + 1)
            continue
        legal = tuple(game.legal_actions(state))
        if steps >= skip and len(legal) >= 2:
            found.append((game.view(state, decision.seat), legal))
            skip = steps + skip  # spread the samples over the game
        action, rng = rng.choice(legal)
        state = game.apply(state, action).state
        steps += 1
    return found


def bench(
    name: str,
    iterations: int,
    wanted: int,
    skip: int,
    depth: int,
    cutoff: int | None = CUTOFF,
    rollout: str = "game",
    part: str = "decision",
) -> dict[str, Any]:
    game = games.get(name)
    bot = IsmctsBot(game, iterations=iterations, depth=depth, cutoff=cutoff, rollout=rollout)
    rates = []
    for number, (view, legal) in enumerate(decisions(game, 2, 1, skip, wanted)):
        start = time.process_time()
        if part == "tree":
            bot.search(view, Rng.from_seed(number))
            done = iterations - bot.check_pairs()[1]  # the tree's share of the budget
        else:
            bot.choose(view, legal, Rng.from_seed(number))
            done = iterations
        rates.append(done / max(time.process_time() - start, 1e-9))
    return {"game": name, "it/s": statistics.median(rates), "min": min(rates), "max": max(rates)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="default: every registered game")
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--decisions", type=int, default=5)
    parser.add_argument("--skip", type=int, default=20, help="random steps between samples")
    parser.add_argument("--depth", type=int, default=400, help="rollout steps at most")
    parser.add_argument(
        "--cutoff",
        type=int,
        default=CUTOFF,
        help=f"rollout steps before the game's evaluation scores the position (default {CUTOFF};"
        " 0 = never: play to the end or --depth)",
    )
    parser.add_argument(
        "--rollout",
        choices=ROLLOUTS,
        default="game",
        help="game: the game's rollout_policy where it has one, else random (the default level)",
    )
    parser.add_argument(
        "--part",
        choices=("decision", "tree"),
        default="decision",
        help="decision: the bot's whole choose (the prior's move and the checks' play-outs "
        "counted in); tree: the tree's iterations alone",
    )
    args = parser.parse_args(argv)
    cutoff = args.cutoff or None
    print("| game | ISMCTS iterations/s (median, CPU) | min | max | goal |")
    print("|---|---|---|---|---|")
    for name in args.games or sorted(games.names()):
        row = bench(
            name,
            args.iterations,
            args.decisions,
            args.skip,
            args.depth,
            cutoff,
            args.rollout,
            args.part,
        )
        goal = GOALS.get(name)
        print(
            f"| {name} | {row['it/s']:,.0f} | {row['min']:,.0f} | {row['max']:,.0f} | "
            f"{f'>= {goal:,}' if goal else '-'} |"
        )
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())

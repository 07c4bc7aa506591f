#!/usr/bin/env python
"""Does the search tell a game's moves apart? ISMCTS root statistics at real decisions.

    .venv/bin/python benchmarks/ismcts_signal.py cardrogue --decisions 8
    .venv/bin/python benchmarks/ismcts_signal.py rdi oots --rollout heuristic --cutoff 24

A seeded game of two ``heuristic`` bots is played; at ``--decisions`` of its decisions with at
least two legal actions (after ``--skip`` steps) an ``IsmctsBot`` of ``--iterations`` searches
from the deciding seat's view. For each decision: the root's children, their visits and mean
reward. Reported per game: the median *spread* (the best child's mean reward minus the worst's)
and the median *z* (the spread over the standard error of a mean of that many visits, about
``0.5 / sqrt(visits)``): a z near 1 or below means the rollouts and evaluation score every move
alike, so the search picks by noise (its visits stay near-uniform); and how often the search's
move is the heuristic bot's. Cheap (a few hundred iterations a decision), so it runs on a busy
machine where ladder games do not.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections.abc import Iterator
from typing import Any, NamedTuple

from dungeontable import games
from dungeontable.bots import IsmctsBot, make
from dungeontable.bots.ismcts import CUTOFF, ROLLOUTS
from dungeontable.core import Rng
from dungeontable.core.options import parse_options


class Sampled(NamedTuple):
    """A decision of the seeded heuristic game chosen for sampling."""

    game: Any
    view: Any
    seat: int
    legal: tuple[Any, ...]
    action: Any
    """The heuristic bot's move there (the game goes on with it)."""
    steps: int
    """Steps played before it (a seed for the sampling)."""


def sampled_decisions(name: str, wanted: int, skip: int) -> Iterator[Sampled]:
    """A seeded game of two ``heuristic`` bots (seed 1); ``wanted`` of its decisions with at least
    two legal actions, the first after ``skip`` steps and the rest spread over the game."""
    game = games.get(name)
    state = game.setup(parse_options(game.Options, {}), 2, 1)
    bots = [make("heuristic", name), make("heuristic", name)]
    rng = Rng.from_seed(5)
    found = steps = 0
    while found < wanted:
        decision = game.decision(state)
        if decision is None:
            break
        legal = tuple(game.legal_actions(state))
        view = game.view(state, decision.seat)
        action, rng = bots[decision.seat].choose(view, legal, rng)
        if steps >= skip and len(legal) >= 2:
            yield Sampled(game, view, decision.seat, legal, action, steps)
            found += 1
            skip = steps + max(1, skip // 2)  # spread the samples over the game
        state = game.apply(state, action).state
        steps += 1


def signal(
    name: str, iterations: int, wanted: int, skip: int, rollout: str, cutoff: int | None
) -> dict[str, Any]:
    search = IsmctsBot(games.get(name), iterations=iterations, rollout=rollout, cutoff=cutoff)
    spreads: list[float] = []
    zs: list[float] = []
    agree = 0
    for at in sampled_decisions(name, wanted, skip):
        root, _ = search.search(at.view, Rng.from_seed(at.steps))
        means = [c.reward / c.visits for c in root.children.values() if c.visits]
        visits = min(c.visits for c in root.children.values() if c.visits)
        spreads.append(max(means) - min(means))
        zs.append(spreads[-1] / (0.5 / math.sqrt(visits)))
        chosen, _ = search.choose(at.view, at.legal, Rng.from_seed(at.steps))
        agree += chosen == at.action
    return {
        "game": name,
        "decisions": len(spreads),
        "spread": statistics.median(spreads) if spreads else 0.0,
        "z": statistics.median(zs) if zs else 0.0,
        "agree": agree / len(spreads) if spreads else 0.0,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="default: every registered game")
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--decisions", type=int, default=8)
    parser.add_argument("--skip", type=int, default=10, help="heuristic steps before sampling")
    parser.add_argument("--rollout", choices=ROLLOUTS, default="game")
    parser.add_argument("--cutoff", type=int, default=CUTOFF, help="0 = play rollouts out")
    args = parser.parse_args(argv)
    print("| game | rollout | cutoff | decisions | median spread | median z | same as heuristic |")
    print("|---|---|---|---|---|---|---|")
    for name in args.games or sorted(games.names()):
        row = signal(
            name, args.iterations, args.decisions, args.skip, args.rollout, args.cutoff or None
        )
        print(
            f"| {name} | {args.rollout} | {args.cutoff or '-'} | {row['decisions']} | "
            f"{row['spread']:.3f} | {row['z']:.1f} | {row['agree']:.0%} |"
        )
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())

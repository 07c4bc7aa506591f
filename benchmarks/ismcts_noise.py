#!/usr/bin/env python
"""How noisy is a search's reward? Flat samples of each root move, with their measured spread.

    .venv/bin/python benchmarks/ismcts_noise.py cardrogue --samples 40 --decisions 8

``ismcts_signal.py`` divides a root's spread by ``0.5 / sqrt(visits)``, the standard error of a
win-or-lose reward. A game whose rollouts end in its ``evaluate`` estimate has much less noise
than that; this measures it. The same seeded game of two ``heuristic`` bots as
``ismcts_signal.py`` (seed 1, decisions spread the same way); at each sampled decision every legal
move gets ``--samples`` play-outs (a determinization of the deciding seat's view, the move, then
``ismcts.CUTOFF`` uniformly random steps, then the outcome or the evaluation). Reported: the
median standard deviation of one play-out's reward (pooled over the moves) and the median
*measured z*, the spread of the move means over their measured standard error.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from typing import Any

from ismcts_signal import sampled_decisions  # the same seeded game, the same decisions

from dungeontable import games
from dungeontable.bots.ismcts import CUTOFF, rewards
from dungeontable.core import Rng, capabilities


def playout(
    game: Any, view: Any, seat: int, action: Any, rng: Rng, policy: Any = None
) -> tuple[float, Rng]:
    """One play-out of ``action`` from a determinization of ``view``: ``seat``'s reward
    (``policy``: the game's ``rollout_policy`` plays it out, else uniform random moves)."""
    salt, rng = rng.next_u64()
    state = capabilities(game).for_search(game.determinize(view, seat, Rng.from_seed(salt)))
    state = game.apply(state, action).state
    for _ in range(CUTOFF):
        decision = game.decision(state)
        if decision is None:
            break
        legal = tuple(game.legal_actions(state))
        if policy is None:
            move, rng = rng.choice(legal)
        else:
            move, rng = policy(state, decision, legal, rng)
        state = game.apply(state, move).state
    seats = getattr(state, "seats", None)
    return rewards(game, state, seats if isinstance(seats, int) else None)[seat], rng


def noise(name: str, samples: int, wanted: int, skip: int, rollout: str = "game") -> dict[str, Any]:
    sds: list[float] = []
    zs: list[float] = []
    for at in sampled_decisions(name, wanted, skip):
        sample = Rng.from_seed(at.steps)
        policy = capabilities(at.game).rollout_policy if rollout == "game" else None
        means, spreads = [], []
        for move in at.legal:
            values = []
            for _ in range(samples):
                value, sample = playout(at.game, at.view, at.seat, move, sample, policy)
                values.append(value)
            means.append(statistics.mean(values))
            spreads.append(statistics.pstdev(values))
        sd = statistics.mean(spreads)
        sds.append(sd)
        zs.append((max(means) - min(means)) / (sd / math.sqrt(samples)) if sd else 0.0)
    return {
        "game": name,
        "decisions": len(zs),
        "sd": statistics.median(sds) if sds else 0.0,
        "z": statistics.median(zs) if zs else 0.0,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="default: every registered game")
    parser.add_argument("--samples", type=int, default=40, help="play-outs a move")
    parser.add_argument("--decisions", type=int, default=8)
    parser.add_argument("--skip", type=int, default=10, help="heuristic steps before sampling")
    parser.add_argument(
        "--rollout",
        choices=("game", "random"),
        default="game",
        help="game: the game's rollout_policy where it has one (else random), as ismcts-<N>",
    )
    args = parser.parse_args(argv)
    print("| game | decisions | play-outs a move | median reward sd | median measured z |")
    print("|---|---|---|---|---|")
    for name in args.games or sorted(games.names()):
        row = noise(name, args.samples, args.decisions, args.skip, args.rollout)
        print(
            f"| {name} | {row['decisions']} | {args.samples} | {row['sd']:.3f} | {row['z']:.1f} |"
        )
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())

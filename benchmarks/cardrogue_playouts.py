#!/usr/bin/env python
"""Card Rogue games played by the search's play-out policy at every seat: how many end with a
winner (the Golem slain and the race out won, R270-R272) and how long they take.

    .venv/bin/python benchmarks/cardrogue_playouts.py --seeds 0:100

Each seed is set up with the default options (``turn_cap`` 100 rounds, R275) and played by
``games.cardrogue.rollout.rollout_move`` at every seat with one seeded stream, up to ``--cap``
steps (a game still unfinished then counts as ``cap``). Per table size: games with a winner,
how the games ended, the median rounds and steps of the games that ended with a winner, and
the CPU seconds of the lot.
"""

from __future__ import annotations

import argparse
import collections
import time

from dungeontable import games
from dungeontable.core import Rng, next_decision, next_legal
from dungeontable.core.options import parse_options
from dungeontable.games.cardrogue.rollout import rollout_move


def play(seats: int, seed: int, cap: int) -> tuple[str, bool, int, int]:
    """How the game ended (``cap`` when not), whether someone won, steps and rounds."""
    game = games.get("cardrogue")
    state = game.setup(parse_options(game.Options, {}), seats, seed)
    rng = Rng.from_seed(seed * 7919 + seats)
    decision, legal = game.decision(state), tuple(game.legal_actions(state))
    steps = 0
    while decision is not None and steps < cap:
        action, rng = rollout_move(state, decision, legal, rng)
        moved = game.apply(state, action)
        state = moved.state
        decision, legal = next_decision(game, moved), next_legal(game, moved)
        steps += 1
    outcome = game.outcome(state)
    reason = outcome.reason if outcome is not None else "cap"
    won = outcome is not None and bool(outcome.winners)
    return reason or "?", won, steps, state.turns // seats


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="0:100", help="first:last (exclusive)")
    parser.add_argument("--seats", default="2,3,4")
    parser.add_argument("--cap", type=int, default=20_000, help="steps a game may take")
    args = parser.parse_args()
    first, last = (int(x) for x in args.seeds.split(":"))
    for seats in (int(s) for s in args.seats.split(",")):
        clock = time.process_time()
        reasons: collections.Counter[str] = collections.Counter()
        rounds, steps = [], []
        for seed in range(first, last):
            reason, won, taken, played = play(seats, seed, args.cap)
            reasons[reason] += 1
            if won:
                rounds.append(played)
                steps.append(taken)
        rounds.sort()
        steps.sort()
        middle = len(rounds) // 2
        print(
            f"{seats} seats: {len(rounds)} of {last - first} won"
            f" (median {rounds[middle] if rounds else '-'} rounds,"
            f" {steps[middle] if steps else '-'} steps);"
            f" ended by {dict(sorted(reasons.items()))};"
            f" {time.process_time() - clock:.1f} s CPU",
            flush=True,
        )


if __name__ == "__main__":
    main()

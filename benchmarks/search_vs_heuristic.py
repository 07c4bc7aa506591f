#!/usr/bin/env python
"""Seeded 2-seat games of a search level against the heuristic bot, seats alternating.

    .venv/bin/python benchmarks/search_vs_heuristic.py oots --level ismcts-200 --seeds 0:12

Seed ``s`` seats the search at seat ``s % 2`` (the heuristic at the other) and plays the game
through the runner (``bots.play_steps``, the bots' own seeded streams): each line gives the
winner, the scores, how the game ended, the steps and the game's turns (from its public view),
the search seat's CPU seconds and its decisions with 2+ legal moves (each searched), and
``heuristic there``: the result the heuristic bot gets in the search's seat on that seed (the
seeds favour one seat or the other, so the search is judged against what the heuristic does in
its place). Minutes of CPU a game at ``ismcts-200`` in OOTS: run it on a snapshot
(``PYTHONPATH=<clone>/src``).
"""

from __future__ import annotations

import argparse
import sys
import time

from dungeontable import games
from dungeontable.bots import make_for
from dungeontable.bots.runner import play_steps
from dungeontable.core.options import parse_options
from dungeontable.sim.play import public_facts


def play(name: str, levels: list[str], seed: int, seat: int) -> tuple[str, str, float, int]:
    """One seeded game: the result for ``seat`` (win/loss/shared), a summary, ``seat``'s CPU
    seconds and its decisions with 2+ legal moves."""
    game = games.get(name)
    bots = [make_for(level, game) for level in levels]
    cpu, searched, steps, last = 0.0, 0, 0, None
    clock = time.process_time()
    for step in play_steps(game, parse_options(game.Options, {}), bots, seed):
        now = time.process_time()
        if step.decision.seat == seat:
            cpu += now - clock
            searched += len(step.legal) > 1
        clock, steps, last = now, steps + 1, step.after
    outcome = game.outcome(last)
    assert outcome is not None
    won = "win" if outcome.winners == (seat,) else "shared" if seat in outcome.winners else "loss"
    scores = f"{outcome.scores[seat]:.0f}-{outcome.scores[1 - seat]:.0f}"
    turns, _ = public_facts(game, last)  # the game's own turn count, from the public view
    shown = "?" if turns is None else f"{turns}"
    return won, f"{scores}, {outcome.reason}, {steps} steps, {shown} turns", cpu, searched


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--level", default="ismcts-200")
    parser.add_argument("--seeds", default="0:12", help="first:last (last not played)")
    args = parser.parse_args(argv)
    first, last = (int(part) for part in args.seeds.split(":"))
    print("| seed | search seat | search | score, steps | CPU s | searched | heuristic there |")
    print("|---|---|---|---|---|---|---|")
    tally = {"win": 0, "shared": 0, "loss": 0}
    for seed in range(first, last):
        seat = seed % 2
        levels = ["heuristic", "heuristic"]
        levels[seat] = args.level
        won, summary, cpu, searched = play(args.game, levels, seed, seat)
        alone, *_ = play(args.game, ["heuristic", "heuristic"], seed, seat)
        tally[won] += 1
        print(f"| {seed} | {seat} | {won} | {summary} | {cpu:.1f} | {searched} | {alone} |")
        sys.stdout.flush()
    print(f"{args.level} against heuristic: {tally}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

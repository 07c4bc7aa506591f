#!/usr/bin/env python
"""Every game's engine speed beside RLCard's UNO, measured in the same run (``make bench``).

    .venv/bin/python benchmarks/bench_vs_uno.py                # every game, 3 rounds
    .venv/bin/python benchmarks/bench_vs_uno.py cardrogue --rounds 5 --seconds 3

Each round plays, one after the other on one core, RLCard UNO with random agents
(``env.run``, 2 players) and each game with uniform random bots through the public API
(``legal_actions`` -> pick -> ``apply``, ``dungeontable.bots.throughput.measure``), each for about
``--seconds`` of CPU time. Interleaving the rounds puts a busy machine's slow moments on both
sides. Reported per game: steps/s (median over the rounds, CPU time), the UNO steps/s of the same
rounds, and the median of the per-round ratios; the goal of issue "Speed where users wait" is
>= 100,000 steps/s and >= 2.7x UNO for every game. A step is one decision of one player (UNO: one
action of ``env.run``'s trajectories). Never a timed test.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from typing import Any

from dungeontable import games
from dungeontable.bots.runner import play_game
from dungeontable.bots.uniform import RandomBot
from dungeontable.core import parse_options

GOAL_STEPS = 100_000
GOAL_RATIO = 2.7


def uno_rate(seconds: float, seed: int) -> float:
    """RLCard UNO steps per CPU second, random agents, for about ``seconds``."""
    import rlcard
    from rlcard.agents import RandomAgent

    env = rlcard.make("uno", config={"seed": seed})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    steps = 0
    start = time.process_time()
    while (spent := time.process_time() - start) < seconds:
        trajectories, _ = env.run(is_training=False)
        steps += sum((len(t) - 1) // 2 for t in trajectories)  # state, action, state, ...
    return steps / spent


def game_rate(name: str, seconds: float, seats: int, seed: int) -> float:
    """One game's steps per CPU second with random bots, for about ``seconds``."""
    game = games.get(name)
    options = parse_options(game.Options, {})
    bots: list[Any] = [RandomBot(game) for _ in range(seats)]
    steps = 0
    start = time.process_time()
    while (spent := time.process_time() - start) < seconds:
        _, played = play_game(game, options, bots, seed)
        steps += played
        seed += 1
    return steps / spent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="default: every registered game")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per measurement")
    parser.add_argument("--seats", type=int, default=4, help="seats per game (or the game's max)")
    args = parser.parse_args(argv)
    names = args.games or sorted(games.names())
    rates: dict[str, list[float]] = {name: [] for name in names}
    unos: list[float] = []
    ratios: dict[str, list[float]] = {name: [] for name in names}
    for round_ in range(args.rounds):
        uno = uno_rate(args.seconds, round_)
        unos.append(uno)
        for name in names:
            seats = min(args.seats, games.get(name).max_seats)
            rate = game_rate(name, args.seconds, seats, 1000 * round_)
            rates[name].append(rate)
            ratios[name].append(rate / uno)
        print(f"round {round_ + 1} of {args.rounds}: UNO {uno:,.0f} steps/s", file=sys.stderr)
    print(f"| game | steps/s (median of {args.rounds}) | UNO steps/s | ratio (median) | goal |")
    print("|---|---|---|---|---|")
    for name in names:
        steps, ratio = statistics.median(rates[name]), statistics.median(ratios[name])
        met = "met" if steps >= GOAL_STEPS and ratio >= GOAL_RATIO else "not yet"
        print(
            f"| {name} | {steps:,.0f} | {statistics.median(unos):,.0f} | {ratio:.2f}x | "
            f">= {GOAL_STEPS:,}/s and >= {GOAL_RATIO}x: {met} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

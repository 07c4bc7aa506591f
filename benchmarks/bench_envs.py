#!/usr/bin/env python
"""Learning environments' speed beside the bare engine, per game, on one core.

    .venv/bin/python benchmarks/bench_envs.py                 # every game, 3 s each
    .venv/bin/python benchmarks/bench_envs.py rdi --seconds 5

For each game, about ``--seconds`` of CPU time each, 2 seats, uniform random play:
- the bare engine through the public API (``legal_actions`` -> pick -> ``apply``);
- the PettingZoo AEC environment (``dungeontable.envs.aec_env``): ``observe`` (the view, hashed
  into the feature vector, and the action mask) then ``step`` with a random legal index, as an
  agent loop does. The agent picks with Python's ``random`` among ``np.flatnonzero(mask)``
  (~1 us, as cheap as the bare loop's random bot; ``--numpy-pick``: numpy's
  ``Generator.choice``, ~7 us a step of the agent's own, which the first figures counted).
Reported: steps/s of each and the ratio; the goal of issue "Bots that play well" is the
environment within 2x of the bare engine. Never a timed test.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

import numpy as np

from dungeontable import games
from dungeontable.bots.runner import play_game
from dungeontable.bots.uniform import RandomBot
from dungeontable.core import parse_options
from dungeontable.envs import aec_env


def bare_rate(name: str, seconds: float) -> float:
    game = games.get(name)
    options = parse_options(game.Options, {})
    bots = [RandomBot(game), RandomBot(game)]
    steps, seed = 0, 0
    start = time.process_time()
    while (spent := time.process_time() - start) < seconds:
        steps += play_game(game, options, bots, seed)[1]
        seed += 1
    return steps / spent


def env_rate(name: str, seconds: float, numpy_pick: bool = False) -> float:
    env = aec_env(name, seats=2)
    rng = np.random.default_rng(0)
    pick = random.Random(0)
    steps, seed = 0, 0
    start = time.process_time()
    while (spent := time.process_time() - start) < seconds:
        env.reset(seed=seed)
        seed += 1
        for _agent in env.agent_iter():
            observation, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"])
            if numpy_pick:
                env.step(int(rng.choice(legal)))
            else:
                env.step(int(legal[pick.randrange(len(legal))]))
            steps += 1
    return steps / spent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="default: every registered game")
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per measurement")
    parser.add_argument(
        "--numpy-pick", action="store_true", help="the agent picks with numpy (slower)"
    )
    args = parser.parse_args(argv)
    print("| game | bare engine steps/s | AEC environment steps/s | slower by | goal <= 2x |")
    print("|---|---|---|---|---|")
    for name in args.games or sorted(games.names()):
        bare, env = bare_rate(name, args.seconds), env_rate(name, args.seconds, args.numpy_pick)
        ratio = bare / env
        print(
            f"| {name} | {bare:,.0f} | {env:,.0f} | {ratio:.1f}x | "
            f"{'met' if ratio <= 2 else 'not yet'} |"
        )
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python
"""Steps of uniform random play, the bare engine's or the AEC environment's, for counting
machine instructions a step under callgrind (deterministic, unlike time on a shared machine).

    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        .venv/bin/python benchmarks/envs_instructions.py rdi env --warmup 1000 --steps 1500

Instructions a step: the run with ``--steps 1500`` minus the same run with ``--steps 0``,
divided by 1,500 (the start-up and the warm-up cancel). Both loops make the same random picks
(``random.Random(0)``, an index into the legal actions) on games of seeds 0, 1, ...; the bare
loop asks the transition for the next decision and legal actions as the environment does.
Fix the hash seed: string hashing changes how dicts and sets probe and grow, and the count moved
by up to 4% between runs without it. The games played do not depend on it (every engine's legal
actions over 20,000 random steps hash the same under PYTHONHASHSEED 1, 2 and 3).
"""

from __future__ import annotations

import argparse
import random
import sys

from dungeontable import games
from dungeontable.core import next_decision, next_legal, parse_options
from dungeontable.envs import aec_env


def bare(name: str, total: int, pick: random.Random) -> None:
    game = games.get(name)
    options = parse_options(game.Options, {})
    seed = done = 0
    while done < total:
        state = game.setup(options, 2, seed)
        seed += 1
        decision, legal = game.decision(state), tuple(game.legal_actions(state))
        while decision is not None and done < total:
            transition = game.apply(state, legal[pick.randrange(len(legal))])
            done += 1
            state, decision = transition.state, next_decision(game, transition)
            if decision is not None:
                legal = next_legal(game, transition)


def env(name: str, total: int, pick: random.Random) -> None:
    aec = aec_env(name, seats=2)
    seed = done = 0
    while done < total:
        aec.reset(seed=seed)
        seed += 1
        for _agent in aec.agent_iter():
            observation, _, terminated, truncated, _ = aec.last()
            if terminated or truncated:
                aec.step(None)
                continue
            aec.step(pick.randrange(int(observation["action_mask"].sum())))
            done += 1
            if done >= total:
                break


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("loop", choices=("bare", "env"))
    parser.add_argument("--warmup", type=int, default=1000, help="steps first")
    parser.add_argument("--steps", type=int, default=1500, help="steps counted")
    args = parser.parse_args(argv)
    play = bare if args.loop == "bare" else env
    play(args.game, args.warmup + args.steps, random.Random(0))
    return 0


if __name__ == "__main__":
    sys.exit(main())

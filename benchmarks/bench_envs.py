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

``--parts``: where the environment's time goes, by subtraction (microseconds a step): the same
agent loop with ``observe`` giving the mask only (PettingZoo's bookkeeping, the mask and the
agent's pick over the bare step), then also making the seat's view (the game's ``view``), then
the whole observation (the view's encoding, ``features.Tracker``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from typing import Any

import numpy as np

from dungeontable import games
from dungeontable.bots.runner import play_game
from dungeontable.bots.uniform import RandomBot
from dungeontable.core import parse_options
from dungeontable.envs import aec_env

WARMUP = 0.5
"""CPU seconds of untimed play first (other seeds), by the same objects: the environment compiles
its code per view type and path on first use (``features``), a one-off cost per environment
that ``--warmup 0`` counts in."""

WARMUP_SEED = 1_000_000


def bare_rate(name: str, seconds: float, warmup: float = WARMUP) -> float:
    game = games.get(name)
    options = parse_options(game.Options, {})
    bots = [RandomBot(game), RandomBot(game)]
    seed, start = WARMUP_SEED, time.process_time()
    while time.process_time() - start < warmup:
        play_game(game, options, bots, seed)
        seed += 1
    steps, seed = 0, 0
    start = time.process_time()
    while (spent := time.process_time() - start) < seconds:
        steps += play_game(game, options, bots, seed)[1]
        seed += 1
    return steps / spent


def env_rate(
    name: str,
    seconds: float,
    numpy_pick: bool = False,
    observe: str = "all",
    warmup: float = WARMUP,
) -> float:
    """Steps a second of the agent loop; ``observe``: ``all`` (the environment's own), ``mask``
    (the mask only) or ``view`` (the mask, and the seat's view made and dropped)."""
    env = aec_env(name, seats=2)
    if observe != "all":
        env.observe = partial_observe(env, with_view=observe == "view")  # type: ignore[method-assign]
    rng = np.random.default_rng(0)
    pick = random.Random(0)
    play(env, warmup, WARMUP_SEED, pick, rng, numpy_pick)
    start = time.process_time()
    steps = play(env, seconds, 0, pick, rng, numpy_pick)
    return steps / (time.process_time() - start)


def play(
    env: Any, seconds: float, seed: int, pick: random.Random, rng: Any, numpy_pick: bool
) -> int:
    """The agent loop over whole games from ``seed`` on for ``seconds`` of CPU: steps made."""
    steps = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
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
    return steps


def partial_observe(env: Any, with_view: bool) -> Any:
    """``env.observe`` without the encoding (and without the view unless ``with_view``)."""
    game, seats = env.game, env._seat_of

    def observe(agent: str) -> dict[str, Any]:
        mask = np.zeros(env.max_actions, dtype=np.int8)
        if agent == env.agent_selection and not env.terminations[agent]:
            mask[: len(env.legal)] = 1
        if with_view:
            game.view(env.state_, seats[agent])
        return {"observation": None, "action_mask": mask}

    return observe


def parts(name: str, seconds: float, warmup: float, rounds: int = 3) -> str:
    """A row of microseconds a step: bare, bookkeeping, view, encoding (medians of ``rounds``
    interleaved rounds)."""
    runs: dict[str, list[float]] = {"bare": [], "mask": [], "view": [], "all": []}
    for _ in range(rounds):
        runs["bare"].append(1e6 / bare_rate(name, seconds, warmup))
        for how in ("mask", "view", "all"):
            runs[how].append(1e6 / env_rate(name, seconds, observe=how, warmup=warmup))
    bare, mask, view, full = (statistics.median(runs[k]) for k in ("bare", "mask", "view", "all"))
    return (
        f"| {name} | {bare:.1f} | {mask - bare:.1f} | {view - mask:.1f} | {full - view:.1f} | "
        f"{full:.1f} | {full / bare:.1f}x |"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="default: every registered game")
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per measurement")
    parser.add_argument(
        "--numpy-pick", action="store_true", help="the agent picks with numpy (slower)"
    )
    parser.add_argument(
        "--warmup", type=float, default=WARMUP, help="CPU seconds of untimed play first"
    )
    parser.add_argument(
        "--parts", action="store_true", help="where the time goes (us a step, by subtraction)"
    )
    args = parser.parse_args(argv)
    if args.parts:
        print("| game | bare step | + bookkeeping | + view | + encoding | env step | ratio |")
        print("|---|---|---|---|---|---|---|")
        for name in args.games or sorted(games.names()):
            print(parts(name, args.seconds, args.warmup))
            sys.stdout.flush()
        return 0
    print("| game | bare engine steps/s | AEC environment steps/s | slower by | goal <= 2x |")
    print("|---|---|---|---|---|")
    for name in args.games or sorted(games.names()):
        bare = bare_rate(name, args.seconds, args.warmup)
        env = env_rate(name, args.seconds, args.numpy_pick, warmup=args.warmup)
        ratio = bare / env
        print(
            f"| {name} | {bare:,.0f} | {env:,.0f} | {ratio:.1f}x | "
            f"{'met' if ratio <= 2 else 'not yet'} |"
        )
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python
"""Train a masked-action agent at one seat of a game against the random bot, and show it wins more.

    python -m venv rlvenv
    rlvenv/bin/pip install torch==2.13.0 sb3-contrib==2.9.2 -e '.[rl,plots,db]'
    rlvenv/bin/python examples/rl/train_maskable_ppo.py --game rdi --steps 60000

The learner is sb3-contrib's MaskablePPO (PPO that samples only legal actions) on the CPU, at seat
1 of a two-seat game (``dungeontable.envs.seat_env``: the seat's view feature-hashed into a fixed
vector, the legal actions as a mask) against the random bot at seat 2. Before and after training
it plays ``--eval`` seeded games the learner has never seen (seeds from 1,000,000) and reports its
win rate with a 95% Wilson interval; the random bot in the learner's seat is the baseline. The
learning curve (the learner's win rate over the last 200 training games) is drawn into
``--figure``. Nothing here is used by the tests: it needs PyTorch, which the project does not.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import deque
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np

from dungeontable.envs import seat_env
from dungeontable.report import wilson

EVAL_SEEDS = 1_000_000


class Masked(gymnasium.Wrapper[Any, Any, Any, Any]):
    """The seat environment as MaskablePPO takes it: the feature vector as the observation, the
    legal-action mask through ``action_masks()``; each training game gets the next seed."""

    def __init__(self, env: Any, first_seed: int = 0) -> None:
        super().__init__(env)
        self.observation_space = env.observation_space["observation"]
        self._mask = np.ones(env.action_space.n, dtype=bool)
        self._seed = first_seed
        self.results: list[float] = []

    def reset(self, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        kwargs["seed"] = self._seed
        self._seed += 1
        obs, info = self.env.reset(**kwargs)
        self._mask = obs["action_mask"].astype(bool)
        return obs["observation"], info

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        obs, reward, terminated, truncated, info = self.env.step(action)
        self._mask = obs["action_mask"].astype(bool)
        if terminated or truncated:
            self.results.append(float(reward > 0))
        return obs["observation"], reward, terminated, truncated, info

    def action_masks(self) -> np.ndarray:
        return self._mask


def play(env: Masked, choose: Any, games: int, first_seed: int) -> tuple[int, int]:
    """Wins of the learner's seat over ``games`` seeded games, choosing with ``choose``."""
    env._seed = first_seed
    wins = 0
    for _ in range(games):
        obs, _ = env.reset()
        done = False
        reward = 0.0
        while not done:
            obs, reward, terminated, truncated, _ = env.step(choose(obs, env.action_masks()))
            done = terminated or truncated
        wins += reward > 0
    return wins, games


def rate(label: str, wins: int, games: int) -> str:
    low, high = wilson(wins, games)
    share = f"{100 * wins / games:.1f}%, 95% CI {100 * low:.1f}-{100 * high:.1f}%"
    return f"{label}: won {wins} of {games} ({share})"


def main(argv: list[str] | None = None) -> int:
    from sb3_contrib import MaskablePPO

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="rdi")
    parser.add_argument("--steps", type=int, default=60_000, help="training decisions")
    parser.add_argument("--eval", type=int, default=300, help="games before and after")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--figure", type=Path, default=Path("docs/images/rl_learning_curve.png"))
    args = parser.parse_args(argv)

    env = Masked(seat_env(args.game, seats=2, seat=0, bots="random", max_steps=2000))
    rng = np.random.default_rng(args.seed)

    def random_choice(_obs: Any, mask: np.ndarray) -> int:
        return int(rng.choice(np.flatnonzero(mask)))

    before = play(env, random_choice, args.eval, EVAL_SEEDS)
    print(rate("random bot in the learner's seat", *before))

    model = MaskablePPO("MlpPolicy", env, seed=args.seed, verbose=0, n_steps=1024, batch_size=256)
    env._seed, env.results = 0, []
    start = time.process_time()
    model.learn(total_timesteps=args.steps)
    spent = time.process_time() - start
    print(f"trained {args.steps:,} decisions over {len(env.results):,} games in {spent:.0f} s CPU")

    def learned(obs: Any, mask: np.ndarray) -> int:
        action, _ = model.predict(obs, action_masks=mask, deterministic=True)
        return int(action)

    results = list(env.results)
    after = play(env, learned, args.eval, EVAL_SEEDS)
    print(rate("MaskablePPO after training", *after))

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    window: deque[float] = deque(maxlen=200)
    curve = []
    for result in results:
        window.append(result)
        curve.append(sum(window) / len(window))
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(range(1, len(curve) + 1), curve, label="learner, last 200 training games")
    ax.axhline(before[0] / before[1], color="grey", linestyle="--", label="random bot (held-out)")
    ax.axhline(after[0] / after[1], color="green", linestyle=":", label="learner (held-out)")
    ax.set_xlabel("training games")
    ax.set_ylabel("win rate against the random bot")
    ax.set_ylim(0, 1)
    ax.set_title(f"MaskablePPO at {args.game}, 2 seats, {args.steps:,} decisions")
    ax.legend(loc="lower right")
    args.figure.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(args.figure, dpi=100, bbox_inches="tight")
    print(f"learning curve written to {args.figure}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

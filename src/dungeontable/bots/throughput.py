"""Engine throughput with uniform random bots: steps/s, games/s, µs/step, mean steps per game.

Measured on one core over a fixed seed range, so two runs play exactly the same games. Used by
``dungeontable bench`` and ``benchmarks/bench_engine.py``; never by timed test assertions.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

import msgspec

from dungeontable.core import Game

from .runner import play_game
from .uniform import RandomBot


class Throughput(msgspec.Struct, frozen=True):
    game: str
    seats: int
    games: int
    first_seed: int
    steps: int
    seconds: float
    reasons: dict[str, int]

    @property
    def steps_per_second(self) -> float:
        return self.steps / self.seconds if self.seconds else 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def microseconds_per_step(self) -> float:
        return 1e6 * self.seconds / self.steps if self.steps else 0.0

    @property
    def mean_steps(self) -> float:
        return self.steps / self.games if self.games else 0.0


def measure(game: Game, options: Any, seats: int, games: int, first_seed: int = 0) -> Throughput:
    """Play ``games`` random-bot games with seeds ``first_seed, first_seed+1, ...``, timed.

    The time covers setup, decisions, legal actions, the bots' choices and apply.
    """
    bots = [RandomBot(game) for _ in range(seats)]
    reasons: Counter[str] = Counter()
    steps = 0
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + games):
        outcome, played = play_game(game, options, bots, seed)
        steps += played
        reasons[outcome.reason] += 1
    seconds = time.perf_counter() - start
    return Throughput(
        game.name, seats, games, first_seed, steps, seconds, dict(sorted(reasons.items()))
    )

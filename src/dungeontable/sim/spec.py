"""What a simulation run plays: the game, its full options, the bots and how seats are assigned.

A game row is a pure function of (spec, seed) except for its duration: the seed fixes the game's
setup, each bot's private random stream (``bots.runner.bot_rng``) and, with ``rotate``, which bot
sits where (the bot list is rotated by ``seed % seats``, so over consecutive seeds every bot
takes every seat equally often and seat order does not bias a comparison of bots).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

import msgspec

from dungeontable import games
from dungeontable.bots import make
from dungeontable.core import Game, OptionError, options_to_dict, seat_range
from dungeontable.storage import SimRun, to_json

DEFAULT_MAX_STEPS = 100_000
"""The runner's safety cap in decisions, on top of the game's own turn cap: never a hang."""

MAX_SEED = 2**63 - 1  # seeds are stored in a signed 64-bit column


class SpecError(ValueError):
    """A run that cannot be played as asked (wrong seat count, bad seed range...)."""


class RunSpec(msgspec.Struct, frozen=True):
    """The settings of a run. ``options`` is the game's full options as JSON builtins."""

    game: str
    options: dict[str, Any]
    bots: tuple[str, ...]
    rotate: bool = False
    max_steps: int = DEFAULT_MAX_STEPS

    @property
    def seats(self) -> int:
        return len(self.bots)

    @property
    def options_hash(self) -> str:
        """16 hex digits naming the options; equal options give equal hashes in any process."""
        return hashlib.blake2b(to_json(self.options).encode(), digest_size=8).hexdigest()

    def seating(self, seed: int) -> tuple[str, ...]:
        """The bot level in each seat for the game with ``seed``."""
        if not self.rotate:
            return self.bots
        shift = seed % self.seats
        return self.bots[shift:] + self.bots[:shift]

    def options_for(self, game: Game) -> Any:
        """The game's typed ``Options`` rebuilt from the stored builtins."""
        return msgspec.convert(self.options, game.Options)

    @classmethod
    def of_run(cls, run: SimRun) -> RunSpec:
        return cls(run.game, run.options, run.bots, run.rotate, run.max_steps)

    def matches(self, run: SimRun) -> bool:
        """Whether a stored run was created with exactly these settings."""
        return RunSpec.of_run(run) == self


def make_spec(
    game_name: str,
    options: Any,
    bots: Sequence[str],
    *,
    rotate: bool = False,
    max_steps: int = DEFAULT_MAX_STEPS,
) -> RunSpec:
    """A checked spec: the game is registered, the seat count fits, every bot level exists."""
    game = games.get(game_name)
    if options is None:
        options = game.Options()
    low, high = seat_range(game, options)
    if not low <= len(bots) <= high:
        raise SpecError(f"{game.title} takes {low}-{high} seats; {len(bots)} bots given")
    if max_steps < 1:
        raise SpecError("the step cap must be at least 1")
    try:  # options that do not fit this table (a Boss seat past its end...) fail here, once
        game.setup(options, len(bots), 0)
    except OptionError as exc:
        raise SpecError(str(exc)) from exc
    for level in dict.fromkeys(bots):
        make(level, game_name)  # raises UnknownBot naming the levels on offer
    # The JSON form (lists, not tuples) is what the store gives back, so specs compare equal.
    canonical = msgspec.json.decode(to_json(options_to_dict(options)))
    return RunSpec(game.name, canonical, tuple(bots), rotate, max_steps)


def default_name(spec: RunSpec) -> str:
    """A run name fixed by the settings, so re-running the same command resumes the same run."""
    digest = hashlib.blake2b(to_json(spec).encode(), digest_size=4).hexdigest()
    return f"{spec.game}-{len(spec.bots)}p-{digest}"

"""How a run's seeds are cut into worker tasks: large batches first, short ones at the end.

Each task is a batch of consecutive seeds. Per-task overhead (0.15 ms in the local pool, ~2 ms on
Dask) wants large batches; finishing together wants small ones at the end, or one worker idles
while the other plays its last long batch (a 146-game Card Rogue batch is ~6 s: a quarter of a
25 s run). So the size is chosen when a batch is sent (guided self-scheduling): a
``1/(4 x slots)`` share of the games not sent yet, at most ``MAX_BATCH``, at least a floor. The
floor is ``MIN_BATCH`` games until finished rows tell how long a game takes, then the games of
about ``TAIL_SECONDS`` (1 to ``MIN_BATCH``). Rows never depend on the batching: each row is a
function of its seed.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Iterator, Sequence

from dungeontable.storage import GameRow

MIN_BATCH = 50
MAX_BATCH = 500
"""Games per task: at least ``MIN_BATCH`` (unless games are slow, see ``TAIL_SECONDS``) so
per-task overhead vanishes, at most ``MAX_BATCH`` so progress, Ctrl-C and resume stay
fine-grained."""

TAIL_SECONDS = 0.5
"""The shortest batch worth sending, in seconds of play: 250x the pool's per-task overhead."""


def batch_size(games: int, slots: int, floor: int = MIN_BATCH) -> int:
    """About four batches per worker slot, ``floor`` to ``MAX_BATCH`` games each (a run
    smaller than ``floor`` is one batch)."""
    spread = min(MAX_BATCH, math.ceil(games / (slots * 4)))
    return max(1, min(games, floor), spread)


def chunks(seeds: Iterable[int], size: int) -> Iterator[tuple[int, ...]]:
    """Consecutive batches of ``size`` seeds, made lazily (a run may have 10^7 seeds)."""
    remaining = iter(seeds)
    while batch := tuple(itertools.islice(remaining, size)):
        yield batch


class Batches:
    """The batches of one run, sized as they are sent (``size`` fixes every batch instead)."""

    def __init__(self, seeds: Iterable[int], games: int, slots: int, size: int | None = None):
        self.seeds = iter(seeds)
        self.unsent = games
        self.slots = slots
        self.size = size
        self.timed_games = 0
        self.timed_seconds = 0.0

    def floor(self) -> int:
        """``MIN_BATCH``, or fewer games when a game is known to take long."""
        if not self.timed_games or self.timed_seconds <= 0:
            return MIN_BATCH
        per_game = self.timed_seconds / self.timed_games
        return max(1, min(MIN_BATCH, math.ceil(TAIL_SECONDS / per_game)))

    def next(self) -> tuple[int, ...] | None:
        """The next batch of seeds, or ``None`` when every seed was sent."""
        size = self.size or batch_size(self.unsent, self.slots, self.floor())
        batch = tuple(itertools.islice(self.seeds, size))
        self.unsent = max(0, self.unsent - len(batch))
        return batch or None

    def learn(self, rows: Sequence[GameRow]) -> None:
        """Finished rows: their durations tell how long a game takes."""
        self.timed_games += len(rows)
        self.timed_seconds += sum(row.duration for row in rows)

"""Decisions: who must choose now, and about what."""

from __future__ import annotations

import msgspec


class Decision(msgspec.Struct, frozen=True):
    """A pending choice. ``kind`` is a stable identifier, ``prompt`` a sentence for people."""

    seat: int
    kind: str
    prompt: str


class Outcome(msgspec.Struct, frozen=True):
    """How a game ended: winners (possibly several or none), scores per seat, and why."""

    winners: tuple[int, ...]
    scores: tuple[float, ...]
    reason: str

    @property
    def is_draw(self) -> bool:
        return len(self.winners) != 1

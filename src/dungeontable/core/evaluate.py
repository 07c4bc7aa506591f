"""Turning a position's standings into each seat's expected share of the win.

A game's ``evaluate`` capability (``GameBase.evaluate``) estimates, for an unfinished state, the
reward each seat would get if play went on: the searches cut their rollouts short with it. Most
games can say who stands better (points so far, Fortitude left) but not by how much that wins;
``shares`` makes the usual choice, a softmax: a lead of ``temperature`` points is worth e (2.7)
times the chance of winning, and seats already out of the game get nothing.
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def shares(
    standings: Sequence[float], temperature: float, playing: Sequence[bool] | None = None
) -> tuple[float, ...]:
    """Each seat's share of the win from its standing (higher is better): a softmax at
    ``temperature`` over the seats still ``playing`` (all by default); the others get 0."""
    if temperature <= 0:
        raise ValueError(f"a temperature must be positive, got {temperature}")
    live = [True] * len(standings) if playing is None else list(playing)
    if not any(live):
        return (0.0,) * len(standings)
    top = max(v for v, on in zip(standings, live, strict=True) if on)
    weights = [
        math.exp((v - top) / temperature) if on else 0.0
        for v, on in zip(standings, live, strict=True)
    ]
    total = sum(weights)
    return tuple(w / total for w in weights)

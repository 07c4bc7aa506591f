"""How a Red Dragon Inn position stands, for search bots that cut their rollouts short.

The last player in the game wins (R-10): a seat's standing is how far it is from passing out
(Fortitude less Alcohol) and, at half weight, from going broke (its Gold and Gold-equivalents, up
to 10); seats already out stand nowhere. Team and Boss games score by side, not by seat: no
estimate there (their rollouts play to the end).
"""

from __future__ import annotations

from dungeontable.core.evaluate import shares

from .state import State

TEMPERATURE = 4.0
"""A lead of 4 points of margin is worth e times the chance of winning."""

GOLD_WEIGHT = 0.5
GOLD_CAP = 10
"""Gold beyond 10 hardly keeps anyone in the game: it counts up to this."""


def evaluate(state: State) -> tuple[float, ...] | None:
    if state.options.teams or state.options.boss >= 0:
        return None
    standings = [
        seat.fortitude - seat.alcohol + GOLD_WEIGHT * min(seat.wealth, GOLD_CAP)
        for seat in state.seats
    ]
    return shares(standings, TEMPERATURE, [seat.alive for seat in state.seats])

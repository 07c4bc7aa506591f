"""How an OOTS position stands, for search bots that cut their rollouts short.

The highest total wins (R295): a seat's standing is its points so far (Loot by Drool Factor,
shticks, exit and Xykon points: ``scoring.score``), less a little for each Wound taken (a
wounded player flees and loses time).
"""

from __future__ import annotations

from dungeontable.core.evaluate import shares

from .common.scoring import score
from .state import State

TEMPERATURE = 3.0
"""A lead of 3 points is worth e times the chance of winning."""

WOUND_WEIGHT = 0.5
"""Points a Wound costs the estimate."""


def evaluate(state: State) -> tuple[float, ...]:
    standings = [
        score(state, seat) - WOUND_WEIGHT * player.wounds
        for seat, player in enumerate(state.players)
    ]
    return shares(standings, TEMPERATURE)

"""How a Card Rogue position stands, for search bots that cut their rollouts short.

Most VP wins when the game ends (R274), so a seat's standing is its score now (score sheet plus
the bosses it holds, ``stats.score``) and a little for the Health it has left to keep scoring;
a seat that quit (R290) is out. Solo play has no rival to stand against: no estimate there.
"""

from __future__ import annotations

from dungeontable.core.evaluate import shares

from .common.shared import cat
from .common.stats import score
from .state import State

TEMPERATURE = 2.0
"""A lead of 2 VP is worth e times the chance of winning."""

HEALTH_WEIGHT = 0.1
"""VP a point of Health is worth to the estimate (it keeps a seat out of the respawn)."""


def evaluate(state: State) -> tuple[float, ...] | None:
    if state.seats < 2:
        return None
    catalog = cat(state)
    standings = [score(catalog, p) + HEALTH_WEIGHT * p.health for p in state.players]
    return shares(standings, TEMPERATURE, [not p.gone for p in state.players])

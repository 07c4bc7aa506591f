"""How an OOTS position stands, for search bots that cut their rollouts short.

The highest total wins (R295): a seat's standing is its points so far (Loot by Drool Factor,
shticks, exit and Xykon points: ``scoring.score``, R290-R293) and what leads to more of them:
the shticks still short of the Lair minimum (R268: the way to Xykon), the X of saved Monsters
(R193: 3 X trade for a shtick), and the Lich's death (its killer wins ties and the race out,
R296), less a little for each Wound taken (a wounded player flees and loses time).

The weights are a logistic fit of who won 800 two-seat games of the heuristic bot (seeds
1000-1399 as they play, 2000-2399 with 15% of the moves random) from 89,251 positions along
them (every 7th step): on held-out games (seeds divisible by 5) its log loss is 0.410 and it
names the winner at 80.3% of the positions, against 0.433 and 78.6% for the points alone
(points less 0.5 a Wound at temperature 3). ``TEMPERATURE`` is the fitted scale.
"""

from __future__ import annotations

from dungeontable.core.evaluate import shares

from .common.queries import shticks_counted
from .common.scoring import score
from .common.table import cards
from .state import State

TEMPERATURE = 4.0
"""A lead of 4 points is worth e times the chance of winning (fitted: 4.1)."""

WOUND_WEIGHT = 0.4
"""Points a Wound costs the estimate (fitted: 0.38)."""

LAIR_SHTICKS = 10.8
"""Points for having all the shticks the Lair asks for (R268), a share for each one short, on
top of each shtick's own point (fitted: 10.8)."""

X_WORTH = 0.36
"""Points a saved Monster's X is worth towards a trade-in for a shtick (R193; fitted: 1.07 for
3 X)."""

LICH_KILLER = 2.8
"""Points for having killed the Lich beyond its 2 a floor (R293, R296; fitted: 2.76)."""


def standing(state: State, seat: int) -> float:
    """The seat's points and what leads to more of them (see the module's text)."""
    pl = state.players[seat]
    monsters = cards(state).monsters
    needed = state.min_shticks
    lair = min(shticks_counted(state, seat), needed) / needed if needed > 0 else 1.0
    saved_x = sum(monsters[c].x for c in pl.saved if c in monsters)
    return (
        score(state, seat)
        - WOUND_WEIGHT * pl.wounds
        + LAIR_SHTICKS * lair
        + X_WORTH * saved_x
        + (LICH_KILLER if pl.killed_xykon else 0.0)
    )


def evaluate(state: State) -> tuple[float, ...]:
    return shares([standing(state, seat) for seat in range(len(state.players))], TEMPERATURE)

"""How an OOTS position stands, for search bots that cut their rollouts short.

The highest total wins (R295): a seat's standing is its points so far (Loot by Drool Factor,
shticks, exit and Xykon points: ``scoring.score``, R290-R293) and what leads to more of them:
the shticks still short of the Lair minimum (R268: the way to Xykon), the saved Monsters as the
shticks a trade-in would buy (R193, R377: a draw for each 3 X, while the player's own shtick
deck has cards, A22), and the Lich's death (its killer wins ties and the race out, R296), less
a little for each Wound taken (a wounded player flees and loses time).

Saved Monsters score nothing at the end (R290-R293): they are worth ``TRADE_SHARE`` of what
their trade-in would add now (a point a shtick, and its share of the Lair minimum while the
player is short of it), so a trade-in always gains a little (the saved X counted a point apiece
at 0.36 once, and a trade-in past the Lair minimum then lost 0.1-0.8 a point). At ismcts-2000,
of the heuristic's 231 trade-ins on seeds 0-11, 25 were turned down with that and random
play-outs, 22 with this and random play-outs, 3 with this and the heuristic's play-outs (the
game's ``rollout_policy``).

The weights are a logistic fit of who won 800 two-seat games of the heuristic bot (seeds
1000-1399 as they play, 2000-2399 with 15% of the moves random) from 94,156 positions along them
(every 7th step; ``benchmarks/oots_evaluate_fit.py``): on held-out games (seeds divisible by 5)
its log loss is 0.495 and it names the winner at 76.1% of the positions, against 0.523 and
76.2% for the weights fitted on the heuristic of before (temperature 4, Lair 10.8, a saved X
0.36). The trade-in's share is set, not fitted: the fit gives 1.41 (saved Monsters also tell
of a strong hero), which would have a search hoard them; 0.9 costs no measurable fit (held-out
log loss 0.4948 -> 0.4949).
"""

from __future__ import annotations

from dungeontable.core.evaluate import shares

from .common.queries import shticks_counted
from .common.scoring import score
from .common.table import cards
from .state import State

TEMPERATURE = 5.6
"""A lead of 5.6 points is worth e times the chance of winning (fitted: 5.59)."""

WOUND_WEIGHT = 0.6
"""Points a Wound costs the estimate (fitted: 0.59)."""

LAIR_SHTICKS = 5.3
"""Points for having all the shticks the Lair asks for (R268), a share for each one short, on
top of each shtick's own point (fitted: 5.33)."""

TRADE_SHARE = 0.9
"""The share of a trade-in's worth (its shticks' points and Lair shares) that saved Monsters
hold before it (set below the fitted 1.41: see the module's text)."""

LICH_KILLER = 5.2
"""Points for having killed the Lich beyond its 2 a floor (R293, R296; fitted: 5.21)."""


def trade_draws(state: State, seat: int) -> int:
    """R193, R377: the draws the seat's saved Monsters would buy, one for each 3 X, no more than
    its shtick deck holds (3 cards a draw; none from an empty deck, A22)."""
    pl = state.players[seat]
    monsters = cards(state).monsters
    saved_x = sum(monsters[c].x for c in pl.saved if c in monsters)
    return min(saved_x // 3, (len(pl.deck) + 2) // 3)


def standing(state: State, seat: int) -> float:
    """The seat's points and what leads to more of them (see the module's text)."""
    pl = state.players[seat]
    needed = state.min_shticks
    have = shticks_counted(state, seat)
    draws = trade_draws(state, seat)
    short = max(needed - have, 0)
    lair_share = LAIR_SHTICKS / needed if needed > 0 else 0.0
    lair = min(have, needed) / needed if needed > 0 else 1.0
    return (
        score(state, seat)
        - WOUND_WEIGHT * pl.wounds
        + LAIR_SHTICKS * lair
        + TRADE_SHARE * (draws + lair_share * min(draws, short))
        + (LICH_KILLER if pl.killed_xykon else 0.0)
    )


def evaluate(state: State) -> tuple[float, ...]:
    return shares([standing(state, seat) for seat in range(len(state.players))], TEMPERATURE)

"""The heuristic bot's standard turn: flip, move, then end the turn (R021-R024, R030, R053).

Step 1: flip every face-down card next to the bot while it is healthy enough to meet what may
be under it (R030, R035). Step 2/3: walk toward the best destination (``goals``). Then end the
turn so step 4 lays new cards around it (R038).
"""

from __future__ import annotations

from dungeontable.core import Action

from ..actions import EndTurn, Flip, Move
from ..definitions import DIRS
from .fighting import Arms
from .goals import best_destination
from .survey import Survey

FLIP_HEALTH = 4
"""Below this health the bot flips only if there is no fountain to rest on first."""


def plan_turn(s: Survey, legal: tuple[Action, ...]) -> Action:
    """Answer a standard-turn decision (flip, move, end the turn, or a part-2 action)."""
    arms = Arms(s.cat, s.me, s.hand)
    flips = [a for a in legal if isinstance(a, Flip)]
    if flips and should_flip(s):
        return flips[0]
    move = move_toward(s, arms, legal)
    if move is not None:
        return move
    return next((a for a in legal if isinstance(a, EndTurn)), legal[0])


def should_flip(s: Survey) -> bool:
    """Flip when healthy, or when there is no fountain to recover on (R150)."""
    if s.me.health >= FLIP_HEALTH:
        return True
    costs, _ = s.routes
    return not any(s.kind(pos) == "fountain" for pos in costs)


def move_toward(s: Survey, arms: Arms, legal: tuple[Action, ...]) -> Action | None:
    """The move that starts the route to the best destination (None: stay here)."""
    moves = {a.dir: a for a in legal if isinstance(a, Move)}
    if not moves:
        return None
    target = best_destination(s, arms, {})
    if target is None or target == s.pos:
        return None
    _, first = s.routes
    return moves.get(DIRS[first[target]])

"""Endgame scoring and ratings (R128-R135, AMB-24, AMB-25)."""

from __future__ import annotations

from msgspec.structs import replace

from ..events import GameEnded
from ..options import DIFFICULTY
from ..party import Step
from ..ratings import RATINGS as RATINGS  # re-exported: tests and callers read them here
from ..ratings import TOP_RATING as TOP_RATING
from ..ratings import rating
from ..state import State


def score(state: State) -> int:
    """R128-R134: players, gold pairs, chest bonus dice, no-scar bonus, difficulty, scars,
    eliminations (AMB-25: scars on every sheet count, an eliminated hero's two included;
    ``eliminated_scars=false``: only the standing heroes'). R128 counts players, the seats: a
    lone player of two heroes (AMB-06 ``solo=two_heroes``) scores 1, not 2."""
    counted = [h for h in state.heroes if state.options.eliminated_scars or not h.eliminated]
    scars = sum(len(h.scars) for h in counted)
    points = state.seats + state.chest_gold // 2 + 2 * state.chest_bonus
    points += 5 if state.scars_given == 0 else 0
    points += DIFFICULTY[state.options.difficulty][1]
    points -= scars
    points -= 5 * sum(1 for h in state.heroes if h.eliminated)
    return points


def win(state: State) -> Step:
    """R122: the final boss falls, the party wins."""
    fight = state.fight
    assert fight is not None
    points = score(state)
    reason = "the final boss fell"  # the score is in Outcome.scores, the rating in GameEnded
    state = replace(state, result="won", reason=reason, phase="over")
    top_at = 40 if state.options.rating_at_40 == "top" else 41
    ended = GameEnded(won=True, score=points, rating=rating(points, top_at), reason=reason)
    return state, [ended]

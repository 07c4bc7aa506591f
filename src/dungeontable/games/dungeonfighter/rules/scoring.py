"""Endgame scoring and ratings (R128-R135, AMB-24, AMB-25)."""

from __future__ import annotations

from msgspec.structs import replace

from ..party import Step
from ..ratings import RATINGS as RATINGS  # re-exported: tests and callers read them here
from ..ratings import TOP_RATING as TOP_RATING
from ..ratings import game_ended as game_ended
from ..ratings import rating as rating
from ..ratings import score as score
from ..state import State


def win(state: State) -> Step:
    """R122: the final boss falls, the party wins."""
    fight = state.fight
    assert fight is not None
    reason = "the final boss fell"  # the score is in Outcome.scores, the rating in GameEnded
    ended = game_ended(state, True, reason)
    state = replace(state, result="won", reason=reason, phase="over")
    return state, [ended]

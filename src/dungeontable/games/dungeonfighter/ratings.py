"""The endgame ratings (R135, AMB-24): a score's band name. Below the rules, so the words
(``words.py``) name a result's rating without importing them; ``rules/scoring.py`` re-exports."""

from __future__ import annotations

from .events import GameEnded
from .options import DIFFICULTY
from .state import State

RATINGS: tuple[tuple[int, str], ...] = (
    (0, "Lame Ducks"),
    (5, "Inept Optimists"),
    (10, "Insubordinate Rascals"),
    (15, "Rookie Adventurers"),
    (20, "Wannabe Heroes"),
    (25, "Average Warriors"),
    (30, "Skilled Champions"),
    (35, "Epic Sourcebook Readers"),
    (40, "Epic Sourcebook Writers"),
)
TOP_RATING = "Heroic Awesomeness Beyond Human Comprehension"


def rating(points: int, top_at: int = 41) -> str:
    """R135 / AMB-24: 36-40 Writers, 41 and more the top rating (``rating_at_40=top``:
    ``top_at=40``, 40 already the top rating)."""
    if points >= top_at:
        return TOP_RATING
    for limit, name in RATINGS:
        if points <= limit:
            return name
    return TOP_RATING


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


def game_ended(state: State, won: bool, reason: str) -> GameEnded:
    """The end of the game, with its score and rating: a win's (R128-R135), a loss's only under
    AMB-25 ``score_on_loss`` (else 0 and no rating)."""
    if not won and not state.options.score_on_loss:
        return GameEnded(won=False, score=0, rating="", reason=reason)
    points = score(state)
    top_at = 40 if state.options.rating_at_40 == "top" else 41
    return GameEnded(won=won, score=points, rating=rating(points, top_at), reason=reason)


__all__ = ["RATINGS", "TOP_RATING", "game_ended", "rating", "score"]

"""The endgame ratings (R135, AMB-24): a score's band name. Below the rules, so the words
(``words.py``) name a result's rating without importing them; ``rules/scoring.py`` re-exports."""

from __future__ import annotations

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


__all__ = ["RATINGS", "TOP_RATING", "rating"]

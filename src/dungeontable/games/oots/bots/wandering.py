"""What the heuristic bot reads of Wandering Xykon (R342): his Assist from the view."""

from __future__ import annotations

from ..deck import CardSet
from ..view import View

XYKON = "wandering_xykon"


def xykon_assist(view: View, cs: CardSet, card: str) -> int:
    """R342: +2 per Undead in his Minion Stack or on his floor (0 for any other Monster)."""
    w = view.wandering
    if card != XYKON or w is None or w.place is None:
        return 0
    floor = view.floors[w.place[0]]
    undead = sum(
        1
        for room in floor.rooms
        for m in room.monsters
        if m != XYKON and m in cs.monsters and "undead" in cs.monsters[m].types
    )
    return 2 * undead

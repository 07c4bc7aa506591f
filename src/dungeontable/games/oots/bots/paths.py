"""The dungeon as a bot sees it (a view): steps, and distances by breadth-first search."""

from __future__ import annotations

from collections import deque

from ..view import View

Place = tuple[int, int]
ENTRANCE: Place = (0, 0)


def rooms(view: View) -> dict[Place, int]:
    """Placed room -> index into its floor's rooms."""
    return {(f, r.pos): i for f, fv in enumerate(view.floors) for i, r in enumerate(fv.rooms)}


def neighbours(view: View, placed: dict[Place, int], at: Place) -> list[Place]:
    f, p = at
    found: list[Place] = []
    if f > 0:
        found += [(f, q) for q in (p - 1, p + 1) if (f, q) in placed]
    fv = view.floors[f]
    if fv.down == p and f + 1 < len(view.floors):
        below = view.floors[f + 1]
        if below.rooms and below.up is not None:
            found.append((f + 1, below.up))
    if f > 0 and fv.up == p:
        above = view.floors[f - 1].down
        if above is not None:
            found.append((f - 1, above))
    return found


def distances(view: View, start: Place) -> dict[Place, int]:
    """Steps from ``start`` to every placed room (stairs cost a step: the room reached counts)."""
    placed = rooms(view)
    seen = {start: 0}
    queue = deque([start])
    while queue:
        at = queue.popleft()
        for nxt in neighbours(view, placed, at):
            if nxt not in seen:
                seen[nxt] = seen[at] + 1
                queue.append(nxt)
    return seen

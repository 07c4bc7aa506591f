"""Dungeon geometry (R021-R035, R041, R088-R090, R168): steps, reach, range, flee paths."""

from __future__ import annotations

from collections import deque

from ..state import ENTRANCE, Floor, Place, State

FLOOR_CAP = 8
"""R026: at most 8 rooms per floor."""
LAIR_CAP = 5
"""R272: the Lair holds at most 5 rooms (8 under Xykon's Not Home, A37)."""


def cap(state: State, floor: int) -> int:
    if floor == state.lair:
        return state.options.xykon_not_home_lair_rooms if state.options.xykon_not_home else LAIR_CAP
    return FLOOR_CAP


def floor_of(state: State, floor: int) -> Floor:
    return state.floors[floor]


def is_room(state: State, place: Place) -> bool:
    f, p = place
    return 0 <= f < len(state.floors) and state.floors[f].has(p)


def unexplored_ends(state: State, floor: int) -> tuple[Place, ...]:
    """R027/R029: the empty spaces beside a floor with fewer than its cap of rooms: a dungeon
    floor counts its rooms in play (L510), the Lair every room revealed, so one removed in the
    collapse frees no space there (R272, L1578). A98 option ``removed_space_explorable=False``:
    a removed room's space is no Unexplored end either."""
    fl = state.floors[floor]
    laid = len(fl.rooms)
    if floor == state.lair:
        laid += sum(1 for f, _ in state.removed_rooms if f == floor)
    if floor == 0 or not fl.rooms or laid >= cap(state, floor):
        return ()
    ends = ((floor, fl.left - 1), (floor, fl.right + 1))
    if not state.options.removed_space_explorable:  # A98 alternative
        return tuple(end for end in ends if end not in state.removed_rooms)
    return ends


def stairs_down_target(state: State, place: Place) -> Place | None:
    """R023-R024, R030: the room below ``place`` if stairs lead down from it (maybe unplaced)."""
    f, p = place
    fl = state.floors[f]
    if fl.down != p or f + 1 >= len(state.floors):
        return None
    below = state.floors[f + 1]
    if not below.rooms:
        return (f + 1, 0)
    assert below.up is not None
    return (f + 1, below.up)


def stairs_up_target(state: State, place: Place) -> Place | None:
    f, p = place
    if f == 0 or state.floors[f].up != p:
        return None
    above = state.floors[f - 1].down
    assert above is not None
    return (f - 1, above)


def steps_from(state: State, place: Place) -> tuple[Place, ...]:
    """Every place one step away: left, right (maybe Unexplored), down and up the stairs."""
    f, p = place
    found: list[Place] = []
    if f > 0:
        fl = state.floors[f]
        ends: tuple[Place, ...] | None = None  # worked out once, only if needed
        for q in (p - 1, p + 1):
            if fl.has(q):
                found.append((f, q))
                continue
            if ends is None:
                ends = unexplored_ends(state, f)
            if (f, q) in ends:
                found.append((f, q))
    down = stairs_down_target(state, place)
    if down is not None:
        found.append(down)
    up = stairs_up_target(state, place)
    if up is not None:
        found.append(up)
    return tuple(found)


def ends_movement(state: State, place: Place) -> bool:
    """R028, R030, R033, R322: exploring (a face-down room too) or the Entrance ends movement."""
    return (
        place == ENTRANCE
        or not is_room(state, place)
        or state.floors[place[0]].room(place[1]).face_down
    )


def reachable(state: State, start: Place, budget: int = 3) -> tuple[Place, ...]:
    """R041 (S01): every place a player at ``start`` may end movement in (own room included)."""
    seen: dict[Place, None] = {start: None}

    def walk(at: Place, left: tuple[Place, ...], steps: int) -> None:
        if steps == budget or (at != start and ends_movement(state, at)):
            return
        for nxt in steps_from(state, at):
            if nxt in left or nxt == at:
                continue
            seen.setdefault(nxt, None)
            walk(nxt, (*left, at), steps + 1)

    walk(start, (), 0)
    return tuple(sorted(seen))


def distance(a: Place, b: Place) -> int | None:
    """R088-R090, A68: range on one floor is the difference of positions; floors never meet."""
    if a[0] != b[0]:
        return None
    return abs(a[1] - b[1])


def path_to_entrance(state: State, start: Place) -> tuple[Place, ...]:
    """R168: the shortest path over placed rooms to the Entrance (ties: stairs up first, then
    the lower position). Returns the places after ``start``, Entrance last."""
    back: dict[Place, Place | None] = {start: None}
    queue: deque[Place] = deque([start])
    while queue:
        at = queue.popleft()
        if at == ENTRANCE:
            break
        for nxt in _flee_steps(state, at):
            if nxt not in back:
                back[nxt] = at
                queue.append(nxt)
    if ENTRANCE not in back:
        return ()
    path: list[Place] = []
    at2: Place | None = ENTRANCE
    while at2 is not None and at2 != start:
        path.append(at2)
        at2 = back[at2]
    return tuple(reversed(path))


def _flee_steps(state: State, place: Place) -> list[Place]:
    found: list[Place] = []
    up = stairs_up_target(state, place)
    if up is not None:
        found.append(up)
    f, p = place
    if f > 0:
        for q in sorted((p - 1, p + 1)):
            if state.floors[f].has(q):
                found.append((f, q))
    down = stairs_down_target(state, place)
    if down is not None and is_room(state, down):
        found.append(down)
    return found

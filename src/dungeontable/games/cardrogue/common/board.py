"""The map as pure functions: positions, edges, rotation, connection (R001-R007, R050-R052).

A position is one readable int: ``pack(x, y) = x * 1000 + y`` (so (2, 1) is 2001 and (-1, 0) is
-1000; |y| < 500); a neighbour is an addition (``pos + STEP[d]``). Directions are 0..3 = N, E,
S, W; edge bit ``1 << d``.
"""

from __future__ import annotations

from ..definitions import DIRS
from ..state import Cell, State

STRIDE = 1000
HALF = 500
STEP = (1, STRIDE, -1, -STRIDE)
"""Position delta for N (y+1), E (x+1), S (y-1), W (x-1)."""
FULL = 15
SIDE = {step: d for d, step in enumerate(STEP)}
"""The direction of a neighbour from its position delta."""


def pack(x: int, y: int) -> int:
    return x * STRIDE + y


def unpack(pos: int) -> tuple[int, int]:
    x = (pos + HALF) // STRIDE
    return x, pos - x * STRIDE


def opposite(d: int) -> int:
    return (d + 2) & 3


def rotate(mask: int, rot: int) -> int:
    """``mask`` turned clockwise by ``rot`` quarter turns (edge d moves to d + rot)."""
    rot &= 3
    return ((mask << rot) | (mask >> (4 - rot))) & FULL


def direction_name(d: int) -> str:
    return DIRS[d]


def direction_of(name: str) -> int:
    return DIRS.index(name)


def is_open(mask: int, d: int) -> bool:
    return bool(mask >> d & 1)


def connected(cells: dict[int, Cell], a: int, d: int) -> bool:
    """R003: face-up ``a`` and its face-up neighbour in direction ``d`` both open toward each
    other (R004 special cards are open on every edge through their stored mask)."""
    here = cells.get(a)
    there = cells.get(a + STEP[d])
    if here is None or there is None or not here.up or not there.up:
        return False
    return bool(here.mask >> d & 1) and bool(there.mask >> ((d + 2) & 3) & 1)


BITS = tuple(tuple(d for d in range(4) if mask >> d & 1) for mask in range(16))
"""The directions of every 4-bit mask, e.g. ``BITS[0b0101] == (0, 2)``."""

SIDES = tuple((1 << d, 1 << ((d + 2) & 3), STEP[d]) for d in range(4))
"""``(edge bit, bit of the opposite edge, position delta)`` for N, E, S, W."""


def face_down_sides(cells: dict[int, Cell], pos: int, through_open: bool) -> int:
    """The sides of ``pos`` with a face-down neighbour, as a direction bitmask; with
    ``through_open``, only behind an open edge of ``pos`` (R005 / A-01)."""
    get = cells.get
    hidden = 0
    there = get(pos + 1)  # N
    if there is not None and not there.up:
        hidden = 1
    there = get(pos + STRIDE)  # E
    if there is not None and not there.up:
        hidden |= 2
    there = get(pos - 1)  # S
    if there is not None and not there.up:
        hidden |= 4
    there = get(pos - STRIDE)  # W
    if there is not None and not there.up:
        hidden |= 8
    if through_open and hidden:
        here = get(pos)
        return 0 if here is None else hidden & here.mask
    return hidden


def links_of(cells: dict[int, Cell], pos: int) -> int:
    """``around(cells, pos).links`` alone: the open sides of a face-up ``pos`` whose face-up
    neighbour is open back (R003); asked on every decision, so unrolled."""
    here = cells.get(pos)
    if here is None or not here.up:
        return 0
    mask = here.mask
    get = cells.get
    links = 0
    if mask & 1:
        there = get(pos + 1)
        if there is not None and there.up and there.mask & 4:
            links = 1
    if mask & 2:
        there = get(pos + STRIDE)
        if there is not None and there.up and there.mask & 8:
            links |= 2
    if mask & 4:
        there = get(pos - 1)
        if there is not None and there.up and there.mask & 1:
            links |= 4
    if mask & 8:
        there = get(pos - STRIDE)
        if there is not None and there.up and there.mask & 2:
            links |= 8
    return links


def face_down_adjacent(state: State, pos: int, d: int) -> bool:
    """R005 / A-01: a face-down neighbour counts as adjacent through an open edge of ``pos``
    (or through any edge when ``flip_requires_open_edge`` is off)."""
    there = state.cells.get(pos + STEP[d])
    if there is None or there.up:
        return False
    if not state.options.flip_requires_open_edge:
        return True
    here = state.cells.get(pos)
    return here is not None and bool(here.mask >> d & 1)


def neighbours(cells: dict[int, Cell], pos: int) -> list[tuple[int, int]]:
    """``(d, position)`` of every face-up cell connected to ``pos`` (R006)."""
    return [(d, pos + STEP[d]) for d in range(4) if connected(cells, pos, d)]


def is_connected_pair(cells: dict[int, Cell], a: int, b: int) -> bool:
    """Whether cells ``a`` and ``b`` are neighbours and connected."""
    for d in range(4):
        if a + STEP[d] == b:
            return connected(cells, a, d)
    return False


def rotations_facing(base: int, d: int, arrow: int, *, force_arrow: bool) -> tuple[int, ...]:
    """Rotations of a tile placed so that its edge ``opposite(d)`` faces back along ``d``.

    R031: every rotation whose facing edge is open (distinct masks only). R032 / A-02: a tile
    with a red arrow is turned so the arrow points along ``d`` (away from the anchor tile).
    """
    back = opposite(d)
    if arrow >= 0 and force_arrow:
        return ((d - arrow) & 3,)
    seen: set[int] = set()
    found = []
    for rot in range(4):
        mask = rotate(base, rot)
        if mask >> back & 1 and mask not in seen:
            seen.add(mask)
            found.append(rot)
    return tuple(found)


def flip_directions(state: State, seat: int) -> list[int]:
    """R005 / A-01 (``board.face_down_adjacent``), for the four sides at once."""
    pos = state.players[seat].pos
    return list(BITS[face_down_sides(state.cells, pos, state.options.flip_requires_open_edge)])

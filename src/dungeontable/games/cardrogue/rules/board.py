"""The map as pure functions: positions, edges, rotation, connection (R001-R007, R050-R052).

A position is one readable int: ``pack(x, y) = x * 1000 + y`` (so (2, 1) is 2001 and (-1, 0) is
-1000; |y| < 500); a neighbour is an addition (``pos + STEP[d]``). Directions are 0..3 = N, E,
S, W; edge bit ``1 << d``.
"""

from __future__ import annotations

import msgspec

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


class Around(msgspec.Struct, frozen=True, gc=False):
    """What lies around one cell of one map, as direction bitmasks (bit ``1 << d``)."""

    links: int
    """R003: face-up neighbours connected to the cell (``connected``)."""
    hidden: int
    """Face-down neighbours, whatever the edges."""
    hidden_open: int
    """Face-down neighbours behind an open edge of the cell (R005 / A-01)."""


BITS = tuple(tuple(d for d in range(4) if mask >> d & 1) for mask in range(16))
"""The directions of every 4-bit mask, e.g. ``BITS[0b0101] == (0, 2)``."""

_AROUND: list[tuple[object, dict[int, Around]]] = [(None, {})]
"""The map last asked about and its ``Around`` answers by position, as one pair replaced whole
(thread-safe). Maps are replaced, never mutated, and change a few times a turn while decisions
ask about the same cell many times; holding the map keeps the identity check sound."""


def around(cells: dict[int, Cell], pos: int) -> Around:
    """``Around`` of ``pos`` on the map ``cells`` (remembered for the last map)."""
    seen, memo = _AROUND[0]
    if seen is not cells:
        memo = {}
        _AROUND[0] = (cells, memo)
    found = memo.get(pos)
    if found is None:
        found = memo[pos] = _survey(cells, pos)
    return found


SIDES = tuple((1 << d, 1 << ((d + 2) & 3), STEP[d]) for d in range(4))
"""``(edge bit, bit of the opposite edge, position delta)`` for N, E, S, W."""


def _survey(cells: dict[int, Cell], pos: int) -> Around:
    here = cells.get(pos)
    raw = 0 if here is None else here.mask
    mask = raw if here is not None and here.up else 0
    links = hidden = 0
    for bit, back, step in SIDES:
        there = cells.get(pos + step)
        if there is None:
            continue
        if not there.up:
            hidden |= bit
        elif mask & bit and there.mask & back:
            links |= bit
    return Around(links, hidden, hidden & raw)


_GROWN: list[tuple[object, object]] = [(None, None)]
"""``(new map, old map)``: the last map made from another only by laying face-down cards on
empty cells (R038), one pair replaced whole (thread-safe)."""


def grown(old: dict[int, Cell], new: dict[int, Cell]) -> None:
    """Record that ``new`` is ``old`` plus face-down cards on cells that were empty."""
    _GROWN[0] = (new, old)


def grew_from(new: dict[int, Cell], old: object) -> bool:
    """Whether ``new`` is ``old`` plus face-down cards on empty cells (as last recorded): the
    face-up cells, their connections and every frontier edge (R292: an open edge to an empty
    cell or to a face-down card) are the same in both maps."""
    last_new, last_old = _GROWN[0]
    return last_new is new and last_old is old


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

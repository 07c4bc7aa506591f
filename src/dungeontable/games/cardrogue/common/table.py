"""The table before play (docs/rules/cardrogue.md §1.2 steps 1-2, A-59): the starting-tile
layouts and the initial state, shared by ``rules.setup``, the game's ``setup`` and the words.

Layouts are pluggable (``LAYOUTS``): each returns the starting tiles (position, rotation) in turn
order and the lines of face-down cards between consecutive ones.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from msgspec.structs import replace

from dungeontable.core import Rng

from ..catalog import Catalog
from ..options import Options
from ..phases import DECIDE, DRAFT
from ..state import Player, State
from .board import pack

Layout = Callable[[int], tuple[list[tuple[int, int]], list[int]]]


def row_layout(n: int) -> tuple[list[tuple[int, int]], list[int]]:
    """A-59 default: starts at x = 0, 5, 10, 15 on y = 0, exits facing south."""
    starts = [(pack(5 * i, 0), 0) for i in range(n)]
    lines = [pack(5 * i + k, 0) for i in range(n - 1) for k in range(1, 5)]
    return starts, lines


def square_layout(n: int) -> tuple[list[tuple[int, int]], list[int]]:
    """Players around a table: corners of a 5x5 square, exits facing out (south / north)."""
    corners = [(0, 0, 0), (5, 0, 0), (5, 5, 2), (0, 5, 2)][:n]
    starts = [(pack(x, y), rot) for x, y, rot in corners]
    lines: list[int] = []
    for (x0, y0, _), (x1, y1, _) in itertools.pairwise(corners):
        dx, dy = (x1 > x0) - (x1 < x0), (y1 > y0) - (y1 < y0)
        lines.extend(pack(x0 + dx * k, y0 + dy * k) for k in range(1, 5))
    return starts, lines


LAYOUTS: dict[str, Layout] = {"row": row_layout, "square": square_layout}


def initial_state(options: Options, catalog: Catalog, seats: int, seed: int) -> State:
    """§1.2 steps 1-2: shuffled stacks; one starting tile per player, the rest out of the game."""
    rng = Rng.from_seed(seed)
    explore, rng = rng.shuffle(catalog.decks["explore"])
    pathing, rng = rng.shuffle(catalog.decks["pathing"])
    starts = catalog.decks["start"]
    state = State(
        options=options,
        rng=rng,
        seats=seats,
        phase=DECIDE,
        players=tuple(Player(seat=s) for s in range(seats)),
        explore=explore,
        pathing=pathing,
        shop=catalog.decks["shop"],
        removed=starts[seats:],
        rolls=(0,) * seats,
        contenders=tuple(range(seats)),
    )
    if seats == 1:
        state = replace(state, phase=DRAFT, order=(0,), contenders=())
    return state

"""The stuck map (R292, R295, A-35): whether a player's region has nowhere left to explore,
remembered per map for a flow, and the end rush a sealed map starts. The mole
(``rules.mole``) is offered to a stuck player; ``rules.turn`` checks the sealed map at every
turn's end.
"""

from __future__ import annotations

from collections.abc import Callable

from msgspec.structs import replace

from dungeontable.core import Event

from ..events import MapSealed
from ..state import NOWHERE, Cell, State
from .board import FULL, SIDES
from .shared import cat

Stuck = Callable[[State, int], bool]
"""Answers R292 for a seat: ``is_stuck`` or ``StuckSearch.is_stuck``."""


def is_stuck(state: State, seat: int) -> bool:
    """R292 / A-35: no frontier in the region reachable from ``seat``'s tile."""
    if not state.explore:
        return False
    cells = state.cells
    start = state.players[seat].pos
    if start not in cells or _is_frontier(cells, start):
        return False
    return _is_closed(cells, start, {})[0]


class StuckSearch:
    """``is_stuck`` with its answers remembered for the last map, by starting cell: a map
    changes a few times a turn, the question comes on every decision. One per flow (built by
    ``flow.build_flow``, never shared through module state). The memo is one (map, answers)
    pair replaced whole, so threads never see a mixed pair; holding the map keeps the identity
    check sound. A map that only grew face-down cards on empty cells (step 4, R038) keeps every
    region and frontier, so its answers carry over."""

    __slots__ = ("_last",)

    def __init__(self) -> None:
        self._last: tuple[dict[int, Cell] | None, dict[int, bool]] = (None, {})

    def is_stuck(self, state: State, seat: int) -> bool:
        if not state.explore:
            return False
        cells = state.cells
        start = state.players[seat].pos
        seen, known = self._last
        if seen is cells:
            stuck = known.get(start)
            if stuck is not None:
                return stuck
        # A tile open toward the unknown answers at once: a changed map is not compared with
        # the remembered one (``_grew``) unless a search must run on it.
        if start not in cells or _is_frontier(cells, start):
            if seen is cells:
                known[start] = False
            return False
        if seen is not cells:
            if seen is None or not _grew(seen, cells):
                known = {}
            self._last = (cells, known)
        stuck, region = _is_closed(cells, start, known)
        for pos in region:  # the same region, the same answer
            known[pos] = stuck
        return stuck


def _grew(old: dict[int, Cell], new: dict[int, Cell]) -> bool:
    """``new`` is ``old`` plus face-down cards on cells that were empty."""
    if len(new) <= len(old) or not old.items() <= new.items():
        return False
    return all(not new[pos].up for pos in new.keys() - old.keys())


def _is_frontier(cells: dict[int, Cell], pos: int) -> bool:
    """An open edge of ``pos`` leads to an empty cell or a face-down card."""
    mask = cells[pos].mask
    for bit, _, step in SIDES:
        if mask & bit:
            cell = cells.get(pos + step)
            if cell is None or not cell.up:
                return True
    return False


def _is_closed(
    cells: dict[int, Cell], start: int, known: dict[int, bool]
) -> tuple[bool, dict[int, None]]:
    """Search the connected face-up cells from ``start`` (enemies passable); False as soon as
    an open edge leads to an empty cell or a face-down card, or to a cell ``known`` not to be
    stuck (the same region). Also returns the cells seen, all in ``start``'s region
    (connections go both ways)."""
    seen = {start: None}  # a dict: ordered, so nothing here depends on set order
    todo = [start]
    while todo:
        here = todo.pop()
        mask = cells[here].mask
        for bit, back, step in SIDES:
            if not mask & bit:
                continue
            there = here + step
            cell = cells.get(there)
            if cell is None or not cell.up:
                return False, seen
            if cell.mask & back and there not in seen:
                if known.get(there) is False:
                    return False, seen
                seen[there] = None
                todo.append(there)
    return True, seen


def region(state: State, seat: int) -> set[int]:
    """The face-up cells connected to ``seat``'s tile (enemies passable, A-35): where he can
    walk to, and so the tiles the mole may swap for him (R293)."""
    cells = state.cells
    start = state.players[seat].pos
    if start not in cells:
        return set()
    seen = {start}
    todo = [start]
    while todo:
        here = todo.pop()
        mask = cells[here].mask
        for bit, back, step in SIDES:
            there = here + step
            cell = cells.get(there)
            if mask & bit and cell and cell.up and cell.mask & back and there not in seen:
                seen.add(there)
                todo.append(there)
    return seen


def crossing(state: State) -> int:
    """Index in the pathing stack of the first 4-path pathing tile, or -1 (A-35)."""
    catalog = cat(state)
    for index, card in enumerate(state.pathing):
        definition = catalog[card]
        if definition.kind == "pathing" and definition.mask == FULL:
            return index
    return -1


def _stuck_seats(state: State, stuck: Stuck) -> int:
    """How many players have a token on the board (not dead awaiting respawn, away or gone),
    if every one of them is stuck; 0 as soon as one is not (R295)."""
    seats = 0
    for player in state.players:
        if player.pos == NOWHERE or player.gone:
            continue
        if not stuck(state, player.seat):
            return 0
        seats += 1
    return seats


def sealed_map(state: State, ev: list[Event], stuck: Stuck = is_stuck) -> State:
    """R295 / A-35: a whole round with everyone stuck and no mole starts the end rush."""
    if state.seats == 1 or state.end_rush:
        return state
    # R292: nobody is stuck with an empty exploration stack
    seats = _stuck_seats(state, stuck) if state.explore else 0
    if not seats:
        return replace(state, stuck_turns=0) if state.stuck_turns else state
    turns = state.stuck_turns + 1
    mole_left = crossing(state) >= 0
    if turns < seats and mole_left:
        return replace(state, stuck_turns=turns)
    ev.append(MapSealed(mole_left=mole_left))
    return replace(state, end_rush=True, stuck_turns=0)

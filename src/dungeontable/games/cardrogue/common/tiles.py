"""Stacks and replacement tiles (R038-R041, R051, R305, R306, A-04, A-45, A-46).

A replacement tile comes face-up from the pathing stack. It is turned to connect to its anchor
(the acting player's tile, or the tile a potion-picker came from); a red arrow then points away
from the anchor. With several distinct rotations the acting player chooses (a pending
``orient``). An empty pathing stack reuses discarded pathing tiles, else a generic floor (R306).
An empty exploration stack recycles face-down cards nobody can reach (R305). Option
``empty_stacks="no_recycle"`` (A-45): neither; floor tiles only, and exploration just stops.
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import DeckShuffled, Event

from ..definitions import paths_of
from ..events import CardPlaced, StackRecycled, TilePlaced
from ..state import Cell, Pending, State, enemy_at, with_cell
from .board import BITS, STEP, connected, opposite, rotate, rotations_facing, unpack
from .shared import cat


def draw_explore(state: State, ev: list[Event]) -> tuple[str | None, State]:
    """The top exploration card, recycling unreachable face-down cards if the stack is empty."""
    if not state.explore:
        state = recycle_unreachable(state, ev)
        if not state.explore:
            return None, state
    return state.explore[0], replace(state, explore=state.explore[1:])


def draw_pathing(state: State, ev: list[Event]) -> tuple[str, State]:
    """The top pathing tile (R051); R306 fallbacks when the stack is empty."""
    if not state.pathing:
        catalog = cat(state)
        used = tuple(c for c in state.discard if catalog[c].kind == "pathing")
        if not used or state.options.empty_stacks == "no_recycle":
            return catalog.floor, state
        stack, rng = state.rng.shuffle(used)
        rest = list(state.discard)
        for card in used:
            rest.remove(card)
        state = replace(state, pathing=stack, discard=tuple(rest), rng=rng)
        ev.append(DeckShuffled(deck="pathing", size=len(stack)))
        ev.append(StackRecycled(stack="pathing", count=len(stack)))
    return state.pathing[0], replace(state, pathing=state.pathing[1:])


def place_around(state: State, pos: int, ev: list[Event], **then: object) -> State:
    """R038: a face-down exploration card on every empty cell an open path of ``pos`` leads to.

    ``then``: state changes to make afterwards, in the same update when possible."""
    cells = state.cells
    cell = cells.get(pos)
    empty = []
    if cell is not None:
        for d in BITS[cell.mask]:
            there = pos + STEP[d]
            if there not in cells:
                empty.append(there)
    if not empty:
        return replace(state, **then) if then else state
    if len(state.explore) < len(empty):
        state = _place_slowly(state, empty, ev)
        return replace(state, **then) if then else state
    cells = dict(cells)
    for index, there in enumerate(empty):
        cells[there] = Cell(state.explore[index])
        x, y = unpack(there)
        ev.append(CardPlaced(x=x, y=y))
    return replace(state, cells=cells, explore=state.explore[len(empty) :], **then)


def _place_slowly(state: State, empty: list[int], ev: list[Event]) -> State:
    """Placement that may run the exploration stack dry (R040, R305)."""
    for there in empty:
        if there in state.cells:
            continue
        card, state = draw_explore(state, ev)
        if card is None:
            return state
        state = with_cell(state, there, Cell(card))
        x, y = unpack(there)
        ev.append(CardPlaced(x=x, y=y))
    return state


def special_mask(state: State, d: int) -> int:
    """R004 / A-03: a face-up non-path card is open on all edges (or only toward the flipper)."""
    return 15 if state.options.special_cards_open_all else 1 << opposite(d)


def tile_masks(state: State, pos: int, card: str, anchor: int) -> tuple[int, ...]:
    """Distinct allowed masks for tile ``card`` at ``pos``; ``anchor`` = direction from the anchor
    tile to ``pos`` (-1: none, then any rotation that connects to some face-up neighbour)."""
    definition = cat(state)[card]
    base = definition.mask
    if anchor >= 0:
        rots = rotations_facing(
            base, anchor, definition.arrow, force_arrow=state.options.arrow_forces_rotation
        )
        return tuple(dict.fromkeys(rotate(base, r) for r in rots))
    every = tuple(dict.fromkeys(rotate(base, r) for r in range(4)))
    linked = tuple(m for m in every if _links(state, pos, m))
    return linked or every


def _links(state: State, pos: int, mask: int) -> bool:
    for d in range(4):
        there = state.cells.get(pos + STEP[d])
        if mask >> d & 1 and there is not None and there.up and there.mask >> opposite(d) & 1:
            return True
    return False


def lay_tile(state: State, pos: int, card: str, anchor: int, seat: int, ev: list[Event]) -> State:
    """Put tile ``card`` face-up at ``pos``; the acting ``seat`` picks among rotations."""
    masks = tile_masks(state, pos, card, anchor)
    old = state.cells.get(pos)
    drop = old.drop if old is not None else ()
    if len(masks) == 1:
        return set_tile(state, pos, card, masks[0], drop, ev)
    state = with_cell(state, pos, Cell(card, up=True, mask=0, drop=drop))
    pending = Pending("orient", seat, pos=pos, card=card, options=masks)
    return replace(state, pending=(*state.pending, pending))


def replace_with_tile(state: State, pos: int, anchor: int, seat: int, ev: list[Event]) -> State:
    """R051: the cell at ``pos`` gets the top pathing tile, oriented per A-04 (option
    ``replacement_tile_rotation="any_connecting"``: toward any face-up neighbour)."""
    card, state = draw_pathing(state, ev)
    if state.options.replacement_tile_rotation == "any_connecting":
        anchor = -1
    return lay_tile(state, pos, card, anchor, seat, ev)


def set_tile(
    state: State, pos: int, card: str, mask: int, drop: tuple[str, ...], ev: list[Event]
) -> State:
    base = cat(state)[card].mask
    rot = next(r for r in range(4) if rotate(base, r) == mask)
    state = with_cell(state, pos, Cell(card, up=True, mask=mask, rot=rot, drop=drop))
    x, y = unpack(pos)
    ev.append(TilePlaced(x=x, y=y, card=card, paths=paths_of(mask)))
    return state


def reachable(state: State) -> set[int]:
    """Face-up cells any player can walk to (enemies count as passable, A-35 / A-45)."""
    cells = state.cells
    seen = {p.pos for p in state.players if p.pos in cells}
    todo = sorted(seen)
    while todo:
        here = todo.pop()
        for d in range(4):
            there = here + STEP[d]
            if there not in seen and connected(cells, here, d):
                seen.add(there)
                todo.append(there)
    return seen


def recycle_unreachable(state: State, ev: list[Event]) -> State:
    """R305 / A-45: face-down cards not adjacent (through an open edge) to the players' region
    are collected, shuffled and become the new exploration stack (not with the option
    ``empty_stacks="no_recycle"``: "you *may* reuse these cards", 003 L440)."""
    if state.options.empty_stacks == "no_recycle":
        return state
    region = reachable(state)
    cells = state.cells
    near: set[int] = set()
    for pos in sorted(region):
        mask = cells[pos].mask
        near.update(pos + STEP[d] for d in range(4) if mask >> d & 1)
    lost = sorted(p for p, c in cells.items() if not c.up and p not in near)
    if not lost:
        return state
    stack, rng = state.rng.shuffle(tuple(cells[p].card for p in lost))
    kept = {p: c for p, c in cells.items() if p not in set(lost)}
    ev.append(DeckShuffled(deck="exploration", size=len(stack)))
    ev.append(StackRecycled(stack="exploration", count=len(stack)))
    return replace(state, cells=kept, explore=stack, rng=rng)


def is_walkable(state: State, pos: int) -> bool:
    """A face-up cell with no player token and no enemy (R011, R053)."""
    cell = state.cells.get(pos)
    if cell is None or not cell.up or enemy_at(state, pos) is not None:
        return False
    return all(p.pos != pos for p in state.players)

"""Arriving on a tile (R054, R055, R058, R059, R063, R272, R281, R300, A-04, A-33): the one
step and the entry effects that moving, fleeing, hopping and a deferred upkeep share.

A revealed trap triggers (R055); a potion must be picked up and a pathing tile replaces it,
connected to the tile the mover came from (R054, A-04); a drop pile is taken (R059); the chest
opens with the key (R058); a starting tile may end the game (R063, R272, R281), after a
deferred arrival too (A-62).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..events import Moved, PointsScored
from ..state import Cell, State, update_player, with_cell, with_player
from .board import STEP, unpack
from .ending import reach_start
from .ownership import gain, lose
from .shared import cat
from .tiles import replace_with_tile
from .traps import spring_on_player


def step_to(state: State, seat: int, d: int, how: str, ev: list[Event], **changes: object) -> State:
    """Move ``seat`` one tile in direction ``d`` on his own turn and resolve arrival;
    ``changes``: the turn's bookkeeping, made in the same update as the move."""
    player = state.players[seat]
    old = player.pos
    pos = old + STEP[d]
    state = with_player(state, replace(player, pos=pos), came_from=old, **changes)
    x, y = unpack(pos)
    ev.append(Moved(seat=seat, x=x, y=y, how=how))
    return arrive(state, seat, d, ev, when="turn")


def arrive(state: State, seat: int, d: int, ev: list[Event], *, when: str) -> State:
    """Entry effects of the tile ``seat`` stands on (``d`` = direction he came in, or -1)."""
    pos = state.players[seat].pos
    cell = state.cells[pos]
    definition = cat(state).defs[cell.card]
    if definition.trap is not None:
        state = spring_on_player(state, seat, pos, ev, when=when)
        if state.players[seat].pos != pos or state.result is not None:
            return state
    if cell.drop:  # R059: he "reveals the cards and puts them in his hand" (003 L188): public
        state = with_cell(state, pos, replace(state.cells[pos], drop=()))
        state = gain(state, seat, cell.drop, ev, "drop pile")
    if definition.kind == "potion" or (
        definition.kind == "key" and state.options.key_pickup == "on_entry"  # A-33 option
    ):
        state = gain(state, seat, (cell.card,), ev, definition.kind)
        return replace_with_tile(state, pos, d, seat, ev)
    if definition.chest_vp:
        return _open_chest(state, seat, pos, definition.chest_vp, ev)
    if definition.kind == "start" and (when == "turn" or state.options.deferred_start_exit):
        return reach_start(state, seat, ev)  # a deferred arrival reaches it too
    return state


def _open_chest(state: State, seat: int, pos: int, vp: int, ev: list[Event]) -> State:
    """R058 / A-33: with the key, discard it and score; the chest becomes a plain floor."""
    catalog = cat(state)
    player = state.players[seat]
    key = next((c for c in player.hand if catalog[c].is_key), None)
    if key is None:
        return state
    state = lose(state, seat, key)
    chest = state.cells[pos].card
    state = replace(state, discard=(*state.discard, key), removed=(*state.removed, chest))
    state = with_cell(state, pos, Cell(catalog.floor, up=True, mask=15, drop=state.cells[pos].drop))
    player = state.players[seat]
    state = update_player(state, seat, vp=player.vp + vp, deeds=(*player.deeds, "chest"))
    ev.append(PointsScored(seat=seat, vp=vp, reason="opened the chest"))
    return state

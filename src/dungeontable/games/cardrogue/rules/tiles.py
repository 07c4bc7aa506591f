"""The pending ``orient`` choice: how a replacement tile is turned when several rotations
connect it to its anchor (R038-R041, A-46; the tiles themselves: ``common.tiles``)."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event

from ..actions import Orient
from ..common.board import unpack
from ..common.tiles import set_tile
from ..definitions import mask_of, paths_of
from ..state import Pending, State


def orient_options(state: State) -> list[Action]:
    return [Orient(paths=paths_of(m)) for m in state.pending[0].options]


def orient_prompt(state: State, pending: Pending) -> Decision:
    x, y = unpack(pending.pos)
    return Decision(pending.seat, "orient", f"choose how the tile at ({x}, {y}) is turned")


def orient(state: State, action: Orient, ev: list[Event]) -> State:
    pending = state.pending[0]
    cell = state.cells[pending.pos]
    state = replace(state, pending=state.pending[1:])
    return set_tile(state, pending.pos, pending.card, mask_of(action.paths), cell.drop, ev)

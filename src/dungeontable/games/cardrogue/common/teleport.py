"""Where a teleport may go and asking for it (R199, A-22): shared by the potions that teleport
and the pending ``teleport`` itself (``rules.teleport``)."""

from __future__ import annotations

from msgspec.structs import replace

from ..state import Pending, State
from .shared import cat
from .tiles import is_walkable

STRICT_KINDS = ("pathing", "floor")


def destinations(state: State) -> list[int]:
    """A-22: face-up, walkable tiles with no token or enemy, in board order."""
    strict = state.options.teleport_strict_pathing_only
    catalog = cat(state)
    found = []
    for pos in sorted(state.cells):
        cell = state.cells[pos]
        if not cell.up or (strict and catalog[cell.card].kind not in STRICT_KINDS):
            continue
        if is_walkable(state, pos):
            found.append(pos)
    return found


def start(state: State, seat: int, what: str, pos: int) -> State:
    """Ask ``seat`` where the ``what`` standing at ``pos`` goes."""
    pending = Pending("teleport", seat, pos=pos, card=what)
    return replace(state, pending=(*state.pending, pending))

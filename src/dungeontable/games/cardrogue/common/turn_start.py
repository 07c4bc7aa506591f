"""The start of a turn (R020): the fresh turn's bookkeeping, then a quitter's turn passes and an
absent player is asked whether he is back (R290, R291). Setup starts the first turn with it,
``rules.turn`` every later one."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..events import TurnBegan
from ..phases import END, UPKEEP
from ..state import NOWHERE, Pending, State
from .enemies import tick_poison_at_upkeep


def begin_turn(state: State, seat: int, ev: list[Event]) -> State:
    """R020: a fresh turn for ``seat``.

    Two updates of at most 14 fields: ``structs.replace`` (msgspec 0.22) with 15 keywords costs
    about three times as much as two calls with half of them each (measured)."""
    state = replace(
        state, seat=seat, phase=UPKEEP, stage=0, step=1, moved=False, extra_used=0, via=""
    )
    state = replace(
        state,
        block=False,
        attacked=-1,
        fled=(),
        todo=(),
        came_from=NOWHERE,
        move_kind="",
        interactions=0,
        turns=state.turns + 1,
    )
    ev.append(TurnBegan(seat=seat, turn=state.turns))
    state = tick_poison_at_upkeep(state, ev)  # A-13 alternative
    return absent(state, ev)  # a quitter's turn passes, an absent player is asked


def absent(state: State, ev: list[Event]) -> State:
    """A quitter's turn passes; an absent player decides whether he is back."""
    player = state.players[state.seat]
    if player.gone:
        return replace(state, phase=END, stage=0, todo=())
    if player.away != NOWHERE:
        pending = Pending("away", player.seat, pos=player.away)
        return replace(state, pending=(*state.pending, pending))
    return state

"""The fountain of healing (R150-R152, A-58): an upkeep roll for whoever stands on it, in combat
too (option ``fountain_in_combat=False``: not while he fights an enemy)."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import DieRolled, Event

from ..state import State
from .shared import cat
from .status import heal
from .tiles import replace_with_tile


def fountain_roll(state: State, seat: int, ev: list[Event]) -> State:
    """R150: roll; below the drain face heal (capped, R008), on it the fountain drains and a
    pathing tile replaces it under the player (A-04: connected to any neighbour)."""
    pos = state.players[seat].pos
    cell = state.cells.get(pos)
    if cell is None:
        return state
    if state.players[seat].fights and not state.options.fountain_in_combat:
        return state  # A-58 option: no fountain roll for a player in combat
    spring = cat(state)[cell.card].fountain
    if spring is None:
        return state
    amount, drain_on = spring
    face, rng = state.rng.roll()
    state = replace(state, rng=rng)
    ev.append(DieRolled(seat=seat, purpose="fountain", sides=6, value=face))
    if face != drain_on:
        return heal(state, seat, amount, "fountain", ev)
    state = replace(state, discard=(*state.discard, cell.card))
    return replace_with_tile(state, pos, -1, seat, ev)

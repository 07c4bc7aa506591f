"""Loot discarded for a one-time effect (R215: only the characters named on it; a discard
effect happens once): Healing Salve heals at the start or end of your turn, Scroll of Teleport
lengthens this turn's movement while you may still move (before any battle, not fleeing)."""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Event

from ..common.table import cards, spend_loot
from ..common.wounds import heal
from ..state import State


def discard_for_effect(state: State, action: A.DiscardLoot, ev: list[Event]) -> State:
    """The Loot goes to the Loot discard; it heals, or adds rooms to this turn's movement."""
    seat = state.turn.seat
    state = spend_loot(state, seat, action.card)
    s = cards(state).loot[action.card]
    state = heal(state, seat, s.discard_heal, ev)
    if s.discard_move:
        turn = replace(state.turn, extra_steps=state.turn.extra_steps + s.discard_move)
        state = replace(state, turn=turn)
    return state

"""What a room does for the player who explores it (R376): the Room Effect Text that applies
once, to "the first player to explore this room" (the explorer: whoever turns the card up),
as the rulebook's Library-style rooms do (000 L1266). A lower module: it imports no topic.

- ``draw_shtick``: the top shtick of the explorer's deck into play (R196; already a switch of
  the room record, ``first_shtick``);
- ``heal``: the explorer heals ``x`` Wounds (R165);
- ``draw_loot``: ``x`` Loot cards from the Loot deck are placed face down in the room, to be
  picked up by the usual rules (R114, R209: Traps among them go off only when picked up);
- ``unflip``: the explorer turns all their flipped shticks face up (R200).
"""

from __future__ import annotations

from dungeontable.core import Event

from ..state import Place, State
from .table import cards, drop_loot, gain_top, room_at
from .wounds import heal, unflip_all


def explored(state: State, seat: int, place: Place, ev: list[Event]) -> State:
    """R376: the room just explored at ``place`` acts on its explorer ``seat``."""
    spec = cards(state).rooms[room_at(state, place).card]
    if spec.first_shtick:
        state = gain_top(state, seat, ev)  # R196, Dorukan's Gate
    if spec.first_heal:
        state = heal(state, seat, spec.first_heal, ev)
    if spec.first_loot:
        state = drop_loot(state, place, spec.first_loot, ev)
    if spec.first_unflip:
        state = unflip_all(state, seat, ev)
    return state

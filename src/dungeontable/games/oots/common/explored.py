"""What a room does for the player who explores it (R376): the Room Effect Text that applies
once, to "the first player to explore this room" (the explorer: whoever turns the card up),
as the rulebook's Library-style rooms do (000 L1266). A lower module: it imports no topic (and
not ``wounds``, so ``common/xykon`` can use it for a face-down room turned over, R322).

- ``draw_shtick``: the top shtick of the explorer's deck into play (R196; already a switch of
  the room record, ``first_shtick``);
- ``heal``: the explorer heals ``x`` Wounds (R165);
- ``draw_loot``: ``x`` Loot cards from the Loot deck are placed face down in the room, to be
  picked up by the usual rules (R114, R209: Traps among them go off only when picked up);
- ``unflip``: the explorer turns all their flipped shticks face up (R200).
"""

from __future__ import annotations

from dungeontable.core import Event

from ..events import Healed, ShticksFlipped
from ..state import Place, State
from .table import cards, drop_loot, gain_top, player, room_at, with_player


def explored(state: State, seat: int, place: Place, ev: list[Event]) -> State:
    """R376: the room just explored at ``place`` acts on its explorer ``seat``."""
    spec = cards(state).rooms[room_at(state, place).card]
    if spec.first_shtick:
        state = gain_top(state, seat, ev)  # R196, Dorukan's Gate
    pl = player(state, seat)
    if spec.first_heal and pl.wounds and not pl.fleeing:  # R165, as wounds.heal
        wounds = max(0, pl.wounds - spec.first_heal)
        ev.append(Healed(seat=seat, wounds=wounds))
        state = with_player(state, seat, wounds=wounds)
    if spec.first_loot:
        state = drop_loot(state, place, spec.first_loot, ev)
    if spec.first_unflip and any(pl.flipped):  # R200, as wounds.unflip_all
        up = tuple(c for c, f in zip(pl.shticks, pl.flipped, strict=True) if f)
        ev.append(ShticksFlipped(seat=seat, cards=up, up=True))
        state = with_player(state, seat, flipped=tuple(False for _ in pl.shticks))
    return state

"""Me and My Shadow (R306-R307, A58): each of 2-3 players picks an NPC who stays in their room.

Setup: after the Starting Shticks are picked, each player picks one NPC from those left (phase
``pick-shadow``), clockwise from the first player, one decision each. ``State.shadowing`` holds,
per NPC of ``State.npcs``, the seat it shadows (-1: nobody picked it; with 2 players those NPCs
lurk on the lowest floor with a player, R049, R307). A shadow is wherever its player is (it moves
with them, also when they flee, A58), so its floor is read from the player's place, never
stored. It acts as any NPC: it always accepts, is paid in Loot it drools over that no active
player drools over (R051-R053), and any player on its floor may offer to it, even to another
player's shadow (R307). Our reading: a shadow whose player has left the dungeon leaves with them.
"""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event, clockwise

from ..common.queries import lowest_floor, npc_floor_of, npc_floors, shadow_of  # noqa: F401 (tests)
from ..common.table import then
from ..events import ShadowPicked
from ..state import State


def after_starting_picks(state: State, ev: list[Event]) -> State:
    """R306: with the variant on, the shadow picks come before the first turn."""
    if not state.options.me_and_my_shadow or not state.npcs:
        return then(state, "first-turn")
    return replace(state, phase="pick-shadow", shadowing=tuple(-1 for _ in state.npcs))


def picking_seat(state: State) -> int:
    """The next seat without a shadow, clockwise from the first player."""
    return next(s for s in clockwise(state.order_start, state.seats) if s not in state.shadowing)


def pick_actions(state: State) -> list[Action]:
    return [
        A.PickShadow(npc=npc)
        for npc, seat in zip(state.npcs, state.shadowing, strict=True)
        if seat < 0
    ]


def pick(state: State, action: A.PickShadow, ev: list[Event]) -> State:
    """R306: the NPC shadows the picking seat; the first turn begins after the last pick."""
    seat = picking_seat(state)
    k = state.npcs.index(action.npc)
    shadowing = (*state.shadowing[:k], seat, *state.shadowing[k + 1 :])
    state = replace(state, shadowing=shadowing)
    ev.append(ShadowPicked(seat=seat, npc=action.npc))
    if all(s in shadowing for s in range(state.seats)):
        return then(state, "first-turn")
    return state

"""The collapse, exiting and game end (R279-R289, A33-A36, R313, A51)."""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common.scoring import leave
from ..common.table import (
    discard_loot,
    room_at,
    seats_in,
    then,
    with_floor,
    with_player,
)
from ..events import Moved, RoomRemoved
from ..state import ENTRANCE, Floor, Place, State


def lowest_floor(state: State) -> int | None:
    for f in range(len(state.floors) - 1, 0, -1):
        if state.floors[f].rooms:
            return f
    return None


def removal_candidates(state: State) -> tuple[Place, ...]:
    """R282-R284: an end room of the lowest floor; the stairs-up room last; occupied last."""
    f = lowest_floor(state)
    if f is None:
        return ()
    floor = state.floors[f]
    ends = sorted({floor.left, floor.right})
    if len(ends) > 1 and floor.up in ends:
        ends.remove(floor.up)
    empty = [p for p in ends if not seats_in(state, (f, p))]
    return tuple((f, p) for p in (empty or ends))


def removal_actions(state: State) -> list[Action]:
    return [A.RemoveRoom(floor=f, pos=p) for f, p in removal_candidates(state)]


def remove_room(state: State, action: A.RemoveRoom, ev: list[Event]) -> State:
    """R286: Loot is discarded; players move to the neighbour, or up if the floor is empty (onto
    the Entrance: they leave, R288, in turn order from the player removing the room, A85)."""
    f, p = action.floor, action.pos
    room = room_at(state, (f, p))
    state = discard_loot(state, room.loot)
    floor = state.floors[f]
    index = p - floor.left
    rooms = floor.rooms[:index] + floor.rooms[index + 1 :]
    left = floor.left + 1 if index == 0 else floor.left
    ev.append(RoomRemoved(seat=state.turn.seat, floor=f, pos=p))
    state = replace(state, removed_rooms=(*state.removed_rooms, (f, p)))
    w = state.wandering
    if w is not None and w.place == (f, p):  # a living Wandering Xykon's card goes with it
        state = replace(state, wandering=replace(w, place=None))
    if rooms:
        state = with_floor(state, f, replace(floor, rooms=rooms, left=left))
        target: Place = (f, p + 1) if index == 0 else (f, p - 1)
    else:
        state = with_floor(state, f, Floor())
        above = state.floors[f - 1]
        state = with_floor(state, f - 1, replace(above, down=None))
        target = (f - 1, above.down if above.down is not None else 0)
    bumped = seats_in(state, (f, p))
    if target == ENTRANCE:  # A85: out of the dungeon one by one, in turn order from the remover
        bumped = tuple(sorted(bumped, key=lambda s: (s - state.turn.seat) % state.seats))
    for seat in bumped:
        state = _bump(state, seat, target, ev)
        if state.result is not None:
            return state
    return then(state, "end-turn")


def _bump(state: State, seat: int, target: Place, ev: list[Event]) -> State:
    state = with_player(state, seat, place=target)
    ev.append(Moved(seat=seat, floor=target[0], pos=target[1]))
    if target == ENTRANCE:
        state = with_player(state, seat, fleeing=False, flee_pending=False)
        return leave(state, seat, ev)
    return state

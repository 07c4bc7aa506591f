"""The collapse, exiting and game end (R279-R289, A33-A36, R313, A51)."""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common.scoring import leave
from ..common.table import (
    cards,
    discard_battle,
    discard_loot,
    drop_loot,
    player,
    room_at,
    seats_in,
    then,
    with_floor,
    with_player,
    with_room,
)
from ..events import CollapseBegan, MonsterEscaped, Moved, RoomRemoved
from ..state import ENTRANCE, Floor, Place, State
from .loot import pick_up


def begin_collapse(state: State, killer: int | None, ev: list[Event], reason: str) -> State:
    """R279-R280, A33-A35: Monsters escape from Xykon's room upward; the killer takes 2 Loot;
    players already on the Entrance have left (killer first, then turn order)."""
    state = replace(state, collapse=True, collapse_turns=0)
    ev.append(CollapseBegan(reason=reason))
    origin = player(state, killer).place if killer is not None else None
    for place in escape_order(state, origin):
        state = _escape_room(state, place, ev)
    if killer is not None and origin is not None and state.options.lich_killer_takes_loot:
        if killer == state.turn.seat:  # R115: no more Loot from that room this turn
            taken = (*state.turn.bonus_taken, origin)
            state = replace(state, turn=replace(state.turn, bonus_taken=taken))
        state = pick_up(state, killer, 2, ev)  # A34
    if state.options.entrance_players_leave != "at_collapse":
        return state  # A35 alternative: they leave at the start of their own turn
    start = killer if killer is not None else state.turn.seat
    for k in range(state.seats):
        seat = (start + k) % state.seats
        if player(state, seat).place == ENTRANCE and player(state, seat).left is None:
            state = leave(state, seat, ev)
    return state


def escape_order(state: State, origin: Place | None) -> list[Place]:
    """A33: Xykon's room, the Lair by distance (left first), then each floor up, left to right
    (option ``escape_order="left_to_right"``: the Lair left to right too)."""
    order: list[Place] = []
    for f in range(len(state.floors) - 1, 0, -1):
        floor = state.floors[f]
        places = [(f, floor.left + i) for i in range(len(floor.rooms))]
        if origin is not None and origin[0] == f and state.options.escape_order == "from_xykon":
            places.sort(key=lambda p: (abs(p[1] - origin[1]), p[1]))
        order += places
    return order


def _escape_room(state: State, place: Place, ev: list[Event]) -> State:
    spec = cards(state).monsters
    for card in room_at(state, place).monsters:
        ev.append(MonsterEscaped(monster=card, floor=place[0], pos=place[1]))
        state = drop_loot(state, place, spec[card].loot, ev, reshuffle=False)
        state = discard_battle(state, (card,)) if not spec[card].plus_level else state
    return with_room(state, place, monsters=())


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
    """R286: Loot is discarded; players move to the neighbour, or up if the floor is empty."""
    f, p = action.floor, action.pos
    room = room_at(state, (f, p))
    state = discard_loot(state, room.loot)
    floor = state.floors[f]
    index = p - floor.left
    rooms = floor.rooms[:index] + floor.rooms[index + 1 :]
    left = floor.left + 1 if index == 0 else floor.left
    ev.append(RoomRemoved(seat=state.turn.seat, floor=f, pos=p))
    state = replace(state, removed_rooms=(*state.removed_rooms, (f, p)))
    if rooms:
        state = with_floor(state, f, replace(floor, rooms=rooms, left=left))
        target: Place = (f, p + 1) if index == 0 else (f, p - 1)
    else:
        state = with_floor(state, f, Floor())
        above = state.floors[f - 1]
        state = with_floor(state, f - 1, replace(above, down=None))
        target = (f - 1, above.down if above.down is not None else 0)
    for seat in seats_in(state, (f, p)):
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

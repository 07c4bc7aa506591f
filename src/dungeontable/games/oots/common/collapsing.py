"""The collapse begins (R279-R280, A33-A35): the Monsters escape, the Lich's killer takes his
Loot, players on the Entrance leave. Shared by the topics that end Xykon (a battle, an Area
Effect) or the game's time (the turn's end); the removals are ``rules/collapse.py``."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..events import CollapseBegan, MonsterEscaped
from ..state import ENTRANCE, Place, State
from .pickups import pick_up
from .scoring import leave
from .table import cards, discard_battle, drop_loot, in_dungeon, player, room_at, with_room
from .xykon import XYKON


def begin_collapse(
    state: State, killer: int | None, ev: list[Event], reason: str, following: int | None = None
) -> State:
    """R279-R280, A33-A35, A116: Monsters escape from Xykon's room upward; a killer standing in
    that room takes 2 Loot (not after a ranged kill, R115); players already on the Entrance have
    left (killer first, then turn order). A101: with no killer, from the seat whose turn ended
    (option ``collapse_without_killer="next_turn"``: from ``following``, the next to take a
    turn)."""
    state = replace(state, collapse=True, collapse_turns=0)
    ev.append(CollapseBegan(reason=reason))
    origin = _xykon_room(state, killer)
    for place in escape_order(state, origin):
        state = _escape_room(state, place, ev)
    w = state.wandering
    if w is not None:  # his Minion Stack escaped with the rest (R279)
        if w.place is None:  # never caught: the stack is off the board, its cards go to the
            state = discard_battle(state, w.minions)  # Battle discard like the others'
        state = replace(state, wandering=replace(w, minions=()))
    in_room = killer is not None and player(state, killer).place == origin  # R115: not ranged
    if (
        killer is not None
        and origin is not None
        and in_room
        and state.options.lich_killer_takes_loot
        and not _ends_at_once(state)
    ):
        if killer == state.turn.seat:  # R115: no more Loot from that room this turn
            taken = (*state.turn.bonus_taken, origin)
            state = replace(state, turn=replace(state.turn, bonus_taken=taken))
        state = pick_up(state, killer, 2, ev)  # A34
    if state.options.entrance_players_leave != "at_collapse":
        return state  # A35 alternative: they leave at the start of their own turn
    start = killer if killer is not None else state.turn.seat
    if killer is None and following is not None and _from_next(state):  # A101 alternative
        start = following
    for k in range(state.seats):
        if state.result is not None:
            break  # R289 (L1671): one player left inside, the game ended; he never leaves
        seat = (start + k) % state.seats
        if player(state, seat).place == ENTRANCE and player(state, seat).left is None:
            state = leave(state, seat, ev)
    return state


def _from_next(state: State) -> bool:
    """A101 option ``collapse_without_killer="next_turn"``."""
    return state.options.collapse_without_killer == "next_turn"


def _ends_at_once(state: State) -> bool:
    """R289 (L1671, L1703-L1709): with everyone else already on the Entrance (leaving as the
    collapse starts, A35) the game ends the moment the Lich falls, and the last player inside
    "cannot gather any more Loot": no killer's bonus then."""
    if state.options.entrance_players_leave != "at_collapse":
        return False
    inside = [s for s in in_dungeon(state) if player(state, s).place != ENTRANCE]
    return len(inside) <= 1


def _xykon_room(state: State, killer: int | None) -> Place | None:
    """The room the Lich fell in: the battle's room (a ranged kill or Area Effect reaches it
    from another room, A33); without a battle, the killer's room. A Wandering Xykon's collapse
    starts after the turn he died in, with no battle left: the room his token stood in (A116).
    A timed collapse has no such room (the escape starts at the bottom)."""
    w = state.wandering
    if w is not None and w.killer is not None:
        return w.place
    if killer is None:
        return None
    return state.battle.room if state.battle is not None else player(state, killer).place


def escape_order(state: State, origin: Place | None) -> list[Place]:
    """A33: Xykon's room, the Lair by distance (left first), then each floor up, left to right
    (option ``escape_order="left_to_right"``: the Lair left to right too). A116: a Wandering
    Xykon who died above the bottom of the dungeon: his room, his floor by distance, the floors
    above; then the floors below him, nearest first, left to right (option
    ``wx_escape_below="stay"``: their Monsters stay in play, the sweep only goes upward)."""
    bottom = len(state.floors) - 1
    start = origin[0] if origin is not None else bottom
    order: list[Place] = []
    for f in range(start, 0, -1):
        order += _escape_floor(state, f, origin)
    if state.options.wx_escape_below == "last":
        for f in range(start + 1, bottom + 1):
            order += _escape_floor(state, f, None)
    return order


def _escape_floor(state: State, f: int, origin: Place | None) -> list[Place]:
    floor = state.floors[f]
    places = [(f, floor.left + i) for i in range(len(floor.rooms))]
    if origin is not None and origin[0] == f and state.options.escape_order == "from_xykon":
        places.sort(key=lambda p: (abs(p[1] - origin[1]), p[1]))
    return places


def _escape_room(state: State, place: Place, ev: list[Event]) -> State:
    spec = cards(state).monsters
    stays: tuple[str, ...] = ()
    for card in room_at(state, place).monsters:
        if card == XYKON or spec[card].lich:
            # a living Wandering Xykon stays put and plays no more (A50); a living Lich cannot
            # be discarded by any effect but a lost battle (R260, L1804: a timed collapse)
            stays = (*stays, card)
            continue
        ev.append(MonsterEscaped(monster=card, floor=place[0], pos=place[1]))
        state = drop_loot(state, place, spec[card].loot, ev, reshuffle=False)
        state = discard_battle(state, (card,)) if not spec[card].plus_level else state
    return with_room(state, place, monsters=stays)

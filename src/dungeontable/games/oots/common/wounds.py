"""Wounds, healing, fleeing and the Entrance (R162-R175, R033, R171, A19, A26)."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..common.dungeon import path_to_entrance
from ..common.table import cards, player, put_loot, room_at, with_player
from ..events import FleeBegan, Healed, LootLost, Moved, ShticksFlipped, WoundsLost
from ..state import ENTRANCE, Place, State
from .knockdown import knock_down, knocked_down
from .scoring import leave


def lose_wounds(state: State, seat: int, count: int, ev: list[Event]) -> State:
    """R162-R163: move the tracker down; reaching the bottom starts fleeing (R167, A26)."""
    pl = player(state, seat)
    if pl.fleeing or count <= 0 or knocked_down(state, seat):
        return state  # R316: a knocked-down player has no Wound left to lose
    wounds = min(pl.max_wounds, pl.wounds + count)
    state = with_player(state, seat, wounds=wounds)
    ev.append(WoundsLost(seat=seat, count=wounds - pl.wounds, wounds=wounds))
    if wounds >= pl.max_wounds:
        if state.options.no_turning_back:
            return knock_down(state, seat, ev)  # R316: no fleeing under No Turning Back
        state = begin_fleeing(state, seat, ev)
    return state


def heal(state: State, seat: int, count: int, ev: list[Event]) -> State:
    """R165: up one portrait per Wound, never above the top (fleeing players cannot, R172)."""
    pl = player(state, seat)
    if pl.fleeing or pl.wounds == 0 or count <= 0:
        return state  # a card that heals nothing (Finders Keepers) tells of no healing
    wounds = max(0, pl.wounds - count)
    ev.append(Healed(seat=seat, wounds=wounds))
    return with_player(state, seat, wounds=wounds)


def unflip_all(state: State, seat: int, ev: list[Event]) -> State:
    """R200: unflip every shtick (rest, Entrance)."""
    pl = player(state, seat)
    if not any(pl.flipped):
        return state
    cards = tuple(c for c, f in zip(pl.shticks, pl.flipped, strict=True) if f)
    ev.append(ShticksFlipped(seat=seat, cards=cards, up=True))
    return with_player(state, seat, flipped=tuple(False for _ in pl.shticks))


def begin_fleeing(state: State, seat: int, ev: list[Event]) -> State:
    """R167, A26: unequip at once; a resting or paralysed player drops and moves later (option
    ``flee_when_down="at_once"``: they drop and move at once, like anyone)."""
    pl = player(state, seat)
    state = with_player(
        state, seat, fleeing=True, stash=(*pl.stash, *pl.equipped), equipped=(), resting=False
    )
    ev.append(FleeBegan(seat=seat))
    if (pl.missed > 0 or pl.resting) and state.options.flee_when_down == "next_turn":
        return with_player(state, seat, flee_pending=True)
    return flee_step(state, seat, ev, move=True)


def flee_step(state: State, seat: int, ev: list[Event], move: bool) -> State:
    """R167-R170: drop one random Stash Loot here, then move 3 rooms toward the Entrance."""
    state = drop_random_loot(state, seat, ev)
    state = with_player(state, seat, flee_pending=False)
    if not move:
        return state
    if player(state, seat).place == ENTRANCE:
        return arrive_at_entrance(state, seat, ev)  # R171: already there
    return flee_along(state, seat, 3, ev)


def flee_along(state: State, seat: int, rooms: int, ev: list[Event]) -> State:
    """R168: up to ``rooms`` rooms along the shortest path to the Entrance (R171 on arrival);
    a face-up room whose text ends movement ends the flight's move there too (R034, L1119)."""
    for place in path_to_entrance(state, player(state, seat).place)[:rooms]:
        state = with_player(state, seat, place=place)
        ev.append(Moved(seat=seat, floor=place[0], pos=place[1]))
        if place == ENTRANCE:
            return arrive_at_entrance(state, seat, ev)
        if stops_movement(state, place):
            break
    return state


def stops_movement(state: State, place: Place) -> bool:
    """R034, R273: the room's text ends movement on entering it; a face-down room's text is not
    in play (R322): a flight passes it unrevealed, whatever card lies there."""
    room = room_at(state, place)
    return not room.face_down and cards(state).rooms[room.card].stops


def drop_random_loot(state: State, seat: int, ev: list[Event]) -> State:
    """R167: one Stash card drawn at random (seeded) goes face-down on top of the room pile."""
    pl = player(state, seat)
    if not pl.stash:
        return state
    index, rng = state.rng.below(len(pl.stash))
    card = pl.stash[index]
    state = replace(state, rng=rng)
    state = with_player(state, seat, stash=pl.stash[:index] + pl.stash[index + 1 :])
    ev.append(LootLost(seat=seat, card=card, to=(seat,)))
    others = tuple(s for s in range(state.seats) if s != seat)
    if others:
        ev.append(LootLost(seat=seat, card="", to=others))
    return put_loot(state, pl.place, card)  # A24


def arrive_at_entrance(state: State, seat: int, ev: list[Event]) -> State:
    """R171, A19: fleeing ends; heal all Wounds and unflip every shtick. In the collapse the
    player has left the dungeon (R288)."""
    state = with_player(state, seat, fleeing=False, flee_pending=False)
    state = heal(state, seat, player(state, seat).max_wounds, ev)
    state = unflip_all(state, seat, ev)
    if state.collapse:
        state = leave(state, seat, ev)
    return state


def arrive_entrance_heal(state: State, seat: int, ev: list[Event]) -> State:
    """A19, R200: ending movement on the Entrance heals all Wounds and unflips shticks."""
    if player(state, seat).place != ENTRANCE:
        return state
    state = heal(state, seat, player(state, seat).max_wounds, ev)
    return unflip_all(state, seat, ev)

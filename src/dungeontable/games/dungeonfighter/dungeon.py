"""Where the party stands (R021-R033): the floor's layout, the current room and the requirement
a dangerous room puts on every throw of its encounter."""

from __future__ import annotations

from .content import Catalog, Layout, Room, catalog
from .state import State


def layout(state: State, floor: int | None = None) -> Layout:
    index = state.floor if floor is None else floor
    return catalog(state.options.cards).layouts[state.floors[index]]


def current_room(state: State) -> Room:
    return catalog(state.options.cards).rooms[(state.floors[state.floor], state.room)]


def room_requirements(state: State, cat: Catalog | None = None) -> tuple[str, ...]:
    """R033: a dangerous room's requirement applies to every throw of its encounter (``cat``:
    the game's catalog, when the caller has it)."""
    fight = state.fight
    if fight is None or fight.boss:
        return ()
    if cat is None:
        cat = catalog(state.options.cards)
    room = cat.rooms[(state.floors[state.floor], state.room)]
    return (room.requirement,) if room.kind == "dangerous" and room.requirement else ()

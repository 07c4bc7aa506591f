"""Movement (R021-R026): one room forward per round along the corridors' arrows; the last room
of a sheet leads to the first room of the next; after floor 3 comes the final boss."""

from __future__ import annotations

from msgspec.structs import replace

from ..dungeon import current_room, layout
from ..events import Moved
from ..party import Step
from ..state import State


def next_rooms(state: State) -> tuple[str, ...]:
    """R022: the rooms the corridors from here lead to (``boss`` after floor 3's exit, the
    next floor's first room after a sheet's exit, R024-R025)."""
    room = current_room(state)
    if room.to:
        return room.to
    if state.floor == 2:
        return ("boss",)
    return (f"{state.floor + 1}:{layout(state, state.floor + 1).rooms[0].id}",)


def move(state: State, target: str) -> Step:
    """Move the marker (the flow then starts the encounter there, R034: every room holds a
    monster; after floor 3, the final boss)."""
    state = replace(state, rounds=state.rounds + 1)
    if target == "boss":
        return state, [Moved(floor=3, room="boss")]
    floor, room = state.floor, target
    if ":" in target:
        floor, room = int(target.split(":")[0]), target.split(":")[1]
    state = replace(state, floor=floor, room=room, entered=(*state.entered, f"{floor}:{room}"))
    return state, [Moved(floor=floor, room=room)]

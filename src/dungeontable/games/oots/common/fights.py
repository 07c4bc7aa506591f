"""Battle bookkeeping every kind of battle shares (Monster, Area Effect, PvP): a defeated
Monster leaves its room, paralysis, the used flip shtick, and on to the end of the turn.

A lower module like ``table.py``: it imports no rulebook topic.
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..events import Paralyzed
from ..state import Place, State
from .table import cards, flip_down, player, room_at, with_player, with_room


def clear_room_monster(state: State, place: Place, monster: str) -> State:
    room = room_at(state, place)
    index = room.monsters.index(monster)
    return with_room(state, place, monsters=room.monsters[:index] + room.monsters[index + 1 :])


def paralyze(state: State, seat: int, ev: list[Event]) -> State:
    """R247: the turn ends at once (no end-of-turn actions) and the next turn is missed."""
    pl = player(state, seat)
    ev.append(Paralyzed(seat=seat))
    state = with_player(state, seat, missed=pl.missed + 1)
    return replace(state, turn=replace(state.turn, stage="restricted", chain_over=True))


def to_end(state: State) -> State:
    """On to the end-of-turn actions (R012 (4))."""
    stage = state.turn.stage if state.turn.stage == "restricted" else "end"
    return replace(state, phase="end", battle=None, turn=replace(state.turn, stage=stage))


def flip_used(state: State, ev: list[Event]) -> State:
    """R116: a flip-icon Battle Shtick flips when the battle ends, whatever the result."""
    battle = state.battle
    assert battle is not None
    if battle.shtick is None:
        return state
    seat = state.turn.seat
    pl = player(state, seat)
    if not cards(state).shticks[pl.shticks[battle.shtick]].flip:
        return state
    return flip_down(state, seat, battle.shtick, ev)


def is_area(state: State, index: int) -> bool:
    return cards(state).shticks[player(state, state.turn.seat).shticks[index]].area > 0

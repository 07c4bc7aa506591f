"""The A59 monster-placed window: Screw This! cards after a Monster is placed (R069-R073).

After each Monster a player places into a new battle, every seat holding a monster-placed card
(Goblin Reinforcements, Tactical Retreat) at that moment is asked once, clockwise from the active
player (the queue is kept in the state, so the decision seat never depends on hidden hands). A
played card resolves at once (no responses to it: our simplification). Then stocking goes on.
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, Event, clockwise

from .. import actions as A
from ..events import ScrewPlayed
from ..state import State
from .table import cards, discard_battle, player, room_at, with_player, with_room, without


def _cards_of(state: State, seat: int) -> list[str]:
    spec = cards(state).screws
    pl = player(state, seat)
    if pl.left is not None:
        return []
    return [c for c in dict.fromkeys(pl.hand) if c in spec and spec[c].window == "monster-placed"]


def open_placed(state: State, ev: list[Event]) -> State:
    from .stocking import continue_stocking

    stock = state.stocking
    assert stock is not None
    order = clockwise(state.turn.seat, state.seats)
    queue = tuple(s for s in order if _cards_of(state, s))
    if queue:
        return replace(state, phase="placed", stocking=replace(stock, queue=queue))
    return continue_stocking(state, ev)


def placed_seat(state: State) -> int:
    assert state.stocking is not None
    return state.stocking.queue[0]


def placed_actions(state: State) -> list[Action]:
    seat = placed_seat(state)
    return [*(A.PlayScrew(card=c) for c in _cards_of(state, seat)), A.PassPriority()]


def play(state: State, action: A.PlayScrew, ev: list[Event]) -> State:
    """Goblin Reinforcements: Battle Size +x; Tactical Retreat: the top Monster to the bottom."""
    seat = placed_seat(state)
    stock = state.stocking
    assert stock is not None
    state = with_player(state, seat, hand=without(player(state, seat).hand, action.card))
    ev.append(ScrewPlayed(seat=seat, card=action.card))
    s = cards(state).screws[action.card]
    stock = replace(stock, size=stock.size + s.battle_size)
    monsters = room_at(state, stock.room).monsters
    if s.move_monster and len(monsters) > 1:
        state = with_room(state, stock.room, monsters=(*monsters[1:], monsters[0]))
    state = discard_battle(replace(state, stocking=stock), (action.card,))
    return pass_(state, ev)


def pass_(state: State, ev: list[Event]) -> State:
    from .stocking import continue_stocking

    stock = state.stocking
    assert stock is not None
    state = replace(state, stocking=replace(stock, queue=stock.queue[1:]))
    if stock.queue[1:]:
        return state
    return continue_stocking(state, ev)

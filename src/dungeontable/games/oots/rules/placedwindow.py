"""The A59 monster-placed window: Screw This! cards after a Monster is placed (R069-R073,
R227-R230), on the core response stack.

After each Monster a player places into a new battle, the seats holding a monster-placed card
(Goblin Reinforcements, Tactical Retreat) at that moment form the window's order, clockwise from
the active player (kept in ``Stocking.queue``, so who may be asked never depends on hidden hands
later; under ``uniform_windows`` every seat still in the dungeon, holding one or not). A played
card goes on the stack and the window opens again from the first of them, so the others may
answer it (R228); a seat with no card left is skipped (asked all the same, with the pass as its
only answer, under ``uniform_windows``). When everyone has passed in
a row the top card resolves (newest first), the window reopens while cards remain, and then
stocking goes on.
"""

from __future__ import annotations

from collections.abc import Callable

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event, clockwise

from ..common.queries import anyone_holds, in_dungeon, window_cards
from ..common.table import (
    cards,
    discard_battle,
    player,
    room_at,
    then,
    with_player,
    with_room,
    without,
)
from ..events import BattleSizeRaised, MonsterSentUnder, ScrewPlayed
from ..state import State


def _cards_of(state: State, seat: int) -> list[str]:
    spec = cards(state).screws
    pl = player(state, seat)
    if pl.left is not None:
        return []
    return [c for c in dict.fromkeys(pl.hand) if c in spec and spec[c].window == "monster-placed"]


def _asks(state: State) -> Callable[[int], bool]:
    """Who the window asks: every queued seat under ``uniform_windows``, else card holders."""
    if state.options.uniform_windows:
        return lambda s: in_dungeon(state, s)
    return lambda s: bool(_cards_of(state, s))


def _reopen(state: State) -> State:
    assert state.stocking is not None
    order = state.stocking.queue
    return replace(state, stack=state.stack.open_window(order, _asks(state)))


def open_placed(state: State, ev: list[Event]) -> State:
    stock = state.stocking
    assert stock is not None
    if state.options.uniform_windows:
        if not window_cards(state, "monster-placed"):
            return then(state, "stocking")  # no card of the set answers a placement
        seats = clockwise(state.turn.seat, state.seats)
        order = tuple(s for s in seats if in_dungeon(state, s))
    elif not anyone_holds(state, "monster-placed"):
        return then(state, "stocking")  # nobody to ask (the same as an empty order)
    else:
        order = tuple(s for s in clockwise(state.turn.seat, state.seats) if _cards_of(state, s))
    if not order:
        return then(state, "stocking")
    state = replace(state, phase="placed", stocking=replace(stock, queue=order))
    return _reopen(state)


def placed_seat(state: State) -> int:
    seat = state.stack.priority
    assert seat is not None
    return seat


def placed_actions(state: State) -> list[Action]:
    seat = placed_seat(state)
    return [*(A.PlayScrew(card=c) for c in _cards_of(state, seat)), A.PassPriority()]


def play(state: State, action: A.PlayScrew, ev: list[Event]) -> State:
    """R227-R228: the card goes on the stack; the window opens again for answers."""
    seat = placed_seat(state)
    state = with_player(state, seat, hand=without(player(state, seat).hand, action.card))
    ev.append(ScrewPlayed(seat=seat, card=action.card))
    stack = state.stack.push(action.card, source=seat, counts_as="screw-this")
    return _settle(_reopen(replace(state, stack=stack)), ev)


def pass_(state: State, ev: list[Event]) -> State:
    stack = state.stack.pass_priority(_asks(state))
    return _settle(replace(state, stack=stack), ev)


def _settle(state: State, ev: list[Event]) -> State:
    """Everyone passed: resolve the top card (LIFO), reopen while cards remain, else go on."""
    window = state.stack.window
    while window is not None and window.closed:
        if not state.stack.is_empty:
            item, stack = state.stack.pop()
            assert item.source is not None  # a Screw This! card, played by a seat
            state = _resolve(replace(state, stack=stack), item.payload, item.source, ev)
        if state.stack.is_empty:  # the last card resolved, or nobody played one
            state = replace(state, stack=replace(state.stack, window=None))
            stock = state.stocking
            assert stock is not None
            return then(replace(state, stocking=replace(stock, queue=())), "stocking")
        state = _reopen(state)
        window = state.stack.window
    return state


def _resolve(state: State, card: str, seat: int, ev: list[Event]) -> State:
    """Goblin Reinforcements: Battle Size +x; Tactical Retreat: the top Monster to the bottom,
    above any Henchmen (R238, A61); Xykon himself is never moved (R260, L1804)."""
    stock = state.stocking
    assert stock is not None
    s = cards(state).screws[card]
    if s.battle_size:
        stock = replace(stock, size=stock.size + s.battle_size)
        ev.append(BattleSizeRaised(seat=seat, card=card, size=stock.size))
    monsters = room_at(state, stock.room).monsters
    spec = cards(state).monsters
    if s.move_monster and len(monsters) > 1 and not spec[monsters[0]].has("xykon_special"):
        top, rest = monsters[0], monsters[1:]
        under = tuple(c for c in rest if spec[c].has("henchman"))
        others = tuple(c for c in rest if c not in under)
        state = with_room(state, stock.room, monsters=(*others, top, *under))
        ev.append(MonsterSentUnder(seat=seat, card=card, monster=top))
    return discard_battle(replace(state, stocking=stock), (card,))

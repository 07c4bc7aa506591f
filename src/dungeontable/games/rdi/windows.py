"""Priority windows (R-6.3, R-6.4): opening one after a push or a resolution, passing priority,
pushing a pseudo-card. A helper of the rules (it imports none).

A window asks the living seats clockwise from the active player (option ``priority_from``: from
the player after the top card's player); seats with nothing legal are skipped without being asked
(``plays.can_respond``), unless ``uniform_windows`` asks every living seat.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from msgspec.structs import replace

from .plays import Asked, can_respond
from .state import Play, State


def open_window(state: State, kind: str = "") -> State:
    """A fresh priority window: living seats clockwise from the active player (R-6.4; option
    ``priority_from="next_player"``: from the player after the top card's player)."""
    order = state.clockwise_from(_first_asked(state))
    stack = state.stack.open_window(order, _asked(state))
    return _chance_passed(replace(state, stack=stack, window_kind=kind), 0, 0)


def _asked(state: State) -> Callable[[int], bool]:
    """Who a window asks: the seats that can respond (R-6.4: the others are skipped unasked);
    option ``uniform_windows``: every living seat in the order, so being asked reveals nothing
    about a hand (a seat with nothing to play is offered only the pass)."""
    if state.options.uniform_windows:
        return partial(_living, state)
    return partial(can_respond, state, asked=Asked())


def _living(state: State, seat: int) -> bool:
    return not state.seats[seat].out


def _first_asked(state: State) -> int:
    if state.options.priority_from == "active" or state.stack.is_empty:
        return state.active
    seat = state.stack.items[-1].payload.seat
    return state.active if seat < 0 else (seat + 1) % len(state.seats)


def pass_priority(state: State) -> State:
    window = state.stack.window
    assert window is not None
    stack = state.stack.pass_priority(_asked(state))
    return _chance_passed(replace(state, stack=stack), window.cursor, window.passes)


def _chance_passed(state: State, cursor: int, passes: int) -> State:
    """R-6.9: a hit-back right lasts until its victim's own chance to respond has passed. The
    seats the window moved past since (``cursor``, ``passes``) -- the one that passed and those
    skipped with nothing to play -- lose theirs; the other victims keep them, whoever plays."""
    window = state.stack.window
    if not state.losses or window is None:
        return state
    order = window.order
    gone = {order[(cursor + k) % len(order)] for k in range(window.passes - passes)}
    if not gone:
        return state
    kept = tuple(loss for loss in state.losses if loss.victim not in gone)
    return replace(state, losses=kept) if len(kept) != len(state.losses) else state


def push_pseudo(state: State, play: Play, counts_as: str, source: int | None = None) -> State:
    """Push a pseudo-card (a Drink, an Event, an ante demand) and open a window."""
    stack = state.stack.push(play, source=source, counts_as=counts_as)
    return open_window(replace(state, stack=stack))

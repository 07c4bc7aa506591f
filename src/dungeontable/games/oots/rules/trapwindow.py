"""The A59 trap-revealed window (R219-R225): Screw This! cards before the Evade rolls.

Only the 1-Loot pickup action opens it (rest and victory pickups spring Traps at once). Each
affected, non-fleeing player holding a trap-revealed card (Watch Your Step) when the Trap is
revealed is asked once, in the Trap's victim order (revealer first; the queue is kept in the
state; under ``uniform_windows`` every affected, non-fleeing player is, holding one or not); a
played card adds its bonus to that player's own Evade roll
(our reading of "+4 to one Evade roll"). Then the Evade rolls, and back to the turn's actions.
"""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common.openings import trap_cards
from ..common.table import (
    cards,
    discard_battle,
    player,
    then,
    with_player,
    without,
)
from ..events import ScrewPlayed
from ..state import State


def trap_seat(state: State) -> int:
    return state.turn.trap_queue[0]


def trap_actions(state: State) -> list[Action]:
    seat = trap_seat(state)
    return [*(A.PlayScrew(card=c) for c in trap_cards(state, seat)), A.PassPriority()]


def play(state: State, action: A.PlayScrew, ev: list[Event]) -> State:
    seat = trap_seat(state)
    state = with_player(state, seat, hand=without(player(state, seat).hand, action.card))
    ev.append(ScrewPlayed(seat=seat, card=action.card))
    state = discard_battle(state, (action.card,))
    bonus = (*state.turn.evade_bonus, (seat, cards(state).screws[action.card].evade))
    return _next(replace(state, turn=replace(state.turn, evade_bonus=bonus)), ev)


def pass_(state: State, ev: list[Event]) -> State:
    return _next(state, ev)


def _next(state: State, ev: list[Event]) -> State:
    queue = state.turn.trap_queue[1:]
    state = replace(state, turn=replace(state.turn, trap_queue=queue))
    if queue:
        return state
    return then(state, "evade")  # everyone was asked: the Evade rolls (loot.after_trap_window)

"""The A59 trap-revealed window (R219-R225): Screw This! cards before the Evade rolls.

A Trap picked up from a room's pile opens it: the 1-Loot pickup action, a rest's pickup and the
last-Monster bonus (``openings.pick_up_then``); a Trap a card draws from the Loot deck, the
Lich's killer's pickup and the bonus on Wandering Xykon's turn go off at once. The affected,
non-fleeing players holding a trap-revealed card (Watch Your Step) are asked in the Trap's
victim order (revealer first; the queue is kept in the state; under ``uniform_windows`` every
affected, non-fleeing player is, holding one or not). As in every A59 window, it closes only
when everyone passes in a row: after a card is played, the holders are asked again from the
next one round to the player who played it. A played card adds its bonus to that player's own
Evade roll (our reading of "+4 to one Evade roll"). Then the Evade rolls, the rest of the
pickup, and back to the turn's actions.
"""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common.openings import trap_cards, trap_holders
from ..common.queries import trap_victims
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
    state = replace(state, turn=replace(state.turn, evade_bonus=bonus))
    victims = trap_victims(state, state.turn.seat, state.turn.trap)
    holders = set(trap_holders(state, state.turn.seat, state.turn.trap))
    at = victims.index(seat) + 1  # A59: all asked again, from the next one round to the player
    queue = tuple(v for v in (*victims[at:], *victims[:at]) if v in holders)
    state = replace(state, turn=replace(state.turn, trap_queue=queue))
    return state if queue else then(state, "evade")


def pass_(state: State, ev: list[Event]) -> State:
    queue = state.turn.trap_queue[1:]
    state = replace(state, turn=replace(state.turn, trap_queue=queue))
    if queue:
        return state
    return then(state, "evade")  # all passed in a row: the Evade rolls (loot.after_trap_window)

"""The A59 movement window for other players' cards: Stumble when a player starts moving.

After the first step of a movement that goes on, every other seat holding a card that trips the
mover is asked once, clockwise from the active player (the queue is fixed in the state); under
``uniform_windows`` every other seat still in the dungeon is, holding one or not (the pass is
then its only answer). A played card ends the movement where the mover stands and makes them
miss their next turn.
"""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common.openings import trip_cards
from ..common.table import discard_battle, player, then, with_player, without
from ..events import ScrewPlayed
from ..state import State


def stumble_seat(state: State) -> int:
    return state.turn.trip_queue[0]


def stumble_actions(state: State) -> list[Action]:
    seat = stumble_seat(state)
    return [*(A.PlayScrew(card=c) for c in trip_cards(state, seat)), A.PassPriority()]


def play(state: State, action: A.PlayScrew, ev: list[Event]) -> State:
    """Stumble: the movement ends here and the mover misses their next turn."""
    seat = stumble_seat(state)
    state = with_player(state, seat, hand=without(player(state, seat).hand, action.card))
    ev.append(ScrewPlayed(seat=seat, card=action.card))
    state = discard_battle(state, (action.card,))
    mover = state.turn.seat
    state = with_player(state, mover, missed=player(state, mover).missed + 1)
    state = replace(state, phase="move", turn=replace(state.turn, trip_queue=()))
    return then(state, "after-move")


def pass_(state: State, ev: list[Event]) -> State:
    queue = state.turn.trip_queue[1:]
    state = replace(state, turn=replace(state.turn, trip_queue=queue))
    return state if queue else replace(state, phase="move")

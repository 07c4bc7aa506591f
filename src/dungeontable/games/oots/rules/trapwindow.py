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

from ..common.powers import try_disarm
from ..common.queries import trap_victims, uniform
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
from ..events import ScrewPlayed, TrapSprung
from ..state import State


def _cards_of(state: State, seat: int) -> list[str]:
    spec = cards(state).screws
    hand = player(state, seat).hand
    return [c for c in dict.fromkeys(hand) if c in spec and spec[c].window == "trap-revealed"]


def _holders(state: State, seat: int, card: str) -> tuple[int, ...]:

    if uniform(state, "trap-revealed"):
        return tuple(v for v in trap_victims(state, seat, card) if not player(state, v).fleeing)
    return tuple(
        v
        for v in trap_victims(state, seat, card)
        if not player(state, v).fleeing and _cards_of(state, v)
    )


def reveal(state: State, seat: int, ev: list[Event]) -> State | None:
    """A Trap on top of the pile is revealed; ``None`` when nobody can answer (no window)."""
    pl = player(state, seat)
    room = room_at(state, pl.place)
    if pl.fleeing or not room.loot or not cards(state).loot[room.loot[0]].trap:
        return None
    card = room.loot[0]
    queue = _holders(state, seat, card)
    if not queue:
        return None

    state = with_room(state, pl.place, loot=room.loot[1:])
    ev.append(TrapSprung(seat=seat, card=card))
    state, disarmed = try_disarm(state, seat, card, ev)  # R220: before it goes off
    if disarmed:
        return state
    turn = replace(state.turn, trap=card, resume=state.phase, trap_queue=queue, evade_bonus=())
    return replace(state, phase="trap", turn=turn)


def trap_seat(state: State) -> int:
    return state.turn.trap_queue[0]


def trap_actions(state: State) -> list[Action]:
    seat = trap_seat(state)
    return [*(A.PlayScrew(card=c) for c in _cards_of(state, seat)), A.PassPriority()]


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

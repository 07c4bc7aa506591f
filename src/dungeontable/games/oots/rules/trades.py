"""Table-talk Loot trades (R218, A29 ``table_talk_trades``).

By the proposed ruling there is no free trading: Loot changes hands only through assistance
payments, PvP wins, card effects and agreements tied to a card. With ``table_talk_trades`` on,
the player whose turn it is may, as a start- or end-of-turn action, hand any one Stash Loot to
another player standing in the same room (still in the dungeon and not fleeing: fleeing players
cannot pick up Loot, R172).
"""

from __future__ import annotations

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common.table import player, with_player
from ..events import LootGiven
from ..state import State


def receivers(state: State, seat: int) -> list[int]:
    """A29: players ``seat`` may hand Loot to now (same room, in the dungeon, not fleeing)."""
    here = player(state, seat).place
    return [
        other
        for other, pl in enumerate(state.players)
        if other != seat and pl.left is None and not pl.fleeing and pl.place == here
    ]


def give_actions(state: State, seat: int) -> list[Action]:
    """A29: one ``GiveLoot`` per distinct Stash card and receiver; none unless switched on."""
    if not state.options.table_talk_trades:
        return []
    stash = tuple(dict.fromkeys(player(state, seat).stash))
    return [A.GiveLoot(card=c, seat=s) for s in receivers(state, seat) for c in stash]


def give_loot(state: State, action: A.GiveLoot, ev: list[Event]) -> State:
    """A29: the card leaves the giver's Stash and joins the receiver's."""
    seat = state.turn.seat
    stash = list(player(state, seat).stash)
    stash.remove(action.card)
    state = with_player(state, seat, stash=tuple(stash))
    got = player(state, action.seat).stash
    state = with_player(state, action.seat, stash=(*got, action.card))
    both = (seat, action.seat)
    ev.append(LootGiven(seat=seat, receiver=action.seat, card=action.card, to=both))
    others = tuple(x for x in range(state.seats) if x not in both)
    if others:
        ev.append(LootGiven(seat=seat, receiver=action.seat, card="", to=others))
    return state

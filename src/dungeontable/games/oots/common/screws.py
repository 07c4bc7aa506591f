"""What a resolved Screw This! card gives a player (own-turn and after-results cards), shared by
``rules/windows`` and ``rules/latewindows``; imports no topic."""

from __future__ import annotations

from dungeontable.core import Event

from ..state import State
from .table import cards, draw_loot, gain_top, player, with_player
from .wounds import heal


def card_gains(state: State, seat: int, card: str, ev: list[Event]) -> State:
    """What a resolved Screw This! card gives ``seat``: its heal, shticks from the deck top and
    Loot to the Stash (own-turn and after-results cards)."""
    s = cards(state).screws[card]
    state = heal(state, seat, s.heal, ev)
    for _ in range(s.draw_shtick):
        state = gain_top(state, seat, ev)
    for _ in range(s.draw_loot):
        drawn, state = draw_loot(state, ev)
        if drawn is not None:
            state = with_player(state, seat, stash=(*player(state, seat).stash, drawn))
    return state

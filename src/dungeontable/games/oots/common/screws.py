"""What a resolved Screw This! card gives a player (own-turn and after-results cards), shared by
``rules/windows`` and ``rules/latewindows``; imports no topic."""

from __future__ import annotations

from dungeontable.core import Event

from ..state import State
from .pickups import spring_trap, to_stash
from .table import cards, draw_loot, gain_top, player
from .wounds import heal


def card_gains(state: State, seat: int, card: str, ev: list[Event]) -> State:
    """What a resolved Screw This! card gives ``seat``: its heal, shticks from the deck top and
    Loot to the Stash (own-turn and after-results cards)."""
    s = cards(state).screws[card]
    state = heal(state, seat, s.heal, ev)
    for _ in range(s.draw_shtick):
        state = gain_top(state, seat, ev)
    return draw_to_stash(state, seat, s.draw_loot, ev)


def draw_to_stash(state: State, seat: int, count: int, ev: list[Event]) -> State:
    """``count`` Loot from the Loot deck into the Stash (Finders Keepers). A71: a Trap drawn so
    is shown to everyone and goes off as one taken from a room (R211, R219-R225), never hidden
    in the Stash; it uses up its draw (A25, option ``trap_uses_pickup``; off: draw another),
    and a player it made flee draws no more."""
    limit = len(state.loot_deck) + len(state.loot_discard)  # a Trap may come back (R310)
    drawn = 0
    while drawn < count and limit > 0:
        limit -= 1
        card, state = draw_loot(state, ev)
        if card is None:
            break
        if cards(state).loot[card].trap:
            state = spring_trap(state, seat, card, ev)
            drawn += 1 if state.options.trap_uses_pickup else 0
            if player(state, seat).fleeing:
                break
            continue
        drawn += 1
        state = to_stash(state, seat, card, ev)  # told as a Loot taken (the card to them only)
    return state

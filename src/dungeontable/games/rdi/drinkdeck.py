"""The Drink Deck's draw and the Drink Me! pile's order (R-7.9, 002 L1713, L1737), given the
match's catalog: below ``content``, so a mechanic may draw a Drink without importing the table
(which imports the content that lists the mechanics). ``table.draw_drink``/``table.onto_pile``
pass the state's catalog; a mechanic passes its own (``self.catalog(state)``)."""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from dungeontable.core import Event

from .events import DrinkDeckReshuffled, GoldPaid
from .mechanics.reserve import is_reserve, reclaim
from .sides import sides
from .state import State, owe, update_seat


def onto_pile(state: State, seat: int, drink: str, cat: Any) -> State:
    """A regular Drink onto ``seat``'s Drink Me! pile: below any Special Reserve Drinks there,
    which always stay on top (002 L1713)."""
    pile = state.seats[seat].drink_me
    k = len(pile)
    while k and is_reserve(cat[pile[k - 1]]) and not is_reserve(cat[drink]):
        k -= 1
    return update_seat(state, seat, drink_me=(*pile[:k], drink, *pile[k:]))


def draw_drink(state: State, cat: Any) -> tuple[State, str | None, tuple[Event, ...]]:
    """The top Drink Deck card. An empty deck: every living player pays the fee to the Inn,
    then the discard is shuffled into a new deck (R-7.9). The Special Reserve cards in the
    discard go to The Wench's discard pile first (002 L1737): with no regular Drink left to
    shuffle, no new deck is made and nobody pays (the fee is the regular deck's reshuffle's,
    L1733). ``None`` if no card exists at all."""
    events: list[Event] = []
    if not state.drink_deck:
        discard = state.drink_discard
        reserve = tuple(c for c in discard if is_reserve(cat[c]))
        if reserve:  # The Wench's Special Reserve never joins the Drink Deck (002 L1737)
            state = reclaim(state, reserve)
            discard = tuple(c for c in discard if not is_reserve(cat[c]))
            state = replace(state, drink_discard=discard)
        if not discard:
            return state, None, ()
        fee = state.options.reshuffle_fee
        folds, paid_for = sides(state), set()  # shared_hits: a side pays once
        for seat in state.living():
            if folds is not None:
                if folds[seat] in paid_for:
                    continue
                paid_for.add(folds[seat])
            if state.seats[seat].valuables:  # the payer chooses what to hand over
                state = owe(state, seat, -1, fee)
                continue
            paid = min(fee, state.seats[seat].gold)
            if paid:
                state = update_seat(state, seat, gold=state.seats[seat].gold - paid)
                state = replace(state, inn=state.inn + paid)
                events.append(GoldPaid(payer=seat, payee=-1, amount=paid))
        deck, rng = state.rng.shuffle(discard)
        state = replace(state, drink_deck=deck, drink_discard=(), rng=rng)
        events.append(DrinkDeckReshuffled(size=len(deck)))
    card = state.drink_deck[-1]
    return replace(state, drink_deck=state.drink_deck[:-1]), card, tuple(events)

"""Moving cards between zones: hands, Character Decks, Drink Deck (R-1, R-4.2.2, R-7.9)."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..cardset import cardset_of
from ..catalog import Catalog
from ..events import CardsDrawn, DrinkDeckReshuffled, GoldPaid
from ..state import State, update_seat


def catalog(state: State) -> Catalog:
    """The catalog of the state's match (its ``cardset``). Hot callers inline the house fast
    path: ``HOUSE[0] if HOUSE and not state.options.cards else catalog(state)``."""
    cards = state.options.cards
    if not cards and _HOUSE:
        return _HOUSE[0]
    found = cardset_of(state.options).catalog
    if not cards:
        _HOUSE.append(found)
    return found


_HOUSE: list[Catalog] = []
"""The house catalog once built (it never changes in a process): the fast path."""
HOUSE = _HOUSE


def draw_cards(state: State, seat: int, count: int) -> tuple[State, tuple[Event, ...]]:
    """Draw ``count`` cards; an empty deck reshuffles its discard pile (R-4.2.2)."""
    s = state.seats[seat]
    hand, deck, discard, rng = list(s.hand), s.deck, s.discard, state.rng
    drawn: list[str] = []
    for _ in range(count):
        if not deck:
            if not discard:
                break
            deck, rng = rng.shuffle(discard)
            discard = ()
        drawn.append(deck[-1])
        deck = deck[:-1]
    hand.extend(drawn)
    state = update_seat(replace(state, rng=rng), seat, hand=tuple(hand), deck=deck, discard=discard)
    others = tuple(i for i in range(len(state.seats)) if i != seat)
    events: tuple[Event, ...] = (
        CardsDrawn(seat=seat, count=len(drawn), cards=tuple(drawn), to=(seat,)),
        CardsDrawn(seat=seat, count=len(drawn), to=others or None),
    )
    return state, events if others else events[:1]


def remove_from_hand(state: State, seat: int, card: str) -> State:
    hand = list(state.seats[seat].hand)
    hand.remove(card)
    return update_seat(state, seat, hand=tuple(hand))


def discard_cards(state: State, seat: int, cards: tuple[str, ...]) -> State:
    """Cards go to their owner's discard pile (R-1.3); drink cards to the Drink discard."""
    if not cards:
        return state
    cat = catalog(state)
    drinks = tuple(c for c in cards if cat[c].type in ("drink", "drink_event"))
    own = tuple(c for c in cards if c not in drinks)
    if drinks:
        state = replace(state, drink_discard=state.drink_discard + drinks)
    if own and 0 <= seat < len(state.seats):
        state = update_seat(state, seat, discard=state.seats[seat].discard + own)
    return state


def draw_drink(state: State) -> tuple[State, str | None, tuple[Event, ...]]:
    """The top Drink Deck card. An empty deck: every living player pays the fee to the Inn,
    then the discard is shuffled into a new deck (R-7.9). ``None`` if no card exists at all."""
    events: list[Event] = []
    if not state.drink_deck:
        if not state.drink_discard:
            return state, None, ()
        fee = state.options.reshuffle_fee
        for seat in state.living():
            if state.seats[seat].valuables:  # the payer chooses what to hand over
                state = _owe(state, seat, -1, fee)
                continue
            paid = min(fee, state.seats[seat].gold)
            if paid:
                state = update_seat(state, seat, gold=state.seats[seat].gold - paid)
                state = replace(state, inn=state.inn + paid)
                events.append(GoldPaid(payer=seat, payee=-1, amount=paid))
        deck, rng = state.rng.shuffle(state.drink_discard)
        state = replace(state, drink_deck=deck, drink_discard=(), rng=rng)
        events.append(DrinkDeckReshuffled(size=len(deck)))
    card = state.drink_deck[-1]
    return replace(state, drink_deck=state.drink_deck[:-1]), card, tuple(events)


def _owe(state: State, payer: int, payee: int, amount: int) -> State:
    from .payments import owe

    return owe(state, payer, payee, amount)

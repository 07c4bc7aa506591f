"""Moving cards and Gold between zones: hands, Character Decks, the Drink Deck, Gold-equivalents
(R-1, R-4.2.2, R-7.9, R-9.2, R-10.4): helpers every rules module may use (it imports no rules)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Event

from .content import HOUSE, all_mechanics, catalog, mechanics_of, overriding
from .drinkdeck import draw_drink as _draw_drink
from .drinkdeck import onto_pile as _onto_pile
from .events import CardsDrawn, ValuablePaid
from .hooks import overrides
from .state import Result, State, update_seat


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
    events = events if others else events[:1]
    for mechanic in mechanics_of(state, seat) if drawn else ():  # e.g. Phyll's Mix-in Shelf
        state, more = mechanic.on_drawn(state, seat, tuple(drawn))
        events += more
    return state, events


def remove_from_hand(state: State, seat: int, card: str) -> State:
    hand = list(state.seats[seat].hand)
    hand.remove(card)
    return update_seat(state, seat, hand=tuple(hand))


def discard_cards(state: State, seat: int, cards: tuple[str, ...]) -> State:
    """Cards go to their owner's discard pile (R-1.3); drink cards to the Drink discard."""
    if not cards:
        return state
    cat = HOUSE.catalog if not state.options.cards else catalog(state)
    drinks = tuple(c for c in cards if cat[c].type in ("drink", "drink_event"))
    own = tuple(c for c in cards if c not in drinks)
    if drinks:
        state = replace(state, drink_discard=state.drink_discard + drinks)
    if own and 0 <= seat < len(state.seats):
        state = update_seat(state, seat, discard=state.seats[seat].discard + own)
    return state


def onto_pile(state: State, seat: int, drink: str) -> State:
    """A regular Drink onto ``seat``'s Drink Me! pile: below any Special Reserve Drinks there,
    which always stay on top (002 L1713; ``drinkdeck.onto_pile``)."""
    cat = HOUSE.catalog if not state.options.cards else catalog(state)
    return _onto_pile(state, seat, drink, cat)


def draw_drink(state: State) -> tuple[State, str | None, tuple[Event, ...]]:
    """The top Drink Deck card. An empty deck: every living player pays the fee to the Inn,
    then the discard is shuffled into a new deck (R-7.9). ``None`` if no card exists at all
    (``drinkdeck.draw_drink``)."""
    cat = HOUSE.catalog if not state.options.cards else catalog(state)
    return _draw_drink(state, cat)


def receive_one(state: State, payee: int, what: str) -> State:
    """``payee`` receives one Gold (``what`` = ``""``) or the Gold-equivalent ``what`` (R-9.2): a
    seat keeps it, the pot (``-2``) holds it for the round's winner, the Inn (``-1``) takes a
    Gold-equivalent out of play."""
    if payee >= 0:
        s = state.seats[payee]
        if what:
            return update_seat(state, payee, valuables=(*s.valuables, what))
        return update_seat(state, payee, gold=s.gold + 1)
    g = state.gambling
    if payee == -2 and g is not None:
        if what:
            return replace(state, gambling=replace(g, valuables=(*g.valuables, what)))
        return replace(state, gambling=replace(g, pot=g.pot + 1))
    if what:
        return replace(state, inn_valuables=(*state.inn_valuables, what))
    return replace(state, inn=state.inn + 1)


def split_valuables(
    state: State, seat: int, remaining: tuple[int, ...]
) -> tuple[State, list[Event]]:
    """R-10.4 (Keet): after the Gold, a leaver's Gold-equivalents are split the same way: half
    (rounded up) to the Inn, the rest evenly among the remaining players (in the order held,
    each player in seat order), the remainder to the Inn."""
    held = state.seats[seat].valuables
    if not held:
        return state, []
    events: list[Event] = []
    for owner, mechanic in all_mechanics(state):  # Keet's Artifacts (002 L638-642)
        if held and overrides(mechanic, "leaving_valuables"):
            state, held, more = mechanic.leaving_valuables(state, owner, seat, held, remaining)
            events.extend(more)
    if not held:
        return state, events
    state = update_seat(state, seat, valuables=())
    share = (len(held) // 2) // len(remaining) if remaining else 0
    at = 0
    for other in remaining:
        for card in held[at : at + share]:
            state = receive_one(state, other, card)
            events.append(ValuablePaid(payer=seat, payee=other, card=card))
        at += share
    for card in held[at:]:
        state = receive_one(state, -1, card)
        events.append(ValuablePaid(payer=seat, payee=-1, card=card))
    return state, events


def round_ended(state: State, winner: int, took_part: tuple[int, ...] = ()) -> Result:
    """A Round of Gambling just ended, won by ``winner`` (-1: nobody): the mechanics' hook
    ``on_round_end``, each with the seat whose character has it (Nitrel's Bombs in the pot)."""
    if not overriding(state, "on_round_end"):
        return state, ()
    events: list[Event] = []
    for seat, mechanic in all_mechanics(state):
        if overrides(mechanic, "on_round_end"):
            state, more = mechanic.on_round_end(state, seat, winner, took_part)
            events.extend(more)
    return state, tuple(events)


def gold_gained(state: State, seat: int, gains: tuple[int, ...], source: str) -> Result:
    """``seat`` just gained Gold from the pot, a Drinking Contest or a passed-out player's share
    (``gains``: one amount per gain, the zeros left out): the mechanics' hook ``gold_gained``
    (Erin's Raven, 002 L291)."""
    gains = tuple(g for g in gains if g > 0)
    if not gains:
        return state, ()
    return _each_mechanic(
        state, "gold_gained", lambda m, owner, s: m.gold_gained(s, owner, seat, gains, source)
    )


def valuable_paid(state: State, payer: int, payee: int, card: str) -> Result:
    """``payer`` handed the Gold-equivalent ``card`` to ``payee``, which now holds it: the
    mechanics' hook ``valuable_paid`` (Keet looks at a face-down Artifact he antes, 002 L634)."""
    return _each_mechanic(
        state, "valuable_paid", lambda m, owner, s: m.valuable_paid(s, owner, payer, payee, card)
    )


def _each_mechanic(state: State, hook: str, call: Callable[[Any, int, State], Result]) -> Result:
    """Every seated mechanic overriding ``hook`` in seat order, ``call(mechanic, owner, state)``
    each on the state the one before left; their events in that order."""
    if not overriding(state, hook):
        return state, ()
    events: list[Event] = []
    for owner, mechanic in all_mechanics(state):
        if overrides(mechanic, hook):
            state, more = call(mechanic, owner, state)
            events.extend(more)
    return state, tuple(events)


def valuable_left(state: State, payer: int, card: str) -> State:
    """``payer`` just handed over the Gold-equivalent ``card``: the mechanics' hook
    ``valuable_left`` (the Lich King's attached finger paid as Gold is detached, 002 L664)."""
    if not overriding(state, "valuable_left"):
        return state
    for seat, mechanic in all_mechanics(state):
        if overrides(mechanic, "valuable_left"):
            state = mechanic.valuable_left(state, seat, payer, card)
    return state

"""Samantha the Bookie's Brawls (compendium 002 L1430-1459; rdi.md §2.1 Samantha).

At setup her Brawler Deck is shuffled and her Brawl count is 0 (L1436). Many of her cards
**Start a Brawl** (L1442): the count goes up by 1, then the top Brawler card is revealed and does
what it says. A Brawler card counts as an Action card played by Samantha (L1442): it goes on the
stack as her card (source Samantha, counted as an Action), so it can be Negated, Ignored,
reduced, redirected and hit back like one; afterwards it goes to the Brawler discard pile, never
to her own (hook ``side_pile``, also when Negated or discarded unresolved).

The start is part of the starting card's resolution, after its other effects (an effect read by
``on_resolved``): a Negated card starts nothing, but Ignoring the card does not stop the Brawl
(L1456: the Brawler is a separate card). The Brawler is pushed above whatever is still pending
and answered in a window of its own.

The count (L1444-1448): reaching 4, Samantha loses 1 Alcohol Content; reaching 7, she gains 1
Gold from the Inn; reaching 10, for the rest of the game she orders a second Drink in her Order a
Drink phase (decision ``brawl-order``, before her usual order). The count never goes past 10
(L1452), and each threshold acts once, when the count reaches it. These bookkeeping effects are
not cards: nothing answers them. An empty Brawler Deck is reshuffled from its discard pile
(L1452); with no Brawler left at all (every one pending), the count still rises.

The Brawler Deck is face down to everyone, Samantha included (``public`` / ``private`` show its
cards sorted: which are left is known, not their order; determinize reshuffles it).

Card data: ``effects = [{op = "start_brawl"}]`` (one Brawl per op); the Brawler cards are the
catalog deck ``brawlers`` (``cards/brawlers.toml``; an owner's plain card file may add more).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, Rng

from ..drinkdeck import draw_drink, onto_pile
from ..effects import EFFECTS, Fx
from ..events import DrinkOrdered, StatChanged
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of
from .events import BrawlOrder, BrawlStarted
from .pets import CatalogOf
from .seats import value_of

BRAWLERS = "brawlers"
"""The catalog deck id of the Brawler Deck."""
SOBER_AT, GOLD_AT, SECOND_DRINK_AT = 4, 7, 10
"""The Brawl counts that trigger (L1446-1448): -1 Alcohol, +1 Gold from the Inn, two Drinks."""
MAX_COUNT = 10
"""The count stays at 10 (L1452)."""
BEFORE_ORDER = frozenset({"start", "discard", "action"})
"""Her turn's phases before Order a Drink: reaching 10 in them, she orders two this turn."""


class Brawl(SeatExtra, frozen=True):
    """Samantha's Brawl count, her Brawler Deck (top last) and its discard pile, and the extra
    Drinks she still has to order this Order a Drink phase."""

    count: int = 0
    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    orders_due: int = 0

    def public(self) -> Brawl:
        """The deck face down: which Brawlers are left, in no particular order."""
        return replace(self, deck=tuple(sorted(self.deck)))

    def private(self) -> Brawl:
        """Samantha does not know the order of her Brawler Deck either."""
        return self.public()

    def shuffled(self, rng: Rng) -> tuple[Brawl, Rng]:
        """The deck in a random order (a resampled view, determinize)."""
        deck, rng = rng.shuffle(self.deck)
        return replace(self, deck=tuple(deck)), rng

    def describe(self) -> str:
        second = "; orders two Drinks" if self.count >= SECOND_DRINK_AT else ""
        return (
            f"Brawl count {self.count}/{MAX_COUNT}{second}; Brawler Deck {len(self.deck)}, "
            f"Brawler discard {len(self.discard)}"
        )


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def start_brawl(fx: Fx) -> None:
    """Start a Brawl after the card's other effects (read by the mechanic's ``on_resolved``)."""


# --- the rules ----------------------------------------------------------------------------------


def brawl(state: State, seat: int) -> Result:
    """Start one Brawl for ``seat``: the count +1 (and its threshold), then the top Brawler card
    goes on the stack as an Action card she played (the window opens after the resolution)."""
    b = value_of(state, seat, Brawl, Brawl)
    events: list[Event] = []
    count = min(MAX_COUNT, b.count + 1)
    state, more = _threshold(state, seat, b.count, count)
    events.extend(more)
    deck, discard, rng = b.deck, b.discard, state.rng
    if not deck and discard:  # L1452: reshuffle; the count stays
        deck, rng = rng.shuffle(discard)
        deck, discard = tuple(deck), ()
    card = deck[-1] if deck else ""
    state = replace(state, rng=rng)
    due = b.orders_due
    if b.count < SECOND_DRINK_AT <= count and seat == state.active and state.phase in BEFORE_ORDER:
        due = 1  # L1448: "for the rest of the game": this turn's Order a Drink phase too
    state = set_extra(
        state, seat, replace(b, count=count, deck=deck[:-1], discard=discard, orders_due=due)
    )
    uid = 0
    if card:
        play = Play("card", card=card, parts=(card,), seat=seat)
        stack = state.stack.push(play, source=seat, counts_as="action")
        uid = stack.items[-1].uid
        state = replace(state, stack=stack)
    events.append(BrawlStarted(seat=seat, count=count, card=card, uid=uid))
    return state, tuple(events)


def _threshold(state: State, seat: int, before: int, after: int) -> Result:
    """The count reaching 4 or 7 (L1446-1447); 10 is read at each of her turns."""
    s = state.seats[seat]
    if before < SOBER_AT <= after and s.alcohol > 0:
        state = update_seat(state, seat, alcohol=s.alcohol - 1)
        return state, (StatChanged(seat=seat, stat="alcohol", amount=-1, value=s.alcohol - 1),)
    if before < GOLD_AT <= after:
        limit = state.options.inn_gold
        if limit >= 0 and limit + state.inn < 1:  # option inn_gold: the Inn has none to give
            return state, ()
        state = replace(update_seat(state, seat, gold=s.gold + 1), inn=state.inn - 1)
        return state, (StatChanged(seat=seat, stat="gold", amount=1, value=s.gold + 1),)
    return state, ()


class BrawlMechanic(Mechanic):
    """The hooks of the brawl family."""

    name = "brawl"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        deck, rng = state.rng.shuffle(self.catalog(state).deck(BRAWLERS))
        return set_extra(replace(state, rng=rng), seat, Brawl(deck=tuple(deck)))

    def on_turn_start(self, state: State, seat: int) -> Result:
        """L1448: from a count of 10 on, one more Drink to order each turn."""
        b = extra_of(state, seat, Brawl)
        if b is None or b.count < SECOND_DRINK_AT:
            return state, ()
        return set_extra(state, seat, replace(b, orders_due=1)), ()

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """Each ``start_brawl`` of a resolved card (not Negated; Ignored still counts, L1456)."""
        events: list[Event] = []
        for _ in ops_of(card, "effects", "start_brawl"):
            state, more = brawl(state, play.seat)
            events.extend(more)
        return state, tuple(events)

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """A Brawler card leaving the stack goes to the Brawler discard pile (L1442)."""
        if getattr(card, "deck", "") != BRAWLERS:
            return None
        b = extra_of(state, play.seat, Brawl) if play.seat >= 0 else None
        if b is None:
            return None
        return set_extra(state, play.seat, replace(b, discard=(*b.discard, play.card))), ()

    def decision(self, state: State) -> Decision | None:
        seat = _due(state)
        if seat is None:
            return None
        prompt = "order a second Drink for another player (Brawl count 10)"
        return Decision(seat, "brawl-order", prompt)

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        if _due(state) != seat:
            return ()
        return tuple(BrawlOrder(target=t) for t in state.living() if t != seat)

    def apply_extra(self, state: State, action: Action) -> Result:
        seat = _due(state)
        if not isinstance(action, BrawlOrder) or seat is None:
            return state, ()
        b = extra_of(state, seat, Brawl) or Brawl()
        state = set_extra(state, seat, replace(b, orders_due=b.orders_due - 1))
        cat = self.catalog(state)
        state, drink, events = draw_drink(state, cat)
        if drink is None:
            return state, events
        target = action.target
        state = onto_pile(state, target, drink, cat)  # below Special Reserve Drinks (002 L1713)
        return state, (*events, DrinkOrdered(seat=seat, target=target))


def _due(state: State) -> int | None:
    """Samantha in her Order a Drink phase with a second Drink to order (nothing pending)."""
    stack = state.stack
    if state.phase != "order" or stack.window is not None or stack.items or state.losses:
        return None
    s = state.seats[state.active]
    for value in s.extra:
        if type(value) is Brawl:
            return state.active if value.orders_due and s.alive else None
    return None

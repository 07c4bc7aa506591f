"""Lizwick the Collector's Items (compendium 002 L676-711; rdi.md §2.1 Lizwick).

At setup her Item Deck is shuffled (L680). A card of hers with a Bag of Holding icon reveals the
top Item **after all its other effects** (L684): an icon, so not when the card is Negated, yes
when it is Ignored (R-6.12).

- An **Immediate** Item (subtype ``immediate``) does what it says at once and goes to the Item
  discard pile; nobody may play cards meanwhile (L690): its effects are applied directly, with no
  window (they are all hers: the house Immediate Items act on Lizwick only).
- Any other Item goes into the next free Item slot, left to right (L692); with three Items
  already in play she must first choose one of them to discard (decision ``item-slot``). An Item
  in play is *equipped*.
- An equipped Item with a type (Sometimes, Cheating...) may be played as though it were a card of
  that type in her hand (L696: hook ``spare_cards``); afterwards it goes to the Item discard pile
  (hook ``side_pile``, also when Negated) and the other Items move left to fill the slots. An
  Item with no effect (subtype ``inert``) does nothing but take a slot (L696).
- Hand size (L698): up to one Item 7, two 6, three 5 (the table's hand size minus one per Item
  past the first); it matters only in Discard and Draw, when she draws up to it (more cards than
  that: she keeps them all and draws none, the flow's rule).
- In her Discard and Draw she may discard any or all of her Items (L704: decision
  ``item-discard``, asked once per turn before she draws, one Item at a time, ``""`` = keep the
  rest). A card telling her to discard means a hand card (L706: the core rule).

The Item Deck is face down to everyone, Lizwick too (``public`` / ``private``: its cards sorted;
determinize reshuffles it). The compendium does not say what happens when the Item Deck runs
out: option ``items_reshuffle`` (default ``reshuffle``: the Item discard pile becomes the new
deck, as for the other side decks; ``none``: no more Items) [proposed].

Card data: ``icons = [{op = "bag_of_holding"}]`` on her cards; the Items are the catalog deck
``items`` (``cards/items.toml``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, Rng

from ..effects import EFFECTS, Fx
from ..events import StatChanged
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..sides import ceiling
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of
from .events import DiscardItem, ItemDiscarded, ItemRevealed
from .pets import CatalogOf
from .seats import value_of

ITEMS = "items"
"""The catalog deck id of the Item Deck."""
SLOTS = 3
"""Item slots on her mat (L692)."""
IMMEDIATE, INERT = "immediate", "inert"
"""Item subtypes: resolved when revealed (L690); an Item that does nothing (L696)."""


class Items(SeatExtra, frozen=True):
    """Lizwick's Item Deck (top last), Item discard pile, equipped Items (slots, left first),
    an Item waiting for a slot (``waiting``), and whether she has been asked this Discard and
    Draw about discarding Items (``sorted``)."""

    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    slots: tuple[str, ...] = ()
    waiting: str = ""
    asked: bool = False

    def public(self) -> Items:
        """The Item Deck face down: which Items are left, in no particular order."""
        return replace(self, deck=tuple(sorted(self.deck)))

    def private(self) -> Items:
        """Lizwick does not know the order of her Item Deck either."""
        return self.public()

    def shuffled(self, rng: Rng) -> tuple[Items, Rng]:
        deck, rng = rng.shuffle(self.deck)
        return replace(self, deck=tuple(deck)), rng

    def describe(self) -> str:
        wait = "; an Item waits for a slot" if self.waiting else ""
        cut = hand_cut(len(self.slots))
        smaller = f" (hand size {cut} smaller)" if cut else ""
        return (
            f"Items equipped {len(self.slots)}/{SLOTS}{smaller};"
            f" Item Deck {len(self.deck)}, Item discard {len(self.discard)}{wait}"
        )


def hand_cut(equipped: int) -> int:
    """How much smaller her hand size is (L698): 0 for up to one Item, 1 for two, 2 for three."""
    return max(0, equipped - 1)


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def bag_of_holding(fx: Fx) -> None:
    """Icon: reveal the top Item after the card's other effects (L684)."""


# --- the rules ----------------------------------------------------------------------------------


def _reveal(state: State, seat: int, catalog: Any) -> Result:
    """The top Item: Immediate ones act and are discarded; others take a slot (or wait)."""
    items = value_of(state, seat, Items, Items)
    deck, discard, rng = items.deck, items.discard, state.rng
    if not deck and discard and state.options.items_reshuffle == "reshuffle":
        deck, rng = rng.shuffle(discard)
        deck, discard = tuple(deck), ()
    if not deck:
        return state, ()
    card, deck = deck[-1], deck[:-1]
    state = replace(state, rng=rng)
    subtypes = getattr(catalog[card], "subtypes", ())
    if IMMEDIATE in subtypes:
        state = set_extra(state, seat, replace(items, deck=deck, discard=(*discard, card)))
        state, events = _immediate(state, seat, catalog[card])
        return state, (ItemRevealed(seat=seat, card=card, where="immediate"), *events)
    if len(items.slots) < SLOTS:
        items = replace(items, deck=deck, discard=discard, slots=(*items.slots, card))
        where = "slot"
    else:
        items = replace(items, deck=deck, discard=discard, waiting=card)
        where = "waiting"
    return set_extra(state, seat, items), (ItemRevealed(seat=seat, card=card, where=where),)


def _immediate(state: State, seat: int, card: Any) -> Result:
    """An Immediate Item's effects on Lizwick, applied at once (L690): Fortitude and Alcohol
    between 0 and 20 (R-3.1), Gold from the Inn (R-9.1)."""
    fx = Fx(Play("card", card=card.id, parts=(card.id,), seat=seat, target=seat), state.seats)
    for effect in card.effects:
        EFFECTS.function(effect.op)(fx, **effect.params)
    events: list[Event] = []
    for change in fx.changes:
        s = state.seats[change.seat]
        now = getattr(s, change.stat)
        after = max(0, now + change.amount)
        if change.stat != "gold":
            after = min(ceiling(state, change.seat), after)  # the Boss's
        elif state.options.inn_gold >= 0:  # option: the Inn pays out only what it holds
            after = min(after, now + max(0, state.options.inn_gold + state.inn))
        if after == now:
            continue
        state = update_seat(state, change.seat, **{change.stat: after})
        if change.stat == "gold":
            state = replace(state, inn=state.inn - (after - now))
        events.append(
            StatChanged(seat=change.seat, stat=change.stat, amount=after - now, value=after)
        )
    return state, tuple(events)


class ItemsMechanic(Mechanic):
    """The hooks of the items family."""

    name = "items"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        deck, rng = state.rng.shuffle(self.catalog(state).deck(ITEMS))
        return set_extra(replace(state, rng=rng), seat, Items(deck=tuple(deck)))

    def on_turn_start(self, state: State, seat: int) -> Result:
        items = extra_of(state, seat, Items)
        if items is None or not items.asked:
            return state, ()
        return set_extra(state, seat, replace(items, asked=False)), ()

    def hand_size(self, state: State, seat: int, size: int) -> int:
        items = extra_of(state, seat, Items)
        return size - hand_cut(len(items.slots)) if items is not None else size

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """Each Bag of Holding icon of a resolved card (not Negated; Ignored still, R-6.12)."""
        events: list[Event] = []
        for _ in ops_of(card, "icons", "bag_of_holding"):
            state, more = _reveal(state, play.seat, self.catalog(state))
            events.extend(more)
        return state, tuple(events)

    def spare_cards(self, state: State, seat: int) -> tuple[str, ...]:
        """Equipped Items with something to do, played as though in hand (L696)."""
        items = extra_of(state, seat, Items)
        if items is None or not items.slots:
            return ()
        cat = self.catalog(state)
        return tuple(c for c in items.slots if INERT not in getattr(cat[c], "subtypes", ()))

    def take_spare(self, state: State, seat: int, card: str) -> Result:
        """The Item leaves its slot; the others move left (L696)."""
        items = value_of(state, seat, Items, Items)
        slots = list(items.slots)
        slots.remove(card)
        return set_extra(state, seat, replace(items, slots=tuple(slots))), ()

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """A played Item goes to the Item discard pile (L696), Negated or not."""
        if getattr(card, "deck", "") != ITEMS or play.seat < 0:
            return None
        items = extra_of(state, play.seat, Items)
        if items is None:
            return None
        return set_extra(state, play.seat, replace(items, discard=(*items.discard, play.card))), ()

    def decision(self, state: State) -> Decision | None:
        found = _due(state)
        if found is None:
            return None
        seat, kind = found
        if kind == "item-slot":
            prompt = "three Items are equipped: choose one to discard for the new Item"
        else:
            prompt = "discard any of your equipped Items, or keep them"
        return Decision(seat, kind, prompt)

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        found = _due(state)
        if found is None or found[0] != seat:
            return ()
        slots = (extra_of(state, seat, Items) or Items()).slots
        choices = tuple(DiscardItem(card=c) for c in sorted(set(slots)))
        return choices if found[1] == "item-slot" else (DiscardItem(card=""), *choices)

    def apply_extra(self, state: State, action: Action) -> Result:
        found = _due(state)
        if not isinstance(action, DiscardItem) or found is None:
            return state, ()
        seat, kind = found
        items = extra_of(state, seat, Items) or Items()
        if not action.card:  # she keeps the rest
            return set_extra(state, seat, replace(items, asked=True)), ()
        slots = list(items.slots)
        slots.remove(action.card)
        discard = (*items.discard, action.card)
        why = "slot" if kind == "item-slot" else "discard-phase"
        if kind == "item-slot":
            items = replace(items, slots=(*slots, items.waiting), waiting="", discard=discard)
        else:
            items = replace(items, slots=tuple(slots), discard=discard)
        event = ItemDiscarded(seat=seat, card=action.card, why=why)
        return set_extra(state, seat, items), (event,)


def _due(state: State) -> tuple[int, str] | None:
    """An Item waiting for a full set of slots (first); Lizwick's own Discard and Draw with Items
    she has not been asked about yet."""
    for seat, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Items:
                if value.waiting and s.alive:
                    return seat, "item-slot"
                if (
                    state.phase == "discard"
                    and state.active == seat
                    and value.slots
                    and not value.asked
                    and s.alive
                    and state.stack.window is None
                ):
                    return seat, "item-discard"
                break
    return None

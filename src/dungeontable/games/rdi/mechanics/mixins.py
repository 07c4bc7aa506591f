"""Phyll Startusk's Mix-ins and his Mix-in Shelf (compendium 002 L1148-1167; rdi.md §2.1 Phyll).

Mix-in Cards (subtype ``mix-in``) in his deck are add-ins he may apply to any Drink, his own or
another player's (L1152). As soon as he draws one it goes onto his Mix-in Shelf, face up above
his mat: it leaves his hand and is not replaced, so his next Discard and Draw draws more (L1154;
hook ``on_drawn``). He plays Mix-ins from the Shelf as though they were in his hand (hooks
``spare_cards`` / ``take_spare``), but they are not part of it: a card making him discard from
his hand never reaches the Shelf (L1158).

A Drink may have at most one Mix-in played on it: it has one as soon as a Mix-in is played
targeting it, even if that Mix-in is then Negated or altered (L1152). A Drink with a Mix-in that
is split leaves both halves with one; a Drink split before any Mix-in may take one on each half
(L1162); its Alcohol change is split with the Drink like every number of it (L1162,
``rules/drinks.split_drink``). A Mix-in making a player pay Phyll, played on his own Drink,
pays nothing (L1160: the core's "paying yourself pays nothing", R-9.4).

A Mix-in Card's first effect is ``{op = "mix_in", alcohol = n}``: it answers a pending Drink not
yet mixed (its player is the Drink's drinker: the card's other effects aimed at ``target`` reach
the drinker) and changes the Drink's Alcohol Content by ``n`` (a whole-card modifier of the Drink,
R-6.7). Reading [proposed]: the Mix-in's other effects (a payment, a heal) happen as the Mix-in
resolves, before the Drink is drunk.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Event, StackItem

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of
from .events import MixInsShelved
from .pets import CatalogOf

MIX_IN = "mix-in"
"""The card subtype of a Mix-in Card."""


class Shelf(SeatExtra, frozen=True):
    """Phyll's Mix-in Shelf (public) and the Drinks that have a Mix-in: (stack uid, the Drink's
    ``halves`` when it got the Mix-in)."""

    cards: tuple[str, ...] = ()
    mixed: tuple[tuple[int, int], ...] = ()

    @property
    def kept_cards(self) -> tuple[str, ...]:
        """The Shelf's cards: out of his deck and hand (determinize, conservation)."""
        return self.cards

    def describe(self) -> str:
        count = len(self.cards)
        return (
            f"Mix-in Shelf: {count} Mix-in{'s' * (count != 1)}" if count else "Mix-in Shelf empty"
        )


def is_mix_in(card: Any) -> bool:
    return MIX_IN in (getattr(card, "subtypes", ()) or ())


def has_mix_in(state: State, item: StackItem[Play]) -> bool:
    """Whether the pending Drink ``item`` already has a Mix-in (L1152, L1162): it got one, or it
    is the other half of a Drink that had one before it was split."""
    marks: list[tuple[int, int]] = []
    for s in state.seats:
        for value in s.extra:
            if type(value) is Shelf:
                marks.extend(value.mixed)
    if not marks:
        return False
    play = item.payload
    if any(uid == item.uid for uid, _h in marks):
        return True
    if not play.copy:
        return False
    for other in state.stack.items:  # the half kept by the first drinker
        p = other.payload
        same = p.kind == "drink" and p.parts == play.parts
        if same and any(uid == other.uid and h < play.halves for uid, h in marks):
            return True
    return False


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def mix_in(fx: Fx, *, alcohol: int = 0) -> None:
    """MIX_IN(n): a Mix-in on a pending Drink (any drinker's) that has none: its Alcohol Content
    changes by ``n`` (R-6.7, a whole-card modifier of the Drink)."""
    if alcohol > 0:
        fx.directive("modify_drink", amount=fx.value(alcohol))
    elif alcohol < 0:
        fx.directive("modify_drink", amount=-fx.value(-alcohol))


# --- hooks --------------------------------------------------------------------------------------


class MixInsMechanic(Mechanic):
    """The hooks of the mix_ins family."""

    name = "mix_ins"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        """The Shelf (the opening hand's Mix-ins are already on it, L1154)."""
        return state if extra_of(state, seat, Shelf) else set_extra(state, seat, Shelf())

    def on_drawn(self, state: State, seat: int, cards: tuple[str, ...]) -> Result:
        """Every Mix-in drawn goes onto the Shelf at once, not replaced (L1154)."""
        cat = self.catalog(state)
        mixins = tuple(c for c in cards if is_mix_in(cat[c]))
        if not mixins:
            return state, ()
        hand = list(state.seats[seat].hand)
        for card in mixins:
            hand.remove(card)
        shelf = extra_of(state, seat, Shelf) or Shelf()
        state = update_seat(state, seat, hand=tuple(hand))
        state = set_extra(state, seat, replace(shelf, cards=(*shelf.cards, *mixins)))
        events: tuple[Event, ...] = (MixInsShelved(seat=seat, cards=mixins),)
        return state, events

    def spare_cards(self, state: State, seat: int) -> tuple[str, ...]:
        """The Shelf's Mix-ins, played as though in hand (L1158)."""
        shelf = extra_of(state, seat, Shelf)
        return shelf.cards if shelf is not None else ()

    def take_spare(self, state: State, seat: int, card: str) -> Result:
        shelf = extra_of(state, seat, Shelf)
        if shelf is None or card not in shelf.cards:
            return state, ()
        cards = list(shelf.cards)
        cards.remove(card)
        return set_extra(state, seat, replace(shelf, cards=tuple(cards))), ()

    def attach(self, state: State, play: Play, card: Any) -> tuple[State, Play, tuple[Event, ...]]:
        """A Mix-in played on a Drink marks it at once, whatever then happens (L1152)."""
        if not ops_of(card, "effects", "mix_in"):
            return state, play, ()
        shelf = extra_of(state, play.seat, Shelf) or Shelf()
        pending = {i.uid: i.payload.halves for i in state.stack.items}
        kept = tuple(m for m in shelf.mixed if m[0] in pending)  # drinks still pending
        mark = (play.target_item, pending.get(play.target_item, 0))
        return set_extra(state, play.seat, replace(shelf, mixed=(*kept, mark))), play, ()

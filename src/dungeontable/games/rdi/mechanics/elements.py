"""Ozrik's Element Cards and elemental abilities (compendium 002 L1030-1068; rdi.md §2.1 Ozrik).

Some of Ozrik's cards carry an element symbol (Earth, Fire or Water): they are his Element Cards
(L1036-1048; card data: that element as a subtype). Many of his cards have elemental abilities:
discard the Element Cards an ability names from his hand as he plays the card and the card does
more (L1050). Each ability may be activated at most once; several abilities of one card may be
combined (L1052-1054). An ability naming several symbols needs all of them paid (L1058); the
generic symbol (``any``) is paid with any Element Card, never with a card that has no element
(L1062). He declares the abilities and discards the cards while playing the card, before anyone
may respond (L1064), so they are an additional cost (R-6.1): never refunded, even if the card is
Negated. A card never pays for its own abilities, though another copy of it may (L1066-1068).

What an ability does is a ``bonus`` to the card's numbers (a whole-card modifier, R-11.3): "hits
back for 3 instead of 2" is a bonus of 1 (L1050).

The play-time option names the cards paid per ability: ``elements:0=ozrik-a;1=ozrik-b+ozrik-c``
(ability 0 paid with ozrik-a, ability 1 with two cards). The discarded cards are public.

Card data: ``subtypes = ["earth"]`` (an Element Card); ``costs = [{op = "elemental",
elements = ["earth"], bonus = 1}, {op = "elemental", elements = ["any"], bonus = 2}]``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from itertools import product
from typing import Any, Literal

from msgspec.structs import replace

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, MechanicsOf, Result, discard_from_hand
from ..state import Play, State, update_seat
from .catalog import ops_of, param
from .events import ElementsDiscarded

Element = Literal["earth", "fire", "water", "any"]
ELEMENTS = ("earth", "fire", "water")
"""The element symbols of his cards (L1040-1048); ``any`` is the generic symbol (L1062)."""
GENERIC = "any"
PREFIX = "elements:"

CatalogOf = Callable[[State], Any]
"""The match's catalog of a state (``content.catalog``), handed over when the content table is
built: a mechanic never imports the content that lists it."""


def element_of(card: Any) -> str:
    """The element symbol of a card (``""``: not an Element Card)."""
    for subtype in getattr(card, "subtypes", ()) or ():
        if subtype in ELEMENTS:
            return str(subtype)
    return ""


def abilities(card: Any) -> tuple[Any, ...]:
    """The card's elemental abilities, in card order (their index names them in options)."""
    return ops_of(card, "costs", "elemental")


def encode(paid: Sequence[tuple[int, tuple[str, ...]]]) -> str:
    """The option naming the cards paid for each activated ability (``""``: none)."""
    if not paid:
        return ""
    return PREFIX + ";".join(f"{i}={'+'.join(cards)}" for i, cards in paid)


def decode(option: str) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """(ability index, cards paid) of an option; ``()`` for any other option."""
    if not option.startswith(PREFIX):
        return ()
    out = []
    for part in option[len(PREFIX) :].split(";"):
        index, _, cards = part.partition("=")
        out.append((int(index), tuple(c for c in cards.split("+") if c)))
    return tuple(out)


def payments(
    symbols: Sequence[str], pool: Counter[str], elements: dict[str, str]
) -> list[tuple[str, ...]]:
    """Every way (as sorted card ids) to pay ``symbols`` from ``pool`` (card id -> copies):
    a specific symbol takes a card of that element, ``any`` any Element Card (L1058, L1062)."""
    found: set[tuple[str, ...]] = set()

    def pay(k: int, left: Counter[str], chosen: tuple[str, ...]) -> None:
        if k == len(symbols):
            found.add(tuple(sorted(chosen)))
            return
        for card in sorted(left):
            if left[card] <= 0 or not elements.get(card):
                continue
            if symbols[k] != GENERIC and elements[card] != symbols[k]:
                continue
            left[card] -= 1
            pay(k + 1, left, (*chosen, card))
            left[card] += 1

    pay(0, Counter(pool), ())
    return sorted(found)


def options_for(card: Any, hand: Sequence[str], elements: dict[str, str]) -> tuple[str, ...]:
    """The play options of ``card`` from ``hand`` (which still holds it): ``""`` and every set of
    abilities he can pay, each ability at most once (L1052), never with the card itself (L1066:
    one copy of it is the card being played)."""
    found = abilities(card)
    if not found:
        return ("",)
    pool = Counter(hand)
    pool[card.id] -= 1
    per = [[None, *payments(tuple(param(a, "elements", ())), pool, elements)] for a in found]
    out: set[str] = set()
    for choice in product(*per):
        used: Counter[str] = Counter()
        for cards in choice:
            used.update(cards or ())
        if any(used[c] > pool[c] for c in used):
            continue
        out.add(encode([(i, cards) for i, cards in enumerate(choice) if cards is not None]))
    return tuple(sorted(out))


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def elemental(fx: Fx, *, elements: list[Element], bonus: int = 0) -> None:
    """Cost: discard Element Cards matching ``elements`` as the card is played, at most once;
    +bonus to its numbers (L1050-1064)."""


# --- hooks --------------------------------------------------------------------------------------


class ElementsMechanic(Mechanic):
    """The hooks of the elements family."""

    name = "elements"

    def __init__(self, catalog: CatalogOf, mechanics: MechanicsOf) -> None:
        self.catalog = catalog
        self.mechanics = mechanics  # the table's, for a side deck's card discarded

    def _elements(self, state: State, cards: Sequence[str]) -> dict[str, str]:
        cat = self.catalog(state)
        return {c: element_of(cat.cards.get(c)) for c in set(cards)}

    def play_options(self, state: State, seat: int, card: Any) -> tuple[str, ...]:
        if not abilities(card):
            return ("",)
        hand = state.seats[seat].hand
        return options_for(card, hand, self._elements(state, hand))

    def can_play(self, state: State, seat: int, card: Any, option: str) -> bool:
        if not option.startswith(PREFIX):
            return True
        return option in self.play_options(state, seat, card)

    def on_play(self, state: State, seat: int, card: Any, option: str) -> Result:
        """L1064: the Element Cards are discarded at once (the card already left the hand)."""
        cards = tuple(c for _, paid in decode(option) for c in paid)
        if not cards:
            return state, ()
        hand = list(state.seats[seat].hand)
        for c in cards:
            hand.remove(c)
        state = update_seat(state, seat, hand=tuple(hand))
        state = discard_from_hand(state, seat, cards, self.mechanics, self.catalog)
        return state, (ElementsDiscarded(seat=seat, card=card.id, cards=cards),)

    def modify_play(self, state: State, play: Play, card: Any) -> Play:
        """Each activated ability's bonus (paid at play, R-6.1, R-11.3)."""
        found = abilities(card)
        bonus = sum(
            param(found[i], "bonus", 0) for i, _ in decode(play.option) if 0 <= i < len(found)
        )
        return replace(play, delta=play.delta + bonus) if bonus else play

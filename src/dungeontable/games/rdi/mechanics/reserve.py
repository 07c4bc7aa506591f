"""The Wench's Special Reserve (compendium 002 L1701-1742; rdi.md §2.1 The Wench).

At setup her Special Reserve Deck is shuffled (L1705). Some of her cards give a Special Reserve
Drink (``special_reserve``): after the card's stat effects, the top card of that deck goes face
down onto the Drink Me! pile of each player the card aims it at (L1711), never onto her own
(L1741), and not onto a player who Ignored the card (L1715-1717; a Negated card gives nothing).
Its ``discard_top`` first discards the top card of that player's pile (L1719). The Special
Reserve cards are Drinks and Drink Events like any other (L1711; ``cards/reserve.toml``, deck
``special_reserve``); five are Elixirs, kept in front of whoever drinks them (L1723-1727, R-7.8,
``disposal.py``).

Always on top (L1713): a Special Reserve Drink on a pile stays above the regular Drinks: a
regular Drink put onto that pile goes below them (``table.onto_pile``).

Her own Order a Drink orders from the regular Drink Deck (L1735). An empty Special Reserve Deck
is reshuffled from its discard pile at once, with no fee (L1731-L1733: as its last card is given,
or at the next one when nothing was discarded then); the Special Reserve Drinks on
piles stay where they are. A drunk or discarded Special Reserve card lies in the Drink discard
pile until a reshuffle: the Drink Deck's reshuffle sends it to her Special Reserve discard pile
instead (L1737: never into the Drink Deck), and her reshuffle takes it from there too.

The deck is face down to everyone, her included (``public``/``private`` sorted, never the order;
determinize reshuffles it); a Special Reserve Drink given is face down (the event names no card).
How many Special Reserve Drinks lie on top of each pile is public (their backs differ: the
view's ``reserve_on_top``); a resampled view (determinize) deals that many unseen Special
Reserve cards onto each pile and the rest into her deck.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Event

from ..effects import EFFECTS, Fx, Who
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of, param
from .events import ReserveGiven
from .pets import CatalogOf

RESERVE = "special_reserve"
"""The catalog deck of the Special Reserve Deck."""


class SpecialReserve(SeatExtra, frozen=True):
    """The Wench's Special Reserve Deck (top last) and its discard pile."""

    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()

    def public(self) -> Any:
        """The deck face down: how many cards are left, never which (its cards are given face
        down, so even which are left would tell what was given)."""
        return replace(self, deck=("",) * len(self.deck))

    def private(self) -> Any:
        """She does not know them either."""
        return self.public()

    def describe(self) -> str:
        return f"Special Reserve Deck {len(self.deck)}, discard {len(self.discard)}"


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def special_reserve(fx: Fx, *, who: Who = "target", discard_top: bool = False) -> None:
    """Give a Special Reserve Drink (read by ``on_resolved``, after the stat effects)."""


# --- the rules ----------------------------------------------------------------------------------


def is_reserve(card: Any) -> bool:
    """A card of the Special Reserve Deck."""
    return getattr(card, "deck", "") == RESERVE


def holder(state: State) -> int:
    """The seat keeping the Special Reserve Deck (-1: none at this table)."""
    for i, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is SpecialReserve:
                return i
    return -1


def reclaim(state: State, cards: tuple[str, ...]) -> State:
    """Special Reserve cards to the Special Reserve discard pile (L1737), if a seat keeps it."""
    seat = holder(state)
    if seat < 0 or not cards:
        return state
    reserve = extra_of(state, seat, SpecialReserve) or SpecialReserve()
    return set_extra(state, seat, replace(reserve, discard=(*reserve.discard, *cards)))


def on_top(state: State, seat: int, cat: Any) -> int:
    """How many Special Reserve Drinks lie on top of ``seat``'s Drink Me! pile: public (their
    backs differ), never which (L1711: face down)."""
    pile = state.seats[seat].drink_me
    k = 0
    while k < len(pile) and is_reserve(cat[pile[-1 - k]]):
        k += 1
    return k


def unseen(cat: Any, seen: list[str]) -> tuple[str, ...]:
    """The Special Reserve cards not among ``seen`` (sorted), for a resampled view."""
    pool = Counter(cat.deck(RESERVE))
    pool.subtract(Counter(c for c in seen if c in pool))
    return tuple(sorted(pool.elements()))


def refilled(state: State, left: list[str]) -> State:
    """A resampled state (determinize): the face-down Special Reserve Deck gets the unseen
    Special Reserve cards ``left`` after the piles got theirs."""
    seat = holder(state)
    reserve = extra_of(state, seat, SpecialReserve) if seat >= 0 else None
    if reserve is None or all(reserve.deck):
        return state
    deck = tuple(c if c else left.pop() for c in reserve.deck if c or left)
    return set_extra(state, seat, replace(reserve, deck=deck))


def _top(state: State, seat: int, cat: Any) -> tuple[State, str]:
    """The top Special Reserve card, the deck rebuilt first if empty (L1731: no fee); ``""``
    if none is left anywhere."""
    reserve = extra_of(state, seat, SpecialReserve) or SpecialReserve()
    deck, discard = reserve.deck, reserve.discard
    if not deck:  # ran out while nothing was discarded
        state, deck, discard = _rebuilt(state, cat, discard)
    if not deck:
        return state, ""
    top, deck = deck[-1], deck[:-1]
    if not deck:  # L1733: the deck ran out: reshuffled at once, without the Drink just given
        state, deck, discard = _rebuilt(state, cat, discard)
    state = set_extra(state, seat, replace(reserve, deck=deck, discard=discard))
    return state, top


def _rebuilt(
    state: State, cat: Any, discard: tuple[str, ...]
) -> tuple[State, tuple[str, ...], tuple[str, ...]]:
    """The Special Reserve discard pile and the Special Reserve cards lying in the Drink discard
    pile shuffled into a new deck (and an empty discard pile), if there are any."""
    lying = tuple(c for c in state.drink_discard if is_reserve(cat[c]))
    if lying:
        kept = list(state.drink_discard)
        for c in lying:
            kept.remove(c)
        state = replace(state, drink_discard=tuple(kept))
    pool = (*discard, *lying)
    if not pool:
        return state, (), discard
    shuffled, rng = state.rng.shuffle(pool)
    return replace(state, rng=rng), tuple(shuffled), ()


class ReserveMechanic(Mechanic):
    """The hooks of the special_reserve family."""

    name = "special_reserve"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        deck, rng = state.rng.shuffle(self.catalog(state).deck(RESERVE))
        return set_extra(replace(state, rng=rng), seat, SpecialReserve(deck=tuple(deck)))

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """Each ``special_reserve`` of the resolved card, after its stat effects."""
        found = ops_of(card, "effects", "special_reserve")
        if not found:
            return state, ()
        cat = self.catalog(state)
        events: list[Event] = []
        for effect in found:
            who = str(param(effect, "who", "target"))
            for target in _aimed(state, play, who):
                if target == play.seat or target in ignored_by or state.seats[target].out:
                    continue  # never herself (L1741); an Ignoring player gets none (L1715)
                discarded = ""
                pile = state.seats[target].drink_me
                if param(effect, "discard_top", False) and pile:
                    discarded = pile[-1]
                    state = update_seat(state, target, drink_me=pile[:-1])
                    state = replace(state, drink_discard=(*state.drink_discard, discarded))
                state, drink = _top(state, play.seat, cat)
                if drink:
                    pile = (*state.seats[target].drink_me, drink)
                    state = update_seat(state, target, drink_me=pile)
                events.append(
                    ReserveGiven(
                        seat=play.seat, target=target, given=bool(drink), discarded=discarded
                    )
                )
        return state, tuple(events)


def _aimed(state: State, play: Play, who: str) -> tuple[int, ...]:
    if who == "target":
        return (play.target,) if play.target >= 0 else ()
    if who == "others":
        return tuple(s for s in state.living() if s != play.seat)
    return ()

"""Murgath the Blessed's Blessings (compendium 002 L782-821; rdi.md §2.1 Murgath).

The Blessing Deck is shuffled and put where everyone can reach it (L790); it lives with his
mechanic state. When a player gets a Blessing they draw the top card of the Blessing Deck into
their hand (L796); an empty Blessing Deck is reshuffled from its discard pile, and with every
Blessing in players' hands nobody gets one (L804).

- Many of his cards say "a player that loses Fortitude in this way gets a Blessing" (L810):
  every player who really lost Fortitude to the card, Murgath included, after redirects and
  Ignores, gets one, at most one per card (L810-812: a redirected share gives its new victim
  one, not two). It comes right after the card's changes, before anyone leaves (L814): a player
  about to pass out may heal with it (hook ``after_losses``).
- A Blessing is played at the time its type says (Action, Sometimes, Anytime) from the hand,
  like any card (L798). A heart value lets it be played instead as an Anytime card "Gain X
  Fortitude" (L800-802): it is offered to whoever holds it as the Blessing's heart card (a
  companion card ``<id>-heart`` of the catalog deck ``blessing_hearts``, hook
  ``shared_cards``); it counts as an Anytime card, so it may be Negated (L816). Either way the
  Blessing then goes to the Blessing discard pile (hook ``side_pile``), as do Blessings a player
  discards from hand, in Discard and Draw or to an effect (``hooks.discard_from_hand``, R-1.3).
  A Blessing that reached a player's discard pile some other way (a Rage Pool put there) is
  swept into it at the end of the turn (hook ``on_any_turn_end``).
- Blessings in hands stay when Murgath leaves the game (L806).

What a player holds is hidden: the views list the Blessing Deck sorted together with the
Blessings in the hands of the other players (``seen_by``), so a view never tells who holds which;
the status line counts that list too. Determinize deals from that list, at random, as many
Blessings as each other player's hand holds beyond its own cards (public: its hand and deck
sizes), the rest of the hand from its own deck; the rest of the list is the deck.

Card data: ``effects = [..., {op = "bless_losers"}]`` on his cards; the Blessings are the
catalog deck ``blessings`` and their heart cards the deck ``blessing_hearts``
(``cards/blessings.toml``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Event, Rng

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of
from .events import BlessingGiven, BlessingsReturned
from .gizmos import aimed, aimed_also
from .minions import aimed as minion_aimed
from .minions import aimed_also as minion_aimed_also
from .pets import CatalogOf

BLESSINGS, HEARTS = "blessings", "blessing_hearts"
"""The catalog decks of the Blessing Deck and of its heart cards."""
HEART = "-heart"
"""A heart card's id: its Blessing's id and this."""


class Blessings(SeatExtra, frozen=True):
    """The Blessing Deck (top last) and its discard pile, and every Blessing card id (to tell
    Blessings from other cards)."""

    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()

    def seen_by(self, state: State, viewer: int | None) -> Blessings:
        """What ``viewer`` sees: the deck together with the other players' Blessings, sorted."""
        known = set(self.cards)
        held = [c for i, s in enumerate(state.seats) if i != viewer for c in s.hand if c in known]
        return replace(self, deck=tuple(sorted((*self.deck, *held))))

    def shuffled(self, rng: Rng) -> tuple[Blessings, Rng]:
        deck, rng = rng.shuffle(self.deck)
        return replace(self, deck=tuple(deck)), rng

    def dealt_held(
        self, counts: Mapping[int, int], rng: Rng
    ) -> tuple[Blessings, dict[int, tuple[str, ...]], Rng]:
        """A resampled view (determinize): the deck seen holds the Blessings in the other
        players' hands; each of them gets at random as many as its hand holds beyond its own
        cards (``counts``: public, from hand and deck sizes), the rest stay in the deck."""
        order, rng = rng.shuffle(self.deck)
        left = list(order)
        given: dict[int, tuple[str, ...]] = {}
        for seat in sorted(counts):
            n = min(counts[seat], len(left))
            if n > 0:
                given[seat] = tuple(left[len(left) - n :])
                del left[len(left) - n :]
        return replace(self, deck=tuple(left)), given, rng

    def describe(self) -> str:
        return f"Blessing Deck {len(self.deck)}, Blessing discard {len(self.discard)}"


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def bless_losers(fx: Fx) -> None:
    """Every player who loses Fortitude to this card gets a Blessing (L810; hook
    ``after_losses``)."""


# --- the rules ----------------------------------------------------------------------------------


def bless(state: State, owner: int, seat: int) -> Result:
    """``seat`` gets a Blessing: the top card of the Blessing Deck into their hand (L796)."""
    b = extra_of(state, owner, Blessings)
    if b is None:
        return state, ()
    deck, discard, rng = b.deck, b.discard, state.rng
    if not deck and discard:  # L804
        shuffled, rng = rng.shuffle(discard)
        deck, discard = tuple(shuffled), ()
    if not deck:  # every Blessing is in a hand: none (L804)
        return state, ()
    card = deck[-1]
    state = set_extra(replace(state, rng=rng), owner, replace(b, deck=deck[:-1], discard=discard))
    state = update_seat(state, seat, hand=(*state.seats[seat].hand, card))
    others = tuple(i for i in range(len(state.seats)) if i != seat)
    events: tuple[Event, ...] = (BlessingGiven(seat=seat, card=card, to=(seat,)),)
    if others:
        events += (BlessingGiven(seat=seat, card="", to=others),)
    return state, events


def _owner(state: State) -> int:
    """The seat keeping the Blessing Deck (Murgath's), or -1."""
    for seat, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Blessings:
                return seat
    return -1


class BlessingsMechanic(Mechanic):
    """The hooks of the blessings family."""

    name = "blessings"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        cards = self.catalog(state).deck(BLESSINGS)
        deck, rng = state.rng.shuffle(cards)
        kept = Blessings(deck=tuple(deck), cards=tuple(sorted(set(cards))))
        return set_extra(replace(state, rng=rng), seat, kept)

    def after_losses(self, state: State, play: Play, card: Any, losers: tuple[int, ...]) -> Result:
        """L810: each player who lost Fortitude to the card gets one Blessing."""
        if not ops_of(card, "effects", "bless_losers"):
            return state, ()
        owner = play.seat if extra_of(state, play.seat, Blessings) else _owner(state)
        events: list[Event] = []
        blessed = set(losers)
        if aimed(play) >= 0 and play.target >= 0:  # L818: a Gizmo's Blessing goes to Wrench
            blessed.add(play.target)
        if minion_aimed(play) >= 0 and play.target >= 0:  # L818: a Minion's to Torglesnarf
            blessed.add(play.target)
        if minion_aimed_also(play) >= 0 and play.also >= 0:
            blessed.add(play.also)
        if aimed_also(play) >= 0 and play.also >= 0:  # a two-target card's second pick
            blessed.add(play.also)
        for seat in sorted(blessed):
            if state.seats[seat].alive:
                state, more = bless(state, owner, seat)
                events.extend(more)
        return state, tuple(events)

    def shared_cards(self, state: State, seat: int) -> tuple[str, ...]:
        """The heart cards of the Blessings in the seat's hand (L800)."""
        hand = state.seats[seat].hand
        if not hand:
            return ()
        cards = self.catalog(state).cards
        found = []
        for c in hand:
            heart = c + HEART
            if heart in cards and heart not in found:
                found.append(heart)
        return tuple(found)

    def take_spare(self, state: State, seat: int, card: str) -> Result:
        """Playing a heart card plays its Blessing: it leaves the hand (L802)."""
        blessing = card.removesuffix(HEART)
        hand = list(state.seats[seat].hand)
        if blessing in hand:
            hand.remove(blessing)
        return update_seat(state, seat, hand=tuple(hand)), ()

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """A played Blessing (or its heart) goes to the Blessing discard pile (L804)."""
        if getattr(card, "deck", "") not in (BLESSINGS, HEARTS):
            return None
        owner = _owner(state)
        b = extra_of(state, owner, Blessings) if owner >= 0 else None
        if b is None:
            return None
        blessing = play.card.removesuffix(HEART)
        return set_extra(state, owner, replace(b, discard=(*b.discard, blessing))), ()

    def on_any_turn_end(self, state: State, owner: int, seat: int) -> Result:
        """Blessings that reached a player's discard pile this turn (not through
        ``hooks.discard_from_hand``, e.g. with a Rage Pool) go to the Blessing discard pile."""
        b = extra_of(state, owner, Blessings)
        if b is None:
            return state, ()
        known = set(b.cards)
        found: list[str] = []
        for i, s in enumerate(state.seats):
            back = tuple(c for c in s.discard if c in known)
            if back:
                kept = list(s.discard)
                for c in back:
                    kept.remove(c)
                state = update_seat(state, i, discard=tuple(kept))
                found.extend(back)
        if not found:
            return state, ()
        state = set_extra(state, owner, replace(b, discard=(*b.discard, *found)))
        return state, (BlessingsReturned(cards=tuple(found)),)

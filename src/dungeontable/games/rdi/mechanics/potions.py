"""Brewmaster Phrenk's Potions (compendium 002 L1108-1146; rdi.md §2.1 Phrenk).

Setup: the Potion Deck is shuffled and its top card revealed face up in front of Phrenk (L1114).

Revealing: at the beginning of his turn, before Discard and Draw, he reveals the top Potion; with
a Potion still face up from an earlier turn he chooses which of the two to keep and discards the
other (decision ``potion-keep``), before anything else (L1120). A revealed Brewing Mishap is
discarded at once together with his face-up Potion (L1122). An empty Potion Deck is shuffled
again from the Potion discard pile (L1124).

Playing: a Potion face up in front of a player is played as though it were in their hand, as the
type it says, and answered like any card of that type; when it resolves it goes to Phrenk's Potion
discard pile (L1128; the engine: ``plays.held`` offers cards of a playable type in front of a
player, ``side_pile`` puts a Potion on Phrenk's pile whoever played it).

Selling: any time he could play an Anytime card, except while a new Potion waits for his choice,
Phrenk may offer his face-up Potion to another player at its printed price (``offer-potion``);
the buyer accepts or declines (decision ``potion-offer``): neither can force the other, the price
is fixed (L1132-1136). A player may also ask him first (``ask-potion``, any time they could play
an Anytime card, offered by the hook ``shared_anytime``): Phrenk then sells or refuses (decision
``potion-ask``), so both must agree whoever starts it (L1134). The buyer pays the price to
Phrenk (R-9.2: Gold or Gold-equivalents) and puts the Potion face up in front of them; a buyer
may hold several, never resell one; Phrenk holds at most one (L1138). Purchased Potions stay
where they are when Phrenk loses or reshuffles (L1140). Only a buyer who can pay the price is
offered the Potion (or may ask for it).

A named Artifact (002 L630): offering his Potion, or answering a player who asked for it, Phrenk
may say he sells only if paid with a particular face-up Artifact the buyer controls
(``OfferPotionFor``, ``SellPotionFor``; option ``phrenk_named_artifact``: any buyer,
or Keet alone). That Artifact is 1 Gold of the fixed price (L1136), the buyer pays the rest as
they choose; the buyer still agrees or not (``potion-offer``: an answer naming an Artifact is an
offer on those terms, L1134).

The Potions are public (face up or in the discard pile); the Potion Deck's order is hidden from
everyone: views list what is left sorted, determinize reshuffles it.

Card data: the Potion cards are the catalog deck ``potions`` (``cards/potions.toml``), subtype
``potion``, each with ``costs = [{op = "price", gold = 2}]``; a Brewing Mishap has the subtype
``mishap``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, Rng

from ..effects import EFFECTS, Fx
from ..events import ValuablePaid
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State, owe, update_seat
from .artifacts import DOWN, is_artifact, keet_of
from .catalog import ops_of, param
from .events import (
    BuyPotion,
    KeepPotion,
    OfferPotion,
    PotionAnswered,
    PotionKept,
    PotionOffered,
    PotionRevealed,
)
from .pets import CatalogOf

POTIONS = "potions"
"""The catalog deck of the Potion cards."""
MISHAP = "mishap"
"""The subtype of a Brewing Mishap (L1122)."""


class Brewery(SeatExtra, frozen=True):
    """Phrenk's Potion Deck (top last) and discard pile, a newly revealed Potion waiting for his
    keep-one choice (``""``: none), the player his face-up Potion is offered to (-1: none) and
    the player who asked him for it (``asked``, -1: none); ``named``: the buyer's face-up
    Artifact the offer is paid with (L630). His face-up Potion lies in his ``front`` (a card in
    front of him)."""

    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    revealed: str = ""
    offer: int = -1
    asked: int = -1
    named: str = ""

    def public(self) -> Any:
        """The Potion Deck face down: which Potions are left, in no particular order."""
        return replace(self, deck=tuple(sorted(self.deck)))

    def private(self) -> Any:
        """Phrenk does not know the order either."""
        return self.public()

    def shuffled(self, rng: Rng) -> tuple[Any, Rng]:
        deck, rng = rng.shuffle(self.deck)
        return replace(self, deck=tuple(deck)), rng

    def describe(self) -> str:
        waiting = "; a new Potion to keep or discard" if self.revealed else ""
        offer = "; a Potion on offer" if self.offer >= 0 else ""
        offer += "; asked for his Potion" if self.asked >= 0 else ""
        return f"Potion Deck {len(self.deck)}, Potion discard {len(self.discard)}{waiting}{offer}"


def price_of(card: Any) -> int:
    """A Potion's printed price in Gold (L1132)."""
    return sum(int(param(c, "gold", 0)) for c in ops_of(card, "costs", "price"))


def face_up(state: State, seat: int, catalog: Any) -> str:
    """Phrenk's face-up Potion (``""``: none)."""
    for card in state.seats[seat].front:
        if getattr(catalog[card], "deck", "") == POTIONS:
            return card
    return ""


def _reveal(brewery: Brewery, rng: Rng) -> tuple[Brewery, str, Rng]:
    """The top Potion taken, reshuffling the discard pile first when the deck is empty."""
    deck, discard = brewery.deck, brewery.discard
    if not deck and discard:
        shuffled, rng = rng.shuffle(discard)
        deck, discard = tuple(shuffled), ()
    if not deck:
        return replace(brewery, deck=deck, discard=discard), "", rng
    return replace(brewery, deck=deck[:-1], discard=discard), deck[-1], rng


class AskPotion(Action, frozen=True):
    """A player, any time: ask ``seller`` (Phrenk) to sell them his face-up Potion at its price
    (002 L1132-1134)."""

    seller: int


class SellPotion(Action, frozen=True):
    """Phrenk, asked for his face-up Potion: sell it at its price (``yes``) or not (L1134)."""

    answer: Literal["yes", "no"]


class OfferPotionFor(Action, frozen=True):
    """Phrenk, any time: offer his face-up Potion to ``buyer`` at its price only if paid with
    the buyer's face-up ``artifact`` (002 L630: 1 Gold of the price)."""

    buyer: int
    artifact: str


class SellPotionFor(Action, frozen=True):
    """Phrenk, asked for his face-up Potion: he will sell it only if paid with the buyer's
    face-up ``artifact`` (002 L630), which the buyer then accepts or declines."""

    artifact: str


class PotionAsked(Event, frozen=True, kw_only=True):
    """``seat`` asked Phrenk (``seller``) to sell them his face-up Potion (002 L1134)."""

    seat: int
    seller: int
    card: str
    price: int

    def describe(self) -> str:
        return f"seat {self.seat} asks seat {self.seller} for {self.card} ({self.price} Gold)"


class PotionAskAnswered(Event, frozen=True, kw_only=True):
    """Phrenk sold the Potion asked for (``sold``) or refused (002 L1134)."""

    seat: int
    buyer: int
    card: str
    price: int
    sold: bool

    def describe(self) -> str:
        what = "sells" if self.sold else "refuses to sell"
        return f"seat {self.seat} {what} {self.card} to seat {self.buyer} ({self.price} Gold)"


class PotionTerms(Event, frozen=True, kw_only=True):
    """Phrenk will sell his face-up Potion ``card`` to ``buyer`` only if paid with the buyer's
    face-up ``artifact`` as 1 Gold of the ``price`` (002 L630): offered, or his answer to the
    buyer's request; the buyer answers (decision ``potion-offer``)."""

    seat: int
    buyer: int
    card: str
    price: int
    artifact: str

    def describe(self) -> str:
        only = f"only if paid with {self.artifact}"
        return f"seat {self.seat} will sell {self.card} to seat {self.buyer} {only} ({self.price})"


ASK_ACTIONS: tuple[type[Action], ...] = (AskPotion, SellPotion, OfferPotionFor, SellPotionFor)
ASK_EVENTS: tuple[type[Event], ...] = (PotionAsked, PotionAskAnswered, PotionTerms)


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def price(fx: Fx, *, gold: int) -> None:
    """A Potion's printed price, paid to Phrenk by a buyer (L1132)."""


# --- hooks --------------------------------------------------------------------------------------


class PotionsMechanic(Mechanic):
    """The hooks of the potions family."""

    name = "potions"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        """L1114: shuffle, reveal the top Potion face up (a Mishap: discarded, L1122)."""
        deck, rng = state.rng.shuffle(self.catalog(state).deck(POTIONS))
        brewery, top, rng = _reveal(Brewery(deck=tuple(deck)), rng)
        state = replace(state, rng=rng)
        if top and MISHAP in (self.catalog(state)[top].subtypes or ()):
            brewery = replace(brewery, discard=(*brewery.discard, top))
        elif top:
            state = update_seat(state, seat, front=(*state.seats[seat].front, top))
        return set_extra(state, seat, brewery)

    def on_turn_start(self, state: State, seat: int) -> Result:
        """L1120-1124: reveal the top Potion; keep one of two; a Mishap discards both."""
        brewery = extra_of(state, seat, Brewery)
        if brewery is None:
            return state, ()
        brewery, top, rng = _reveal(replace(brewery, offer=-1, asked=-1), state.rng)
        state = replace(state, rng=rng)
        if not top:
            return set_extra(state, seat, brewery), ()
        cat = self.catalog(state)
        old = face_up(state, seat, cat)
        if MISHAP in (cat[top].subtypes or ()):
            gone = (top, old) if old else (top,)
            if old:
                front = tuple(c for c in state.seats[seat].front if c != old)
                state = update_seat(state, seat, front=front)
            brewery = replace(brewery, discard=(*brewery.discard, *gone))
            event = PotionRevealed(seat=seat, card=top, mishap=True, discarded=gone)
            return set_extra(state, seat, brewery), (event,)
        if old:  # the choice comes before anything else (L1120)
            event = PotionRevealed(seat=seat, card=top, mishap=False, discarded=())
            return set_extra(state, seat, replace(brewery, revealed=top)), (event,)
        state = update_seat(state, seat, front=(*state.seats[seat].front, top))
        event = PotionRevealed(seat=seat, card=top, mishap=False, discarded=())
        return set_extra(state, seat, brewery), (event,)

    def decision(self, state: State) -> Decision | None:
        for seat, s in enumerate(state.seats):
            for value in s.extra:
                if type(value) is not Brewery:
                    continue
                if value.revealed and s.alive:
                    prompt = "keep your face-up Potion or the one just revealed"
                    return Decision(seat, "potion-keep", prompt)
                if value.offer >= 0 and state.seats[value.offer].alive:
                    prompt = "buy the Potion offered to you at its price, or decline"
                    return Decision(value.offer, "potion-offer", prompt)
                if value.asked >= 0 and s.alive and state.seats[value.asked].alive:
                    prompt = "sell your face-up Potion at its price to the player who asked, or not"
                    return Decision(seat, "potion-ask", prompt)
        return None

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        found = _phrenk(state)
        if found is None:
            return ()
        phrenk, brewery = found
        if brewery.revealed and seat == phrenk:
            old = face_up(state, phrenk, self.catalog(state))
            return tuple(KeepPotion(card=c) for c in sorted({old, brewery.revealed}) if c)
        if brewery.offer == seat and not brewery.revealed:
            return (BuyPotion(answer="yes"), BuyPotion(answer="no"))
        if brewery.asked >= 0 and seat == phrenk and not brewery.revealed and brewery.offer < 0:
            named = tuple(SellPotionFor(artifact=c) for c in namable(state, brewery.asked))
            return (SellPotion(answer="yes"), SellPotion(answer="no"), *named)
        return ()

    def apply_extra(self, state: State, action: Action) -> Result:
        found = _phrenk(state)
        if found is None:
            return state, ()
        phrenk, brewery = found
        cat = self.catalog(state)
        old = face_up(state, phrenk, cat)
        if isinstance(action, KeepPotion) and brewery.revealed:
            new = brewery.revealed
            if action.card not in (old, new):
                return state, ()
            other = new if action.card == old else old
            front = tuple(c for c in state.seats[phrenk].front if c != old)
            state = update_seat(state, phrenk, front=(*front, action.card))
            brewery = replace(brewery, revealed="", discard=(*brewery.discard, other))
            event = PotionKept(seat=phrenk, kept=action.card, discarded=other)
            return set_extra(state, phrenk, brewery), (event,)
        if isinstance(action, BuyPotion) and brewery.offer >= 0 and old:
            buyer, named = brewery.offer, brewery.named
            state = set_extra(state, phrenk, replace(brewery, offer=-1, named=""))
            cost = price_of(cat[old])
            answered = PotionAnswered(
                seat=phrenk, buyer=buyer, card=old, price=cost, bought=action.answer == "yes"
            )
            if action.answer != "yes":
                return state, (answered,)
            state, paid = _sell(state, phrenk, buyer, old, cost, named)
            return state, (answered, *paid)
        if isinstance(action, SellPotionFor) and brewery.asked >= 0 and old:
            buyer = brewery.asked
            state = set_extra(state, phrenk, replace(brewery, asked=-1))
            cost = price_of(cat[old])
            if action.artifact in namable(state, buyer):
                # L630: only for that Artifact: an offer on those terms, the buyer answers
                brewery = replace(brewery, asked=-1, offer=buyer, named=action.artifact)
                terms = PotionTerms(
                    seat=phrenk, buyer=buyer, card=old, price=cost, artifact=action.artifact
                )
                return set_extra(state, phrenk, brewery), (terms,)
            return state, ()
        if isinstance(action, SellPotion) and brewery.asked >= 0 and old:
            buyer = brewery.asked
            state = set_extra(state, phrenk, replace(brewery, asked=-1))
            cost = price_of(cat[old])
            sold = action.answer == "yes"
            said = PotionAskAnswered(seat=phrenk, buyer=buyer, card=old, price=cost, sold=sold)
            if not sold:
                return state, (said,)
            state, paid = _sell(state, phrenk, buyer, old, cost)
            return state, (said, *paid)
        return state, ()

    def anytime_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        """Offer the face-up Potion to a player who can pay its price (L1132)."""
        brewery = extra_of(state, seat, Brewery)
        me = state.seats[seat]
        if brewery is None or me.out or brewery.revealed:
            return ()
        if brewery.offer >= 0 or brewery.asked >= 0:
            return ()
        cat = self.catalog(state)
        card = face_up(state, seat, cat)
        if not card:
            return ()
        cost = price_of(cat[card])
        buyers = [b for b in state.living() if b != seat and state.seats[b].wealth >= cost]
        return tuple(
            offer
            for b in buyers
            for offer in (
                OfferPotion(buyer=b),
                *(OfferPotionFor(buyer=b, artifact=a) for a in namable(state, b)),
            )
        )

    def shared_anytime(self, state: State, seat: int) -> tuple[Action, ...]:
        """Any other player who can pay may ask Phrenk for his face-up Potion (L1134), except
        while he is choosing which new Potion to keep or a sale is being answered."""
        found = _phrenk(state)
        if found is None or found[0] == seat or not state.seats[seat].alive:
            return ()
        phrenk, brewery = found
        if not state.seats[phrenk].alive or brewery.revealed:
            return ()
        if brewery.offer >= 0 or brewery.asked >= 0:
            return ()
        cat = self.catalog(state)
        card = face_up(state, phrenk, cat)
        if not card or state.seats[seat].wealth < price_of(cat[card]):
            return ()
        return (AskPotion(seller=phrenk),)

    def apply_anytime(self, state: State, seat: int, action: Action) -> Result:
        if isinstance(action, AskPotion) and action in self.shared_anytime(state, seat):
            phrenk = action.seller
            brewery = extra_of(state, phrenk, Brewery) or Brewery()
            cat = self.catalog(state)
            card = face_up(state, phrenk, cat)
            state = set_extra(state, phrenk, replace(brewery, asked=seat))
            asked = PotionAsked(seat=seat, seller=phrenk, card=card, price=price_of(cat[card]))
            return state, (asked,)
        offers = (OfferPotion, OfferPotionFor)
        if not isinstance(action, offers) or action not in self.anytime_actions(state, seat):
            return state, ()
        named = action.artifact if isinstance(action, OfferPotionFor) else ""
        brewery = extra_of(state, seat, Brewery) or Brewery()
        cat = self.catalog(state)
        card = face_up(state, seat, cat)
        state = set_extra(state, seat, replace(brewery, offer=action.buyer, named=named))
        cost = price_of(cat[card])
        event: Event = (
            PotionTerms(seat=seat, buyer=action.buyer, card=card, price=cost, artifact=named)
            if named
            else PotionOffered(seat=seat, buyer=action.buyer, card=card, price=cost)
        )
        return state, (event,)

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """A played Potion goes to Phrenk's Potion discard pile, whoever played it (L1128)."""
        if getattr(card, "deck", "") != POTIONS:
            return None
        found = _phrenk(state)
        if found is None:
            return None
        phrenk, brewery = found
        state = set_extra(state, phrenk, replace(brewery, discard=(*brewery.discard, play.card)))
        rest = tuple(c for c in play.parts if c != play.card)
        if rest and play.seat >= 0:
            s = state.seats[play.seat]
            state = update_seat(state, play.seat, discard=(*s.discard, *rest))
        return state, ()


def namable(state: State, buyer: int) -> tuple[str, ...]:
    """The face-up Artifacts ``buyer`` controls that Phrenk may name as the payment (L630; option
    ``phrenk_named_artifact = keet``: only when the buyer is Keet)."""
    if state.options.phrenk_named_artifact == "keet" and buyer != keet_of(state):
        return ()
    held = state.seats[buyer].valuables
    return tuple(sorted({c for c in held if is_artifact(c) and c != DOWN}))


def _sell(state: State, phrenk: int, buyer: int, card: str, cost: int, named: str = "") -> Result:
    """The Potion goes face up in front of the buyer, who owes Phrenk its price (R-9.2); a named
    face-up Artifact (L630) is handed over at once as 1 Gold of it, the rest as the buyer
    chooses."""
    front = tuple(c for c in state.seats[phrenk].front if c != card)
    state = update_seat(state, phrenk, front=front)
    state = update_seat(state, buyer, front=(*state.seats[buyer].front, card))
    events: tuple[Event, ...] = ()
    held = list(state.seats[buyer].valuables)
    if named and named in held and cost > 0:
        held.remove(named)
        state = update_seat(state, buyer, valuables=tuple(held))
        mine = state.seats[phrenk].valuables
        state = update_seat(state, phrenk, valuables=(*mine, named))
        events, cost = (ValuablePaid(payer=buyer, payee=phrenk, card=named),), cost - 1
    return owe(state, buyer, phrenk, cost), events


def _phrenk(state: State) -> tuple[int, Brewery] | None:
    """The seat with the Potion Deck (the first, in seat order) and its Brewery."""
    for seat, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Brewery:
                return seat, value
    return None

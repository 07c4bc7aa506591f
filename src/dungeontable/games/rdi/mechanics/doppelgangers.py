"""Evil Pooky's Doppelgangers (compendium 002 L340-384; rdi.md §2.1 Evil Pooky).

Setup (L346): his 15-card Doppelganger Deck is shuffled beside his mat; in a Boss Battle where he
is the Boss he uses the Boss Battle Doppelganger Deck instead (L384; catalog deck
``doppelgangers_boss``), and his 7 Boss Cards stay in his Character Deck only then (R-12.3,
``catalog.character_deck``).

A card of his with a portal (icon op ``portal``) reveals the top Doppelganger *after all its other
effects* (L352); an Ignored one still does. A portal card that leaves the stack without resolving
(Negated, or discarded unresolved) reveals none (ruling ``portal_negated = none``: like any icon,
R-6.12; alt ``reveal``: "when you play" it, the reveal comes as it leaves the stack). The portal
cards he has pending are tracked (``portals``) so the ruling can tell. Doppelgangers come in two
kinds (L354-362):

- **Immediate** (subtype ``immediate``): it resolves, then goes to the Doppelganger discard pile.
  Here it goes on the stack as an Action card Evil Pooky played (L366: answered as though it
  were an Action card from his hand: Ignored, Negated, hit back), above whatever is pending.
- **Split** (subtype ``split``): he must keep it in front of himself or give it to another player
  still in the game (decision ``doppelganger``, at once). Kept, its left half is a card of its
  listed type he may play as though it were in his hand (hook ``spare_cards``; it is not in his
  hand: nothing discards it from there, L360); played, it goes to the Doppelganger discard pile.
  Given, its right half waits in front of the holder for its game state (L362), then does what it
  says to the holder as an Action card of Evil Pooky's (L366) and is discarded. The right half is
  its own catalog card ``<split id>-given`` (deck ``doppelgangers_given``); the split card names
  its trigger with the quiet op ``{op = "split", when = ...}``:

  - ``hurt``: right after the holder loses Fortitude (a real loss, any source);
  - ``drink``: right after a Drink the holder drinks gives them Alcohol Content;
  - ``gold``: right after a card makes the holder gain Gold;
  - ``end_turn``: at the end of the holder's turn.

Hand size (L368-372): 7 with 0 or 1 Doppelgangers in front of him, 1 less for each one beyond the
first; others' hand sizes never change. He may not discard them in Discard and Draw (L370: they
are not in his hand). Reshuffling (L374): revealing the last card of the deck shuffles the discard
pile into a new deck at once, so an Immediate just revealed stays out of it. When Evil Pooky loses
(L376) the Doppelgangers in front of others stay and still go off (as his cards, from his seat).
A holder who leaves the table takes none along: theirs go to the Doppelganger discard pile.
A given Doppelganger going off while its holder Ignores everything is Ignored like any card
(L378) and still discarded. Only players are offered (L380: never a Gizmo or a Minion). A given
one making Pooky lose Fortitude is a player's card (L382): his Mood gets worse.

Everything in front of players is public; the Doppelganger Deck is face down to everyone
(``public`` / ``private`` show it sorted; determinize reshuffles it).

Card data: a portal card ``icons = [{op = "portal"}]``; Split cards ``effects`` end with
``{op = "split", when = "hurt"}``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, Rng

from ..effects import EFFECTS, Change, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of, param
from .pets import CatalogOf

DECK = "doppelgangers"
"""The catalog deck of the regular Doppelganger Deck (``cards/doppelgangers.toml``)."""
BOSS_DECK = "doppelgangers_boss"
"""The Boss Battle Doppelganger Deck (L346, L384)."""
GIVEN_DECK = "doppelgangers_given"
"""The right halves of the Split Doppelgangers (each ``<split id>-given``)."""
GIVEN = "-given"
TRIGGERS = ("hurt", "drink", "gold", "end_turn")
"""The game states a given Split Doppelganger looks for (house cards)."""
FREE = 1
"""Doppelgangers in front of him that leave his hand size alone (L368: 0 or 1)."""
DECKS = frozenset({DECK, BOSS_DECK, GIVEN_DECK})


class Doppelgangers(SeatExtra, frozen=True):
    """Evil Pooky's Doppelganger Deck (top last) and discard pile, the Splits kept in front of
    him, those given to others (holder, card), and revealed Splits awaiting his choice."""

    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    kept: tuple[str, ...] = ()
    given: tuple[tuple[int, str], ...] = ()
    pending: tuple[str, ...] = ()
    portals: tuple[str, ...] = ()

    def public(self) -> Doppelgangers:
        """The deck face down: which Doppelgangers are left, in no particular order."""
        return replace(self, deck=tuple(sorted(self.deck)))

    def private(self) -> Doppelgangers:
        """Evil Pooky does not know his deck's order either."""
        return self.public()

    def shuffled(self, rng: Rng) -> tuple[Doppelgangers, Rng]:
        """The deck in a random order (a resampled view, determinize)."""
        deck, rng = rng.shuffle(self.deck)
        return replace(self, deck=tuple(deck)), rng

    def describe(self) -> str:
        given = f"; {len(self.given)} given out" if self.given else ""
        return (
            f"Doppelganger Deck {len(self.deck)}, discard {len(self.discard)}; "
            f"{len(self.kept)} in front of him{given}"
        )


class DoppelgangerRevealed(Event, frozen=True, kw_only=True):
    """A portal revealed ``card`` (L352): ``variety`` = ``immediate`` (on the stack as his Action
    card, item ``uid``) or ``split`` (his keep-or-give choice follows); ``reshuffled``: the deck
    ran out and the discard pile became the new deck (L374)."""

    seat: int
    card: str
    variety: str
    uid: int = 0
    reshuffled: bool = False

    def describe(self) -> str:
        return f"seat {self.seat} reveals the Doppelganger {self.card} ({self.variety})"


class DoppelgangerPlaced(Event, frozen=True, kw_only=True):
    """A Split Doppelganger went in front of ``holder`` (Evil Pooky himself: kept)."""

    seat: int
    card: str
    holder: int

    def describe(self) -> str:
        return f"seat {self.seat} puts the Doppelganger {self.card} in front of seat {self.holder}"


class DoppelgangerTriggered(Event, frozen=True, kw_only=True):
    """A given Doppelganger's game state came (``when``): its effect goes on the stack against
    ``holder`` as Evil Pooky's Action card (item ``uid``); or ``left``: the holder left the
    table and it went to the discard pile."""

    seat: int
    card: str
    holder: int
    when: str
    uid: int = 0

    def describe(self) -> str:
        return f"the Doppelganger {self.card} in front of seat {self.holder} goes off ({self.when})"


class PlaceDoppelganger(Action, frozen=True):
    """Evil Pooky keeps the revealed Split ``card`` (``holder`` = himself) or gives it to the
    player ``holder`` (L358)."""

    card: str
    holder: int


EVENTS: tuple[type[Event], ...] = (DoppelgangerRevealed, DoppelgangerPlaced, DoppelgangerTriggered)
ACTIONS: tuple[type[Action], ...] = (PlaceDoppelganger,)


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def portal(fx: Fx) -> None:
    """Icon: reveal a Doppelganger after the card's other effects (L352; read by the hook)."""


@EFFECTS.op
def split(fx: Fx, *, when: str) -> None:
    """A Split Doppelganger's given half looks for the game state ``when`` (data only, L362)."""


# --- the rules ----------------------------------------------------------------------------------


def doppelgangers_of(extra: tuple[object, ...]) -> Doppelgangers | None:
    """The Doppelgangers value among a seat's (or a view's seat's) extras."""
    return next((x for x in extra if isinstance(x, Doppelgangers)), None)


def given_card(card: str) -> str:
    """The right half of the Split ``card``."""
    return card + GIVEN


def split_of(card: str) -> str:
    """The Split card whose right half is ``card`` (``card`` itself otherwise)."""
    return card[: -len(GIVEN)] if card.endswith(GIVEN) else card


def trigger_of(cards: Mapping[str, Any], card: str) -> str:
    """The game state the Split ``card``'s right half looks for ("" if none)."""
    found = ops_of(cards.get(card), "effects", "split")
    return str(param(found[0], "when", "")) if found else ""


def is_split(card: Any) -> bool:
    return "split" in getattr(card, "subtypes", ())


def hand_size(kept: int, size: int) -> int:
    """L368: 1 less for each Doppelganger in front of him beyond the first."""
    return size - max(0, kept - FREE)


def reveal(state: State, seat: int, cards: Mapping[str, Any]) -> Result:
    """The top Doppelganger revealed for ``seat`` (L352-358, L374)."""
    d = extra_of(state, seat, Doppelgangers)
    if d is None or not d.deck:
        return state, ()
    card, deck, discard, rng = d.deck[-1], d.deck[:-1], d.discard, state.rng
    reshuffled = False
    if not deck and discard:  # L374: the last card revealed; it stays out of the new deck
        shuffled, rng = rng.shuffle(discard)
        deck, discard, reshuffled = tuple(shuffled), (), True
    state = replace(state, rng=rng)
    if is_split(cards.get(card)):
        d = replace(d, deck=deck, discard=discard, pending=(*d.pending, card))
        state = set_extra(state, seat, d)
        return state, (
            DoppelgangerRevealed(seat=seat, card=card, variety="split", reshuffled=reshuffled),
        )
    state = set_extra(state, seat, replace(d, deck=deck, discard=discard))
    play = Play("card", card=card, parts=(card,), seat=seat)
    stack = state.stack.push(play, source=seat, counts_as="action")
    uid = stack.items[-1].uid
    state = replace(state, stack=stack)
    event = DoppelgangerRevealed(
        seat=seat, card=card, variety="immediate", uid=uid, reshuffled=reshuffled
    )
    return state, (event,)


def place(state: State, seat: int, card: str, holder: int) -> Result:
    """The revealed Split ``card`` kept (``holder == seat``) or given to ``holder`` (L358)."""
    d = extra_of(state, seat, Doppelgangers)
    if d is None or card not in d.pending:
        return state, ()
    pending = list(d.pending)
    pending.remove(card)
    if holder == seat:
        d = replace(d, pending=tuple(pending), kept=(*d.kept, card))
    else:
        d = replace(d, pending=tuple(pending), given=(*d.given, (holder, card)))
    state = set_extra(state, seat, d)
    return state, (DoppelgangerPlaced(seat=seat, card=card, holder=holder),)


def go_off(
    state: State, owner: int, holders: tuple[int, ...], when: str, cards: Mapping[str, Any]
) -> Result:
    """Each Doppelganger of ``owner``'s given to one of ``holders`` looking for ``when`` goes off:
    its right half goes on the stack as his Action card against the holder (L362, L366)."""
    d = extra_of(state, owner, Doppelgangers)
    if d is None or not d.given:
        return state, ()
    events: list[Event] = []
    kept: list[tuple[int, str]] = []
    fired: list[tuple[int, str]] = []
    for holder, card in d.given:
        if holder in holders and trigger_of(cards, card) == when:
            fired.append((holder, card))
        else:
            kept.append((holder, card))
    if not fired:
        return state, ()
    state = set_extra(state, owner, replace(d, given=tuple(kept)))
    for holder, card in fired:
        half = given_card(card)
        play = Play("card", card=half, parts=(half,), seat=owner, target=holder)
        stack = state.stack.push(play, source=owner, counts_as="action")
        uid = stack.items[-1].uid
        state = replace(state, stack=stack)
        events.append(
            DoppelgangerTriggered(seat=owner, card=card, holder=holder, when=when, uid=uid)
        )
    return state, tuple(events)


class DoppelgangersMechanic(Mechanic):
    """The hooks of the doppelgangers family."""

    name = "doppelgangers"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        which = BOSS_DECK if state.options.boss == seat else DECK  # L384
        deck, rng = state.rng.shuffle(self.catalog(state).deck(which))
        return set_extra(replace(state, rng=rng), seat, Doppelgangers(deck=tuple(deck)))

    def on_play(self, state: State, seat: int, card: Any, option: str) -> Result:
        """A portal card goes on the stack: remembered until it leaves it (ruling
        ``portal_negated``)."""
        d = extra_of(state, seat, Doppelgangers)
        if d is None or not ops_of(card, "icons", "portal"):
            return state, ()
        return set_extra(state, seat, replace(d, portals=(*d.portals, card.id))), ()

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """Each portal of a resolved card (not Negated; Ignored still counts), L352."""
        portals = ops_of(card, "icons", "portal")
        if not portals:
            return state, ()
        state = _settled(state, play.seat, play.card)
        events: list[Event] = []
        cards = self.catalog(state).cards
        for _ in portals:
            state, more = reveal(state, play.seat, cards)
            events.extend(more)
        return state, tuple(events)

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """A Doppelganger leaving the stack goes to the Doppelganger discard pile (L356); a
        portal card leaving it unresolved reveals none, or (ruling ``portal_negated = reveal``)
        its Doppelgangers now, the card going to his discard pile as usual."""
        if getattr(card, "deck", "") not in DECKS or play.seat < 0:
            mine = extra_of(state, play.seat, Doppelgangers) if play.seat >= 0 else None
            if mine is None or play.card not in mine.portals:
                return None
            state = _settled(state, play.seat, play.card)
            seat = state.seats[play.seat]
            state = update_seat(state, play.seat, discard=(*seat.discard, play.card))
            if state.options.portal_negated != "reveal":
                return state, ()
            events: list[Event] = []
            for _ in ops_of(card, "icons", "portal"):
                state, more = reveal(state, play.seat, self.catalog(state).cards)
                events.extend(more)
            return state, tuple(events)
        d = extra_of(state, play.seat, Doppelgangers)
        if d is None:
            return None
        return set_extra(
            state, play.seat, replace(d, discard=(*d.discard, split_of(play.card)))
        ), ()

    def spare_cards(self, state: State, seat: int) -> tuple[str, ...]:
        """The Splits kept in front of him, played as though in hand (L360)."""
        d = extra_of(state, seat, Doppelgangers)
        return d.kept if d is not None else ()

    def take_spare(self, state: State, seat: int, card: str) -> Result:
        d = extra_of(state, seat, Doppelgangers)
        if d is None or card not in d.kept:
            return state, ()
        kept = list(d.kept)
        kept.remove(card)
        return set_extra(state, seat, replace(d, kept=tuple(kept))), ()

    def hand_size(self, state: State, seat: int, size: int) -> int:
        d = extra_of(state, seat, Doppelgangers)
        return size if d is None else hand_size(len(d.kept), size)

    def decision(self, state: State) -> Decision | None:
        seat = _due(state)
        if seat is None:
            return None
        return Decision(seat, "doppelganger", "keep the Split Doppelganger or give it away")

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        if _due(state) != seat:
            return ()
        d = extra_of(state, seat, Doppelgangers)
        assert d is not None
        card = d.pending[0]
        others = tuple(t for t in state.living() if t != seat)
        return tuple(PlaceDoppelganger(card=card, holder=h) for h in (seat, *others))

    def apply_extra(self, state: State, action: Action) -> Result:
        seat = _due(state)
        if not isinstance(action, PlaceDoppelganger) or seat is None:
            return state, ()
        return place(state, seat, action.card, action.holder)

    def after_changes(self, state: State, play: Play, changes: tuple[Change, ...]) -> Result:
        """Given Doppelgangers looking for a Fortitude loss, a Drink or Gold (L362)."""
        events: list[Event] = []
        cards = self.catalog(state).cards
        for owner, seat in enumerate(state.seats):
            d = extra_of(state, owner, Doppelgangers) if seat.extra else None
            if d is None or not d.given:
                continue
            hurt = tuple(c.seat for c in changes if c.stat == "fortitude" and c.amount < 0)
            rich = tuple(c.seat for c in changes if c.stat == "gold" and c.amount > 0) + tuple(
                c.payee
                for c in changes
                if c.stat == "gold" and c.amount < 0 and c.payee is not None and c.payee >= 0
            )  # Gold paid to a player is Gold they gain
            drank: tuple[int, ...] = ()
            if play.kind == "drink":
                drank = tuple(
                    c.seat
                    for c in changes
                    if c.seat == play.drinker and c.stat == "alcohol" and c.amount > 0
                )
            for when, holders in (("hurt", hurt), ("drink", drank), ("gold", rich)):
                living = tuple(h for h in holders if state.seats[h].alive)
                if living:
                    state, more = go_off(state, owner, living, when, cards)
                    events.extend(more)
        return state, tuple(events)

    def on_any_turn_end(self, state: State, owner: int, seat: int) -> Result:
        """``end_turn`` Doppelgangers of the holder whose turn ends; a holder out of the game
        leaves theirs in the discard pile."""
        d = extra_of(state, owner, Doppelgangers)
        if d is None or not d.given:
            return state, ()
        events: list[Event] = []
        gone = tuple((h, c) for h, c in d.given if state.seats[h].out)
        if gone:
            kept = tuple(g for g in d.given if g not in gone)
            discard = (*d.discard, *(c for _, c in gone))
            state = set_extra(state, owner, replace(d, given=kept, discard=discard))
            events.extend(
                DoppelgangerTriggered(seat=owner, card=c, holder=h, when="left") for h, c in gone
            )
        if state.seats[seat].alive:
            state, more = go_off(state, owner, (seat,), "end_turn", self.catalog(state).cards)
            events.extend(more)
        return state, tuple(events)


def place_advice(
    legal: tuple[Action, ...], me: int, kept: int, weakest: Callable[[list[int]], int]
) -> Action | None:
    """The heuristic bot's keep-or-give: the first Split is kept (it costs no hand size, L368),
    later ones go to the rival ``weakest`` picks (nearest to passing out)."""
    places = [a for a in legal if isinstance(a, PlaceDoppelganger)]
    if not places:
        return None
    others = [a.holder for a in places if a.holder != me]
    if kept < FREE or not others:
        return next(a for a in places if a.holder == me)
    target = weakest(others)
    return next(a for a in places if a.holder == target)


def _settled(state: State, seat: int, card: str) -> State:
    """The portal card ``card`` of ``seat``'s left the stack (resolved or not)."""
    d = extra_of(state, seat, Doppelgangers)
    if d is None or card not in d.portals:
        return state
    portals = list(d.portals)
    portals.remove(card)
    return set_extra(state, seat, replace(d, portals=tuple(portals)))


def _due(state: State) -> int | None:
    """Evil Pooky with a revealed Split to keep or give (L358): at once."""
    for seat, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Doppelgangers and value.pending:
                return seat
    return None


__all__ = [
    "ACTIONS",
    "BOSS_DECK",
    "DECK",
    "EVENTS",
    "GIVEN_DECK",
    "TRIGGERS",
    "Doppelgangers",
    "DoppelgangersMechanic",
    "PlaceDoppelganger",
    "doppelgangers_of",
    "given_card",
    "hand_size",
    "place",
    "place_advice",
    "portal",
    "reveal",
    "split",
    "split_of",
]

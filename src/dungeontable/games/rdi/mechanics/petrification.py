"""Nerodia the Petrifier: the Petrification Pile, Petrify, Glare and Decay (compendium 002
L890-927; rdi.md §2.1 Nerodia).

**Petrify X** (L896): each player the card affects gives X cards of their own choice from their
hand, face down, to the *bottom* of Nerodia's Petrification Pile. Nobody may look at the pile,
Nerodia included (L896): every view shows only whose card each one is (the card backs), never
which card; determinize deals those cards again from their owners' unseen ones. Cards
Petrified at the same time go under the pile in a random order (L898). A player with fewer cards
gives what they hold, none with an empty hand (L902). Nerodia never Petrifies her own cards, not
even through a redirection (L900). A Negated card Petrifies nobody; a player who Ignores it
Petrifies nothing (L904). The giver's choice is the decision ``petrify`` (``petrify-card
card=X``, one card at a time); a giver with no more cards in hand than owed gives them all.

**Decay** (L908): at the start of Nerodia's turn the top card of the pile goes back to the hand of
the character it came from.

**Glare X** (L912): as she plays the card she may spend X cards from the top of the pile (play
option ``glare``); she needs X cards in the pile already (L914), so a card's own Petrify can
never pay its Glare. The spent cards lie face down under the played card; when it goes to her
discard pile — resolved, Negated or Ignored — they go back to their owners' hands, unlooked at
(L912, L916). A Glare is used once per card (L914). Here a Glare raises the card's numbers by its
``bonus`` and/or adds ``petrify`` cards to its Petrify; a Power Jinx changes the Petrify numbers
but never the Glare cost (L925).

Returns (L902, L916, L919): a card for an eliminated player is discarded (to their discard pile);
one of Murgath's Blessings goes to the Blessing discard pile instead of a hand (discarded like
any card, ``hooks.discard_from_hand``: a side deck's card to its own pile, R-1.3). When
Nerodia is eliminated (passed out or out of Gold: the only ways to leave) every card in the pile
goes back to the player it came from at once, as she leaves (hook ``on_leave``), before the Gold
split; a player leaving with her gets none back (discarded, L916). A Petrify aimed at a Gizmo or
a Minion does nothing (L921: its owner counts among the seats Ignoring it, ``rules.resolution``).
In the Team variant only the player the card affects Petrifies (L927).

Card data: ``effects = [{op = "petrify", amount = N, who = "target" | "others"}]``;
``costs = [{op = "glare", cost = X, bonus = B, petrify = P}]``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, MechanicsOf, Result, discard_from_hand, extra_of, set_extra
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of, param
from .debuffs import held
from .pets import CatalogOf

GLARE = "glare"
"""The play option of a card whose Glare ability Nerodia uses (L912)."""
HIDDEN = ""
"""A Petrified card as every viewer sees it (L896: nobody looks, Nerodia included)."""
PROMPT = "choose a card from your hand to Petrify: it goes face down under the Petrification Pile"

Held = tuple[tuple[int, str], ...]
"""Cards of the pile or under a Glare card: (the seat it came from, the card)."""


class Petrified(SeatExtra, frozen=True):
    """Nerodia's Petrification Pile (top last), the cards under her pending Glare cards, and a
    Petrify in progress: ``owed`` (seat, cards still to give) and the ``batch`` already given
    (they go under the pile together, in a random order, L898)."""

    pile: Held = ()
    glared: tuple[tuple[str, Held], ...] = ()
    owed: tuple[tuple[int, int], ...] = ()
    batch: Held = ()

    def public(self) -> Petrified:
        """Every viewer's view, Nerodia's too (L896): whose each card is, never which."""
        return replace(
            self,
            pile=_blank(self.pile),
            glared=tuple((c, _blank(h)) for c, h in self.glared),
            batch=_blank(self.batch),
        )

    def private(self) -> Petrified:
        return self.public()

    def lent_blanks(self, seat: int) -> int:
        """Face-down cards of ``seat``'s here (determinize deals them from its unseen ones)."""
        return sum(1 for s, c in self._all() if s == seat and not c)

    def lent_filled(self, fills: Mapping[int, list[str]]) -> Petrified:
        """The face-down cards dealt again: each seat's from ``fills[seat]`` (consumed)."""

        def fill(h: Held) -> Held:
            return tuple((s, c or fills[s].pop()) for s, c in h)

        return replace(
            self,
            pile=fill(self.pile),
            glared=tuple((c, fill(h)) for c, h in self.glared),
            batch=fill(self.batch),
        )

    def _all(self) -> Held:
        return (*self.pile, *(x for _, h in self.glared for x in h), *self.batch)

    def describe(self) -> str:
        n = len(self.pile)
        under = sum(len(h) for _, h in self.glared)
        extra = f"; {under} under a Glare card" if under else ""
        return f"Petrification Pile: {n} card{'' if n == 1 else 's'} face down{extra}"


def _blank(h: Held) -> Held:
    return tuple((s, HIDDEN) for s, _ in h)


# --- events and actions -------------------------------------------------------------------------


class PetrifyOwed(Event, frozen=True, kw_only=True):
    """``seat`` must Petrify ``count`` cards to Nerodia (``owner``) (L896)."""

    seat: int
    owner: int
    count: int

    def describe(self) -> str:
        return f"seat {self.seat} must Petrify {self.count} card(s) for seat {self.owner}"


class CardsPetrified(Event, frozen=True, kw_only=True):
    """``seat`` gave ``count`` cards face down to the Petrification Pile of ``owner``; ``cards``
    only in the copy the giver gets (the others see how many)."""

    seat: int
    owner: int
    count: int
    cards: tuple[str, ...] = ()

    def describe(self) -> str:
        return f"seat {self.seat} Petrifies {self.count} card(s) for seat {self.owner}"


class PetrifiedReturned(Event, frozen=True, kw_only=True):
    """Petrified cards went back to ``seat`` (``why``: ``decay``, ``glare``, ``freed`` = Nerodia
    left the game); ``discarded`` = ``seat`` is out of the game, so they were discarded (L916);
    ``cards`` only in the copy ``seat`` gets."""

    seat: int
    owner: int
    count: int
    why: str
    discarded: bool = False
    cards: tuple[str, ...] = ()

    def describe(self) -> str:
        return f"{self.count} Petrified card(s) go back to seat {self.seat} ({self.why})"


class GlareUsed(Event, frozen=True, kw_only=True):
    """Nerodia spent ``cost`` cards from the top of her pile on the Glare of ``card`` (L912)."""

    seat: int
    card: str
    cost: int

    def describe(self) -> str:
        return f"seat {self.seat} Glares with {self.card}, spending {self.cost} Petrified cards"


class PetrifyCard(Action, frozen=True):
    """The player owing a Petrify gives ``card`` from their hand (L896)."""

    card: str


EVENTS: tuple[type[Event], ...] = (PetrifyOwed, CardsPetrified, PetrifiedReturned, GlareUsed)
ACTIONS: tuple[type[Action], ...] = (PetrifyCard,)


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def petrify(fx: Fx, *, amount: int, who: str = "target") -> None:
    """PETRIFY X: the players the card affects give X cards from hand to the pile (the mechanic
    reads it after the card's other effects; not if Negated, not for an Ignoring player)."""


@EFFECTS.op
def glare(fx: Fx, *, cost: int, bonus: int = 0, petrify: int = 0) -> None:
    """Cost: GLARE X — spend ``cost`` cards from the top of the pile as the card is played, for
    ``bonus`` to its numbers and ``petrify`` more cards Petrified (L912)."""


def glare_of(card: Any) -> tuple[int, int, int] | None:
    """(cost, bonus, extra Petrify) of the card's Glare ability, or None."""
    found = ops_of(card, "costs", "glare")
    if not found:
        return None
    g = found[0]
    return int(param(g, "cost", 1)), int(param(g, "bonus", 0)), int(param(g, "petrify", 0))


def pile_of(state: State, seat: int) -> Petrified:
    return extra_of(state, seat, Petrified) or Petrified()


# --- hooks --------------------------------------------------------------------------------------


class PetrificationMechanic(Mechanic):
    """The hooks of the petrification family."""

    name = "petrification"

    def __init__(self, catalog: CatalogOf, mechanics: MechanicsOf) -> None:
        self.catalog = catalog
        self.mechanics = mechanics  # the table's, for a side deck's card discarded

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return set_extra(state, seat, Petrified())

    def on_turn_start(self, state: State, seat: int) -> Result:
        """Decay (L908): the top card of the pile back to the hand it came from."""
        p = pile_of(state, seat)
        if not p.pile:
            return state, ()
        top = p.pile[-1]
        state = set_extra(state, seat, replace(p, pile=p.pile[:-1]))
        return self._give_back(state, seat, (top,), "decay")

    def play_options(self, state: State, seat: int, card: Any) -> tuple[str, ...]:
        """A Glare card: plainly, or with its Glare when the pile holds enough already (L914)."""
        g = glare_of(card)
        if g is None or len(pile_of(state, seat).pile) < g[0]:
            return ("",)
        return (GLARE, "")

    def can_play(self, state: State, seat: int, card: Any, option: str) -> bool:
        if option != GLARE:
            return True
        g = glare_of(card)
        return g is not None and len(pile_of(state, seat).pile) >= g[0]

    def on_play(self, state: State, seat: int, card: Any, option: str) -> Result:
        """Pay the Glare: the top cards go face down under the played card (L912)."""
        g = glare_of(card)
        if option != GLARE or g is None:
            return state, ()
        p = pile_of(state, seat)
        cost = g[0]
        spent = p.pile[len(p.pile) - cost :]
        p = replace(p, pile=p.pile[: len(p.pile) - cost], glared=(*p.glared, (card.id, spent)))
        return set_extra(state, seat, p), (GlareUsed(seat=seat, card=card.id, cost=cost),)

    def modify_play(self, state: State, play: Play, card: Any) -> Play:
        g = glare_of(card)
        if play.option != GLARE or g is None or not g[1]:
            return play
        return replace(play, delta=play.delta + g[1])

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """Petrify (L896): who owes how many (not an Ignoring player, never Nerodia, L900-904)."""
        ops = ops_of(card, "effects", "petrify")
        me = play.seat
        if not ops or extra_of(state, me, Petrified) is None:
            return state, ()
        g = glare_of(card)
        glared = play.option == GLARE and g is not None
        delta = play.delta - (g[1] if glared and g is not None else 0)
        jinx = 0
        if state.phase == "action" and me == state.active and getattr(card, "type", "") == "action":
            jinx = held(state, me, "power")  # L925: a Power Jinx changes Petrify numbers
        owed: dict[int, int] = {}
        for k, op in enumerate(ops):
            n = int(param(op, "amount", 1)) + (g[2] if glared and g is not None and not k else 0)
            n = max(0, n + delta - jinx)
            for seat in self._who(state, play, str(param(op, "who", "target"))):
                if seat == me or seat in ignored_by or state.seats[seat].out or not n:
                    continue
                owed[seat] = owed.get(seat, 0) + n
        if not owed:
            return state, ()
        p = pile_of(state, me)
        order = [s for s in state.clockwise_from(state.active) if s in owed]
        state = set_extra(state, me, replace(p, owed=(*p.owed, *((s, owed[s]) for s in order))))
        events: list[Event] = [PetrifyOwed(seat=s, owner=me, count=owed[s]) for s in order]
        state, more = self._settle(state, me)
        return state, (*events, *more)

    def _who(self, state: State, play: Play, who: str) -> tuple[int, ...]:
        if who == "others":
            return tuple(s for s in state.living() if s != play.seat)
        if who == "all":
            return state.living()
        if play.target < 0:
            return ()
        seat = play.target
        for src, dst in play.moved:  # redirected: the new player Petrifies (never Nerodia, L900)
            if src == seat:
                seat = dst
        return (seat,)

    def _settle(self, state: State, owner: int) -> Result:
        """Give away without asking what leaves no choice (an empty hand, or no more cards than
        owed); once nothing is owed, the batch goes under the pile in a random order (L898)."""
        events: list[Event] = []
        p = pile_of(state, owner)
        while p.owed:
            seat, n = p.owed[0]
            hand = state.seats[seat].hand
            if state.seats[seat].out or not hand or n <= 0:
                p = replace(p, owed=p.owed[1:])
                continue
            if len(hand) > n:
                break
            state = update_seat(state, seat, hand=())
            p = replace(p, owed=p.owed[1:], batch=(*p.batch, *((seat, c) for c in hand)))
            events.extend(_given(state, seat, owner, hand))
        if not p.owed and p.batch:
            shuffled, rng = state.rng.shuffle(p.batch)
            state = replace(state, rng=rng)
            p = replace(p, pile=(*shuffled, *p.pile), batch=())  # the bottom is first
        return set_extra(state, owner, p), tuple(events)

    def decision(self, state: State) -> Decision | None:
        found = _owing(state)
        if found is None:
            return None
        return Decision(found[0], "petrify", PROMPT)

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        found = _owing(state)
        if found is None or found[0] != seat:
            return ()
        return tuple(PetrifyCard(card=c) for c in sorted(set(state.seats[seat].hand)))

    def apply_extra(self, state: State, action: Action) -> Result:
        found = _owing(state)
        if not isinstance(action, PetrifyCard) or found is None:
            return state, ()
        seat, owner = found
        hand = list(state.seats[seat].hand)
        if action.card not in hand:
            return state, ()
        hand.remove(action.card)
        state = update_seat(state, seat, hand=tuple(hand))
        p = pile_of(state, owner)
        n = p.owed[0][1] - 1
        owed = ((seat, n), *p.owed[1:]) if n > 0 else p.owed[1:]
        state = set_extra(
            state, owner, replace(p, owed=owed, batch=(*p.batch, (seat, action.card)))
        )
        events = _given(state, seat, owner, (action.card,))
        state, more = self._settle(state, owner)
        return state, (*events, *more)

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """A Glare card going to the discard pile, even Negated or Ignored: the cards under it go
        back to their owners' hands (L912)."""
        if play.option != GLARE or play.kind != "card" or play.seat < 0:
            return None
        p = extra_of(state, play.seat, Petrified)
        if p is None:
            return None
        k = next((i for i, (c, _) in enumerate(p.glared) if c == play.card), -1)
        if k < 0:
            return None
        under = p.glared[k][1]
        state = set_extra(state, play.seat, replace(p, glared=p.glared[:k] + p.glared[k + 1 :]))
        s = state.seats[play.seat]
        state = update_seat(state, play.seat, discard=(*s.discard, *play.parts))
        return self._give_back(state, play.seat, under, "glare")

    def on_leave(self, state: State, owner: int, leavers: tuple[int, ...]) -> Result:
        """Nerodia eliminated (passed out or out of Gold, the only ways to leave the game):
        every Petrified card goes back at once where it came from (L902), a card of a player
        leaving with her discarded (L916)."""
        p = extra_of(state, owner, Petrified)
        if p is None or owner not in leavers or not (p.pile or p.glared or p.batch):
            return state, ()
        cards = p._all()
        state = set_extra(state, owner, Petrified())
        return self._give_back(state, owner, cards, "freed")

    def _give_back(self, state: State, owner: int, cards: Held, why: str) -> Result:
        """Cards back to the hands they came from, unlooked at (L916): an eliminated player's
        discarded; a Blessing to the Blessing discard pile (L919): each discarded card to its
        own pile (R-1.3)."""
        events: list[Event] = []
        cat = self.catalog(state)
        for seat in sorted({s for s, _ in cards}):
            mine = tuple(c for s, c in cards if s == seat)
            s = state.seats[seat]
            blessed = tuple(c for c in mine if getattr(cat[c], "deck", "") == "blessings")
            to_hand = tuple(c for c in mine if c not in blessed) if s.alive else ()
            dropped = tuple(c for c in mine if c not in to_hand)
            state = update_seat(state, seat, hand=(*s.hand, *to_hand))
            state = discard_from_hand(state, seat, dropped, self.mechanics, self.catalog)
            out = not s.alive
            full = PetrifiedReturned(
                seat=seat, owner=owner, count=len(mine), why=why, discarded=out, cards=mine
            )
            others = tuple(i for i in range(len(state.seats)) if i != seat)
            events.append(replace(full, to=(seat,)))
            events.append(replace(full, cards=(), to=others))
        return state, tuple(events)


def _given(state: State, seat: int, owner: int, cards: tuple[str, ...]) -> tuple[Event, ...]:
    full = CardsPetrified(seat=seat, owner=owner, count=len(cards), cards=cards)
    others = tuple(i for i in range(len(state.seats)) if i != seat)
    return (replace(full, to=(seat,)), replace(full, cards=(), to=others))


def _owing(state: State) -> tuple[int, int] | None:
    """(the seat to choose a card to Petrify, Nerodia's seat), if a Petrify waits for a choice."""
    for owner, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Petrified:
                if value.owed:
                    return value.owed[0][0], owner
                break
    return None


def petrify_advice(legal: tuple[Action, ...], worth: Any) -> Action | None:
    """The heuristic bot gives away its least useful card (``worth(card)``; ties by id)."""
    offered = [a for a in legal if isinstance(a, PetrifyCard)]
    if not offered:
        return None
    return min(offered, key=lambda a: (worth(a.card), a.card))


__all__ = [
    "ACTIONS",
    "EVENTS",
    "GLARE",
    "CardsPetrified",
    "GlareUsed",
    "PetrificationMechanic",
    "Petrified",
    "PetrifiedReturned",
    "PetrifyCard",
    "PetrifyOwed",
    "glare_of",
    "petrify_advice",
    "pile_of",
]

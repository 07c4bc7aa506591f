"""Side decks whose top card joins the card just played: Warthorn Redbeard's Story Deck (compendium
002 L1663-1700, family ``stories``) and Wizgille the Tinkerer's Gear Deck (002 L1743-1774, family
``gears``). One rule serves both (L1671: "this works the same way that Chasers and Wizgille's Gear
Cards work").

At setup the side deck is shuffled (L1667, L1749). When the character plays one of their Pipe
Cards (Warthorn, L1671) or Device Cards (Wizgille, L1753), the top card of the side deck is
revealed at once and added to it (hook ``attach``, before the card is pushed): no player may
respond to the card before that (L1671, L1753). The card and its added Story or Gear are one card
of the played card's type with the combined effects (L1673, L1753): Negating or Ignoring it
Negates or Ignores both (L1681); two losses aimed at the same player are one attack (L1765: "a
single 3-Fortitude attack", R-6.2).

A Story or Gear that lets its player pick a player (an effect aimed at ``target``) is aimed by a
choice of its own, made after it is revealed and before anyone responds (decision ``story`` /
``gear``, action ``aim-attached``): any other player still in, the card's own target included
(L1677, L1761). The pick is kept as the pending card's ``also`` (so a Pipe or Device card is never
itself a two-target card). A Device that offers a choice of effects reveals its Gear whichever is
chosen (L1759): the reveal depends on the card, not the choice.

When the card leaves the stack (resolved, Negated, or unwound) the played card goes to its
player's discard pile and the Story or Gear to the side deck's discard pile (hook ``side_pile``);
an empty side deck is reshuffled from that pile at once, without the Inn's fee (L1691, L1763):
as its last card is revealed (that card stays out of the new deck), or, when the pile was
empty then, at the next reveal.

A Story that says so stays in front of a player (L1685, op ``story_stays``): Warthorn must put it
there, in front of the player he picked for it (any other player, even one who Ignored the card or
Ignores every effect), as the card resolves; a Negated card puts nothing anywhere. The house
Story of that kind hurts its holder at the end of their turn (the next one to end): a 1-Fortitude
loss from Warthorn, as his Action card (``Play(kind="damage")``, Ignorable, never redirected, no
hit-back), and the Story goes to the Story discard pile; one in front of a player who is out goes
there at the end of any turn. Stories in front of players are public (``Stories.told``).

The side deck is face down to everyone, its owner included: views list which cards are left
sorted (``public`` / ``private``), never their order; determinize reshuffles it.

Card data: the subtype ``pipe`` marks a Pipe Card, ``device`` a Device Card (R-5.7); the side
cards are the catalog decks ``stories`` (``cards/stories.toml``) and ``gears``
(``cards/gears.toml``).
"""

from __future__ import annotations

import inspect
from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, ResponseStack, Rng

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of
from .events import AimAttached, AttachedAimed, AttachedRevealed
from .gizmos import Gizmos
from .minions import Minions
from .pets import CatalogOf
from .pieces import joined_loss


class SideDeck(SeatExtra, frozen=True):
    """A side deck (top last), its discard pile, and the pending card (stack uid) whose added
    card still needs its player picked (0: none)."""

    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    aiming: int = 0

    def public(self) -> Any:
        """The deck face down: which cards are left, in no particular order."""
        return replace(self, deck=tuple(sorted(self.deck)))

    def private(self) -> Any:
        """Its owner does not know the order either."""
        return self.public()

    def shuffled(self, rng: Rng) -> tuple[Any, Rng]:
        """The deck in a random order (a resampled view, determinize)."""
        deck, rng = rng.shuffle(self.deck)
        return replace(self, deck=tuple(deck)), rng


class Stories(SideDeck, frozen=True):
    """Warthorn's Story Deck and its discard pile, the Stories lying in front of players
    (``told``: (seat, card)) and a Story to put in front of a player as its card leaves the
    stack (``stays``, set as it resolves, L1685)."""

    told: tuple[tuple[int, str], ...] = ()
    stays: str = ""

    def describe(self) -> str:
        told = f", {len(self.told)} in front of players" if self.told else ""
        return f"Story Deck {len(self.deck)}, Story discard {len(self.discard)}{told}"


class Gears(SideDeck, frozen=True):
    """Wizgille's Gear Deck and its discard pile."""

    def describe(self) -> str:
        return f"Gear Deck {len(self.deck)}, Gear discard {len(self.discard)}"


# --- the rules ----------------------------------------------------------------------------------


@EFFECTS.op
def story_stays(fx: Fx) -> None:
    """The Story stays in front of the player Warthorn picked for it (002 L1685; the tales
    mechanic moves it as its card leaves the stack; no number moves now)."""


STAYS = "story_stays"
DAMAGE = 1
"""The loss a Story in front of a player deals at the end of their turn (house)."""
TARGETED = ("steal", "order_extra", "cheat_kick", "force_drink", STAYS)
"""Ops that always name a player (as ``plays.needs_target`` reads them)."""


def _aims_at_target(card: Any) -> bool:
    """Whether a side card has an effect aimed at a picked player: ``who`` (as written, or its
    op's default) is ``target`` or ``targets``, or an op that always names one."""
    for effect in getattr(card, "effects", ()):
        if effect.op in TARGETED:
            return True
        who = effect.params.get("who")
        if who is None:
            found = inspect.signature(EFFECTS.function(effect.op)).parameters.get("who")
            who = None if found is None else found.default
        if who in ("target", "targets"):
            return True
    return False


class TalesMechanic(Mechanic):
    """The hooks of one side-deck family: ``stories`` (Pipe Cards) or ``gears`` (Device Cards)."""

    def __init__(
        self, name: str, deck: str, marker: str, cls: type[SideDeck], catalog: CatalogOf
    ) -> None:
        self.name = name
        self.deck = deck
        self.marker = marker
        self.cls = cls
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        deck, rng = state.rng.shuffle(self.catalog(state).deck(self.deck))
        return set_extra(replace(state, rng=rng), seat, self.cls(deck=tuple(deck)))

    def attach(self, state: State, play: Play, card: Any) -> tuple[State, Play, tuple[Event, ...]]:
        """Reveal the top side card onto a marked card just played (before it is pushed)."""
        if self.marker not in getattr(card, "subtypes", ()):
            return state, play, ()
        seat = play.seat
        side = extra_of(state, seat, self.cls) or self.cls()
        deck, discard, rng = side.deck, side.discard, state.rng
        reshuffled = False
        if not deck and discard:  # L1691, L1763: reshuffle at once, no fee
            shuffled, rng = rng.shuffle(discard)
            deck, discard, reshuffled = tuple(shuffled), (), True
        if not deck:  # every side card is pending: nothing to add
            return replace(state, rng=rng), play, ()
        top, deck = deck[-1], deck[:-1]
        if not deck and discard:  # L1691: the deck ran out: reshuffled at once, without ``top``
            shuffled, rng = rng.shuffle(discard)
            deck, discard, reshuffled = tuple(shuffled), (), True
        uid = state.stack.next_uid
        aims = _aims_at_target(self.catalog(state)[top])
        side = replace(side, deck=deck, discard=discard, aiming=uid if aims else 0)
        state = set_extra(replace(state, rng=rng), seat, side)
        play = replace(play, parts=(*play.parts, top), also=-1)
        event = AttachedRevealed(
            seat=seat, card=top, attached_to=play.card, deck=self.deck, reshuffled=reshuffled
        )
        return state, play, (event,)

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """The played card to its player's discard pile, the side card to the side discard."""
        if len(play.parts) < 2 or play.seat < 0:
            return None
        side = extra_of(state, play.seat, self.cls)
        if side is None:
            return None
        cat = self.catalog(state)
        mine = tuple(c for c in play.parts[1:] if getattr(cat[c], "deck", "") == self.deck)
        if not mine:
            return None
        rest = tuple(c for c in play.parts if c not in mine)
        if isinstance(side, Stories) and side.stays in mine:  # L1685: in front of a player
            kept = list(mine)
            kept.remove(side.stays)
            told = (*side.told, (play.also, side.stays))
            side, mine = replace(side, told=told, stays=""), tuple(kept)
        state = set_extra(state, play.seat, replace(side, discard=(*side.discard, *mine)))
        own = state.seats[play.seat].discard
        return update_seat(state, play.seat, discard=(*own, *rest)), ()

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """A Story that stays (L1685): marked as its card resolves (Ignored or not), put in
        front of its picked player as the card leaves the stack (``side_pile``)."""
        side = extra_of(state, play.seat, self.cls)
        if not isinstance(side, Stories) or len(play.parts) < 2 or play.also < 0:
            return state, ()
        if not state.seats[play.also].alive:
            return state, ()
        cat = self.catalog(state)
        for part in play.parts[1:]:
            if ops_of(cat[part], "effects", STAYS):
                return set_extra(state, play.seat, replace(side, stays=part)), ()
        return state, ()

    def on_any_turn_end(self, state: State, owner: int, seat: int) -> Result:
        """A Story in front of the player whose turn ends hurts them (house): 1 Fortitude from
        Warthorn as his Action card, then to the Story discard pile; one in front of a player
        who is out goes there at once."""
        side = extra_of(state, owner, self.cls)
        if not isinstance(side, Stories) or not side.told:
            return state, ()
        due = tuple(c for s, c in side.told if s == seat and state.seats[s].alive)
        gone = tuple(c for s, c in side.told if not state.seats[s].alive)
        if not due and not gone:
            return state, ()
        left = tuple((s, c) for s, c in side.told if state.seats[s].alive and s != seat)
        side = replace(side, told=left, discard=(*side.discard, *gone, *due))
        state = set_extra(state, owner, side)
        if not due or not state.seats[owner].alive:
            return state, ()
        play = Play("damage", card=due[0], seat=owner, target=seat, amount=DAMAGE * len(due))
        return replace(state, stack=state.stack.push(play, source=owner, counts_as="action")), ()

    def decision(self, state: State) -> Decision | None:
        seat = self._aiming(state)
        if seat is None:
            return None
        what = "Story" if self.name == "stories" else "Gear"
        prompt = f"pick the player for the {what} just revealed"
        return Decision(seat, "story" if self.name == "stories" else "gear", prompt)

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        if self._aiming(state) != seat:
            return ()
        picks = [AimAttached(target=t) for t in state.living() if t != seat]
        side = extra_of(state, seat, self.cls)
        item = _item(state, side.aiming) if side is not None else None
        if item is None or item.payload.option or not _joined_loss(self.catalog(state), item):
            return tuple(picks)  # a card aims at one piece at most (one play option)
        for t in state.living():  # L1803, L1578: a piece of another player's takes the loss
            if t == seat or t == item.payload.target:
                continue
            for kind, count in (("gizmo", _count(state, t, Gizmos, "gizmos")),
                                ("minion", _count(state, t, Minions, "minions"))):  # fmt: skip
                picks += [AimAttached(target=t, piece=f"{kind}:{k}") for k in range(count)]
        return tuple(picks)

    def apply_extra(self, state: State, action: Action) -> Result:
        seat = self._aiming(state)
        if not isinstance(action, AimAttached) or seat is None:
            return state, ()
        side = extra_of(state, seat, self.cls) or self.cls()
        state = set_extra(state, seat, replace(side, aiming=0))
        item = _item(state, side.aiming)
        if item is None:
            return state, ()
        play = replace(item.payload, also=action.target)
        if action.piece:  # the loss of the Story or Gear at a Gizmo or a Minion instead
            play = replace(play, option=f"also-{action.piece}")
        stack = state.stack.replace_payload(item.uid, play)
        if item.uid == stack.items[-1].uid:  # nobody has answered yet: the flow asks anew
            stack = ResponseStack(stack.items, None, stack.next_uid)
        state = replace(state, stack=stack)
        card = play.parts[-1]
        aimed = AttachedAimed(
            seat=seat, card=card, target=action.target, uid=item.uid, piece=action.piece
        )
        return state, (aimed,)

    def _aiming(self, state: State) -> int | None:
        """The seat of this family with a revealed side card still to aim (its item pending)."""
        cls = self.cls
        for i, s in enumerate(state.seats):
            for value in s.extra:
                if type(value) is cls and value.aiming and s.alive and _item(state, value.aiming):
                    return i
        return None


def _count(state: State, seat: int, cls: type[Any], field: str) -> int:
    found = extra_of(state, seat, cls)
    return len(getattr(found, field)) if found is not None else 0


def _joined_loss(catalog: Any, item: Any) -> int:
    """The Fortitude loss the joined Story or Gear gives the player picked for it."""
    return joined_loss(catalog.__getitem__, item.payload)


def _item(state: State, uid: int) -> Any:
    if not uid:
        return None
    for item in state.stack.items:
        if item.uid == uid:
            return item
    return None


def stories(catalog: CatalogOf) -> TalesMechanic:
    """Warthorn's Story Deck (002 L1663-1700)."""
    return TalesMechanic("stories", "stories", "pipe", Stories, catalog)


def gears(catalog: CatalogOf) -> TalesMechanic:
    """Wizgille's Gear Deck (002 L1743-1774)."""
    return TalesMechanic("gears", "gears", "device", Gears, catalog)

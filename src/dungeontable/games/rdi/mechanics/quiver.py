"""Piper's Quiver of Arrow Cards (compendium 002 L1168-1198; rdi.md §2.1 Piper).

Piper has a 35-card Character Deck and a 14-card Quiver of Arrow Cards (L1172). Setup: she draws
1 card from her Quiver and 6 from her Character Deck (L1176): the opening hand of 7 is drawn as
usual, then its last card goes back on top of the deck and the Quiver's top card comes instead.

In Discard and Draw her first draw comes from the Quiver, even with Arrows in hand; the rest from
the Character Deck (L1180). A turn she starts with 7 or more cards and draws nothing draws from
neither (L1198). Draws at other times come from the Character Deck only (L1182). An empty Quiver
is never reshuffled: she draws no more Arrows (L1192). Arrows in hand are ordinary hand cards
(L1186). Played (or discarded) Arrows go to the Arrow discard pile, kept apart (L1176).

Arrow Cards are Actions or Sometimes cards (L1188). In her Action phase she plays either one
Action card or as many Arrow-Action cards as she likes, one at a time (L1190): an Arrow-Action
leaves her Action unused (hook ``free_action``) but, once one is played, no other Action card may
follow that phase; a plain Action card ends the choice. Arrows she draws meanwhile may be played
too (L1196): a card may make her draw Arrows (op ``draw_arrows``).

The Quiver is face down: no seat sees its order; other players do not see which Arrows are left
either (her hand may hold some), only how many; the Arrow she draws is hers to see.

Card data: the Arrow cards are the catalog deck ``arrows`` (``cards/arrows.toml``), subtype
``arrow``; an effect ``{op = "draw_arrows", amount = 1}`` draws from the Quiver after the card's
other effects (not if Negated).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Event, Rng

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of, param
from .events import ArrowsDrawn
from .pets import CatalogOf

ARROWS = "arrows"
"""The catalog deck of the Arrow cards."""
ARROW = "arrow"
"""Their subtype."""
HIDDEN = ""


class Quiver(SeatExtra, frozen=True):
    """Piper's Quiver (top last), her Arrow discard pile, every Arrow of the Quiver (``pool``,
    public: the printed deck), and whether an Arrow-Action was played this Action phase."""

    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    pool: tuple[str, ...] = ()
    arrows_played: bool = False

    def public(self) -> Any:
        """Face down: how many Arrows are left, never which (her hand may hold the others)."""
        return replace(self, deck=(HIDDEN,) * len(self.deck))

    def private(self) -> Any:
        """She knows which are left (the rest are in her hand or discarded), not their order."""
        return replace(self, deck=tuple(sorted(self.deck)))

    def shuffled(self, rng: Rng) -> tuple[Any, Rng]:
        """A resampled Quiver (determinize): hidden Arrows drawn from those not seen, shuffled."""
        known = [c for c in self.deck if c]
        left = Counter(self.pool)
        left.subtract(Counter([*self.discard, *known]))
        unseen = sorted(c for c, n in left.items() for _ in range(max(0, n)))
        unseen_order, rng = rng.shuffle(unseen)
        blanks = len(self.deck) - len(known)
        deck = (*known, *unseen_order[:blanks])
        order, rng = rng.shuffle(deck)
        return replace(self, deck=tuple(order)), rng

    def dealt_hand(self, known: tuple[str, ...], rng: Rng) -> tuple[Any, tuple[str, ...], Rng]:
        """A resampled view (determinize): the Arrows not seen are either in her hand or in the
        face-down Quiver; as many as the Quiver lacks are dealt to her hand (``known``: hers on
        the stack)."""
        seen = Counter([*self.discard, *(c for c in self.deck if c), *known])
        unseen = sorted((Counter(self.pool) - seen).elements())
        order, rng = rng.shuffle(unseen)
        blanks = sum(1 for c in self.deck if not c)
        held = tuple(order[: max(0, len(order) - blanks)])
        fill = iter(order[len(held) :])
        deck = tuple(c or next(fill, "") for c in self.deck)
        return replace(self, deck=tuple(c for c in deck if c)), held, rng

    def describe(self) -> str:
        played = "; Arrow-Actions only this Action phase" if self.arrows_played else ""
        return f"Quiver {len(self.deck)}, Arrow discard {len(self.discard)}{played}"


def is_arrow(card: Any) -> bool:
    return ARROW in (getattr(card, "subtypes", ()) or ())


def from_quiver(state: State, seat: int, count: int) -> tuple[State, tuple[Event, ...]]:
    """``count`` Arrows from the Quiver into her hand (fewer if it runs out: no reshuffle,
    L1192); she sees which, the others how many."""
    quiver = extra_of(state, seat, Quiver) or Quiver()
    drawn = tuple(reversed(quiver.deck[-count:])) if count > 0 else ()
    if not drawn:
        return state, ()
    left = quiver.deck[: len(quiver.deck) - len(drawn)]
    state = set_extra(state, seat, replace(quiver, deck=left))
    state = update_seat(state, seat, hand=(*state.seats[seat].hand, *drawn))
    others = tuple(i for i in range(len(state.seats)) if i != seat)
    events: tuple[Event, ...] = (ArrowsDrawn(seat=seat, count=len(drawn), cards=drawn, to=(seat,)),)
    if others:
        events += (ArrowsDrawn(seat=seat, count=len(drawn), to=others),)
    return state, events


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def draw_arrows(fx: Fx, *, amount: int) -> None:
    """Piper draws ``amount`` Arrows from her Quiver after the card's other effects (L1196)."""


# --- hooks --------------------------------------------------------------------------------------


class QuiverMechanic(Mechanic):
    """The hooks of the quiver family."""

    name = "quiver"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        """L1176: 1 card from the Quiver and 6 from the Character Deck."""
        pool = self.catalog(state).deck(ARROWS)
        deck, rng = state.rng.shuffle(pool)
        state = set_extra(replace(state, rng=rng), seat, Quiver(deck=tuple(deck), pool=pool))
        me = state.seats[seat]
        if me.hand:  # the seventh card back on top of the Character Deck
            state = update_seat(state, seat, hand=me.hand[:-1], deck=(*me.deck, me.hand[-1]))
        state, _ = from_quiver(state, seat, 1)
        return state

    def on_turn_start(self, state: State, seat: int) -> Result:
        quiver = extra_of(state, seat, Quiver)
        if quiver is None or not quiver.arrows_played:
            return state, ()
        return set_extra(state, seat, replace(quiver, arrows_played=False)), ()

    def draw_up(self, state: State, seat: int, need: int) -> Result | None:
        """L1180: the first draw from the Quiver, the rest from the Character Deck (the flow's
        usual draw makes them); nothing drawn, nothing from either (L1198); an empty Quiver, the
        usual draw (L1192)."""
        quiver = extra_of(state, seat, Quiver)
        if need <= 0 or quiver is None or not quiver.deck:
            return None
        return from_quiver(state, seat, 1)

    def free_action(self, state: State, seat: int, card: Any) -> bool:
        """L1190: an Arrow-Action leaves her Action phase open for more Arrow-Actions."""
        return is_arrow(card) and getattr(card, "type", "") == "action"

    def can_play(self, state: State, seat: int, card: Any, option: str) -> bool:
        """After an Arrow-Action, no other Action card that phase (L1190)."""
        if getattr(card, "type", "") != "action" or is_arrow(card):
            return True
        quiver = extra_of(state, seat, Quiver)
        in_action_phase = state.phase == "action" and state.active == seat
        return not (quiver is not None and quiver.arrows_played and in_action_phase)

    def on_play(self, state: State, seat: int, card: Any, option: str) -> Result:
        if not self.free_action(state, seat, card):
            return state, ()
        quiver = extra_of(state, seat, Quiver) or Quiver()
        return set_extra(state, seat, replace(quiver, arrows_played=True)), ()

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """``draw_arrows``: after the card's other effects (L1196)."""
        amount = sum(int(param(e, "amount", 1)) for e in ops_of(card, "effects", "draw_arrows"))
        if amount <= 0:
            return state, ()
        return from_quiver(state, play.seat, amount)

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """An Arrow leaving the stack or her hand goes to the Arrow discard pile (L1176)."""
        if getattr(card, "deck", "") != ARROWS or play.seat < 0:
            return None
        quiver = extra_of(state, play.seat, Quiver)
        if quiver is None:
            return None
        rest = tuple(c for c in play.parts if c != play.card)
        state = set_extra(state, play.seat, replace(quiver, discard=(*quiver.discard, play.card)))
        if rest:
            s = state.seats[play.seat]
            state = update_seat(state, play.seat, discard=(*s.discard, *rest))
        return state, ()

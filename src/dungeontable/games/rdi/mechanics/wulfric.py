"""Kaylin the Renegade's wolf Wulfric and his moods (compendium 002 L546-573; rdi.md §2.1 Kaylin).

Setup: the Wulfric Deck is shuffled beside her mat and its top card revealed onto the Wulfric
discard pile: that card is Wulfric's mood (L552). At the end of Kaylin's turn, after her Drink
phase, the mood changes: the top card of the Wulfric Deck is revealed and discarded (L554). The
current mood is a standing effect on Kaylin until it changes again. An empty deck: the mood stays
in place and the rest of the discard pile is shuffled into a new deck (L556).

A mood that changes a number changes the card as a whole, not each of its effects (L558): the
changes of one card to one player's stat are combined first (R-6.2), then the mood adjusts that
total once (``modify_change``). So under Loyal (1 less Fortitude loss from a card) a card making
her lose 2 and then 1 more costs her 2 (L560), and under Clumsy (1 less Alcohol from a Drink) a
Wine with a Light Ale chaser (2 + 1) gives her 2 (L564); Clumsy changes the effect she takes,
never the Drink's printed Alcohol (L566: a Drinking Contest reads the printed number).

Stalwart (L570): while Wulfric is Stalwart, a card Kaylin plays from her hand cannot be Negated
or Ignored (its stack item is flagged ``unnegatable`` and ``unignorable`` as she plays it); a
Potion she bought or an Artifact she controls counts as played from her hand too (L1132, L1239,
L596: played as though it were a card in her hand).

Moods are cards of the ``wulfric`` deck (``cards/wulfric.toml``), each an effect op the mechanic
reads: ``mood_loss_taken(amount)`` (Fortitude loss she takes from a card), ``mood_drink(amount)``
(Alcohol she gains from a Drink), ``mood_loss_dealt(amount)`` (Fortitude loss her cards cause
another player), ``mood_stalwart``. The deck's order is hidden from everyone, Kaylin too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Rng

from ..effects import EFFECTS, Change, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State
from .catalog import ops_of, param
from .debuffs import STRIKE
from .events import MoodChanged
from .pets import CatalogOf

WULFRIC = "wulfric"
"""The catalog deck id of the Wulfric Deck."""


class Wulfric(SeatExtra, frozen=True):
    """The Wulfric Deck (top last, order hidden) and its discard pile (top last = the mood)."""

    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()

    @property
    def mood(self) -> str:
        return self.discard[-1] if self.discard else ""

    def public(self) -> Wulfric:
        """The deck face down: which cards are left, in no particular order."""
        return replace(self, deck=tuple(sorted(self.deck)))

    def private(self) -> Wulfric:
        """Kaylin does not know the order of the Wulfric Deck either."""
        return self.public()

    def shuffled(self, rng: Rng) -> tuple[Wulfric, Rng]:
        """The deck in a random order (a resampled view, determinize)."""
        deck, rng = rng.shuffle(self.deck)
        return replace(self, deck=tuple(deck)), rng

    def describe(self) -> str:
        mood = self.mood.rsplit("_", 1)[-1].capitalize() if self.mood else "none"
        return f"Wulfric's mood: {mood}; Wulfric Deck {len(self.deck)}, discard {len(self.discard)}"


def next_mood(w: Wulfric, rng: Rng) -> tuple[Wulfric, Rng, bool]:
    """Reveal and discard the top card (L554); an empty deck is first rebuilt from the discard
    pile under the current mood (L556). Returns the value, the rng, and whether it reshuffled."""
    deck, discard, shuffled = w.deck, w.discard, False
    if not deck and len(discard) > 1:
        deck, rng = rng.shuffle(discard[:-1])
        discard, shuffled = discard[-1:], True
    if not deck:
        return w, rng, False
    return Wulfric(deck=tuple(deck[:-1]), discard=(*discard, deck[-1])), rng, shuffled


# --- ops the mood cards name ---------------------------------------------------------------------


@EFFECTS.op
def mood_loss_taken(fx: Fx, *, amount: int) -> None:
    """Mood: the Fortitude loss Kaylin takes from one card changes by ``amount`` (Loyal: -1)."""


@EFFECTS.op
def mood_drink(fx: Fx, *, amount: int) -> None:
    """Mood: the Alcohol Kaylin gains from one Drink changes by ``amount`` (Clumsy: -1)."""


@EFFECTS.op
def mood_loss_dealt(fx: Fx, *, amount: int) -> None:
    """Mood: the Fortitude loss one of her cards causes another player changes by ``amount``."""


@EFFECTS.op
def mood_stalwart(fx: Fx) -> None:
    """Mood: the cards she plays from her hand cannot be Negated or Ignored (L570)."""


# --- hooks --------------------------------------------------------------------------------------


class WulfricMechanic(Mechanic):
    """The hooks of the wulfric family."""

    name = "wulfric"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        """Shuffle the Wulfric Deck and reveal the first mood (L552)."""
        deck, rng = state.rng.shuffle(self.catalog(state).deck(WULFRIC))
        w = Wulfric(deck=tuple(deck[:-1]), discard=tuple(deck[-1:]))
        return set_extra(replace(state, rng=rng), seat, w)

    def on_turn_end(self, state: State, seat: int) -> Result:
        """After her Drink phase Wulfric's mood changes (L554, L556)."""
        w = extra_of(state, seat, Wulfric)
        if w is None:
            return state, ()
        new, rng, shuffled = next_mood(w, state.rng)
        if new == w:
            return state, ()
        state = set_extra(replace(state, rng=rng), seat, new)
        return state, (MoodChanged(seat=seat, mood=new.mood, reshuffled=shuffled),)

    def modify_change(self, state: State, play: Play, card: Any, change: Change) -> int:
        """The mood adjusts one card's (or one Drink's) combined change once (L558-566)."""
        amount = change.amount
        for seat, s in enumerate(state.seats):
            w = extra_of(state, seat, Wulfric) if s.extra else None
            if w is None or not w.mood:
                continue
            mood = self.catalog(state)[w.mood]
            mine = change.seat == seat
            taken = play.kind not in ("drink", STRIKE)  # a card (or Scarab damage), L560
            if mine and change.stat == "fortitude" and amount < 0 and taken:
                amount -= _total(mood, "mood_loss_taken")
            elif mine and change.stat == "alcohol" and amount > 0 and play.kind == "drink":
                amount += _total(mood, "mood_drink")
            hurt = change.stat == "fortitude" and amount < 0 and play.kind == "card"
            if hurt and play.seat == seat and not mine:
                amount -= _total(mood, "mood_loss_dealt")
        return amount

    def play_flags(self, state: State, seat: int, card: Any) -> tuple[str, ...]:
        """Stalwart: a card she plays from her hand cannot be Negated or Ignored (L570)."""
        w = extra_of(state, seat, Wulfric)
        if w is None or not w.mood:
            return ()
        if ops_of(self.catalog(state)[w.mood], "effects", "mood_stalwart"):
            return ("unnegatable", "unignorable")
        return ()


def _total(mood: Any, op: str) -> int:
    return sum(int(param(e, "amount", 0)) for e in ops_of(mood, "effects", op))

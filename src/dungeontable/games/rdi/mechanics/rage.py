"""Cormac's Rage Tiles and Rage Pool (compendium 002 L156-227; rdi.md §2.1 Cormac).

Four Rage Tiles A-D start face down in one pile; none is active (L162-168). A card with a Rage
icon goes face down into his Building Rage Pile after all its other effects instead of the
discard pile (L172-176, L213: so the tile active while it resolves sets its numbers); a
Negated one never resolves and is simply discarded (L217); an Ignored or altered one is still
pooled. When the Building pile holds as many cards as the next tile's number, that tile is
activated (it covers the earlier ones) and the Building pile moves onto the Raging pile (L184).
After D every Rage card still goes to the Building pile. A "double" icon also lets him place
one card from his hand face down there, by choice, after the first one (and after its
activation, L215). A card that puts the pool into the discard pile sends both piles face up
and resets the tiles (L193).

The active tile adds to every Alcohol Content gain of his (not only from Drinks, L170) and to
every Fortitude loss his cards cause another player (L171). It changes what he takes from a
Drink, never the Drink's printed Alcohol (L221: a Drinking Contest is scored on the printed
numbers).

Numbers: C needs 3 cards and D 3 more (L189); A + B need 5 together (L189, L195: 7 cards with B
active and 2 building; 8 raging under D); B adds 2 to Fortitude loss (L207), C adds 2 Alcohol and
3 Fortitude loss (L207, L223). The rest is house [proposed]: A needs 2, B 3; A adds 0 Alcohol
and 1 Fortitude loss, B 1 Alcohol, D 3 Alcohol and 4 Fortitude loss.

The pool is face down: other players see how many cards lie in each pile, never which
(``public``); the owner knows them.

Card data: ``icons = [{op = "rage"}]`` or ``[{op = "rage", double = true}]``; an effect
``{op = "clear_rage"}`` puts the pool into the discard pile.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Action, Decision

from ..effects import EFFECTS, Change, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of, param
from .events import PoolRage, RageCleared, RagePooled
from .seats import value_of

TILES = ("A", "B", "C", "D")
THRESHOLDS = (2, 3, 3, 3)
"""Cards in the Building pile that activate each tile: C 3, D 3 (L189); A 2, B 3 house."""
BONUSES = ((0, 1), (1, 2), (2, 3), (3, 4))
"""(Alcohol gained +, Fortitude loss caused +) of each active tile: B's loss +2 (L207), C +2/+3
(L223); the rest house."""
HIDDEN = ""
"""A face-down pool card as others see it."""


class Rage(SeatExtra, frozen=True):
    """Cormac's tiles (``active`` = how many are flipped, 0..4) and his two pool piles."""

    active: int = 0
    building: tuple[str, ...] = ()
    raging: tuple[str, ...] = ()
    extra_due: bool = False

    @property
    def bonuses(self) -> tuple[int, int]:
        return BONUSES[self.active - 1] if self.active else (0, 0)

    def public(self) -> Rage:
        """What the other players see: the piles face down (counts only)."""
        return replace(
            self,
            building=(HIDDEN,) * len(self.building),
            raging=(HIDDEN,) * len(self.raging),
        )

    @property
    def kept_cards(self) -> tuple[str, ...]:
        """The pool's cards (blank where face down to the viewer): out of the deck."""
        return (*self.building, *self.raging)

    def filled(self, cards: tuple[str, ...]) -> Rage:
        """The blanks replaced by ``cards`` in order (a resampled view, determinize)."""
        it = iter(cards)
        building = tuple(c or next(it) for c in self.building)
        raging = tuple(c or next(it) for c in self.raging)
        return replace(self, building=building, raging=raging)

    def describe(self) -> str:
        pool = len(self.building) + len(self.raging)
        tile = "no Rage tile" if not self.active else f"Rage tile {TILES[self.active - 1]}"
        alcohol, loss = self.bonuses
        bonus = (
            f" (+{alcohol} Alcohol gained, +{loss} Fortitude loss caused)" if self.active else ""
        )
        nxt = (
            f" of {THRESHOLDS[self.active]} for tile {TILES[self.active]}"
            if self.active < len(TILES)
            else ""
        )
        due = " (may pool a card from hand)" if self.extra_due else ""
        return f"{tile}{bonus}; Rage Pool {pool} (building {len(self.building)}{nxt}){due}"


def pooled(rage: Rage, card: str) -> tuple[Rage, bool]:
    """``card`` onto the Building pile; a tile activates when it reaches the next number."""
    building = (*rage.building, card)
    if rage.active < len(TILES) and len(building) >= THRESHOLDS[rage.active]:
        return Rage(rage.active + 1, (), (*rage.raging, *building), rage.extra_due), True
    return replace(rage, building=building), False


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def rage(fx: Fx, *, double: bool = False) -> None:
    """Icon: after resolving, the card goes to the Rage Pool (``double``: and may bring one card
    from hand)."""


@EFFECTS.op
def clear_rage(fx: Fx) -> None:
    """Put the whole Rage Pool face up into the discard pile and reset the tiles (L193)."""


# --- hooks --------------------------------------------------------------------------------------


class RageMechanic(Mechanic):
    """The hooks of the rage family."""

    name = "rage_tiles"

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return set_extra(state, seat, Rage())

    def modify_change(self, state: State, play: Play, card: Any, change: Change) -> int:
        """The active tile: +Alcohol on his gains (any source), +loss his cards cause (L170)."""
        if change.stat == "alcohol" and change.amount > 0:
            rage = extra_of(state, change.seat, Rage)
            if rage is not None and rage.active:
                return change.amount + rage.bonuses[0]
        hurt = change.stat == "fortitude" and change.amount < 0 and play.kind == "card"
        if hurt and play.seat >= 0 and play.seat != change.seat:
            rage = extra_of(state, play.seat, Rage)
            if rage is not None and rage.active:
                return change.amount - rage.bonuses[1]
        return change.amount

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """Clearing the pool (L193) is the card's effect; pooling comes at disposal."""
        if not ops_of(card, "effects", "clear_rage"):
            return state, ()
        rage = value_of(state, play.seat, Rage, Rage)
        cards = (*rage.raging, *rage.building)
        seat = state.seats[play.seat]
        state = update_seat(state, play.seat, discard=(*seat.discard, *cards))
        state = set_extra(state, play.seat, Rage(extra_due=rage.extra_due))
        return state, (RageCleared(seat=play.seat, cards=cards),)

    def on_dispose(self, state: State, play: Play, card: Any) -> Result | None:
        """A resolved Rage card goes to the Building pile instead of the discard (L176)."""
        icons = ops_of(card, "icons", "rage")
        if not icons:
            return None
        rage, activated = pooled(value_of(state, play.seat, Rage, Rage), play.card)
        if any(param(i, "double", False) for i in icons) and state.seats[play.seat].hand:
            rage = replace(rage, extra_due=True)
        event = RagePooled(
            seat=play.seat, card=play.card, tile=_tile(rage) if activated else "", size=_size(rage)
        )
        return set_extra(state, play.seat, rage), (event,)

    def decision(self, state: State) -> Decision | None:
        seat = _due(state)
        if seat is None:
            return None
        return Decision(
            seat, "rage", "choose a card from your hand to add to your Rage Pool, or none"
        )

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        if _due(state) != seat:
            return ()
        hand = sorted(set(state.seats[seat].hand))
        return (PoolRage(card=""), *(PoolRage(card=c) for c in hand))

    def apply_extra(self, state: State, action: Action) -> Result:
        seat = _due(state)
        if not isinstance(action, PoolRage) or seat is None:
            return state, ()
        rage = replace(extra_of(state, seat, Rage) or Rage(), extra_due=False)
        if not action.card:
            return set_extra(state, seat, rage), ()
        hand = list(state.seats[seat].hand)
        hand.remove(action.card)
        state = update_seat(state, seat, hand=tuple(hand))
        rage, activated = pooled(rage, action.card)
        event = RagePooled(
            seat=seat, card=HIDDEN, tile=_tile(rage) if activated else "", size=_size(rage)
        )
        return set_extra(state, seat, rage), (event,)


def _tile(rage: Rage) -> str:
    return TILES[rage.active - 1] if rage.active else ""


def _size(rage: Rage) -> int:
    return len(rage.building) + len(rage.raging)


def _due(state: State) -> int | None:
    for seat, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Rage:
                if value.extra_due and s.alive:
                    return seat
                break
    return None

"""Ohava's Deity Cards, the Great Divines (compendium 002 L982-1026; rdi.md §2.1 Ohava).

Four Deity Cards (Elaana, Farnir, Korash, Shalni) start in discord (L988, L992). A card with a
Deity icon flips that Deity after all the card's other effects have resolved (L1006): discord
becomes harmony and harmony becomes discord, and the flip is mandatory (L1008). An icon
(R-6.12): a Negated card flips nothing, an Ignored one still flips (L1018).

Harmony bonuses: with three or more Deities in harmony her hand size is one larger (L1012: it
matters only when she draws up in Discard and Draw; a third Deity turning harmonious makes her
draw nothing at once); with all four in harmony every numeric effect of her own Character Cards
is one larger (L1014), read when the card resolves (L1024), never on other cards she plays
(Prizes, Potions, Blessings: L1022). The +1 is a whole-card modifier (R-11.3).

The Deities are public (face-up cards near her mat).

Card data: ``icons = [{op = "deity", deity = "shalni"}]``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from msgspec.structs import replace

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, Result, set_extra
from ..state import Play, SeatExtra, State
from .catalog import ops_of, param
from .events import DeityFlipped
from .seats import value_of

Deity = Literal["elaana", "farnir", "korash", "shalni"]
DEITIES: tuple[Deity, ...] = ("elaana", "farnir", "korash", "shalni")
"""The Great Divines (L996-1002), in the compendium's order."""
NAMES = {"elaana": "Elaana", "farnir": "Farnir", "korash": "Korash", "shalni": "Shalni"}
HAND_BONUS_AT = 3
"""Deities in harmony that raise her hand size by one (L1012)."""
HAND_BONUS = 1
NUMBER_BONUS = 1
"""All four in harmony: +1 to every numeric effect of her own Character Cards (L1014)."""


class Deities(SeatExtra, frozen=True):
    """The Deities in harmony (the others are in discord), in ``DEITIES`` order."""

    harmonious: tuple[str, ...] = ()

    @property
    def count(self) -> int:
        return len(self.harmonious)

    def describe(self) -> str:
        names = ", ".join(NAMES[d] for d in self.harmonious) or "none"
        bonus = (
            "; hand size +1, her cards' numbers +1"
            if self.count == len(DEITIES)
            else "; hand size +1"
            if self.count >= HAND_BONUS_AT
            else ""
        )
        return f"Deities in harmony {self.count}/{len(DEITIES)} ({names}){bonus}"


def flipped(deities: Deities, deity: str) -> Deities:
    """``deity`` turned over: harmony <-> discord (L1006-1008)."""
    if deity in deities.harmonious:
        return Deities(tuple(d for d in deities.harmonious if d != deity))
    return Deities(tuple(d for d in DEITIES if d in deities.harmonious or d == deity))


def own_card(state: State, seat: int, card: str) -> bool:
    """Whether ``card`` is one of the seat's own Character Cards (pack ids carry the character's
    id as their prefix), not a Prize, a Potion or another character's card (L1022)."""
    return card.startswith(f"{state.seats[seat].character}-")


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def deity(fx: Fx, *, deity: Deity) -> None:
    """Icon: after the card's other effects, that Deity flips (L1006); not if Negated (L1018)."""


# --- hooks --------------------------------------------------------------------------------------


class DeitiesMechanic(Mechanic):
    """The hooks of the deities family."""

    name = "deities"

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return set_extra(state, seat, Deities())

    def hand_size(self, state: State, seat: int, size: int) -> int:
        """Three or more Deities in harmony: one more card in Discard and Draw (L1012)."""
        count = value_of(state, seat, Deities, Deities).count
        return size + HAND_BONUS if count >= HAND_BONUS_AT else size

    def modify_play(self, state: State, play: Play, card: Any) -> Play:
        """All four in harmony as the card resolves: her own card's numbers +1 (L1014, L1024)."""
        if play.kind != "card" or not own_card(state, play.seat, play.card):
            return play
        if value_of(state, play.seat, Deities, Deities).count < len(DEITIES):
            return play
        return replace(play, delta=play.delta + NUMBER_BONUS)

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """The icons, after the card's other effects (L1006); Ignored or not (L1018)."""
        icons = ops_of(card, "icons", "deity")
        if not icons:
            return state, ()
        deities = value_of(state, play.seat, Deities, Deities)
        events = []
        for icon in icons:
            name = str(param(icon, "deity", ""))
            if name not in DEITIES:
                continue
            deities = flipped(deities, name)
            events.append(
                DeityFlipped(
                    seat=play.seat,
                    deity=name,
                    harmonious=name in deities.harmonious,
                    count=deities.count,
                )
            )
        return set_extra(state, play.seat, deities), tuple(events)

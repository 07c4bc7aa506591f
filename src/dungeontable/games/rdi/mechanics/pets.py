"""Beastsergeant Ygella's Pets (compendium 002 L1867-1873; rdi.md §2.1 Ygella).

Many of Ygella's cards have the subtype "Pet" (type line and paw icon), and several of her cards
refer to Pet cards (L1873). The compendium section ends there (v1.1 is truncated), so the rules
are: the subtype, and cards that query it. Our house cards use two such queries: a card that is
stronger while Ygella's discard pile holds Pets (read when it resolves, R-6.11), and a card that
fetches the top-most Pet of her discard pile back into her hand after it resolves (R-6.12).
There is no per-seat state: Pets are ordinary cards with a subtype.

Card data: ``subtypes = ["pet"]``; ``effects`` may hold ``{op = "pet_bonus", at_least = 2,
bonus = 1}``; ``icons = [{op = "fetch_pet"}]``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from msgspec.structs import replace

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, Result
from ..state import Play, State, update_seat
from .catalog import ops_of, param
from .events import PetFetched

PET = "pet"

SubtypesOf = Callable[[str], Sequence[str]]
CatalogOf = Callable[[State], Any]
"""The match's catalog of a state (``content.catalog``), handed to the mechanic when the content
table is built: a mechanic never imports the content that lists it."""


def is_pet(subtypes: Sequence[str]) -> bool:
    """A card whose type line carries the Pet subtype."""
    return PET in subtypes


def count_pets(cards: Sequence[str], subtypes_of: SubtypesOf) -> int:
    """How many of ``cards`` (card ids) are Pet cards."""
    return sum(1 for card in cards if is_pet(subtypes_of(card)))


def top_pet(pile: Sequence[str], subtypes_of: SubtypesOf) -> int | None:
    """Index of the top-most Pet in ``pile`` (top card last), or ``None``."""
    for index in range(len(pile) - 1, -1, -1):
        if is_pet(subtypes_of(pile[index])):
            return index
    return None


def subtypes_in(state: State, catalog: CatalogOf) -> SubtypesOf:
    """Card id -> subtypes, read from the game's catalog (house and owners' cards alike)."""
    cards = catalog(state)

    def subtypes(card_id: str) -> Sequence[str]:
        card = cards.cards.get(card_id)
        return tuple(getattr(card, "subtypes", ())) if card is not None else ()

    return subtypes


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def pet_bonus(fx: Fx, *, at_least: int, bonus: int) -> None:
    """+bonus to the card's numbers if Ygella's discard pile holds ``at_least`` Pets."""


@EFFECTS.op
def fetch_pet(fx: Fx) -> None:
    """Icon: Ygella takes the top-most Pet card of her discard pile into her hand."""


# --- hooks --------------------------------------------------------------------------------------


class PetsMechanic(Mechanic):
    """The hooks of the pets family."""

    name = "pets"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def modify_play(self, state: State, play: Play, card: Any) -> Play:
        pets = count_pets(state.seats[play.seat].discard, subtypes_in(state, self.catalog))
        bonus = sum(
            param(e, "bonus", 0)
            for e in ops_of(card, "effects", "pet_bonus")
            if pets >= param(e, "at_least", 1)
        )
        return replace(play, delta=play.delta + bonus) if bonus else play

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        if not ops_of(card, "icons", "fetch_pet"):
            return state, ()
        seat = state.seats[play.seat]
        index = top_pet(seat.discard, subtypes_in(state, self.catalog))
        if index is None:
            return state, ()
        pet = seat.discard[index]
        discard = (*seat.discard[:index], *seat.discard[index + 1 :])
        state = update_seat(state, play.seat, discard=discard, hand=(*seat.hand, pet))
        return state, (PetFetched(seat=play.seat, card=pet),)

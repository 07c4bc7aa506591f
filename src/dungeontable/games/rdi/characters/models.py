"""The schema of character packs: a character and the cards of its Character Deck.

A pack file (TOML or YAML) holds one ``[character]`` table and its ``[[card]]`` list (rdi.md
§5.3, one character per file). Cards extend ``dungeontable.cards.CardModel`` with the fields the
engine reads (``type``, ``subtypes``, ``effects``; see ``content.Content.decks``) and the fields
mechanic handlers read:

- ``costs``: additional costs offered while playing the card (R-6.1), e.g. smash an instrument
  or spend Momentum; each has a ``bonus`` added to the card's numerical values when paid
  (R-11.3) and may be ``required`` (the card is unplayable without it, 002 L73).
- ``icons``: post-resolution effects (R-6.12): done after the card's other effects, skipped if
  the card was Negated, done if it was Ignored (R-6.6): Heat, Momentum, marks, instruments, Pets.

Resolution-time conditions (R-6.11: an intact instrument, Momentum, a marked target, Pets in the
discard pile) are ``effects`` ops that record nothing themselves: the mechanic's ``modify_play``
hook reads them when the card resolves and raises the card's whole-card ``delta``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from dungeontable.cards import CardModel, Effect

CardType = Literal["action", "sometimes", "anytime", "gambling", "cheating"]
"""The Character-deck card types (R-5.1..R-5.4); Drinks live in the Drink Deck (R-5.5)."""

SUBTYPE_MECHANICS: dict[str, str] = {
    "pet": "pets",
    "scheme": "plots",
    "element": "elements",
    "earth": "elements",
    "fire": "elements",
    "water": "elements",
    "device": "gears",
    "pipe": "stories",
    "minion": "minions",
    "gizmo": "gizmos",
    "ingredient": "recipes",
    "rage": "rage_tiles",
    "prayer": "prayers",
    "arrow": "quiver",
    "mix-in": "mix_ins",
    "doppelganger": "doppelgangers",
}
"""Card subtypes (R-5.7) and the mechanic family that gives each its meaning."""
CORE_SUBTYPES = frozenset({"boss"})
"""Subtypes the core rules give a meaning, no mechanic needed: ``boss`` = a Boss card, only in
the Boss's deck in a Boss Battle (R-12.3)."""


class CharacterCard(CardModel):
    """One card of a Character Deck."""

    type: CardType
    subtypes: tuple[str, ...] = ()
    costs: tuple[Effect, ...] = ()
    icons: tuple[Effect, ...] = ()

    @property
    def is_pet(self) -> bool:
        return "pet" in self.subtypes


class CharacterModel(BaseModel):
    """A character: identity, the mechanic families its rules use, setup numbers (R-2.2)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9_\-]*$")
    name: str = Field(min_length=1)
    source: Literal["rulebook", "house"]
    ref: str | None = None
    text: str = ""
    mechanics: tuple[str, ...] = ()
    deck_size: int = Field(default=40, ge=1, description="cards in the Character Deck (R-1.1)")
    fortitude: int = Field(default=20, ge=1, le=20, description="starting Fortitude (R-2.2)")
    gold_delta: int = Field(default=0, description="extra starting Gold (R-2.2)")
    race: str = ""

    @model_validator(mode="after")
    def _rulebook_cites(self) -> CharacterModel:
        if self.source == "rulebook" and not self.ref:
            raise ValueError("a character with source='rulebook' needs ref")
        return self

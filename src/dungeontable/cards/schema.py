"""The card schema every game's card models extend: identity, provenance, effects.

Games subclass ``CardModel`` with their own fields (health, gold, slots...). Files are validated
against the subclass with ``extra="forbid"``, so a misspelled field is an error, not a silence.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator


class Effect(BaseModel):
    """One effect of a card: an ``op`` from the game's closed registry plus its parameters."""

    model_config = ConfigDict(extra="allow", frozen=True)

    op: str

    @property
    def params(self) -> dict[str, Any]:
        return dict(self.model_extra or {})


class CardModel(BaseModel):
    """Fields every card has.

    ``source = "rulebook"`` cards carry numbers stated in a seed document and must cite it in
    ``ref``; ``source = "house"`` cards are original content authored for this project.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9_\-]*$", description="stable identifier")
    name: str = Field(min_length=1)
    source: Literal["rulebook", "house"]
    ref: str | None = Field(default=None, description="seed document and line reference")
    text: str = ""
    copies: int = Field(default=1, ge=0, description="copies in the default deck")
    effects: tuple[Effect, ...] = ()

    @model_validator(mode="after")
    def _rulebook_cards_cite(self) -> CardModel:
        if self.source == "rulebook" and not self.ref:
            raise ValueError("a card with source='rulebook' needs ref (where the seed states it)")
        return self

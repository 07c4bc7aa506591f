"""A small card game model and effect registry for the cards tests."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from dungeontable.cards import CardModel, EffectRegistry

EFFECTS = EffectRegistry("sample")


@EFFECTS.op
def deal_damage(state: object, *, amount: int, target: Literal["enemy", "self"] = "enemy") -> int:
    """Positional parameters are the game's; keyword-only ones are the card's parameters."""
    return amount


@EFFECTS.op
def draw_loot(*, count: int) -> int:
    return count


@EFFECTS.op
def heal(*, amount: int, full: bool = False) -> int:
    return amount


class SampleCard(CardModel):
    """A card with two game-specific fields."""

    kind: Literal["monster", "loot"]
    gold: int = Field(default=0, ge=0)

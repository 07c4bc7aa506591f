"""The Backstory Deck of The Shortening (004 L29-L61, R353-R359): the cards and their goals.

The deck is ``cards/backstories/backstories.toml`` (kept apart from the Battle, Loot and shtick
cards of ``catalog.py``: a Backstory is no card of the base game). Each card names a ``goal``
the engine can check from the table (``common/stories.py``), its Bragging Points (the number in
the top-left circle), whether it scores once (white on blue) or every time (``repeat``, blue on
white, R358) and when it is shown (``reveal``: at the end of the turn it is completed, or only
at the end of the game; ruling A52).
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Literal

import msgspec

from dungeontable.core.content import loaded

BACKSTORY_FILE = Path(__file__).parent / "cards" / "backstories" / "backstories.toml"

Goal = Literal[
    "saved_type", "saved_type_at_least", "saved_total_at_least", "saved_unique", "loot_count",
    "crest_loot", "equipped_at_least", "shticks_at_least", "reach_floor", "in_lair",
    "first_out", "killed_lich",
]  # fmt: skip


class Backstory(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One Backstory card (R358): its goal, points, scoring and reveal timing."""

    id: str
    name: str
    source: Literal["rulebook", "house"]
    ref: str = ""
    text: str
    points: int
    repeat: bool
    reveal: Literal["on_complete", "game_end"]
    goal: Goal
    monster_type: str = ""
    count: int = 1
    per: int = 1
    floor: int = 0

    def matches_monster(self, types: tuple[str, ...], unique: bool) -> bool:
        """R357: does a saved Monster of these types (Unique or not) count toward this card?"""
        if self.goal in ("saved_type", "saved_type_at_least"):
            return self.monster_type in types
        return self.goal == "saved_total_at_least" or (self.goal == "saved_unique" and unique)


class _File(msgspec.Struct, frozen=True):
    card: tuple[Backstory, ...]


def _build(path: Path) -> dict[str, Backstory]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    cards = msgspec.convert(data, _File).card
    for card in cards:
        if card.source == "rulebook" and not card.ref:
            raise ValueError(f"Backstory {card.id}: a rulebook card needs its ref")
    return {card.id: card for card in cards}


def backstories() -> dict[str, Backstory]:
    """Every Backstory card by id (the deck: one copy each)."""
    return loaded(BACKSTORY_FILE, _build)


def backstory(card: str) -> Backstory:
    return backstories()[card]

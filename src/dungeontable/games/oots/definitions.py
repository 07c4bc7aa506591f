"""Typed, frozen card definitions the rules and the battle arithmetic read (outside the state).

``Catalog`` (catalog.py) builds one per card from the validated ``OotsCard`` models (its
``*_def`` builders); the state holds card ids only. Effects are compiled to the typed values
of ``effects.py``.
"""

from __future__ import annotations

import msgspec

from .effects import CardEffect


class CardDef(msgspec.Struct, frozen=True):
    """Fields every definition has."""

    id: str
    name: str
    text: str
    effects: tuple[CardEffect, ...]


class CharacterDef(CardDef, frozen=True):
    wounds: int
    race: str


class ShtickDef(CardDef, frozen=True):
    """A shtick; ``attack``/``defense`` None = N/A; ``range`` None with ``infinite_range``."""

    character: str
    starting: bool
    battle: bool
    attack: int | None
    defense: int | None
    range: int | None
    infinite_range: bool
    types: tuple[str, ...]
    flip: bool
    boost_attack: int
    boost_defense: int
    boost_range: int
    boost_heal: int
    result: str
    area_targets: int | None
    area_type: str | None
    area_all: bool

    @property
    def is_area(self) -> bool:
        return self.area_targets is not None or self.area_type is not None or self.area_all


class MonsterDef(CardDef, frozen=True):
    """A Monster (Battle Deck or Xykon Deck); ``abilities`` as (name, x, character) triples."""

    types: tuple[str, ...]
    attack: int
    defense: int
    range: int
    loot: int
    xp: int
    unique: bool
    abilities: tuple[tuple[str, int, str | None], ...]
    support_types: tuple[str, ...]
    support: str | None
    plus_level: bool
    deck: str

    def has(self, ability: str) -> bool:
        return any(a[0] == ability for a in self.abilities)

    def ability_x(self, ability: str) -> int:
        return next((a[1] for a in self.abilities if a[0] == ability), 0)


class LootDef(CardDef, frozen=True):
    drool: tuple[tuple[str, int], ...]
    crest: int
    users: tuple[str, ...]
    discard_for_shtick: str | None

    def drool_for(self, character: str) -> int:
        """Drool Factor of this Loot for ``character`` (R136: crests count for everyone)."""
        return self.crest + sum(n for c, n in self.drool if c == character)


class TrapDef(CardDef, frozen=True):
    evade: int
    range: int
    multi: bool


class ScrewThisDef(CardDef, frozen=True):
    when: tuple[str, ...]
    anyone: bool


class RoomDef(CardDef, frozen=True):
    """A Dungeon room, the Entrance, a Lair room, or a non-Monster Xykon card."""

    kind: str
    safe_haven: bool

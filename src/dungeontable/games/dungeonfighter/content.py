"""Card data: heroes, monsters, final bosses and equipment (``cards/*.toml``) and the dungeon
sheets (``dungeons.toml``), validated at load (ARCHITECTURE "Cards are data").

Abilities are ops of the closed registry ``effects.EFFECTS`` (R137-R167) with typed parameters;
requirements are the 22 ids of ``requirements.py``. Numbers the rulebook states are
``source = "rulebook"`` with the line; everything else is original ``house`` content
(docs/rules/dungeonfighter.md §2.2).
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from dungeontable.cards import CardIssue, CardLoadError, CardModel, load_cards
from dungeontable.core.content import loaded

from .effects import EFFECTS, op_info
from .requirements import BY_ID

CARDS_DIR = Path(__file__).parent / "cards"
DUNGEONS_FILE = Path(__file__).parent / "dungeons.toml"

MONSTER_TYPES = ("beast", "undead", "goblinoid", "demon", "dragon", "construct")
COLOURS = ("blue", "green", "red")


class Ability(BaseModel):
    """One ability: an op of the closed registry ``effects.EFFECTS`` with its typed parameters
    (``x``, ``colour``), checked at load."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    op: str
    x: int = 0
    colour: Literal["blue", "green", "red"] | None = None

    @model_validator(mode="before")
    @classmethod
    def _registered(cls, data: Any) -> Any:
        if isinstance(data, dict) and isinstance(data.get("op"), str):
            params = {k: v for k, v in data.items() if k != "op"}
            problems = EFFECTS.check(data["op"], params)
            if problems:
                raise ValueError("; ".join(f"{field}: {reason}" for field, reason in problems))
        return data


class Slots(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    weapon: int = Field(default=1, ge=0, le=3)
    armor: int = Field(default=1, ge=0, le=3)
    item: int = Field(default=1, ge=0, le=3)


class DFCard(CardModel):
    """One Dungeon Fighter card: hero, monster, final boss or equipment."""

    kind: Literal["hero", "monster", "boss", "equipment"]
    abilities: tuple[Ability, ...] = ()
    requirement: str | None = None
    slots: Slots | None = None
    sworn: str | None = None
    level: int | None = Field(default=None, ge=1, le=4)
    mtype: str | None = None
    hp: int | None = Field(default=None, ge=1)
    damage: int | None = Field(default=None, ge=0)
    gold: int = Field(default=0, ge=0)
    etype: Literal["weapon", "armor", "item"] | None = None
    cost: int | None = Field(default=None, ge=0)
    bonus: int = 0
    one_shot: bool = False

    @model_validator(mode="after")
    def _by_kind(self) -> DFCard:
        if self.requirement is not None and self.requirement not in BY_ID:
            raise ValueError(f"unknown requirement {self.requirement!r}")
        for ability in self.abilities:
            if self.kind not in op_info(ability.op, ability.x, ability.colour).kinds:
                allowed = tuple(op for op in EFFECTS.names() if self.kind in op_info(op).kinds)
                raise ValueError(f"{self.kind} ability {ability.op!r} is not one of {allowed}")
        _check_kind(self)
        return self


def _check_kind(card: DFCard) -> None:
    if card.kind == "hero":
        if len(card.abilities) != 3 or card.slots is None:
            raise ValueError("a hero has three abilities (blue, green, red) and slots")
        if card.sworn is not None and card.sworn not in MONSTER_TYPES:
            raise ValueError(f"sworn type {card.sworn!r} is not one of {MONSTER_TYPES}")
    elif card.kind in ("monster", "boss"):
        if card.hp is None or card.damage is None or card.mtype not in MONSTER_TYPES:
            raise ValueError("a monster needs hp, damage and a type from MONSTER_TYPES")
        if card.kind == "monster" and card.level is None:
            raise ValueError("a monster needs its level (card back, R012)")
    elif card.etype is None or card.cost is None:
        raise ValueError("equipment needs etype and cost")
    elif card.etype == "weapon" and card.requirement is None:
        raise ValueError("every weapon has exactly one requirement (R107)")


class Room(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    kind: Literal["plain", "shop", "fountain", "treasure", "dangerous"] = "plain"
    to: tuple[str, ...] = ()
    reward: str | None = None
    requirement: str | None = None


class Layout(BaseModel):
    """One side of a sheet: rooms in order, the first is the entry, the one without exits the
    exit (R022-R025)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    rooms: tuple[Room, ...]

    @model_validator(mode="after")
    def _graph(self) -> Layout:
        ids = [r.id for r in self.rooms]
        exits = [r.id for r in self.rooms if not r.to]
        if len(exits) != 1 or exits[0] != ids[-1]:
            raise ValueError(f"layout {self.id}: exactly one exit, listed last")
        for room in self.rooms:
            for target in room.to:
                if target not in ids or ids.index(target) <= ids.index(room.id):
                    raise ValueError(f"layout {self.id}: {room.id} -> {target} must go forward")
            if room.kind == "dangerous" and room.requirement not in BY_ID:
                raise ValueError(f"layout {self.id}: dangerous room {room.id} needs a requirement")
        return self

    def room(self, rid: str) -> Room:
        return next(r for r in self.rooms if r.id == rid)

    def longest(self) -> int:
        """Rooms on the longest entry-to-exit route."""
        best: dict[str, int] = {}
        for room in reversed(self.rooms):
            best[room.id] = 1 + max((best[t] for t in room.to), default=0)
        return best[self.rooms[0].id]


class Sheet(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    kind: Literal["dungeon", "boss"]
    source: Literal["rulebook", "house"] = "house"
    sides: tuple[Layout, ...]


class Catalog:
    """Every card and sheet by id, built once per card-path tuple."""

    def __init__(self, cards: tuple[DFCard, ...], sheets: tuple[Sheet, ...]) -> None:
        self.cards = {c.id: c for c in cards}
        self.etype = {c.id: c.etype for c in cards}
        """Card id -> equipment type (``None`` for heroes and monsters): hot in slot checks."""
        self.slots = {
            c.id: (c.slots.weapon, c.slots.armor, c.slots.item)
            for c in cards
            if c.slots is not None
        }
        """Hero id -> his sheet's (weapon, armor, item) slots (R103): read by every slot check."""
        self.ops = {c.id: tuple(a.op for a in c.abilities) for c in cards}
        """Card id -> its abilities' ops, in order: hot in the 1x-card checks of every decision."""
        self.sheets = {s.id: s for s in sheets}
        self.layouts = {lay.id: lay for s in sheets for lay in s.sides}
        self.rooms = {(lay.id, r.id): r for lay in self.layouts.values() for r in lay.rooms}
        """(layout id, room id) -> room: ``Layout.room`` without the scan."""
        self.heroes = tuple(c.id for c in cards if c.kind == "hero")
        self.bosses = tuple(c.id for c in cards if c.kind == "boss")
        self.equipment = tuple(
            c.id for c in cards if c.kind == "equipment" for _ in range(c.copies)
        )
        self.monsters = tuple(
            tuple(
                c.id
                for c in cards
                if c.kind == "monster" and c.level == lv
                for _ in range(c.copies)
            )
            for lv in (1, 2, 3, 4)
        )

    def card(self, cid: str) -> DFCard:
        return self.cards[cid]


def load_sheets(path: Path = DUNGEONS_FILE) -> tuple[Sheet, ...]:
    data = tomllib.loads(path.read_text())
    return tuple(Sheet.model_validate(s) for s in data["sheet"])


def _load_catalog(extra: tuple[str, ...]) -> Catalog:
    cards = load_cards([CARDS_DIR, *extra], DFCard, EFFECTS)
    return Catalog(cards, load_sheets())


PACKAGED: Catalog = _load_catalog(())
"""The packaged cards and sheets, built once at load (~7 ms): the catalog of every game without
extra card files, asked several times per step."""


def catalog(extra: tuple[str, ...] = ()) -> Catalog:
    """The packaged cards plus the ``extra`` card files or directories (``Options.cards``): the
    packaged catalog itself without extra files, else loaded once per distinct tuple
    (``core.content.loaded``, the one bounded cache of content); raises ``CardLoadError`` with
    every problem at once."""
    if not extra:
        return PACKAGED
    return loaded(extra, _load_catalog)


def lint_cards(paths: Iterable[str | Path] | str | Path) -> list[CardIssue]:
    """Every problem in extra card files, checked on top of the packaged set (as a game loads
    them: a reused id replaces a packaged card); ``[]`` when clean."""
    named = [paths] if isinstance(paths, str | Path) else list(paths)
    try:
        Catalog(load_cards([CARDS_DIR, *named], DFCard, EFFECTS), load_sheets())
    except CardLoadError as exc:
        return list(exc.issues)
    return []

"""OOTS card schema, the packaged base set, and the ``Catalog`` of typed card definitions.

Every card file in ``cards/*.toml`` is validated against ``OotsCard`` (one flat schema whose
``kind`` decides which fields a card must and may have) and the effect registry
(``effects.EFFECTS``); deck invariants (§3.10: 6 characters, 6 x 20 shticks with 4 red each,
8 stairs, 10 Xykon cards, 8 Lair rooms, ...) are checked after loading. A bad set is refused
with every problem at once. The ``Catalog`` holds frozen msgspec definitions per kind
(``CharacterDef``, ``ShtickDef``, ``MonsterDef``, ...), built once and cached.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from dungeontable.cards import CardIssue, CardLoadError, CardModel, load_cards
from dungeontable.core.content import loaded

from .definitions import (
    CardDef,
    CharacterDef,
    LootDef,
    MonsterDef,
    RoomDef,
    ScrewThisDef,
    ShtickDef,
    TrapDef,
)
from .effects import EFFECTS, AbilityName, CardEffect, MonsterType, ShtickType, compile_effect

CARDS_DIR = Path(__file__).parent / "cards"

NEW_SHTICKS = "@shortening_shticks"
"""The Shortening's 36 new shticks (R361): the packaged folder a card-set name adds with ``@``."""


def card_paths(cardset: str) -> tuple[str, ...]:
    """The card files and folders on top of the packaged set that a card-set name stands for:
    ``base`` adds none; other parts, separated by ``;``, are paths, and ``@name`` is the
    packaged folder ``cards/name`` (The Shortening's cards, switched on by its options)."""
    parts = [p for p in cardset.split(";") if p and p != "base"]
    return tuple(str(CARDS_DIR / p[1:]) if p.startswith("@") else p for p in parts)


CHARACTERS: tuple[str, ...] = ("roy", "haley", "elan", "belkar", "durkon", "vaarsuvius")

Kind = Literal[
    "character", "shtick", "monster", "xykon_event", "screw_this", "loot", "trap", "room",
    "entrance", "lair_room", "stairs",
]  # fmt: skip
Character = Literal["roy", "haley", "elan", "belkar", "durkon", "vaarsuvius"]
SupportName = Literal[
    "ambush", "assist", "deadly", "greed", "horde", "longshot", "outsmart", "miser"
]
Result = Literal["wound", "draw", "miss_turn", "steal_loot", "none"]
Timing = Literal[
    "start_of_turn", "movement", "monster_placed", "shtick_declared", "help_arranged",
    "before_roll", "after_roll", "after_results", "end_of_turn", "trap_revealed",
    "loot_picked_up", "fleeing_started",
]  # fmt: skip
"""The Screw This! priority windows of ruling A59."""

__all__ = [
    "CardDef", "Catalog", "CharacterDef", "LootDef", "MonsterDef", "OotsCard", "RoomDef",
    "ScrewThisDef", "ShtickDef", "TrapDef", "load_catalog",
]  # fmt: skip

IMMUNITY: dict[str, str] = {
    "breath_weapon": "armor",
    "enchanted": "magic",
    "impervious": "weapon",
    "mindless": "verbal",
}
"""Ability -> the shtick type it blocks entirely (R240, R242, R245, R248)."""


class Ability(BaseModel):
    """One Monster ability; ``x`` for Multiattack X, ``character`` for Nemesis (R232, R249)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: AbilityName
    x: int = Field(default=0, ge=0)
    character: Character | None = None

    @model_validator(mode="after")
    def _params(self) -> Ability:
        if self.name == "multiattack" and self.x < 2:
            raise ValueError("multiattack needs x >= 2 (R249)")
        if (self.name == "nemesis") != (self.character is not None):
            raise ValueError("nemesis (and only nemesis) names a character (R250)")
        return self


class Support(BaseModel):
    """A Support line: the supporting type(s) and the ability (R234; two types: ruling A06)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    types: tuple[MonsterType, ...] = Field(min_length=1)
    ability: SupportName


_KIND_FIELDS: dict[str, frozenset[str]] = {
    "character": frozenset({"wounds", "race", "role", "gender", "alignment"}),
    "shtick": frozenset(
        {"character", "starting", "battle", "attack", "defense", "range", "infinite_range",
         "shtick_types", "flip", "boost_attack", "boost_defense", "boost_range", "boost_heal",
         "boost_text", "result", "area_targets", "area_type", "area_all"}
    ),
    "monster": frozenset(
        {"deck", "types", "attack", "defense", "range", "loot", "xp", "unique", "abilities",
         "support", "plus_level"}
    ),
    "xykon_event": frozenset({"deck"}),
    "screw_this": frozenset({"when", "anyone"}),
    "loot": frozenset({"drool", "crest", "users", "discard_for_shtick", "equip_only"}),
    "trap": frozenset({"evade", "range", "multi"}),
    "room": frozenset(),
    "entrance": frozenset(),
    "lair_room": frozenset({"safe_haven"}),
    "stairs": frozenset({"color"}),
}  # fmt: skip


class OotsCard(CardModel):
    """One card as written in a card file; ``kind`` decides which fields apply (§3)."""

    kind: Kind
    # character
    wounds: int = Field(
        default=0,
        ge=0,
        description="Wounds before fleeing; 0: not printed, option default_wounds (A20)",
    )
    race: str = ""
    role: str = ""
    gender: str = ""
    alignment: str = ""
    # shtick
    character: Character | None = None
    starting: bool = False
    battle: bool = False
    attack: int | None = None
    defense: int | None = None
    range: int | None = Field(default=None, ge=0)
    infinite_range: bool = False
    shtick_types: tuple[ShtickType, ...] = ()
    flip: bool = False
    boost_attack: int = 0
    boost_defense: int = 0
    boost_range: int = 0
    boost_heal: int = 0
    boost_text: str = ""
    result: Result = "wound"
    area_targets: int | None = Field(default=None, ge=1)
    area_type: MonsterType | None = None
    area_all: bool = False
    # monster / xykon
    deck: Literal["battle", "xykon", "wandering"] = "battle"
    types: tuple[MonsterType, ...] = ()
    loot: int = Field(default=0, ge=0, description="Loot coins")
    xp: int = Field(default=0, ge=0, description="X symbols")
    unique: bool = False
    abilities: tuple[Ability, ...] = ()
    support: Support | None = None
    plus_level: bool = False
    # screw this
    when: tuple[Timing, ...] = ()
    anyone: bool = True
    # loot / trap
    drool: dict[Character, int] = Field(default_factory=dict)
    crest: int = Field(default=0, ge=0)
    users: tuple[Character, ...] = ()
    discard_for_shtick: Character | None = None
    equip_only: bool = False
    evade: int | None = Field(default=None, ge=1, le=13)
    multi: bool = False
    # rooms
    safe_haven: bool = False
    color: str = ""

    @model_validator(mode="after")
    def _kind_fields(self) -> OotsCard:
        allowed = _KIND_FIELDS[self.kind]
        stray = sorted(f for f in self.model_fields_set if f in _ALL_KIND_FIELDS - allowed)
        if stray:
            raise ValueError(f"a {self.kind} card has no {', '.join(stray)}")
        check = _CHECKS.get(self.kind)
        if check is not None:
            check(self)
        return self


_ALL_KIND_FIELDS = frozenset().union(*_KIND_FIELDS.values())


def _check_shtick(card: OotsCard) -> None:
    if card.character is None:
        raise ValueError("a shtick names its character (R190)")
    if not card.battle:
        if card.attack is not None or card.defense is not None or card.range is not None:
            raise ValueError("only Battle Shticks have Attack/Defense/Range (R191)")
        return
    if card.range is None and not card.infinite_range:
        raise ValueError("a Battle Shtick needs a range (0 is fine) or infinite_range (R191)")
    if card.infinite_range and card.attack is not None:
        raise ValueError("a Range-infinity shtick only defends: attack must be N/A (R101, A31)")
    area = (card.area_targets is not None) + (card.area_type is not None) + card.area_all
    if area > 1:
        raise ValueError("an Area Effect names one of: area_targets, area_type, area_all (R140)")


def _check_monster(card: OotsCard) -> None:
    if not card.types:
        raise ValueError("a Monster has at least one type (R232)")
    if card.attack is None or card.defense is None:
        raise ValueError("a Monster needs attack and defense (R232)")
    if card.plus_level != (card.deck == "xykon"):
        raise ValueError("Xykon-deck Monsters (and only they) have '+level' stats (R276)")


def _check_loot(card: OotsCard) -> None:
    if not card.drool and not card.crest:
        raise ValueError("a Loot shows portraits (drool) or the OOTS crest (R136)")
    if any(v < 1 for v in card.drool.values()):
        raise ValueError("drool counts are >= 1 (omit a character with no portrait)")


def _check_trap(card: OotsCard) -> None:
    if card.evade is None or card.range is None:
        raise ValueError("a Trap needs evade and range (R221-R222)")


def _check_screw(card: OotsCard) -> None:
    if not card.when:
        raise ValueError("a Screw This! card needs its When line (R229, A59 windows)")


_CHECKS = {
    "shtick": _check_shtick,
    "monster": _check_monster,
    "loot": _check_loot,
    "trap": _check_trap,
    "screw_this": _check_screw,
}


# --- typed definitions from the validated models -------------------------------------------


def _effects(m: OotsCard) -> tuple[CardEffect, ...]:
    return tuple(compile_effect(e.op, e.params) for e in m.effects)


def character_def(m: OotsCard) -> CharacterDef:
    return CharacterDef(m.id, m.name, m.text, _effects(m), m.wounds, m.race)


def shtick_def(m: OotsCard) -> ShtickDef:
    assert m.character is not None
    return ShtickDef(
        m.id, m.name, m.text, _effects(m), m.character, m.starting, m.battle, m.attack,
        m.defense, m.range, m.infinite_range, m.shtick_types, m.flip, m.boost_attack,
        m.boost_defense, m.boost_range, m.boost_heal, m.result, m.area_targets, m.area_type,
        m.area_all,
    )  # fmt: skip


def monster_def(m: OotsCard) -> MonsterDef:
    assert m.attack is not None and m.defense is not None
    abilities = tuple((a.name, a.x, a.character) for a in m.abilities)
    support = m.support
    return MonsterDef(
        m.id, m.name, m.text, _effects(m), m.types, m.attack, m.defense, m.range or 0, m.loot,
        m.xp, m.unique, abilities, support.types if support else (),
        support.ability if support else None, m.plus_level, m.deck,
    )  # fmt: skip


def loot_def(m: OotsCard) -> LootDef:
    drool = tuple(sorted(m.drool.items()))
    return LootDef(m.id, m.name, m.text, _effects(m), drool, m.crest, m.users, m.discard_for_shtick)


def trap_def(m: OotsCard) -> TrapDef:
    assert m.evade is not None and m.range is not None
    return TrapDef(m.id, m.name, m.text, _effects(m), m.evade, m.range, m.multi)


def screw_def(m: OotsCard) -> ScrewThisDef:
    return ScrewThisDef(m.id, m.name, m.text, _effects(m), m.when, m.anyone)


def room_def(m: OotsCard) -> RoomDef:
    return RoomDef(m.id, m.name, m.text, _effects(m), m.kind, m.safe_haven)


class Catalog:
    """Card id -> typed definition, per kind, plus default deck lists (with copies)."""

    def __init__(self, models: tuple[OotsCard, ...]) -> None:
        self.models = {m.id: m for m in models}
        self.characters = {m.id: character_def(m) for m in models if m.kind == "character"}
        self.shticks = {m.id: shtick_def(m) for m in models if m.kind == "shtick"}
        self.monsters = {m.id: monster_def(m) for m in models if m.kind == "monster"}
        self.loot = {m.id: loot_def(m) for m in models if m.kind == "loot"}
        self.traps = {m.id: trap_def(m) for m in models if m.kind == "trap"}
        self.screw_this = {m.id: screw_def(m) for m in models if m.kind == "screw_this"}
        self.rooms = {m.id: room_def(m) for m in models if m.kind in _ROOMISH}
        self.decks = _decks(models)
        self.support_cache: dict[tuple[str, str], bool] = {}
        """(supporter id, receiver id) -> may it support it; filled lazily by combat/."""
        self.foe_cache: dict[tuple[str, ...], Any] = {}
        """Monster ids -> what ``combat.modifiers`` reads of them (types, abilities, blocked
        shtick types); filled lazily, a pure function of the cards."""

    def shtick_deck(self, character: str) -> tuple[str, ...]:
        """The 20 shtick ids (with copies) of ``character`` (R005)."""
        return self.decks[f"shticks:{character}"]

    def name(self, card_id: str) -> str:
        model = self.models.get(card_id)
        return model.name if model is not None else card_id


_ROOMISH = ("room", "entrance", "lair_room", "xykon_event", "stairs")


def _deck_of(m: OotsCard) -> str:
    if m.kind == "shtick":
        return f"shticks:{m.character}"
    if m.kind in ("monster", "xykon_event"):
        return m.deck if m.kind == "monster" else "xykon"
    return {
        "screw_this": "battle",
        "loot": "loot",
        "trap": "loot",
        "room": "room",
        "lair_room": "lair",
    }.get(m.kind, m.kind)


def _decks(models: tuple[OotsCard, ...]) -> dict[str, tuple[str, ...]]:
    decks: dict[str, list[str]] = {}
    for m in models:
        decks.setdefault(_deck_of(m), []).extend([m.id] * m.copies)
    return {k: tuple(v) for k, v in decks.items()}


# --- deck invariants (§3.10) -----------------------------------------------------------------

DECK_SIZES: dict[str, int] = {"xykon": 10, "lair": 8, "stairs": 8, "entrance": 1}


def _invariants(catalog: Catalog, new_shticks: bool = False) -> list[CardIssue]:
    """§3.10; with The Shortening's new shticks (R361, A55) 26-card decks with 5 red."""
    issues: list[CardIssue] = []
    size, reds = (26, 5) if new_shticks else (20, 4)

    def need(ok: bool, field: str, reason: str) -> None:
        if not ok:
            issues.append(CardIssue("card set", None, field, reason))

    need(sorted(catalog.characters) == sorted(CHARACTERS), "kind", "the 6 characters (§3.1)")
    for who in CHARACTERS:
        deck = catalog.decks.get(f"shticks:{who}", ())
        red = sum(1 for s in deck if catalog.shticks[s].starting)
        need(len(deck) == size, "copies", f"{who}: {size} shticks (R005), found {len(deck)}")
        need(red == reds, "starting", f"{who}: {reds} red Starting shticks (R005), found {red}")
        for_shtick = sum(1 for s in catalog.loot.values() if s.discard_for_shtick == who)
        need(for_shtick == 1, "discard_for_shtick", f"{who}: one discard-for-a-shtick Loot (R216)")
    for name, size in DECK_SIZES.items():
        found = len(catalog.decks.get(name, ()))
        need(found == size, "copies", f"{name} deck: {size} cards (§3.10), found {found}")
    lair = [catalog.rooms[r] for r in catalog.decks.get("lair", ())]
    need(sum(r.safe_haven for r in lair) == 1, "safe_haven", "exactly one Safe Haven (R270)")
    lich = [m for m in catalog.monsters.values() if m.has("xykon_special") and m.deck == "xykon"]
    need(len(lich) == 1 and lich[0].deck == "xykon", "abilities", "one Xykon the Lich (R007)")
    need(len(catalog.decks.get("room", ())) >= 45, "copies", "at least 45 rooms (§3.10)")
    return issues


def build_catalog(extra: tuple[str, ...]) -> Catalog:
    """The packaged set plus ``extra`` files/dirs, built now; raises ``CardLoadError``."""
    models = load_cards((CARDS_DIR, *extra), OotsCard, EFFECTS)
    catalog = Catalog(models)
    issues = _invariants(catalog, str(CARDS_DIR / NEW_SHTICKS[1:]) in extra)
    if issues:
        raise CardLoadError(issues)
    return catalog


def load_catalog(extra: tuple[str, ...] = ()) -> Catalog:
    """The packaged set plus ``extra`` files/dirs (loaded once: ``core.content.loaded``);
    raises ``CardLoadError``."""
    return loaded(extra, build_catalog)

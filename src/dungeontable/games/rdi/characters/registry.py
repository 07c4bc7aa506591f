"""The house characters' packs and owners' packs, loaded and checked (nothing registers).

``house_characters()`` loads the house packs (``cards/characters/``); ``owner_characters(paths)``
loads owners' packs (one schema, every problem at once) against them. ``content`` builds the
engine's characters and decks from both: the house ones once per process (``core.content``), an
owner's per match (a pack reusing a house character's id replaces that character in that match
only). Importing this module imports every supported mechanic family, whose ops the packs use.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from ..effects import EFFECTS
from ..hooks import CharacterDef, UnsupportedMechanic
from ..mechanics import (
    artifacts,
    blessings,
    blood,
    bombs,
    brawl,
    brews,
    chi,
    chimera,
    debuffs,
    deities,
    doppelgangers,
    elements,
    fingers,
    forms,
    fury,
    gizmos,
    heat,
    instruments,
    items,
    marks,
    minions,
    mixins,
    momentum,
    moods,
    mounts,
    mushrooms,
    petrification,
    pets,
    piety,
    plots,
    potions,
    prayers,
    quiver,
    rage,
    recipes,
    reserve,
    scarabs,
    tales,
    totems,
    treasures,
    wulfric,
)
from ..mechanics.catalog import SUPPORTED
from .models import CharacterCard
from .pack import Character, load_packs

HOUSE_DIR = Path(__file__).parents[1] / "cards" / "characters"
"""Where the house packs live (one file per character)."""

MECHANIC_MODULES = (
    blessings,
    bombs,
    brawl,
    chi,
    chimera,
    deities,
    elements,
    fury,
    heat,
    instruments,
    items,
    marks,
    momentum,
    mounts,
    pets,
    potions,
    piety,
    quiver,
    prayers,
    rage,
    reserve,
    scarabs,
    wulfric,
    mixins,
    treasures,
    tales,
    brews,
    fingers,
    debuffs,
    moods,
    mushrooms,
    recipes,
    gizmos,
    artifacts,
    doppelgangers,
    forms,
    petrification,
    plots,
    blood,
    totems,
    minions,
)
"""Imported for the ops they define on ``EFFECTS`` (the packs name them)."""


def owner_characters(
    paths: tuple[str, ...],
) -> tuple[tuple[CharacterDef, tuple[CharacterCard, ...]], ...]:
    """The owner's characters at ``paths`` (pack files) with their decks, validated against the
    house packs (a reused id replaces the house character) and not registered anywhere: the
    match's ``content.Content`` holds them.

    Raises ``dungeontable.cards.CardLoadError`` listing every problem if any pack is invalid.
    """
    if not paths:
        return ()
    found: list[tuple[CharacterDef, tuple[CharacterCard, ...]]] = []
    for character in load_packs([HOUSE_DIR, *paths], EFFECTS):
        if Path(character.file).parent != HOUSE_DIR:
            missing = [m for m in character.model.mechanics if m not in SUPPORTED]
            if missing:
                raise UnsupportedMechanic(
                    f"character {character.model.id} needs unsupported mechanic(s) "
                    f"{', '.join(missing)}; supported: {', '.join(sorted(SUPPORTED))}"
                )
            found.append((definition(character), character.cards))
    return tuple(found)


def deck_id(character: Character) -> str:
    """A house deck is registered under its character's id; an owner's pack under the id plus a
    digest of its file, so a replacing deck is a new deck for every catalog built after it."""
    path = Path(character.file)
    if path.parent == HOUSE_DIR:
        return character.model.id
    return f"{character.model.id}@{hashlib.sha256(path.read_bytes()).hexdigest()[:12]}"


def definition(character: Character, deck: str | None = None) -> CharacterDef:
    """The engine's ``CharacterDef`` of a loaded character (deck id: ``deck_id``)."""
    model = character.model
    return CharacterDef(
        id=model.id,
        name=model.name,
        deck=deck or deck_id(character),
        modules=model.mechanics,
        fortitude=model.fortitude,
        gold_delta=model.gold_delta,
        race=model.race,
        source=model.source,
    )


def house_characters() -> tuple[Character, ...]:
    """The packaged house characters (validated), without registering them."""
    return load_packs(HOUSE_DIR, EFFECTS)


def deck_of(character: Character) -> tuple[str, ...]:
    """The character's deck as card ids, each repeated ``copies`` times, in file order."""
    return tuple(card.id for card in character.cards for _ in range(card.copies))

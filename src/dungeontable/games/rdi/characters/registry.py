"""The character registry: the 21 house characters, installed on the hooks, and owners' packs.

``install()`` imports every supported mechanic family (registering its ops and handlers),
loads the house packs through ``pack.load_packs`` and registers each character
(``hooks.register_character``) and its deck (``hooks.register_deck``) under the character's id.
``owner_characters(paths)`` loads owners' packs (one schema, every problem at once) *without*
registering them: a match's ``cardset.CardSet`` holds them, so they never leak into other
matches. A pack reusing a house character's id replaces that character (an owner typing in the
real deck) in that match only.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

from ..effects import EFFECTS
from ..hooks import (
    MECHANICS,
    CharacterDef,
    UnsupportedMechanic,
    register_character,
    register_deck,
)
from ..mechanics import heat, instruments, marks, momentum, pets
from .models import CharacterCard
from .pack import Character, load_packs

HOUSE_DIR = Path(__file__).parents[1] / "cards" / "characters"
"""Where the house packs live (one file per character)."""

MECHANIC_MODULES = (heat, instruments, marks, momentum, pets)
"""Imported for their side effect: registering ops on ``EFFECTS`` and handlers on the hooks."""


@lru_cache(maxsize=1)
def install() -> tuple[str, ...]:
    """Load and register the house characters and their decks (process-wide: they are the same
    for every match); their ids. Owners' packs never register: see ``owner_characters``."""
    characters = load_packs(HOUSE_DIR, EFFECTS)
    for character in characters:
        deck = deck_id(character)
        register_character(definition(character, deck))
        register_deck(deck, character.cards)
    return tuple(c.model.id for c in characters)


def owner_characters(
    paths: tuple[str, ...],
) -> tuple[tuple[CharacterDef, tuple[CharacterCard, ...]], ...]:
    """The owner's characters at ``paths`` (pack files) with their decks, validated against the
    house packs (a reused id replaces the house character) and not registered anywhere: the
    match's ``cardset.CardSet`` holds them.

    Raises ``dungeontable.cards.CardLoadError`` listing every problem if any pack is invalid.
    """
    if not paths:
        return ()
    install()
    found: list[tuple[CharacterDef, tuple[CharacterCard, ...]]] = []
    for character in load_packs([HOUSE_DIR, *paths], EFFECTS):
        if Path(character.file).parent != HOUSE_DIR:
            missing = [m for m in character.model.mechanics if m not in MECHANICS]
            if missing:
                raise UnsupportedMechanic(
                    f"character {character.model.id} needs unsupported mechanic(s) "
                    f"{', '.join(missing)}; supported: {', '.join(sorted(MECHANICS))}"
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

"""The cards and characters one match plays with, resolved from its ``Options.cards``.

Owners' ``--cards`` packs are never registered process-wide: ``resolve(paths)`` builds a
``CardSet`` (the house characters and decks, overlaid with the owner's packs, and the catalog of
packaged plus owner card files) memoised by the paths *and* a digest of the files' contents, so
two matches in one process (the server, ``sim``) each see exactly their own cards. The house
set (no ``--cards``) is the registered house characters (``hooks.CHARACTERS``) and decks.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

from dungeontable.cards import card_files, load_cards

from . import hooks
from .catalog import Catalog, RdiCard, packaged_files
from .effects import EFFECTS
from .hooks import CharacterDef, Mechanic


class CardSet:
    """A match's catalog and characters (id -> ``CharacterDef``); ``digest`` names the
    owner files' contents ("" for the house set)."""

    def __init__(
        self, catalog: Catalog, characters: Mapping[str, CharacterDef], digest: str = ""
    ) -> None:
        self.catalog = catalog
        self.characters = characters
        self.digest = digest
        self._mechanics: dict[str, tuple[Mechanic, ...]] = {}

    def mechanics(self, character: str) -> tuple[Mechanic, ...]:
        """The mechanic handlers of ``character``, in its ``modules`` order."""
        found = self._mechanics.get(character)
        if found is None:
            modules = self.characters[character].modules
            found = self._mechanics[character] = tuple(hooks.MECHANICS[m] for m in modules)
        return found


_BUILT: dict[tuple[tuple[str, ...], str], CardSet] = {}
"""(paths, contents digest) -> card set: a changed file is a new card set."""
_CURRENT: dict[tuple[str, ...], CardSet] = {}
"""paths -> the card set last resolved for them (the hot lookup during play)."""
_HOUSE: list[CardSet] = []
_BOUND: list[tuple[object, CardSet]] = []
"""(options object, card set) of recent match starts, newest last: a running match keeps the
files it started with even if another match started after an edit (states keep their options
object; identity, strong references so no object is mistaken for another)."""


def house() -> CardSet:
    """The house card set: packaged card files, house characters and their decks."""
    if not _HOUSE:
        from .characters.registry import install

        install()
        catalog = Catalog(load_cards(list(packaged_files()), RdiCard, EFFECTS), dict(hooks.DECKS))
        _HOUSE.append(CardSet(catalog, hooks.CHARACTERS))
    return _HOUSE[0]


def digest(paths: tuple[str, ...]) -> str:
    """sha256 of every file the paths name (directories expanded): names and contents."""
    h = hashlib.sha256()
    for path in card_files(list(paths)):
        h.update(str(path).encode() + b"\0")
        h.update(path.read_bytes() if path.is_file() else b"<missing>")
        h.update(b"\0")
    return h.hexdigest()


def bind(options: Any) -> CardSet:
    """Resolve a starting match's card set (``resolve(options.cards)``) and tie it to this
    ``options`` object: ``cardset_of(options)`` returns it for the rest of the match."""
    found = resolve(options.cards)
    if options.cards:
        _BOUND[:] = [*(b for b in _BOUND[-63:] if b[0] is not options), (options, found)]
    return found


def cardset_of(options: Any) -> CardSet:
    """The card set of the match whose options object this is (see ``bind``)."""
    paths = options.cards
    if not paths:
        return _HOUSE[0] if _HOUSE else house()
    for bound, found in reversed(_BOUND):
        if bound is options:
            return found
    return cardset(paths)


def resolve(paths: tuple[str, ...]) -> CardSet:
    """The card set of ``paths``, re-read if any file changed (call it when a match starts).

    Raises ``CardLoadError`` listing every problem of the owner's files."""
    if not paths:
        return house()
    key = (paths, digest(paths))
    found = _BUILT.get(key)
    if found is None:
        if len(_BUILT) >= 32:  # bounded: a long-running server sees many packs
            _BUILT.clear()
        found = _BUILT[key] = _build(paths, key[1])
    _CURRENT[paths] = found
    return found


def cardset(paths: tuple[str, ...]) -> CardSet:
    """The card set a running match uses: the one last resolved for ``paths``."""
    if not paths:
        return _HOUSE[0] if _HOUSE else house()
    found = _CURRENT.get(paths)
    return found if found is not None else resolve(paths)


def characters_of(options: Any) -> Mapping[str, CharacterDef]:
    """The characters a match with ``options`` may seat."""
    return cardset_of(options).characters


def _build(paths: tuple[str, ...], contents: str) -> CardSet:
    from .characters.pack import split_paths
    from .characters.registry import owner_characters

    base = house()
    packs, plain = split_paths(paths)
    characters: dict[str, CharacterDef] = dict(base.characters)
    decks: dict[str, tuple[Any, ...]] = dict(hooks.DECKS)
    for definition, deck in owner_characters(packs):
        characters[definition.id] = definition
        decks[definition.deck] = deck
    cards = load_cards([*packaged_files(), *plain], RdiCard, EFFECTS) if plain else None
    catalog = Catalog(cards, decks) if cards is not None else _reuse(base.catalog, decks)
    return CardSet(catalog, characters, contents)


def _reuse(base: Catalog, decks: dict[str, tuple[Any, ...]]) -> Catalog:
    """A catalog of the packaged cards (already validated) plus ``decks``."""
    packaged = [c for c in base.cards.values() if isinstance(c, RdiCard)]
    return Catalog(packaged, decks)

"""The engine's flat view of the cards: the card set a state names, and its lookup tables.

The rules read cards only through the records of ``records.py`` (``CardSet``), built from the
card catalog by ``cardset_from_catalog`` (``cardsource.py``) or directly by tests and scenarios.
A state holds card ids (strings) and the name of its card set; ``cards_of(name)`` finds the set
and ``index_for(state)`` its ``CardIndex``. Sets from card files are loaded once through
``core.content.loaded``.
"""

from __future__ import annotations

from dataclasses import dataclass

from dungeontable.core.content import CONTENT

from .cardindex import CardIndex
from .cardsource import load_named
from .records import (
    INFINITE,
    CardSet,
    CharacterSpec,
    LootSpec,
    MonsterSpec,
    RoomSpec,
    ScrewSpec,
    ShtickSpec,
    XykonSpec,
)
from .state import State

__all__ = [
    "INFINITE", "CardIndex", "CardSet", "CharacterSpec", "Content", "LootSpec", "MonsterSpec",
    "RoomSpec", "ScrewSpec", "ShtickSpec", "XykonSpec", "cards_for", "cards_of", "content_of",
    "index_for",
]  # fmt: skip


@dataclass(frozen=True, slots=True)
class Content:
    """A card set and its lookup tables, built together once."""

    cards: CardSet
    index: CardIndex


def _content(cards: CardSet) -> Content:
    return Content(cards, CardIndex(cards))


def _load(name: str) -> Content:
    """The named card-file set (``base``, or paths separated by ``;``) and its tables."""
    return _content(load_named(name))


_loaded = CONTENT.loaded
"""``core.content.loaded`` without the module function's extra call (asked many times a step)."""


def content_of(name: str) -> Content:
    """The card set named ``name`` and its tables (card files)."""
    return _loaded(name, _load)


def cards_of(name: str) -> CardSet:
    return content_of(name).cards


def cards_for(state: State) -> CardSet:
    """The card set of ``state`` (the rules' hot paths: ``common.table.cards``)."""
    return _loaded(state.cards, _load).cards


def index_for(state: State) -> CardIndex:
    """The ``CardIndex`` of the card set of ``state`` (the rules' hot paths)."""
    return _loaded(state.cards, _load).index

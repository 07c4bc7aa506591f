"""The RDI card schema and the catalog of loaded cards (ARCHITECTURE "Cards are data").

Card files live in ``cards/*.toml`` (the house Drink Deck, generic house character decks);
character packs (``cards/characters/``, owners' ``--cards``) arrive as the decks of a match's
``content.Content``.
Every card names its ``deck`` (``drinks`` or a character deck id) and its R-5 ``type``. Effects
are ops of the closed registry in ``effects.py`` (the mechanic modules define more).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, model_validator

from dungeontable.cards import CardModel, Effect

CARDS_DIR = Path(__file__).parent / "cards"

CardType = Literal[
    "action",
    "sometimes",
    "anytime",
    "gambling",
    "cheating",
    "drink",
    "drink_event",
    "prize",
    "valuable",
]
"""R-5: the card types and their timing windows."""


class RdiCard(CardModel):
    """One Red Dragon Inn card as written in a card file.

    Drinks carry ``alcohol`` (printed Alcohol Content, R-7.4), ``fortitude`` (a Fortitude change),
    ``chaser`` (R-7.3) and ``race`` alternatives (R-7.1). Other cards carry ``effects``; ``costs``
    are additional costs paid at play (R-6.1) and ``icons`` post-resolution effects (R-6.12),
    both handled by mechanic handlers.
    """

    type: CardType
    deck: str = Field(min_length=1)
    subtypes: tuple[str, ...] = ()
    alcohol: int = Field(default=0, ge=0, le=20)
    fortitude: int = Field(default=0, ge=-20, le=20)
    chaser: bool = False
    race: dict[str, int] = Field(default_factory=dict)
    costs: tuple[Effect, ...] = ()
    icons: tuple[Effect, ...] = ()
    flags: tuple[Literal["unnegatable", "unignorable"], ...] = ()
    """R-6.6.4: cards marked so can never be Negated / Ignored."""

    @model_validator(mode="after")
    def _kind_fields(self) -> RdiCard:
        is_drink = self.type == "drink"
        if not is_drink and (self.alcohol or self.fortitude or self.chaser or self.race):
            raise ValueError("only a drink has alcohol, fortitude, chaser or race numbers")
        if self.type in ("drink", "drink_event") and self.deck not in ("drinks", "special_reserve"):
            raise ValueError(
                "drinks and drink events belong to the 'drinks' deck (R-5.5) or The Wench's"
                " 'special_reserve' deck"
            )
        if self.type == "drink_event" and not self.effects:
            raise ValueError("a drink event needs effects (R-7.6.3)")
        if "elixir" in self.subtypes and not is_drink:
            raise ValueError("only a drink can be an elixir (R-7.8)")
        if (self.type == "valuable") != (self.deck == "valuables"):
            raise ValueError("Gold-equivalents, and only they, belong to the 'valuables' deck")
        if (self.type == "prize") != (self.deck == "prizes"):
            raise ValueError("prizes, and only prizes, belong to the 'prizes' deck (R-12.1)")
        return self


class Catalog:
    """Card id -> card, and each deck's cards (with copies), in file order. ``packs`` are
    character decks (deck id -> cards, from packs): their cards need no ``deck`` field."""

    def __init__(
        self, cards: Iterable[RdiCard], packs: Mapping[str, tuple[Any, ...]] | None = None
    ) -> None:
        self.cards: dict[str, Any] = {c.id: c for c in cards}
        decks: dict[str, list[str]] = {}
        for card in self.cards.values():
            decks.setdefault(card.deck, []).extend([card.id] * card.copies)
        for deck_id, pack in (packs or {}).items():
            for card in pack:
                self.cards[card.id] = card
                decks.setdefault(deck_id, []).extend([card.id] * card.copies)
        self.decks: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in decks.items()}
        self.memo: dict[tuple[str, str], Any] = {}
        """Facts derived from a card, computed once (``(fact, card id) -> value``)."""
        self.window: dict[str, Any] = {}
        """Card id -> its window facts, for the cards ever played in a window only
        (``plays.window_cards``): one entry per card, never per hand."""
        self.window_ids: frozenset[str] = frozenset()
        """The ids of ``window`` (a hand's window cards are one intersection away)."""
        self.window_indexed = -1
        """How many cards ``window`` was built from (rebuilt if ``cards`` grows)."""

    def __getitem__(self, card_id: str) -> Any:
        return self.cards[card_id]

    def deck(self, deck_id: str) -> tuple[str, ...]:
        return self.decks.get(deck_id, ())


def packaged_files() -> tuple[Path, ...]:
    """Every packaged card file: ``cards/*.toml`` then ``cards/characters/*.toml``."""
    return tuple(sorted(CARDS_DIR.glob("*.toml")))


STANDARD_EVENTS = frozenset({"round_on_the_house", "drinking_contest"})


def drink_cards(cat: Catalog, house_events: bool) -> tuple[str, ...]:
    """One Drink Deck's cards (R-7): with option ``house_events=False`` (R-7.6.3) only the
    Drink Events the reference describes (Round on the House, Drinking Contest) stay."""
    cards = cat.deck("drinks")
    if house_events:
        return cards
    return tuple(c for c in cards if cat[c].type == "drink" or _is_standard_event(cat[c]))


def _is_standard_event(card: object) -> bool:
    return all(e.op in STANDARD_EVENTS for e in getattr(card, "effects", ()))


def is_boss_card(card: object) -> bool:
    """R-12.3: a Boss card (subtype ``boss``, the dragon-head corners)."""
    return "boss" in getattr(card, "subtypes", ())


def character_deck(cat: Catalog, deck_id: str, is_boss: bool) -> tuple[str, ...]:
    """A Character Deck as dealt (R-12.3): Boss cards are shuffled in only for the Boss of a
    Boss Battle and removed from every other deck (compendium: Evil Pooky, Murgath, Petra)."""
    cards = cat.deck(deck_id)
    if is_boss:
        return cards
    return tuple(c for c in cards if not is_boss_card(cat[c]))

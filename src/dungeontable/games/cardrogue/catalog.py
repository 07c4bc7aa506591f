"""The card schema, the packaged card set, and the ``Catalog`` of flyweights built from it.

Card files live in ``cards/*.toml``; ``Options.cards`` names extra files or directories that
replace (same id) or extend the packaged set. Everything is validated by
``dungeontable.cards.load_cards`` (schema + effect ops) and then by deck invariants (§6.6); a
bad set is refused with every problem at once. A catalog is built once per path tuple
(``core.content.loaded``), so ``setup`` stays fast.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Literal, NamedTuple

from pydantic import Field, model_validator

from dungeontable.cards import CardIssue, CardLoadError, CardModel, load_cards
from dungeontable.core.content import loaded

from .definitions import DIRS, CardDef, mask_of
from .effects import EFFECTS

CARDS_DIR = Path(__file__).parent / "cards"

Kind = Literal[
    "character",
    "enemy",
    "boss",
    "weapon",
    "armor",
    "artifact",
    "potion",
    "scroll",
    "trap",
    "pathing",
    "start",
    "floor",
    "shop",
    "fountain",
    "chest",
    "key",
    "debt",
    "gold",
]
Deck = Literal["explore", "pathing", "shop", "start", "character", "supply", "none"]
Slot = Literal["primary", "secondary", "head", "chest", "feet"]
SLOTS: tuple[str, ...] = ("primary", "secondary", "head", "chest", "feet")
MAX_COLORS = 6


class CardRogueCard(CardModel):
    """One Card Rogue card as written in a card file (§3.0 schema)."""

    kind: Kind
    deck: Deck = "explore"
    gold: int | None = Field(default=None, ge=0, description="None = crossed-out gold symbol")
    tradeable: bool = False
    throwable: bool = False
    cursed: bool = False
    slot: Slot | None = None
    two_handed: bool = False
    family: str | None = None
    paths: str = Field(default="", pattern=r"^N?E?S?W?$")
    arrow: Literal["N", "E", "S", "W"] | None = None
    health: int | None = Field(default=None, ge=1)
    attack: int | None = Field(default=None, ge=0)
    vp: int = Field(default=0, ge=0)
    color: str | None = None

    @model_validator(mode="after")
    def _kind_fields(self) -> CardRogueCard:
        tile = self.kind in ("pathing", "start", "floor")
        if tile and not self.paths:
            raise ValueError(f"a {self.kind} card needs paths (e.g. 'NES')")
        if not tile and (self.paths or self.arrow):
            raise ValueError("only tiles have paths and arrows")
        if self.arrow is not None:
            rear = DIRS[(DIRS.index(self.arrow) + 2) % 4]
            if rear not in self.paths:
                raise ValueError(f"arrow {self.arrow} needs a path behind it ({rear}) (A-02)")
        if self.kind in ("enemy", "boss") and (self.health is None or self.attack is None):
            raise ValueError("an enemy needs health and attack")
        if self.kind in ("weapon", "armor") and self.slot is None:
            raise ValueError(f"a {self.kind} needs a slot")
        if self.kind == "potion" and not self.color:
            raise ValueError("a potion needs a color")
        if self.two_handed and self.slot != "primary":
            raise ValueError("a two-handed item goes in the primary slot")
        return self


class HandFacts(NamedTuple):
    """What kinds of cards one hand holds: lets the optional-action generators, which run on
    every decision, bail out without looking at the cards again."""

    potion: bool
    scroll: bool
    gear: bool
    discardable: bool
    """Sellable and not cursed (A-43, R165, R178)."""


GEAR = ("weapon", "armor")
"""The kinds of card worn on a slot to fight better (R170-R177)."""

HAND_MEMO_SIZE = 50_000
"""Hands remembered per catalog before the memo starts over (bounded memory in long sims)."""


class Catalog(dict[str, CardDef]):
    """Card id -> ``CardDef``, plus the default deck compositions. Lives outside the state.

    The catalog is the dict of its ``CardDef``s itself, so ``catalog[card]`` and ``card in
    catalog`` are plain dict lookups (rules and bots ask thousands of times a game); it is
    never changed after it is built, and it compares and hashes by identity like any other
    object (one catalog per card set, ``core.content``)."""

    def __hash__(self) -> int:  # type: ignore[override]
        return id(self)

    def __eq__(self, other: object) -> bool:
        return self is other

    def __ne__(self, other: object) -> bool:
        return self is not other

    def __init__(self, models: tuple[CardRogueCard, ...]) -> None:
        super().__init__((m.id, _define(m)) for m in models)
        self.models = {m.id: m for m in models}
        self.defs: dict[str, CardDef] = self
        """The same dict (the name the rules use)."""
        self.decks: dict[str, tuple[str, ...]] = {}
        for deck in ("explore", "pathing", "shop", "start", "character", "supply"):
            self.decks[deck] = tuple(
                m.id for m in models if m.deck == deck for _ in range(m.copies)
            )
        self.deck_counts: dict[str, tuple[tuple[str, int], ...]] = {
            deck: tuple(sorted(Counter(ids).items())) for deck, ids in self.decks.items()
        }
        """Each deck's (card id, copies) in id order: determinizations count unseen cards."""
        self.characters = tuple(m.id for m in models if m.kind == "character")
        self.colors = tuple(sorted({m.color for m in models if m.color}))
        self.floor = next(m.id for m in models if m.kind == "floor")
        self.gold_cards = tuple(
            sorted((m.id for m in models if m.kind == "gold"), key=lambda i: -(self[i].gold or 0))
        )

        self.hands: dict[tuple[str, ...], HandFacts] = {}
        self.loadouts: dict[tuple[str, tuple[str, ...], tuple[str, ...]], tuple[CardDef, ...]] = {}
        """``active`` by (character, equipment, hand): remembered like ``hands``."""
        self._gear_price: tuple[tuple[str, ...] | None, int | None] = (None, None)
        """``cheapest_gear``'s last pile and answer (one tuple replaced whole; holding the pile
        keeps the ``is`` test sound)."""

    def hand_facts(self, hand: tuple[str, ...]) -> HandFacts:
        """``HandFacts`` of ``hand`` (remembered: hands repeat across many decisions)."""
        found = self.hands.get(hand)
        if found is None:
            cards = [self.defs[c] for c in hand]
            found = HandFacts(
                potion=any(c.kind == "potion" for c in cards),
                scroll=any(c.use is not None for c in cards),
                gear=any(c.kind in ("weapon", "armor") for c in cards),
                discardable=any(c.sellable and not c.cursed for c in cards),
            )
            if len(self.hands) >= HAND_MEMO_SIZE:
                self.hands.clear()
            self.hands[hand] = found
        return found

    def cheapest_gear(self, pile: tuple[str, ...]) -> int | None:
        """The price (2 x its gold, R161) of the cheapest weapon or armour in ``pile`` (the
        shop's open pile), ``None`` when it holds none. The last pile asked about is remembered:
        it stays the same object while the shop is unchanged."""
        seen, price = self._gear_price
        if seen is pile:
            return price
        defs = self.defs
        price = min(
            (2 * (defs[c].gold or 0) for c in pile if defs[c].kind in GEAR),
            default=None,
        )
        self._gear_price = (pile, price)
        return price

    def active(
        self, character: str, equipment: tuple[str, ...], hand: tuple[str, ...]
    ) -> tuple[CardDef, ...]:
        """The cards whose templates apply to a player (``stats.active_cards``): character,
        equipped cards, held artifacts (R171, R181); remembered (loadouts repeat all game)."""
        key = (character, equipment, hand)
        found = self.loadouts.get(key)
        if found is None:
            defs = self.defs
            cards = [defs[character]] if character else []
            cards.extend(defs[c] for c in equipment if c)
            cards.extend(card for card in map(defs.__getitem__, hand) if card.kind == "artifact")
            found = tuple(cards)
            if len(self.loadouts) >= HAND_MEMO_SIZE:
                self.loadouts.clear()
            self.loadouts[key] = found
        return found


def _define(model: CardRogueCard) -> CardDef:
    card = CardDef(model.id, model.name, model.kind)
    card.text = model.text
    card.deck = model.deck
    card.gold = model.gold
    card.tradeable = model.tradeable
    card.throwable = model.throwable
    card.cursed = model.cursed
    card.slot = model.slot
    card.two_handed = model.two_handed
    card.family = model.family
    card.mask = mask_of(model.paths)
    card.arrow = DIRS.index(model.arrow) if model.arrow else -1
    card.health = model.health or 0
    card.attack = model.attack or 0
    card.vp = model.vp
    card.color = model.color
    for effect in model.effects:
        EFFECTS.function(effect.op)(card, **effect.params)
    return card


def _invariants(models: tuple[CardRogueCard, ...]) -> list[CardIssue]:
    """Deck rules every playable set must keep (§6.6)."""
    issues: list[CardIssue] = []

    def need(ok: bool, field: str, reason: str) -> None:
        if not ok:
            issues.append(CardIssue("card set", None, field, reason))

    defs = [_define(m) for m in models]
    copies = {m.id: m.copies for m in models}
    count = Counter[str]()
    for d in defs:
        count["exclusive"] += copies[d.id] if d.exclusive else 0
        count["rush"] += copies[d.id] if d.end_rush else 0
        count["key"] += copies[d.id] if d.is_key else 0
        count["chest"] += copies[d.id] if d.chest_vp else 0
        count["debt"] += copies[d.id] if d.buy_vp else 0
        count["cross"] += copies[d.id] if d.deck == "pathing" and d.mask == 15 else 0
    colors = {m.color for m in models if m.color}
    need(len(colors) <= MAX_COLORS, "color", f"at most {MAX_COLORS} potion colours (A-55)")
    need(count["exclusive"] == 2, "effects", "exactly 2 exclusive-pair bosses (basilisks)")
    need(count["rush"] == 1, "effects", "exactly 1 end-rush boss (golem)")
    need(count["key"] == 1, "effects", "exactly 1 key")
    need(count["chest"] == 1, "effects", "exactly 1 chest")
    need(count["debt"] == 1, "effects", "exactly 1 Shopkeeper's Debt")
    need(count["cross"] >= 1, "paths", "the pathing stack needs a 4-path tile (mole, R293)")
    need(sum(1 for m in models if m.kind == "floor") == 1, "kind", "exactly 1 floor card")
    need(sum(copies[m.id] for m in models if m.deck == "start") >= 4, "deck", "4 starting tiles")
    need(sum(1 for m in models if m.kind == "character") >= 4, "kind", "4 characters")
    for d in defs:
        if d.dual_family:
            n = sum(copies[m.id] for m in models if m.family == d.dual_family)
            need(n >= 2, "family", f"{d.id} dual-wields {d.dual_family}: needs 2 such cards")
    return issues


def build_catalog(extra: tuple[str, ...]) -> Catalog:
    """The packaged set plus ``extra`` files/dirs, checked; raises ``CardLoadError``. Built once
    per ``extra`` through ``load_catalog`` / ``catalog_of`` (``core.content``)."""
    models = load_cards((CARDS_DIR, *extra), CardRogueCard, EFFECTS)
    issues = _invariants(models)
    if issues:
        raise CardLoadError(issues)
    return Catalog(models)


def load_catalog(extra: tuple[str, ...] = ()) -> Catalog:
    """The packaged set plus ``extra`` files/dirs (loaded once); raises ``CardLoadError``."""
    return loaded(extra, build_catalog)


def catalog_of(options_cards: tuple[str, ...]) -> Catalog:
    """The catalog a game with ``Options.cards == options_cards`` plays with."""
    return loaded(options_cards, build_catalog)


def card_name(card_id: str) -> str:
    """The printed name of ``card_id`` in the packaged set, for messages (the id if unknown)."""
    catalog = load_catalog()
    return catalog[card_id].name if card_id in catalog else card_id

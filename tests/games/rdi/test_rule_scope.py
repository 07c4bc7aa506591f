"""The rule map's scope entries that no position can show: the plain characters (§2.2), the
content layers (§5, §5.2) and the Event decks left out (R-12.4)."""

from __future__ import annotations

import re

import pytest

from dungeontable.core import OptionError, parse_options
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.options import RULINGS, Options

PLAIN = [
    "bryn",
    "chronos",
    "daareka",
    "deirdre",
    "dimli",
    "eve",
    "fiona",
    "fleck",
    "gerki",
    "gog",
    "jasper",
    "joran",
    "sera",
    "tara",
    "whitehawk",
    "zot",
]
"""§2.2: the compendium's characters without special rules (L42-L49)."""

CORE_TYPES = {"action", "sometimes", "anytime", "gambling", "cheating"}
TEMPLATES = {
    *("hit", "hit_all_others", "heal", "sober", "booze", "steal", "collect_each", "tip_inn"),
    *("gain_gold", "ignore", "negate", "hit_back", "redirect", "spike", "water_down"),
    *("pass_drink", "split_drink", "alcohol_to_fortitude", "force_drink", "everyone_drinks"),
    *("order_extra", "start_gambling", "take_control", "raise_stakes", "winning_hand", "cheat"),
    *("cheat_kick", "catch_cheat", "pot_to_inn", "take_from_pot", "steal_winnings"),
    *("avoid_ante", "pay_from_inn", "end_turn"),
}
"""The R-13 template ops (``effects.py``), without any character mechanic's op."""


@pytest.mark.parametrize("name", PLAIN)
def test_a_plain_character_uses_only_core_types_and_r13_templates(name: str) -> None:
    """§2, §2.2: a plain deck has no mechanic, no costs, icons or subtypes, only the core card
    types of R-5 and the R-13 templates; it has the 40 cards of R-1.1."""
    content = house()
    character = content.characters[name]
    assert character.modules == ()
    cards = content.catalog.deck(character.deck)
    assert len(cards) == 40
    for card_id in set(cards):
        card = content.catalog[card_id]
        assert card.type in CORE_TYPES, card_id
        assert {e.op for e in card.effects} <= TEMPLATES, card_id
        assert (card.costs, card.icons, card.subtypes) == ((), (), ()), card_id


def test_every_shipped_card_is_original_house_content() -> None:
    """§5, §5.2 layer 2: every card the game ships is an original house card (no publisher's
    text); a character that stands in for a compendium character cites the compendium's lines
    as its source, never a card text."""
    content = house()
    for card in content.catalog.cards.values():  # a compendium number cites its line (issue 16)
        rulebook = card.source == "rulebook" and "002_" in (card.ref or "")
        assert card.source == "house" or rulebook, card.id
    for character in content.characters.values():
        if character.source == "rulebook":
            assert character.id in PLAIN or character.modules, character.id
        else:
            assert character.source == "house" and character.id.startswith("generic_")
    in_decks = [card.id for deck in content.decks.values() for card in deck]
    assert len(in_decks) == len(set(in_decks)) and set(in_decks) <= set(content.catalog.cards)
    assert len(content.catalog.cards) >= 455


def test_event_decks_are_out_of_scope() -> None:
    """R-12.4: Event decks (Sea, Dungeon, Tavern...) are a fixed ruling, not an option: the rules
    listing names them out of scope and no option turns them on."""
    (ruling,) = [r for r in RULINGS if re.search(r"R-12\.4\b", r.ref)]
    assert (ruling.option, ruling.kind) == ("-", "variant")
    assert "not part of this game" in ruling.summary
    with pytest.raises(OptionError, match="unknown option"):
        parse_options(Options, {"event_deck": "sea"})

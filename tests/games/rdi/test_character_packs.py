"""The 21 house character packs: schema, deck sizes, kinds and counts, mechanics (issue 6)."""

from __future__ import annotations

from collections import Counter

import pytest

from dungeontable.games.rdi.characters.models import SUBTYPE_MECHANICS
from dungeontable.games.rdi.characters.pack import Character
from dungeontable.games.rdi.characters.registry import deck_of, house_characters
from dungeontable.games.rdi.content import MECHANICS, house
from dungeontable.games.rdi.effects import EFFECTS
from dungeontable.games.rdi.mechanics.catalog import OP_MECHANICS, SUPPORTED

PLAIN = [
    *("bryn", "chronos", "daareka", "deirdre", "dimli", "eve", "fiona", "fleck"),
    *("gerki", "gog", "jasper", "joran", "sera", "tara", "whitehawk", "zot"),
]
SPECIAL = {
    "adonis": "instruments",
    "jett": "momentum",
    "lucky": "heat",
    "remy": "marks",
    "ygella": "pets",
    "serena": "piety",
    "zakhan": "chi",
    "cormac": "rage_tiles",
    "ohava": "deities",
    "ozrik": "elements",
    "terci": "patients",
    "piper": "quiver",
    "phrenk": "potions",
    "amundyr": "scarabs",
    "bastian": "prayers",
    "kaylin": "wulfric",
    "phyll": "mix_ins",
    "flower": "treasures",
    "spyke": "treasures",
    "samantha": "brawl",
    "lizwick": "items",
    "nitrel": "bombs",
    "molly": "mounts",
    "murgath": "blessings",
    "warthorn": "stories",
    "wizgille": "gears",
    "zariah": "chimera",
    "ripsnarl": "fury",
    "wench": "special_reserve",
    "farai": "brews",
    "dale": "mushrooms",
    "lichking": "fingers",
    "natyli": "debuffs",
    "pooky": "moods",
    "roxana": "recipes",
    "wrench": "gizmos",
    "erin": "forms",
    "keet": "artifacts",
    "evil_pooky": "doppelgangers",
    "halden": "totems",
    "torglesnarf": "minions",
    "nerodia": "petrification",
    "petra": "plots",
    "vlazlo": "blood",
}


SIDE_DECK_OPS = {"kaylin", "phrenk"}
"""Characters whose mechanic's ops are all on a side deck's cards (Wulfric's moods, Phrenk's
Potions)."""
DECK_SIZES = {"petra": 55, "piper": 35, "evil_pooky": 47, "vlazlo": 35, "pooky": 55}
"""Character Decks of another size than 40 (Piper's 35 cards, 002 L1172; Evil Pooky's 40 and his
7 Boss Cards, L346; Vlazlo's 30 and his 5 Boss cards, L1631; Pooky's 40 and Epic Pooky's 15
Boss Battle cards, L1271)."""


@pytest.fixture(scope="module")
def characters() -> dict[str, Character]:
    return {c.model.id: c for c in house_characters()}


def test_the_21_characters_of_the_issue(characters: dict[str, Character]) -> None:
    assert sorted(characters) == sorted([*PLAIN, *SPECIAL])


def test_plain_characters_use_no_mechanic(characters: dict[str, Character]) -> None:
    for cid in PLAIN:
        assert characters[cid].model.mechanics == ()
        used = {
            OP_MECHANICS.get(e.op)
            for card in characters[cid].cards
            for e in (*card.effects, *card.costs, *card.icons)
        }
        assert used == {None}, cid


def test_special_characters_use_exactly_their_mechanic(characters: dict[str, Character]) -> None:
    for cid, mechanic in SPECIAL.items():
        assert characters[cid].model.mechanics == (mechanic,)
        used = {
            OP_MECHANICS[e.op]
            for card in characters[cid].cards
            for e in (*card.effects, *card.costs, *card.icons)
            if e.op in OP_MECHANICS
        }
        used |= {  # a family some cards join by subtype (Warthorn's Pipe, Wizgille's Device)
            SUBTYPE_MECHANICS[s]
            for card in characters[cid].cards
            for s in card.subtypes
            if s in SUBTYPE_MECHANICS and s != "pet"
        }
        if mechanic == "pets":
            assert any(card.is_pet for card in characters[cid].cards)
        assert used == ({mechanic} if cid not in SIDE_DECK_OPS else set()), cid


def test_every_deck_has_40_cards_of_every_kind(characters: dict[str, Character]) -> None:
    """R-1.1: 40-card Character Decks; every deck can act, respond, heal and gamble."""
    for cid, character in characters.items():
        deck = deck_of(character)
        assert len(deck) == DECK_SIZES.get(cid, 40), cid
        kinds = Counter(card.type for card in character.cards for _ in range(card.copies))
        assert set(kinds) == {"action", "sometimes", "anytime", "gambling", "cheating"}, cid
        starts = sum(c.copies for c in character.cards if c.effects[0].op == "start_gambling")
        assert starts == 4, cid


def _mix(character: Character) -> Counter[str]:
    """A deck's mix: copies per kind of effect (its ops and parameters), whatever the names."""
    return Counter(
        repr(sorted((e.op, sorted(e.params.items())) for e in card.effects))
        for card in character.cards
        for _ in range(card.copies)
    )


def test_plain_decks_each_have_their_own_personality(characters: dict[str, Character]) -> None:
    """No two plain characters share a deck (issue 16): each mix of effects is different, and
    every deck carries cards of its own beyond the shared house core (17 kinds)."""
    mixes = [_mix(characters[cid]) for cid in PLAIN]
    assert all(a != b for k, a in enumerate(mixes) for b in mixes[k + 1 :])
    for cid in PLAIN:
        assert len(characters[cid].cards) >= 20, cid
        names = {card.name for card in characters[cid].cards}
        others = {card.name for o in PLAIN if o != cid for card in characters[o].cards}
        assert len(names - others) >= 3, cid


def test_card_ids_are_unique_and_prefixed(characters: dict[str, Character]) -> None:
    ids = [card.id for c in characters.values() for card in c.cards]
    assert len(ids) == len(set(ids))
    for cid, character in characters.items():
        assert all(card.id.startswith(f"{cid}-") for card in character.cards)


def test_every_card_is_house_content_with_text(characters: dict[str, Character]) -> None:
    for character in characters.values():
        for card in character.cards:
            # a card carrying the compendium's numbers says where (source rulebook, ref)
            assert card.source == "house" or card.ref, card.id
            assert card.text and card.effects, card.id


def test_cost_and_icon_ops_are_registered_with_valid_params(
    characters: dict[str, Character],
) -> None:
    for character in characters.values():
        for card in character.cards:
            for effect in (*card.costs, *card.icons):
                assert EFFECTS.check(effect.op, effect.params) == [], card.id


def test_the_house_content_holds_the_characters_and_decks() -> None:
    ids = tuple(c.model.id for c in house_characters())
    assert len(ids) == len(PLAIN) + len(SPECIAL) and set(ids) <= set(house().characters)
    assert set(SUPPORTED) <= set(MECHANICS)
    adonis = house().characters["adonis"]
    assert (adonis.deck, adonis.modules, adonis.fortitude) == ("adonis", ("instruments",), 20)
    assert len(house().decks["remy"]) == 17
    assert sum(card.copies for card in house().decks["remy"]) == 40

"""Ygella's Pets through the engine (compendium 002 L1867-1873: the subtype and cards that refer
to Pet cards; the v1.1 section has no examples)."""

from __future__ import annotations

from dungeontable.games.rdi.characters.registry import house_characters

from .conftest import Table, build

YGELLA, ZOT = 0, 1


def ygella_table(hand: tuple[str, ...], discard: tuple[str, ...]) -> Table:
    seats = [{"character": "ygella", "hand": hand, "discard": discard}, {"character": "zot"}]
    return build(2, phase="action", seat=seats)


def test_pet_cards_carry_the_subtype() -> None:
    (ygella,) = [c for c in house_characters() if c.model.id == "ygella"]
    pets = sorted(card.id for card in ygella.cards if card.is_pet)
    assert pets == [
        "ygella-cave-bat",
        "ygella-ferret",
        "ygella-guard-lizard",
        "ygella-sewer-rat",
    ]
    assert sum(card.copies for card in ygella.cards if card.is_pet) == 11


def test_a_pet_card_plays_like_any_card_of_its_type() -> None:
    t = ygella_table(("ygella-sewer-rat",), ())
    t.do("play card=ygella-sewer-rat target=1")
    assert t.seat(ZOT).fortitude == 18
    assert t.seat(YGELLA).discard == ("ygella-sewer-rat",)


def test_pet_count_in_the_discard_pile_is_read_at_resolution() -> None:
    two = ("ygella-sewer-rat", "ygella-deal-me-in", "ygella-cave-bat")
    t = ygella_table(("ygella-pack",), two)
    t.do("play card=ygella-pack target=1")
    assert t.seat(ZOT).fortitude == 17
    t = ygella_table(("ygella-pack",), ("ygella-sewer-rat", "ygella-treats"))
    t.do("play card=ygella-pack target=1")
    assert t.seat(ZOT).fortitude == 19


def test_fetch_takes_the_top_pet_of_the_discard_pile() -> None:
    discard = ("ygella-sewer-rat", "ygella-ferret", "ygella-deal-me-in")
    t = ygella_table(("ygella-whistle",), discard)
    t.do("play card=ygella-whistle")
    ygella = t.seat(YGELLA)
    assert ygella.hand == ("ygella-ferret",)
    assert ygella.discard == ("ygella-sewer-rat", "ygella-deal-me-in", "ygella-whistle")
    assert [e.card for e in t.events() if e.kind() == "pet-fetched"] == ["ygella-ferret"]


def test_fetch_with_no_pet_in_the_discard_pile_does_nothing_more() -> None:
    t = ygella_table(("ygella-whistle",), ("ygella-deal-me-in",))
    t.do("play card=ygella-whistle")
    assert t.seat(YGELLA).hand == ()
    assert "pet-fetched" not in t.kinds()

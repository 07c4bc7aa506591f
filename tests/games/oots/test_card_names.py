"""Ruling A02: a card the rulebook spells two ways has one canonical id and one name."""

from __future__ import annotations

from dungeontable.games.oots.deck import cards_of

CANONICAL = {
    "dragon_snakes": "Dragon Snakes",  # also "Snake Dragons"
    "ogre_chieftain": "Ogre Chieftain",  # also "Cheiftain"
    "belkar_twin_daggers_of_doom": "Twin Daggers of Doom",  # also "Twin Dagger of Doom"
    "elan_bard_s_song": "Bard's Song",  # also "Bard Song"
    "oooooo_sparklies": "Oooooo! Sparklies!",  # also "Ooooo! Sparklies!"
    "eternal_vigilance": "Eternal Vigilance",  # the rulebook's "Vigilence", corrected
}


def test_a02_each_spelling_variant_is_one_card_with_one_name() -> None:
    cs = cards_of("base")
    tables = (cs.monsters, cs.shticks, cs.loot)
    names = {card: spec.name for table in tables for card, spec in table.items()}
    assert {card: names[card] for card in CANONICAL} == CANONICAL
    for misspelt in ("snake_dragons", "ogre_cheiftain", "eternal_vigilence", "bard_song"):
        assert all(misspelt not in card for card in names)
    for table in tables:  # one card per name: no variant spelling became a second card
        seen = [spec.name for card, spec in table.items() if not card.endswith(("_2", "_3"))]
        assert len(seen) == len(set(seen))

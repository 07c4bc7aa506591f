"""Monster difficulty rises tier by tier (issue 15, R012-R013): level II used to be weaker than
the rulebook's level I Goblin and Cute Bear (house level II cards of 2 hit points and 1 damage).

The measure of one card: hit points x requirement hardness x miss damage, where hardness is
1 / the Average thrower's survival factor of the monster's specific throw requirement (the fitted
skill model, ``calibration/tables.json``; 1 without one): about how many throws it takes, and what
each miss costs. A tier's difficulty is the mean over its cards; the final bosses are tier V.
"""

from __future__ import annotations

from dungeontable.games.dungeonfighter.content import PACKAGED
from dungeontable.games.dungeonfighter.surrogate import SurrogateResolver

MODEL = SurrogateResolver()


def difficulty(card_id: str) -> float:
    card = PACKAGED.card(card_id)
    assert card.hp is not None and card.damage is not None
    ids = (card.requirement,) if card.requirement else ()
    hardness = 1 / MODEL.survival(ids, "average")
    return card.hp * hardness * card.damage


def tier_difficulty() -> list[float]:
    tiers = [*PACKAGED.monsters, PACKAGED.bosses]
    return [round(sum(map(difficulty, t)) / len(t), 2) for t in tiers]


def test_difficulty_strictly_rises_by_tier() -> None:
    assert tier_difficulty() == [4.32, 8.97, 19.53, 24.8, 43.84]


def test_level_two_is_harder_than_the_rulebooks_level_one_monsters() -> None:
    """The Goblin (7 hit points, 1 damage) and the Cute Bear (6, Crossbow Shot) are the
    rulebook's level I examples (L312, L396)."""
    level_two = tier_difficulty()[1]
    assert (round(difficulty("goblin"), 2), round(difficulty("cute_bear"), 2)) == (7.0, 8.26)
    assert level_two > difficulty("cute_bear") > difficulty("goblin")


def test_every_throw_requirement_is_on_some_card() -> None:
    """Elbow Shot (the Wight, level II) and Under-the-table Shot (the Troll Berserker, level III)
    were on no card."""
    from dungeontable.games.dungeonfighter.requirements import IDS

    on_cards = {c.requirement for c in PACKAGED.cards.values() if getattr(c, "requirement", None)}
    assert set(IDS) <= on_cards
    assert PACKAGED.card("wight").requirement == "elbow"
    assert PACKAGED.card("troll_berserker").requirement == "under_table"

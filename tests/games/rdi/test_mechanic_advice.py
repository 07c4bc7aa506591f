"""Bot advice on mechanic choices."""

from __future__ import annotations

from dungeontable.games.rdi.characters.registry import house_characters
from dungeontable.games.rdi.mechanics.advice import heat_penalty, is_worth_it, option_gain

CARDS = {card.id: card for c in house_characters() for card in c.cards}


def test_option_gain_reads_the_cost_bonus() -> None:
    assert option_gain(CARDS["adonis-bard-barian"], "smash:drum") == (2, 1)
    assert option_gain(CARDS["adonis-bard-barian"], "") == (0, 0)
    assert option_gain(CARDS["jett-express"], "spend:2") == (2, 2)
    assert option_gain(CARDS["adonis-glue"], "restore:lyre") == (0, 0)


def test_worth_it() -> None:
    assert is_worth_it(CARDS["adonis-bard-barian"], "smash:drum")  # +2 for one instrument
    # +2 for two Momentum: worth it, Momentum comes back 1 a turn (L540) and stops at 3 (L530)
    assert is_worth_it(CARDS["jett-express"], "spend:2")
    assert is_worth_it(CARDS["adonis-encore"], "smash:lyre")  # required
    assert is_worth_it(CARDS["adonis-glue"], "restore:lyre")


def test_heat_penalty_keeps_the_widest_margin() -> None:
    assert heat_penalty(fortitude=20, alcohol=0, gold=10) == "alcohol"
    assert heat_penalty(fortitude=8, alcohol=5, gold=10) == "gold"
    assert heat_penalty(fortitude=10, alcohol=9, gold=2) == "gold"  # Alcohol would knock her out
    assert heat_penalty(fortitude=12, alcohol=2, gold=3) == "alcohol"

"""Ruling A73: Xykon's Character Card numbers in Wandering Xykon (Exp L119 prints none; Exp L77
promises a shorter game). Default ``wx_xykon = "lich"``: Attack 12, Defense 10; alt ``short``: 8
and 6 (``cards/shortening_xykon``). The scene is the scenario file wx_short_card.toml."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dungeontable.core import run_scenario
from dungeontable.core.scenario import load_scenario
from dungeontable.games import get
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.options import Options, cardset_name

SCENE = Path(__file__).parent / "scenarios" / "wx_short_card.toml"


def _scene(card: str, roll: int, totals: tuple[int, int], result: str) -> dict[str, Any]:
    data = load_scenario(SCENE)
    data["options"] = {**data["options"], "wx_xykon": card}
    data["dice"] = [roll]
    player, monster = totals
    wanted = {"kind": "battle-resolved", "monster": "wandering_xykon", "roll": roll}
    wanted |= {"player_total": player, "monster_total": monster, "result": result}
    data["expect"] = [{"path": "events", "contains": wanted}]
    return data


@pytest.mark.parametrize(
    ("card", "roll", "totals", "result"),
    [
        ("short", 7, (11, 10), "win"),  # 6 + Ghoul 2 + Skelemen 2 = 10 < 4 + 7
        ("lich", 7, (11, 14), "lose"),  # 10 + 2 + 2 = 14: the same roll loses
        ("lich", 11, (15, 14), "win"),
        ("short", 6, (10, 10), "draw"),  # a tie is not a win (R109)
    ],
)
def test_xykon_defense_is_his_card_plus_two_per_undead(
    card: str, roll: int, totals: tuple[int, int], result: str
) -> None:
    outcome = run_scenario(_scene(card, roll, totals, result), get)
    assert outcome.passed, "\n".join(outcome.failures)


def test_the_short_card_is_added_only_to_wandering_xykon_games() -> None:
    wx = Options(expansion="shortening", wandering_xykon=True, wx_xykon="short")
    assert cardset_name(wx).endswith(";@shortening_xykon")
    assert "@shortening_xykon" not in cardset_name(Options(wx_xykon="short"))
    assert "@shortening_xykon" not in cardset_name(
        Options(expansion="shortening", wandering_xykon=True)
    )


def test_the_default_card_is_the_lichs_numbers() -> None:
    assert Options().wx_xykon == "lich"
    for options, numbers in (
        (Options(expansion="shortening", wandering_xykon=True), (12, 10)),
        (Options(expansion="shortening", wandering_xykon=True, wx_xykon="short"), (8, 6)),
    ):
        card = cards_of(cardset_name(options)).monsters["wandering_xykon"]
        assert (card.attack, card.defense) == numbers

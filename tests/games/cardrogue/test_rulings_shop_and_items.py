"""Rulings A-33..A-60 as options, items and the shop: each test plays one position under both
readings and asserts the exact outcome of each (A-41, A-42, A-43, A-44)."""

from __future__ import annotations

from typing import Any

import pytest

from dungeontable.core import DieRolled
from dungeontable.games.cardrogue.state import State

from .conftest import act, build, every, player, tile


def shopping(state: State) -> list[str]:
    return [a for a in every(state) if a.startswith(("buy", "sell"))]


def _at_shop(at: tuple[int, int], **options: Any) -> State:
    return build(
        {
            "players": [player(*at, "rogue", hand=["gold_10", "goblin"])],
            "cells": [tile(0, 0), tile(1, 0, "shop")],
            "shop": ["sword", "helm"],
        },
        **options,
    )


@pytest.mark.parametrize(
    ("reading", "offered"),
    [
        ("standing_on_it", ["buy card=sword", "buy card=helm", "sell card=goblin"]),
        ("on_arrival", []),
    ],
)
def test_A41_standing_on_the_shop_since_last_turn(reading: str, offered: list[str]) -> None:
    assert shopping(_at_shop((1, 0), shop_access=reading)) == offered


@pytest.mark.parametrize("reading", ["standing_on_it", "on_arrival"])
def test_A41_moving_onto_the_shop_opens_it_under_both(reading: str) -> None:
    s = act(_at_shop((0, 0), shop_access=reading), "move dir=E")[0]
    assert shopping(s) == ["buy card=sword", "buy card=helm", "sell card=goblin"]


@pytest.mark.parametrize(
    ("reading", "buys"),
    [("open_browse", ["buy card=sword", "buy card=helm"]), ("top_card_only", ["buy card=sword"])],
)
def test_A42_which_shop_cards_are_for_sale(reading: str, buys: list[str]) -> None:
    s = _at_shop((1, 0), shop_pile=reading)
    assert [a for a in shopping(s) if a.startswith("buy")] == buys


@pytest.mark.parametrize(("allowed", "offered"), [(True, True), (False, False)])
def test_A43_discarding_a_sellable_card_on_purpose(allowed: bool, offered: bool) -> None:
    s = _at_shop((0, 0), voluntary_discard=allowed)
    assert ("start-discard" in every(s)) is offered


def _scroll_reader(poison: int, **options: Any) -> State:
    return build(
        {
            "players": [player(0, 0, "rogue", hand=["scroll_antidote"], health=5, poison=poison)],
            "cells": [tile(0, 0, paths="N"), tile(0, 1, paths="S")],
        },
        **options,
    )


@pytest.mark.parametrize(
    ("reading", "offered"), [("not_usable", False), ("waits_for_poison", True)]
)
def test_A44_the_poison_scroll_while_not_poisoned(reading: str, offered: bool) -> None:
    s = _scroll_reader(0, poison_scroll_unpoisoned=reading)
    assert ("read-scroll card=scroll_antidote" in every(s)) is offered


def test_A44_a_scroll_read_unpoisoned_waits_for_the_next_poison() -> None:
    s = _scroll_reader(0, poison_scroll_unpoisoned="waits_for_poison")
    s = act(s, "read-scroll card=scroll_antidote", "end-turn")[0]
    assert s.players[0].poison_heals == 1 and s.players[0].health == 5  # still primed
    s = act(s, "end-turn")[0]
    assert s.players[0].poison_heals == 1 and s.discard == ("scroll_antidote",)


@pytest.mark.parametrize(("reading", "roller"), [("thrower", 0), ("target", 1)])
def test_A60_who_rolls_to_identify_a_potion_thrown_at_a_player(reading: str, roller: int) -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue", hand=["potion_red"]), player(1, 0, "cleric")],
            "cells": [tile(0, 0), tile(1, 0)],
        },
        seats=2,
        dice=(3,),
        thrown_potion_roller=reading,
    )
    s, ev = act(s, "throw card=potion_red dir=E")
    assert [(e.seat, e.value) for e in ev if isinstance(e, DieRolled)] == [(roller, 3)]
    assert s.identified == {"red": "strength"} and s.players[1].sheet_attack == 1


TWO_HANDED_AXE = """
[[card]]
id = "battle_axe"
name = "Battle Axe"
kind = "weapon"
deck = "shop"
slot = "primary"
two_handed = true
source = "house"
ref = "A-48 other reading: the axe takes both hands"
text = "Min. attack: 3. Two-handed."
gold = 5
tradeable = true
effects = [{ op = "min_attack", x = 3 }]
"""


@pytest.mark.parametrize(
    ("override", "secondary", "hand"), [(False, "shield", ()), (True, "", ("shield",))]
)
def test_A48_handedness_is_card_data_a_card_file_plays_the_other_reading(
    tmp_path: Any, override: bool, secondary: str, hand: tuple[str, ...]
) -> None:
    cards: tuple[str, ...] = ()
    if override:
        (tmp_path / "axe.toml").write_text(TWO_HANDED_AXE)
        cards = (str(tmp_path),)
    rogue = player(0, 0, "rogue", hand=["battle_axe"], equipment={"secondary": "shield"})
    s = build({"players": [rogue], "cells": [tile(0, 0)]}, cards=cards)
    s = act(s, "equip card=battle_axe slot=primary")[0]
    me = s.players[0]
    assert (me.equipment[0], me.equipment[1], me.hand) == ("battle_axe", secondary, hand)

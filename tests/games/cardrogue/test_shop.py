"""The shop (R160-R166, R261, A-41, A-42, A-43) and paying with cards."""

from __future__ import annotations

from typing import Any

import pytest

from dungeontable.core import IllegalAction
from dungeontable.games.cardrogue.catalog import load_catalog
from dungeontable.games.cardrogue.common.ending import scores
from dungeontable.games.cardrogue.common.payment import change_for
from dungeontable.games.cardrogue.events import CardBought, CardSold, PointsScored
from dungeontable.games.cardrogue.state import State

from .conftest import act, build, every, kinds, player, tile

CAT = load_catalog()
SHOP = ["sword", "dagger", "debt", "scroll_vigor"]


def _shop(hand: list[str], *, at: str = "shop", seats: int = 1, **setup: Any) -> State:
    players = [player(0, 0, "explorer", hand=hand)]
    cells = [tile(0, 0, at)]
    if seats == 2:
        players.append(player(1, 0, "rogue"))
        cells.append(tile(1, 0))
    return build({"players": players, "cells": cells, "shop": SHOP, **setup}, seats=seats)


def test_R162_buy_pays_double_with_change() -> None:
    s = _shop(["gold_10", "goblin"])
    assert "buy card=sword" in every(s)  # sword: gold 4, price 8
    s = act(s, "buy card=sword")[0]
    assert s.pending[0].kind == "pay"
    assert every(s) == ["pay card=gold_10", "pay card=goblin", "cancel-purchase"]
    s, ev = act(s, "pay card=gold_10")
    p = s.players[0]
    assert p.hand == ("goblin", "gold_1", "gold_1", "sword")  # change 2 in gold cards
    assert s.shop == ("dagger", "debt", "scroll_vigor") and s.discard == ("gold_10",)
    bought = kinds(ev, CardBought)[0]
    assert (bought.card, bought.price, bought.paid, bought.change) == (
        "sword",
        8,
        ("gold_10",),
        ("gold_1", "gold_1"),
    )
    assert s.pending == () and s.phase == "explore"


def test_R162_pay_with_several_gold_valued_cards() -> None:
    s = _shop(["goblin", "kobold", "potion_red", "gold_5"])
    s = act(s, "buy card=sword", "pay card=goblin", "pay card=kobold")[0]
    assert s.pending[0].cards == ("goblin", "kobold")  # 3 + 2 = 5 < 8: still owing
    s = act(s, "pay card=gold_5")[0]  # 10: change 2
    assert s.players[0].hand == ("potion_red", "gold_1", "gold_1", "sword")
    assert s.discard == ("goblin", "kobold", "gold_5")  # R164: never back into the shop


def test_R162_change_is_largest_gold_cards_first() -> None:
    assert change_for(CAT, 17) == ("gold_10", "gold_5", "gold_1", "gold_1")
    assert change_for(CAT, 0) == ()


def test_R162_cancel_gives_the_cards_back() -> None:
    s = _shop(["goblin", "gold_10"])
    s = act(s, "buy card=sword", "pay card=goblin", "cancel-purchase")[0]
    assert sorted(s.players[0].hand) == ["goblin", "gold_10"]
    assert s.shop == tuple(SHOP) and s.pending == ()


def test_R162_only_affordable_cards_are_offered() -> None:
    s = _shop(["gold_5", "gold_1"])  # 6 gold: the dagger (6) but not the sword (8)
    assert [a for a in every(s) if a.startswith("buy")] == ["buy card=dagger"]


def test_R162_an_equipped_card_can_pay() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=["gold_5"], equipment={"primary": "sword"})],
            "cells": [tile(0, 0, "shop")],
            "shop": ["helm", "chestplate"],
        }
    )
    assert [a for a in every(s) if a.startswith("buy")] == ["buy card=helm"]  # 9 gold in all
    s = act(s, "buy card=helm", "pay card=gold_5", "pay card=sword")[0]
    p = s.players[0]
    assert p.equipment[0] == "" and p.hand == ("gold_1", "gold_1", "gold_1", "helm")
    assert s.discard == ("gold_5", "sword")


def test_R163_A42_any_card_of_the_open_pile_goes_to_the_hand() -> None:
    s = act(_shop(["gold_10"]), "buy card=scroll_vigor", "pay card=gold_10")[0]
    assert s.players[0].hand == ("gold_1", "gold_1", "scroll_vigor")


def test_R161_sell_for_the_gold_amount() -> None:
    s, ev = act(_shop(["troll"]), "sell card=troll")
    assert s.players[0].hand == ("gold_5", "gold_1")
    assert s.discard == ("troll",)
    assert [(e.card, e.gold) for e in kinds(ev, CardSold)] == [("troll", 6)]


def test_R165_unsellable_cards_cannot_be_sold_or_pay() -> None:
    s = _shop(["key", "heart_stone", "basilisk", "gold_10"])
    assert [a for a in every(s) if a.startswith("sell")] == []  # gold cards are not sold
    s = act(s, "buy card=sword")[0]
    assert every(s) == ["pay card=gold_10", "cancel-purchase"]


def test_R166_R261_the_debt_scores_a_point_and_leaves_the_game() -> None:
    s = _shop(["gold_10", "gold_10"])
    s, ev = act(s, "buy card=debt", "pay card=gold_10", "pay card=gold_10")
    p = s.players[0]
    assert p.vp == 1 and "debt" in p.deeds and p.hand == ()
    assert s.removed[-1] == "debt" and "debt" not in s.shop
    assert [e.vp for e in kinds(ev, PointsScored)] == [1]
    assert scores(s) == (1.0,)


def test_R160_A41_shopping_needs_the_shop_tile_and_no_combat() -> None:
    assert not [a for a in every(_shop(["gold_10"], at="crossroads")) if "buy" in a]
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=["gold_10", "troll"])],
            "cells": [tile(0, 0, "shop"), {"at": [1, 0], "card": "goblin", "queue": [0]}],
            "shop": SHOP,
        }
    )
    assert s.phase == "combat" and not [a for a in every(s) if "buy" in a or "sell" in a]


def test_A41_shopping_without_having_moved_this_turn() -> None:
    s = _shop(["gold_10"], moved=False, step=1)
    assert "buy card=sword" in every(s)


def test_R160_several_transactions_per_turn() -> None:
    s = _shop(["troll", "goblin"])
    s = act(s, "sell card=troll", "sell card=goblin")[0]
    assert sorted(s.players[0].hand) == ["gold_1", "gold_1", "gold_1", "gold_1", "gold_5"]
    s = act(s, "buy card=dagger", "pay card=gold_5", "pay card=gold_1")[0]
    assert "dagger" in s.players[0].hand


def test_R023_shopping_ends_flipping_but_keeps_the_move() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=["troll"])],
            "cells": [tile(0, 0, "shop"), tile(0, 1), tile(1, 0, "goblin", up=False)],
            "shop": SHOP,
        }
    )
    assert "flip dir=E" in every(s)
    s = act(s, "sell card=troll")[0]
    assert "flip dir=E" not in every(s) and "move dir=N" in every(s)


def test_R162_refused_when_not_offered() -> None:
    with pytest.raises(IllegalAction):
        act(_shop(["gold_1"]), "buy card=sword")


FREEBIE = """
[[card]]
id = "free_map"
name = "Free Map"
kind = "scroll"
deck = "shop"
gold = 0
tradeable = true
source = "house"
ref = "test card: costs nothing"
effects = [{ op = "identify_item" }]
"""


def test_R162_a_card_worth_0_is_taken_without_paying(tmp_path: Any) -> None:
    path = tmp_path / "free.toml"
    path.write_text(FREEBIE)
    s = build(
        {
            "players": [player(0, 0, "explorer")],
            "cells": [tile(0, 0, "shop")],
            "shop": ["free_map"],
        },
        cards=(str(path),),
    )
    s = act(s, "buy card=free_map")[0]
    assert s.pending == () and s.players[0].hand == ("free_map",) and s.shop == ()

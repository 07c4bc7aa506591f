"""The stuck map and the mole (R292-R295, A-35)."""

from __future__ import annotations

from typing import Any

from dungeontable.core import DeckShuffled
from dungeontable.games.cardrogue.common.board import pack
from dungeontable.games.cardrogue.common.stuck import is_stuck
from dungeontable.games.cardrogue.events import MapSealed, MoleHired
from dungeontable.games.cardrogue.state import State

from .conftest import act, build, every, kinds, player, tile


def _closed(x: int) -> list[dict[str, Any]]:
    """A closed corridor around (x, 0): dead end, passage, dead end."""
    return [
        tile(x, 1, "dead_end", paths="S"),
        tile(x, 0, "passage", paths="NS"),
        tile(x, -1, "dead_end", paths="N"),
    ]


def _stuck(hand: list[str], seats: int = 1, **extra: Any) -> State:
    players = [player(0, 0, "explorer", hand=hand, **extra.pop("who", {}))]
    cells = _closed(0)
    if seats == 2:
        players.append(player(10, 0, "rogue"))
        cells += _closed(10)
    setup = {
        "players": players,
        "cells": cells,
        "explore": ["kobold", "goblin", "imp"],
        "pathing": ["stack_dead_end", "stack_crossroads", "stack_passage"],
        **extra,
    }
    return build(setup, seats=seats)


def test_R292_stuck_means_no_frontier_in_the_reachable_region() -> None:
    s = _stuck([])
    assert is_stuck(s, 0)
    opened = build(
        {
            "players": [player(0, 0, "explorer")],
            "cells": [*_closed(0)[:2], tile(0, -1, "passage", paths="NS")],
            "explore": ["kobold"],
        }
    )
    assert not is_stuck(opened, 0)  # (0, -2) is an empty cell behind an open path
    hidden = build(
        {
            "players": [player(0, 0, "explorer")],
            "cells": [*_closed(0)[:2], tile(0, -1, "kobold", up=False)],
            "explore": ["kobold"],
        }
    )
    assert not is_stuck(hidden, 0)


def test_A35_an_empty_exploration_stack_is_not_stuck() -> None:
    assert not is_stuck(_stuck([], explore=[]), 0)


def test_R292_the_mole_is_offered_for_every_plain_tile() -> None:
    moles = [a for a in every(_stuck(["gold_10"])) if a.startswith("hire-mole")]
    assert moles == ["hire-mole x=0 y=-1", "hire-mole x=0 y=0", "hire-mole x=0 y=1"]


def test_A35_no_crossing_in_the_stack_no_mole() -> None:
    s = _stuck(["gold_10"], pathing=["stack_dead_end"])
    assert not [a for a in every(s) if a.startswith("hire-mole")]


def test_R293_the_mole_swaps_a_tile_for_a_crossing_and_cards_are_laid() -> None:
    s = act(_stuck(["gold_10"]), "hire-mole x=0 y=0")[0]
    assert s.pending[0].kind == "pay" and s.pending[0].card == "mole"
    s, ev = act(s, "pay card=gold_10")
    cell = s.cells[pack(0, 0)]
    assert (cell.card, cell.up, cell.mask) == ("stack_crossroads", True, 15)
    assert s.discard == ("gold_10", "passage")  # R293: the old tile is discarded
    assert sorted(s.pathing) == ["stack_dead_end", "stack_passage"]
    assert [e.deck for e in kinds(ev, DeckShuffled)] == ["pathing"]
    assert s.cells[pack(1, 0)].card == "kobold" and s.cells[pack(-1, 0)].card == "goblin"
    assert s.explore == ("imp",)
    assert [(e.x, e.y, e.paid) for e in kinds(ev, MoleHired)] == [(0, 0, ("gold_10",))]
    assert s.players[0].hand == () and s.phase == "explore"


def test_R294_sell_to_the_mole_card_by_card_with_change() -> None:
    s = act(_stuck(["troll", "goblin", "gold_5"]), "hire-mole x=0 y=1", "pay card=troll")[0]
    assert s.pending[0].cards == ("troll",)  # 6 < 10: still owing
    s = act(s, "pay card=gold_5")[0]  # 11: one back
    assert s.cells[pack(0, 1)].mask == 15 and s.pending == ()
    assert s.players[0].hand == ("goblin", "gold_1")


def test_R294_items_pay_the_mole_only_when_short_of_gold() -> None:
    """003 L434: items may be sold to the mole only "if he does not have enough gold"; loot is
    treated like gold (L662)."""

    def offered(hand: list[str]) -> list[str]:
        s = act(_stuck(hand), "hire-mole x=0 y=1")[0]
        return [a for a in every(s) if a.startswith("pay")]

    assert offered(["gold_10", "sword"]) == ["pay card=gold_10"]
    assert offered(["gold_5", "troll", "sword"]) == ["pay card=gold_5", "pay card=troll"]
    assert offered(["gold_5", "sword", "dagger"]) == [
        "pay card=gold_5",
        "pay card=sword",
        "pay card=dagger",
    ]


def test_R294_short_of_the_fee_the_mole_takes_every_sellable_card() -> None:
    s = _stuck(["gold_5", "key", "idol_of_might"], who={"equipment": {"feet": "boots"}})
    s, ev = act(s, "hire-mole x=0 y=-1")
    p = s.players[0]
    assert p.hand == ("key", "idol_of_might") and p.equipment == ("", "", "", "", "")
    assert s.discard == ("gold_5", "boots", "dead_end")
    assert s.cells[pack(0, -1)].mask == 15
    assert [e.paid for e in kinds(ev, MoleHired)] == [("gold_5", "boots")]


def test_R295_a_round_with_everyone_stuck_starts_the_end_rush() -> None:
    s = _stuck([], seats=2)
    s, ev = act(s, "end-turn")
    assert not s.end_rush and s.stuck_turns == 1
    s, ev = act(s, "end-turn")
    assert s.end_rush and [type(e) for e in kinds(ev, MapSealed)] == [MapSealed]


def test_R295_without_a_crossing_the_rush_starts_at_once() -> None:
    s = act(_stuck([], seats=2, pathing=["stack_dead_end"]), "end-turn")[0]
    assert s.end_rush


def test_R295_hiring_the_mole_resets_the_count() -> None:
    s = act(_stuck(["gold_10"], seats=2), "end-turn")[0]
    assert s.stuck_turns == 1
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=["gold_10"]), player(10, 0, "rogue")],
            "cells": [*_closed(0), *_closed(10)],
            "explore": ["kobold", "goblin", "imp", "troll"],
            "pathing": ["stack_crossroads"],
        },
        seats=2,
    )
    s = act(s, "hire-mole x=0 y=0", "pay card=gold_10", "end-turn")[0]
    assert s.stuck_turns == 0 and not s.end_rush


def test_R295_solo_has_no_end_rush() -> None:
    s = act(_stuck([]), "end-turn", "end-turn")[0]
    assert not s.end_rush and s.stuck_turns == 0

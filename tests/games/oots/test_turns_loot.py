"""Wounds and fleeing (R162-R175), resting and missed turns (R176-R188), Loot and Traps
(R206-R226), searching (R042-R047), trade-ins (R193-R197)."""

from __future__ import annotations

from typing import Any

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import (
    EndTurn,
    Equip,
    Fight,
    PickShtick,
    Rest,
    Search,
    Stay,
    TakeLoot,
    TradeLoot,
    TradeMonsters,
    UseShtick,
)
from dungeontable.games.oots.events import TrapSprung

from .conftest import act, dice, position

FLOORS = [{"floor": 1, "left": 0, "rooms": ["room1", "room2", "room3", "room4"], "up": 0}]


def table(players: list[dict[str, Any]], **extra: Any) -> Any:
    return position({"floors": FLOORS, "players": players, **extra}, seats=len(players))


def test_r167_r168_losing_the_last_wound_drops_loot_and_flees_three_rooms() -> None:
    roy = {
        "character": "roy",
        "at": [1, 3],
        "wounds": 3,
        "stash": ["gem"],
        "equipped": ["roy_ring"],
        "hand": ["kobold"],
    }
    state = table(
        [roy, {"character": "haley", "hand": ["kobold"]}],
        monsters=[{"at": [1, 3], "cards": ["goblin"]}],
    )
    state, _ = act(state, Stay())
    state = dice(state, 1)
    state, _ = act(state, UseShtick(index=0), Fight())
    pl = state.players[0]
    assert pl.fleeing and pl.wounds == 4 and pl.equipped == ()  # R167: unequipped at once
    assert len(pl.stash) == 1 and len(state.floors[1].room(3).loot) == 1  # one random drop
    assert pl.place == (1, 0)  # R168: 3 rooms toward the Entrance
    assert state.turn.stage == "restricted"


def test_r169_r171_fleeing_continues_next_turn_and_the_entrance_heals() -> None:
    roy = {
        "character": "roy",
        "at": [1, 1],
        "wounds": 4,
        "fleeing": True,
        "stash": ["gem", "crown"],
        "flipped": [True, False, False],
    }
    state = table([{"character": "haley"}, roy], turn=0, phase="end")
    state, _ = act(state, EndTurn())
    pl = state.players[1]
    assert pl.place == (0, 0) and not pl.fleeing and pl.wounds == 0  # R171
    assert pl.flipped == (False, False, False) and len(pl.stash) == 1  # R169 drop
    assert state.phase == "end" and GAME.legal_actions(state) == (EndTurn(),)


def test_r179_r180_rest_takes_two_loot_and_ends_the_turn_then_r182_heals() -> None:
    roy = {
        "character": "roy",
        "at": [1, 1],
        "wounds": 2,
        "stash": [],
        "flipped": [True, False, False],
    }
    state = table(
        [roy, {"character": "haley"}], loot=[{"at": [1, 1], "cards": ["gem", "crown", "roy_ring"]}]
    )
    state, _ = act(state, Rest())
    pl = state.players[0]
    assert pl.resting and pl.stash == ("gem", "crown") and state.turn.seat == 1
    state, _ = act(state, Stay(), EndTurn())
    pl = state.players[0]
    assert not pl.resting and pl.wounds == 1 and pl.flipped == (False, False, False)


def test_r185_missing_a_turn_is_the_whole_turn() -> None:
    state = table(
        [{"character": "haley"}, {"character": "roy", "at": [1, 1], "missed": 2}], phase="end"
    )
    state, _ = act(state, EndTurn())
    assert state.players[1].missed == 1 and GAME.legal_actions(state) == (EndTurn(),)


def test_r209_one_loot_pickup_per_turn_and_r219_traps_go_off() -> None:
    haley = {"character": "haley", "at": [1, 2], "hand": ["kobold"]}
    roy = {"character": "roy", "at": [1, 1], "stash": [], "hand": ["kobold"]}
    state = table([roy, haley], loot=[{"at": [1, 1], "cards": ["shuriken", "gem"]}])
    state = dice(state, 3, 9)
    state, ev = act(state, TakeLoot())
    assert [e.card for e in ev if isinstance(e, TrapSprung)] == ["shuriken"]
    assert state.players[0].wounds == 1 and state.players[1].wounds == 0  # R221-R222: 3 < 8, 9 >= 8
    assert state.removed == ("shuriken",)  # R224
    assert TakeLoot() not in GAME.legal_actions(state)  # R209, A25: the Trap used the pickup


def test_r045_search_finds_stairs_on_1_to_3() -> None:
    state = table([{"character": "roy", "at": [1, 2]}, {"character": "haley"}])
    state = dice(state, 4)
    state, _ = act(state, Search())
    assert state.floors[1].down is None and Search() not in GAME.legal_actions(state)  # R044
    state = dice(table([{"character": "roy", "at": [1, 2]}, {"character": "haley"}]), 3)
    state, _ = act(state, Search())
    assert state.floors[1].down == 2


def test_r193_r194_monster_trade_draws_three_keeps_one() -> None:
    roy = {
        "character": "roy",
        "at": [1, 1],
        "saved": ["skelemen", "goblin", "goblin"],
        "deck": ["roy_extra", "roy_armor", "roy_bow", "roy_extra"],
    }
    state = table([roy, {"character": "haley"}])
    assert TradeMonsters(cards=("skelemen", "goblin")) in GAME.legal_actions(state)  # 2 + 1 X
    state, _ = act(state, TradeMonsters(cards=("skelemen", "goblin")))
    assert state.phase == "pick" and state.turn.pick == ("roy_extra", "roy_armor", "roy_bow")
    state, _ = act(state, PickShtick(card="roy_armor"))
    pl = state.players[0]
    assert pl.shticks[-1] == "roy_armor" and pl.saved == ("goblin",)
    assert pl.deck == ("roy_extra", "roy_extra", "roy_bow")  # the other 2 at the bottom
    assert state.battle_discard[-2:] == ("skelemen", "goblin") and state.phase == "start"


def test_r195_loot_trade_needs_drool_factor_three() -> None:
    roy = {
        "character": "roy",
        "at": [1, 1],
        "stash": ["gem", "roy_ring", "haley_bow"],
        "deck": ["roy_armor"],
    }
    state = table([roy, {"character": "haley"}])
    assert TradeLoot(cards=("gem", "roy_ring")) in GAME.legal_actions(state)
    state, _ = act(state, TradeLoot(cards=("gem", "roy_ring")))
    assert state.players[0].shticks[-1] == "roy_armor" and state.players[0].stash == ("haley_bow",)


def test_r213_equip_only_drooled_over_loot() -> None:
    roy = {"character": "roy", "at": [1, 1], "stash": ["gem", "haley_bow"]}
    legal = GAME.legal_actions(table([roy, {"character": "haley"}]))
    assert Equip(card="gem") in legal and Equip(card="haley_bow") not in legal

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

ROOMS = ["empty_storeroom", "dusty_corridor", "damp_cellar", "boring_hallway"]  # no room text
FLOORS = [{"floor": 1, "left": 0, "rooms": ROOMS, "up": 0}]
# Greenhilt Sword (Attack 2), Bag of Tricks, Intimidating Glare: Roy's red shticks
ROY = ["roy_greenhilt_sword", "roy_bag_of_tricks", "roy_intimidating_glare"]
# Loot: Talisman of Dorukan (1 crest: DF 1 for all), Big Pile of Gems (Haley 2),
# Starmetal Chunk (Roy 2), Shiny Gold Coins (Haley 1)


def table(players: list[dict[str, Any]], **extra: Any) -> Any:
    return position({"floors": FLOORS, "players": players, **extra}, seats=len(players))


def test_r167_r168_losing_the_last_wound_drops_loot_and_flees_three_rooms() -> None:
    roy = {
        "character": "roy",
        "at": [1, 3],
        "shticks": ROY,
        "wounds": 3,
        "stash": ["talisman_of_dorukan"],
        "equipped": ["starmetal_chunk"],
        "hand": ["kobold_skirmisher"],
    }
    state = table(
        [roy, {"character": "haley", "hand": ["kobold_skirmisher"]}],
        monsters=[{"at": [1, 3], "cards": ["fido_rover"]}],
    )
    state, _ = act(state, Stay())
    state = dice(state, 1)
    state, _ = act(state, UseShtick(index=0), Fight())  # 1 + Greenhilt Sword 2 < Defense 5
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
        "shticks": ROY,
        "stash": ["talisman_of_dorukan", "big_pile_of_gems"],
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
        "shticks": ROY,
        "stash": [],
        "flipped": [True, False, False],
    }
    pile = ["talisman_of_dorukan", "big_pile_of_gems", "starmetal_chunk"]
    state = table([roy, {"character": "haley"}], loot=[{"at": [1, 1], "cards": pile}])
    state, _ = act(state, Rest())
    pl = state.players[0]
    assert pl.resting and pl.stash == ("talisman_of_dorukan", "big_pile_of_gems")
    assert state.turn.seat == 1
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
    haley = {"character": "haley", "at": [1, 2], "hand": ["kobold_skirmisher"]}
    roy = {"character": "roy", "at": [1, 1], "stash": [], "hand": ["kobold_skirmisher"]}
    # Shuriken Trap: Evade 8, Range 2, multiple targets
    pile = ["shuriken_trap", "talisman_of_dorukan"]
    state = table([roy, haley], loot=[{"at": [1, 1], "cards": pile}])
    state = dice(state, 3, 9)
    state, ev = act(state, TakeLoot())
    assert [e.card for e in ev if isinstance(e, TrapSprung)] == ["shuriken_trap"]
    assert state.players[0].wounds == 1 and state.players[1].wounds == 0  # R221-R222: 3 < 8, 9 >= 8
    assert state.removed == ("shuriken_trap",)  # R224
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
        "saved": ["wight", "fido_rover", "fido_rover"],  # 2 X, 1 X, 1 X
        "deck": ["roy_bonus_feat", "roy_chain_mail_confidence", "roy_cleave", "roy_bonus_feat"],
    }
    state = table([roy, {"character": "haley"}])
    assert TradeMonsters(cards=("wight", "fido_rover")) in GAME.legal_actions(state)  # 2 + 1 X
    state, _ = act(state, TradeMonsters(cards=("wight", "fido_rover")))
    drawn = ("roy_bonus_feat", "roy_chain_mail_confidence", "roy_cleave")
    assert state.phase == "pick" and state.turn.pick == drawn
    state, _ = act(state, PickShtick(card="roy_chain_mail_confidence"))
    pl = state.players[0]
    assert pl.shticks[-1] == "roy_chain_mail_confidence" and pl.saved == ("fido_rover",)
    # the other 2 at the bottom
    assert pl.deck == ("roy_bonus_feat", "roy_bonus_feat", "roy_cleave")
    assert state.battle_discard[-2:] == ("wight", "fido_rover") and state.phase == "start"


def test_r195_loot_trade_needs_drool_factor_three() -> None:
    roy = {
        "character": "roy",
        "at": [1, 1],
        "stash": ["talisman_of_dorukan", "starmetal_chunk", "shiny_gold_coins"],
        "deck": ["roy_chain_mail_confidence"],
    }
    state = table([roy, {"character": "haley"}])
    trade = TradeLoot(cards=("talisman_of_dorukan", "starmetal_chunk"))  # DF 1 + 2 = 3
    assert trade in GAME.legal_actions(state)
    state, _ = act(state, trade)
    pl = state.players[0]
    assert pl.shticks[-1] == "roy_chain_mail_confidence" and pl.stash == ("shiny_gold_coins",)


def test_r213_equip_only_drooled_over_loot() -> None:
    roy = {"character": "roy", "at": [1, 1], "stash": ["talisman_of_dorukan", "shiny_gold_coins"]}
    legal = GAME.legal_actions(table([roy, {"character": "haley"}]))
    assert Equip(card="talisman_of_dorukan") in legal  # a crest: Roy's DF 1
    assert Equip(card="shiny_gold_coins") not in legal  # Haley's portrait only: Roy's DF 0

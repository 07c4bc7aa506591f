"""Ruling options of the dungeon, Loot piles and trade-ins (A04, A10, A13, A21-A24).

Each test plays one small position under the proposed ruling and under the alternative reading
and asserts the exact, different outcomes.
"""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from dungeontable.core import Event
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import Step, StopMoving, TradeLoot, TradeMonsters
from dungeontable.games.oots.common.scoring import score
from dungeontable.games.oots.common.table import drop_loot
from dungeontable.games.oots.common.wounds import drop_random_loot
from dungeontable.games.oots.rules.movement import qualifies_for_lair

from .conftest import act, position

FLOORS = [
    {
        "floor": 1,
        "left": 0,
        "rooms": ["empty_storeroom", "dusty_corridor", "damp_cellar", "boring_hallway"],
        "up": 0,
    }
]


def table(players: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {"floors": FLOORS, "players": players, **extra}


def test_a04_loot_in_the_room_starts_a_battle_unless_the_option_says_it_blocks() -> None:
    setup = table(
        [{"character": "roy", "at": [1, 0]}, {"character": "haley", "hand": ["kobold_skirmisher"]}],
        loot=[{"at": [1, 1], "cards": ["talisman_of_dorukan"]}],
    )
    for blocks, phase, monsters in ((False, "stock", ()), (True, "end", ())):
        state = position(setup, seats=2, loot_blocks_new_battle=blocks)
        state, _ = act(state, Step(floor=1, pos=1), StopMoving())
        assert (state.phase, state.floors[1].room(1).monsters) == (phase, monsters)
        assert state.floors[1].room(1).loot == ("talisman_of_dorukan",)


def test_a10_flipped_shticks_count_for_the_lair_and_scoring_unless_switched_off() -> None:
    roy = {
        "character": "roy",
        "at": [1, 0],
        "shticks": ["roy_greenhilt_sword", "roy_bag_of_tricks", "roy_cleave"],
        "flipped": [False, False, True],
        # Roy's Drool Factor 3 + 2 + 2 + 2 = 9
        "equipped": [
            "girdle_of_giant_strength",
            "starmetal_chunk",
            "masterwork_bastard_sword",
            "eternal_vigilance",
        ],
        "stash": [],
    }
    setup = table([roy, {"character": "haley"}])
    state = replace(position(setup, seats=2), min_shticks=3, min_loot=9)
    assert (score(state, 0), qualifies_for_lair(state, 0)) == (12, True)
    alt = position(setup, seats=2, flipped_shticks_count=False)
    alt = replace(alt, min_shticks=3, min_loot=9)
    assert (score(alt, 0), qualifies_for_lair(alt, 0)) == (11, False)


def test_a13_a_room_left_this_turn_is_closed_unless_reentry_is_allowed() -> None:
    setup = table([{"character": "roy", "at": [1, 1]}, {"character": "haley"}])
    for reenter, back in ((False, False), (True, True)):
        state = position(setup, seats=2, reenter_left_rooms=reenter)
        state, _ = act(state, Step(floor=1, pos=2))
        assert (Step(floor=1, pos=1) in GAME.legal_actions(state)) is back
        assert Step(floor=1, pos=3) in GAME.legal_actions(state)


def test_a21_the_loot_trade_needs_at_least_3_or_exactly_3_drool_factor() -> None:
    # Roy's Drool Factor: Starmetal Chunk 2, Masterwork Bastard Sword 2, Girdle of Giant
    # Strength 3, Tower Shield 1
    pair = ["starmetal_chunk", "masterwork_bastard_sword"]  # 4
    setup = table([{"character": "roy", "at": [1, 0], "stash": pair}, {}])
    default = GAME.legal_actions(position(setup, seats=2))
    assert TradeLoot(cards=("starmetal_chunk", "masterwork_bastard_sword")) in default
    exact = GAME.legal_actions(position(setup, seats=2, loot_trade_drool="exactly_3"))
    assert not [a for a in exact if isinstance(a, TradeLoot)]
    setup["players"][0]["stash"] = ["starmetal_chunk", "girdle_of_giant_strength", "tower_shield"]
    exact = GAME.legal_actions(position(setup, seats=2, loot_trade_drool="exactly_3"))
    # R371: the player chooses among the selections in which every card counts
    both = [
        TradeLoot(cards=("tower_shield", "starmetal_chunk")),
        TradeLoot(cards=("girdle_of_giant_strength",)),
    ]
    assert [a for a in exact if isinstance(a, TradeLoot)] == both
    default = GAME.legal_actions(position(setup, seats=2))
    assert [a for a in default if isinstance(a, TradeLoot)] == both
    setup["players"][0]["stash"] = ["masterwork_bastard_sword", "girdle_of_giant_strength"]
    exact = GAME.legal_actions(position(setup, seats=2, loot_trade_drool="exactly_3"))
    assert [a for a in exact if isinstance(a, TradeLoot)] == [both[1]]
    default = GAME.legal_actions(position(setup, seats=2))
    assert [a for a in default if isinstance(a, TradeLoot)] == [both[1]]


def test_a22_trades_with_an_empty_shtick_deck_are_refused_unless_allowed() -> None:
    roy = {"character": "roy", "at": [1, 0], "deck": [], "saved": ["fido_rover"] * 3}  # 1 X each
    setup = table([roy, {"character": "haley"}])
    state = position(setup, seats=2)
    assert not [a for a in GAME.legal_actions(state) if isinstance(a, TradeMonsters)]
    state = position(setup, seats=2, trade_with_empty_deck=True)
    trade = TradeMonsters(cards=("fido_rover", "fido_rover", "fido_rover"))
    assert trade in GAME.legal_actions(state)
    state, _ = act(state, trade)
    pl = state.players[0]
    assert (state.phase, pl.saved, len(pl.shticks)) == ("start", (), 3)
    assert state.battle_discard[-3:] == ("fido_rover", "fido_rover", "fido_rover")


def test_a23_an_empty_loot_deck_reshuffles_its_discard_unless_switched_off() -> None:
    setup = table([{"character": "roy"}, {"character": "haley"}], loot_deck=[])
    for reshuffle, pile in ((True, ("talisman_of_dorukan",)), (False, ())):
        state = replace(
            position(setup, seats=2, loot_reshuffle=reshuffle),
            loot_discard=("talisman_of_dorukan",),
        )
        ev: list[Event] = []
        state = drop_loot(state, (1, 2), 1, ev)
        assert state.floors[1].room(2).loot == pile
        assert state.loot_discard == (() if reshuffle else ("talisman_of_dorukan",))


def test_a24_new_loot_goes_on_top_of_the_pile_or_at_the_bottom() -> None:
    roy = {"character": "roy", "at": [1, 2], "stash": ["talisman_of_dorukan"]}
    setup = table(
        [roy, {"character": "haley"}],
        loot=[{"at": [1, 2], "cards": ["big_pile_of_gems"]}],
        loot_deck=["talisman_of_dorukan"],
    )
    for where, pile in (
        ("top", ("talisman_of_dorukan", "big_pile_of_gems")),
        ("bottom", ("big_pile_of_gems", "talisman_of_dorukan")),
    ):
        state = position(setup, seats=2, new_loot_on=where)
        ev: list[Event] = []
        assert drop_loot(state, (1, 2), 1, ev).floors[1].room(2).loot == pile
        assert drop_random_loot(state, 0, ev).floors[1].room(2).loot == pile

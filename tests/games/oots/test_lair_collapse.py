"""Xykon's Lair, the Lich, the collapse, exiting and scoring (R267-R296, A33-A35, A64)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import (
    EndTurn,
    Fight,
    RemoveRoom,
    Stay,
    Step,
    UseShtick,
)
from dungeontable.games.oots.common.scoring import score, winners
from dungeontable.games.oots.events import MonsterEscaped, PlayerLeft, XykonCardDrawn

from .conftest import act, dice, position

# Ruling A07's Lich (Defense 14 +level); the packaged card prints Defense 10 (see the file)
A07_LICH = str(Path(__file__).parent / "cards" / "lich_a07.toml")

FLOORS = [
    {"floor": 1, "left": 0, "rooms": ["empty_storeroom", "dusty_corridor"], "up": 0, "down": 1},
    {"floor": 2, "left": 0, "rooms": ["damp_cellar"], "up": 0, "down": 0},
    {"floor": 3, "left": 0, "rooms": ["boring_hallway"], "up": 0, "down": 0},
    {"floor": 4, "left": 0, "rooms": ["safe_haven", "throne_room_of_darkness"], "up": 0},
]


def lair(players: list[dict[str, Any]], options: dict[str, Any] | None = None, **extra: Any) -> Any:
    setup = {
        "floors": FLOORS,
        "players": players,
        "monsters": [
            {"at": [4, 1], "cards": ["xykon_the_lich"]},
            {"at": [1, 0], "cards": ["kinda_wimpy_goblin"]},  # 1 Loot coin
        ],
        "loot": [
            {"at": [4, 1], "cards": ["talisman_of_dorukan", "big_pile_of_gems", "tower_shield"]}
        ],
        **extra,
    }
    return position(setup, seats=len(players), **(options or {}))


ROY = {
    "character": "roy",
    "at": [4, 1],
    "shticks": ["roy_greenhilt_sword"] * 8,
    "stash": [],
    "hand": ["kobold_skirmisher"],
}
HAND = ["kobold_skirmisher"]
# Shiny Gold Coins: Haley's Drool Factor 1
HALEY = {"character": "haley", "at": [0, 0], "stash": ["shiny_gold_coins"], "hand": HAND}
BELKAR = {"character": "belkar", "at": [1, 1], "stash": ["pointy_stick"], "hand": HAND}


def test_r276_r278_r279_killing_the_lich_starts_the_collapse() -> None:
    loot_deck = ["starmetal_chunk", "talisman_of_dorukan", "talisman_of_dorukan"]
    state = lair([ROY, HALEY, BELKAR], {"cards": (A07_LICH,)}, loot_deck=loot_deck)
    state, _ = act(state, Stay(), UseShtick(index=0))
    state = dice(state, 3)
    state, ev = act(state, Fight())
    # 3 + Sword 2 + 7 duplicate boosts x 2 = 19 > Lich Defense 14 (A07) + level 4 = 18 (R276)
    from dungeontable.games.oots.events import BattleResolved

    assert [(e.player_total, e.monster_total) for e in ev if isinstance(e, BattleResolved)] == [
        (19, 18)
    ]
    assert state.collapse and state.lich_killer == 0
    assert state.players[0].lich == "xykon_the_lich"
    escaped = [(e.monster, e.floor) for e in ev if isinstance(e, MonsterEscaped)]
    assert escaped == [("kinda_wimpy_goblin", 1)]
    assert state.floors[1].room(0).loot == ("starmetal_chunk",)  # R279: the escapee drops its Loot
    # A34: the killer's 2 Loot
    assert state.players[0].stash == ("talisman_of_dorukan", "big_pile_of_gems")
    assert [e.seat for e in ev if isinstance(e, PlayerLeft)] == [1]  # A35: Haley was outside
    legal = GAME.legal_actions(state)
    assert state.phase == "end" and legal[0] == EndTurn()  # R281: no removal this turn
    assert not any(isinstance(a, RemoveRoom) for a in legal)
    state, _ = act(state, EndTurn())
    assert state.turn.seat == 1 and GAME.legal_actions(state) == (RemoveRoom(floor=4, pos=1),)
    state, ev = act(state, RemoveRoom(floor=4, pos=1))  # R284: only occupied candidate left
    assert state.players[0].place == (4, 0)  # R286: bumped to the neighbour
    assert state.turn.seat == 2


def test_r288_r289_leaving_in_the_collapse_and_game_end_r292_r293_scores() -> None:
    # Roy's Drool Factor: Girdle of Giant Strength 3, Starmetal Chunk 2
    roy = {
        **ROY,
        "at": [1, 0],
        "stash": ["girdle_of_giant_strength"],
        "equipped": ["starmetal_chunk"],
    }
    belkar = {**BELKAR, "at": [1, 1]}
    state = lair([roy, HALEY, belkar], collapse=True, phase="start", monsters=[])
    from msgspec.structs import replace

    state = replace(
        state,
        players=(
            replace(state.players[0], killed_xykon=True, lich="xykon_the_lich"),
            *state.players[1:],
        ),
        exits=(1,),
    )
    state = replace(
        state, players=(state.players[0], replace(state.players[1], left=0), state.players[2])
    )
    state, ev = act(state, Step(floor=0, pos=0))
    assert [e.seat for e in ev if isinstance(e, PlayerLeft)] == [0]
    assert state.result is not None  # R289: only Belkar is inside
    # Roy: Loot DF 3 (Girdle) + 2 (Starmetal Chunk) + 8 shticks + exit 1 + Xykon 2 x 3 floors
    # (R290-R293)
    assert score(state, 0) == 3 + 2 + 8 + 1 + 6
    assert score(state, 1) == 1 + 3 + 2  # Shiny Gold Coins + 3 shticks + first to leave of 3
    assert state.result.winners == (0,)


def test_a64_ties_go_to_the_killer_then_the_earliest_exit() -> None:
    state = lair([ROY, HALEY, BELKAR])
    from msgspec.structs import replace

    players = list(state.players)
    players[1] = replace(players[1], left=1)
    players[2] = replace(players[2], left=0)
    state = replace(state, players=tuple(players))
    assert winners(state, (5, 7, 7)) == (2,)
    players[1] = replace(players[1], killed_xykon=True)
    assert winners(replace(state, players=tuple(players)), (5, 7, 7)) == (1,)


def test_r274_first_lair_battle_draws_a_xykon_card() -> None:
    roy = {**ROY, "at": [4, 0]}
    state = lair([roy, HALEY, BELKAR], monsters=[], xykon_deck=["zombie_horde", "xykon_the_lich"])
    from msgspec.structs import replace

    floors = list(state.floors)
    floors[4] = replace(floors[4], rooms=floors[4].rooms[:1])
    state = replace(state, floors=tuple(floors), lair_deck=("gallery_of_evil_portraits",))
    state, ev = act(state, Step(floor=4, pos=1))
    assert [e.card for e in ev if isinstance(e, XykonCardDrawn)] == ["zombie_horde"]
    assert state.floors[4].room(1).monsters[0] == "zombie_horde"
    assert state.stocking is not None and state.stocking.size == 4  # Lair depth (R067)

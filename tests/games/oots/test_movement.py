"""Movement and exploring (R021-R041, S01 Haley's movement example, A05, R268)."""

from __future__ import annotations

from typing import Any

import pytest

from dungeontable.core import IllegalAction
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import Step, StopMoving
from dungeontable.games.oots.common.dungeon import path_to_entrance, reachable

from .conftest import act, position

HALEY_FLOORS: list[dict[str, Any]] = [
    {
        "floor": 1,
        "left": -3,
        "rooms": [
            "empty_storeroom",
            "dusty_corridor",
            "damp_cellar",
            "boring_hallway",
            "abandoned_barracks",
        ],
        "up": -1,
        "down": 1,
    },
    {"floor": 2, "left": 0, "rooms": ["fungus_garden", "underground_river"], "up": 0},
]


def haley(**extra: Any) -> Any:
    setup: dict[str, Any] = {
        "floors": HALEY_FLOORS,
        "players": [
            {"character": "haley", "at": [1, 0]},
            {"character": "roy", "at": [1, -2]},
        ],
        "monsters": [{"at": [1, -1], "cards": ["kinda_wimpy_goblin"]}],
        **extra,
    }
    state = position(setup, seats=2)
    floors = list(state.floors)
    from msgspec.structs import replace

    floors[0] = replace(floors[0], down=0)
    return replace(state, floors=tuple(floors))


def test_s01_r041_haley_has_ten_destinations() -> None:
    """S01: 10 places, 2 of them unexplored; 4-step places and unfound stairs are out."""
    state = haley()
    assert state.floors[1].up == -1
    got = reachable(state, (1, 0))
    assert got == (
        (0, 0),
        (1, -3),
        (1, -2),
        (1, -1),
        (1, 0),
        (1, 1),
        (1, 2),
        (2, -1),
        (2, 0),
        (2, 1),
    )
    assert (1, -4) not in got and (2, 2) not in got  # items 11-12: four moves
    assert (3, 0) not in got  # item 14: no stairs down from floor 2 yet


def test_r022_no_reentry_and_r024_stairs_cost_the_room_reached() -> None:
    state, _ = act(haley(), Step(floor=1, pos=1))
    legal = GAME.legal_actions(state)
    assert Step(floor=1, pos=0) not in legal  # R022
    assert Step(floor=2, pos=0) in legal and Step(floor=1, pos=2) in legal
    state, _ = act(state, Step(floor=2, pos=0))
    assert state.turn.steps == 2 and state.players[0].place == (2, 0)


def test_r028_exploring_places_a_room_and_ends_movement() -> None:
    state = haley(room_deck=["torture_chamber", "wine_cellar"])
    state, _ = act(state, Step(floor=1, pos=1), Step(floor=1, pos=2))
    floor = state.floors[1]
    assert floor.right == 2 and floor.room(2).card == "torture_chamber"
    assert state.room_deck == ("wine_cellar",)
    assert state.phase in ("stock", "shtick")  # movement over; a new battle starts (R037)


def test_r033_entrance_ends_movement_and_heals_a19() -> None:
    state = haley(
        players=[
            {"character": "haley", "at": [1, 0], "wounds": 2},
            {"character": "roy", "at": [1, -2]},
        ]
    )
    state, _ = act(state, Step(floor=1, pos=-1), Step(floor=0, pos=0))
    assert state.players[0].place == (0, 0) and state.players[0].wounds == 0
    assert state.phase == "end"  # no battles at the Entrance (R065)


def test_r032_moving_through_monsters_and_r038_stopping_there_defends() -> None:
    state, _ = act(haley(), Step(floor=1, pos=-1), StopMoving())
    assert state.phase == "shtick" and state.battle is not None
    assert state.battle.attacker is False and state.battle.monster == "kinda_wimpy_goblin"  # R057


def test_r025_three_rooms_at_most() -> None:
    state, _ = act(haley(), Step(floor=1, pos=-1), Step(floor=1, pos=-2), Step(floor=1, pos=-3))
    assert state.phase in ("stock", "shtick", "end")
    with pytest.raises(IllegalAction):
        act(state, Step(floor=1, pos=-4))


def test_r268_lair_needs_the_minimums() -> None:
    floors = [
        {"floor": 1, "left": 0, "rooms": ["empty_storeroom"], "up": 0, "down": 0},
        {"floor": 2, "left": 0, "rooms": ["dusty_corridor"], "up": 0, "down": 0},
        {"floor": 3, "left": 0, "rooms": ["damp_cellar"], "up": 0, "down": 0},
    ]
    setup: dict[str, Any] = {"floors": floors, "players": [{"character": "roy", "at": [3, 0]}]}
    state = position(setup, seats=4)
    assert Step(floor=4, pos=0) not in GAME.legal_actions(state)
    # Roy's Drool Factor 3 + 3 + 1 = 7 and 8 shticks: the short game's minimums (R008)
    loot = ["girdle_of_giant_strength", "girdle_of_giant_strength", "tower_shield"]
    rich = {"character": "roy", "at": [3, 0], "equipped": loot}
    rich["shticks"] = ["roy_greenhilt_sword"] * 8
    state = position({"floors": floors, "players": [rich]}, seats=4)
    assert Step(floor=4, pos=0) in GAME.legal_actions(state)
    state, _ = act(state, Step(floor=4, pos=0))
    assert state.floors[4].room(0).card == "safe_haven"  # R270
    assert state.phase == "move"  # A05: the Safe Haven does not stop movement


def test_r168_flee_path_is_shortest_to_the_entrance() -> None:
    state = haley()
    assert path_to_entrance(state, (2, 1)) == ((2, 0), (1, 1), (1, 0), (1, -1), (0, 0))

"""New battles: Battle Size, stocking clockwise, exhaustion, 2 players (R067-R081)."""

from __future__ import annotations

from typing import Any

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import PlaceMonster, Step, StopMoving
from dungeontable.games.oots.events import HandRedrawn, MonsterPlaced

from .conftest import act, position

FLOORS = [
    {"floor": 1, "left": 0, "rooms": ["empty_storeroom"], "up": 0, "down": 0},
    {"floor": 2, "left": 0, "rooms": ["dusty_corridor", "damp_cellar"], "up": 0},
]


def trigger(hands: list[list[str]], seats: int = 4, **extra: Any) -> Any:
    """Seat 0 (Elan) steps from room2 into the empty room3 on floor 2."""
    chars = ["elan", "roy", "belkar", "durkon", "haley", "vaarsuvius"]
    players = [{"character": chars[s], "at": [1, 0], "hand": hands[s]} for s in range(seats)]
    players[0]["at"] = [2, 0]
    setup = {
        "floors": FLOORS,
        "players": players,
        "loot": [{"at": [2, 1], "cards": ["talisman_of_dorukan"]}],
        **extra,
    }
    state = position(setup, seats=seats)
    return act(state, Step(floor=2, pos=1), StopMoving())


def test_example_triggering_a_new_battle() -> None:
    """Rulebook 'Triggering a New Battle': Size 2 -> Leader 3 -> Horde 4; Durkon redraws and is
    skipped; Elan places on himself; Roy completes it; Elan defends against the Skelemen."""
    hands = [
        ["kobold_skirmisher"],
        ["skelemen", "kinda_wimpy_goblin", "headless_zombie"],
        ["goblin_necromancer"],
        ["the_kobold_and_the_brave", "get_angry"],
    ]
    state, ev = trigger(hands, battle_deck=["kinda_wimpy_goblin"] * 7 + ["kobold_skirmisher"] * 10)
    assert state.phase == "stock" and state.stocking is not None
    assert state.stocking.size == 2 and state.stocking.cursor == 1  # R067, R069
    state, ev = act(state, PlaceMonster(card="skelemen"))
    assert state.stocking.cursor == 2
    state, ev = act(state, PlaceMonster(card="goblin_necromancer"))
    assert [e.size for e in ev if isinstance(e, MonsterPlaced)] == [4]  # R246 + R259
    assert [e.seat for e in ev if isinstance(e, HandRedrawn)] == [3]  # R072
    assert state.players[3].hand == ("kinda_wimpy_goblin",) * 7
    assert state.stocking.cursor == 0  # R073: Elan places against himself
    state, _ = act(state, PlaceMonster(card="kobold_skirmisher"))
    assert state.stocking.cursor == 1
    state, _ = act(state, PlaceMonster(card="kinda_wimpy_goblin"))
    room = state.floors[2].room(1)
    assert room.monsters == (
        "skelemen",
        "goblin_necromancer",
        "kobold_skirmisher",
        "kinda_wimpy_goblin",
    )  # R070 (Kinda Wimpy Goblin, Kobold Skirmisher: no abilities)
    assert room.loot == ("talisman_of_dorukan",)  # R037: the Loot stays, the battle comes first
    assert state.phase == "shtick" and state.battle is not None
    assert state.battle.monster == "skelemen" and state.battle.attacker is False  # R080


def test_r078_two_players_second_card_on_first_chance() -> None:
    hands = [["kobold_skirmisher"], ["kinda_wimpy_goblin", "headless_zombie"]]
    state, _ = trigger(hands, seats=2)
    assert state.stocking is not None and state.stocking.cursor == 1
    state, _ = act(state, PlaceMonster(card="kinda_wimpy_goblin"))
    assert state.stocking is not None and state.stocking.cursor == 1
    state, _ = act(state, PlaceMonster(card="headless_zombie"))
    assert state.floors[2].room(1).monsters == ("kinda_wimpy_goblin", "headless_zombie")
    assert state.battle is not None  # seat 0 placed none
    assert state.battle.monster == "kinda_wimpy_goblin"


def test_r079_a57_two_players_redraw_until_a_monster() -> None:
    hands = [["kobold_skirmisher"], ["the_kobold_and_the_brave"]]
    state, ev = trigger(
        hands,
        seats=2,
        battle_deck=["get_angry"] * 7 + ["headless_zombie"] + ["kobold_skirmisher"] * 6,
    )
    assert [e.seat for e in ev if isinstance(e, HandRedrawn)] == [1, 1]
    assert state.phase == "stock" and state.stocking.cursor == 1
    assert GAME.legal_actions(state) == (
        PlaceMonster(card="headless_zombie"),
        PlaceMonster(card="kobold_skirmisher"),
    )


def test_r075_nobody_can_play_freezes_the_size() -> None:
    hands = [
        ["the_kobold_and_the_brave"],
        ["get_angry"],
        ["the_kobold_and_the_brave"],
        ["get_angry"],
    ]
    state, _ = trigger(hands, battle_deck=[])
    assert state.phase == "end" and state.floors[2].room(1).monsters == ()


def test_r238_henchman_goes_to_the_bottom() -> None:
    hands = [
        ["kobold_skirmisher"],
        ["demon_roaches", "kinda_wimpy_goblin"],
        ["kobold_skirmisher"],
        ["kobold_skirmisher"],
    ]
    state, _ = trigger(hands)
    state, _ = act(
        state, PlaceMonster(card="demon_roaches"), PlaceMonster(card="kobold_skirmisher")
    )
    assert state.floors[2].room(1).monsters == ("kobold_skirmisher", "demon_roaches")

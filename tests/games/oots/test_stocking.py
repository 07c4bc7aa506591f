"""New battles: Battle Size, stocking clockwise, exhaustion, 2 players (R067-R081)."""

from __future__ import annotations

from typing import Any

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import PlaceMonster, Step, StopMoving
from dungeontable.games.oots.events import HandRedrawn, MonsterPlaced

from .conftest import act, position

FLOORS = [
    {"floor": 1, "left": 0, "rooms": ["room1"], "up": 0, "down": 0},
    {"floor": 2, "left": 0, "rooms": ["room2", "room3"], "up": 0},
]


def trigger(hands: list[list[str]], seats: int = 4, **extra: Any) -> Any:
    """Seat 0 (Elan) steps from room2 into the empty room3 on floor 2."""
    chars = ["elan", "roy", "belkar", "durkon", "haley", "vaarsuvius"]
    players = [{"character": chars[s], "at": [1, 0], "hand": hands[s]} for s in range(seats)]
    players[0]["at"] = [2, 0]
    setup = {
        "floors": FLOORS,
        "players": players,
        "loot": [{"at": [2, 1], "cards": ["gem"]}],
        **extra,
    }
    state = position(setup, seats=seats)
    return act(state, Step(floor=2, pos=1), StopMoving())


def test_example_triggering_a_new_battle() -> None:
    """Rulebook 'Triggering a New Battle': Size 2 -> Leader 3 -> Horde 4; Durkon redraws and is
    skipped; Elan places on himself; Roy completes it; Elan defends against the Skelemen."""
    hands = [["kobold"], ["skelemen", "goblin", "zombie"], ["necromancer"], ["brave", "angry"]]
    state, ev = trigger(hands, battle_deck=["goblin"] * 7 + ["kobold"] * 10)
    assert state.phase == "stock" and state.stocking is not None
    assert state.stocking.size == 2 and state.stocking.cursor == 1  # R067, R069
    state, ev = act(state, PlaceMonster(card="skelemen"))
    assert state.stocking.cursor == 2
    state, ev = act(state, PlaceMonster(card="necromancer"))
    assert [e.size for e in ev if isinstance(e, MonsterPlaced)] == [4]  # R246 + R259
    assert [e.seat for e in ev if isinstance(e, HandRedrawn)] == [3]  # R072
    assert state.players[3].hand == ("goblin",) * 7
    assert state.stocking.cursor == 0  # R073: Elan places against himself
    state, _ = act(state, PlaceMonster(card="kobold"))
    assert state.stocking.cursor == 1
    state, _ = act(state, PlaceMonster(card="goblin"))
    room = state.floors[2].room(1)
    assert room.monsters == ("skelemen", "necromancer", "kobold", "goblin")  # R070
    assert room.loot == ("gem",)  # R037: the Loot stays, the battle comes first
    assert state.phase == "shtick" and state.battle is not None
    assert state.battle.monster == "skelemen" and state.battle.attacker is False  # R080


def test_r078_two_players_second_card_on_first_chance() -> None:
    hands = [["kobold"], ["goblin", "zombie"]]
    state, _ = trigger(hands, seats=2)
    assert state.stocking is not None and state.stocking.cursor == 1
    state, _ = act(state, PlaceMonster(card="goblin"))
    assert state.stocking is not None and state.stocking.cursor == 1
    state, _ = act(state, PlaceMonster(card="zombie"))
    assert state.floors[2].room(1).monsters == ("goblin", "zombie")
    assert state.battle is not None and state.battle.monster == "goblin"  # seat 0 placed none


def test_r079_a57_two_players_redraw_until_a_monster() -> None:
    hands = [["kobold"], ["brave"]]
    state, ev = trigger(hands, seats=2, battle_deck=["angry"] * 7 + ["zombie"] + ["kobold"] * 6)
    assert [e.seat for e in ev if isinstance(e, HandRedrawn)] == [1, 1]
    assert state.phase == "stock" and state.stocking.cursor == 1
    assert GAME.legal_actions(state) == (PlaceMonster(card="zombie"), PlaceMonster(card="kobold"))


def test_r075_nobody_can_play_freezes_the_size() -> None:
    hands = [["brave"], ["angry"], ["brave"], ["angry"]]
    state, _ = trigger(hands, battle_deck=[])
    assert state.phase == "end" and state.floors[2].room(1).monsters == ()


def test_r238_henchman_goes_to_the_bottom() -> None:
    hands = [["kobold"], ["roaches", "goblin"], ["kobold"], ["kobold"]]
    state, _ = trigger(hands)
    state, _ = act(state, PlaceMonster(card="roaches"), PlaceMonster(card="kobold"))
    assert state.floors[2].room(1).monsters == ("kobold", "roaches")

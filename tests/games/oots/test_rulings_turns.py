"""Ruling options of resting, fleeing, Traps, the collapse, ranged PvP and the Lair door
(A08, A25-A27, A33-A35, A67, A69).

Each test plays one small position under the proposed ruling and under the alternative reading
and asserts the exact, different outcomes.
"""

from __future__ import annotations

from typing import Any

from dungeontable.core import Event
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import (
    AttackPlayer,
    EndTurn,
    RangedAttack,
    RemoveRoom,
    Rest,
    Stay,
    Step,
    TakeLoot,
)
from dungeontable.games.oots.common.collapsing import begin_collapse, escape_order
from dungeontable.games.oots.common.wounds import heal, lose_wounds
from dungeontable.games.oots.rules.turn import begin_turn

from .conftest import act, dice, position

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


def test_a08_rest_heals_at_the_start_of_the_next_turn_or_at_the_end_of_the_rest_turn() -> None:
    roy = {"character": "roy", "at": [1, 1], "wounds": 2, "flipped": [True, False, False]}
    setup = table([roy, {"character": "haley", "at": [1, 3]}])
    for when, after_rest, next_start in (("next_start", 2, 1), ("rest_end", 1, 1)):
        state = position(setup, seats=2, rest_heals_at=when)
        state, _ = act(state, Rest())
        pl = state.players[0]
        assert (pl.wounds, pl.flipped[0], pl.resting) == (after_rest, when == "next_start", True)
        state = begin_turn(state, 0, [])  # Roy's next turn: he stands up
        pl = state.players[0]
        assert (state.turn.seat, pl.wounds, pl.flipped[0], pl.resting) == (
            0,
            next_start,
            False,
            False,
        )


def test_r165_healing_nothing_tells_of_no_healing() -> None:
    """A heal of 0 (Finders Keepers' heal field) changes nothing and emits no Healed event."""
    setup = table([{"character": "roy", "at": [1, 1], "wounds": 2}, {"character": "haley"}])
    state = position(setup, seats=2)
    ev: list[Event] = []
    assert heal(state, 0, 0, ev) is state
    assert ev == []
    healed = heal(state, 0, 5, ev)
    assert healed.players[0].wounds == 0
    assert [type(e).__name__ for e in ev] == ["Healed"]


def test_a26_a_resting_player_flees_next_turn_or_at_once() -> None:
    roy = {"character": "roy", "at": [1, 3], "resting": True, "stash": ["talisman_of_dorukan"]}
    setup = table([roy, {"character": "haley"}], turn=1)
    ev: list[Event] = []
    state = lose_wounds(position(setup, seats=2), 0, 4, ev)
    pl = state.players[0]
    assert (pl.fleeing, pl.flee_pending, pl.place, pl.stash) == (
        True,
        True,
        (1, 3),
        ("talisman_of_dorukan",),
    )
    state = lose_wounds(position(setup, seats=2, flee_when_down="at_once"), 0, 4, ev)
    pl = state.players[0]
    assert (pl.fleeing, pl.flee_pending, pl.place, pl.stash) == (True, False, (1, 0), ())
    assert state.floors[1].room(3).loot == ("talisman_of_dorukan",)


def test_a27_a_player_missing_a_turn_still_removes_a_collapse_room_unless_switched_off() -> None:
    roy = {"character": "roy", "at": [1, 1], "missed": 1}
    setup = table([roy, {"character": "haley", "at": [1, 2]}], turn=1, phase="end", collapse=True)
    state, _ = act(position(setup, seats=2), EndTurn())
    assert (state.turn.seat, state.phase) == (0, "end")
    assert GAME.legal_actions(state) == (RemoveRoom(floor=1, pos=3),)
    state = position(setup, seats=2, missed_turn_removes_room=False)
    state, _ = act(state, EndTurn())
    assert (state.turn.seat, state.phase, state.players[0].missed) == (1, "start", 0)
    assert state.floors[1].right == 3


def test_a33_the_escape_starts_at_xykons_room_or_runs_left_to_right() -> None:
    state = position(table([{"character": "roy"}, {"character": "haley"}]), seats=2)
    assert escape_order(state, (1, 2)) == [(1, 2), (1, 1), (1, 3), (1, 0)]
    state = position(table([{}, {}]), seats=2, escape_order="left_to_right")
    assert escape_order(state, (1, 2)) == [(1, 0), (1, 1), (1, 2), (1, 3)]


def test_a34_the_lich_killer_takes_two_loot_after_the_escape_unless_switched_off() -> None:
    roy = {"character": "roy", "at": [1, 1], "stash": []}
    setup = table([roy, {"character": "haley", "at": [1, 3]}, {"at": [1, 3]}])
    setup["loot"] = [
        {"at": [1, 1], "cards": ["talisman_of_dorukan", "big_pile_of_gems", "starmetal_chunk"]}
    ]
    for takes, stash in ((True, ("talisman_of_dorukan", "big_pile_of_gems")), (False, ())):
        state = position(setup, seats=3, lich_killer_takes_loot=takes)
        state = begin_collapse(state, 0, [], reason="lich")
        assert state.players[0].stash == stash


def test_a35_players_on_the_entrance_leave_when_the_collapse_starts_or_on_their_turn() -> None:
    players = [{"character": "roy", "at": [1, 1]}, {"character": "haley"}, {"at": [1, 2]}]
    setup = table(players)
    state = begin_collapse(position(setup, seats=3), None, [], reason="time")
    assert (state.players[1].left, state.exits) == (0, (1,))
    alt = position(setup, seats=3, entrance_players_leave="on_their_turn")
    alt = begin_collapse(alt, None, [], reason="time")
    assert (alt.players[1].left, alt.exits) == (None, ())
    alt = begin_turn(alt, 1, [])
    assert (alt.players[1].left, alt.exits, alt.phase) == (0, (1,), "end")


def test_a67_a_ranged_attack_on_a_player_standing_with_monsters_unless_they_protect() -> None:
    setup = table(
        # Bag of Tricks: Range 2 reaches the room 2 away
        [
            {
                "character": "roy",
                "at": [1, 0],
                "shticks": ["roy_greenhilt_sword", "roy_bag_of_tricks"],
            },
            {"character": "haley", "at": [1, 2]},
        ],
        monsters=[{"at": [1, 2], "cards": ["kobold_skirmisher"]}],
    )
    state, _ = act(position(setup, seats=2), Stay())
    assert GAME.legal_actions(state)[:2] == (RangedAttack(floor=1, pos=2), AttackPlayer(seat=1))
    state, _ = act(position(setup, seats=2, ranged_pvp_past_monsters=False), Stay())
    assert AttackPlayer(seat=1) not in GAME.legal_actions(state)
    assert RangedAttack(floor=1, pos=2) in GAME.legal_actions(state)


def test_a69_lair_requirements_are_checked_at_the_stairs_or_at_every_lair_step() -> None:
    lair = {"floor": 4, "left": 0, "rooms": ["goblin_barracks", "throne_room_of_darkness"], "up": 0}
    setup = {"floors": [*FLOORS, lair], "players": [{"character": "roy", "at": [4, 1]}, {}]}
    state = position(setup, seats=2)
    assert state.lair == 4 and Step(floor=4, pos=0) in GAME.legal_actions(state)
    state = position(setup, seats=2, lair_requirements="every_lair_step")
    assert Step(floor=4, pos=0) not in GAME.legal_actions(state)


def test_a25_a_trap_uses_up_its_pickup_unless_switched_off() -> None:
    roy = {"character": "roy", "at": [1, 1], "stash": [], "hand": []}
    pile = [
        {
            "at": [1, 1],
            "cards": [
                "shuriken_trap",
                "talisman_of_dorukan",
                "big_pile_of_gems",
                "starmetal_chunk",
            ],
        }
    ]
    setup = table([roy, {"character": "haley", "hand": []}], loot=pile)
    for uses, rest_stash, take_stash in (
        (True, ("talisman_of_dorukan",), ()),
        (False, ("talisman_of_dorukan", "big_pile_of_gems"), ("talisman_of_dorukan",)),
    ):
        state = dice(position(setup, seats=2, trap_uses_pickup=uses), 12)
        state, _ = act(state, Rest())
        assert state.players[0].stash == rest_stash
        assert state.removed == ("shuriken_trap",)
        state = dice(position(setup, seats=2, trap_uses_pickup=uses), 12)
        state, _ = act(state, TakeLoot())
        assert state.players[0].stash == take_stash

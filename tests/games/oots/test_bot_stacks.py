"""The heuristic bot reads a Monster's whole stack (R108, R251-R261) and, in No Turning Back
(R315), rests out of Monster rooms (R182): staying in one is a battle, not a rest."""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import Step
from dungeontable.games.oots.bots.heuristic import Mind
from dungeontable.games.oots.combat.from_state import battle_context
from dungeontable.games.oots.combat.modifiers import total_modifiers
from dungeontable.games.oots.state import Battle

from .conftest import position

LAIR = [
    {"floor": 1, "rooms": ["dusty_corridor"], "up": 0, "down": 0},
    {"floor": 2, "rooms": ["dusty_corridor"], "up": 0, "down": 0},
    {"floor": 3, "rooms": ["dusty_corridor"], "up": 0, "down": 0},
    {"floor": 4, "rooms": ["safe_haven", "goblin_barracks"], "up": 0},
]
STACK = ["xykon_the_lich", "kinda_wimpy_goblin", "goblin_archer", "owlbearish_thing"]


def _lair(**belkar: Any) -> Any:
    players = [
        {"character": "belkar", "at": [4, 1], **belkar},
        {"character": "haley", "at": [0, 0]},
    ]
    setup = {"floors": LAIR, "monsters": [{"at": [4, 1], "cards": STACK}], "players": players}
    return position(setup, seats=2)


def test_the_bot_counts_the_stack_as_the_battle_does() -> None:
    """The Lich (Attack 12, Defense 10, +4 for the Lair's level, R276) tops two Goblins: his
    Assist (Goblin or Undead) adds +2/+2 for each (R342's base-game kin, A06): Defense 18 and
    Attack 20 in the battle's own breakdown, and in the bot's reckoning of the room (before:
    14 and 16, the printed numbers and the level only)."""
    state = _lair()
    view = GAME.view(state, 0)
    mind = Mind(view)
    room = next(r for r in view.floors[4].rooms if r.pos == 1)
    for attacker, total in ((True, 18), (False, 20)):
        battle = Battle(room=(4, 1), monster="xykon_the_lich", attacker=attacker)
        ready = replace(state, battle=battle, phase="shtick")
        assert total_modifiers(battle_context(ready)).foe == total
        assert mind.monster_value("xykon_the_lich", attacker, 4, room) == total
        assert mind.monster_value("xykon_the_lich", attacker, 4) == total - 4


def test_no_turning_back_a_wounded_player_rests_out_of_a_monster_room() -> None:
    """No Turning Back (R315): no way up to the Entrance, so a player on his last Wound rests
    on his floor (R182). In the Lich's room, staying is a battle he cannot win (18 to beat with
    Stabby Stabby's +2): the bot walks to the Safe Haven next door to rest instead."""
    state = _lair(shticks=["belkar_stabby_stabby"], wounds=3)
    state = replace(
        state, options=replace(state.options, expansion="shortening", no_turning_back=True)
    )
    legal = GAME.legal_actions(state)
    view = GAME.view(state, 0)
    mind = Mind(view)
    assert mind.me.wounds == mind.me.max_wounds - 1
    assert mind._rest_rooms() == {(4, 0)}
    assert mind.choose(list(legal)) == Step(floor=4, pos=0)


def test_no_turning_back_a_wounded_player_leaves_a_room_where_no_one_may_rest() -> None:
    """The Bottomless Pit allows no resting (R183), so staying there heals nothing: with no way
    up (R315) the player on his last Wound walks to the Dusty Corridor next door to rest (R182)
    (seed 181's four players waited in the Pit for 80 rounds)."""
    floors = [
        {"floor": 1, "rooms": ["dusty_corridor"], "up": 0, "down": 0},
        {"floor": 2, "rooms": ["bottomless_pit", "dusty_corridor"], "up": 0, "down": 0},
    ]
    players = [
        {"character": "belkar", "at": [2, 0], "wounds": 3},
        {"character": "haley", "at": [0, 0]},
    ]
    state = position({"floors": floors, "players": players}, seats=2)
    state = replace(
        state, options=replace(state.options, expansion="shortening", no_turning_back=True)
    )
    legal = GAME.legal_actions(state)
    assert not any(type(a).__name__ == "Rest" for a in legal)  # R183
    mind = Mind(GAME.view(state, 0))
    assert mind._rest_rooms() == {(2, 1)}
    assert mind.choose(list(legal)) == Step(floor=2, pos=1)

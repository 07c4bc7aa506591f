"""R372 with R277: an Area Effect that fells Xykon the Lich and a Monster with X: the collapse
begins, then the player still chooses whether to save the other Monster."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event
from dungeontable.games.oots.actions import SaveMonster
from dungeontable.games.oots.events import CollapseBegan, MonsterDefeated
from dungeontable.games.oots.rules.area import _defeat_all
from dungeontable.games.oots.state import Battle

from .conftest import act, position


def test_r372_xykon_and_a_goblin_fall_to_one_area_effect() -> None:
    floors = [
        {"floor": 1, "rooms": ["dusty_corridor"], "up": 0, "down": 0},
        {"floor": 2, "rooms": ["dusty_corridor"], "up": 0, "down": 0},
        {"floor": 3, "rooms": ["dusty_corridor"], "up": 0, "down": 0},
        {"floor": 4, "rooms": ["safe_haven", "goblin_barracks"], "up": 0},
    ]
    v = {"character": "vaarsuvius", "at": [4, 1], "shticks": ["vaarsuvius_fireball"]}
    setup = {
        "floors": floors,
        "monsters": [{"at": [4, 1], "cards": ["xykon_the_lich", "kinda_wimpy_goblin"]}],
        "players": [v, {"character": "elan", "at": [1, 0]}],
    }
    state = position(setup, seats=2)
    hit = ("xykon_the_lich", "kinda_wimpy_goblin")
    battle = Battle(room=(4, 1), monster=hit[0], attacker=True, shtick=0, area=hit)
    state = replace(state, battle=battle, phase="area-roll")
    ev: list[Event] = []
    state = _defeat_all(state, hit, ("magic",), ev)
    assert [e.reason for e in ev if isinstance(e, CollapseBegan)] == ["xykon"]
    assert state.collapse and state.lich_killer == 0
    assert state.players[0].lich == "xykon_the_lich"
    # the Goblin (1 X) is the player's choice, asked after the collapse began
    assert state.phase == "keep" and state.battle is not None
    assert state.battle.monster == "kinda_wimpy_goblin" and state.battle.area_keep == ()
    state, ev = act(state, SaveMonster(keep=False))
    assert [(e.monster, e.saved) for e in ev if isinstance(e, MonsterDefeated)] == [
        ("kinda_wimpy_goblin", False)
    ]
    assert state.players[0].saved == () and "kinda_wimpy_goblin" in state.battle_discard
    assert state.phase == "end" and state.collapse

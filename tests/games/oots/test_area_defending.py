"""Ruling A17: an Area Effect shtick may defend, against the highest total Attack among its
targets; a loss costs 1 Wound and every reaching target's win effects (R145-R146). The card file
cards/area_ward_a17.toml gives Cone of Cold a Defense: no packaged Area Effect has one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import Fight, Step, StopMoving, UseShtick
from dungeontable.games.oots.events import BattleResolved

from .conftest import act, dice, position

WARD = str(Path(__file__).parent / "cards" / "area_ward_a17.toml")


def _setup() -> dict[str, Any]:
    v = {
        "character": "vaarsuvius",
        "at": [1, 0],
        "shticks": ["vaarsuvius_cone_of_cold", "vaarsuvius_staff_whack", "vaarsuvius_haste"],
        "stash": ["beard_comb"],
        "hand": ["cave_bear"],
    }
    elan = {"character": "elan", "hand": ["cave_bear"]}
    floors = [{"floor": 1, "rooms": ["dusty_corridor", "damp_cellar"], "up": 0}]
    stack = [{"at": [1, 1], "cards": ["goblin_sneak", "ogre_brute", "kobold_skirmisher"]}]
    return {"floors": floors, "monsters": stack, "players": [v, elan]}


def _defending(**options: Any) -> Any:
    state = position(_setup(), seats=2, cards=(WARD,), **options)
    state, _ = act(state, Step(floor=1, pos=1), StopMoving())
    return state


def test_a17_an_area_effect_defends_against_the_highest_attack_and_loses_to_all() -> None:
    state = _defending()
    assert UseShtick(index=0) in GAME.legal_actions(state)
    state, _ = act(state, UseShtick(index=0))
    state, events = act(dice(state, 5, 6), Fight())
    resolved = [e for e in events if isinstance(e, BattleResolved)]
    # targets: the top 2 (Goblin Sneak, Attack 4; Ogre Brute, Attack 9, Multiattack 2: the lower
    # of two dice counts, 5): 5 + 3 = 8 < 9
    assert [(e.player_total, e.monster_total, e.result) for e in resolved] == [(8, 9, "lose")]
    assert state.players[0].wounds == 1  # exactly 1 Wound (R145)
    assert state.players[0].stash == ()  # the Goblin Sneak's Thief, a target's win effect (R146)


def test_a17_off_area_effects_only_attack() -> None:
    state = _defending(area_effect_defending=False)
    assert UseShtick(index=0) not in GAME.legal_actions(state)
    assert UseShtick(index=1) in GAME.legal_actions(state)

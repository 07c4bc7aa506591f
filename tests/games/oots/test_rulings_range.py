"""Ruling option A31: a Range-infinity shtick also defends at Range 0, or only at a distance."""

from __future__ import annotations

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import Step, StopMoving, UseShtick

from .conftest import act, position


def test_a31_an_infinite_range_shtick_defends_at_range_0_unless_switched_off() -> None:
    setup = {
        "floors": [
            {"floor": 1, "left": 0, "rooms": ["empty_storeroom", "dusty_corridor"], "up": 0}
        ],
        "players": [
            # Staff Whack (Defense 1, Range 0), Shield Spell (Defense 3, Range infinity)
            {
                "character": "vaarsuvius",
                "at": [1, 0],
                "shticks": ["vaarsuvius_staff_whack", "vaarsuvius_shield_spell"],
                "hand": [],
            },
            {"hand": []},
        ],
        "monsters": [{"at": [1, 1], "cards": ["kobold_skirmisher"]}],
    }
    for at_zero, shticks in ((True, (0, 1)), (False, (0,))):
        state = position(setup, seats=2, infinite_range_at_zero=at_zero)
        state, _ = act(state, Step(floor=1, pos=1), StopMoving())
        assert state.battle is not None and not state.battle.attacker
        legal = GAME.legal_actions(state)
        assert tuple(a.index for a in legal if isinstance(a, UseShtick) and a.index >= 0) == shticks

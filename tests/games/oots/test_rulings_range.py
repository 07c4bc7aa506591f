"""Ruling option A31: a Range-infinity shtick also defends at Range 0, or only at a distance."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import Step, StopMoving, UseShtick
from dungeontable.games.oots.deck import INFINITE, ShtickSpec, cards_of, register_cards

from .conftest import act, position


def _ward_set() -> str:
    cs = cards_of("test")
    ward = ShtickSpec(
        id="roy_ward", name="Ward", character="roy", attack=None, defense=3, range=INFINITE
    )
    register_cards("test-ward", replace(cs, shticks={**cs.shticks, "roy_ward": ward}))
    return "test-ward"


def test_a31_an_infinite_range_shtick_defends_at_range_0_unless_switched_off() -> None:
    setup = {
        "floors": [{"floor": 1, "left": 0, "rooms": ["room1", "room2"], "up": 0}],
        "players": [
            {"character": "roy", "at": [1, 0], "shticks": ["roy_sword", "roy_ward"], "hand": []},
            {"hand": []},
        ],
        "monsters": [{"at": [1, 1], "cards": ["kobold"]}],
    }
    for at_zero, shticks in ((True, (0, 1)), (False, (0,))):
        state = position(setup, seats=2, cardset=_ward_set(), infinite_range_at_zero=at_zero)
        state, _ = act(state, Step(floor=1, pos=1), StopMoving())
        assert state.battle is not None and not state.battle.attacker
        legal = GAME.legal_actions(state)
        assert tuple(a.index for a in legal if isinstance(a, UseShtick) and a.index >= 0) == shticks

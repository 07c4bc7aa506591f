"""A59 ``after-roll`` window: Do Over rerolls your battle die before the results (own battle)."""

from __future__ import annotations

from typing import Any

from dungeontable.core import DieRolled
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import Fight, PassPriority, PlayScrew, Stay, UseShtick
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.events import BattleResolved
from dungeontable.games.oots.state import State

from .conftest import act, dice, position

FLOORS = [
    {"floor": 1, "left": 0, "rooms": ["empty_storeroom", "dusty_corridor", "damp_cellar"], "up": 0}
]


def rolled(roy_hand: list[str], haley_hand: list[str], *faces: int) -> tuple[State, list[Any]]:
    """Roy (seat 0) attacks the Kobold Skirmisher (Defense 4) in his room with the Greenhilt Sword
    (Attack 2) and rolls ``faces``."""
    players: list[dict[str, Any]] = [
        {"character": "roy", "at": [1, 1], "shticks": ["roy_greenhilt_sword"], "hand": roy_hand},
        {"character": "haley", "at": [0, 0], "hand": haley_hand},
    ]
    setup = {
        "floors": FLOORS,
        "players": players,
        "monsters": [{"at": [1, 1], "cards": ["kobold_skirmisher"]}],
    }
    state = position(setup, seats=2)
    state, _ = act(state, Stay(), UseShtick(index=0))
    state = dice(state, *faces)
    return act(state, Fight())


def results(ev: list[Any]) -> list[tuple[int, int, int, str]]:
    return [
        (e.roll, e.player_total, e.monster_total, e.result)
        for e in ev
        if isinstance(e, BattleResolved)
    ]


def test_a59_do_over_rerolls_after_the_roll_before_the_results() -> None:
    state, ev = rolled(["do_over"], ["kinda_wimpy_goblin"], 2, 9)
    assert [e.value for e in ev if isinstance(e, DieRolled)] == [2]
    assert results(ev) == []  # the result waits for the window
    assert state.phase == "window" and GAME.decision(state).seat == 0
    assert GAME.legal_actions(state) == (PlayScrew(card="do_over"), PassPriority())
    state, ev = act(state, PlayScrew(card="do_over"))
    assert [e.value for e in ev if isinstance(e, DieRolled)] == [9]
    assert results(ev) == [(9, 11, 4, "win")]  # 9 + Sword 2 against Kobold Skirmisher Defense 4
    assert "do_over" in state.battle_discard and state.players[0].hand == ()


def test_a59_passing_keeps_the_first_roll() -> None:
    state, _ = rolled(["do_over"], ["kinda_wimpy_goblin"], 2, 9)
    state, ev = act(state, PassPriority())
    assert [e.value for e in ev if isinstance(e, DieRolled)] == []
    assert [r[:3] for r in results(ev)] == [(2, 4, 4)]
    assert state.players[0].hand == ("do_over",)


def test_a59_do_over_is_only_for_your_own_battle() -> None:
    state, ev = rolled(["kinda_wimpy_goblin"], ["do_over"], 2, 9)
    assert [r[:3] for r in results(ev)] == [(2, 4, 4)]  # no window: Haley may not play it
    assert state.players[1].hand == ("do_over",)


def test_house_do_over_uses_the_after_roll_window() -> None:
    screws = cards_of("base").screws
    s = screws["do_over"]
    assert (s.window, s.reroll, s.own_battle_only) == ("after-roll", True, True)
    assert [c for c, x in sorted(screws.items()) if x.reroll] == ["do_over"]

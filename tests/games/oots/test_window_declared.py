"""A59 ``shtick-declared`` window: Wardrobe Malfunction flips the Battle Shtick just declared."""

from __future__ import annotations

from typing import Any

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import Fight, PassPriority, PlayScrew, Stay, UseShtick
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.events import BattleResolved, ScrewPlayed
from dungeontable.games.oots.state import State

from .conftest import act, dice, position

FLOORS = [
    {"floor": 1, "left": 0, "rooms": ["empty_storeroom", "dusty_corridor", "damp_cellar"], "up": 0}
]


def fight(roy_hand: list[str], haley_hand: list[str]) -> State:
    """Roy (seat 0) stays in (1,1) with a Kobold Skirmisher (Defense 4) and attacks it; Haley is
    on the Entrance."""
    players: list[dict[str, Any]] = [
        {
            "character": "roy",
            "at": [1, 1],
            "shticks": ["roy_greenhilt_sword", "roy_bag_of_tricks"],
            "hand": roy_hand,
        },
        {"character": "haley", "at": [0, 0], "hand": haley_hand},
    ]
    setup = {
        "floors": FLOORS,
        "players": players,
        "monsters": [{"at": [1, 1], "cards": ["kobold_skirmisher"]}],
    }
    state = position(setup, seats=2)
    state, _ = act(state, Stay())
    assert state.phase == "shtick" and state.battle is not None and state.battle.attacker
    return state


def test_a59_wardrobe_malfunction_flips_the_declared_shtick() -> None:
    state = fight(["kinda_wimpy_goblin"], ["wardrobe_malfunction"])
    state, _ = act(state, UseShtick(index=0))
    assert state.phase == "window" and GAME.decision(state).seat == 1
    assert GAME.legal_actions(state) == (PlayScrew(card="wardrobe_malfunction"), PassPriority())
    state, ev = act(state, PlayScrew(card="wardrobe_malfunction"))
    assert [(e.seat, e.card) for e in ev if isinstance(e, ScrewPlayed)] == [
        (1, "wardrobe_malfunction")
    ]
    assert state.phase == "help" and state.battle is not None and state.battle.shtick is None
    assert state.players[0].flipped == (True, False)
    assert state.players[1].hand == () and state.battle_discard[-1] == "wardrobe_malfunction"
    state = dice(state, 9)
    state, ev = act(state, Fight())
    got = [(e.roll, e.player_total, e.result) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(9, 9, "draw")]  # R150: no shtick, so even a higher total is only a draw


def test_a59_passing_keeps_the_shtick_and_the_card() -> None:
    state = fight(["kinda_wimpy_goblin"], ["wardrobe_malfunction"])
    state, _ = act(state, UseShtick(index=0), PassPriority())
    assert state.phase == "help" and state.battle is not None and state.battle.shtick == 0
    assert state.players[0].flipped == (False, False) and state.players[1].hand == (
        "wardrobe_malfunction",
    )
    state = dice(state, 9)
    state, ev = act(state, Fight())
    assert [(e.player_total, e.result) for e in ev if isinstance(e, BattleResolved)] == [
        (11, "win")
    ]  # 9 + Sword 2


def test_a59_no_window_for_your_own_card_or_without_a_shtick() -> None:
    state = fight(["wardrobe_malfunction"], ["kinda_wimpy_goblin"])
    state, _ = act(state, UseShtick(index=0))
    assert state.phase == "help"  # nobody else holds it; Roy cannot flip his own
    state = fight(["kinda_wimpy_goblin"], ["wardrobe_malfunction"])
    state, _ = act(state, UseShtick(index=-1))
    assert state.phase == "help"  # no shtick declared: nothing to flip


def test_a59_wardrobe_malfunction_is_playable_only_in_its_window() -> None:
    state = fight(["kinda_wimpy_goblin"], ["wardrobe_malfunction"])
    state, _ = act(state, UseShtick(index=0), PassPriority())
    assert state.phase == "help"
    state = dice(state, 9)
    state, _ = act(state, Fight())  # no before-roll window: Haley's card is not for it
    assert state.players[1].hand == ("wardrobe_malfunction",) and state.phase != "window"


def test_house_wardrobe_malfunction_uses_the_declared_window() -> None:
    screws = cards_of("base").screws
    s = screws["wardrobe_malfunction"]
    assert (s.window, s.flip_declared, s.own_battle_only) == ("shtick-declared", True, False)
    assert [c for c, x in sorted(screws.items()) if x.flip_declared] == ["wardrobe_malfunction"]

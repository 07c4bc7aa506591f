"""The heuristic bot against Wandering Xykon (Exp L99-L135): it keeps Undead out of his Minion
Stack and attacks him when the help it can ask for gives it a chance (R329, R336, R342, R344)."""

from __future__ import annotations

from typing import Any

from dungeontable.core import Rng
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import Stay
from dungeontable.games.oots.bots import HeuristicBot
from dungeontable.games.oots.bots.heuristic import Mind
from dungeontable.games.oots.bots.xykon import help_bonus, stock_first

from .conftest import position

WX = {"expansion": "shortening", "wandering_xykon": True}
ROY_SHTICKS = [
    "roy_greenhilt_sword",
    "roy_master_of_battle_administration",
    "roy_logic",
    "roy_two_handed_swing",
]


def roy_with_xykon(haley_at: list[int]) -> Any:
    """Roy (+4 attacking) in Xykon's room (2, 1) with three Undead minions (Defense 10 + 6);
    Roy's Stash holds Oooooo Sparklies (Drool Factor 2 for Haley); Haley stands at ``haley_at``."""
    roy = {
        "character": "roy",
        "at": [2, 1],
        "hand": ["cave_bear"],
        "stash": ["oooooo_sparklies"],
        "shticks": ROY_SHTICKS,
    }
    haley = {"character": "haley", "at": haley_at, "hand": ["cave_bear"]}
    elan = {"character": "elan", "at": [0, 0], "hand": ["cave_bear"]}
    setup = {
        "turn": 0,
        "rooms": [{"at": [2, 1], "face_down": False}],
        "players": [roy, haley, elan],
        "xykon": {"at": [2, 1], "catcher": 1, "minions": ["ghoul"] * 3},
    }
    return position(setup, seats=3, seed=7, **WX)


def choice(state: Any) -> Any:
    legal = GAME.legal_actions(state)
    action, _ = HeuristicBot(GAME).choose(GAME.view(state, 0), legal, Rng.from_seed(0))
    return action


def test_the_bot_attacks_xykon_with_the_help_it_can_ask_for() -> None:
    """R128, R131, R344: with Haley on the floor, Roy can ask her help with Loot she drools 2 over
    (+4): +8 against Defense 16 wins on a 9 or more (4 in 12), so he stays to attack; with Haley
    on another floor nobody can help (+4 against 16 never wins) and he does not stay."""
    helped = roy_with_xykon([2, 0])
    mind = Mind(GAME.view(helped, 0))
    assert mind.monster_value("wandering_xykon", True, 2) == 16  # R342: 10 + 2 x 3 Undead
    assert mind.best_mod(True) == 4
    assert help_bonus(mind.view, mind.cs, mind.me, 2) == 4
    assert mind.xykon_odds(2) == 4 / 12
    assert choice(helped) == Stay()
    alone = roy_with_xykon([1, 0])
    mind = Mind(GAME.view(alone, 0))
    assert help_bonus(mind.view, mind.cs, mind.me, 2) == 0
    assert mind.xykon_odds(2) == 0.0
    assert choice(alone) != Stay()


def test_the_bot_stocks_undead_before_the_catch_and_neither_goblins_nor_undead_after() -> None:
    """R329: before Xykon's attention is caught an Undead kept in hand may join his Minion Stack,
    so it is placed first; R336: once he wanders he gathers Goblins and Undead from rooms, so
    anything else is placed first; without the variant nothing is preferred."""
    hand = ["cave_bear", "ghoul", "kinda_wimpy_goblin"]
    players = [{"at": [1, 1], "hand": hand}, {"at": [0, 0]}, {"at": [0, 0]}]
    before = position({"turn": 0, "players": players, "xykon": {}}, seats=3, seed=7, **WX)
    view = GAME.view(before, 0)
    assert stock_first(view, Mind(view).cs, hand) == ["ghoul"]
    caught = {"turn": 0, "players": players, "xykon": {"at": [3, 0], "catcher": 1}}
    view = GAME.view(position(caught, seats=3, seed=7, **WX), 0)
    assert stock_first(view, Mind(view).cs, hand) == ["cave_bear"]
    plain = GAME.view(position({"turn": 0, "players": players}, seats=3, seed=7), 0)
    assert stock_first(plain, Mind(plain).cs, hand) == []


def test_against_xykon_a_draw_shtick_does_not_count_towards_winning() -> None:
    """R111, R346: Hide (+4 Defense, "the battle is a draw") never wounds Xykon, so Elan's
    defending odds (no Loot, so no help) come from Rapier Flourish (+2): d12 + 2 against his
    Attack 12 wins on an 11 or 12 (2 in 12), not on a 9 or more as Hide's +4 would."""
    elan = {
        "character": "elan",
        "at": [2, 1],
        "hand": ["cave_bear"],
        "shticks": ["elan_hide", "elan_rapier_flourish"],
        "stash": [],  # no Loot to pay helpers with
    }
    others = [{"character": c, "at": [0, 0], "hand": ["cave_bear"]} for c in ("roy", "haley")]
    setup = {
        "turn": 0,
        "rooms": [{"at": [2, 1], "face_down": False}],
        "players": [elan, *others],
        "xykon": {"at": [2, 1], "catcher": 1},
    }
    mind = Mind(GAME.view(position(setup, seats=3, seed=7, **WX), 0))
    assert mind.monster_value("wandering_xykon", False, 2) == 12
    assert mind.xykon_odds(2, attacker=False) == 2 / 12


def test_an_area_effect_counts_the_undead_minions_it_would_defeat() -> None:
    """R343: Fireball (2 targets) hits Xykon and the top minion of his three Ghouls: one
    Undead less for his Assist (R342); a Weapon shtick hits him alone."""
    v = {
        "character": "vaarsuvius",
        "at": [2, 1],
        "hand": ["cave_bear"],
        "shticks": ["vaarsuvius_fireball"],
    }
    others = [{"character": c, "at": [0, 0], "hand": ["cave_bear"]} for c in ("roy", "haley")]
    setup = {
        "turn": 0,
        "rooms": [{"at": [2, 1], "face_down": False}],
        "players": [v, *others],
        "xykon": {"at": [2, 1], "catcher": 1, "minions": ["ghoul"] * 3},
    }
    mind = Mind(GAME.view(position(setup, seats=3, seed=7, **WX), 0))
    assert mind._undead_hit(mind.cs.shticks["vaarsuvius_fireball"], (2, 1)) == 1
    assert mind._undead_hit(mind.cs.shticks["roy_greenhilt_sword"], (2, 1)) == 0


def test_on_his_last_wound_the_nearest_keeps_the_safe_haven_and_the_others_chase() -> None:
    """R338, R349: on his last Wound Xykon runs for the Safe Haven and heals there only alone:
    the healthy player nearest to it (on floor 3) goes there; one farther (on floor 1) goes for
    him; at two Wounds nobody waits there (waiting drew him there to heal)."""
    players = [
        {"character": "roy", "at": [3, 1], "hand": ["cave_bear"]},
        {"character": "haley", "at": [1, 1], "hand": ["cave_bear"]},
        {"character": "elan", "at": [0, 0], "hand": ["cave_bear"]},
    ]
    rooms = [{"at": [f, 1], "face_down": False} for f in (1, 2, 3)]
    setup: dict[str, Any] = {
        "turn": 0,
        "rooms": rooms,
        "players": players,
        "xykon": {"at": [2, 1], "catcher": 1, "wounds": 1},
    }
    state = position(setup, seats=3, seed=7, **WX)
    haven = (4, state.floors[4].left)
    keeper = Mind(GAME.view(state, 0))
    assert keeper._haven_to_keep() == haven and keeper.goals() == {haven}
    setup["turn"] = 1  # Haley's turn: the Mind decides for the seat whose decision it is
    chaser = Mind(GAME.view(position(setup, seats=3, seed=7, **WX), 1))
    assert chaser._haven_to_keep() is None
    assert chaser.xykon_worth_it(2, attacker=False)  # on his last Wound any real chance will do
    assert chaser.goals() == {(2, 1)}  # his room, where he attacks whoever enters (R340)
    setup["xykon"] = {"at": [2, 1], "catcher": 1, "wounds": 2}
    setup["turn"] = 0
    assert Mind(GAME.view(position(setup, seats=3, seed=7, **WX), 0))._haven_to_keep() is None

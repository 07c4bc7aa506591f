"""Long heuristic games: the cause of the 60,000-step games and its fix.

Found with seed 230 (4 heuristic seats, no turn cap): all four players stood in a room with a
Ghost (Impervious, Flying, Hide) that none of their face-up shticks could fight. Each turn the
bot stayed (it judged the Ghost "beatable" from its best shtick value), fought without a
shtick, and every result was a draw (a win without a shtick is a draw, R150; Hide turns the
attacker's loss into a draw, R244) - forever. The bot now stays only when one of its face-up
shticks may fight the Monster and defeat it (not a "the battle is a draw" Result, R111: seed 19,
Roy's Intimidating Glare against the same Ghost).

Seeds 19 and 51 also showed a rules hole: a player who started fleeing during their own start
actions (a Trap from the 1-Loot pickup) kept taking start actions - equipping, and stepping onto
the Entrance by a normal move, where fleeing never ended (the flee step only healed on the way
in). Now a fleeing player's start/end actions are only the end of the turn (R172), and a flee
step that starts on the Entrance ends the flight there (R171).
"""

from __future__ import annotations

import pytest

from dungeontable.core import Rng
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import EndTurn, Stay, Step, TakeLoot
from dungeontable.games.oots.bots import HeuristicBot
from dungeontable.games.oots.options import Options

from .conftest import act, dice, position

FLOORS = [{"floor": 1, "left": 0, "rooms": ["dusty_corridor", "damp_cellar"], "up": 0}]


def ghost_room(shticks: list[str]) -> object:
    roy = {"character": "roy", "at": [1, 1], "shticks": shticks, "hand": ["cowardly_kobold"]}
    setup = {
        "floors": FLOORS,
        "players": [roy, {"character": "haley", "at": [0, 0], "hand": ["cowardly_kobold"]}],
        "monsters": [{"at": [1, 1], "cards": ["ghost"]}],
    }
    return position(setup, seats=2, cardset="base")


def bot_choice(state: object) -> object:
    legal = GAME.legal_actions(state)
    action, _ = HeuristicBot(GAME).choose(GAME.view(state, 0), legal, Rng.from_seed(0))
    return action


def test_the_bot_does_not_stay_with_a_monster_it_cannot_fight() -> None:
    state = ghost_room(["roy_greenhilt_sword", "roy_two_handed_swing"])  # Weapons, Range 0
    assert Stay() in GAME.legal_actions(state)
    assert isinstance(bot_choice(state), Step)


def test_the_bot_stays_when_a_shtick_can_fight_it() -> None:
    state = ghost_room(["roy_bag_of_tricks"])  # no type, Range 2: not Impervious, not Flying
    assert bot_choice(state) == Stay()


def test_the_bot_does_not_stay_with_only_a_draw_result_shtick() -> None:
    state = ghost_room(["roy_intimidating_glare", "roy_greenhilt_sword"])  # a draw; a Weapon
    assert isinstance(bot_choice(state), Step)


def test_fleeing_in_the_start_actions_ends_the_turn() -> None:
    roy = {"character": "roy", "at": [1, 3], "wounds": 3, "stash": [], "hand": ["cowardly_kobold"]}
    rooms = ["dusty_corridor", "damp_cellar", "boring_hallway", "empty_storeroom"]
    setup = {
        "floors": [{"floor": 1, "left": 0, "rooms": rooms, "up": 0}],
        "players": [roy, {"character": "haley", "at": [0, 0], "hand": ["cowardly_kobold"]}],
        "loot": [{"at": [1, 3], "cards": ["pit_trap"]}],
    }
    state = dice(position(setup, seats=2, cardset="base"), 1)
    state, _ = act(state, TakeLoot())  # Pit Trap: 1 < Evade 6, the 4th Wound
    assert state.players[0].fleeing and state.players[0].place == (1, 0)  # 3 rooms fled
    assert state.phase == "start"
    assert GAME.legal_actions(state) == (EndTurn(),)  # R172: no equipping, no stepping


def test_a_flee_step_from_the_entrance_ends_the_flight() -> None:
    roy = {
        "character": "roy",
        "at": [0, 0],
        "wounds": 4,
        "fleeing": True,
        "hand": ["cowardly_kobold"],
    }
    haley = {"character": "haley", "at": [1, 0], "hand": ["cowardly_kobold"]}
    state = position({"floors": FLOORS, "players": [haley, roy]}, seats=2, cardset="base")
    state, _ = act(state, Stay(), EndTurn())
    assert state.players[1].fleeing is False and state.players[1].wounds == 0  # R171


@pytest.mark.parametrize("seed", [19, 52, 230, 325])
def test_seeded_four_heuristic_seats_finish(seed: int) -> None:
    """The seeded reproductions: 60,000+ steps before the fixes, one or two thousand after.
    (Seed 51 was one until Haggle and Shameless Gloating drew their Loot: since then its four
    bots sit in the Lair under the Lich's 7-Monster stack and never win; a bot weakness.)"""
    from dungeontable.bots.runner import play_game

    outcome, steps = play_game(GAME, Options(round_cap=0), ["heuristic"] * 4, seed, 20_000)
    assert outcome.reason != "turn_cap" and steps < 20_000

"""Long heuristic games: the cause of the 60,000-step games and its fix.

Found with seed 230 (4 heuristic seats, no turn cap): all four players stood in a room with a
Ghost (Impervious, Flying, Hide) that none of their face-up shticks could fight. Each turn the
bot stayed (it judged the Ghost "beatable" from its best shtick value), fought without a
shtick, and every result was a draw (a win without a shtick is a draw, R150; Hide turns the
attacker's loss into a draw, R244) - forever. The bot now stays only when one of its face-up
shticks may fight the Monster.
"""

from __future__ import annotations

from dungeontable.core import Rng
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import Stay, Step
from dungeontable.games.oots.bots import HeuristicBot
from dungeontable.games.oots.options import Options

from .conftest import position

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


def test_seed_230_four_heuristic_seats_finish() -> None:
    """The seeded reproduction: 60,000+ steps before the fix, about a thousand after."""
    from dungeontable.bots.runner import play_game

    outcome, steps = play_game(GAME, Options(turn_limit=0), ["heuristic"] * 4, 230, 20_000)
    assert outcome.reason != "turn_cap" and steps < 20_000

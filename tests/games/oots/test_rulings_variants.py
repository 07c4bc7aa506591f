"""Ruling options of the variants (A37 Xykon's Not Home, A38 Nerdcore).

Each test plays one small position under the proposed ruling and under the alternative reading
and asserts the exact, different outcomes.
"""

from __future__ import annotations

from dungeontable.core import parse_options
from dungeontable.games.oots import GAME
from dungeontable.games.oots.common.dungeon import cap
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.rules.turn import is_xykon_not_home

from .conftest import position


def test_a37_xykon_not_home_has_an_8_room_lair_or_keeps_the_5_room_limit() -> None:
    lair = {
        "floor": 4,
        "left": 0,
        "rooms": [
            "goblin_barracks",
            "throne_room_of_darkness",
            "gallery_of_evil_portraits",
            "hall_of_undying_minions",
            "dorukan_s_gate",
        ],
    }
    setup = {"floors": [lair], "lair_deck": ["phylactery_vault", "xykon_s_secret_lair"]}
    state = position(setup, seats=2, xykon_not_home=True)
    assert (cap(state, 4), is_xykon_not_home(state)) == (8, False)
    state = position(setup, seats=2, xykon_not_home=True, xykon_not_home_lair_rooms=5)
    assert (cap(state, 4), is_xykon_not_home(state)) == (5, True)
    assert parse_options(Options, {"xykon_not_home_lair_rooms": "5"}).xykon_not_home_lair_rooms == 5


def test_a38_nerdcore_lair_deck_is_5_of_the_7_rooms_or_all_7() -> None:
    base = Options(nerdcore=True)
    state = GAME.setup(base, 2, seed=3)
    assert len(state.lair_deck) == 5 and "safe_haven" not in state.lair_deck
    state = GAME.setup(Options(nerdcore=True, nerdcore_lair_deck="all_seven"), 2, 3)
    assert sorted(state.lair_deck) == [
        "dorukan_s_gate",
        "gallery_of_evil_portraits",
        "goblin_barracks",
        "hall_of_undying_minions",
        "phylactery_vault",
        "throne_room_of_darkness",
        "xykon_s_secret_lair",
    ]  # the 7 Lair rooms besides the Safe Haven

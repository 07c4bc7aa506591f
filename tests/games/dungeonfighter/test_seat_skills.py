"""Thrower skill per seat (§3.4, §3.6): the ``skills`` option, the ``heuristic-<skill>`` bot levels
and the seat-kind hook the lobby, ``play`` and ``sim`` call."""

from __future__ import annotations

import pytest

from dungeontable.bots import levels
from dungeontable.bots.runner import play_steps
from dungeontable.cli.arguments import build_options
from dungeontable.games.dungeonfighter.options import Options
from dungeontable.games.dungeonfighter.rules.fight import context_for
from dungeontable.games.dungeonfighter.state import Throwing
from dungeontable.server.lobby import NewMatch, new_match_row

from .conftest import GAME, build


def test_skills_from_the_command_line_and_per_hero() -> None:
    options = build_options(GAME, ["skills=expert,average,novice"])
    assert options.skills == ("expert", "average", "novice")
    assert [options.skill_of(i) for i in (0, 1, 2, 3)] == ["expert", "average", "novice", "average"]
    state = build({"monster": "goblin"}, skills=("expert", "average", "novice"))
    assert [context_for(state, Throwing(hero=i, die="red")).skill for i in (0, 2)] == [
        "expert",
        "novice",
    ]


def test_human_skill_needs_physics() -> None:
    with pytest.raises(ValueError, match="physics"):
        Options(resolver="surrogate", skills=("human",))
    assert Options(resolver="physics", skills=("human",)).skill_of(0) == "human"
    assert Options(skills=("human",)).skill_of(0) == "human"  # resolver=auto (the default)


def test_seat_kinds_map_to_skills() -> None:
    assert {"heuristic-novice", "heuristic-average", "heuristic-expert"} <= set(
        levels("dungeonfighter")
    )
    kinds = ["heuristic-expert", "human", "heuristic-novice", "random"]
    surrogate = Options(resolver="surrogate")
    assert GAME.seat_options(surrogate, kinds).skills == ("expert", "average", "novice", "average")
    physics = GAME.seat_options(Options(resolver="physics"), kinds)
    assert physics.skills == ("expert", "human", "novice", "average")
    assert GAME.seat_options(Options(), kinds).skills == ("expert", "human", "novice", "average")
    assert GAME.seat_options(surrogate, ["heuristic", "human"]) == surrogate
    assert GAME.seat_options(Options(), ["heuristic", "heuristic"]) == Options()
    explicit = Options(skills=("novice",))
    assert GAME.seat_options(explicit, kinds) is explicit


def test_bot_levels_set_the_skill_in_bot_games() -> None:
    bots = ["heuristic-expert", "heuristic-novice", "heuristic"]
    step = next(iter(play_steps(GAME, Options(), bots, seed=3, turn_cap=1)))
    assert step.after.options.skills == ("expert", "novice", "average")


def test_the_lobby_records_the_skills_of_bot_seats() -> None:
    request = NewMatch(game="dungeonfighter", seats=["human", "heuristic-expert"], seed=1)
    row = new_match_row(request)
    assert tuple(row.options["skills"]) == ("human", "expert")  # resolver=auto: physics for Ann

"""Issue 15: a bad ``heroes`` option is a one-line usage error naming the problem and the heroes
to choose from (R010), and the board names heroes, monsters, abilities and requirements."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from dungeontable.cli import app
from dungeontable.core import OptionError, parse_options
from dungeontable.games.dungeonfighter.options import Options

from .conftest import GAME

HEROES = "torm, randolph, goldfinga, brannock, mirela, quill, sable, hobb, vesk"


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ("torm,torm", "each hero plays once ('torm' named twice)"),
        ("bob", "unknown hero 'bob'"),
        ("torm,bob,zed", "unknown hero 'bob', 'zed'"),
    ],
)
def test_a_bad_heroes_option_names_the_problem_and_the_heroes(value: str, problem: str) -> None:
    with pytest.raises(OptionError) as caught:
        parse_options(Options, {"heroes": tuple(value.split(","))})
    message = str(caught.value)
    assert "\n" not in message
    assert f"option heroes: {problem}; heroes: {HEROES}" in message


def test_the_command_line_refuses_duplicate_heroes_in_one_line_with_exit_2() -> None:
    result = CliRunner().invoke(app, ["play", "dungeonfighter", "--option", "heroes=torm,torm"])
    assert result.exit_code == 2
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "named twice" in lines[0] and "Traceback" not in result.output


def test_chosen_heroes_fix_the_number_of_seats() -> None:
    assert GAME.seats_for(Options(heroes=("torm", "randolph", "vesk"))) == (3, 3)
    assert GAME.seats_for(Options(heroes=("torm", "vesk"), solo="two_heroes")) == (1, 2)
    assert GAME.seats_for(Options()) == (1, 6)


def test_maintenance_shows_the_monster_defeated_not_below_zero() -> None:
    """R075: the Goblin beaten by 8 damage (7 hit points); during Maintenance the board says
    it is defeated (it read "-1/7 hp")."""
    from .conftest import act, build

    state = build({"monster": "goblin", "hp": [9, 9, 9], "throws": ["4/special"]})
    state, _ = act(state, "throw die=red")  # Torm's red x2: 4 x 2 = 8
    assert state.phase == "maintenance" and state.fight is not None and state.fight.hp == -1
    text = GAME.render(GAME.view(state, 0))
    assert "Monster: Goblin (level 1, goblinoid): defeated" in text
    assert "-1" not in text and "Throwing:" not in text


def test_a_persons_hit_chance_is_read_at_the_level_of_their_noise() -> None:
    """§3.4 / §3.5: the table's odds for a person's throw use ``human_noise``'s level."""
    from .conftest import build

    def chance(noise: str) -> float | None:
        state = build({"monster": "goblin"}, resolver="auto", skills=("human",) * 3,
                      human_noise=noise)  # fmt: skip
        return GAME.view(state, 0).hit_chance

    assert (chance("novice"), chance("average"), chance("expert")) == (0.575, 0.785, 0.905)
    assert chance("flick") == chance("average")


def test_the_window_before_a_throw_asks_only_when_a_card_could_heal_someone() -> None:
    """R106 / AMB-49: Goldfinga's 1x Heal Party card with everyone at full health asks nobody;
    once Torm is hurt, Goldfinga is asked before Torm's throw."""
    from .conftest import build

    card = "feast_horn"
    full = build({"monster": "goblin", "equipment": [[], [], [card]]})
    decision = GAME.decision(full)
    assert decision is not None and (decision.kind, decision.seat) == ("throw", 0)
    hurt = build({"monster": "goblin", "equipment": [[], [], [card]], "hp": [7, 9, 9]})
    decision = GAME.decision(hurt)
    assert decision is not None and (decision.kind, decision.seat) == ("before-throw", 2)
    assert [a.to_text() for a in GAME.legal_actions(hurt)] == [
        f"use-card card={card} hero=-1",
        "continue",
    ]

"""Every scenario file in ``scenarios/`` passes (rulebook examples as data)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dungeontable.core import Driver, IllegalAction, run_scenario, run_scenario_file
from dungeontable.core.options import parse_options
from dungeontable.core.scenario import load_scenario, scenario_do

from .conftest import GAME

FILES = sorted((Path(__file__).parent / "scenarios").glob("*.toml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_file(path: Path) -> None:
    result = run_scenario_file(path, lambda name: GAME)
    assert result.failures == ()


SCRIPTED = [p for p in FILES if "throws" in load_scenario(p).get("setup", {})]


@pytest.mark.parametrize("path", SCRIPTED, ids=[p.stem for p in SCRIPTED])
def test_every_scripted_throw_is_thrown(path: Path) -> None:
    """A scripted throw left over means the scenario proves less than it says (a throw refused
    or never reached): every entry of ``throws`` is used by the file's actions."""
    data = load_scenario(path)
    table = Driver.from_scenario(
        GAME,
        data["setup"],
        seats=int(data.get("seats", GAME.min_seats)),
        seed=int(data.get("seed", 1)),
        options=parse_options(GAME.Options, data.get("options", {})),
    )
    for text in data.get("actions", ()):
        try:
            scenario_do(table, str(text))  # as the runner plays it (optional questions passed)
        except (IllegalAction, ValueError):
            continue  # a refusal the file expects (its ``error`` checks say which)
    assert table.state.throw_script == ()


def test_the_fight_example_exists() -> None:
    assert "l310_fight_example" in [p.stem for p in FILES]


def test_the_backing_down_example_combines_both_requirements() -> None:
    """R197 / l.496: the steam-vent room (house, Under-the-Leg) and the Dread Revenant (house,
    Backwards) give every throw both requirements; the table's odds (§3.5) drop below those
    of either requirement alone."""
    from dungeontable.games.dungeonfighter.rules.fight import requirements_for

    from .conftest import build

    def odds(room: str, monster: str) -> tuple[tuple[str, ...], float]:
        floors = ["crypt", "brass_works_dungeon", "hollow_halls_boss_floor"]
        spec = {"floors": floors, "floor": 1, "room": room, "monster": monster, "tier": 3}
        state = build(spec)
        chance = GAME.view(state, 0).hit_chance
        assert chance is not None
        return requirements_for(state, ()), chance

    both, vent_only, revenant_only = (
        odds("d", "dread_revenant"),
        odds("d", "giant_king"),
        odds("c", "dread_revenant"),
    )
    assert (both[0], vent_only[0], revenant_only[0]) == (
        ("backwards", "under_leg"),
        ("under_leg",),
        ("backwards",),
    )
    assert both[1] < min(vent_only[1], revenant_only[1])


def test_a_refusal_names_the_actions_the_short_way() -> None:
    """A refused throw is told as ``scenario trace`` lists actions (fields at their defaults
    left out), not with each throw's whole input; an ``error`` may quote that short text."""
    case = {
        "game": "dungeonfighter",
        "name": "the red die against a red-immune monster",
        "seats": 2,
        "options": {"resolver": "scripted"},
        "actions": ["throw die=red", "throw die=red"],
        "setup": {"heroes": ["torm", "randolph"], "leader": 0, "monster": "goblin_warlord"},
        "expect": [{"after": 0, "error": "Allowed now: throw die=blue; throw die=green"}],
    }
    result = run_scenario(case, lambda name: GAME)
    assert result.failures == (
        "action 1 (throw die=red) was refused: throw not legal now: die 'red' with weapons [] "
        "and charm '' is not on offer: the red die is not one to throw now (dice: blue, green). "
        "Allowed now: throw die=blue; "
        "throw die=green",
    )


def test_a_throw_with_another_heros_weapon_is_refused_for_the_weapon() -> None:
    """R081: a hero throws with his own weapons only; the refusal names the weapon and the
    thrower's own (none here), and the words say what may be thrown."""
    case = {
        "game": "dungeonfighter",
        "name": "Torm throws with Randolph's Helm",
        "seats": 2,
        "options": {"resolver": "scripted"},
        "actions": ['throw die=blue weapons=["helm_of_bravery"]'],
        "setup": {
            "heroes": ["torm", "randolph"],
            "leader": 0,
            "monster": "goblin",
            "equipment": [[], ["helm_of_bravery"]],
        },
    }
    (failure,) = run_scenario(case, lambda name: GAME).failures
    assert (
        "is not on offer: helm_of_bravery: not a weapon of the thrower's (theirs: none)" in failure
    )


def test_a_failed_legal_check_shows_the_short_texts() -> None:
    """``legal`` is observed the short way (fields at their defaults left out, as ``scenario
    trace`` lists it), so a failed check shows what to write; a full text still matches."""
    case = {
        "game": "dungeonfighter",
        "name": "an Agile Instincts card names no hero",
        "seats": 2,
        "options": {"resolver": "scripted"},
        "actions": ["throw die=red"],
        "setup": {
            "heroes": ["torm", "randolph"],
            "leader": 0,
            "equipment": [["dodgers_boots"], []],
            "monster": "abyssal_lord",
            "throws": ["off"],
        },
        "expect": [
            {"path": "legal", "contains": "use-card card=dodgers_boots hero=0"},
            {"path": "legal", "equals": ["use-card card=dodgers_boots hero=-1", "continue"]},
        ],
    }
    result = run_scenario(case, lambda name: GAME)
    assert result.failures == (
        "legal: expected to contain 'use-card card=dodgers_boots hero=0', got "
        "['use-card card=dodgers_boots', 'continue']",
    )

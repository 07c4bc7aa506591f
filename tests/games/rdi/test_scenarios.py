"""Every scenario file of the game (``scenarios/*.toml``: compendium examples, core rules,
mechanics, rule cases; SCENARIOS.md) passes, run exactly as ``dungeontable scenario run FILE``
runs it, and says what it shows: a name, the rule ids or compendium lines it rests on, and at
least one expectation."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from dungeontable.core import run_scenario, run_scenario_file
from dungeontable.games import get

FILES = sorted((Path(__file__).parent / "scenarios").glob("*.toml"))

CITES = re.compile(r"(?<![\w-])R-\d+|§\d|\b(?:00)?2?\s?L\d+|compendium")
"""A rule id of ``docs/rules/rdi.md`` or a line of the compendium (``002 L65``, ``L1297``)."""


def test_there_are_scenarios() -> None:
    assert len(FILES) >= 60


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario(path: Path) -> None:
    result = run_scenario_file(path, get)
    assert result.passed, "\n".join(result.failures)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_a_scenario_names_its_rule_and_expects_something(path: Path) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data.get("name"), f"{path.name}: no name"
    assert CITES.search(str(data.get("ref", ""))), f"{path.name}: ref cites no rule"
    assert data.get("expect"), f"{path.name}: no [[expect]]"


def test_a_file_of_no_actions_stopping_at_an_optional_question_is_told_so() -> None:
    """A Drink-phase setup with ``actions = []`` stops at Zakhan's Chi question (examiner 14b:
    the failure used to say nothing of it)."""
    name = "exam14b_r7_6_2_contest_tie_zakhan_passes_out_on_total.toml"
    data = tomllib.loads((Path(__file__).parent / "scenarios" / name).read_text())
    data["actions"] = []
    data["expect"] = [{"path": "seats.0.alcohol", "equals": 99}]
    assert run_scenario(data, get, "c").failures == (
        "seats.0.alcohol: expected 99, got 2",
        "with no action played the game waits at an optional question the file did not answer:"
        " seat 1 decides: choose whether to gain 1 Drunken Chi for the Drink that gave you"
        " Alcohol (chi)",
    )

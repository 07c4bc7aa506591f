"""Every scenario file of the game (``scenarios/*.toml``: compendium examples, core rules,
mechanics, rule cases; SCENARIOS.md) passes, run exactly as ``dungeontable scenario run FILE``
runs it, and says what it shows: a name, the rule ids or compendium lines it rests on, and at
least one expectation."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from dungeontable.core import run_scenario_file
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

"""Every OOTS scenario file (rulebook worked examples, format in games/oots/SCENARIOS.md) passes."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from dungeontable.core import run_scenario, run_scenario_file
from dungeontable.games import get

FILES = sorted((Path(__file__).parent / "scenarios").glob("*.toml"))


def test_there_are_scenarios() -> None:
    assert len(FILES) >= 3


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario(path: Path) -> None:
    result = run_scenario_file(path, get)
    assert result.passed, "\n".join(result.failures)


def test_a_file_ending_at_an_unanswered_optional_question_is_told_so() -> None:
    """A file whose last action is ``fight`` while a face-up Fool's Luck may reroll stops at the
    reroll question (the runner answers optional questions only before a later action): its
    failed check at the end is followed by where the game waits."""
    path = Path(__file__).parent / "scenarios" / "exam2_r120_player_defends_example_12_vs_13.toml"
    data = tomllib.loads(path.read_text())
    data["actions"] = data["actions"][:-1]  # no keep-roll: the reroll question stays open
    data["expect"] = [{"path": "players.0.wounds", "equals": 1}]
    assert run_scenario(data, get, "c").failures == (
        "players.0.wounds: expected 1, got 0",
        "after the last action the game waits at an optional question the file did not answer:"
        " seat 0 decides: keep the battle roll or reroll (reroll)",
    )

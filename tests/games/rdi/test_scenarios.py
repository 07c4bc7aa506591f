"""Every scenario file of the game (``scenarios/*.toml``: compendium examples, core rules,
mechanics, rule cases; SCENARIOS.md) passes, run exactly as ``dungeontable scenario run FILE``
runs it."""

from __future__ import annotations

from pathlib import Path

import pytest

from dungeontable.core import run_scenario_file
from dungeontable.games import get

FILES = sorted((Path(__file__).parent / "scenarios").glob("*.toml"))


def test_there_are_scenarios() -> None:
    assert len(FILES) >= 60


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario(path: Path) -> None:
    result = run_scenario_file(path, get)
    assert result.passed, "\n".join(result.failures)

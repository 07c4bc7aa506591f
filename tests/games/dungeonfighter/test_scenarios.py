"""Every scenario file in ``scenarios/`` passes (rulebook examples as data)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dungeontable.core import run_scenario_file

from .conftest import GAME

FILES = sorted((Path(__file__).parent / "scenarios").glob("*.toml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_file(path: Path) -> None:
    result = run_scenario_file(path, lambda name: GAME)
    assert result.failures == ()


def test_the_fight_example_exists() -> None:
    assert "l310_fight_example" in [p.stem for p in FILES]

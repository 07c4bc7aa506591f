"""Core-rule known-answer scenario files (``scenarios/core_*.toml``), run by the core runner as
``dungeontable scenario run FILE`` runs them."""

from __future__ import annotations

from pathlib import Path

import pytest

from dungeontable.core.game import Game
from dungeontable.core.scenario import run_scenario_file
from dungeontable.games.rdi import GAME

FILES = sorted((Path(__file__).parent / "scenarios").glob("core_*.toml"))


def resolve(name: str) -> Game:
    assert name == "rdi"
    return GAME  # type: ignore[return-value]


def test_there_are_core_scenarios() -> None:
    assert len(FILES) == 5


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_core_scenario(path: Path) -> None:
    result = run_scenario_file(path, resolve)
    assert result.failures == ()

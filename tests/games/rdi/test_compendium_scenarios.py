"""The compendium's Adonis and Remy examples as known-answer scenario files (STYLE 10), run by the
core runner exactly as ``dungeontable scenario run FILE`` runs them."""

from __future__ import annotations

from pathlib import Path

import pytest

from dungeontable.core.game import Game
from dungeontable.core.scenario import run_scenario_file
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.characters.registry import install

install()

FILES = sorted((Path(__file__).parent / "scenarios").glob("compendium_*.toml"))


def resolve(name: str) -> Game:
    assert name == "rdi"
    return GAME  # type: ignore[return-value]


def test_every_character_example_has_a_file() -> None:
    assert [f.name.split("_")[1] for f in FILES].count("adonis") == 4
    assert [f.name.split("_")[1] for f in FILES].count("remy") == 1


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_compendium_scenario(path: Path) -> None:
    result = run_scenario_file(path, resolve)
    assert result.failures == ()

"""The compendium's Adonis and Remy examples (``compendium_*``) and one rule case per mechanic
(``mechanic_*``) as known-answer scenario files (STYLE 10), run by the core runner exactly as
``dungeontable scenario run FILE`` runs them."""

from __future__ import annotations

from pathlib import Path

import pytest

from dungeontable.core.game import Game
from dungeontable.core.scenario import run_scenario_file
from dungeontable.games.rdi import GAME

HERE = Path(__file__).parent / "scenarios"
FILES = sorted([*HERE.glob("compendium_*.toml"), *HERE.glob("mechanic_*.toml")])


def resolve(name: str) -> Game:
    assert name == "rdi"
    return GAME  # type: ignore[return-value]


def test_every_character_example_has_a_file() -> None:
    """002: Adonis has four examples (L65, L71, L81, L83), Remy one (L1297); Jett, Lucky and
    Ygella have none, so each mechanic gets a rule case instead."""
    names = [f.stem.split("_") for f in FILES]
    assert [n[1] for n in names if n[0] == "compendium"] == ["adonis"] * 4 + ["remy"]
    assert [n[1] for n in names if n[0] == "mechanic"] == [
        "adonis",
        "jett",
        "lucky",
        "remy",
        "ygella",
    ]


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_compendium_scenario(path: Path) -> None:
    result = run_scenario_file(path, resolve)
    assert result.failures == ()

"""CLI tests run the real ``dungeontable`` app in-process (typer's CliRunner).

The conformance fixture game (Gem Grab) is registered for the duration of each test that asks for
``cli``, so the tests can assert exact outcomes without depending on a real game's content.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

os.environ["COLUMNS"] = "160"  # rich tables must not wrap in assertions; set before rich loads

import pytest
from typer.testing import CliRunner, Result

from conformance.fixture_game import GAME
from dungeontable.cli import app
from dungeontable.games import REGISTRY


@dataclass
class Cli:
    runner: CliRunner

    def __call__(self, args: Sequence[str], input: str | None = None) -> Result:
        return self.runner.invoke(app, list(args), input=input)


@pytest.fixture
def cli(monkeypatch: pytest.MonkeyPatch) -> Iterator[Cli]:
    monkeypatch.setitem(REGISTRY._games, GAME.name, GAME)
    yield Cli(CliRunner())

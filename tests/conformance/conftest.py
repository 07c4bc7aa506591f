"""Parametrize the conformance tests over every game under test (see ``kit.kit_names``).

``game_name`` runs a test once per game; ``game_seats`` once per (game, seat count) from the
game's minimum to its maximum. A game that cannot even be loaded still gets a test id, which
fails with the import error instead of breaking collection.
"""

from __future__ import annotations

from typing import Any

import pytest

from dungeontable.core import Game

from .kit import kit_names, resolve


def _seat_params() -> list[Any]:
    params = []
    for name in kit_names():
        try:
            game = resolve(name)
        except Exception as exc:  # reported by the test itself
            params.append(pytest.param((name, 0, repr(exc)), id=f"{name}-unloadable"))
            continue
        for seats in range(game.min_seats, game.max_seats + 1):
            params.append(pytest.param((name, seats, ""), id=f"{name}-{seats}p"))
    return params


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "game_name" in metafunc.fixturenames:
        metafunc.parametrize("game_name", kit_names())
    if "game_seats" in metafunc.fixturenames:
        metafunc.parametrize("game_seats", _seat_params())


@pytest.fixture
def game(game_name: str) -> Game:
    return resolve(game_name)


@pytest.fixture
def seated(game_seats: tuple[str, int, str]) -> tuple[Game, int]:
    """The game and seat count of a ``game_seats`` parameter."""
    name, seats, error = game_seats
    if error:
        pytest.fail(f"{name} cannot be loaded: {error}")
    return resolve(name), seats

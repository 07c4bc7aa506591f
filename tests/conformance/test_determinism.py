"""Same options, seed and actions give identical states and event streams in another process
with a different ``PYTHONHASHSEED`` (msgspec JSON digests compared)."""

from __future__ import annotations

import pytest

from dungeontable.bots.transcript import golden_seats
from dungeontable.core import Game

from .checks import check_cross_process
from .digest import playout_digest


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_same_seed_same_game_in_other_processes(game: Game) -> None:
    for seats in sorted({golden_seats(game), game.max_seats}):
        check_cross_process(game, seats, seed=11)


def test_different_seeds_give_different_games(game: Game) -> None:
    seats = golden_seats(game)
    digests = {playout_digest(game, seats, seed) for seed in range(4)}
    assert len(digests) == 4, "the seed does not change the game"

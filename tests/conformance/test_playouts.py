"""Random playouts of every game at every seat count end with an Outcome; steps are well formed.

A turn cap is a legitimate ending reason; a hang is not (``PLAYOUT_CAP`` steps and a timeout).
Each step also checks: the deciding seat exists, it has legal actions, they are distinct and
round-trip through their text and JSON forms, and every event round-trips through JSON.
"""

from __future__ import annotations

import pytest

from dungeontable.core import Game

from .checks import check_playout

PLAYOUT_SEEDS = range(30)
PLAYOUT_CAP = 50_000


@pytest.mark.timeout(240)
def test_random_playouts_end_with_an_outcome(seated: tuple[Game, int]) -> None:
    game, seats = seated
    steps = [check_playout(game, seats, seed, PLAYOUT_CAP) for seed in PLAYOUT_SEEDS]
    assert all(count > 0 for count in steps), f"a game that ends before any decision: {steps}"

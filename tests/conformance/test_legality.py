"""Only legal actions apply: an action taken from another position raises ``IllegalAction``
and leaves the state equal (including once the game is over); every offered action applies."""

from __future__ import annotations

import pytest

from dungeontable.core import Game

from .checks import (
    check_illegal_rejected,
    check_legal_actions_apply,
    foreign_actions,
    sample_states,
)


@pytest.mark.timeout(240)
def test_actions_from_other_positions_are_refused(seated: tuple[Game, int]) -> None:
    game, seats = seated
    foreign = foreign_actions(game, seats, seeds=(101, 102, 103))
    checked = 0
    for seed in (7, 8):
        states = sample_states(game, seats, seed, every=5, limit=30)
        checked += check_illegal_rejected(game, states, foreign)
    assert checked >= 10, f"only {checked} illegal actions could be tried: the sample is too thin"


@pytest.mark.timeout(240)
def test_every_offered_action_applies(seated: tuple[Game, int]) -> None:
    game, seats = seated
    states = [s for seed in (31, 32) for s in sample_states(game, seats, seed, every=3, limit=40)]
    assert check_legal_actions_apply(game, states) >= len(states) - 2

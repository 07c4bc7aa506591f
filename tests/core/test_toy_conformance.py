"""The toy game passes the conformance kit's checks (``tests/conformance``).

The toy is not registered, so the kit does not parametrize over it; these tests call the kit's
checks directly. They keep the toy honest as a ``Game`` (it is what the stack tests rely on):
the kit found an event field shadowing ``Event.to`` and an event class missing from the codec.
"""

from __future__ import annotations

import pytest

from conformance.checks import (
    check_illegal_rejected,
    check_playout,
    foreign_actions,
    sample_states,
)
from conformance.leaks import check_no_leaks

from .toygame import GAME


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_playouts_are_well_formed(seats: int) -> None:
    steps = [check_playout(GAME, seats, seed, 3_000) for seed in range(4)]
    assert min(steps) > 5


@pytest.mark.parametrize("seats", [2, 4])
def test_views_and_events_do_not_leak(seats: int) -> None:
    stats = check_no_leaks(GAME, sample_states(GAME, seats, 3, 3, 30), seats)
    assert stats.differing_determinizations > 10  # determinize really resamples
    assert stats.event_comparisons > 30


def test_actions_legal_elsewhere_are_refused_here() -> None:
    states = sample_states(GAME, 3, 5, 2, 30)
    assert check_illegal_rejected(GAME, states, foreign_actions(GAME, 3, [1, 2])) > 40

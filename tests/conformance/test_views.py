"""Views and per-seat events do not leak hidden data (generated states; see ``leaks``)."""

from __future__ import annotations

import pytest

from dungeontable.core import Game, capabilities

from .checks import sample_states
from .leaks import check_no_leaks


@pytest.mark.timeout(240)
def test_views_and_events_do_not_leak(seated: tuple[Game, int]) -> None:
    game, seats = seated
    seeds = (21, 22, 23)
    states = [s for seed in seeds for s in sample_states(game, seats, seed, every=4, limit=16)]
    stats = check_no_leaks(game, states, seats)
    assert stats.differing_determinizations > 0, "no sampled position had hidden data to vary"
    assert stats.event_comparisons > 0, "no action could be compared across determinizations"
    # A game whose seats all know the same (cooperative, hidden data hidden from everyone alike)
    # declares ``no_private_information``: there is nothing another seat sees to resample.
    if seats > 1 and not capabilities(game).no_private_information:
        assert stats.others_resampled > 0, (
            "determinize never changed another seat's view: it copies hidden data instead of "
            "resampling what the seat cannot see"
        )

"""No seat's view or events show what is hidden from it at a table of Keet the Treasure Hunter (his
face-down Artifacts unknown to everyone, himself included, 002 L580: views show which Artifacts are
still unseen, never which are face down where; the hands, decks and Drink Me! piles stay hidden),
and resampled views (determinize) are consistent with each seat's view: the conformance leak check
on seeded random playouts (issue 18)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options

from .test_determinize_variants import sample

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.leaks import check_no_leaks  # noqa: E402


@pytest.mark.parametrize(
    ("characters", "seed"),
    [
        (("keet", "fiona", "gog", "zot"), 51),
        (("serena", "keet", "lichking", "amundyr"), 52),
    ],
)
def test_no_seat_sees_what_is_hidden_from_it(characters: tuple[str, ...], seed: int) -> None:
    states = sample(Options(characters=characters), 4, seed, every=7, limit=10)
    stats = check_no_leaks(GAME, states, 4)
    assert stats.differing_determinizations > 0
    assert stats.event_comparisons > 0

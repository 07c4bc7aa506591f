"""No seat's view or events show what is hidden from it at a table of Warthorn (Story Deck),
Wizgille (Gear Deck), Zariah (Chimera), Ripsnarl (Fury) and The Wench (Special Reserve, face
down on piles), and resampled views (determinize) are consistent with each seat's view: the
conformance leak check on seeded random playouts (issue 16)."""

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
        (("warthorn", "wizgille", "wench", "zariah"), 11),
        (("wench", "ripsnarl", "warthorn", "fiona"), 12),
    ],
)
def test_no_seat_sees_what_is_hidden_from_it(characters: tuple[str, ...], seed: int) -> None:
    states = sample(Options(characters=characters), 4, seed, every=7, limit=10)
    stats = check_no_leaks(GAME, states, 4)
    assert stats.differing_determinizations > 0
    assert stats.event_comparisons > 0


@pytest.mark.parametrize(
    ("characters", "seed"),
    [
        (("murgath", "fiona", "gog", "dimli", "wench"), 1),
        (("fiona", "murgath", "nitrel", "samantha", "lizwick"), 2),
    ],
)
def test_blessings_in_other_hands_are_resampled_consistently(
    characters: tuple[str, ...], seed: int
) -> None:
    """Murgath's Blessing Deck at 5 seats: the deck a seat sees holds the Blessings in the
    other players' hands (its status line counts them too), and a resampled view deals those
    players as many Blessings as their hands hold beyond their own cards (their deck sizes
    unchanged)."""
    states = sample(Options(characters=characters), 5, seed, every=5, limit=14)
    held = [
        i
        for state in states
        for i, s in enumerate(state.seats)
        if any(c.startswith("blessing_") for c in s.hand)
    ]
    assert held  # some player holds a Blessing in these playouts
    stats = check_no_leaks(GAME, states, 5)
    assert stats.differing_determinizations > 0

"""No seat's view or events show what is hidden from it at a table of Nerodia the Petrifier (her
Petrification Pile and the cards under a Glare card are face down to everyone, Nerodia and the
givers included: only whose each card is shows; the giver alone is told which cards they gave,
the receiver which came back), and resampled views (determinize) are consistent with each seat's
view: the conformance leak check on seeded random playouts (issue 18)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.mechanics.petrification import Petrified
from dungeontable.games.rdi.options import Options

from .test_determinize_variants import sample

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.leaks import check_no_leaks  # noqa: E402


@pytest.mark.parametrize(
    ("characters", "seed"),
    [
        (("nerodia", "fiona", "gog", "zot"), 44),
        (("serena", "nerodia", "cormac", "natyli"), 42),
    ],
)
def test_no_seat_sees_what_is_hidden_from_it(characters: tuple[str, ...], seed: int) -> None:
    states = sample(Options(characters=characters), 4, seed, every=6, limit=16)
    assert any(
        x.pile
        for s in states
        for x in s.seats[characters.index("nerodia")].extra
        if isinstance(x, Petrified)
    ), "the sample never Petrified a card"
    stats = check_no_leaks(GAME, states, 4)
    assert stats.differing_determinizations > 0
    assert stats.event_comparisons > 0

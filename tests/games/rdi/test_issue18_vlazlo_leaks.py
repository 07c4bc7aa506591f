"""No seat's view or events show what is hidden from it at a table of Baron von Vlazlo (his Wolf
and Bat Decks face down to everyone, the form cards he buys or acquires his alone, only how many
of each deck's cards are in his hand and deck told to the others, 002 L1655; the hands, decks and
Drink Me! piles stay hidden), and resampled views (determinize) are consistent with each seat's
view: the conformance leak check on seeded random playouts (issue 18)."""

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
        (("vlazlo", "fiona", "gog", "zot"), 41),
        (("serena", "vlazlo", "cormac", "amundyr"), 42),
    ],
)
def test_no_seat_sees_what_is_hidden_from_it(characters: tuple[str, ...], seed: int) -> None:
    states = sample(Options(characters=characters), 4, seed, every=7, limit=10)
    stats = check_no_leaks(GAME, states, 4)
    assert stats.differing_determinizations > 0
    assert stats.event_comparisons > 0


def test_no_seat_sees_the_bosss_monstrosity_deck() -> None:
    """A Boss Battle with Vlazlo as the Boss: his Monstrosity Deck (ruling vlazlo_monstrosity)
    and his Boss cards stay hidden like the other form decks."""
    options = Options(characters=("vlazlo", "fiona", "gog", "zot"), boss=0)
    states = sample(options, 4, 43, every=7, limit=10)
    stats = check_no_leaks(GAME, states, 4)
    assert stats.differing_determinizations > 0
    assert stats.event_comparisons > 0

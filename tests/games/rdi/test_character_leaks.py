"""No seat's view or events show what is hidden from it at tables of the characters whose
mechanics keep their own components (issue 18's characters: Erin's form and Natyli's Debuff
Tokens and Pooky's Mood lie face up; Keet's face-down Artifacts, Roxana's Recipe Deck and Cutting
Board, Vlazlo's form decks and a Boss Vlazlo's Monstrosity Deck stay hidden, like every hand, deck
and Drink Me! pile), and resampled views (determinize) are consistent with each seat's view: the
conformance leak check on seeded random playouts. One table per row; Nerodia's and Petra's, which
also check that their hidden piles were used, have modules of their own."""

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

TABLES: list[tuple[tuple[str, ...], int, int]] = [
    (("erin", "fiona", "gog", "zot"), 61, -1),
    (("serena", "erin", "cormac", "amundyr"), 62, -1),
    (("keet", "fiona", "gog", "zot"), 51, -1),
    (("serena", "keet", "lichking", "amundyr"), 52, -1),
    (("natyli", "fiona", "gog", "zot"), 21, -1),
    (("serena", "natyli", "cormac", "amundyr"), 22, -1),
    (("pooky", "natyli", "fiona", "gog"), 23, -1),
    (("roxana", "fiona", "gog", "zot"), 31, -1),
    (("serena", "roxana", "cormac", "amundyr"), 32, -1),
    (("vlazlo", "fiona", "gog", "zot"), 41, -1),
    (("serena", "vlazlo", "cormac", "amundyr"), 42, -1),
    (("vlazlo", "fiona", "gog", "zot"), 43, 0),  # the Boss's Monstrosity Deck and Boss cards
    (("kaylin", "evil_pooky", "torglesnarf", "nerodia"), 71, -1),  # Aside, Wages cut: public
]
"""(characters, seed, Boss seat or -1)."""


@pytest.mark.parametrize(("characters", "seed", "boss"), TABLES)
def test_no_seat_sees_what_is_hidden_from_it(
    characters: tuple[str, ...], seed: int, boss: int
) -> None:
    states = sample(Options(characters=characters, boss=boss), 4, seed, every=7, limit=10)
    stats = check_no_leaks(GAME, states, 4)
    assert stats.differing_determinizations > 0
    assert stats.event_comparisons > 0

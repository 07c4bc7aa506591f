"""No seat's view or events show what is hidden from it at a table of Petra the Devious (her
Plotted Cards are face down to the other seats: they see how many, and events name the card
Plotted to her alone; discarded at her turn start they are public), in a normal game and with
her as the Boss of a Boss Battle, and resampled views (determinize) are consistent with each
seat's view: the conformance leak check on seeded random playouts (issue 18)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.mechanics.plots import Plots
from dungeontable.games.rdi.options import Options

from .test_determinize_variants import sample

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.leaks import check_no_leaks  # noqa: E402


@pytest.mark.parametrize(
    ("options", "seed"),
    [
        (Options(characters=("petra", "fiona", "gog", "zot")), 51),
        (Options(characters=("serena", "petra", "cormac", "nerodia")), 52),
        (Options(characters=("petra", "fiona", "gog", "zot"), boss=0), 53),
    ],
)
def test_no_seat_sees_what_is_hidden_from_it(options: Options, seed: int) -> None:
    states = sample(options, 4, seed, every=6, limit=16)
    me = options.characters.index("petra")
    plotted = [x for s in states for x in s.seats[me].extra if isinstance(x, Plots) and x.cards]
    assert plotted, "the sample never Plotted a card"
    stats = check_no_leaks(GAME, states, 4)
    assert stats.differing_determinizations > 0
    assert stats.event_comparisons > 0

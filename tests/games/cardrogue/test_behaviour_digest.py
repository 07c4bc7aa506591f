"""Pinned digests of seeded bot games: every step's decision (seat, kind), legal actions (in
order), chosen action, events and the state after it. Speed work on the engine (memos, skipped
generators, fewer copies) must leave every digest unchanged; the golden transcript covers one
game only.

The digests were recorded from commit 5ebf236 (Card Rogue as at 7a8a5c8), before the session-4
speed work (issue 4)
(recorded with the digest now in ``conformance.digest.behaviour_digest``). If a deliberate
rules change moves one, regenerate it with
``conformance.digest.behaviour_digest(GAME, options, bots, seeds)``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.options import Options

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.digest import behaviour_digest  # noqa: E402

RANDOM4 = ("random",) * 4
TABLES: dict[str, tuple[Options, tuple[str, ...], range, str]] = {
    "random-4": (
        Options(),
        RANDOM4,
        range(20),
        "4d1fa2c742bff4e3f790b3978244976fe8353b7f53abafd39bc9e6139dd3e7e6",
    ),
    "random-1": (
        Options(turn_cap=60),
        ("random",),
        range(12),
        "5154ee5104f9ccacc61fe6c05ae24282106ae12db670280c6b2b1fa5159eff70",
    ),
    "random-2": (
        Options(turn_cap=60),
        ("random",) * 2,
        range(3),
        "b200a65d613da43c2f45a00b5b6e5abecf04e7985e44024fb1968c9a3b3d3873",
    ),
    "random-3-square-open": (
        Options(layout="square", hands="open", turn_cap=50),
        ("random",) * 3,
        range(3),
        "8f7d537fdf30e6bcb57ba744cd61ff2163b580b6c0b99119a647bb2bb1e5d330",
    ),
    "random-4-rulings": (
        Options(
            turn_cap=40,
            equip_in_combat=True,
            place_on_every_tile_entered=True,
            flip_requires_open_edge=False,
            shop_access="on_arrival",
            empty_stacks="no_recycle",
            flips_after_slay=True,
            key_pickup="on_entry",
        ),
        RANDOM4,
        range(3),
        "c2e5cbc770b20e4cce3626252fd6789cef674c13d42504b8c75e5dd48643384a",
    ),
    "heuristic-4": (
        Options(),
        ("heuristic",) * 4,
        range(3),
        "33bc0b19fd89036cd704840825326567dde19557bfedd7d833e5e43f0db08fe8",
    ),
    "heuristic-1": (
        Options(),
        ("heuristic",),
        range(4),
        "25a933d370e236eb3ba680bc4428d7ece2420fc4b6cbfd27e3db6012f7480186",
    ),
    "mixed-3": (
        Options(turn_cap=60),
        ("heuristic", "random", "heuristic"),
        range(2),
        "157847d7dac0ac5b9ca47a3ee4786e1e2d430634bba6ca64c12ea788e8aa2c46",
    ),
}


@pytest.mark.parametrize("table", sorted(TABLES))
def test_seeded_games_are_unchanged(table: str) -> None:
    options, bots, seeds, expected = TABLES[table]
    assert behaviour_digest(GAME, options, bots, seeds) == expected

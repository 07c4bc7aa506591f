"""Pinned digests of seeded bot games: every step's decision (seat, kind), legal actions, chosen
action, events and the state after it. Speed work on the engine (memos, skipped windows, fewer
copies) must leave every digest unchanged; the golden transcript covers one game only.

The digests were recorded from commit 7a8a5c8, before any speed work (issue 4). If a deliberate
rules change moves one, regenerate it with
``conformance.digest.behaviour_digest(GAME, options, bots, seeds)``.

Re-pinned once when ``Options`` gained ``uniform_windows`` (off here): the states it hashes carry
their options, so the new field's ``"uniform_windows":false`` is in every state's bytes; with that
key taken out of each state the digests of 7a8a5c8 came out exactly (same decisions, legal
actions, actions, events and states).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from dungeontable.games.oots import GAME
from dungeontable.games.oots.options import Options

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.digest import behaviour_digest  # noqa: E402

RANDOM4 = ("random",) * 4
TABLES: dict[str, tuple[Options, tuple[str, ...], range, str]] = {
    "random-4": (
        Options(),
        RANDOM4,
        range(12),
        "762fb1d3417340b7a01ef2bab7931d401a720d31ff17ab0d0398b55d60d8083e",
    ),
    "random-2": (
        Options(),
        ("random",) * 2,
        range(4),
        "9198390d46a2770a129b83494b46e60069dac70340730bf90e5be5e38b5aff0c",
    ),
    "random-6": (
        Options(),
        ("random",) * 6,
        range(2),
        "bd0e8e7d728293d5d87ea3dacf08c6e502263eaba777339d6779408edc5b22cc",
    ),
    "go-team-medium": (
        Options(go_team=True, length="medium"),
        RANDOM4,
        range(2),
        "8f5804440701218a7276311f4c5ba42c138b3f189b16e77badc1188e1b95a737",
    ),
    "heuristic-4": (
        Options(),
        ("heuristic",) * 4,
        range(2),
        "6a50610660d3958a70e47cd858d492080508a799b8f1548837086f9e66f234b3",
    ),
    "mixed-3": (
        Options(),
        ("heuristic", "random", "heuristic"),
        range(2),
        "6698888de117c527914ca84cdda9e34b20db94d5ff3d9b325d7aa0ffaf754eba",
    ),
}


@pytest.mark.parametrize("table", sorted(TABLES))
def test_seeded_games_are_unchanged(table: str) -> None:
    options, bots, seeds, expected = TABLES[table]
    assert behaviour_digest(GAME, options, bots, seeds) == expected

"""Pinned digests of seeded bot games: every step's decision (seat, kind), legal actions, chosen
action, events and the state after it. Speed work on the engine (memos, skipped windows, fewer
copies) must leave every digest unchanged; the golden transcript covers one game only.

The digests were recorded from commit 7a8a5c8, before any speed work (issue 4). If a deliberate
rules change moves one, regenerate it with
``conformance.digest.behaviour_digest(GAME, options, bots, seeds)``.
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
        "fe7670187fb0670e51ad63706cb502854561b607965fc7de86790ed53bfc017d",
    ),
    "random-2": (
        Options(),
        ("random",) * 2,
        range(4),
        "437e521b10f909621b0213f95617809801a52f5036181ceeebde2af4e0b61ed8",
    ),
    "random-6": (
        Options(),
        ("random",) * 6,
        range(2),
        "5cd257515c64748ff72a04205cf073aa03e18029fb4f3d11ff02053ff930f728",
    ),
    "go-team-medium": (
        Options(go_team=True, length="medium"),
        RANDOM4,
        range(2),
        "beb45a9de461e747921af40b2d49fb02732881bc896e2e0d867e976ead383b4d",
    ),
    "heuristic-4": (
        Options(),
        ("heuristic",) * 4,
        range(2),
        "d54b6def7ef9e9dea8f7aec87a9bf354cee7726ced493d5ba09a5317e2b4909e",
    ),
    "mixed-3": (
        Options(),
        ("heuristic", "random", "heuristic"),
        range(2),
        "9c78b0450769ac73972026f7738345bc5856f56f74d824be7623b28e76f1b86b",
    ),
}


@pytest.mark.parametrize("table", sorted(TABLES))
def test_seeded_games_are_unchanged(table: str) -> None:
    options, bots, seeds, expected = TABLES[table]
    assert behaviour_digest(GAME, options, bots, seeds) == expected

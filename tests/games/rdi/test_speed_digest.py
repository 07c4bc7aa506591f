"""Pinned digests of seeded bot games for the session-4 speed work (issue 4): every step's
decision (seat, kind), legal actions (in order), chosen action, events and the state after it.
Speed work on the engine (memos, precomputed card facts, skipped windows) must leave every
digest unchanged; the golden transcript covers one 2-seat game only.

The digests were recorded from commit 8daab75 (the RDI engine as at session 3's end), before the
session-4 speed work
(recorded with the digest now in ``conformance.digest.behaviour_digest``). If a deliberate
rules change moves one, regenerate it with
``conformance.digest.behaviour_digest(GAME, options, bots, seeds)``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.digest import behaviour_digest  # noqa: E402

TABLES: dict[str, tuple[Options, tuple[str, ...], range, str]] = {
    "random-4": (
        Options(),
        ("random",) * 4,
        range(20),
        "24e8750312a5935497001b1bce789e2c5479c3a47824f448730f63c2bfcd5d90",
    ),
    "random-2": (
        Options(),
        ("random",) * 2,
        range(4),
        "29471249416dc4c4c2f6b0b756b5cf943e886f238bd69f2e1dd9f14ea8961fae",
    ),
    "random-6": (
        Options(),
        ("random",) * 6,
        range(3),
        "4ddcc8ebaae1d3e32b6b9d681ee83cc775139e3891bb4401800c041e90950fdd",
    ),
    "random-4-boss": (
        Options(boss=0),
        ("random",) * 4,
        range(3),
        "2bbeeb7c972fad7d017240ad648579bb72821b12e9ab1bcdf8b6e21b6a2e1206",
    ),
    "random-4-teams": (
        Options(teams="0+2,1+3"),
        ("random",) * 4,
        range(3),
        "b37c1d75a4e108271f8f797009d9623b960acad47fcce52641a4f37ed20c200a",
    ),
    "random-4-prizes-rulings": (
        Options(prizes=3, drink_after_event=True, priority_from="next_player", inn_gold=30),
        ("random",) * 4,
        range(3),
        "a27ef713b44299b6f7d7bc354326eed91b90a6652596231dcc369bf5573f49b8",
    ),
    "heuristic-4": (
        Options(),
        ("heuristic",) * 4,
        range(4),
        "8d6b35fecf00321a5b51bbe4ba93a3cf7d79786cf14053a6f07568cd0c7cf5dc",
    ),
    "mixed-3": (
        Options(),
        ("heuristic", "random", "heuristic"),
        range(2),
        "93bd25c7f9aacb805403a7b073b99604523a1c14af19e3abecbc2d2a25a933b3",
    ),
}


@pytest.mark.parametrize("table", sorted(TABLES))
def test_seeded_games_are_unchanged(table: str) -> None:
    options, bots, seeds, expected = TABLES[table]
    assert behaviour_digest(GAME, options, bots, seeds) == expected

"""Pinned digests of seeded bot games for the session-4 speed work (issue 4): every step's
decision (seat, kind), legal actions (in order), chosen action, events and the state after it.
Speed work on the engine (memos, precomputed card facts, skipped windows) must leave every
digest unchanged; the golden transcript covers one 2-seat game only.

The digests were recorded from commit 8daab75 (the RDI engine as at session 3's end), before the
session-4 speed work
(recorded with the digest now in ``conformance.digest.behaviour_digest``). If a deliberate
rules change moves one, regenerate it with
``conformance.digest.behaviour_digest(GAME, options, bots, seeds)``.

Re-pinned when ``Options`` gained ``uniform_windows`` (default False): each state's encoded
options gained ``"uniform_windows":false``; recomputed with that field stripped from every
encoded state, all eight digests equal the previous ones (the games did not change).
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
        "0fc79bd87a2c7cce451e04258c324502120e18acee0bd4710b2b342d1469a8bf",
    ),
    "random-2": (
        Options(),
        ("random",) * 2,
        range(4),
        "a7ddd98cf77b375f199a4e1133f68a99d5c09c408d1b04a235fb22f0ee95fcf9",
    ),
    "random-6": (
        Options(),
        ("random",) * 6,
        range(3),
        "963daa43dfaa0cc740937595a220155c703b5b61cb65f93fcd72adb0e4215743",
    ),
    "random-4-boss": (
        Options(boss=0),
        ("random",) * 4,
        range(3),
        "7de875ee0ba91da15eab564b185e5a1438479d95a89e13b0a958808d2276bdff",
    ),
    "random-4-teams": (
        Options(teams="0+2,1+3"),
        ("random",) * 4,
        range(3),
        "c697b8c2a0e116ed2ddd1ab5a3f26977fb217a79d2df7e585d26fc5a8bac1765",
    ),
    "random-4-prizes-rulings": (
        Options(prizes=3, drink_after_event=True, priority_from="next_player", inn_gold=30),
        ("random",) * 4,
        range(3),
        "4e71af5e1df767e43f20a6a0ba57223b71ba9888d08af54be1cca4b6b40fb16c",
    ),
    "heuristic-4": (
        Options(),
        ("heuristic",) * 4,
        range(4),
        "0cb987e8091864610e5f729edaad73067b6cea2080f7bb521f6977a020d5e5b5",
    ),
    "mixed-3": (
        Options(),
        ("heuristic", "random", "heuristic"),
        range(2),
        "13da88252ac680c753b9ee15d51c35dc9ccab7f6ccfc8bbb29a8b89d89db6188",
    ),
}


@pytest.mark.parametrize("table", sorted(TABLES))
def test_seeded_games_are_unchanged(table: str) -> None:
    options, bots, seeds, expected = TABLES[table]
    assert behaviour_digest(GAME, options, bots, seeds) == expected

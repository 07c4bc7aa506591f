"""A pinned digest of seeded bot games (issue 4: speed work must not change any game).

Every step's legal actions, chosen action, events (all as text) and the state after it (msgspec
JSON) over ~50 seeded random-bot games at 1-6 seats, difficulties and rulings, plus heuristic-bot
games at each skill level. The digests were recorded from the engine before the speed work
(commit 7a8a5c8); the golden transcript covers one game only.

Every view (JSON) of a few random games is pinned the same way (``view_digest``). If a
deliberate rules change moves a digest, regenerate it with ``behaviour_digest(TABLE)``.
"""

from __future__ import annotations

import hashlib

import msgspec
import pytest

from dungeontable.bots import play_steps
from dungeontable.games.dungeonfighter.options import Options

from .conftest import GAME

Table = tuple[str, Options, tuple[str, ...], range]

TABLES: tuple[Table, ...] = (
    ("random-4", Options(), ("random",) * 4, range(0, 40)),
    ("random-1", Options(), ("random",), range(100, 105)),
    ("random-2", Options(), ("random",) * 2, range(200, 205)),
    ("random-6-normal", Options(difficulty="normal"), ("random",) * 6, range(300, 305)),
    ("random-3-insane", Options(difficulty="insane"), ("random",) * 3, range(400, 405)),
    (
        "random-4-rulings",
        Options(
            entrance_is_encounter=True,
            sheet_side="a",
            one_shot_items="once_per_round",
            tracking_stacks=True,
            maintenance_order="quick_reference",
            loot_overflow="make_room",
            bonus_while_holding=True,
            damage_formula="add_first",
            skill="expert",
        ),
        ("random",) * 4,
        range(500, 505),
    ),
    ("random-1-solo2", Options(solo="two_heroes"), ("random",), range(600, 605)),
    (
        "heuristic-skills",
        Options(),
        ("heuristic-novice", "heuristic-average", "heuristic-expert"),
        range(700, 705),
    ),
    ("heuristic-4-normal", Options(difficulty="normal"), ("heuristic",) * 4, range(800, 805)),
)
DIGESTS = {
    "random-4": "4023f5b7b0655305ac84c55228e2c02ab141b58f35ae648ee9e59542cc11f3fc",
    "random-1": "2639e4c6dc2d7dd8b0c7a1b18ab0328c4de961e876bb259de066b0b7c6252898",
    "random-2": "f252268aaf2b7bf5c77bc3b6bc68b3297321aa0912b89ec703c552337c922fac",
    "random-6-normal": "666f3a1fb1b4d51fa83c7260727599c7a17d3e81dd6fbe54bbb6b3379415c68d",
    "random-3-insane": "8f37ce3946a24eccf1726cf82eba45a78fdd72611532868bc36cf593b0c5302d",
    "random-4-rulings": "508ecefef7f540f19f524a7f05e18ed9f74cb3baf91620bd656fc56b022b0b74",
    "random-1-solo2": "fe4b8a09e1030fd08af3c87992efec310b49ceb10d4f9d5d3b4953ff3f12f6fc",
    "heuristic-skills": "1e212c55dfb9f54452836bb8fc05291aac96e88c91ece9a0d5bd5628291218e8",
    "heuristic-4-normal": "ee986657e8e28a760f05512d858568188d54cd13397dddeabe1c418968e65f6f",
}


def behaviour_digest(table: Table) -> str:
    """SHA-256 over every step of the table's seeded games: legal actions, the action, the
    events (text) and the state after the step (JSON)."""
    _, options, bots, seeds = table
    h = hashlib.sha256()
    for seed in seeds:
        for step in play_steps(GAME, options, bots, seed):
            h.update("|".join(a.to_text() for a in step.legal).encode())
            h.update(step.action.to_text().encode())
            h.update("".join(e.to_text() for e in step.events).encode())
            h.update(msgspec.json.encode(step.after))
    return h.hexdigest()


@pytest.mark.parametrize("table", TABLES, ids=[t[0] for t in TABLES])
def test_seeded_games_are_unchanged(table: Table) -> None:
    assert behaviour_digest(table) == DIGESTS[table[0]]


VIEW_DIGEST = "1ad8e2799c00a3decb903a888f6789e5a6dbe018e08cf9e6e403909f10c998ef"


def view_digest(seeds: range = range(900, 906)) -> str:
    """SHA-256 over every seat's and the spectator's view (JSON) at each step of seeded
    random-bot games at 3 seats (the heuristic tables above see views only through actions)."""
    h = hashlib.sha256()
    for seed in seeds:
        for step in play_steps(GAME, Options(), ("random",) * 3, seed):
            for seat in (None, 0, 1, 2):
                h.update(msgspec.json.encode(GAME.view(step.before, seat)))
    return h.hexdigest()


def test_views_are_unchanged() -> None:
    assert view_digest() == VIEW_DIGEST

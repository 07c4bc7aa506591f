"""Pinned digests of seeded bot games, every game in one place (``digests.toml``).

A table is a game, options (only those that differ from the defaults), the bots of each seat and
a range of seeds; its digest is ``conformance.digest.behaviour_digest``: every step's decision
(seat, kind), the legal actions in order, the action, the events and the state after it. A view
table pins every seat's and the spectator's view before each step of seeded random games.

Restructuring and speed work must leave every digest unchanged; the golden transcripts cover one
game per game only. If a deliberate rules change moves a digest, regenerate that line with the
function named here and say why in the commit.
"""

from __future__ import annotations

import hashlib
import tomllib
from pathlib import Path
from typing import Any

import msgspec
import pytest

from dungeontable import games
from dungeontable.bots import play_steps
from dungeontable.core import parse_options

from .digest import behaviour_digest

PINNED = tomllib.loads((Path(__file__).parent / "digests.toml").read_text(encoding="utf-8"))
TABLES: list[dict[str, Any]] = PINNED["table"]
VIEWS: list[dict[str, Any]] = PINNED["views"]


def view_digest(game_name: str, seats: int, seeds: range) -> str:
    """SHA-256 over every seat's and the spectator's view (JSON) before each step of seeded
    random-bot games with the default options."""
    game = games.get(game_name)
    h = hashlib.sha256()
    for seed in seeds:
        for step in play_steps(game, game.Options(), ("random",) * seats, seed):
            for seat in (None, *range(seats)):
                h.update(msgspec.json.encode(game.view(step.before, seat)))
    return h.hexdigest()


def test_every_game_is_pinned() -> None:
    """Every built-in game (an installed plugin game pins its own behaviour)."""
    assert {t["game"] for t in TABLES} == set(games.builtin_names())
    assert {v["game"] for v in VIEWS} == set(games.builtin_names())
    names = [(t["game"], t["name"]) for t in TABLES]
    assert len(names) == len(set(names))


@pytest.mark.parametrize("table", TABLES, ids=[f"{t['game']}-{t['name']}" for t in TABLES])
def test_seeded_games_are_unchanged(table: dict[str, Any]) -> None:
    game = games.get(table["game"])
    options = parse_options(game.Options, table["options"])
    seeds = range(*table["seeds"])
    assert behaviour_digest(game, options, table["bots"], seeds) == table["digest"]


@pytest.mark.parametrize("table", VIEWS, ids=[v["game"] for v in VIEWS])
def test_views_are_unchanged(table: dict[str, Any]) -> None:
    seeds = range(*table["seeds"])
    assert view_digest(table["game"], table["seats"], seeds) == table["digest"]

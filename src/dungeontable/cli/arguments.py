"""From command-line words to game objects: the game, its options and the seats."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from dungeontable import bots, games
from dungeontable.core import Game, option_fields, parse_options, seat_range

from .errors import UserError

HUMAN = "human"


def load_game(name: str) -> Game:
    """The registered game ``name`` (``UnknownGame`` lists the registered ones)."""
    return games.get(name)


def parse_pairs(pairs: Sequence[str]) -> dict[str, str]:
    """``["k=v", ...]`` -> ``{"k": "v"}``; a word without ``=`` is a mistake."""
    values: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise UserError(f"--option takes name=value, got {pair!r}")
        values[key.strip()] = value.strip()
    return values


def build_options(game: Game, pairs: Sequence[str], cards: Sequence[Path] = ()) -> Any:
    """The game's ``Options`` from ``--option`` pairs and ``--cards`` paths.

    A value for a tuple-typed option is split on commas. ``--cards`` sets the ``cards`` option,
    which a game has only if it takes user card files.
    """
    known = option_fields(game.Options)
    values: dict[str, Any] = dict(parse_pairs(pairs))
    for key, value in values.items():
        if isinstance(known.get(key), tuple):
            values[key] = tuple(v.strip() for v in value.split(",") if v.strip())
    if cards:
        if "cards" not in known:
            raise UserError(f"{game.title} does not take card files (it has no 'cards' option)")
        values["cards"] = tuple(values.get("cards", ())) + tuple(str(p) for p in cards)
    return parse_options(game.Options, values)


def parse_seats(game: Game, text: str, options: Any = None) -> list[str]:
    """``"human,heuristic,random"`` -> a checked list of seat kinds."""
    seats = [word.strip().lower() for word in text.split(",")]
    if any(not word for word in seats):
        raise UserError(f"--seats takes comma-separated kinds like human,random; got {text!r}")
    low, high = seat_range(game, options)
    if not low <= len(seats) <= high:
        raise UserError(f"{game.title} takes {low}-{high} seats; --seats names {len(seats)}")
    offered = set(bots.levels(game.name))
    for word in seats:
        if word != HUMAN and not bots.is_level(word, game):
            raise UserError(
                f"unknown seat kind {word!r} for {game.name}; use human or a bot level: "
                f"{', '.join(sorted(offered))}"
            )
    return seats


def default_seats(game: Game) -> str:
    """One human against random bots, at least two seats when the game allows it."""
    count = min(max(game.min_seats, 2), game.max_seats)
    return ",".join([HUMAN] + ["random"] * (count - 1))

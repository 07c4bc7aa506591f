"""The bot levels' measured strength, as the lobby shows it.

``dungeontable ladder GAME --bots ... --save-ratings FILE`` writes each level's OpenSkill rating
and its 95% interval into a JSON file, one entry per game, together with the ladder that measured
it (levels, games per pair, seats, first seed, date). The package ships such a file
(``ratings.json`` beside this module, measured by the team and rewritten the same way); the web
lobby labels each bot level with its rating so a player picks an opponent by strength. A level
that was never rated has no entry: nothing is guessed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from importlib.resources import files
from pathlib import Path
from typing import Any

import msgspec


class LevelRating(msgspec.Struct, frozen=True):
    """One level's rating (OpenSkill mu, scale about 25) with its 95% interval and games."""

    rating: float
    low: float
    high: float
    games: int
    win_rate: float


class GameRatings(msgspec.Struct, frozen=True):
    """One game's ladder: how it was measured, and each level's rating."""

    ladder: str
    """The command that measured it, e.g. ``dungeontable ladder rdi --bots ... -n 10``."""
    measured: str
    """The date of the measurement (ISO)."""
    levels: dict[str, LevelRating]


Ratings = dict[str, GameRatings]

PACKAGED = "ratings.json"


def read(path: Path | None = None) -> Ratings:
    """The ratings in ``path``, or the packaged ones; an absent file has none."""
    if path is None:
        data = files("dungeontable.bots").joinpath(PACKAGED).read_bytes()
    elif path.exists():
        data = path.read_bytes()
    else:
        return {}
    return msgspec.json.decode(data, type=Ratings)


def for_game(game: str, ratings: Mapping[str, GameRatings] | None = None) -> GameRatings | None:
    """One game's packaged ladder (or from ``ratings``), ``None`` if it was never rated."""
    return (read() if ratings is None else ratings).get(game)


def save(path: Path, game: str, entry: GameRatings) -> None:
    """Write ``entry`` as ``game``'s ladder into ``path``, keeping the other games'."""
    ratings = read(path)
    ratings[game] = entry
    ordered = {name: ratings[name] for name in sorted(ratings)}
    path.write_bytes(msgspec.json.format(msgspec.json.encode(ordered), indent=2) + b"\n")


def entry_of(ladder: str, measured: str, rated: Sequence[Any], digits: int = 1) -> GameRatings:
    """A game's entry from the ladder's ``sim.ladder.Rating`` values (mu, sigma, games, wins)."""
    levels = {
        r.level: LevelRating(
            rating=round(r.mu, digits),
            low=round(r.low, digits),
            high=round(r.high, digits),
            games=r.games,
            win_rate=round(r.win_rate, 3),
        )
        for r in rated
    }
    return GameRatings(ladder=ladder, measured=measured, levels=levels)

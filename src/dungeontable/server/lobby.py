"""The lobby's data: what games are offered, how a new match is checked, how a match is listed.

Everything here is generic: games come from ``dungeontable.games`` and bot levels from
``dungeontable.bots``; no game is named.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import msgspec
from pydantic import BaseModel, Field

from dungeontable import bots, games
from dungeontable.bots.runner import seated_options
from dungeontable.core import (
    Game,
    OptionError,
    capabilities,
    option_bounds,
    option_fields,
    options_to_dict,
    parse_options,
    quoted,
    seat_range,
)

from .clock import check_timer
from .limits import CardSetError, CardSets, clean_name
from .store import MatchRow, SeatRow, TimerSpec

HUMAN = "human"
log = logging.getLogger("dungeontable.server")


class LobbyError(ValueError):
    """A request the lobby refuses; ``status`` is the HTTP status to answer with."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


MAX_TIMER_SECONDS = 24 * 3600.0


class TimerBody(BaseModel):
    seconds: float = Field(
        gt=0, le=MAX_TIMER_SECONDS, allow_inf_nan=False, description="Seconds per decision."
    )
    bank: float = Field(
        0.0,
        ge=0,
        le=MAX_TIMER_SECONDS,
        allow_inf_nan=False,
        description="Extra seconds per seat for the whole game.",
    )
    expiry: str = Field("bot-plays", max_length=40, description="What happens when both run out.")


class NewMatch(BaseModel):
    game: str = Field(max_length=64)
    options: dict[str, Any] = Field(default_factory=dict, max_length=100)
    seats: list[str] = Field(max_length=32)
    seed: int | None = Field(
        None,
        description="Only for a table with at most one human seat (solo or bots only); it is "
        "then shown to everyone. A table of several people always gets its seed from the server.",
    )
    join: int | None = Field(None, description="A human seat the creator takes.")
    name: str = Field(
        "", max_length=200, description="The creator's name for the seat taken (cut to 40)."
    )
    timer: TimerBody | None = None


class JoinRequest(BaseModel):
    seat: int | None = None
    name: str = Field("", max_length=200, description="Cut to the server's limit (40).")


class Grant(BaseModel):
    match_id: str
    seat: int | None
    token: str | None


def _jsonable(value: Any) -> Any:
    return msgspec.to_builtins(value)


def option_choices(game: Game) -> dict[str, list[Any]]:
    """The allowed values of every option that has a closed set of them (literals, booleans)."""
    info = msgspec.inspect.type_info(game.Options)
    choices: dict[str, list[Any]] = {}
    if not isinstance(info, msgspec.inspect.StructType):
        return choices
    for field in info.fields:
        kind = field.type
        if isinstance(kind, msgspec.inspect.LiteralType):
            choices[field.name] = list(kind.values)
        elif isinstance(kind, msgspec.inspect.BoolType):
            choices[field.name] = [False, True]
    return choices


def game_info(game: Game, card_sets: CardSets | None = None) -> dict[str, Any]:
    return {
        "name": game.name,
        "title": game.title,
        "min_seats": game.min_seats,
        "max_seats": game.max_seats,
        "options": _jsonable(option_fields(game.Options)),
        "rulings": [_jsonable(r) for r in game.rulings],
        "bots": list(bots.levels_for(game)),
        "ratings": bot_ratings(game),
        "choices": option_choices(game),
        "ranges": option_bounds(game.Options),
        "card_sets": (card_sets or CardSets()).names(game.name),
        **guidance(game),
    }


def bot_ratings(game: Game) -> dict[str, Any]:
    """Each offered bot level's measured strength (``bots/ratings.json``, written by
    ``dungeontable ladder --save-ratings``): ``{"levels": {level: {rating, low, high, games,
    win_rate}}, "ladder": command, "measured": date}``, or ``{}`` when the game was never rated."""
    from dungeontable.bots.ratings import for_game

    found = for_game(game.name)
    if found is None:
        return {}
    offered = set(bots.levels_for(game))
    levels = {
        level: msgspec.to_builtins(r) for level, r in found.levels.items() if level in offered
    }
    return {"levels": levels, "ladder": found.ladder, "measured": found.measured}


def guidance(game: Game) -> dict[str, Any]:
    """What the table teaches: the "How to play" text (Markdown, ``""`` when the game has none),
    the turn's steps for the phase tracker (``[{label, kinds}]``) and the lobby's named option
    sets (``{"quick": {...}, "standard": {...}}``)."""
    able = capabilities(game)
    return {
        "guide": able.guide,
        "turn_outline": [
            {"label": label, "kinds": list(kinds)} for label, kinds in able.turn_outline
        ],
        "presets": _jsonable(dict(able.presets)),
        "roster": None if able.roster is None else _jsonable(able.roster),
    }


def catalog(card_sets: CardSets | None = None) -> list[dict[str, Any]]:
    """Every registered game that loads (a broken one is logged and left out)."""
    offered = []
    for name in games.names():
        try:
            offered.append(game_info(games.get(name), card_sets))
        except Exception:
            log.exception("game %s cannot be offered", name)
    return offered


def load_game(name: str) -> Game:
    try:
        return games.get(name)
    except KeyError as exc:
        raise LobbyError(str(exc)) from exc


def query_options(game: Game, pairs: Sequence[tuple[str, str]]) -> Any:
    """The game's ``Options`` from query parameters ``name=value``, checked as a match's are.

    A tuple-typed option takes comma-separated values (and repeated parameters add to them); an
    empty value or ``null`` for an option whose default is ``null`` is ``null``.
    """
    known = option_fields(game.Options)
    values: dict[str, Any] = {}
    for key, value in pairs:
        if isinstance(known.get(key), tuple):
            values[key] = (
                *values.get(key, ()),
                *(v.strip() for v in value.split(",") if v.strip()),
            )
        elif key in known and known[key] is None and value.strip() in ("", "null"):
            values[key] = None
        else:
            values[key] = value
    try:
        return parse_options(game.Options, values)
    except OptionError as exc:
        raise LobbyError(str(exc)) from exc


def seat_limits(name: str, pairs: Sequence[tuple[str, str]]) -> dict[str, int]:
    """``{min_seats, max_seats}`` a table of game ``name`` takes with these option values: what
    ``check_seats`` will accept when the match is created with them."""
    try:
        game = games.get(name)
    except KeyError as exc:
        raise LobbyError(str(exc), status=404) from exc
    low, high = seat_range(game, query_options(game, pairs))
    return {"min_seats": low, "max_seats": high}


def check_seats(game: Game, seats: list[str], options: Any = None) -> list[SeatRow]:
    kinds = [s.strip().lower() for s in seats]
    low, high = seat_range(game, options)
    if not low <= len(kinds) <= high:
        raise LobbyError(f"{game.title} takes {low}-{high} seats; {len(kinds)} were given")
    offered = bots.levels_for(game)
    for kind in kinds:
        if kind != HUMAN and not bots.is_level(kind, game):
            raise LobbyError(
                f"unknown seat kind {quoted(kind, 40)} for {game.name}: use human or a bot "
                f"level ({', '.join(offered)})"
            )
    return [
        SeatRow(i, kind, "" if kind == HUMAN else f"{kind} bot") for i, kind in enumerate(kinds)
    ]


def new_match_row(
    request: NewMatch,
    created: datetime | None = None,
    card_sets: CardSets | None = None,
    player_seeds: bool = False,
) -> MatchRow:
    """A checked ``MatchRow`` for a creation request (nobody seated yet).

    Card files are chosen by installed name (``card_sets``), never by path; a seed chosen by a
    player is taken only for a table with at most one human seat, and is then public.
    """
    game = load_game(request.game)
    try:
        given = (card_sets or CardSets()).resolve(game.name, request.options)
        options = parse_options(game.Options, given)
    except (OptionError, CardSetError) as exc:
        raise LobbyError(str(exc)) from exc
    seats = check_seats(game, request.seats, options)
    try:  # options that do not fit this table (a Boss seat past its end...) are refused now
        game.setup(options, len(seats), 0)
    except OptionError as exc:
        raise LobbyError(str(exc)) from exc
    people = sum(s.kind == HUMAN for s in seats)
    if request.seed is not None and people > 1 and not player_seeds:
        raise LobbyError(
            f"a table with {people} human seats gets its seed from the server, so that nobody "
            "can work out the others' hidden cards: leave the seed empty (a chosen seed is for "
            "solo and bot-only tables)"
        )
    options = seated_options(game, options, [s.kind for s in seats])  # e.g. skill per bot level
    timer = None
    if request.timer is not None:
        timer = TimerSpec(request.timer.seconds, request.timer.bank, request.timer.expiry)
        try:
            check_timer(timer)
        except ValueError as exc:
            raise LobbyError(str(exc)) from exc
    if request.join is not None and not (
        0 <= request.join < len(seats) and seats[request.join].kind == HUMAN
    ):
        raise LobbyError(f"join={quoted(request.join, 30)} is not a human seat of this match")
    seed = request.seed if request.seed is not None else secrets.randbits(63)
    if not 0 <= seed < 2**63:
        raise LobbyError(f"seed must be 0 <= seed < 2**63, got {quoted(seed, 30)}")
    return MatchRow(
        match_id=secrets.token_hex(6),
        game=game.name,
        title=game.title,
        options=options_to_dict(options),
        seats=seats,
        seed=seed,
        created=(created or datetime.now(UTC)).isoformat(timespec="seconds"),
        timer=timer,
        banks=None if timer is None else [timer.bank] * len(seats),
        seed_public=request.seed is not None,
    )


def person_name(name: str, seat: int, game: Game, limit: int = 40) -> str:
    """The name a person takes a seat under: cleaned, or ``player N``; never a bot's name."""
    shown = clean_name(name, limit) or f"player {seat + 1}"
    folded = shown.casefold()
    for level in bots.levels_for(game):
        if folded in (level.casefold(), f"{level} bot".casefold()) or folded.endswith(" bot"):
            raise LobbyError(f"{shown!r} is a bot's name: choose another name")
    return shown


def summary(row: MatchRow) -> dict[str, Any]:
    """A match as the lobby lists it: no token, and the seed only when a player chose it (a
    solo or bot-only table), so everyone who joins or watches knows it."""
    return {
        "match_id": row.match_id,
        "game": row.game,
        "title": row.title,
        "seats": [
            {"seat": s.seat, "kind": s.kind, "taken": s.taken, "name": s.name} for s in row.seats
        ],
        "status": row.status,
        "created": row.created,
        "timer": None if row.timer is None else _jsonable(row.timer),
        "seed": row.seed if row.seed_public else None,
    }

"""The REST lobby (``/api``): games, matches, seats and replays. See ``PROTOCOL.md``.

Refusals are HTTP errors whose ``detail`` is a sentence for people (at most ``MAX_DETAIL``
characters): 400 for a bad request, 404 for an unknown match, 409 when the match's state forbids
it (no free seat, not over yet), 421 for a match another node plays, 429 past a rate limit, 503
when the server is full or a piece of work went over its budget.
"""

from __future__ import annotations

import hmac
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Header, HTTPException, Query, Request
from fastapi.responses import Response

from .hub import Hub
from .limits import RateLimiter
from .live import Refused, token_digest
from .lobby import Grant, JoinRequest, LobbyError, NewMatch, catalog, seat_limits, summary
from .practice import PracticeError, PracticeThrow, practice
from .workers import WorkRefused

MAX_DETAIL = 500
"""Refusal sentences are cut to this length: an answer never echoes a large input back."""

router = APIRouter(prefix="/api")


def _hub(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


def refuse(status: int, detail: str) -> HTTPException:
    if len(detail) > MAX_DETAIL:
        detail = detail[:MAX_DETAIL] + "..."
    return HTTPException(status, detail)


def client_key(request: Request) -> str:
    """Who is asking: the client's address (taken from ``X-Forwarded-For`` when the connection
    comes from an address uvicorn trusts: 127.0.0.1, or ``FORWARDED_ALLOW_IPS``)."""
    return request.client.host if request.client is not None else "unknown"


@router.get("/server")
async def server_info(request: Request) -> dict[str, Any]:
    """How friends reach this table: ``share_url`` is the address to give them when the server
    listens on the network (``serve --host 0.0.0.0``: this machine's LAN address), ``null`` when
    it listens on this machine only or does not know (behind a proxy the page's own address is
    the one to share); the chat's length limit."""
    return {
        "share_url": request.app.state.share_url,
        "chat_length": _hub(request).limits.chat_length,
    }


@router.get("/games")
async def list_games(request: Request) -> list[dict[str, Any]]:
    """Every registered game: seats, options with defaults and limits, rulings, bot levels, and
    the card sets installed on this server."""
    return catalog(_hub(request).card_sets)


@router.get("/games/{name}/seats")
async def game_seats(name: str, request: Request) -> dict[str, int]:
    """The seat range of a table of ``name`` with the options in the query (``max_players=12``):
    the lobby's seats editor follows a table-size option with it."""
    try:
        return seat_limits(name, request.query_params.multi_items())
    except LobbyError as exc:
        raise refuse(exc.status, str(exc)) from exc


@router.post("/matches")
async def create_match(body: NewMatch, request: Request) -> Grant:
    """Create a match; with ``join`` the creator takes that human seat and gets its token."""
    creates: RateLimiter = request.app.state.creates
    if not creates.allow(client_key(request)):
        raise refuse(
            429, f"too many new matches from your address: at most {creates.limit} a minute"
        )
    try:
        return await _hub(request).create(body)
    except LobbyError as exc:
        raise refuse(exc.status, str(exc)) from exc


@router.get("/matches")
async def list_matches(
    request: Request,
    status: Literal["open", "running", "finished", "abandoned"] | None = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
) -> list[dict[str, Any]]:
    """Matches, newest first, optionally only those with ``status`` (at most ``limit``)."""
    return [summary(row) for row in await _hub(request).list_rows(status, limit)]


@router.post("/matches/{match_id}/join")
async def join_match(match_id: str, body: JoinRequest, request: Request) -> Grant:
    """Take a human seat (the first free one when ``seat`` is null); returns its token."""
    try:
        return await _hub(request).join(match_id, body)
    except LobbyError as exc:
        raise refuse(exc.status, str(exc)) from exc


@router.get("/matches/{match_id}")
async def get_match(match_id: str, request: Request) -> dict[str, Any]:
    row = await _hub(request).get_row(match_id)
    if row is None:
        raise refuse(404, f"no match {match_id}")
    return summary(row)


@router.get("/matches/{match_id}/replay")
async def get_replay(
    match_id: str,
    request: Request,
    page: Annotated[int | None, Query(ge=0, le=100_000)] = None,
    seat: Annotated[int | None, Query(ge=0, le=1000)] = None,
    x_seat_token: Annotated[str | None, Header(max_length=200)] = None,
) -> Response:
    """A match step by step, in pages of at most ``replay_page`` steps (``pages`` says how many;
    page 0 has the first view): the spectators' once it is over; with ``seat`` and that seat's
    token (header ``X-Seat-Token``) the seat's own views and events, while it runs too."""
    hub = _hub(request)
    row = await hub.get_row(match_id)
    if row is None:
        raise refuse(404, f"no match {match_id}")
    if seat is not None:
        held = row.seats[seat] if seat < len(row.seats) else None
        if held is None or held.token_hash is None or x_seat_token is None:
            raise refuse(403, f"only the person at seat {seat + 1} may replay it as they saw it")
        if not hmac.compare_digest(held.token_hash, token_digest(x_seat_token)):
            raise refuse(403, f"only the person at seat {seat + 1} may replay it as they saw it")
    elif row.status not in ("finished", "abandoned"):
        raise refuse(
            409,
            f"match {match_id} is {row.status}: its replay is available once it is over "
            "(the players may replay their own seat now)",
        )
    try:
        body = await hub.replay(row, page, seat)
    except WorkRefused as exc:
        raise refuse(503, f"the replay could not be built: {exc}") from exc
    except ValueError as exc:
        raise refuse(404, str(exc)) from exc
    return Response(body, media_type="application/json")


@router.post("/matches/{match_id}/practice")
async def practice_throw(match_id: str, body: PracticeThrow, request: Request) -> dict[str, Any]:
    """A Dungeon Fighter practice throw: the physics outcome of the throw in the match's current
    fight, which stays exactly as it was (``practice.py``)."""
    try:
        live = await _hub(request).load(match_id)
    except Refused as exc:
        raise refuse(409, str(exc)) from exc
    if live is None:
        raise refuse(404, f"no match {match_id}")
    try:
        return await practice(live, body, client_key(request))
    except PracticeError as exc:
        raise refuse(exc.status, str(exc)) from exc

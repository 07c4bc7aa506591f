"""The REST lobby (``/api``): games, matches, seats and replays. See ``PROTOCOL.md``.

Refusals are HTTP errors whose ``detail`` is a sentence for people: 400 for a bad request, 404
for an unknown match, 409 when the match's state forbids it (no free seat, not over yet).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from fastapi import APIRouter, HTTPException, Query, Request
from fastapi.responses import Response

from dungeontable import games
from dungeontable.core import MatchRecord, events_for, parse_options, replay

from .hub import Hub
from .lobby import Grant, JoinRequest, LobbyError, NewMatch, catalog, seat_limits, summary
from .store import MatchRow, live_actions

router = APIRouter(prefix="/api")


def _hub(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


def _json(data: Any) -> Response:
    """A JSON response encoded by msgspec (views and events are msgspec structs)."""
    return Response(msgspec.json.encode(data), media_type="application/json")


@router.get("/games")
async def list_games() -> list[dict[str, Any]]:
    """Every registered game: seats, options with defaults, rulings, bot levels."""
    return catalog()


@router.get("/games/{name}/seats")
async def game_seats(name: str, request: Request) -> dict[str, int]:
    """The seat range of a table of ``name`` with the options in the query (``max_players=12``):
    the lobby's seats editor follows a table-size option with it."""
    try:
        return seat_limits(name, request.query_params.multi_items())
    except LobbyError as exc:
        raise HTTPException(exc.status, str(exc)) from exc


@router.post("/matches")
async def create_match(body: NewMatch, request: Request) -> Grant:
    """Create a match; with ``join`` the creator takes that human seat and gets its token."""
    try:
        return await _hub(request).create(body)
    except LobbyError as exc:
        raise HTTPException(exc.status, str(exc)) from exc


@router.get("/matches")
async def list_matches(
    request: Request,
    status: Literal["open", "running", "finished"] | None = None,
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
        raise HTTPException(exc.status, str(exc)) from exc


@router.get("/matches/{match_id}")
async def get_match(match_id: str, request: Request) -> dict[str, Any]:
    row = await _hub(request).get_row(match_id)
    if row is None:
        raise HTTPException(404, f"no match {match_id}")
    return summary(row)


@router.get("/matches/{match_id}/replay")
async def get_replay(match_id: str, request: Request) -> Response:
    """A finished match step by step, with spectator views only."""
    hub = _hub(request)
    row = await hub.get_row(match_id)
    if row is None:
        raise HTTPException(404, f"no match {match_id}")
    if row.status != "finished":
        raise HTTPException(
            409, f"match {match_id} is {row.status}: its replay is available once it is over"
        )
    rows = await hub.runner.call(hub.store.actions, match_id)
    return _json(replay_payload(row.game, row, [r.action for r in live_actions(rows)]))


def replay_payload(game_name: str, row: MatchRow, actions: list[dict[str, Any]]) -> dict[str, Any]:
    game = games.get(game_name)
    record = MatchRecord(
        game=game.name,
        options=dict(row.options),
        seats=[s.kind for s in row.seats],
        seed=row.seed,
        actions=actions,
    )
    start = game.setup(parse_options(game.Options, row.options), len(row.seats), row.seed)
    first = game.view(start, None)
    steps = [
        {
            "index": step.index,
            "seat": step.seat,
            "action_text": step.action.to_text(),
            "events": [e.describe() for e in events_for(step.events, None)],
            "view": (view := game.view(step.state, None)),
            "board_text": game.render(view),
        }
        for step in replay(game, record)
    ]
    return {
        "record": record,
        "initial": {"view": first, "board_text": game.render(first)},
        "steps": steps,
    }

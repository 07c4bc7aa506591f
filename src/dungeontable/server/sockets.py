"""``/ws/matches/{id}``: one websocket per client, a seat token or none (spectator).

The server sends an ``update`` on connecting and after every change, and every ``chat`` line;
the client sends ``act``, ``undo``, ``resign``, ``chat`` or ``ping``. Anything refused is
answered with an ``error`` to that client only, and changes nothing. Messages to a client go
through its outbox, so a slow client never holds up a match or the other clients.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import msgspec
from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from .hub import Client, Hub
from .live import LiveMatch, Refused
from .messages import PONG, error
from .nodes import elsewhere

router = APIRouter()
log = logging.getLogger("dungeontable.server")

POLICY_VIOLATION = 1008
MAX_MESSAGE = 64 * 1024
MAX_DEPTH = 32
"""No message of the protocol nests deeper; a deeper one is refused before it is decoded."""


@router.websocket("/ws/matches/{match_id}")
async def match_socket(
    websocket: WebSocket, match_id: str, token: str | None = None, since: int = 0
) -> None:
    """Play (with ``token``) or watch (without) a match; ``since`` resumes the event log."""
    hub: Hub = websocket.app.state.hub
    await websocket.accept()
    if token and not hub.owns(match_id):  # a seat is played on the match's own node only
        known = await hub.get_row(match_id) is not None
        await _refuse(websocket, elsewhere(match_id) if known else f"no match {match_id}")
        return
    try:
        live = await hub.load(match_id)
    except Exception as exc:
        log.exception("match %s cannot be loaded", match_id)
        await _refuse(websocket, f"match {match_id} cannot be resumed: {exc}")
        return
    if live is None:
        await _refuse(websocket, f"no match {match_id}")
        return
    seat = None
    if token:
        seat = live.seat_for_token(token)
        if seat is None:
            await _refuse(websocket, f"this token holds no seat in match {match_id}")
            return
    address = websocket.client.host if websocket.client is not None else ""
    client = Client(seat, since, address)
    hub.attach(live, client)
    sender = asyncio.create_task(_send_all(websocket, client))
    try:
        await _receive_all(websocket, hub, live, client)
    finally:
        hub.detach(live, client)
        sender.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await sender


async def _refuse(websocket: WebSocket, message: str) -> None:
    await websocket.send_text(error(message))
    await websocket.close(POLICY_VIOLATION)


async def _send_all(websocket: WebSocket, client: Client) -> None:
    while (text := await client.outbox.get()) is not None:
        await websocket.send_text(text)
    with contextlib.suppress(Exception):
        await websocket.close()


async def _receive_all(websocket: WebSocket, hub: Hub, live: LiveMatch, client: Client) -> None:
    while True:
        try:
            message = await websocket.receive()
        except WebSocketDisconnect:
            return
        if message["type"] == "websocket.disconnect":
            return
        raw = message.get("text")
        if raw is None:
            raw = (message.get("bytes") or b"").decode("utf-8", "replace")
        try:
            reply = await handle(hub, live, client, raw)
        except Refused as exc:
            reply = error(str(exc))
        if reply is not None:
            client.push(reply)


async def handle(hub: Hub, live: LiveMatch, client: Client, raw: str) -> str | None:
    """Carry out one client message; returns a direct reply, if any. ``Refused`` on refusal."""
    payload = parse(raw)
    kind = payload.get("type")
    if kind == "ping":
        return PONG
    if kind == "act":
        await hub.act(live, client.seat, payload)
        return None
    if kind == "undo":
        await hub.undo(live, client.seat)
        return None
    if kind == "resign":
        await hub.resign(live, client)
        return None
    if kind == "chat":
        hub.chat(live, client, payload.get("text"), payload.get("name", ""))
        return None
    raise Refused(f'unknown message type {kind!r}: send "act", "undo", "resign", "chat" or "ping"')


def parse(raw: str) -> dict[str, Any]:
    if len(raw) > MAX_MESSAGE:
        raise Refused(f"the message is too long ({len(raw)} characters; at most {MAX_MESSAGE})")
    if _too_deep(raw):
        raise Refused(f"the message nests deeper than {MAX_DEPTH} levels")
    try:
        payload = msgspec.json.decode(raw)
    except (msgspec.DecodeError, RecursionError) as exc:
        raise Refused(f"the message is not valid JSON: {str(exc)[:100]}") from exc
    if not isinstance(payload, dict):
        raise Refused('a message must be a JSON object with a "type" field')
    return payload


def _too_deep(raw: str) -> bool:
    """Whether the JSON text opens more than ``MAX_DEPTH`` arrays or objects at once (brackets
    inside strings count too: a conservative test, which no real message comes near)."""
    depth = 0
    for char in raw:
        if char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return True
        elif char in "]}":
            depth -= 1
    return False

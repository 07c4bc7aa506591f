"""The server's front door: what a request must look like before any route sees it.

``Guard`` is an ASGI middleware in front of the whole application. It refuses, with a short
sentence and without echoing the input:

- a ``Host`` the server does not answer to (400; a page on another site reaching a localhost
  server through DNS rebinding), and a page from another ``Origin`` sending a request or opening
  a websocket (403);
- an API request body that is not JSON (415) or larger than the limit (413);
- a client sending more API requests a minute than the limit (429).

It also writes the access log, with seat tokens redacted, and counts answers for ``/metrics``.
``GuardedHttp`` is uvicorn's HTTP protocol with two more limits no ASGI code can see: a
connection must send its whole request within ``header_timeout`` seconds (slow or silent clients
are closed), and one client address may hold at most ``max_connections_per_client`` connections.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import ipaddress
import logging
import re
import time
from collections import Counter
from typing import Any
from urllib.parse import urlsplit

import msgspec
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from .limits import RateLimiter, ServerLimits

access = logging.getLogger("dungeontable.access")
TOKEN = re.compile(r"(token=)[^&\s]*")
UNSAFE = frozenset({"POST", "PUT", "PATCH", "DELETE"})
LOCAL_HOSTS = ("localhost", "127.0.0.1", "::1", "[::1]")


class BodyTooLarge(Exception):
    """The request body passed ``max_body_bytes`` while it was being read (answered 413)."""


def redact(text: str) -> str:
    """``text`` with every ``token=...`` value replaced (access logs never hold a seat token)."""
    return TOKEN.sub(r"\1[redacted]", text)


def host_allowed(host: str, allowed: tuple[str, ...]) -> bool:
    """Whether the server answers to ``host``: a listed name (``*.example.org`` a domain) or any
    IP address (an address cannot be rebound to another server by DNS; LAN play by address)."""
    name = _host_name(host)
    with contextlib.suppress(ValueError):
        ipaddress.ip_address(name.strip("[]"))
        return True
    for pattern in allowed:
        if pattern == "*" or name == pattern:
            return True
        if pattern.startswith("*.") and name.endswith(pattern[1:]):
            return True
    return False


def _host_name(host: str) -> str:
    host = host.strip().lower()
    if host.startswith("["):  # [::1]:8000
        return host[: host.find("]") + 1] if "]" in host else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


class Stats:
    """What ``/metrics`` reports about requests (answers by status, refusals by reason)."""

    def __init__(self) -> None:
        self.answers: Counter[int] = Counter()
        self.refused: Counter[str] = Counter()
        self.websockets = 0


class Guard:
    """The ASGI middleware described in the module docstring."""

    def __init__(self, app: ASGIApp, limits: ServerLimits, stats: Stats) -> None:
        self.app = app
        self.limits = limits
        self.stats = stats
        self.requests = RateLimiter(limits.requests_per_minute)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
        refusal = self._check(scope, headers)
        if refusal is not None:
            status, reason, detail = refusal
            self.stats.refused[reason] += 1
            await self._refuse(scope, send, status, detail)
            self._log(scope, status)
            return
        if scope["type"] == "websocket":
            self.stats.websockets += 1
            try:
                await self.app(scope, receive, send)
            finally:
                self.stats.websockets -= 1
            return
        await self._http(scope, receive, send, headers)

    def _check(self, scope: Scope, headers: dict[str, str]) -> tuple[int, str, str] | None:
        limits = self.limits
        host = headers.get("host", "")
        if limits.allowed_hosts is not None and not host_allowed(host, limits.allowed_hosts):
            return 400, "host", "this server does not answer to that host name"
        origin = headers.get("origin")
        method = scope.get("method", "GET")
        crossing = scope["type"] == "websocket" or method in UNSAFE
        if origin is not None and crossing and not self._origin_allowed(origin, host):
            return 403, "origin", "requests from pages of another site are refused"
        path: str = scope["path"]
        if scope["type"] == "http" and path.startswith("/api/"):
            client = scope["client"][0] if scope.get("client") else "unknown"
            if not self.requests.allow(client):
                return 429, "rate", "too many requests from your address: slow down"
            if method in UNSAFE:
                kind = headers.get("content-type", "").split(";")[0].strip().lower()
                if kind != "application/json":
                    return 415, "content-type", "send the request body as application/json"
                length = headers.get("content-length")
                if length is not None and (
                    not length.isdigit() or int(length) > limits.max_body_bytes
                ):
                    return (
                        413,
                        "size",
                        f"the request body is larger than {limits.max_body_bytes} bytes",
                    )
        return None

    def _origin_allowed(self, origin: str, host: str) -> bool:
        allowed = self.limits.allowed_origins
        if allowed is not None and (origin in allowed or "*" in allowed):
            return True
        return urlsplit(origin).netloc.lower() == host.strip().lower()

    async def _http(
        self, scope: Scope, receive: Receive, send: Send, headers: dict[str, str]
    ) -> None:
        status = 500
        started = False
        received = 0
        limit = self.limits.max_body_bytes

        async def counted_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise BodyTooLarge
            return message

        async def watched_send(message: Message) -> None:
            nonlocal status, started
            if message["type"] == "http.response.start":
                status = message["status"]
                started = True
            await send(message)

        try:
            await self.app(scope, counted_receive, watched_send)
        except BodyTooLarge:
            self.stats.refused["size"] += 1
            if not started:
                status = 413
                await self._refuse(
                    scope, send, 413, f"the request body is larger than {limit} bytes"
                )
        finally:
            self.stats.answers[status] += 1
            self._log(scope, status)

    @staticmethod
    async def _refuse(scope: Scope, send: Send, status: int, detail: str) -> None:
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008, "reason": detail[:120]})
            return
        body = msgspec.json.encode({"detail": detail})
        await send(
            {
                "type": "http.response.start",
                "status": status,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})

    @staticmethod
    def _log(scope: Scope, status: int) -> None:
        if not access.isEnabledFor(logging.INFO):
            return
        query = scope.get("query_string", b"").decode("latin-1")
        target = scope["path"] + (f"?{query}" if query else "")
        client = scope["client"][0] if scope.get("client") else "-"
        access.info("%s %s %s %d", client, scope.get("method", "WS"), redact(target), status)


class GuardedHttp(HttpToolsProtocol):
    """uvicorn's HTTP protocol with a whole-request deadline and a per-address connection cap.

    Set ``header_timeout`` and ``per_client`` on a subclass (``guarded_protocol``).
    """

    header_timeout = 10.0
    per_client = 64

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._deadline: asyncio.TimerHandle | None = None
        if self.per_client and self.client is not None:
            same = sum(
                1
                for c in self.connections
                if getattr(c, "client", None) and c.client[0] == self.client[0]
            )
            if same > self.per_client:
                transport.write(
                    b"HTTP/1.1 503 Service Unavailable\r\ncontent-length: 0\r\n"
                    b"connection: close\r\n\r\n"
                )
                transport.close()
                return
        self._arm()

    def _arm(self) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(self.header_timeout, self._too_slow)

    def _disarm(self) -> None:
        deadline = getattr(self, "_deadline", None)
        if deadline is not None:
            deadline.cancel()
            self._deadline = None

    def _too_slow(self) -> None:
        self._deadline = None
        if self.transport is not None and not self.transport.is_closing():
            self.transport.write(
                b"HTTP/1.1 408 Request Timeout\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
            )
            self.transport.close()

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._arm()

    def on_message_complete(self) -> None:
        self._disarm()
        super().on_message_complete()

    def handle_websocket_upgrade(self) -> None:
        self._disarm()  # the connection now belongs to the websocket (pings watch it)
        super().handle_websocket_upgrade()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)


def guarded_protocol(limits: ServerLimits) -> type[GuardedHttp]:
    """The HTTP protocol class for ``uvicorn.run(http=...)`` with ``limits``' numbers."""
    return type(
        "GuardedHttp",
        (GuardedHttp,),
        {"header_timeout": limits.header_timeout, "per_client": limits.max_connections_per_client},
    )


def loop_lag_probe(every: float = 0.25) -> tuple[dict[str, float], Any]:
    """A coroutine measuring the event loop's lag (how late a sleep wakes) into a dict."""
    lag = {"last": 0.0, "max": 0.0}

    async def probe() -> None:
        loop = asyncio.get_running_loop()
        while True:
            start = loop.time()
            await asyncio.sleep(every)
            late = max(0.0, loop.time() - start - every)
            lag["last"] = late
            lag["max"] = max(lag["max"] * 0.99, late)

    return lag, probe


class GcPauses:
    """How long the garbage collector stops the process: the longest pause and the count per
    generation (a full collection of many live matches can stall every push)."""

    def __init__(self) -> None:
        self.longest = [0.0, 0.0, 0.0]
        self.count = [0, 0, 0]
        self._started = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
            return
        generation = info.get("generation", 2)
        self.count[generation] += 1
        self.longest[generation] = max(
            self.longest[generation], time.perf_counter() - self._started
        )

    def __enter__(self) -> GcPauses:
        gc.callbacks.append(self)
        return self

    def __exit__(self, *_: object) -> None:
        if self in gc.callbacks:
            gc.callbacks.remove(self)

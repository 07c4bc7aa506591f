"""The web table's ASGI application: REST lobby, match websockets and the built front-end.

``create_app(store)`` builds it; the ``Hub`` that runs matches is created when the application
starts (so one store can outlive several starts, as a database does) and resumes every unfinished
match from the store before the first request is served.
"""

from __future__ import annotations

import asyncio
import gc
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, PlainTextResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.responses import Response
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

from . import api, sockets
from .guard import GcPauses, Guard, Stats, loop_lag_probe
from .hub import Hub
from .limits import CardSets, RateLimiter, ServerLimits
from .nodes import node_metrics
from .store import MatchStore, MemoryStore
from .workers import Workers

STATIC = Path(__file__).parent / "static"
log = logging.getLogger("dungeontable.server")

FALLBACK_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>dungeontable</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 3em auto">
<h1>dungeontable server is running</h1>
<p>The web table's front-end has not been built, so there is no page to show yet.
Build it with <code>npm --prefix web ci &amp;&amp; npm --prefix web run build</code>
(or the project's setup command) and restart the server.</p>
<p>The API works already: <a href="/openapi.json">API schema</a>,
<a href="/api/games">games</a>, <a href="/api/matches">matches</a>.</p>
</body></html>
"""


class SinglePage(StaticFiles):
    """Static files; an unknown path that names no file (``/table/abc``) gets ``index.html``."""

    async def get_response(self, path: str, scope: Scope) -> Response:
        try:
            return await super().get_response(path, scope)
        except StarletteHTTPException as exc:
            if exc.status_code != 404 or "." in Path(path).name:
                raise
            return FileResponse(Path(str(self.directory)) / "index.html")


def create_app(
    store: MatchStore | Callable[[], MatchStore] | None = None,
    bot_delay: float = 0.4,
    static_dir: Path | None = STATIC,
    timing: bool = False,
    limits: ServerLimits | None = None,
    card_sets: CardSets | None = None,
    workers: int = 0,
    api_docs: bool = False,
    public_metrics: bool = False,
    node: str | None = None,
    share_url: str | None = None,
) -> FastAPI:
    """The application. ``store`` is a ``MatchStore`` or a factory called at startup.

    ``timing`` adds ``timing: {accepted_ns, queued_ns}`` to every update, for the load
    benchmark: the server's monotonic clock when the action was accepted (before it was stored)
    and when the update was built and queued for sending. ``limits`` bound what clients may
    send and do; ``card_sets`` are the card files requests may name; ``workers`` processes build
    replays and finished matches (0: a thread, for games registered in this process only);
    ``api_docs`` serves the interactive API page at ``/docs`` (its scripts come from a CDN);
    ``/metrics`` answers loopback addresses only unless ``public_metrics``. ``node`` names this
    process among several on one PostgreSQL (``serve --node``, see ``nodes``): it plays only the
    matches whose id it names and watches the others through replicas. ``share_url`` is the
    address friends on the network open (``serve --host 0.0.0.0``: this machine's LAN address);
    the lobby builds its invite links on it (``GET /api/server``).
    """
    held = MemoryStore() if store is None else store
    bounds = limits or ServerLimits()
    stats = Stats()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        opened = held() if callable(held) else held
        pool = Workers(workers, bounds.work_seconds)
        hub = Hub(opened, bot_delay, timing, bounds, card_sets, pool, node)
        app.state.hub = hub
        lag, probe = loop_lag_probe()
        app.state.lag = lag
        app.state.gc = pauses = GcPauses().__enter__()
        await hub.start()
        if workers:
            try:
                await pool.warm()
            except Exception as exc:  # replays start a worker again when first asked
                log.warning("the worker processes did not start yet: %s", exc)
        prober = asyncio.create_task(probe())
        # Everything loaded so far (code, card catalogues, resumed matches) lives on: keep it out
        # of the garbage collector's scans, whose pauses would show up as push latency.
        gc.freeze()
        try:
            yield
        finally:
            prober.cancel()
            pauses.__exit__()
            await hub.close()

    app = FastAPI(
        title="dungeontable",
        summary="The web table: lobby, seats, bots and spectators for every registered game",
        lifespan=lifespan,
        docs_url="/docs" if api_docs else None,
        redoc_url=None,
    )
    app.state.creates = RateLimiter(bounds.creates_per_minute)
    app.state.stats = stats
    app.state.share_url = share_url
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_middleware(Guard, limits=bounds, stats=stats)

    @app.get("/metrics", include_in_schema=False)
    async def metrics(request: Request) -> Response:
        client = request.client.host if request.client is not None else ""
        if not public_metrics and client not in ("127.0.0.1", "::1", "testclient"):
            return PlainTextResponse("metrics are served to this machine only\n", 403)
        return PlainTextResponse(
            prometheus(request.app.state.hub, stats, request.app.state.lag, request.app.state.gc),
            media_type="text/plain; version=0.0.4",
        )

    app.include_router(api.router)
    app.include_router(sockets.router)
    _serve_front_end(app, static_dir)
    return app


async def _validation_error(request: Request, exc: Exception) -> Response:
    """FastAPI's 422 list, without the ``input`` it would echo (a 20 MB field, a token...)."""
    assert isinstance(exc, RequestValidationError)
    detail = [
        {"loc": list(e.get("loc", ())), "msg": str(e.get("msg", ""))[:200], "type": e.get("type")}
        for e in exc.errors()[:20]
    ]
    return JSONResponse({"detail": detail}, status_code=422)


def prometheus(hub: Hub, stats: Stats, lag: dict[str, float], pauses: GcPauses) -> str:
    """The server's figures in the Prometheus text format."""
    unfinished, bots_only = hub.open_counts()
    wal = getattr(hub.store, "wal_bytes", lambda: None)()
    clients = sum(len(c) for c in hub.clients.values())
    lines = [
        "# HELP dungeontable_event_loop_lag_seconds How late the event loop wakes (last, max).",
        "# TYPE dungeontable_event_loop_lag_seconds gauge",
        f'dungeontable_event_loop_lag_seconds{{kind="last"}} {lag["last"]:.6f}',
        f'dungeontable_event_loop_lag_seconds{{kind="max"}} {lag["max"]:.6f}',
        "# HELP dungeontable_gc_pause_seconds Longest garbage-collector pause per generation.",
        "# TYPE dungeontable_gc_pause_seconds gauge",
        *(
            f'dungeontable_gc_pause_seconds{{generation="{g}"}} {pauses.longest[g]:.6f}'
            for g in range(3)
        ),
        "# HELP dungeontable_gc_collections_total Garbage collections per generation.",
        "# TYPE dungeontable_gc_collections_total counter",
        *(
            f'dungeontable_gc_collections_total{{generation="{g}"}} {pauses.count[g]}'
            for g in range(3)
        ),
        "# HELP dungeontable_websockets Open websocket connections.",
        "# TYPE dungeontable_websockets gauge",
        f"dungeontable_websockets {stats.websockets}",
        "# HELP dungeontable_match_clients Clients attached to matches.",
        "# TYPE dungeontable_match_clients gauge",
        f"dungeontable_match_clients {clients}",
        "# HELP dungeontable_open_matches Matches being played (open or running).",
        "# TYPE dungeontable_open_matches gauge",
        f'dungeontable_open_matches{{kind="all"}} {unfinished}',
        f'dungeontable_open_matches{{kind="bots_only"}} {bots_only}',
        "# HELP dungeontable_damaged_matches Stored matches that could not be loaded.",
        "# TYPE dungeontable_damaged_matches gauge",
        f"dungeontable_damaged_matches {len(hub.damaged)}",
        "# HELP dungeontable_sqlite_wal_bytes Size of the SQLite write-ahead log.",
        "# TYPE dungeontable_sqlite_wal_bytes gauge",
        f"dungeontable_sqlite_wal_bytes {-1 if wal is None else wal}",
        "# HELP dungeontable_replay_cache_bytes Encoded replay pages kept in memory.",
        "# TYPE dungeontable_replay_cache_bytes gauge",
        f"dungeontable_replay_cache_bytes {hub.replays.used}",
        "# HELP dungeontable_http_responses_total HTTP answers by status.",
        "# TYPE dungeontable_http_responses_total counter",
        *(
            f'dungeontable_http_responses_total{{code="{code}"}} {n}'
            for code, n in sorted(stats.answers.items())
        ),
        "# HELP dungeontable_refused_total Requests refused at the door, by reason.",
        "# TYPE dungeontable_refused_total counter",
        *(
            f'dungeontable_refused_total{{reason="{why}"}} {n}'
            for why, n in sorted(stats.refused.items())
        ),
    ]
    if hub.feed is not None:
        lines += node_metrics(hub)
    return "\n".join(lines) + "\n"


def _serve_front_end(app: FastAPI, static_dir: Path | None) -> None:
    if static_dir is not None and (static_dir / "index.html").is_file():
        app.mount("/", SinglePage(directory=static_dir, html=True), name="static")
        return

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    async def fallback() -> str:
        return FALLBACK_PAGE

"""The web table's ASGI application: REST lobby, match websockets and the built front-end.

``create_app(store)`` builds it; the ``Hub`` that runs matches is created when the application
starts (so one store can outlive several starts, as a database does) and resumes every unfinished
match from the store before the first request is served.
"""

from __future__ import annotations

import gc
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import FileResponse, HTMLResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.responses import Response
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

from . import api, sockets
from .hub import Hub
from .store import MatchStore, MemoryStore

STATIC = Path(__file__).parent / "static"

FALLBACK_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>dungeontable</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 3em auto">
<h1>dungeontable server is running</h1>
<p>The web table's front-end has not been built, so there is no page to show yet.
Build it with <code>npm --prefix web ci &amp;&amp; npm --prefix web run build</code>
(or the project's setup command) and restart the server.</p>
<p>The API works already: <a href="/docs">API documentation</a>,
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
) -> FastAPI:
    """The application. ``store`` is a ``MatchStore`` or a factory called at startup.

    ``timing`` adds ``timing: {accepted_ns, queued_ns}`` to every update, for the load
    benchmark: the server's monotonic clock when the action was accepted (before it was stored)
    and when the update was built and queued for sending.
    """
    held = MemoryStore() if store is None else store

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        opened = held() if callable(held) else held
        hub = Hub(opened, bot_delay=bot_delay, timing=timing)
        app.state.hub = hub
        await hub.start()
        # Everything loaded so far (code, card catalogues, resumed matches) lives on: keep it out
        # of the garbage collector's scans, whose pauses would show up as push latency.
        gc.freeze()
        try:
            yield
        finally:
            await hub.close()

    app = FastAPI(
        title="dungeontable",
        summary="The web table: lobby, seats, bots and spectators for every registered game",
        lifespan=lifespan,
    )
    app.include_router(api.router)
    app.include_router(sockets.router)
    _serve_front_end(app, static_dir)
    return app


def _serve_front_end(app: FastAPI, static_dir: Path | None) -> None:
    if static_dir is not None and (static_dir / "index.html").is_file():
        app.mount("/", SinglePage(directory=static_dir, html=True), name="static")
        return

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    async def fallback() -> str:
        return FALLBACK_PAGE

"""``dungeontable serve``: the web table on a local address (FastAPI + uvicorn)."""

from __future__ import annotations

from typing import Annotated

import typer

from .errors import out, user_errors


def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=0, max=65535, help="Port to listen on.")] = 8000,
    db: Annotated[
        str | None,
        typer.Option(
            help="Store URL: a SQLite path or sqlite:///FILE, postgresql://..., or 'memory' "
            "(nothing kept). Default: dungeontable.db in the user's data directory."
        ),
    ] = None,
    bot_delay: Annotated[
        float, typer.Option(min=0.0, help="Seconds a bot waits before it plays, so people follow.")
    ] = 0.4,
    timing: Annotated[
        bool,
        typer.Option(hidden=True, help="Stamp updates with timing.accepted_ns (benchmarks)."),
    ] = False,
) -> None:
    """Serve the web table: lobby, matches against bots or friends, spectators, replays."""
    import uvicorn

    from dungeontable.server import create_app
    from dungeontable.server.store import open_match_store
    from dungeontable.storage import describe

    with user_errors():
        store = open_match_store(db)
    engine = getattr(store, "engine", None)
    where = "memory (nothing is kept)" if engine is None else describe(engine)
    app = create_app(store, bot_delay=bot_delay, timing=timing)
    out.print(
        f"dungeontable web table: http://{host}:{port}/  (store: {where})",
        markup=False,
        soft_wrap=True,
    )
    out.print(
        "Open that address in a browser; Ctrl-C stops the server.", markup=False, soft_wrap=True
    )
    # No per-message compression: it was the largest CPU cost per update (see
    # benchmarks/results/server.md); updates are a few kB.
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level="warning",
        ws_max_size=1 << 20,
        ws_per_message_deflate=False,
    )

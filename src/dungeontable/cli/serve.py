"""``dungeontable serve``: the web table on a local address (FastAPI + uvicorn)."""

from __future__ import annotations

from typing import Annotated

import typer

from .errors import UserError, out, user_errors

LOCAL_NAMES = ("localhost", "127.0.0.1", "::1", "[::1]")


def serve(
    host: Annotated[
        str,
        typer.Option(
            help="Address to listen on: 127.0.0.1 for this machine only, 0.0.0.0 to let friends "
            "on your network join (the address to give them is printed at start)."
        ),
    ] = "127.0.0.1",
    port: Annotated[
        int, typer.Option(min=0, max=65535, help="Port to listen on (0: any free port).")
    ] = 8000,
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
    cards: Annotated[
        list[str] | None,
        typer.Option(
            "--cards",
            help="Install a card set players may choose by name: GAME:NAME=PATH (a card file or "
            "folder). Repeat for more. Requests never name paths.",
        ),
    ] = None,
    allowed_host: Annotated[
        list[str] | None,
        typer.Option(
            help="A host name the server answers to besides localhost and --host (the name "
            "friends type, e.g. table.example.org; '*.example.org' for a domain). Repeatable."
        ),
    ] = None,
    allowed_origin: Annotated[
        list[str] | None,
        typer.Option(help="Another web origin allowed to use the API (https://...). Repeatable."),
    ] = None,
    max_open_matches: Annotated[
        int, typer.Option(min=1, help="Unfinished matches at once (more are refused).")
    ] = 500,
    max_bot_only_matches: Annotated[
        int, typer.Option(min=0, help="Unfinished matches without a person at once.")
    ] = 50,
    max_connections_per_client: Annotated[
        int,
        typer.Option(
            min=0, help="Connections per client address (0 = no cap; use 0 behind a proxy)."
        ),
    ] = 64,
    creates_per_minute: Annotated[
        int, typer.Option(min=1, help="New matches a client address may create per minute.")
    ] = 30,
    requests_per_minute: Annotated[
        int, typer.Option(min=1, help="API requests per client address per minute.")
    ] = 1_200,
    workers: Annotated[
        int, typer.Option(min=1, max=16, help="Processes that build replays and old matches.")
    ] = 1,
    player_seeds: Annotated[
        bool,
        typer.Option(
            help="Let players choose the seed of tables with several people (a chosen seed "
            "reveals every hidden card to whoever knows it: testing or trusted friends only)."
        ),
    ] = False,
    api_docs: Annotated[
        bool,
        typer.Option(help="Serve the interactive API page at /docs (loads scripts from a CDN)."),
    ] = False,
    public_metrics: Annotated[
        bool, typer.Option(help="Answer /metrics to every address, not only this machine.")
    ] = False,
    access_log: Annotated[
        bool, typer.Option(help="Log every request (seat tokens redacted).")
    ] = False,
    replay_page: Annotated[
        int, typer.Option(min=1, max=5000, hidden=True, help="Steps per replay page (tests).")
    ] = 500,
    header_timeout: Annotated[
        float,
        typer.Option(min=0.1, help="Seconds a connection has to send a whole request."),
    ] = 10.0,
    node: Annotated[
        str | None,
        typer.Option(
            help="This process's name among several serving one PostgreSQL (1-12 lowercase "
            "letters or digits): it plays the matches it creates (ids NAME-...), a proxy routes "
            "them to it by id. Default: a single server.",
        ),
    ] = None,
    timing: Annotated[
        bool,
        typer.Option(hidden=True, help="Stamp updates with timing.accepted_ns (benchmarks)."),
    ] = False,
) -> None:
    """Serve the web table: lobby, matches against bots or friends, spectators, replays."""
    import logging

    import uvicorn

    from dungeontable.server import create_app
    from dungeontable.server.address import AddressError, listen, share_url, url_for
    from dungeontable.server.guard import guarded_protocol
    from dungeontable.server.limits import CardSets, ServerLimits
    from dungeontable.server.nodes import check_node_name
    from dungeontable.server.store import open_match_store
    from dungeontable.storage import describe
    from dungeontable.storage.database import default_url, normalize_url

    with user_errors():
        try:  # first of all: a busy port is one sentence, before anything starts
            sock = listen(host, port)
        except AddressError as exc:
            raise UserError(str(exc)) from None
        port = int(sock.getsockname()[1])
        installed = CardSets.parse(cards or ())
        installed.check()
        if node is not None:
            try:
                check_node_name(node)
            except ValueError as exc:
                raise UserError(str(exc)) from None
            if db == "memory" or not normalize_url(db or default_url()).startswith("postgresql"):
                raise UserError(
                    "--node needs a store every node shares: PostgreSQL (--db "
                    "postgresql://user@host/db). A SQLite file or memory belongs to one "
                    "process; without --node the server runs alone."
                )
        store = open_match_store(db)
    hosts = (*LOCAL_NAMES, *([] if host in ("0.0.0.0", "::") else [host]), *(allowed_host or ()))
    limits = ServerLimits(
        max_open_matches=max_open_matches,
        max_bot_only_matches=max_bot_only_matches,
        max_connections_per_client=max_connections_per_client,
        creates_per_minute=creates_per_minute,
        requests_per_minute=requests_per_minute,
        allowed_hosts=tuple(dict.fromkeys(hosts)),
        allowed_origins=tuple(allowed_origin) if allowed_origin else None,
        player_seeds=player_seeds,
        header_timeout=header_timeout,
        replay_page=replay_page,
    )
    engine = getattr(store, "engine", None)
    where = "memory (nothing is kept)" if engine is None else describe(engine)
    friends = share_url(host, port)
    app = create_app(
        store,
        bot_delay=bot_delay,
        timing=timing,
        limits=limits,
        card_sets=installed,
        workers=workers,
        api_docs=api_docs,
        public_metrics=public_metrics,
        node=node,
        share_url=friends,
    )
    if access_log:
        logging.basicConfig(format="%(asctime)s %(name)s %(message)s")
        logging.getLogger("dungeontable.access").setLevel(logging.INFO)
    local = url_for("127.0.0.1" if host in ("0.0.0.0", "::", "") else host, port)
    out.print(
        f"dungeontable web table: {local}  (store: {where})"
        + ("" if node is None else f"  node {node}: plays matches {node}-..."),
        markup=False,
        soft_wrap=True,
    )
    if friends is not None:
        out.print(
            f"Friends on your network open {friends} (or use the invite link of a seat).",
            markup=False,
            soft_wrap=True,
        )
    elif host in ("0.0.0.0", "::", ""):
        out.print(
            "Listening on every address, but this machine has no network address besides "
            f"itself: friends open http://<this machine's address>:{port}/.",
            markup=False,
            soft_wrap=True,
        )
    else:
        out.print(
            "Only this machine can open it; to let friends on your network join, start it with "
            "--host 0.0.0.0 (make run HOST=0.0.0.0).",
            markup=False,
            soft_wrap=True,
        )
    for game, name, path in installed.items():
        out.print(f"card set {name} for {game}: {path}", markup=False, soft_wrap=True)
    out.print(
        "Open that address in a browser; Ctrl-C stops the server.", markup=False, soft_wrap=True
    )
    # No per-message compression: it was the largest CPU cost per update (see
    # benchmarks/results/server.md); updates are a few kB.
    config = uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level="warning",
        access_log=False,
        http=guarded_protocol(limits),
        timeout_keep_alive=limits.idle_timeout,
        ws_max_size=1 << 20,
        ws_per_message_deflate=False,
    )
    uvicorn.Server(config).run(sockets=[sock])

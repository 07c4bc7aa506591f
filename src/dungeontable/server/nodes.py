"""Several ``serve`` processes on one PostgreSQL: placement by match id, and read replicas.

``serve --node NAME`` gives every match the process creates the id ``NAME-<12 hex>``; the node
named in a match's id owns it (an id without ``-`` belongs to the server without ``--node``) and
is the only process that plays it: resumes it, runs its bots and clocks, writes its rows. A
reverse proxy sends ``/ws/matches/NAME-...`` and ``/api/matches/NAME-...`` to node NAME.

Another node still shows the match: it answers reads from the shared store, and its spectators
watch a *replica* (``Hub`` keeps it like any live match but never plays or writes it). The owner
announces every stored change with ``NOTIFY dungeontable_matches, '<match id>'`` right after the
commit (``Notifying``); every node listens on one connection of its own (``Feed``) and, for a
match it holds a replica of, reads the rows after the replica's version and commits them the
way a resumed match replays its log, pushing each version to its spectators.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Awaitable, Callable
from typing import Any

from sqlalchemy import select

from dungeontable.storage.matches import ActionRow, MatchRow, decode_action, web_actions

from .store import MatchStore, SeatRow, Status

log = logging.getLogger("dungeontable.server")

CHANNEL = "dungeontable_matches"
"""The PostgreSQL channel the owners of matches notify; the payload is a match id, nothing else."""
NODE_NAME = re.compile(r"[a-z0-9]{1,12}")
RECONNECT_SECONDS = 1.0


def check_node_name(name: str) -> str:
    """``name`` if it is a valid node name (``[a-z0-9]{1,12}``), else ``ValueError`` saying so."""
    if not NODE_NAME.fullmatch(name):
        raise ValueError(
            f"--node {name[:40]!r} is not a node name: use 1 to 12 lowercase letters or digits "
            "(it starts the id of every match the node creates, e.g. a-3f2c9b1d0e4a)"
        )
    return name


def place(match_id: str, node: str | None) -> str:
    """The id of a new match created on ``node`` (unchanged without a node name)."""
    return match_id if node is None else f"{node}-{match_id}"


def owner_of(match_id: str) -> str | None:
    """The node named in a match id (``a-3f2c...`` -> ``a``); ``None`` for an id without ``-``
    (created by a server without ``--node``)."""
    node, dash, _ = match_id.partition("-")
    return node if dash else None


def elsewhere(match_id: str) -> str:
    """Why this process refuses to change a match another node owns, for the person asking."""
    node = owner_of(match_id)
    where = "by the server without --node" if node is None else f"on node {node}"
    return f"match {match_id[:40]} is played {where}: connect through the table's address"


def conninfo(store: Any) -> str:
    """The libpq address of the store's PostgreSQL database (for the listening connection)."""
    url = store.engine.url.set(drivername="postgresql")
    text: str = url.render_as_string(hide_password=False)
    return text


def read_since(store: Any, match_id: str, version: int) -> tuple[MatchRow | None, list[ActionRow]]:
    """The rows of a match from ``n = version`` on, then the match (seats, status, banks)."""
    query = (
        select(web_actions)
        .where(web_actions.c.match_id == match_id, web_actions.c.n >= version)
        .order_by(web_actions.c.n)
    )
    with store.engine.connect() as conn:
        rows = [decode_action(r) for r in conn.execute(query)]
    return store.get(match_id), rows


class Notifying:
    """A ``MatchStore`` that announces every change of a match to the other nodes.

    Each write is committed by the wrapped store first; then ``pg_notify`` is sent for the
    matches it touched, on a connection of its own in autocommit (one round trip; the store's
    calls all run on one thread, so one connection is enough). A notification that cannot be
    sent is logged, never raised: the row is stored, and a replica catches up on the match's
    next notification (or when its listener reconnects).
    """

    def __init__(self, store: MatchStore) -> None:
        self.store = store
        self._address = conninfo(store)
        self._conn: Any = None
        self.sent = 0
        self.failed = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)

    def update_seat(self, match_id: str, seat: SeatRow, status: Status) -> None:
        self.store.update_seat(match_id, seat, status)
        self.notify([match_id])

    def append_action(self, match_id: str, row: ActionRow, status: Status) -> None:
        self.store.append_action(match_id, row, status)
        self.notify([match_id])

    def append_actions(self, rows: list[tuple[str, ActionRow, Status]]) -> None:
        self.store.append_actions(rows)
        self.notify([match_id for match_id, _, _ in rows])

    def set_status(self, match_id: str, status: Status) -> None:
        self.store.set_status(match_id, status)
        self.notify([match_id])

    def set_banks(self, match_id: str, banks: list[float]) -> None:
        self.store.set_banks(match_id, banks)
        self.notify([match_id])

    def set_clock(self, match_id: str, started: float) -> None:
        self.store.set_clock(match_id, started)
        self.notify([match_id])

    def notify(self, match_ids: list[str]) -> None:
        ids = list(dict.fromkeys(match_ids))
        try:
            if self._conn is None or self._conn.closed:
                import psycopg

                self._conn = psycopg.connect(self._address, autocommit=True)
            self._conn.execute(
                "SELECT pg_notify(%s, id) FROM unnest(%s::text[]) AS id", (CHANNEL, ids)
            )
            self.sent += len(ids)
        except Exception:
            self.failed += len(ids)
            log.warning("could not notify the other nodes of %s", ", ".join(ids), exc_info=True)
            self._drop()

    def _drop(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            try:
                conn.close()
            except Exception:
                log.debug("closing the notifying connection failed", exc_info=True)

    def close(self) -> None:
        self._drop()
        self.store.close()


class Feed:
    """``LISTEN dungeontable_matches`` on an asynchronous connection of its own (never blocks
    the event loop). ``on_match(match_id)`` is called for every notification; ``on_connect()``
    after every (re)connection, so replicas catch up on whatever was missed while it was down.
    """

    def __init__(
        self,
        address: str,
        on_match: Callable[[str], None],
        on_connect: Callable[[], Awaitable[None]],
    ) -> None:
        self.address = address
        self.on_match = on_match
        self.on_connect = on_connect
        self.listening = asyncio.Event()
        self.received = 0

    async def run(self) -> None:
        import psycopg

        while True:
            try:
                async with await psycopg.AsyncConnection.connect(
                    self.address, autocommit=True
                ) as conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    self.listening.set()
                    await self.on_connect()
                    async for note in conn.notifies():
                        self.received += 1
                        self.on_match(note.payload)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.warning("listening for other nodes' matches failed; retrying", exc_info=True)
            self.listening.clear()
            await asyncio.sleep(RECONNECT_SECONDS)


def node_metrics(hub: Any) -> list[str]:
    """The ``/metrics`` lines of a node (``serve --node`` on PostgreSQL)."""
    replicas = sum(not hub.owns(match_id) for match_id in hub.matches)
    store, feed = hub.store, hub.feed
    return [
        "# HELP dungeontable_node_listening Whether the node listens for other nodes' changes.",
        "# TYPE dungeontable_node_listening gauge",
        f"dungeontable_node_listening {int(feed.listening.is_set())}",
        "# HELP dungeontable_node_replicas Other nodes' matches watched here (replicas).",
        "# TYPE dungeontable_node_replicas gauge",
        f"dungeontable_node_replicas {replicas}",
        "# HELP dungeontable_node_notices_total Changes announced to and heard from other nodes.",
        "# TYPE dungeontable_node_notices_total counter",
        f'dungeontable_node_notices_total{{kind="sent"}} {getattr(store, "sent", 0)}',
        f'dungeontable_node_notices_total{{kind="unsent"}} {getattr(store, "failed", 0)}',
        f'dungeontable_node_notices_total{{kind="heard"}} {feed.received}',
    ]

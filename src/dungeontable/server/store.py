"""What the web table keeps: matches, their seats and their action logs, behind a small interface.

``MatchStore`` is the interface the server writes through; ``MemoryStore`` keeps everything in
memory (tests, ``--db memory``), ``dungeontable.storage.matches.SqlMatchStore`` keeps it in SQLite
or PostgreSQL. The records (``MatchRow``, ``SeatRow``, ``ActionRow``) are defined with the SQL
store in ``dungeontable.storage.matches`` (storage sits below the server) and re-exported here.

Every method is synchronous and is called from one worker thread (``StoreRunner``), so
implementations need no locking of their own and writes are applied in the order they were made.
A method returns only once its write is durable: the server acknowledges an action only after
``append_action`` returned.

The action log is append-only: an undo is a row of its own (``actor="undo"``) that takes back the
last live action, so replaying the rows rebuilds the exact event history (undos included) after
a restart; the match record is the actions left once every undo has taken back its action
(``live_actions``).
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Protocol, TypeVar

import msgspec

from dungeontable.storage.matches import (
    STATUSES,
    ActionRow,
    Actor,
    MatchRow,
    SeatRow,
    Status,
    TimerSpec,
    live_actions,
)

__all__ = [
    "STATUSES",
    "ActionRow",
    "Actor",
    "MatchRow",
    "MatchStore",
    "MemoryStore",
    "SeatRow",
    "Status",
    "StoreRunner",
    "TimerSpec",
    "live_actions",
]

T = TypeVar("T")
log = logging.getLogger("dungeontable.server")


class MatchStore(Protocol):
    """Durable storage of matches. Each write is durable when the call returns.

    A store may set ``inline_writes = True`` when its calls are quick enough to make on the
    event loop (see ``StoreRunner``).

    ``damaged`` names the matches the store found it cannot decode, or was told to mark damaged
    (match id -> short reason); such a match is left out of every list and ``get`` returns None.
    """

    damaged: dict[str, str]

    def create(self, match: MatchRow) -> None: ...

    def update_seat(self, match_id: str, seat: SeatRow, status: Status) -> None:
        """Store a seat (taken, renamed) together with the match's new status."""
        ...

    def append_action(self, match_id: str, row: ActionRow, status: Status) -> None:
        """Append a row (an action or an undo) and the match's status after it, atomically."""
        ...

    def append_actions(self, rows: list[tuple[str, ActionRow, Status]]) -> None:
        """``append_action`` for several matches in one transaction (all or nothing)."""
        ...

    def set_status(self, match_id: str, status: Status) -> None: ...

    def set_banks(self, match_id: str, banks: list[float]) -> None: ...

    def set_clock(self, match_id: str, started: float) -> None:
        """Store when the table's clock of a timed game started (Unix seconds)."""
        ...

    def mark_damaged(self, match_id: str, reason: str) -> None:
        """Give the match the status ``damaged``: never listed nor returned (nor resumed) again."""
        ...

    def get(self, match_id: str) -> MatchRow | None:
        """The match, or None (none stored, undecodable or damaged)."""
        ...

    def actions(self, match_id: str) -> list[ActionRow]:
        """Every logged row of a match (undo rows included), in order of ``n``."""
        ...

    def list_matches(
        self, status: Status | None = None, limit: int | None = None
    ) -> list[MatchRow]:
        """Matches (all but damaged ones, or those with ``status``), newest first, at most
        ``limit``."""
        ...

    def wal_bytes(self) -> int | None:
        """Size of the SQLite write-ahead log file; None when the store has none."""
        ...

    def close(self) -> None: ...


class MemoryStore:
    """A ``MatchStore`` in memory: nothing survives the process (tests, demos)."""

    inline_writes = True

    def __init__(self) -> None:
        self._matches: dict[str, MatchRow] = {}
        self._actions: dict[str, list[ActionRow]] = {}
        self.damaged: dict[str, str] = {}

    def create(self, match: MatchRow) -> None:
        if match.match_id in self._matches:
            raise KeyError(f"match {match.match_id} exists already")
        self._matches[match.match_id] = _copy(match)
        self._actions[match.match_id] = []

    def update_seat(self, match_id: str, seat: SeatRow, status: Status) -> None:
        row = self._matches[match_id]
        row.seats[seat.seat] = _copy(seat)
        row.status = status

    def append_action(self, match_id: str, row: ActionRow, status: Status) -> None:
        log = self._actions[match_id]
        if log and log[-1].n >= row.n:
            raise ValueError(f"action {row.n} of match {match_id} is logged already")
        log.append(_copy(row))
        self._matches[match_id].status = status

    def append_actions(self, rows: list[tuple[str, ActionRow, Status]]) -> None:
        for match_id, row, _ in rows:
            log = self._actions[match_id]
            if log and log[-1].n >= row.n:
                raise ValueError(f"action {row.n} of match {match_id} is logged already")
        for match_id, row, status in rows:
            self.append_action(match_id, row, status)

    def set_status(self, match_id: str, status: Status) -> None:
        self._matches[match_id].status = status

    def set_banks(self, match_id: str, banks: list[float]) -> None:
        self._matches[match_id].banks = list(banks)

    def set_clock(self, match_id: str, started: float) -> None:
        self._matches[match_id].clock_started = started

    def mark_damaged(self, match_id: str, reason: str) -> None:
        if match_id in self._matches:
            self._matches[match_id].status = "damaged"
        self.damaged[match_id] = reason[:200]

    def get(self, match_id: str) -> MatchRow | None:
        row = self._matches.get(match_id)
        return None if row is None or row.status == "damaged" else _copy(row)

    def actions(self, match_id: str) -> list[ActionRow]:
        return [_copy(row) for row in self._actions.get(match_id, [])]

    def list_matches(
        self, status: Status | None = None, limit: int | None = None
    ) -> list[MatchRow]:
        rows = [
            r
            for r in self._matches.values()
            if (r.status != "damaged" if status is None else r.status == status)
        ]
        rows.sort(key=lambda r: r.match_id)
        rows.sort(key=lambda r: r.created, reverse=True)
        return [_copy(r) for r in rows[:limit]]

    def wal_bytes(self) -> int | None:
        return None

    def close(self) -> None:
        return None


def _copy(value: T) -> T:
    """An independent copy of a mutable record (so callers never alias the store's rows)."""
    copied: T = msgspec.convert(msgspec.to_builtins(value), type(value))
    return copied


def open_match_store(db: str | None = None) -> MatchStore:
    """``memory`` for a ``MemoryStore``; else the SQL store at ``db`` (default: the user's SQLite
    file, see ``dungeontable.storage.default_url``)."""
    if db == "memory":
        return MemoryStore()
    from dungeontable.storage import open_store
    from dungeontable.storage.matches import SqlMatchStore

    return SqlMatchStore(open_store(db))


Append = tuple[str, ActionRow, Status]


class StoreRunner:
    """Runs the calls of a ``MatchStore`` in submission order, inline or on one worker thread.

    A store whose ``inline_writes`` is true (memory; a SQLite file, where a commit is a fraction
    of a millisecond of CPU and never waits for the disk: checkpoints run on their own thread) is
    called directly on the event loop. Measured under load, that halves the p99 action-to-push
    latency against handing every write to a thread (``benchmarks/results/server.md``).

    Any other store (PostgreSQL: a network round trip per commit) runs on one worker thread, so
    the loop never waits for it, with group commit: rows that arrive while a commit is under way
    are written together in the next transaction (``append_actions``), and each caller resumes
    only once its row is durable. If a group fails, its rows are retried one by one, so a bad
    row fails alone.
    """

    LOCKED_DETOUR_SECONDS = 30.0
    """After an inline call found the file locked, calls go through the thread this long."""

    def __init__(self, store: MatchStore, inline: bool | None = None) -> None:
        self.store = store
        self.inline = bool(getattr(store, "inline_writes", False)) if inline is None else inline
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="match-store")
        self._waiting: list[tuple[Append, asyncio.Future[None]]] = []
        self._flusher: asyncio.Task[None] | None = None
        self._detour_until = 0.0

    def _quick(self) -> bool:
        """Whether to call the store on the event loop now (inline, and the file not locked by
        another process lately). The loop's own connections wait 50 ms at most for a lock."""
        if not self.inline or time.monotonic() < self._detour_until:
            return False
        if hasattr(self.store, "quick_thread") and self.store.quick_thread is None:
            self.store.quick_thread = threading.get_ident()
        return True

    def _detour(self, exc: Exception) -> bool:
        """Whether ``exc`` says another process holds the file; if so, go through the thread."""
        if "database is locked" not in str(exc) and "database table is locked" not in str(exc):
            return False
        log.warning("the store file is locked by another process: writing from a thread")
        self._detour_until = time.monotonic() + self.LOCKED_DETOUR_SECONDS
        return True

    READS = frozenset({"get", "actions", "list_matches", "wal_bytes"})
    """Store methods that only read: under WAL a lock held by a writer never blocks them, so
    they stay on the event loop even while writes take the thread (they never queue behind a
    write waiting for the lock)."""

    async def call(self, method: Callable[..., T], *args: Any) -> T:
        if self.inline and getattr(method, "__name__", "") in self.READS:
            return method(*args)
        if self._quick():
            try:
                return method(*args)
            except Exception as exc:
                if not self._detour(exc):
                    raise
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool, method, *args)

    async def append(self, match_id: str, row: ActionRow, status: Status) -> None:
        """Store one row; returns once it is durable (raises if it could not be stored)."""
        if self._quick():
            try:
                self.store.append_action(match_id, row, status)
                return
            except Exception as exc:
                if not self._detour(exc):
                    raise
            await self.call(self.store.append_action, match_id, row, status)
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiting.append(((match_id, row, status), future))
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.create_task(self._flush())
        await future

    async def _flush(self) -> None:
        while self._waiting:
            group, self._waiting = self._waiting, []
            try:
                await self.call(self.store.append_actions, [item for item, _ in group])
            except Exception:
                for item, future in group:
                    await self._one(item, future)
                continue
            for _, future in group:
                if not future.done():
                    future.set_result(None)

    async def _one(self, item: Append, future: asyncio.Future[None]) -> None:
        try:
            await self.call(self.store.append_action, *item)
        except Exception as exc:
            if not future.done():
                future.set_exception(exc)
            return
        if not future.done():
            future.set_result(None)

    def close(self) -> None:
        self._pool.shutdown(wait=True)
        self.store.close()

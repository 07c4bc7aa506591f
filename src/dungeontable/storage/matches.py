"""The web table's matches in the store: one row per match, its seats, its action log.

``web_matches``  a match: game, options (JSON), seed (and whether a player chose it, so the lobby
                 may show it), lobby status, creation time, turn timer and time banks.
``web_seats``    (match, seat): kind (``human`` or a bot level), display name and the SHA-256
                 digest of the seat token (never the token).
``web_actions``  (match, n): the log in acceptance order. A row is an action (JSON) with the seat
                 that took it and who chose it (``seat``, ``bot``, ``timeout``), an ``undo``
                 row taking back the last action still standing, or a ``resign`` row (a person
                 left; a bot plays the seat from then on). Rows are only ever appended.

The records (``MatchRow``...) are what the server reads and writes; ``SqlMatchStore`` implements
the server's ``MatchStore`` interface on any engine from ``open_store`` (SQLite WAL or
PostgreSQL). Each write is one transaction, committed when the method returns.

Schema changes: opening the store creates missing tables and adds missing columns to existing
ones (``ALTER TABLE ... ADD COLUMN``; a new column is nullable or has a server default), so a
database file written by an older version keeps working.

Damaged rows: a match row that cannot be decoded (bad JSON in ``options``, ``timer`` or
``banks``, an unknown status, seats not numbered 0..n-1) is never returned. It is logged once
(match id and reason, never the row's contents), left out of every read and remembered in
``SqlMatchStore.damaged``; ``mark_damaged`` gives it the status ``damaged``, which no list shows
and no read returns again. ``dungeontable db check`` reports such rows, ``db recover`` rebuilds
a SQLite file that SQLite itself reports as corrupt (see ``storage.maintenance``).

SQLite WAL policy (``Checkpointer``): commits never checkpoint (``wal_autocheckpoint=0``), so no
write on the event loop waits for pages to be copied back. Every write counts; after ``EVERY``
counted writes a thread of its own runs a PASSIVE checkpoint (never blocks anyone), and when
the log holds more than ``WAL_LIMIT`` it then resets it with ``wal_checkpoint(RESTART)``,
waiting at most ``RESET_WAIT_MS`` for readers still on the old log (a snapshot held by a reader
is what keeps a PASSIVE checkpoint from ever letting the log restart under steady writes). The
next write starts the log over from the top of the file, and ``journal_size_limit`` cuts the
file back to ``WAL_LIMIT``. The file thus stays within ``WAL_LIMIT`` plus what ``EVERY`` writes
add (about 16 kB each) unless a reader holds one snapshot for a long time;
``SqlMatchStore.wal_bytes`` reports its size.
"""

from __future__ import annotations

import logging
import os
import re
import threading
import time
from collections.abc import Iterable, Sequence
from typing import Any, Literal

import msgspec
from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Engine,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Table,
    Text,
    and_,
    bindparam,
    event,
    insert,
    inspect,
    select,
    update,
)
from sqlalchemy.schema import CreateColumn

from .schema import METADATA

log = logging.getLogger("dungeontable.storage")

Status = Literal["open", "running", "finished", "abandoned", "damaged"]
"""``abandoned``: the server ended the match before the game did (a runaway or idle match);
``damaged``: the stored match cannot be read or replayed (never resumed or served)."""
STATUSES: tuple[Status, ...] = ("open", "running", "finished", "abandoned", "damaged")
"""Every status a stored match can have; a row with any other cannot be decoded. A ``damaged``
match is left out of ``list_matches()`` and ``get``, so it is never listed or resumed again."""
Actor = Literal["seat", "bot", "timeout", "undo", "resign"]
"""Who made a logged row: the seat's person, the seat's bot, the timer policy for a seat,
``undo`` for a row that takes back the seat's last live action (its ``action`` is empty), or
``resign`` for a person leaving a running match (its ``action`` is ``{"level", "name"}``: the bot
that plays the seat from then on and the person's name); a resign row is not a game action."""
ACTORS: tuple[Actor, ...] = ("seat", "bot", "timeout", "undo", "resign")


class SeatRow(msgspec.Struct):
    """One seat: ``kind`` is ``human`` or a bot level; a human seat is taken once it has a token.

    Only a SHA-256 digest of the seat token is kept, never the token itself.
    """

    seat: int
    kind: str
    name: str = ""
    token_hash: str | None = None

    @property
    def taken(self) -> bool:
        return self.kind != "human" or self.token_hash is not None


class TimerSpec(msgspec.Struct, frozen=True):
    """A per-match turn timer: ``seconds`` per decision plus a ``bank`` per seat, and the policy
    applied when both run out."""

    seconds: float
    bank: float = 0.0
    expiry: str = "bot-plays"


class MatchRow(msgspec.Struct):
    """A match as stored: everything needed to rebuild it, plus its lobby data.

    ``seed_public`` is true when a player chose the seed (the lobby then shows it to everyone).
    """

    match_id: str
    game: str
    title: str
    options: dict[str, Any]
    seats: list[SeatRow]
    seed: int
    created: str
    status: Status = "open"
    name: str = ""
    timer: TimerSpec | None = None
    banks: list[float] | None = None
    seed_public: bool = False
    clock_started: float | None = None
    """When the table's clock of a timed game started (Unix seconds, set as the first turn
    began); ``None``: not started, or the game keeps no such clock."""


class ActionRow(msgspec.Struct):
    """One logged row, ``n`` counting from 0 in the order rows were accepted."""

    n: int
    seat: int
    action: dict[str, Any]
    actor: Actor = "seat"


def live_actions(rows: list[ActionRow]) -> list[ActionRow]:
    """The actions that stand: each undo row removes the last action still standing (a resign
    row is no action)."""
    standing: list[ActionRow] = []
    for row in rows:
        if row.actor == "undo":
            if standing:
                standing.pop()
        elif row.actor != "resign":
            standing.append(row)
    return standing


web_matches = Table(
    "web_matches",
    METADATA,
    Column("match_id", String(32), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("title", String(200), nullable=False),
    Column("name", String(200), nullable=False),
    Column("options", Text, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("created", String(40), nullable=False),  # ISO-8601 UTC, sorts as text
    Column("status", String(16), nullable=False),
    Column("timer", Text, nullable=True),
    Column("banks", Text, nullable=True),
    Column("seed_public", Boolean, nullable=True),  # added later: NULL in older rows (false)
    Column("clock_started", Float, nullable=True),  # added later: a timed game's table clock
)
Index("ix_web_matches_status_created", web_matches.c.status, web_matches.c.created)

web_seats = Table(
    "web_seats",
    METADATA,
    Column(
        "match_id",
        String(32),
        ForeignKey("web_matches.match_id", ondelete="CASCADE"),
        primary_key=True,
    ),
    Column("seat", Integer, primary_key=True, autoincrement=False),
    Column("kind", String(64), nullable=False),
    Column("name", String(200), nullable=False),
    Column("token_hash", String(64), nullable=True),
)

web_actions = Table(
    "web_actions",
    METADATA,
    Column(
        "match_id",
        String(32),
        ForeignKey("web_matches.match_id", ondelete="CASCADE"),
        primary_key=True,
    ),
    Column("n", Integer, primary_key=True, autoincrement=False),
    Column("seat", Integer, nullable=False),
    Column("actor", String(16), nullable=False),
    Column("action", Text, nullable=False),
)

TABLES = (web_matches, web_seats, web_actions)

_encode = msgspec.json.Encoder(order="deterministic").encode


def _text(value: Any) -> str:
    return _encode(value).decode()


def _optional(text: str | None, kind: Any) -> Any:
    return None if text is None else msgspec.json.decode(text, type=kind)


# --- decoding a stored match, or saying why it cannot be -----------------------------------------


class DamagedRow(ValueError):
    """A stored match that cannot be decoded; the message is a short reason without contents."""


def _reason(column: str, exc: Exception) -> str:
    """``column: what is wrong`` with any quoted text of the stored value blanked out."""
    text = re.sub(r"'[^']*'", "'…'", str(exc).splitlines()[0] if str(exc) else "")
    return f"{column}: {text or type(exc).__name__}"[:200]


def _field(column: str, text: Any, kind: Any) -> Any:
    try:
        return _optional(text, kind)
    except (msgspec.DecodeError, TypeError, ValueError) as exc:
        raise DamagedRow(_reason(column, exc)) from None


def decode_match(row: Any, seats: list[SeatRow]) -> MatchRow:
    """The record of a ``web_matches`` row and its seats; ``DamagedRow`` says why it cannot be.

    ``row`` needs the table's columns as attributes (``seed_public`` may be missing).
    """
    if row.options is None:
        raise DamagedRow("options: missing")
    options = _field("options", row.options, dict[str, Any])
    timer = _field("timer", row.timer, TimerSpec)
    banks = _field("banks", row.banks, list[float])
    if row.status not in STATUSES:
        raise DamagedRow("status: not one of " + ", ".join(STATUSES))
    if not seats:
        raise DamagedRow("seats: none stored")
    if [seat.seat for seat in seats] != list(range(len(seats))):
        raise DamagedRow(f"seats: {len(seats)} stored but not numbered 0..{len(seats) - 1}")
    for column in ("game", "title", "name", "created"):
        if not isinstance(getattr(row, column), str):
            raise DamagedRow(f"{column}: not text")
    if not isinstance(row.seed, int):
        raise DamagedRow("seed: not an integer")
    return MatchRow(
        match_id=row.match_id,
        game=row.game,
        title=row.title,
        options=options,
        seats=seats,
        seed=row.seed,
        created=row.created,
        status=row.status,
        name=row.name,
        timer=timer,
        banks=banks,
        seed_public=bool(getattr(row, "seed_public", None)),
        clock_started=_started(getattr(row, "clock_started", None)),
    )


def _started(value: Any) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        raise DamagedRow("clock_started: not a number of seconds")
    return float(value)


def decode_action(row: Any) -> ActionRow:
    """The record of a ``web_actions`` row (``DamagedRow`` when its JSON or actor is bad)."""
    action = _field(f"action {row.n}", row.action, dict[str, Any])
    if row.actor not in ACTORS:
        raise DamagedRow(f"action {row.n}: unknown actor")
    return ActionRow(row.n, row.seat, action, row.actor)


# --- schema upgrades -----------------------------------------------------------------------------


def add_missing_columns(engine: Engine, tables: Iterable[Table] = TABLES) -> list[str]:
    """``ALTER TABLE ... ADD COLUMN`` for every column of ``tables`` the database lacks.

    Returns ``table.column`` of each column added. A column added this way must be nullable or
    have a server default (old rows get NULL or the default). Two processes upgrading at once
    are fine: a column that appeared meanwhile is not an error.
    """
    added: list[str] = []
    for table in tables:
        have = {c["name"] for c in inspect(engine).get_columns(table.name)}
        for column in table.columns:
            if column.name in have:
                continue
            if not column.nullable and column.server_default is None:
                raise RuntimeError(
                    f"cannot add column {table.name}.{column.name}: it is NOT NULL without a "
                    "server default"
                )
            ddl = str(CreateColumn(column).compile(dialect=engine.dialect))
            name = engine.dialect.identifier_preparer.format_table(table)
            try:
                with engine.begin() as conn:
                    conn.exec_driver_sql(f"ALTER TABLE {name} ADD COLUMN {ddl}")
            except Exception:
                have = {c["name"] for c in inspect(engine).get_columns(table.name)}
                if column.name not in have:
                    raise
                continue
            log.info("store upgraded: added column %s.%s", table.name, column.name)
            added.append(f"{table.name}.{column.name}")
    return added


# --- the store -----------------------------------------------------------------------------------


class SqlMatchStore:
    """The server's ``MatchStore`` on an SQLAlchemy engine (SQLite or PostgreSQL)."""

    SEAT_CHUNK = 500
    """Match ids per seat query (well below any driver's limit on bound parameters)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        METADATA.create_all(engine, tables=list(TABLES))
        self.upgraded = add_missing_columns(engine)
        """Columns this opening added to an older database (``table.column``)."""
        local = engine.dialect.name == "sqlite"
        self.inline_writes = local
        """A SQLite commit is quick and never waits for the disk (checkpoints run apart)."""
        self.damaged: dict[str, str] = {}
        """Matches found undecodable or marked damaged by this store (match id -> reason)."""
        self._checkpoints = Checkpointer(engine) if local else None
        self.quick_thread: int | None = None
        """The thread (the server's event loop) whose calls may not wait for a locked file: its
        connections give up after ``QUICK_BUSY_MS`` instead of 10 s (the caller then retries on
        a thread of its own, see ``server.store.StoreRunner``)."""
        if local:
            event.listen(engine, "checkout", self._busy_timeout)
        self._append = DriverStatement(engine, insert(web_actions))
        self._set_statuses = DriverStatement(
            engine,
            update(web_matches)
            .where(web_matches.c.match_id == bindparam("key"))
            .values(status=bindparam("new_status")),
        )

    QUICK_BUSY_MS = 50

    def _busy_timeout(self, dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
        quick = self.quick_thread is not None and threading.get_ident() == self.quick_thread
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout={self.QUICK_BUSY_MS if quick else 10_000}")
        cursor.close()

    def create(self, match: MatchRow) -> None:
        with self.engine.begin() as conn:
            conn.execute(insert(web_matches).values(**self._match_values(match)))
            conn.execute(
                insert(web_seats),
                [self._seat_values(match.match_id, seat) for seat in match.seats],
            )
        self._wrote(1)

    def update_seat(self, match_id: str, seat: SeatRow, status: Status) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                update(web_seats)
                .where(web_seats.c.match_id == match_id, web_seats.c.seat == seat.seat)
                .values(kind=seat.kind, name=seat.name, token_hash=seat.token_hash)
            )
            conn.execute(self._status(match_id, status))
        self._wrote(1)

    def append_action(self, match_id: str, row: ActionRow, status: Status) -> None:
        self.append_actions([(match_id, row, status)])

    def append_actions(self, rows: list[tuple[str, ActionRow, Status]]) -> None:
        """Rows of several matches and each match's new status, in one transaction."""
        actions = [
            {
                "match_id": match_id,
                "n": row.n,
                "seat": row.seat,
                "actor": row.actor,
                "action": _text(row.action),
            }
            for match_id, row, _ in rows
        ]
        statuses = [{"key": k, "new_status": v} for k, v in _statuses(rows).items()]
        with self.engine.begin() as conn:
            self._append.run(conn, actions)
            self._set_statuses.run(conn, statuses)
        self._wrote(len(rows))

    def set_status(self, match_id: str, status: Status) -> None:
        with self.engine.begin() as conn:
            conn.execute(self._status(match_id, status))
        self._wrote(1)

    def set_banks(self, match_id: str, banks: list[float]) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                update(web_matches)
                .where(web_matches.c.match_id == match_id)
                .values(banks=_text(banks))
            )
        self._wrote(1)

    def set_clock(self, match_id: str, started: float) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                update(web_matches)
                .where(web_matches.c.match_id == match_id)
                .values(clock_started=started)
            )
        self._wrote(1)

    def mark_damaged(self, match_id: str, reason: str) -> None:
        """Give the match the status ``damaged``: no list shows it and ``get`` no longer
        returns it. Its rows stay in the store for inspection."""
        self.set_status(match_id, "damaged")
        if match_id not in self.damaged:
            log.warning("match %s is marked damaged: %s", match_id, reason[:200])
        self.damaged[match_id] = reason[:200]

    def get(self, match_id: str) -> MatchRow | None:
        """The match, or None when there is none, it cannot be decoded or it is damaged."""
        rows = self._read(
            and_(web_matches.c.match_id == match_id, web_matches.c.status != "damaged")
        )
        return rows[0] if rows else None

    def actions(self, match_id: str) -> list[ActionRow]:
        """The match's log in order; ``DamagedRow`` (a ``ValueError``) if a row is bad."""
        query = (
            select(web_actions).where(web_actions.c.match_id == match_id).order_by(web_actions.c.n)
        )
        with self.engine.connect() as conn:
            return [decode_action(r) for r in conn.execute(query)]

    def list_matches(
        self, status: Status | None = None, limit: int | None = None
    ) -> list[MatchRow]:
        """Matches with ``status`` (default: every status but ``damaged``), newest first."""
        where = (
            web_matches.c.status != "damaged" if status is None else web_matches.c.status == status
        )
        return self._read(where, limit)

    def wal_bytes(self) -> int | None:
        """Size of the SQLite ``-wal`` file (0 when there is none); None on PostgreSQL and for
        an in-memory SQLite database."""
        return None if self._checkpoints is None else self._checkpoints.wal_bytes()

    def close(self) -> None:
        if self._checkpoints is not None:
            self._checkpoints.close()
        self.engine.dispose()

    # --- rows <-> records ---------------------------------------------------------------------

    def _wrote(self, rows: int) -> None:
        if self._checkpoints is not None:
            self._checkpoints.wrote(rows)

    @staticmethod
    def _status(match_id: str, status: Status) -> Any:
        return update(web_matches).where(web_matches.c.match_id == match_id).values(status=status)

    @staticmethod
    def _match_values(match: MatchRow) -> dict[str, Any]:
        return {
            "match_id": match.match_id,
            "game": match.game,
            "title": match.title,
            "name": match.name,
            "options": _text(match.options),
            "seed": match.seed,
            "created": match.created,
            "status": match.status,
            "timer": None if match.timer is None else _text(match.timer),
            "banks": None if match.banks is None else _text(match.banks),
            "seed_public": match.seed_public,
            "clock_started": match.clock_started,
        }

    @staticmethod
    def _seat_values(match_id: str, seat: SeatRow) -> dict[str, Any]:
        return {
            "match_id": match_id,
            "seat": seat.seat,
            "kind": seat.kind,
            "name": seat.name,
            "token_hash": seat.token_hash,
        }

    def _read(self, where: Any, limit: int | None = None) -> list[MatchRow]:
        """Matches meeting ``where``, newest first, with their seats; undecodable ones left out
        (logged once and remembered in ``damaged``)."""
        newest = (web_matches.c.created.desc(), web_matches.c.match_id)
        chosen = select(web_matches).where(where).order_by(*newest).limit(limit)
        with self.engine.connect() as conn:
            rows = list(conn.execute(chosen))
            seats = read_seats(conn, [r.match_id for r in rows], self.SEAT_CHUNK)
        matches: list[MatchRow] = []
        for row in rows:
            try:
                matches.append(decode_match(row, seats.get(row.match_id, [])))
            except DamagedRow as exc:
                self._found_damaged(row.match_id, str(exc))
        return matches

    def _found_damaged(self, match_id: str, reason: str) -> None:
        if match_id not in self.damaged:
            log.warning("match %s cannot be read and is left out: %s", match_id, reason)
            self.damaged[match_id] = reason


def read_seats(conn: Any, match_ids: Sequence[str], chunk: int = 500) -> dict[str, list[SeatRow]]:
    """The seats of each match in ``match_ids``, in seat order (a query per ``chunk`` ids)."""
    seats: dict[str, list[SeatRow]] = {match_id: [] for match_id in match_ids}
    for start in range(0, len(match_ids), chunk):
        query = (
            select(web_seats)
            .where(web_seats.c.match_id.in_(match_ids[start : start + chunk]))
            .order_by(web_seats.c.match_id, web_seats.c.seat)
        )
        for s in conn.execute(query):
            seats[s.match_id].append(SeatRow(s.seat, s.kind, s.name, s.token_hash))
    return seats


def _statuses(rows: list[tuple[str, ActionRow, Status]]) -> dict[str, Status]:
    """Each match's status after its last row in the group."""
    return {match_id: status for match_id, _, status in rows}


class DriverStatement:
    """A Core statement compiled once for the engine's dialect and run as driver SQL.

    The hot path (every action) then skips SQLAlchemy's per-call statement handling: about
    0.44 ms of CPU per append becomes 0.18 ms on SQLite. Parameters are dicts by column name,
    put in the dialect's order when its parameter style is positional.
    """

    def __init__(self, engine: Engine, statement: Any) -> None:
        compiled = statement.compile(dialect=engine.dialect)
        self.sql = str(compiled)
        self.order: tuple[str, ...] | None = (
            tuple(compiled.positiontup) if compiled.positional else None
        )

    def run(self, conn: Any, rows: list[dict[str, Any]]) -> None:
        if self.order is None:
            conn.exec_driver_sql(self.sql, rows)
        else:
            order = self.order
            conn.exec_driver_sql(self.sql, [tuple(row[k] for k in order) for row in rows])


class Checkpointer:
    """SQLite WAL checkpoints off the write path, keeping the ``-wal`` file bounded.

    By default the commit that fills the WAL runs the checkpoint itself (copying pages back and
    syncing the file), and every write queued behind it waits. Here the store's connections do
    not checkpoint automatically. Every write is counted (``wrote``); after ``EVERY`` of them a
    daemon thread, on a connection of its own:

    1. runs a PASSIVE checkpoint, which copies what it can and never blocks readers or writers;
    2. if the log then holds more than ``WAL_LIMIT`` bytes, resets it with
       ``wal_checkpoint(RESTART)``. That takes the write lock for as long as it copies the few
       pages committed since step 1 and waits (``RESET_WAIT_MS`` at most) for readers still on
       the old log; a writer meanwhile waits too (measured: 1 to 5 ms, up to 20 ms with a
       reader thread competing for the GIL). If readers hold on longer it lets go, tries twice
       more shortly after, then again after the next ``EVERY`` writes. The next write then
       starts the log over at the top of the file, and ``journal_size_limit`` trims the file to
       ``WAL_LIMIT``: the file is reused, never emptied (``TRUNCATE`` would free the whole file
       under the write lock: 17 ms for 50 MB on a disk mounted with ``discard``).

    Under steady writes a PASSIVE checkpoint alone never lets the log start over (some write is
    always newer than what it copied, or a reader's snapshot pins the log), so the file grew
    without end (959 MB in a 9-minute probe); step 2 is what bounds it. ``close`` empties the
    WAL (``TRUNCATE``).
    """

    EVERY = 200
    """Counted writes (commits; a group of appended rows counts each row) between checkpoints."""
    WAL_LIMIT = 16 << 20
    """Bytes: a log holding more is reset after the PASSIVE checkpoint; also the size the file
    is trimmed back to (``journal_size_limit``)."""
    RESET_WAIT_MS = 20
    """How long a reset may wait for readers (and so hold back writers) before it lets go: well
    under the 50 ms the event loop's own connections wait for a lock (``QUICK_BUSY_MS``)."""
    RESET_TRIES = 3
    """Attempts at a reset (20 and 40 ms apart) before it waits for the next ``EVERY`` writes."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        event.listen(engine, "connect", _wal_pragmas)
        engine.dispose()  # pooled connections opened before the listener reconnect with it
        with engine.connect() as conn:
            files = {row[1]: row[2] for row in conn.exec_driver_sql("PRAGMA database_list")}
        main = files.get("main") or ""
        self.wal_path: str | None = f"{main}-wal" if main else None
        """The ``-wal`` file, None for an in-memory database."""
        self.checkpoints = 0
        """PASSIVE checkpoints run."""
        self.resets = 0
        """Times the log was reset (``RESTART``) because it held more than ``WAL_LIMIT``."""
        self.missed_resets = 0
        """Reset attempts let go because readers held the old log longer than ``RESET_WAIT_MS``."""
        self._frame_bytes = 4096 + 24
        """A WAL frame: a page and its 24-byte header."""
        self._rows = 0
        self._wake = threading.Event()
        self._stop = False
        self._thread = threading.Thread(target=self._run, name="sqlite-checkpoint", daemon=True)
        self._thread.start()

    def wrote(self, rows: int) -> None:
        self._rows += rows
        if self._rows >= self.EVERY:
            self._rows = 0
            self._wake.set()

    def wal_bytes(self) -> int | None:
        if self.wal_path is None:
            return None
        try:
            return os.stat(self.wal_path).st_size
        except FileNotFoundError:
            return 0

    def _run(self) -> None:
        conn: Any = None
        try:
            while True:
                self._wake.wait()
                self._wake.clear()
                if self._stop:
                    break
                conn = conn or self._connect()
                self._step(conn)
        finally:
            if conn is not None:
                conn.close()

    def _connect(self) -> Any:
        """A connection of the checkpoint thread's own, outside the pool (its own busy wait)."""
        pooled = self.engine.raw_connection()
        pooled.detach()
        cursor = pooled.cursor()
        self._frame_bytes = int(cursor.execute("PRAGMA page_size").fetchone()[0]) + 24
        cursor.close()
        return pooled

    def _step(self, conn: Any) -> None:
        try:
            _, frames, _ = self._checkpoint(conn, "PASSIVE", 0)
            self.checkpoints += 1
            if frames * self._frame_bytes <= self.WAL_LIMIT:
                return
            for attempt in range(self.RESET_TRIES):
                if attempt:  # let the readers finish, and copy what came meanwhile unlocked
                    time.sleep(0.02 * attempt)
                    self._checkpoint(conn, "PASSIVE", 0)
                if not self._checkpoint(conn, "RESTART", self.RESET_WAIT_MS)[0]:
                    self.resets += 1
                    return
                self.missed_resets += 1
                if self._stop:
                    return
            log.debug("SQLite WAL reset put off: readers still use the log")
        except Exception:  # a failed checkpoint is retried by the next one; writes are safe
            log.warning("SQLite checkpoint failed", exc_info=True)

    @staticmethod
    def _checkpoint(conn: Any, mode: str, wait_ms: int) -> tuple[int, int, int]:
        """Run ``wal_checkpoint(mode)`` waiting at most ``wait_ms`` for locks: (1 if it was
        busy else 0, frames in the log, frames copied back)."""
        cursor = conn.cursor()
        try:
            cursor.execute(f"PRAGMA busy_timeout={wait_ms}")
            busy, frames, copied = cursor.execute(f"PRAGMA wal_checkpoint({mode})").fetchone()
            return int(busy), int(frames), int(copied)
        finally:
            cursor.close()

    def close(self) -> None:
        self._stop = True
        self._wake.set()
        self._thread.join(timeout=30)
        try:
            with self.engine.connect() as conn:
                conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
        except Exception:
            log.warning("SQLite checkpoint (TRUNCATE) at close failed", exc_info=True)


def _wal_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA wal_autocheckpoint=0")
    cursor.execute(f"PRAGMA journal_size_limit={Checkpointer.WAL_LIMIT}")
    cursor.close()

"""The web table's matches in the store: one row per match, its seats, its action log.

``web_matches``  a match: game, options (JSON), seed, lobby status, creation time, turn timer.
``web_seats``    (match, seat): kind (``human`` or a bot level), display name and the SHA-256
                 digest of the seat token (never the token).
``web_actions``  (match, n): the log in acceptance order. A row is an action (JSON) with the seat
                 that took it and who chose it (``seat``, ``bot``, ``timeout``), or an ``undo``
                 row taking back the last action still standing. Rows are only ever appended.

The records (``MatchRow``...) are what the server reads and writes; ``SqlMatchStore`` implements
the server's ``MatchStore`` interface on any engine from ``open_store`` (SQLite WAL or
PostgreSQL). Each write is one transaction, committed when the method returns.
"""

from __future__ import annotations

import logging
import threading
from typing import Any, Literal

import msgspec
from sqlalchemy import (
    BigInteger,
    Column,
    Engine,
    ForeignKey,
    Index,
    Integer,
    String,
    Table,
    Text,
    bindparam,
    event,
    insert,
    select,
    true,
    update,
)

from .schema import METADATA

log = logging.getLogger("dungeontable.storage")

Status = Literal["open", "running", "finished", "abandoned", "damaged"]
"""``abandoned``: the server ended the match before the game did (a runaway or idle match);
``damaged``: the stored match cannot be read or replayed (never resumed or served)."""
STATUSES: tuple[Status, ...] = ("open", "running", "finished", "abandoned", "damaged")
Actor = Literal["seat", "bot", "timeout", "undo"]
"""Who made a logged row: the seat's person, the seat's bot, the timer policy for a seat, or
``undo`` for a row that takes back the seat's last live action (its ``action`` is empty)."""


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
    """A match as stored: everything needed to rebuild it, plus its lobby data."""

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
    """A player chose the seed (a solo or bot-only table): the lobby shows it to everyone."""


class ActionRow(msgspec.Struct):
    """One logged row, ``n`` counting from 0 in the order rows were accepted."""

    n: int
    seat: int
    action: dict[str, Any]
    actor: Actor = "seat"


def live_actions(rows: list[ActionRow]) -> list[ActionRow]:
    """The actions that stand: each undo row removes the last action still standing."""
    standing: list[ActionRow] = []
    for row in rows:
        if row.actor == "undo":
            if standing:
                standing.pop()
        else:
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


class SqlMatchStore:
    """The server's ``MatchStore`` on an SQLAlchemy engine (SQLite or PostgreSQL)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        METADATA.create_all(engine, tables=list(TABLES))
        local = engine.dialect.name == "sqlite"
        self.inline_writes = local
        """A SQLite commit is quick and never waits for the disk (checkpoints run apart)."""
        self._checkpoints = Checkpointer(engine) if local else None
        self._append = DriverStatement(engine, insert(web_actions))
        self._set_statuses = DriverStatement(
            engine,
            update(web_matches)
            .where(web_matches.c.match_id == bindparam("key"))
            .values(status=bindparam("new_status")),
        )

    def create(self, match: MatchRow) -> None:
        with self.engine.begin() as conn:
            conn.execute(insert(web_matches).values(**self._match_values(match)))
            conn.execute(
                insert(web_seats),
                [self._seat_values(match.match_id, seat) for seat in match.seats],
            )

    def update_seat(self, match_id: str, seat: SeatRow, status: Status) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                update(web_seats)
                .where(web_seats.c.match_id == match_id, web_seats.c.seat == seat.seat)
                .values(kind=seat.kind, name=seat.name, token_hash=seat.token_hash)
            )
            conn.execute(self._status(match_id, status))

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
        if self._checkpoints is not None:
            self._checkpoints.wrote(len(rows))

    def set_status(self, match_id: str, status: Status) -> None:
        with self.engine.begin() as conn:
            conn.execute(self._status(match_id, status))

    def set_banks(self, match_id: str, banks: list[float]) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                update(web_matches)
                .where(web_matches.c.match_id == match_id)
                .values(banks=_text(banks))
            )

    def get(self, match_id: str) -> MatchRow | None:
        rows = self._read(web_matches.c.match_id == match_id)
        return rows[0] if rows else None

    def actions(self, match_id: str) -> list[ActionRow]:
        query = (
            select(web_actions).where(web_actions.c.match_id == match_id).order_by(web_actions.c.n)
        )
        with self.engine.connect() as conn:
            return [
                ActionRow(r.n, r.seat, msgspec.json.decode(r.action), r.actor)
                for r in conn.execute(query)
            ]

    def list_matches(
        self, status: Status | None = None, limit: int | None = None
    ) -> list[MatchRow]:
        where = true() if status is None else web_matches.c.status == status
        return self._read(where, limit)

    def close(self) -> None:
        if self._checkpoints is not None:
            self._checkpoints.close()
        self.engine.dispose()

    # --- rows <-> records ---------------------------------------------------------------------

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
        """Matches meeting ``where``, newest first, with their seats (two queries)."""
        newest = (web_matches.c.created.desc(), web_matches.c.match_id)
        chosen = select(web_matches).where(where).order_by(*newest).limit(limit)
        with self.engine.connect() as conn:
            rows = list(conn.execute(chosen))
            ids = select(chosen.subquery().c.match_id)
            seat_query = (
                select(web_seats)
                .where(web_seats.c.match_id.in_(ids))
                .order_by(web_seats.c.match_id, web_seats.c.seat)
            )
            seats: dict[str, list[SeatRow]] = {r.match_id: [] for r in rows}
            for s in conn.execute(seat_query) if rows else ():
                seats[s.match_id].append(SeatRow(s.seat, s.kind, s.name, s.token_hash))
        return [self._record(r, seats[r.match_id]) for r in rows]

    @staticmethod
    def _record(row: Any, seats: list[SeatRow]) -> MatchRow:
        return MatchRow(
            match_id=row.match_id,
            game=row.game,
            title=row.title,
            options=msgspec.json.decode(row.options),
            seats=seats,
            seed=row.seed,
            created=row.created,
            status=row.status,
            name=row.name,
            timer=_optional(row.timer, TimerSpec),
            banks=_optional(row.banks, list[float]),
        )


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
    """SQLite WAL checkpoints off the write path.

    By default the commit that fills the WAL runs the checkpoint itself (copying pages back and
    syncing the file), and every write queued behind it waits. Here the store's connections do
    not checkpoint automatically; after every ``EVERY`` rows a daemon thread runs a PASSIVE
    checkpoint on its own connection, which never blocks writers. ``close`` truncates the WAL.
    """

    EVERY = 500

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        event.listen(engine, "connect", _no_autocheckpoint)
        engine.dispose()  # pooled connections opened before the listener reconnect with it
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

    def _run(self) -> None:
        while True:
            self._wake.wait()
            self._wake.clear()
            if self._stop:
                return
            self._checkpoint("PASSIVE")

    def _checkpoint(self, mode: str) -> None:
        try:
            with self.engine.connect() as conn:
                conn.exec_driver_sql(f"PRAGMA wal_checkpoint({mode})")
        except Exception:  # a failed checkpoint is retried by the next one; writes are safe
            log.warning("SQLite checkpoint (%s) failed", mode, exc_info=True)

    def close(self) -> None:
        self._stop = True
        self._wake.set()
        self._thread.join(timeout=30)
        self._checkpoint("TRUNCATE")


def _no_autocheckpoint(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA wal_autocheckpoint=0")
    cursor.close()

"""Checking a store and rescuing a damaged SQLite file (``dungeontable db check`` / ``recover``).

``check_store`` reads without writing: SQLite's own ``PRAGMA integrity_check``, then every stored
match one by one (its row, seats and action log) through the same decoding the server uses, so a
match it names is one the server would leave out. A failure to read one match (a corrupt page)
never stops the check of the others.

``recover_sqlite`` copies every row SQLite can still read into a fresh file, table by table in
rowid order. When a stretch of a table cannot be read (a corrupt page raises ``DatabaseError``),
it searches for the first rowid past it that can and carries on, counting what it skipped; rows
whose match was lost are dropped (foreign keys). Matches that were copied but do not decode, or
whose action log has a gap, are kept with the status ``damaged`` (the server never resumes
them). Python's ``sqlite3`` has no ``.recover``; this is the row-level part of it.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from urllib.parse import quote

from sqlalchemy import Engine, create_engine, inspect, select
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError

from .database import normalize_url
from .matches import (
    DamagedRow,
    SeatRow,
    decode_action,
    decode_match,
    web_actions,
    web_matches,
    web_seats,
)
from .schema import METADATA

MATCH_TABLES = ("web_matches", "web_seats", "web_actions")


@dataclass
class CheckReport:
    """What ``check_store`` found. ``ok`` when nothing needs attention."""

    where: str
    """The SQLite file, or the URL without its password."""
    sqlite: bool
    integrity: list[str] | None = None
    """SQLite's integrity_check messages ([] when it says ok); None on PostgreSQL."""
    matches: int = 0
    """Matches that load."""
    problems: dict[str, str] = field(default_factory=dict)
    """Matches that cannot be loaded (match id -> why), not yet marked damaged."""
    marked: list[str] = field(default_factory=list)
    """Matches marked damaged earlier (never served; kept for inspection)."""
    unreadable: list[str] = field(default_factory=list)
    """Tables that could not be read in full, with why."""
    missing_columns: list[str] = field(default_factory=list)
    """Columns of a newer version the database lacks (added when the server opens it)."""

    @property
    def ok(self) -> bool:
        return not self.integrity and not self.problems and not self.unreadable


def _engine(url: str) -> Engine:
    """An engine on an existing store, nothing created; a SQLite file is opened read-only."""
    parsed = make_url(normalize_url(url))
    if parsed.get_backend_name() != "sqlite":
        return create_engine(parsed)
    path = sqlite_path(url)
    return create_engine("sqlite://", creator=lambda: _read_only(path))


def _read_only(path: Path) -> sqlite3.Connection:
    """A connection that cannot change the file (nor checkpoint its WAL into it on close)."""
    conn = sqlite3.connect(
        f"file:{quote(str(path))}?mode=ro", uri=True, check_same_thread=False, timeout=10.0
    )
    return conn


def _why(exc: BaseException) -> str:
    """A short reason for a database error (the driver's message, first line)."""
    inner = getattr(exc, "orig", None) or exc
    text = str(inner).splitlines()[0] if str(inner) else type(inner).__name__
    return text[:200]


def check_store(url: str) -> CheckReport:
    """Check the store at ``url`` (SQLite file or PostgreSQL) without changing it."""
    engine = _engine(url)
    sqlite = engine.dialect.name == "sqlite"
    where = str(sqlite_path(url)) if sqlite else engine.url.render_as_string(hide_password=True)
    report = CheckReport(where, sqlite)
    try:
        if sqlite:
            report.integrity = _integrity(engine)
        _check_matches(engine, report)
    finally:
        engine.dispose()
    return report


def _integrity(engine: Engine) -> list[str]:
    try:
        with engine.connect() as conn:
            found = [str(r[0]) for r in conn.exec_driver_sql("PRAGMA integrity_check(50)")]
    except DBAPIError as exc:
        return [_why(exc)]
    return [] if found == ["ok"] else found


def _check_matches(engine: Engine, report: CheckReport) -> None:
    try:
        columns = {c["name"] for c in inspect(engine).get_columns("web_matches")}
    except DBAPIError as exc:
        report.unreadable.append(f"web_matches: {_why(exc)}")
        return
    if not columns:
        return  # no matches table: the web table never ran on this store
    report.missing_columns = [
        f"web_matches.{c.name}" for c in web_matches.columns if c.name not in columns
    ]
    ids, error = _list_ids(engine)
    if error is not None:
        report.unreadable.append(f"web_matches: only {len(ids)} match ids can be listed ({error})")
    present = [c for c in web_matches.columns if c.name in columns]
    for match_id in ids:
        try:
            status = _check_match(engine, match_id, present)
        except DamagedRow as exc:
            report.problems[match_id] = str(exc)
            continue
        except DBAPIError as exc:
            report.problems[match_id] = f"cannot be read: {_why(exc)}"
            continue
        if status == "damaged":
            report.marked.append(match_id)
        else:
            report.matches += 1


def _list_ids(engine: Engine) -> tuple[list[str], str | None]:
    """Every match id, and None, or as many as can be read and why not all.

    On SQLite the ids are read through the key's index and, should that fail, from the table
    itself (``NOT INDEXED``): a damaged page of one rarely hides ids the other still has.
    """
    queries = ["SELECT match_id FROM web_matches"]
    if engine.dialect.name == "sqlite":
        queries.append("SELECT match_id FROM web_matches NOT INDEXED")
    seen: dict[str, None] = {}
    error: str | None = None
    for query in queries:
        try:
            with engine.connect() as conn:
                for (match_id,) in conn.exec_driver_sql(query):
                    seen.setdefault(match_id)
        except DBAPIError as exc:
            error = error or _why(exc)
            continue
        return list(seen), None
    return list(seen), error


def _check_match(engine: Engine, match_id: str, present: list[Any]) -> str:
    """Read and decode one match, its seats and log; its status, or ``DamagedRow``."""
    with engine.connect() as conn:
        row = conn.execute(select(*present).where(web_matches.c.match_id == match_id)).first()
        if row is None:
            raise DamagedRow("listed but its row cannot be found")
        if row.status == "damaged":
            return "damaged"
        seats = [
            SeatRow(s.seat, s.kind, s.name, s.token_hash)
            for s in conn.execute(
                select(web_seats).where(web_seats.c.match_id == match_id).order_by(web_seats.c.seat)
            )
        ]
        values = {c.name: None for c in web_matches.columns} | dict(row._mapping)
        decode_match(SimpleNamespace(**values), seats)
        actions = conn.execute(
            select(web_actions).where(web_actions.c.match_id == match_id).order_by(web_actions.c.n)
        )
        for expected, action in enumerate(actions):
            if action.n != expected:
                raise DamagedRow(f"action log: row {expected} is missing")
            decode_action(action)
    return str(row.status)


# --- recovery ------------------------------------------------------------------------------------


@dataclass
class TableCopy:
    """One table's fate in a recovery."""

    name: str
    kept: int = 0
    unreadable: int = 0
    """Rows (about: rowids skipped) in stretches SQLite could not read."""
    dropped: int = 0
    """Rows read but refused by the new file (their match was lost, or a broken value)."""
    error: str | None = None
    """Why the table could not be read at all."""


@dataclass
class RecoverReport:
    source: Path
    target: Path
    moved_to: Path | None = None
    """Where the damaged file went (None when ``-o`` wrote the copy elsewhere)."""
    tables: list[TableCopy] = field(default_factory=list)
    matches_before: int | None = None
    """Matches the damaged file listed (None when it could not list them all)."""
    matches_kept: int = 0
    lost_matches: list[str] = field(default_factory=list)
    """Matches listed in the damaged file that did not survive."""
    marked_damaged: dict[str, str] = field(default_factory=dict)
    """Copied matches that do not load (kept, status ``damaged``): id -> why."""


class NothingRecovered(RuntimeError):
    """Not a single row could be read; the file was left where it was."""


def sqlite_path(url: str) -> Path:
    """The file of a SQLite store URL (``ValueError`` for any other store)."""
    parsed = make_url(normalize_url(url))
    if parsed.get_backend_name() != "sqlite":
        raise ValueError(
            "recover works on SQLite files; restore a PostgreSQL database from its backups "
            "(pg_dump) instead"
        )
    database = parsed.database or ""
    if database in ("", ":memory:") or database.startswith("file:"):
        raise ValueError(f"recover needs the path of a SQLite file, not {database or 'memory'}")
    path = Path(database)
    if not path.is_file():
        raise FileNotFoundError(2, "no database file", str(path))
    return path


def recover_sqlite(path: Path, output: Path | None = None) -> RecoverReport:
    """Copy every readable row of the SQLite file at ``path`` into a fresh file.

    With ``output`` the copy is written there and ``path`` is left alone. Without it the copy
    takes ``path``'s place and the damaged file (with its ``-wal``/``-shm``) is moved aside to
    ``NAME.damaged-<timestamp>``. Stop the server first: the file must not change meanwhile.
    """
    target = output if output is not None else path.with_name(path.name + ".recovering")
    if output is not None and output.exists():
        raise FileExistsError(17, "refusing to overwrite", str(output))
    for stale in _family(target):
        stale.unlink(missing_ok=True)
    report = RecoverReport(path, output or path)
    with contextlib.closing(_read_only(path)) as source:
        before, complete = _ids(source)
        report.matches_before = len(before) if complete else None
        _create_schema(target)
        with contextlib.closing(sqlite3.connect(str(target), isolation_level=None)) as copy:
            copy.execute("PRAGMA foreign_keys=ON")
            copy.execute("BEGIN")
            for name, sql in _tables(source):
                if sql and not _exists(copy, name):
                    copy.execute(sql)
                report.tables.append(_copy_table(source, copy, name))
            copy.execute("COMMIT")
            kept = {r[0] for r in copy.execute("SELECT match_id FROM web_matches")}
            report.matches_kept = len(kept)
            report.lost_matches = sorted(set(before) - kept)
            report.marked_damaged = _mark_undecodable(copy)
    if not any(t.kept for t in report.tables):
        for stale in _family(target):
            stale.unlink(missing_ok=True)
        raise NothingRecovered(f"no row of {path} could be read; it was left in place")
    if output is None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = path.with_name(f"{path.name}.damaged-{stamp}")
        for old, new in zip(_family(path), _family(aside), strict=True):
            if old.exists():
                old.rename(new)
        target.rename(path)
        report.moved_to = aside
    return report


def _family(path: Path) -> tuple[Path, Path, Path]:
    """A SQLite file with its write-ahead log and shared-memory index."""
    return path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")


def _create_schema(target: Path) -> None:
    """Every table this version knows, in a new file (rollback journal; the server turns WAL on
    when it opens it)."""
    engine = create_engine(f"sqlite:///{target}")
    try:
        METADATA.create_all(engine)
    finally:
        engine.dispose()


def _exists(conn: sqlite3.Connection, name: str) -> bool:
    query = "SELECT 1 FROM sqlite_master WHERE type='table' AND name=?"
    return conn.execute(query, (name,)).fetchone() is not None


def _tables(source: sqlite3.Connection) -> list[tuple[str, str | None]]:
    """The source's tables, parents before children: ours in schema order, then any other."""
    known = [t.name for t in METADATA.sorted_tables]
    try:
        rows = source.execute(
            "SELECT name, sql FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'"
        ).fetchall()
    except sqlite3.DatabaseError:
        rows = [(name, None) for name in known]  # the schema itself is damaged: try ours
    found = {name: sql for name, sql in rows}
    ordered = [name for name in known if name in found]
    ordered += sorted(name for name in found if name not in known)
    return [(name, found[name]) for name in ordered]


def _columns(conn: sqlite3.Connection, table: str) -> list[str]:
    return [r[1] for r in conn.execute(f"PRAGMA table_info({_quote(table)})")]


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _ids(source: sqlite3.Connection) -> tuple[list[str], bool]:
    """Match ids the damaged file can still list (from the key's index, else the table), and
    whether it could list them all."""
    seen: dict[str, None] = {}
    for query in (
        "SELECT match_id FROM web_matches",
        "SELECT match_id FROM web_matches NOT INDEXED",
    ):
        try:
            for (match_id,) in source.execute(query):
                seen.setdefault(match_id)
        except sqlite3.DatabaseError:
            continue
        return list(seen), True
    return list(seen), False


BATCH = 256
TOP = 1 << 62


def _copy_table(source: sqlite3.Connection, copy: sqlite3.Connection, table: str) -> TableCopy:
    result = TableCopy(table)
    try:
        wanted = set(_columns(copy, table))
        columns = [c for c in _columns(source, table) if c in wanted]
    except sqlite3.DatabaseError as exc:
        result.error = _why(exc)
        return result
    if not columns:
        result.error = "its columns cannot be read"
        return result
    names = ", ".join(_quote(c) for c in columns)
    insert = f"INSERT INTO {_quote(table)} ({names}) VALUES ({', '.join('?' * len(columns))})"
    for row in _readable_rows(source, table, names, result):
        copy.execute("SAVEPOINT one")
        try:
            copy.execute(insert, row)
        except sqlite3.DatabaseError:
            copy.execute("ROLLBACK TO one")
            result.dropped += 1
        else:
            result.kept += 1
        copy.execute("RELEASE one")
    return result


def _readable_rows(
    source: sqlite3.Connection, table: str, names: str, result: TableCopy
) -> Iterator[tuple[Any, ...]]:
    """The table's rows in rowid order, stepping over stretches that cannot be read."""
    query = f"SELECT rowid, {names} FROM {_quote(table)} WHERE rowid >= ? ORDER BY rowid LIMIT ?"
    start = -TOP
    while True:
        try:
            batch = source.execute(query, (start, BATCH)).fetchall()
        except sqlite3.DatabaseError as exc:
            try:
                batch = source.execute(query, (start, 1)).fetchall()
            except sqlite3.DatabaseError:
                resume = _next_readable(source, query, start)
                if resume is None:
                    if start == -TOP:
                        result.error = _why(exc)
                    return
                result.unreadable += resume - max(start, 1)
                start = resume
                continue
        if not batch:
            return
        for row in batch:
            yield tuple(row[1:])
        start = batch[-1][0] + 1


def _next_readable(source: sqlite3.Connection, query: str, start: int) -> int | None:
    """The smallest ``x > start`` from which rows can be read again (None if none can).

    Reading fails from ``start`` on: doubling steps find a start that works, then bisection the
    first one (reading from ``x`` fails while ``x`` falls in the broken stretch).
    """

    def readable(at: int) -> bool:
        try:
            source.execute(query, (at, 1)).fetchall()
        except sqlite3.DatabaseError:
            return False
        return True

    base = max(start, 0)
    step = 1
    while not readable(base + step):
        step *= 2
        if base + step >= TOP:
            return None
    low, high = base + step // 2, base + step  # reading from low fails, from high works
    while high - low > 1:
        middle = (low + high) // 2
        if readable(middle):
            high = middle
        else:
            low = middle
    return high


def _mark_undecodable(copy: sqlite3.Connection) -> dict[str, str]:
    """Give every copied match that does not load the status ``damaged``; id -> why."""
    copy.row_factory = sqlite3.Row
    bad: dict[str, str] = {}
    matches = copy.execute("SELECT * FROM web_matches WHERE status != 'damaged'").fetchall()
    for row in matches:
        match_id = row["match_id"]
        seats = [
            SeatRow(s["seat"], s["kind"], s["name"], s["token_hash"])
            for s in copy.execute(
                "SELECT * FROM web_seats WHERE match_id=? ORDER BY seat", (match_id,)
            )
        ]
        try:
            decode_match(SimpleNamespace(**dict(row)), seats)
            actions = copy.execute(
                "SELECT * FROM web_actions WHERE match_id=? ORDER BY n", (match_id,)
            )
            for expected, action in enumerate(actions):
                if action["n"] != expected:
                    raise DamagedRow(f"action log: row {expected} was lost")
                decode_action(SimpleNamespace(**dict(action)))
        except DamagedRow as exc:
            bad[match_id] = str(exc)
    copy.row_factory = None
    for match_id in bad:
        copy.execute("UPDATE web_matches SET status='damaged' WHERE match_id=?", (match_id,))
    return bad

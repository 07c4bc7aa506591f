"""A stored match that cannot be decoded is left out, named and never stops a read (SQLite and
PostgreSQL); ``mark_damaged`` takes it out of every list for good (memory store too)."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from sqlalchemy import Engine, insert, select

from dungeontable.server.store import MatchStore, MemoryStore
from dungeontable.storage.maintenance import check_store
from dungeontable.storage.matches import web_matches, web_seats

from .matchrows import match_row, opener, store_url  # noqa: F401 - fixture

SECRET = "hunter2-do-not-log"
"""Text in the bad rows that must never reach a log line or a reason."""

BAD_TIMER = '{"seconds":null,"bank":"' + SECRET + '","expiry":"bot-plays"}'


def insert_raw(engine: Engine, match_id: str, n: int, **columns: Any) -> None:
    """A match row (two seats) written by raw SQL, with some columns replaced."""
    values = {
        "match_id": match_id,
        "game": "tally",
        "title": "Tally",
        "name": SECRET,
        "options": '{"rounds":8}',
        "seed": n,
        "created": f"2026-01-01T10:00:{n:02d}+00:00",
        "status": "running",
        "timer": '{"seconds":30.0,"bank":120.0,"expiry":"bot-plays"}',
        "banks": "[120.0,120.0]",
    } | columns
    seats = [{"match_id": match_id, "seat": s, "kind": "random", "name": ""} for s in (0, 1)]
    with engine.begin() as conn:
        conn.execute(insert(web_matches).values(**values))
        conn.execute(insert(web_seats), seats)


def test_a_bad_timer_row_is_left_out_and_named(
    store_url: str,  # noqa: F811
    caplog: pytest.LogCaptureFixture,
) -> None:
    store = opener(store_url)()
    try:
        store.create(match_row("good1", 1))
        insert_raw(store.engine, "bad", 2, timer=BAD_TIMER)
        store.create(match_row("good2", 3))
        with caplog.at_level(logging.WARNING, logger="dungeontable.storage"):
            assert [m.match_id for m in store.list_matches()] == ["good2", "good1"]
            assert [m.match_id for m in store.list_matches("running")] == ["good2", "good1"]
            assert store.get("bad") is None
            assert store.get("good1") == match_row("good1", 1)
        assert set(store.damaged) == {"bad"}
        assert store.damaged["bad"].startswith("timer: ")
        logged = [r for r in caplog.records if "bad" in r.getMessage()]
        assert len(logged) == 1  # once, however often the row is read
        for text in (logged[0].getMessage(), store.damaged["bad"]):
            assert SECRET not in text and "30.0" not in text

        store.mark_damaged("bad", "timer: cannot be decoded")
        with store.engine.connect() as conn:
            status = conn.execute(
                select(web_matches.c.status).where(web_matches.c.match_id == "bad")
            )
            assert status.scalar_one() == "damaged"
    finally:
        store.close()

    again = opener(store_url)()  # a restarted server
    try:
        caplog.clear()
        with caplog.at_level(logging.WARNING, logger="dungeontable.storage"):
            assert [m.match_id for m in again.list_matches()] == ["good2", "good1"]
            assert again.list_matches("running", limit=5)[-1].match_id == "good1"
            assert again.get("bad") is None
        assert again.damaged == {} and not caplog.records  # marked: not even read any more
    finally:
        again.close()
    assert check_store(store_url).marked == ["bad"]


@pytest.mark.parametrize(
    ("columns", "reason"),
    [
        ({"options": "{not json " + SECRET}, "options: "),
        ({"options": "[1, 2]"}, "options: "),
        ({"banks": '[1.0, "' + SECRET + '"]'}, "banks: "),
        ({"timer": '{"bank": 1.0}'}, "timer: "),
        ({"status": "paused"}, "status: "),
    ],
)
def test_every_kind_of_undecodable_column_is_isolated(
    tmp_path: Any, columns: dict[str, str], reason: str
) -> None:
    store = opener(f"sqlite:///{tmp_path / 'm.db'}")()
    try:
        store.create(match_row("good", 1))
        insert_raw(store.engine, "bad", 2, **columns)
        assert [m.match_id for m in store.list_matches()] == ["good"]
        assert store.damaged["bad"].startswith(reason)
        assert SECRET not in store.damaged["bad"]
    finally:
        store.close()


def test_a_match_whose_seats_are_missing_is_isolated(tmp_path: Any) -> None:
    store = opener(f"sqlite:///{tmp_path / 'm.db'}")()
    try:
        store.create(match_row("good", 1))
        store.create(match_row("gap", 2))
        with store.engine.begin() as conn:
            conn.execute(
                web_seats.delete().where(web_seats.c.match_id == "gap", web_seats.c.seat == 0)
            )
        assert [m.match_id for m in store.list_matches()] == ["good"]
        assert store.damaged["gap"].startswith("seats: ")
    finally:
        store.close()


@pytest.mark.parametrize("kind", ["memory", "sqlite"])
def test_mark_damaged_hides_a_match_on_every_store(kind: str, tmp_path: Any) -> None:
    store: MatchStore = (
        MemoryStore() if kind == "memory" else opener(f"sqlite:///{tmp_path / 'm.db'}")()
    )
    try:
        for n, match_id in enumerate(("a", "b", "c")):
            store.create(match_row(match_id, n))
        store.mark_damaged("b", "it could not be replayed: boom")
        assert store.damaged == {"b": "it could not be replayed: boom"}
        assert [m.match_id for m in store.list_matches()] == ["c", "a"]
        assert [m.match_id for m in store.list_matches("running")] == ["c", "a"]
        assert store.get("b") is None and store.get("a") is not None
        assert [m.match_id for m in store.list_matches("damaged")] == ["b"]
        assert store.wal_bytes() is None if kind == "memory" else isinstance(store.wal_bytes(), int)
    finally:
        store.close()


def test_wal_bytes_is_none_on_postgres_and_the_file_size_on_sqlite(store_url: str) -> None:  # noqa: F811
    store = opener(store_url)()
    try:
        wal = store.wal_bytes()
        assert wal is None if store.engine.dialect.name == "postgresql" else isinstance(wal, int)
    finally:
        store.close()

"""The match store contract, the same on memory, a SQLite file and a real PostgreSQL server."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from dungeontable.server import MatchStore, MemoryStore
from dungeontable.server.store import (
    ActionRow,
    MatchRow,
    SeatRow,
    StoreRunner,
    TimerSpec,
    live_actions,
)
from dungeontable.storage import open_store
from dungeontable.storage.matches import Checkpointer, SqlMatchStore

pytestmark = pytest.mark.timeout(120)


def match_row(match_id: str, created: str, status: str = "open") -> MatchRow:
    return MatchRow(
        match_id=match_id,
        game="tally",
        title="Tally",
        options={"rounds": 8, "fast": False, "nested": {"a": [1, 2]}},
        seats=[SeatRow(0, "human"), SeatRow(1, "random", "random bot")],
        seed=2**63 - 1,
        created=created,
        status=status,  # type: ignore[arg-type]
        name="friday game",
        timer=TimerSpec(30.0, 120.0, "bot-plays"),
        banks=[120.0, 120.0],
    )


def test_matches_round_trip_and_list(backend: Callable[[], MatchStore]) -> None:
    store = backend()
    try:
        assert store.get("m1") is None and store.list_matches() == []
        first = match_row("m1", "2026-01-01T10:00:00+00:00")
        second = match_row("m2", "2026-01-02T10:00:00+00:00", "running")
        third = match_row("m3", "2026-01-02T10:00:00+00:00", "finished")
        third.timer, third.banks = None, None
        for row in (first, second, third):
            store.create(row)
        assert store.get("m1") == first and store.get("m3") == third
        assert [r.match_id for r in store.list_matches()] == ["m2", "m3", "m1"]
        assert [r.match_id for r in store.list_matches(limit=2)] == ["m2", "m3"]
        assert [r.match_id for r in store.list_matches("running")] == ["m2"]
        assert store.list_matches("finished") == [third]
        seated = SeatRow(0, "human", "ann", "ab" * 32)
        store.update_seat("m1", seated, "running")
        assert_same(store.get("m1"), first, seats=[seated, first.seats[1]], status="running")
        store.set_banks("m1", [99.5, 120.0])
        banks = store.get("m1")
        assert banks is not None and banks.banks == [99.5, 120.0]
    finally:
        store.close()


def assert_same(row: MatchRow | None, base: MatchRow, **changed: object) -> None:
    """``row`` equals ``base`` with the ``changed`` fields."""
    assert row is not None
    for name in base.__struct_fields__:
        assert getattr(row, name) == changed.get(name, getattr(base, name)), name


def test_action_log_appends_in_order_with_status(backend: Callable[[], MatchStore]) -> None:
    store = backend()
    try:
        store.create(match_row("m1", "2026-01-01T10:00:00+00:00", "running"))
        rows = [
            ActionRow(0, 0, {"type": "mark", "amount": 2}, "seat"),
            ActionRow(1, 0, {}, "undo"),
            ActionRow(2, 0, {"type": "play", "card": "c01", "extra": [1, {"k": None}]}, "timeout"),
            ActionRow(3, 1, {"type": "roll"}, "bot"),
        ]
        for row in rows[:3]:
            store.append_action("m1", row, "running")
        store.append_action("m1", rows[3], "finished")
        assert store.actions("m1") == rows
        assert store.actions("other") == []
        done = store.get("m1")
        assert done is not None and done.status == "finished"
        assert [r.n for r in live_actions(store.actions("m1"))] == [2, 3]
    finally:
        store.close()


def test_a_refused_append_changes_nothing(backend: Callable[[], MatchStore]) -> None:
    store = backend()
    try:
        store.create(match_row("m1", "2026-01-01T10:00:00+00:00", "running"))
        store.append_action("m1", ActionRow(0, 0, {"type": "roll"}), "running")
        with pytest.raises(Exception):  # noqa: B017 - each backend raises its own error
            store.append_action("m1", ActionRow(0, 1, {"type": "end-turn"}), "finished")
        after = store.get("m1")
        assert after is not None and after.status == "running"
        assert store.actions("m1") == [ActionRow(0, 0, {"type": "roll"})]
    finally:
        store.close()


def test_a_reopened_store_has_everything(backend: Callable[[], MatchStore]) -> None:
    store = backend()
    row = match_row("m1", "2026-01-01T10:00:00+00:00", "running")
    store.create(row)
    store.append_action("m1", ActionRow(0, 0, {"type": "roll"}, "seat"), "running")
    store.close()
    again = backend()
    try:
        assert again.get("m1") == row
        assert again.actions("m1") == [ActionRow(0, 0, {"type": "roll"}, "seat")]
    finally:
        again.close()


def test_a_group_of_appends_is_all_or_nothing(backend: Callable[[], MatchStore]) -> None:
    store = backend()
    try:
        for match_id in ("m1", "m2"):
            store.create(match_row(match_id, "2026-01-01T10:00:00+00:00", "running"))
        store.append_actions(
            [
                ("m1", ActionRow(0, 0, {"type": "roll"}), "running"),
                ("m2", ActionRow(0, 1, {"type": "end-turn"}, "bot"), "finished"),
            ]
        )
        with pytest.raises(Exception):  # noqa: B017 - each backend raises its own error
            store.append_actions(
                [
                    ("m2", ActionRow(1, 0, {"type": "roll"}), "running"),
                    ("m1", ActionRow(0, 0, {"type": "roll"}), "finished"),
                ]
            )
        assert store.actions("m1") == [ActionRow(0, 0, {"type": "roll"})]
        assert store.actions("m2") == [ActionRow(0, 1, {"type": "end-turn"}, "bot")]
        assert [m.status for m in store.list_matches() if m.match_id == "m2"] == ["finished"]
    finally:
        store.close()


def test_the_runner_commits_concurrent_appends_and_fails_only_the_bad_row() -> None:
    store = MemoryStore()
    for match_id in ("m1", "m2", "m3"):
        store.create(match_row(match_id, "2026-01-01T10:00:00+00:00", "running"))
    store.append_action("m3", ActionRow(0, 0, {"type": "roll"}), "running")
    runner = StoreRunner(store, inline=False)

    async def append_all() -> list[BaseException | None]:
        return await asyncio.gather(
            runner.append("m1", ActionRow(0, 0, {"type": "roll"}), "running"),
            runner.append("m2", ActionRow(0, 0, {"type": "roll"}), "finished"),
            runner.append("m3", ActionRow(0, 1, {"type": "roll"}), "running"),  # n=0 is taken
            return_exceptions=True,
        )

    try:
        results = asyncio.run(append_all())
    finally:
        runner.close()
    assert results[:2] == [None, None]
    assert isinstance(results[2], ValueError)
    assert [len(store.actions(m)) for m in ("m1", "m2", "m3")] == [1, 1, 1]
    assert [m.status for m in store.list_matches() if m.match_id == "m2"] == ["finished"]


def test_sqlite_checkpoints_run_off_the_write_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(Checkpointer, "EVERY", 10)
    path = tmp_path / "matches.db"
    store = SqlMatchStore(open_store(f"sqlite:///{path}"))

    def rows_in_main_file() -> int:
        """Rows the database file itself holds (the WAL ignored): what checkpoints copied."""
        with contextlib.closing(sqlite3.connect(f"file:{path}?immutable=1", uri=True)) as db:
            return int(db.execute("SELECT count(*) FROM web_actions").fetchone()[0])

    try:
        with store.engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA wal_autocheckpoint").scalar() == 0
        store.create(match_row("m1", "2026-01-01T10:00:00+00:00", "running"))
        for n in range(8):  # with the create, 9 counted writes
            store.append_action("m1", ActionRow(n, 0, {"type": "roll"}), "running")
        assert rows_in_main_file() == 0  # nothing checkpointed by the writes themselves
        store.append_action("m1", ActionRow(8, 0, {"type": "roll"}), "running")
        deadline = time.monotonic() + 10
        while rows_in_main_file() < 9 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert rows_in_main_file() == 9
    finally:
        store.close()
    wal = Path(f"{path}-wal")
    assert not wal.exists() or wal.stat().st_size == 0  # closing empties the WAL


def test_local_stores_are_written_inline_and_postgres_on_a_thread(
    backend: Callable[[], MatchStore], request: pytest.FixtureRequest
) -> None:
    store = backend()
    runner = StoreRunner(store)
    try:
        assert runner.inline is (request.node.callspec.params["backend"] != "postgres")
    finally:
        runner.close()

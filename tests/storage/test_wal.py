"""The SQLite write-ahead log stays bounded under steady writes of every kind while a reader
keeps reading (a PASSIVE checkpoint alone let it grow to hundreds of MB: 240 MB for this load)."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from dungeontable.storage import open_store
from dungeontable.storage.matches import ActionRow, Checkpointer, SeatRow, SqlMatchStore

from .matchrows import match_row

pytestmark = pytest.mark.timeout(300)

BOUND = 3 * Checkpointer.WAL_LIMIT
"""The bound checked: 48 MiB. The reset starts past WAL_LIMIT (16 MiB); what is written while
the checkpoint thread wakes up, copies pages and retries a reset a reader put off comes on top:
21 MB at most measured alone, 25 MB with four runs of this test sharing two cores, 33.7 MB once
in `make test` with the other test worker busy on the second core. Unbounded growth, the bug this
guards against, reached 240 MB on this load."""

MATCHES = 2_000
ROUNDS = 12


def test_the_wal_stays_bounded_under_steady_writes_and_reads(tmp_path: Path) -> None:
    path = tmp_path / "matches.db"
    store = SqlMatchStore(open_store(str(path)))
    samples: list[int] = []
    writes = 0

    def wrote() -> None:
        nonlocal writes
        writes += 1
        if writes % 25 == 0:
            size = store.wal_bytes()
            assert size is not None
            samples.append(size)
            assert size < BOUND, f"WAL at {size:,} bytes after {writes:,} writes"

    stop = threading.Event()
    reads = 0
    failures: list[BaseException] = []

    def reader() -> None:  # holds read snapshots over and over, as the lobby and replays do
        nonlocal reads
        try:
            while not stop.is_set():
                listed = store.list_matches(limit=50)
                store.list_matches("running", limit=20)
                if listed:
                    store.actions(listed[-1].match_id)
                reads += 1
                stop.wait(0.0005)
        except BaseException as exc:  # pragma: no cover - reported below
            failures.append(exc)

    thread = threading.Thread(target=reader, name="reader")
    thread.start()
    try:
        for i in range(MATCHES):
            store.create(match_row(f"m{i}", i, "open"))
            wrote()
            store.update_seat(f"m{i}", SeatRow(0, "human", "ann", "ab" * 32), "running")
            wrote()
        for n in range(ROUNDS):
            for i in range(0, MATCHES, 2):  # a thousand matches, each one action a round
                store.append_action(f"m{i}", ActionRow(n, 0, {"type": "roll"}), "running")
                wrote()
            group = [
                (f"m{i}", ActionRow(n, 1, {"type": "move"}), "running") for i in range(1, 40, 2)
            ]
            store.append_actions(group)  # type: ignore[arg-type]
            wrote()
            for i in range(n, MATCHES, 50):
                store.set_banks(f"m{i}", [100.0 - n, 120.0])
                store.set_status(f"m{i}", "running")
                wrote()
                wrote()
    finally:
        stop.set()
        thread.join(timeout=60)
    checkpoints = store._checkpoints
    assert checkpoints is not None
    try:
        assert not failures, failures
        assert reads > 0
        assert writes > 15_000
        end = store.wal_bytes()
        assert end is not None and end < BOUND
        assert max(samples) < BOUND
        assert checkpoints.resets >= 1  # the log was reset, not merely copied back
        assert len(store.list_matches()) == MATCHES
        assert len(store.actions("m0")) == ROUNDS
    finally:
        store.close()
    wal = path.with_name("matches.db-wal")
    assert not wal.exists() or wal.stat().st_size == 0  # closing empties the WAL
    print(
        f"\n{writes:,} writes, {reads:,} reads; WAL max {max(samples):,} bytes, end {end:,}; "
        f"{checkpoints.checkpoints} checkpoints, {checkpoints.resets} resets "
        f"({checkpoints.missed_resets} put off)"
    )


def test_every_kind_of_write_counts_towards_a_checkpoint(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Creates, seat updates, statuses and banks wake the checkpoint thread, not only appends."""
    monkeypatch.setattr(Checkpointer, "EVERY", 4)
    store = SqlMatchStore(open_store(str(tmp_path / "m.db")))
    checkpoints = store._checkpoints
    assert checkpoints is not None
    try:
        store.create(match_row("m1"))
        store.update_seat("m1", SeatRow(0, "human", "ann", "cd" * 32), "running")
        store.set_banks("m1", [1.0, 2.0])
        assert not checkpoints._wake.is_set() and checkpoints.checkpoints == 0
        store.set_status("m1", "finished")  # the fourth write
        deadline = time.monotonic() + 10
        while not checkpoints.checkpoints and time.monotonic() < deadline:
            time.sleep(0.01)
        assert checkpoints.checkpoints == 1
    finally:
        store.close()


def test_wal_bytes_is_the_log_file_size_and_none_without_a_file(tmp_path: Path) -> None:
    store = SqlMatchStore(open_store(str(tmp_path / "m.db")))
    try:
        store.create(match_row("m1"))
        assert store.wal_bytes() == (tmp_path / "m.db-wal").stat().st_size > 0
    finally:
        store.close()
    memory = SqlMatchStore(open_store("sqlite:///:memory:"))
    try:
        assert memory.wal_bytes() is None
    finally:
        memory.close()

"""Issue 12 against a real ``dungeontable serve`` process: slow and silent connections, the
per-address connection cap, deep JSON on a real websocket, a damaged stored match at start-up,
replays built by the worker processes, and ``/metrics`` with the SQLite WAL size."""

from __future__ import annotations

import json
import socket
import sqlite3
import time
from pathlib import Path
from typing import Any

import httpx2
import pytest
from websockets.sync.client import connect

from .test_crash import free_port, receive, running

pytestmark = [pytest.mark.timeout(240), pytest.mark.slow]


def raw_connection(port: int) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    return sock


def closed_within(sock: socket.socket, seconds: float) -> bytes:
    """What the server sent before closing ``sock`` (fails if it stays open ``seconds``)."""
    sock.settimeout(seconds)
    received = b""
    while True:
        chunk = sock.recv(4096)
        if not chunk:
            return received
        received += chunk


def test_silent_and_slow_connections_are_closed_and_capped(tmp_path: Path) -> None:
    port = free_port()
    flags = ("--header-timeout", "1", "--max-connections-per-client", "8")
    with running(tmp_path / "t.db", port, tmp_path / "log", flags) as server:
        silent = raw_connection(port)
        slow = raw_connection(port)
        slow.sendall(b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # never finished
        assert closed_within(silent, 10).startswith(b"HTTP/1.1 408")
        assert closed_within(slow, 10).startswith(b"HTTP/1.1 408")

        held = [raw_connection(port) for _ in range(8)]
        extra = raw_connection(port)
        assert closed_within(extra, 10).startswith(b"HTTP/1.1 503")
        for sock in held:
            sock.close()
        time.sleep(0.3)
        assert httpx2.get(f"{server.base}/api/games", timeout=10).status_code == 200


def test_deep_json_on_a_real_socket_is_refused_and_the_socket_lives_on(tmp_path: Path) -> None:
    port = free_port()
    with running(tmp_path / "t.db", port, tmp_path / "log") as server:
        grant = server.post("/api/matches", {"game": "cardrogue", "seats": ["human"], "join": 0})
        with connect(f"{server.ws}/ws/matches/{grant['match_id']}?token={grant['token']}") as ws:
            first = receive(ws)
            for _ in range(3):
                ws.send('{"type": "act", "index": 0, "seq": 0, "x": ' + "[" * 60_000 + "}")
                error = json.loads(ws.recv(timeout=30))
                assert error == {
                    "type": "error",
                    "message": "the message nests deeper than 32 levels",
                }
            ws.send(json.dumps({"type": "act", "index": 0, "seq": first["seq"]}))
            assert receive(ws)["seq"] == first["seq"] + 1
        assert "RecursionError" not in server.log_path.read_text()


def test_a_damaged_stored_match_never_stops_the_server(tmp_path: Path) -> None:
    database, port = tmp_path / "t.db", free_port()
    with running(database, port, tmp_path / "log") as server:
        good = server.post("/api/matches", {"game": "cardrogue", "seats": ["human"], "join": 0})
        bad = server.post("/api/matches", {"game": "cardrogue", "seats": ["human"], "join": 0})
        server.stop()
    with sqlite3.connect(database) as db:  # as an old server stored an infinite timer
        db.execute(
            "UPDATE web_matches SET timer = ? WHERE match_id = ?",
            ('{"seconds": null, "bank": 0.0, "expiry": "bot-plays"}', bad["match_id"]),
        )
    with running(database, port, tmp_path / "log") as server:
        listed = httpx2.get(f"{server.base}/api/matches", timeout=10)
        assert listed.status_code == 200
        assert [m["match_id"] for m in listed.json()] == [good["match_id"]]
        gone = httpx2.get(f"{server.base}/api/matches/{bad['match_id']}", timeout=10)
        assert gone.status_code == 404
        with connect(f"{server.ws}/ws/matches/{good['match_id']}?token={good['token']}") as ws:
            assert receive(ws)["status"] == "running"
        metrics = httpx2.get(f"{server.base}/metrics", timeout=10).text
        assert "dungeontable_damaged_matches 1" in metrics
    with sqlite3.connect(database) as db:
        (status,) = db.execute(
            "SELECT status FROM web_matches WHERE match_id = ?", (bad["match_id"],)
        ).fetchone()
    assert status == "damaged"


def test_replays_come_from_the_worker_processes_in_pages(tmp_path: Path) -> None:
    port = free_port()
    with running(tmp_path / "t.db", port, tmp_path / "log") as server:
        grant = server.post(
            "/api/matches", {"game": "cardrogue", "seats": ["random", "random"], "seed": 11}
        )
        url = f"{server.base}/api/matches/{grant['match_id']}"
        deadline = time.monotonic() + 180
        while httpx2.get(url, timeout=10).json()["status"] != "finished":
            assert time.monotonic() < deadline, "the bot match did not finish"
            time.sleep(0.2)
        first: dict[str, Any] = httpx2.get(f"{url}/replay", timeout=60).json()
        steps = list(first["steps"])
        for page in range(1, first["pages"]):
            steps.extend(httpx2.get(f"{url}/replay?page={page}", timeout=60).json()["steps"])
        assert [s["index"] for s in steps] == list(range(first["total_steps"]))
        assert first["record"]["seed"] == 11 and first["initial"]["view"]
        metrics = httpx2.get(f"{server.base}/metrics", timeout=10).text
    lines = dict(line.rsplit(" ", 1) for line in metrics.splitlines() if line[:1] != "#")
    assert int(lines["dungeontable_replay_cache_bytes"]) > 0
    assert int(lines["dungeontable_sqlite_wal_bytes"]) >= 0


def test_a_store_file_locked_by_another_process_freezes_nobody(tmp_path: Path) -> None:
    """Another process holds SQLite's write lock: a new match waits for it on a thread while
    the server goes on answering; the match is stored once the lock is let go."""
    import threading

    database, port = tmp_path / "t.db", free_port()
    with running(database, port, tmp_path / "log") as server:
        server.post("/api/matches", {"game": "cardrogue", "seats": ["human"], "join": 0})
        locker = sqlite3.connect(database, timeout=1, isolation_level=None)
        locker.execute("BEGIN IMMEDIATE")  # the write lock, as a long backup or a shell would
        created: dict[str, Any] = {}

        def create() -> None:
            body = {"game": "cardrogue", "seats": ["human"], "join": 0}
            created["answer"] = httpx2.post(f"{server.base}/api/matches", json=body, timeout=30)

        writer = threading.Thread(target=create)
        writer.start()
        try:
            for _ in range(5):  # the loop answers while the write waits for the lock
                listed = httpx2.get(f"{server.base}/api/matches", timeout=5)
                assert listed.status_code == 200 and len(listed.json()) == 1
                assert httpx2.get(f"{server.base}/api/games", timeout=5).status_code == 200
            assert writer.is_alive(), "the write did not wait for the lock"
        finally:
            locker.execute("ROLLBACK")
            locker.close()
        writer.join(timeout=30)
        assert created["answer"].status_code == 200
        assert len(httpx2.get(f"{server.base}/api/matches", timeout=5).json()) == 2
        assert "writing from a thread" in server.log_path.read_text()

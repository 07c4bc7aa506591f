"""Crash and resume with a real server: ``dungeontable serve`` killed with SIGKILL mid-match.

A person plays Card Rogue against a bot over a real websocket while a bot-only match runs; the
server process is killed with SIGKILL without warning, started again on the same SQLite file,
and every match must continue from where it was: everything any client was told before the
kill is still there (the event history seen before is a prefix of the history after), and the
matches go on (the person acts again, the bots keep playing).
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx2
import pytest
from websockets.sync.client import ClientConnection, connect

pytestmark = [pytest.mark.timeout(180), pytest.mark.slow]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Server:
    def __init__(
        self, database: Path | str, port: int, log: Path, extra: tuple[str, ...] = ()
    ) -> None:
        url = database if isinstance(database, str) else f"sqlite:///{database}"
        command = [sys.executable, "-m", "dungeontable.cli", "serve", "--port", str(port)]
        command += ["--db", url, "--bot-delay", "0.02", *extra]
        self.base = f"http://127.0.0.1:{port}"
        self.ws = f"ws://127.0.0.1:{port}"
        self.log_path = log
        self.log = log.open("ab")
        self.process = subprocess.Popen(command, stdout=self.log, stderr=subprocess.STDOUT)
        self._wait_ready()

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"the server exited with {self.process.returncode}")
            try:
                if httpx2.get(f"{self.base}/api/games", timeout=2).status_code == 200:
                    return
            except httpx2.HTTPError:
                time.sleep(0.1)
        raise AssertionError("the server did not answer within 60 s")

    def post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        response = httpx2.post(f"{self.base}{path}", json=body, timeout=10)
        assert response.status_code == 200, response.text
        data: dict[str, Any] = response.json()
        return data

    def kill(self) -> None:
        os.kill(self.process.pid, signal.SIGKILL)
        assert self.process.wait(timeout=30) == -signal.SIGKILL
        self.log.close()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=30)
        if not self.log.closed:
            self.log.close()


@contextmanager
def running(
    database: Path | str, port: int, log: Path, extra: tuple[str, ...] = ()
) -> Iterator[Server]:
    server = Server(database, port, log, extra)
    try:
        yield server
    finally:
        if server.process.poll() is None:
            server.stop()


def receive(ws: ClientConnection) -> dict[str, Any]:
    message: dict[str, Any] = json.loads(ws.recv(timeout=30))
    assert message["type"] == "update", message
    return message


def play_until_my_turn(ws: ClientConnection, seen: list[dict[str, Any]]) -> dict[str, Any]:
    """Read updates (keeping their events) until this seat must decide."""
    while True:
        update = receive(ws)
        seen.extend(update["events"])
        if update["legal"] or update["outcome"] is not None:
            return update


def test_sigkill_mid_match_loses_nothing_and_every_match_resumes(tmp_path: Path) -> None:
    database, port, log = tmp_path / "table.db", free_port(), tmp_path / "server.log"
    person_seen: list[dict[str, Any]] = []
    watched_seen: list[dict[str, Any]] = []
    with running(database, port, log) as server:
        versus = server.post(
            "/api/matches",
            {"game": "cardrogue", "seats": ["human", "random"], "seed": 3, "join": 0},
        )
        bots = server.post(
            "/api/matches", {"game": "cardrogue", "seats": ["random"] * 2, "seed": 4}
        )
        with connect(f"{server.ws}/ws/matches/{versus['match_id']}?token={versus['token']}") as me:
            update = play_until_my_turn(me, person_seen)
            for _ in range(12):
                last = len(update["legal"]) - 1
                me.send(json.dumps({"type": "act", "index": last, "seq": update["seq"]}))
                update = play_until_my_turn(me, person_seen)
            acknowledged = update["seq"]
        with connect(f"{server.ws}/ws/matches/{bots['match_id']}") as watcher:
            while len(watched_seen) < 40:
                watched_seen.extend(receive(watcher)["events"])
            server.kill()  # no warning, no shutdown: mid-match for the bots
    assert acknowledged >= 12 and len(watched_seen) >= 40
    printed = log.read_text()
    assert (
        f"dungeontable web table: http://127.0.0.1:{port}/  (store: sqlite:///{database})"
        in printed
    )

    with running(database, port, log) as server:
        with connect(f"{server.ws}/ws/matches/{versus['match_id']}?token={versus['token']}") as me:
            resumed = receive(me)
            assert resumed["seq"] >= acknowledged
            assert resumed["events"][: len(person_seen)] == person_seen
            assert resumed["seq"] == acknowledged  # the bot had nothing pending: my turn
            me.send(json.dumps({"type": "act", "index": 0, "seq": resumed["seq"]}))
            assert receive(me)["seq"] == acknowledged + 1
        with connect(f"{server.ws}/ws/matches/{bots['match_id']}") as watcher:
            first = receive(watcher)
            assert first["events"][: len(watched_seen)] == watched_seen
            assert receive(watcher)["seq"] > first["seq"]  # the bots play on by themselves
        listed = httpx2.get(f"{server.base}/api/matches", timeout=10).json()
        assert {m["match_id"]: m["status"] for m in listed} == {
            versus["match_id"]: "running",
            bots["match_id"]: listed_status(listed, bots["match_id"]),
        }


def listed_status(listed: list[dict[str, Any]], match_id: str) -> str:
    """The bot-only match may have finished by now; it must not be open."""
    status: str = next(m["status"] for m in listed if m["match_id"] == match_id)
    assert status in ("running", "finished")
    return status

#!/usr/bin/env python
"""Web table load: concurrent bot-vs-bot matches watched by many websocket clients, on loopback.

    .venv/bin/python benchmarks/bench_server.py                      # 100 matches, 400 clients
    .venv/bin/python benchmarks/bench_server.py --bot-delay 0.1 --seconds 60 --json

A server process (``dungeontable serve`` on a SQLite file with WAL, with its hidden ``--timing``
flag) runs ``--matches`` Card Rogue matches with two random bots each; this process
opens ``--clients`` websocket spectators spread over them. A match that ends is replaced, so the
count stays constant. Every update carries ``timing.accepted_ns``, the server's monotonic clock
when the action was accepted (before it was stored); the client's monotonic clock on receipt
minus that is the **action-to-push latency**: storing the action (commit), building and encoding
the views, sending, and the client reading it. Both clocks are CLOCK_MONOTONIC on this machine.
``timing.queued_ns`` (when the update was queued for sending) splits it: the *server part*
(accepted -> queued: the store commit and the views) and the rest (sending and reading).

Errors counted: error messages, failed connections or requests, connections closed early, and
``Traceback``/``ERROR`` lines in the server's log. Only loopback addresses are used; the run
stops by itself after ``--seconds``. Never a timed test.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx2
import msgspec
import uvloop
from websockets.asyncio.client import connect

GAME = "cardrogue"  # the matches: Card Rogue with ``--bots`` seats (two random bots by default)
WARMUP_SECONDS = 3.0


@dataclass
class Tally:
    latencies_ns: list[int] = field(default_factory=list)
    server_ns: list[int] = field(default_factory=list)
    updates: int = 0
    errors: list[str] = field(default_factory=list)
    matches_started: int = 0
    matches_finished: int = 0
    connections: int = 0
    last_seq: dict[str, int] = field(default_factory=dict)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Timing(msgspec.Struct):
    accepted_ns: int | None = None
    queued_ns: int | None = None


class Message(msgspec.Struct):
    """The fields of a server message the benchmark reads (the rest is skipped, not decoded)."""

    type: str
    seq: int = 0
    outcome: Any = None
    timing: Timing | None = None
    message: str = ""


DECODE = msgspec.json.Decoder(Message).decode


async def watch(url: str, until: float, measure_from: float, tally: Tally) -> bool:
    """One spectator: read updates until the match ends or time is up; True if it ended."""
    try:
        async with asyncio.timeout(until - time.monotonic()):
            return await read_updates(url, measure_from, tally)
    except TimeoutError:
        return False
    except Exception as exc:
        tally.errors.append(f"{type(exc).__name__}: {exc}")
    return False


async def read_updates(url: str, measure_from: float, tally: Tally) -> bool:
    async with connect(url, max_size=1 << 22, open_timeout=30, compression=None) as ws:
        tally.connections += 1
        first = True
        while True:
            raw = await ws.recv(decode=False)
            received = time.monotonic_ns()
            message = DECODE(raw)
            if message.type != "update":
                tally.errors.append(f"{message.type}: {message.message}")
                continue
            tally.updates += 1
            tally.last_seq[url] = max(tally.last_seq.get(url, 0), message.seq)
            timing = message.timing
            if not first and timing and timing.accepted_ns and received >= measure_from * 1e9:
                tally.latencies_ns.append(received - timing.accepted_ns)
                tally.server_ns.append((timing.queued_ns or 0) - timing.accepted_ns)
            first = False
            if message.outcome is not None:
                return True


async def table(
    http: httpx2.AsyncClient,
    base: str,
    clients: int,
    until: float,
    start: float,
    offset: float,
    bots: list[str],
    tally: Tally,
) -> None:
    """One match slot: a bot-vs-bot match with ``clients`` spectators, replaced when it ends.

    Slots start ``offset`` seconds apart so the matches' bot moves do not all fall on the same
    instants (as moves of independent tables would not).
    """
    await asyncio.sleep(offset)
    seed = 0
    while time.monotonic() < until:
        try:
            body = {"game": GAME, "seats": bots, "seed": seed}
            response = await http.post(f"{base}/api/matches", json=body)
            response.raise_for_status()
        except Exception as exc:
            tally.errors.append(f"create: {type(exc).__name__}: {exc}")
            return
        tally.matches_started += 1
        seed += 1
        url = base.replace("http", "ws", 1) + f"/ws/matches/{response.json()['match_id']}"
        ended = await asyncio.gather(*(watch(url, until, start, tally) for _ in range(clients)))
        if not any(ended):
            return
        tally.matches_finished += 1


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def drive(
    base: str, matches: int, clients: int, seconds: float, spread: float, bots: list[str]
) -> tuple[Tally, float]:
    tally = Tally()
    start = time.monotonic()
    until = start + seconds
    per_match = [clients // matches + (i < clients % matches) for i in range(matches)]
    limits = httpx2.Limits(max_connections=50)
    async with httpx2.AsyncClient(timeout=30, limits=limits) as http:
        measure_from = start + WARMUP_SECONDS + spread
        await asyncio.gather(
            *(
                table(http, base, n, until, measure_from, spread * i / matches, bots, tally)
                for i, n in enumerate(per_match)
            )
        )
    return tally, time.monotonic() - start


def wait_ready(base: str, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"the server exited with {process.returncode}")
        with contextlib.suppress(httpx2.HTTPError):
            if httpx2.get(f"{base}/api/games", timeout=2).status_code == 200:
                return
        time.sleep(0.2)
    raise SystemExit("the server did not start within 60 s")


class MetricsWatch:
    """Samples the server's ``/metrics`` twice a second on a thread: the largest SQLite WAL and
    event-loop lag seen during the run (the WAL must stay bounded under steady writes)."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.wal: list[int] = []
        self.lag_ms = 0.0
        self.gc_ms: list[float] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> MetricsWatch:
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        self._thread.join(timeout=10)

    def _run(self) -> None:
        while not self._stop.wait(0.5):
            with contextlib.suppress(httpx2.HTTPError, ValueError):
                text = httpx2.get(f"{self.base}/metrics", timeout=5).text
                values = dict(line.rsplit(" ", 1) for line in text.splitlines() if line[:1] != "#")
                self.wal.append(int(values["dungeontable_sqlite_wal_bytes"]))
                lag = float(values['dungeontable_event_loop_lag_seconds{kind="last"}'])
                self.lag_ms = max(self.lag_ms, 1000 * lag)
                self.gc_ms = [
                    round(
                        1000 * float(values[f'dungeontable_gc_pause_seconds{{generation="{g}"}}']),
                        2,
                    )
                    for g in range(3)
                ]


def percentile(values: list[int], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] / 1e6


def run(args: argparse.Namespace) -> dict[str, Any]:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory(prefix="bench-server-") as tmp:
        log_path = Path(tmp) / "server.log"
        database = args.db or f"sqlite:///{Path(tmp) / 'bench.db'}"
        command = [sys.executable, "-m", "dungeontable.cli", "serve", "--port", str(port)]
        command += ["--db", database, "--bot-delay", str(args.bot_delay), "--timing"]
        # one loopback address plays every client: lift the per-address quotas
        command += [
            "--max-bot-only-matches",
            str(args.matches),
            "--max-connections-per-client",
            "0",
        ]
        command += ["--creates-per-minute", "100000", "--requests-per-minute", "1000000"]
        command += ["--max-open-matches", str(max(500, args.matches))]
        with log_path.open("wb") as log:
            process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
        if args.nice:
            os.setpriority(os.PRIO_PROCESS, process.pid, args.nice)
            os.setpriority(os.PRIO_PROCESS, 0, args.nice)
        try:
            wait_ready(base, process)
            cpu_before = cpu_seconds(process.pid)
            bots = args.bots.split(",")
            clients = drive(base, args.matches, args.clients, args.seconds, args.bot_delay, bots)
            with MetricsWatch(base) as watch:
                tally, wall = uvloop.run(clients)
            server_cpu = cpu_seconds(process.pid) - cpu_before
        finally:
            process.terminate()
            process.wait(timeout=30)
        server_log = log_path.read_text(errors="replace")
    log_errors = [
        line for line in server_log.splitlines() if "Traceback" in line or "ERROR" in line
    ]
    lat = tally.latencies_ns
    actions = sum(tally.last_seq.values())
    return {
        "matches": args.matches,
        "clients": args.clients,
        "bot_delay_s": args.bot_delay,
        "bots": args.bots,
        "seconds": round(wall, 1),
        "connections_opened": tally.connections,
        "matches_started": tally.matches_started,
        "matches_finished": tally.matches_finished,
        "updates_received": tally.updates,
        "updates_per_s": round(tally.updates / wall),
        "actions_per_s": round(actions / wall),
        "latency_samples": len(lat),
        "p50_ms": round(percentile(lat, 0.50), 2),
        "p90_ms": round(percentile(lat, 0.90), 2),
        "p99_ms": round(percentile(lat, 0.99), 2),
        "max_ms": round(max(lat) / 1e6, 2) if lat else None,
        "server_part_p50_ms": round(percentile(tally.server_ns, 0.50), 2),
        "server_part_p99_ms": round(percentile(tally.server_ns, 0.99), 2),
        "server_cpu_percent": round(100 * server_cpu / wall, 1),
        "server_cpu_ms_per_action": round(1000 * server_cpu / max(1, actions), 3),
        "nice": args.nice,
        "store": "sqlite" if args.db is None else args.db.split(":")[0],
        "errors": len(tally.errors) + len(log_errors),
        "error_samples": (tally.errors + log_errors)[:5],
        "load_average_1m": round(os.getloadavg()[0], 2),
        "wal_max_bytes": max(watch.wal, default=None),
        "wal_last_bytes": watch.wal[-1] if watch.wal else None,
        "wal_samples": len(watch.wal),
        "loop_lag_max_ms": round(watch.lag_ms, 2),
        "gc_pause_max_ms_by_generation": watch.gc_ms,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--clients", type=int, default=400)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--bot-delay", type=float, default=0.4)
    parser.add_argument(
        "--nice",
        type=int,
        default=0,
        help="scheduling priority for the server and the clients (negative = ahead of other "
        "work on a shared machine; needs root)",
    )
    parser.add_argument("--bots", default="random,random", help="the seats of every match")
    parser.add_argument("--db", help="store URL (default: a fresh SQLite file; 'memory')")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    result = run(args)
    if args.json:
        print(json.dumps(result))
        return
    for key, value in result.items():
        print(f"{key:>22}: {value}")


if __name__ == "__main__":
    main()

"""Pool workers end with their parent: a killed ``sim`` or server leaves no process behind.

A child Python process starts a simulation pool (fork) or the server's job pool (spawn), prints
its pid, and waits; the test kills it with SIGKILL, so no shutdown code runs, and then watches
every process the child had started (pool workers, the resource tracker). Before the pools'
workers watched their parent, they idled forever under init.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/stat").exists(),
    reason="finds a process's children and their states through /proc, which only Linux has "
    "(the parent watch it checks is the same on every platform; CI runs on Linux)",
)

SIM_POOL = """
from dungeontable.sim.executors import local_workers
with local_workers(2):
    print("ready", flush=True)
    input()
"""

SERVER_POOL = """
import asyncio
from dungeontable.server.workers import Workers
workers = Workers(processes=2)
asyncio.run(workers.warm())
print("ready", flush=True)
input()
"""


def state(pid: int) -> str | None:
    """The process's state letter, or None when it is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    return stat.rsplit(")", 1)[1].split()[0]


def children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except (FileNotFoundError, ProcessLookupError):
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def alive(pids: list[int]) -> list[int]:
    return [pid for pid in pids if state(pid) not in (None, "Z")]


@pytest.mark.parametrize("script", [SIM_POOL, SERVER_POOL], ids=["sim pool", "server pool"])
def test_a_killed_parent_leaves_no_worker_behind(script: str) -> None:
    started: list[int] = []
    parent = subprocess.Popen(
        [sys.executable, "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert parent.stdout is not None
        assert parent.stdout.readline().strip() == "ready"
        started = children(parent.pid)
        assert len(alive(started)) >= 2  # pool workers (and, for spawn, the resource tracker)
        os.kill(parent.pid, signal.SIGKILL)
        assert parent.wait(timeout=30) == -signal.SIGKILL
        deadline = time.monotonic() + 30
        while alive(started) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert alive(started) == []
    finally:
        if parent.poll() is None:
            parent.kill()
        for pid in alive(started):
            os.kill(pid, signal.SIGKILL)  # a failed run leaves nothing either

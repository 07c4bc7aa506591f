"""Browser end-to-end fixtures: a real ``dungeontable serve`` process and Debian's Chromium.

The server runs on a free loopback port with a temporary SQLite file and no bot delay. Chromium is
``/usr/bin/chromium`` (installed by ``make test``; Playwright never downloads a browser here),
launched with the flags that keep it off the network. Screenshots go to ``tests/e2e/artifacts/``.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
]
STATIC = Path(__file__).resolve().parents[2] / "src" / "dungeontable" / "server" / "static"
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
START_TIMEOUT = 40.0


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_until_up(process: subprocess.Popen[bytes], url: str, log: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"dungeontable serve exited with {process.returncode}:\n{log.read_text()}")
        try:
            with urllib.request.urlopen(f"{url}/api/games", timeout=2) as answer:
                if answer.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.2)
    pytest.fail(f"dungeontable serve did not answer within {START_TIMEOUT} s:\n{log.read_text()}")


def _serve(work: Path, command: list[str], port: int) -> Iterator[str]:
    if not (STATIC / "index.html").is_file():
        pytest.fail("the front-end is not built: run `make web` (make test does it)")
    log = work / "serve.log"
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    with log.open("wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_up(process, url, log)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL of a fresh ``dungeontable serve`` (SQLite in a temp dir, bots without delay)."""
    work = tmp_path_factory.mktemp("e2e-server")
    port = _free_port()
    command = [
        *(sys.executable, "-m", "dungeontable.cli", "serve"),
        *("--host", "127.0.0.1", "--port", str(port)),
        *("--db", f"sqlite:///{work / 'table.db'}", "--bot-delay", "0"),
        "--player-seeds",  # the tests deal known seeds to tables of several people
    ]
    yield from _serve(work, command, port)


@pytest.fixture(scope="module")
def tally_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server that also offers the server tests' Tally game, which has no renderer."""
    work = tmp_path_factory.mktemp("e2e-tally")
    port = _free_port()
    script = Path(__file__).resolve().parent / "tally_serve.py"
    command = [sys.executable, str(script), str(port), f"sqlite:///{work / 'tally.db'}"]
    yield from _serve(work, command, port)


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    """Debian's Chromium, headless, driven by Playwright (sync API)."""
    if not CHROMIUM.exists():
        pytest.fail("/usr/bin/chromium is missing: `make test` installs Debian's chromium package")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS

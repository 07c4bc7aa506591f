"""``make run`` on a busy port says so in one sentence and nothing else (issue 14: make added a
trailing "make: *** [Makefile: run] Error 2" line after the server's own message)."""

from __future__ import annotations

import socket
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_make_run_on_a_busy_port_ends_with_the_servers_sentence() -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        # -o: take the venv and the front-end build as made (this test is about the run recipe)
        made = ("-o", "web", "-o", ".venv/.installed")
        done = subprocess.run(
            ["make", "--no-print-directory", *made, "run", f"PORT={port}"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert done.returncode == 0, done.stderr
    assert done.stderr.strip() == f"error: port {port} is already in use; pick another with --port"
    assert "Error" not in done.stdout + done.stderr
    assert done.stdout.strip().endswith(f"serve --host 127.0.0.1 --port {port}")

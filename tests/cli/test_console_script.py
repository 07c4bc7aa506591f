"""The installed command starts in a fresh process (no CliRunner), with the real registry."""

from __future__ import annotations

import subprocess
import sys

from dungeontable import games


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dungeontable.cli", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={"COLUMNS": "160", "PATH": "/usr/bin:/bin"},
    )


def test_help_in_a_fresh_process() -> None:
    done = run("--help")
    assert done.returncode == 0, done.stderr
    assert "Usage: python -m dungeontable.cli" in done.stdout or "Usage:" in done.stdout
    assert "scenario" in done.stdout


def test_games_lists_the_real_registry() -> None:
    done = run("games")
    assert done.returncode == 0, done.stderr
    for name in games.names():
        assert f" {name} " in done.stdout


def test_a_usage_mistake_has_no_traceback() -> None:
    done = run("rules", "no-such-game")
    assert done.returncode == 2
    assert done.stderr.startswith("error: unknown game 'no-such-game'")
    assert "Traceback" not in done.stderr

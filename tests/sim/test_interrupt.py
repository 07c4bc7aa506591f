"""A real Ctrl-C: SIGINT to the whole process group, as a terminal sends it to a running sim.

The parent finishes the running batches and exits 130; the pool's workers ignore the signal, so
every stored batch is complete; running the command again resumes where it stopped.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from dungeontable.storage import count_games, find_run, open_store, read_games

TESTS = Path(__file__).resolve().parents[1]
LAUNCH = (
    "import sys; sys.path.insert(0, sys.argv.pop(1)); "
    "from sim.games import register; register(); "
    "from dungeontable.cli import app; app(sys.argv[1:], prog_name='dungeontable')"
)


def start(db: str, games: int) -> subprocess.Popen[str]:
    args = ["sim", "gemgrab-sim", "-n", str(games), "--bots", "greedy,random", "--db", db,
            "--name", "long", "--workers", "2", "--batch", "200", "--no-progress"]  # fmt: skip
    return subprocess.Popen(
        [sys.executable, "-c", LAUNCH, str(TESTS), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group, like a terminal job
    )


def stored_count(db: str) -> int:
    engine = open_store(db)
    run = find_run(engine, "long")
    count = 0 if run is None else count_games(engine, run.id)
    engine.dispose()
    return count


@pytest.mark.timeout(120)
def test_ctrl_c_stops_cleanly_and_the_run_resumes(tmp_path: Path) -> None:
    db = str(tmp_path / "runs.db")
    process = start(db, 2_000_000)
    deadline = time.monotonic() + 60
    while stored_count(db) == 0:
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "no batch was stored within 60 s"
        time.sleep(0.2)
    os.killpg(process.pid, signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130, (out, err)
    assert "stopping: finishing the running batches (Ctrl-C again to abandon them)" in err
    assert "interrupted: finished batches are stored; run the same command again" in err
    assert "Traceback" not in err
    engine = open_store(db)
    run = find_run(engine, "long")
    assert run is not None
    seeds = [row.seed for row in read_games(engine, run.id)]
    batches = Counter(seed // 200 for seed in seeds)  # batch k holds seeds 200k..200k+199
    assert seeds and set(batches.values()) == {200}
    assert f"run long: {len(seeds):,} games played" in out
    engine.dispose()
    resumed = start(db, len(seeds) + 400)
    out, err = resumed.communicate(timeout=60)
    assert resumed.returncode == 0, (out, err)
    assert f"{len(seeds):,} of {len(seeds) + 400:,} were already stored" in out
    assert stored_count(db) == len(seeds) + 400

"""``dungeontable sim``: runs, resume, defaults, failures and --replay-failure, mistakes."""

from __future__ import annotations

import os

os.environ["COLUMNS"] = "160"  # rich output must not wrap in assertions; set before rich loads

from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from dungeontable.cli import app
from dungeontable.sim import default_name, make_spec, play_batch
from dungeontable.storage import find_run, open_store, read_games

from .rows import content

pytestmark = pytest.mark.usefixtures("registered")


def sim(*args: str) -> Result:
    return CliRunner().invoke(app, ["sim", *args, "--no-progress"])


def test_sim_stores_the_rows_and_resumes(tmp_path: Path) -> None:
    db = str(tmp_path / "runs.db")
    args = ["gemgrab-sim", "-n", "60", "--bots", "greedy,random", "--rotate", "--seed", "5"]
    first = sim(*args, "--db", db, "--name", "duel", "--workers", "2")
    assert first.exit_code == 0, first.output
    assert "run duel: 60 games played in " in first.stdout
    assert "on 2 local processes); 0 of 60 were already stored" in first.stdout
    assert f"store: sqlite:///{db}" in first.stdout
    assert "report: dungeontable report duel -o report-duel" in first.stdout
    engine = open_store(db)
    run = find_run(engine, "duel")
    assert run is not None
    spec = make_spec("gemgrab-sim", None, ["greedy", "random"], rotate=True)
    assert content(read_games(engine, run.id)) == content(play_batch(spec, range(5, 65)))
    again = sim(*args, "--db", db, "--name", "duel", "--workers", "1")
    assert again.exit_code == 0, again.output
    assert "run duel: 0 games played" in again.stdout
    assert "60 of 60 were already stored" in again.stdout


def test_sim_defaults(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    result = sim("gemgrab-sim", "-n", "5", "--workers", "1")
    assert result.exit_code == 0, result.output
    name = default_name(make_spec("gemgrab-sim", None, ["random"] * 3))  # min(4, max seats 3)
    assert f"run {name}: 5 games played" in result.stdout
    assert f"store: sqlite:///{tmp_path}/dungeontable/dungeontable.db" in result.stdout
    two = sim("gemgrab-sim", "-n", "5", "--bots", "greedy", "--seats", "2", "--workers", "1")
    assert two.exit_code == 0, two.output
    assert default_name(make_spec("gemgrab-sim", None, ["greedy"] * 2)) in two.stdout


def test_failed_games_are_reported_and_replayed(tmp_path: Path) -> None:
    db = str(tmp_path / "runs.db")
    result = sim("gemgrab-crashy", "-n", "40", "--bots", "random,random", "--db", db,
                 "--name", "crash", "--workers", "2")  # fmt: skip
    assert result.exit_code == 1, result.output
    assert "run crash: 40 games played" in result.stdout
    assert (
        "5 games raised an error; reproduce the first with: "
        "dungeontable sim --replay-failure crash" in result.stderr
    )
    replay = sim("--replay-failure", "crash", "--db", db)
    assert replay.exit_code == 1, replay.output
    assert "run crash: seed 7, seats random,random, gemgrab-crashy" in replay.stdout
    assert "recorded after 6 steps: sim.games.CrashError: seat 0 has no point at turn 6" in (
        replay.stdout
    )
    assert "replayed: it still fails:" in replay.stderr
    assert "CrashError: seat 0 has no point at turn 6" in replay.stderr
    picked = sim("--replay-failure", "crash", "--seed", "31", "--db", db)
    assert "run crash: seed 31," in picked.stdout
    fine = sim("--replay-failure", "crash", "--seed", "6", "--db", db)
    assert fine.exit_code == 2
    assert "run 'crash' has no failed game at seed 6" in fine.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([], "name a game to simulate"),
        (["nosuchgame"], "unknown game 'nosuchgame'"),
        (["gemgrab-sim", "--bots", "random,clever"], "no bot level 'clever' for gemgrab-sim"),
        (["gemgrab-sim", "--bots", "random,", "-n", "1"], "--bots takes comma-separated levels"),
        (
            ["gemgrab-sim", "--bots", "random,random", "--seats", "3"],
            "--seats 3 but --bots names 2",
        ),
        (["gemgrab-sim", "--bots", "random,random,random,random"], "takes 1-3 seats; 4 bots"),
        (["gemgrab-sim", "--option", "target=many"], "bad value 'many' for option target"),
        (["gemgrab-sim", "--workers", "0"], "--workers must be at least 1"),
        (["gemgrab-sim", "--db", "postgresql://nobody@127.0.0.1:9/x"], "cannot use the store"),
    ],
)
def test_sim_mistakes(tmp_path: Path, args: list[str], message: str) -> None:
    if "--db" not in args:
        args = [*args, "--db", str(tmp_path / "x.db")]
    result = sim(*args)
    assert result.exit_code == 2, result.output
    assert message in result.stderr


def test_a_run_name_cannot_change_its_settings(tmp_path: Path) -> None:
    db = str(tmp_path / "x.db")
    assert sim("gemgrab-sim", "-n", "3", "--db", db, "--name", "a", "--workers", "1").exit_code == 0
    other = sim("gemgrab-sim", "-n", "3", "--db", db, "--name", "a", "--option", "target=20")
    assert other.exit_code == 2
    assert "run 'a' was made with other settings" in other.stderr
    assert "give this experiment another --name" in other.stderr

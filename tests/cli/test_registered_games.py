"""Every registered game through the real CLI: played to the end from scripted stdin, saved,
resumed, replayed, its rulings listed and benchmarked."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from dungeontable import games
from dungeontable.bots.transcript import golden_seats
from dungeontable.cli import app
from dungeontable.core import read_record

ANSWERS = "1\n" * 20_000


def invoke(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, list(args), input=input)
    return result.exit_code, result.stdout, result.stderr


def seats_for(name: str) -> str:
    count = golden_seats(games.get(name))
    return ",".join(["human"] + ["random"] * (count - 1))


@pytest.mark.slow
@pytest.mark.parametrize("name", games.names())
@pytest.mark.timeout(240)
def test_play_to_the_end_with_scripted_answers(name: str) -> None:
    code, out, err = invoke("play", name, "--seats", seats_for(name), "--seed", "2", input=ANSWERS)
    assert code == 0, err
    assert "game over" in out, out[-2000:]
    assert out.splitlines()[-1].startswith(("winner", "nobody won")), out[-500:]
    assert "input ended" not in out


@pytest.mark.parametrize("name", games.names())
@pytest.mark.timeout(240)
def test_save_resume_and_replay(name: str, tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    code, out, err = invoke(
        "play", name, "--seats", seats_for(name), "--seed", "3", input=f"1\n1\nsave {saved}\nquit\n"
    )
    assert code == 0, err
    record = read_record(saved.read_bytes())
    assert record.game == name and record.seed == 3 and len(record.actions) >= 2
    code, out, err = invoke("replay", str(saved), "--seat", "0")
    assert code == 0, err
    assert out.count("action: ") >= 2
    assert out.splitlines()[-1] == "the game was not finished"
    code, out, err = invoke("play", "--resume", str(saved), input=ANSWERS)
    assert code == 0, err
    assert f"after {len(record.actions)} actions" in out.splitlines()[0]
    assert "game over" in out


@pytest.mark.parametrize("name", games.names())
def test_rules_and_bench(name: str) -> None:
    game = games.get(name)
    code, out, err = invoke("rules", name)
    assert code == 0, err
    for ruling in game.rulings:
        assert ruling.ref.split()[0] in out
    code, out, err = invoke("bench", name, "--games", "3", "--seats", str(game.min_seats))
    assert code == 0, err
    assert f"{name}: 3 games, {game.min_seats} seats, random bots, one core" in out
    assert "engine steps/s" in out and "mean steps/game" in out

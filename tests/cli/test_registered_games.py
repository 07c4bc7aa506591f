"""Every registered game through the real CLI: played to the end from scripted stdin, saved,
resumed, replayed, its rulings listed and benchmarked.

The scripted person always answers ``1``. Every game ranks its legal actions so that the first one
makes progress (a game whose first action can repeat forever, e.g. adding the same card to a trade
again and again, never ends). Such a loop must fail fast and say so, not render thousands of boards
until the timeout: the answers are bounded and "input ended" is the failure message.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from dungeontable import games
from dungeontable.bots.transcript import golden_seats
from dungeontable.cli import app
from dungeontable.core import options_to_dict, read_record

SHORT_GAME = {"turn_cap": "12", "turn_limit": "12"}  # options that end a game soon, if it has them
SHORT_ANSWERS = 2_000  # far more than a short game takes (Card Rogue: about 40)


def invoke(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, list(args), input=input)
    return result.exit_code, result.stdout, result.stderr


def seats_for(name: str) -> str:
    count = golden_seats(games.get(name))
    return ",".join(["human"] + ["random"] * (count - 1))


def short_game_options(name: str) -> list[str]:
    """``--option`` arguments that shorten a game of ``name`` (those of SHORT_GAME it has)."""
    fields = options_to_dict(games.get(name).Options())
    return [arg for k, v in SHORT_GAME.items() if k in fields for arg in ("--option", f"{k}={v}")]


def test_short_game_options_apply_to_card_rogue() -> None:
    assert short_game_options("cardrogue") == ["--option", "turn_cap=12"]
    assert "turn_cap" in options_to_dict(games.get("cardrogue").Options())


@pytest.mark.parametrize("name", games.names())
@pytest.mark.timeout(60)
def test_play_to_the_end_with_scripted_answers(name: str) -> None:
    args = ["play", name, "--seats", seats_for(name), "--seed", "2", *short_game_options(name)]
    code, out, err = invoke(*args, input="1\n" * SHORT_ANSWERS)
    assert_played_to_the_end(code, out, err)


def assert_played_to_the_end(code: int, out: str, err: str) -> None:
    assert "input ended" not in out, (
        f"{SHORT_ANSWERS} answers of 1 did not end the game: its first legal action loops "
        f"(last board below)\n{out[-1500:]}"
    )
    assert code == 0, err
    assert "game over" in out, out[-2000:]
    last = out.splitlines()[-1]  # the result in the game's words (``Words.outcome``)
    assert re.fullmatch(r"[A-Z].+\.", last) and not re.search(r"\bseat \d|\bNone\b", last), out[
        -500:
    ]


@pytest.mark.parametrize("name", games.names())
@pytest.mark.timeout(60)
def test_save_resume_and_replay(name: str, tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    args = ["play", name, "--seats", seats_for(name), "--seed", "3", *short_game_options(name)]
    code, out, err = invoke(*args, input=f"1\n1\nsave {saved}\nquit\n")
    assert code == 0, err
    record = read_record(saved.read_bytes())
    assert record.game == name and record.seed == 3 and len(record.actions) >= 2
    code, out, err = invoke("replay", str(saved), "--seat", "1")
    assert code == 0, err
    assert out.count("action: ") >= 2
    assert out.splitlines()[-1] == "the game was not finished"
    code, out, err = invoke("play", "--resume", str(saved), input="1\n" * SHORT_ANSWERS)
    assert f"after {len(record.actions)} actions" in out.splitlines()[0]
    assert_played_to_the_end(code, out, err)


@pytest.mark.parametrize("name", games.names())
def test_rules_and_bench(name: str) -> None:
    game = games.get(name)
    code, out, err = invoke("rules", name)
    assert code == 0, err
    shown = " ".join(out.split())
    for ruling in game.rulings:
        if ruling.section:  # named by its rulebook section instead of the reference
            assert f"Rulebook: {' '.join(ruling.section.split())}" in shown
        else:
            assert ruling.ref.split()[0] in out
    code, out, err = invoke("bench", name, "--games", "3", "--seats", str(game.min_seats))
    assert code == 0, err
    assert f"{name}: 3 games, {game.min_seats} seats, random bots, one core" in out
    assert "engine steps/s" in out and "mean steps/game" in out

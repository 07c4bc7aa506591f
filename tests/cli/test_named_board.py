"""The terminal table's picture names people as its log does (issue 14): the seats' names
("Random bot 1"), never "seat 0" or a number the log does not use."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from dungeontable import games
from dungeontable.cli import app
from dungeontable.core import Match


def test_play_names_the_bots_in_the_picture_and_the_log() -> None:
    played = CliRunner().invoke(
        app, ["play", "cardrogue", "--seats", "random,random", "--seed", "3"]
    )
    assert played.exit_code == 0, played.output
    lines = played.output.splitlines()
    assert any(line.startswith("Random bot 1 (") for line in lines), lines[-30:]
    assert any(line.startswith("Random bot 2 (") for line in lines)
    assert not any(line.startswith(("Player 1 (", "Player 2 (", "seat ")) for line in lines)
    assert lines[-1].startswith(("Random bot", "Nobody", "The last round"))


def test_replay_opens_with_who_plays_whom_and_names_people_in_the_picture(tmp_path: Path) -> None:
    rdi = games.get("rdi")
    match = Match(rdi, rdi.Options(characters=("fiona", "adonis")), ["random", "random"], 3)
    match.act(rdi.legal_actions(match.state)[0])
    path = tmp_path / "rdi.json"
    match.save(path)
    shown = CliRunner().invoke(app, ["replay", str(path)])
    assert shown.exit_code == 0, shown.output
    lines = shown.output.splitlines()
    opening = lines.index(next(line for line in lines if "Around the table:" in line))
    said = lines[opening].strip()
    assert said.startswith(
        "• Around the table: Random bot 1 plays Fiona and Random bot 2 plays Adonis. "
    )
    assert said.endswith((" (Random bot 1) starts", " (Random bot 2) starts"))
    assert any("Fiona (Random bot 1): Fortitude 20" in line for line in lines[:opening])

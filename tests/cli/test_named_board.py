"""The terminal table's picture names people as its log does (issue 14): the seats' names
("Random bot 1"), never "seat 0" or a number the log does not use."""

from __future__ import annotations

from typer.testing import CliRunner

from dungeontable.cli import app


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

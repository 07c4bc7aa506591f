"""``dungeontable replay FILE [--seat N]``: the saved game step by step, as a seat saw it."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.fixture_game import GAME
from dungeontable.bots import RandomBot, bot_rng
from dungeontable.core import Match

from .conftest import Cli


@pytest.fixture
def saved(tmp_path: Path) -> Path:
    """A finished 2-seat game (seed 4) saved as a record."""
    match = Match(GAME, GAME.Options(), ["human", "random"], 4)
    bot, rng = RandomBot(GAME), bot_rng(4, 0, "random")
    while match.decision is not None:
        action, rng = bot.choose(None, GAME.legal_actions(match.state), rng)
        match.act(action)
    path = tmp_path / "done.json"
    match.save(path)
    return path


def steps_of(output: str) -> int:
    return sum(line.strip(" ─").startswith("step ") for line in output.splitlines())


def test_replay_as_a_spectator_shows_public_events_only(cli: Cli, saved: Path) -> None:
    result = cli(["replay", str(saved)])
    assert result.exit_code == 0, result.output
    out = result.stdout
    lines = out.splitlines()
    assert lines[0] == (
        "Gem Grab (conformance fixture): seed 4, seats Player 1, Random bot 2; watching as "
        "spectator"
    )
    assert steps_of(out) == len(Match.load(saved, lambda _: GAME).record.actions)
    assert "you drew" not in out and "drew a card" not in out  # private and redacted draws
    assert "action:" not in out
    assert "your hand" not in out
    assert lines[-1].startswith(("Player 1 won (", "Random bot 2 won (", "Nobody won ("))
    told = [line for line in lines if line.startswith(("  • ", "─"))]
    assert told and not [line for line in told if "seat 0" in line or "seat 1" in line]


def test_replay_as_a_seat_shows_its_own_actions_and_draws(cli: Cli, saved: Path) -> None:
    result = cli(["replay", str(saved), "--seat", "1"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    record = Match.load(saved, lambda _: GAME).record
    own = sum(1 for index in range(0, len(record.actions), 2))
    assert out.count("action: ") == own  # seat 0 moves on even steps
    assert "your hand:" in out
    assert "Random bot 2 drew a card" in out
    assert "watching as Player 1" in out.splitlines()[0]


def test_replay_reveal_prints_every_action(cli: Cli, saved: Path) -> None:
    result = cli(["replay", str(saved), "--seat", "2", "--reveal"])
    assert result.exit_code == 0, result.output
    record = Match.load(saved, lambda _: GAME).record
    assert result.stdout.count("action: ") == len(record.actions)


def test_replay_mistakes_are_clear(cli: Cli, saved: Path, tmp_path: Path) -> None:
    junk = tmp_path / "junk.json"
    junk.write_text("not json")
    cases = {
        (str(saved), "--seat", "3"): "error: --seat must be 1-2 for this game",
        (str(saved), "--seat", "0"): "error: --seat must be 1-2 for this game",
        (str(junk),): "error: not a dungeontable match record",
        (str(tmp_path / "missing.json"),): "missing.json: No such file or directory",
    }
    for args, message in cases.items():
        result = cli(["replay", *args])
        assert result.exit_code == 2, (args, result.output)
        assert message in result.stderr, (args, result.stderr)

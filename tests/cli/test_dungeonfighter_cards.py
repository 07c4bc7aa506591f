"""Dungeon Fighter card files through the CLI: ``cards lint --game dungeonfighter`` and
``play dungeonfighter --cards FILE`` (issue 13)."""

from __future__ import annotations

from pathlib import Path

from dungeontable.core import read_record

from .conftest import Cli

EXTRA = Path(__file__).parents[1] / "games" / "dungeonfighter" / "cards" / "extra.toml"
"""A good card file: a house monster and a house item."""

BROKEN = """
[[card]]
id = "mud_golem"
name = "Mud Golem"
kind = "monster"
source = "house"
mtype = "construct"
level = 2
hp = 4
damage = 2
abilities = [{ op = "sparkle" }]

[[card]]
id = "bog_lurker"
name = "Bog Lurker"
kind = "monster"
source = "house"
mtype = "beast"
hp = 5
damage = 3
"""


def test_lint_a_good_dungeonfighter_file(cli: Cli, tmp_path: Path) -> None:
    good = tmp_path / "extra.toml"
    good.write_text(EXTRA.read_text(encoding="utf-8"))
    result = cli(["cards", "lint", str(good), "--game", "dungeonfighter"])
    assert result.exit_code == 0, result.output
    assert result.stdout == f"ok: no problems in {good}\n"


def test_lint_names_file_card_and_field_of_every_problem(cli: Cli, tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(BROKEN)
    result = cli(["cards", "lint", str(bad), "--game", "dungeonfighter"])
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert any(
        line.startswith(f"{bad}: card mud_golem: abilities.0: ") and "unknown op 'sparkle'" in line
        for line in lines
    ), lines
    assert any(f"{bad}: card bog_lurker: " in line and "its level" in line for line in lines)
    assert result.stderr == f"error: {len(lines)} problem(s) in 1 path(s)\n"


def test_play_dungeonfighter_with_extra_cards_starts(cli: Cli, tmp_path: Path) -> None:
    extra = EXTRA
    saved = tmp_path / "df.json"
    args = ["play", "dungeonfighter", "--seats", "human", "--seed", "1", "--cards", str(extra)]
    result = cli(args, f"save {saved}\nq\n")
    assert "Traceback" not in result.output
    record = read_record(saved.read_bytes())
    assert record.options["cards"] == [str(extra)]


def test_play_dungeonfighter_refuses_a_broken_card_file(cli: Cli, tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(BROKEN)
    result = cli(["play", "dungeonfighter", "--seats", "random", "--cards", str(bad)])
    assert result.exit_code == 2
    assert "unknown op 'sparkle'" in " ".join(result.stderr.split())

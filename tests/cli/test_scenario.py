"""``dungeontable scenario run FILE...``: PASS/FAIL per file, each failed expectation."""

from __future__ import annotations

from pathlib import Path

from .conftest import Cli

PASSING = """
game = "gemgrab"
name = "a gem scores three"
seats = 2
actions = ["play-card card=gem"]
[setup]
hands = [["gem", "coin"], ["coin"]]
deck = ["trap"]
[[expect]]
path = "scores.0"
equals = 3
[[expect]]
path = "hands.0.1.0"
equals = "trap"
"""

FAILING = """
game = "gemgrab"
name = "wrong numbers"
seats = 2
dice = [6]
actions = ["roll"]
[setup]
hands = [["coin"], ["coin"]]
[[expect]]
path = "scores.0"
equals = 4
[[expect]]
path = "turn"
equals = 0
"""


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_passing_scenarios_exit_zero(cli: Cli, tmp_path: Path) -> None:
    one = write(tmp_path, "one.toml", PASSING)
    result = cli(["scenario", "run", str(one), str(one)])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        f"PASS {one}: a gem scores three",
        f"PASS {one}: a gem scores three",
        "2 passed, 0 failed",
    ]


def test_failed_expectations_are_listed_and_exit_one(cli: Cli, tmp_path: Path) -> None:
    good = write(tmp_path, "good.toml", PASSING)
    bad = write(tmp_path, "bad.toml", FAILING)
    result = cli(["scenario", "run", str(good), str(bad)])
    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        f"PASS {good}: a gem scores three",
        f"FAIL {bad}: wrong numbers",
        "    - scores.0: expected 4, got 3",
        "    - turn: expected 0, got 1",
    ]
    assert result.stderr == "error: 1 passed, 1 failed\n"


def test_unreadable_or_unknown_scenarios_fail(cli: Cli, tmp_path: Path) -> None:
    missing = tmp_path / "missing.toml"
    unknown = write(tmp_path, "chess.toml", 'game = "chess"\nname = "mate"\n')
    result = cli(["scenario", "run", str(missing), str(unknown)])
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[0] == f"FAIL {missing}: missing.toml"
    assert lines[1].startswith(f"    - {missing}: cannot read scenario:")
    assert lines[2] == f"FAIL {unknown}: mate"  # the name the file gives
    assert "unknown game 'chess'" in lines[3]


def test_a_folder_runs_every_scenario_file_in_it(cli: Cli, tmp_path: Path) -> None:
    (tmp_path / "deep").mkdir()
    one = write(tmp_path, "a.toml", PASSING)
    two = write(tmp_path / "deep", "b.toml", PASSING)
    write(tmp_path, "notes.txt", "not a scenario")
    result = cli(["scenario", "run", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        f"PASS {one}: a gem scores three",
        f"PASS {two}: a gem scores three",
        "2 passed, 0 failed",
    ]


def test_trace_shows_each_steps_events_decision_and_legal_actions(cli: Cli, tmp_path: Path) -> None:
    path = write(
        tmp_path, "bad.toml", FAILING.replace('actions = ["roll"]', 'actions = ["roll", "dance"]')
    )
    result = cli(["scenario", "trace", str(path)])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "before any action"
    assert lines[1].startswith("    decision: seat 0 (")
    assert lines[3] == "after 1: roll"
    assert "    events.0: die-rolled " in "\n".join(lines)
    assert "after 2: dance" in lines
    refused = lines[lines.index("after 2: dance") + 1]
    assert refused.startswith("    refused: unknown kind 'dance'")


def test_an_unknown_card_id_names_the_nearest_ids_and_the_listing_command(
    cli: Cli, tmp_path: Path
) -> None:
    case = write(
        tmp_path,
        "typo.toml",
        'game = "cardrogue"\nname = "typo"\n[setup]\n[[setup.players]]\nat = [0, 0]\n'
        '[[setup.cells]]\nat = [0, 0]\ncard = "startt"\n',
    )
    result = cli(["scenario", "run", str(case)])
    assert result.exit_code == 1
    assert result.stdout.splitlines()[1].endswith(
        "cells[0]: unknown card 'startt' (nearest ids: start; "
        "'dungeontable cards list --game cardrogue WORD' lists the ids)"
    )


def test_an_expansion_card_left_out_by_the_options_names_the_option(
    cli: Cli, tmp_path: Path
) -> None:
    """``cards list`` shows The Shortening's Monsters; a file naming one without the option
    was told only 'unknown card id' and ids near the option's own words."""
    case = write(
        tmp_path,
        "charge.toml",
        'game = "oots"\nname = "charge"\noptions = { expansion = "shortening" }\n'
        '[setup]\n[[setup.players]]\nhand = ["overeager_orc"]\n',
    )
    result = cli(["scenario", "run", str(case)])
    assert result.exit_code == 1
    assert result.stdout.splitlines()[1].endswith(
        "setup: unknown card id(s) ['overeager_orc'] (['overeager_orc'] are The Shortening's new "
        'Battle cards: they need options = { expansion = "shortening", new_battle_cards = true }) '
        "('dungeontable cards list --game oots WORD' lists the ids)"
    )

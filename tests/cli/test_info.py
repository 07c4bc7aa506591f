"""``dungeontable games`` and ``dungeontable rules GAME``."""

from __future__ import annotations

from conformance.fixture_game import GAME
from dungeontable.core import option_fields

from .conftest import Cli


def test_games_lists_registered_games(cli: Cli) -> None:
    result = cli(["games"])
    assert result.exit_code == 0, result.output
    row = next(line for line in result.stdout.splitlines() if " gemgrab " in line)
    assert "Gem Grab (conformance fixture)" in row
    assert " 1-3 " in row and "random" in row


def test_rules_lists_every_ruling_with_default_and_reference(cli: Cli) -> None:
    result = cli(["rules", "gemgrab"])
    assert result.exit_code == 0, result.output
    defaults = option_fields(GAME.Options)
    rows = [line for line in result.stdout.splitlines() if "gemgrab G" in line]
    assert len(rows) == len(GAME.rulings)
    for ruling, row in zip(GAME.rulings, rows, strict=True):
        cells = [cell.strip() for cell in row.strip("│┃ ").split("│")]
        default = defaults.get(ruling.option, "-")
        shown = str(default).lower() if isinstance(default, bool) else str(default)
        assert cells == [ruling.option, shown, ruling.kind, ruling.ref, ruling.summary]


def test_rules_of_an_unknown_game(cli: Cli) -> None:
    result = cli(["rules", "chess"])
    assert result.exit_code == 2
    assert result.stderr.startswith("error: unknown game 'chess'; registered games:")


def test_top_level_help_lists_every_command(cli: Cli) -> None:
    result = cli(["--help"])
    assert result.exit_code == 0
    for command in ("play", "replay", "rules", "games", "cards", "scenario", "bench"):
        assert f" {command} " in result.stdout

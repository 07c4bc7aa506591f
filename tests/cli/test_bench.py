"""``dungeontable bench GAME``: prints throughput over a fixed seed range (never timed here)."""

from __future__ import annotations

from conformance.fixture_game import GAME
from dungeontable.bots import play_game

from .conftest import Cli


def table_value(output: str, measure: str) -> str:
    row = next(line for line in output.splitlines() if f" {measure} " in line)
    return row.strip("│ ").split("│")[-1].strip()


def test_bench_reports_throughput_for_the_seed_range(cli: Cli) -> None:
    result = cli(["bench", "gemgrab", "--games", "20", "--seats", "2", "--seed", "100"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    plays = [play_game(GAME, GAME.Options(), ["random", "random"], s) for s in range(100, 120)]
    steps = sum(count for _, count in plays)
    assert table_value(out, "steps") == f"{steps:,}"
    assert table_value(out, "mean steps/game") == f"{steps / 20:,.1f}"
    assert table_value(out, "seeds") == "100-119"
    for measure in ("engine steps/s", "games/s", "µs/step", "seconds"):
        assert float(table_value(out, measure).replace(",", "")) > 0
    reasons = {}
    for outcome, _ in plays:
        reasons[outcome.reason] = reasons.get(outcome.reason, 0) + 1
    for reason, count in reasons.items():
        assert table_value(out, f"ended by {reason}") == str(count)


def test_bench_defaults_to_the_games_maximum_seats(cli: Cli) -> None:
    result = cli(["bench", "gemgrab", "--games", "3"])
    assert result.exit_code == 0, result.output
    assert "gemgrab: 3 games, 3 seats, random bots, one core" in result.stdout


def test_bench_mistakes(cli: Cli) -> None:
    result = cli(["bench", "gemgrab", "--seats", "5"])
    assert result.exit_code == 2
    assert result.stderr == "error: Gem Grab (conformance fixture) takes 1-3 seats\n"
    result = cli(["bench", "gemgrab", "--games", "0"])
    assert result.exit_code == 2


def test_the_uno_yardstick_prints_a_row_per_game(capsys: object) -> None:
    """``make bench``'s script runs end to end (its numbers are never asserted: machines differ)."""
    import importlib.util
    import re
    from pathlib import Path

    path = Path(__file__).parents[2] / "benchmarks" / "bench_vs_uno.py"
    spec = importlib.util.spec_from_file_location("bench_vs_uno", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["cardrogue", "rdi", "--rounds", "1", "--seconds", "0.05"]) == 0
    lines = capsys.readouterr().out.splitlines()  # type: ignore[attr-defined]
    assert lines[0] == "| game | steps/s (median of 1) | UNO steps/s | ratio (median) | goal |"
    row = r"\| {} \| [\d,]+ \| [\d,]+ \| \d+\.\d\dx \| >= 100,000/s and >= 2\.7x: (met|not yet) \|"
    assert re.fullmatch(row.format("cardrogue"), lines[2])
    assert re.fullmatch(row.format("rdi"), lines[3])

"""``dungeontable scenario run FILE...``: known-answer scenario files, PASS or FAIL each."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from dungeontable import games
from dungeontable.core import ScenarioError, ScenarioResult, run_scenario_file

from .errors import PROBLEMS, fail, out

app = typer.Typer(help="Run known-answer scenario files.", no_args_is_help=True)


def say(text: str, style: str | None = None) -> None:
    out.print(text, markup=False, highlight=False, style=style, soft_wrap=True)


def run_one(path: Path) -> ScenarioResult:
    """Run one file; a file that cannot be set up is a failure with the reason."""
    try:
        return run_scenario_file(path, games.get)
    except ScenarioError as exc:
        return ScenarioResult(path.name, str(path), (str(exc),))


@app.command()
def run(
    files: Annotated[list[Path], typer.Argument(help="Scenario files (TOML).")],
) -> None:
    """Run scenario files: PASS/FAIL per file with each failed expectation (exit 1 on FAIL)."""
    failed = 0
    for path in files:
        result = run_one(path)
        if result.passed:
            say(f"PASS {path}: {result.name}", "green")
            continue
        failed += 1
        say(f"FAIL {path}: {result.name}", "red")
        for failure in result.failures:
            say(f"    - {failure}")
    summary = f"{len(files) - failed} passed, {failed} failed"
    if failed:
        fail(summary, PROBLEMS)
    say(summary)

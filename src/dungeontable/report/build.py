"""Building a report from the store: load the runs, compute, draw, write ``index.html``."""

from __future__ import annotations

from pathlib import Path

import msgspec
from sqlalchemy import Engine

from dungeontable.storage import find_run, read_games

from .figures import Plot, all_figures
from .html import report_page
from .stats import RunStats, run_stats


class ReportError(ValueError):
    """A run that cannot be reported (unknown name, no games yet)."""


class Report(msgspec.Struct, frozen=True):
    """What was written: the HTML page and the figure files, in page order."""

    page: Path
    figures: tuple[Path, ...]


def load_stats(engine: Engine, name: str) -> RunStats:
    run = find_run(engine, name)
    if run is None:
        raise ReportError(f"no run named {name!r} in the store")
    stats = run_stats(run, read_games(engine, run.id))
    if stats.games == 0:
        raise ReportError(f"run {name!r} has no games yet")
    return stats


def write_report(runs: list[RunStats], directory: Path) -> Report:
    """Write the figures and ``index.html`` of one run, or two compared side by side."""
    directory.mkdir(parents=True, exist_ok=True)
    plots: list[Plot] = all_figures(runs, directory)
    page = directory / "index.html"
    page.write_text(report_page(runs, plots), encoding="utf-8")
    return Report(page, tuple(directory / plot.file for plot in plots))

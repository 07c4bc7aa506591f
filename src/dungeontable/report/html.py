"""The HTML page of a report: settings, the win-rate tables, and each figure with its sentence.

The page is self-contained apart from the PNG files written beside it (no scripts, no network).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from dungeontable.storage import SimRun

from .figures import Plot
from .stats import RunStats
from .table import rate_groups
from .text import endings_sentence, percent, rate_cells

STYLE = """
body { font: 15px/1.45 system-ui, sans-serif; max-width: 62rem; margin: 2rem auto; color: #222; }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; }
th, td { padding: 0.2rem 0.7rem; border-bottom: 1px solid #ddd; text-align: right; }
th:first-child, td:first-child { text-align: left; }
figure { margin: 2rem 0; } img { max-width: 100%; border: 1px solid #eee; }
figcaption { margin-top: 0.4rem; } code { background: #f4f4f4; padding: 0 0.2rem; }
"""


def option_differences(first: SimRun, second: SimRun) -> list[tuple[str, Any, Any]]:
    """(option, value in first, value in second) for every option that differs, sorted."""
    names = sorted(set(first.options) | set(second.options))
    return [
        (name, first.options.get(name), second.options.get(name))
        for name in names
        if first.options.get(name) != second.options.get(name)
    ]


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = "".join(
        "<tr>" + "".join(f"<td>{escape(str(cell))}</td>" for cell in row) + "</tr>" for row in rows
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _settings(stats: RunStats) -> str:
    run = stats.run
    rows = [
        ("game", run.game),
        ("bots by seat", ", ".join(run.bots) + (" (rotated by seed)" if run.rotate else "")),
        ("games", f"{stats.games:,}"),
        ("with a winner", f"{stats.decided:,} ({percent(stats.decided / stats.games)})"),
        ("failed (error)", f"{stats.failed:,}"),
        ("options hash", run.options_hash),
        ("step cap", f"{run.max_steps:,}"),
        ("dungeontable", run.version),
    ]
    return f"<h2>{escape(run.name)}</h2><p>{escape(endings_sentence(stats))}</p>" + _table(
        ("setting", "value"), rows
    )


def _wins(stats: RunStats) -> str:
    rows = [
        (f"{kind} {rate.label}" if kind in ("bot", "character") else rate.label, *rate_cells(rate))
        for kind, rates in rate_groups(stats)
        for rate in rates
    ]
    return _table(("group", "seat-games", "wins", "win rate", "95% CI"), rows)


def _differences(runs: Sequence[RunStats]) -> str:
    if len(runs) < 2:
        return ""
    first, second = runs[0].run, runs[1].run
    rows = [(name, repr(a), repr(b)) for name, a, b in option_differences(first, second)]
    if first.bots != second.bots or first.rotate != second.rotate:
        rows.append(("bots", ",".join(first.bots), ",".join(second.bots)))
    if first.game != second.game:
        rows.append(("game", first.game, second.game))
    if not rows:
        return "<p>The two runs have the same game, options and bots.</p>"
    return "<h2>What differs between the runs</h2>" + _table(
        ("setting", first.name, second.name), rows
    )


def _figure(plot: Plot) -> str:
    return (
        f'<figure><h3>{escape(plot.title)}</h3><img src="{escape(plot.file)}" '
        f'alt="{escape(plot.title)}"><figcaption>{escape(plot.sentence)}</figcaption></figure>'
    )


def report_page(runs: Sequence[RunStats], plots: Sequence[Plot]) -> str:
    title = " vs ".join(stats.run.name for stats in runs)
    parts = [
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>Simulation report: {escape(title)}</title><style>{STYLE}</style></head><body>",
        f"<h1>Simulation report: {escape(title)}</h1>",
        _differences(runs),
    ]
    for stats in runs:
        parts += [_settings(stats), _wins(stats)]
    parts += [_figure(plot) for plot in plots]
    parts.append("</body></html>")
    return "\n".join(part for part in parts if part)

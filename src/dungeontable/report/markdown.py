"""A run's report as Markdown (``dungeontable report RUN --markdown FILE``), for design docs.

The same figures as the terminal table: the endings sentence, every win-rate group with its 95%
interval, and a mark on the rows whose interval leaves out the fair share (the rate every seat
would have if neither seat nor character mattered), then game length and how games ended.
"""

from __future__ import annotations

import statistics

from .stats import Rate, RunStats
from .table import rate_groups
from .text import endings_sentence, percent, rate_cells, reason_words

ABOVE = "above"
BELOW = "below"


def verdict(rate: Rate, fair: float) -> str:
    """``above`` or ``below`` when the 95% interval leaves out the fair share, else ``""``."""
    low, high = rate.interval
    if rate.trials and low > fair:
        return ABOVE
    if rate.trials and high < fair:
        return BELOW
    return ""


def _length_rows(stats: RunStats) -> list[str]:
    rows = [f"| games | {stats.games:,} |", f"| mean decisions | {stats.mean_steps:,.1f} |"]
    if stats.turns:
        turns = sorted(stats.turns)
        quartiles = statistics.quantiles(turns, n=4) if len(turns) > 1 else [turns[0]] * 3
        rows += [
            f"| mean turns | {statistics.fmean(turns):,.1f} |",
            f"| turns: shortest / quartiles / longest | {turns[0]} / "
            + " / ".join(f"{q:g}" for q in quartiles)
            + f" / {turns[-1]} |",
        ]
    for reason, count in sorted(stats.reasons.items()):
        rows.append(f"| ended by {reason_words(stats.run, reason)} | {count:,} |")
    return rows


def markdown(stats: RunStats) -> str:
    """The report of one run as a Markdown section."""
    run = stats.run
    fair = stats.fair_share
    bots = ",".join(run.bots) + (" (rotated)" if run.rotate else "")
    lines = [
        f"## {run.name}: {run.game}, {stats.games:,} games",
        "",
        f"Bots: {bots}; {run.seats} seats; options hash {run.options_hash}.",
        "",
        endings_sentence(stats),
        "",
        f"Fair share: {percent(fair)} (games with a winner / seats). *above* / *below*: the 95%"
        " interval leaves the fair share out.",
        "",
        "| group | seat-games | wins | win rate | 95% CI | vs fair share |",
        "|---|---:|---:|---:|---:|---|",
    ]
    for kind, rates in rate_groups(stats):
        for rate in rates:
            label = rate.label if kind in ("seat", "order") else f"{kind} {rate.label}"
            lines.append(
                f"| {label} | " + " | ".join(rate_cells(rate)) + f" | {verdict(rate, fair)} |"
            )
    lines += ["", "| game length and endings | |", "|---|---:|", *_length_rows(stats), ""]
    return "\n".join(lines)

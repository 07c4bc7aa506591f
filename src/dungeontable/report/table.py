"""The compact terminal table of ``dungeontable report``: win rates with intervals, then totals."""

from __future__ import annotations

from rich.table import Table

from .stats import Rate, RunStats
from .text import percent, rate_cells, reason_words


def rate_groups(stats: RunStats) -> list[tuple[str, tuple[Rate, ...]]]:
    """The win-rate rows of a run, grouped: bots, seats, first player, characters."""
    groups = [
        ("bot", stats.by_bot.rates()),
        ("seat", stats.seat_rates),
        ("order", stats.first_rates),
        ("character", stats.by_character.rates()),
    ]
    return [(kind, rates) for kind, rates in groups if rates]


def win_table(stats: RunStats) -> Table:
    run = stats.run
    table = Table(title=f"{run.name}: {run.game}, {stats.games:,} games", title_justify="left")
    for column in ("group", "seat-games", "wins", "win rate", "95% CI"):
        table.add_column(column, justify="left" if column == "group" else "right")
    for kind, rates in rate_groups(stats):
        for rate in rates:
            label = rate.label if kind in ("seat", "order") else f"{kind} {rate.label}"
            table.add_row(label, *rate_cells(rate))
        table.add_section()
    return table


def totals_table(stats: RunStats) -> Table:
    table = Table(show_header=False)
    table.add_column("measure")
    table.add_column("value", justify="right")
    table.add_row("games", f"{stats.games:,}")
    table.add_row("with a winner", f"{stats.decided:,} ({percent(stats.decided / stats.games)})")
    table.add_row("failed (error)", f"{stats.failed:,}")
    table.add_row("mean steps", f"{stats.mean_steps:,.1f}")
    if stats.mean_turns is not None:
        table.add_row("mean turns", f"{stats.mean_turns:,.1f}")
    for reason, count in sorted(stats.reasons.items()):
        table.add_row(f"ended by {reason_words(stats.run, reason)}", f"{count:,}")
    return table

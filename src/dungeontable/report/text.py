"""How report numbers are written, the same way in the terminal table, the HTML and sentences."""

from __future__ import annotations

from collections.abc import Sequence

from .stats import Rate


def percent(value: float) -> str:
    return f"{100 * value:.1f}%"


def interval(rate: Rate) -> str:
    low, high = rate.interval
    return f"{100 * low:.1f}–{100 * high:.1f}%"


def rate_phrase(rate: Rate) -> str:
    """``random 24.8% (95% CI 22.1–27.6%, 1,000 seat-games)``."""
    return (
        f"{rate.label} {percent(rate.rate)} (95% CI {interval(rate)}, {rate.trials:,} seat-games)"
    )


def join(parts: Sequence[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def rate_cells(rate: Rate) -> tuple[str, str, str, str]:
    """The table cells of a rate: seat-games, wins, win rate, 95% interval."""
    return f"{rate.trials:,}", f"{rate.wins:,}", percent(rate.rate), interval(rate)

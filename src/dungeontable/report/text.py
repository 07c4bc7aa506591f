"""How report numbers are written, the same way in the terminal table, the HTML and sentences."""

from __future__ import annotations

from collections.abc import Sequence

from dungeontable import games
from dungeontable.core import Names, Outcome, capabilities, parse_options
from dungeontable.storage import SimRun

from .stats import Rate, RunStats

ERROR = "error"
"""The reason of a simulated game the game raised in (not a game's own reason)."""


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


def reason_words(run: SimRun, reason: str) -> str:
    """Why games of ``run`` ended, in the game's words ("turn cap" for ``turn_cap``), as the
    table and the replays say it; a game that cannot be loaded reads its code in words."""
    if reason == ERROR:
        return "an error"
    try:
        game = games.get(run.game)
        words = capabilities(game).words(
            parse_options(game.Options, run.options), Names.numbered(run.seats)
        )
        return words.reason(Outcome(winners=(), scores=(), reason=reason))
    except Exception:
        return reason.replace("_", " ")


def rate_cells(rate: Rate) -> tuple[str, str, str, str]:
    """The table cells of a rate: seat-games, wins, win rate, 95% interval."""
    return f"{rate.trials:,}", f"{rate.wins:,}", percent(rate.rate), interval(rate)


def plural(count: int, one: str, many: str) -> str:
    return f"{count:,} {one if count == 1 else many}"


def endings_sentence(stats: RunStats) -> str:
    """How the games of a run ended, said before any win rate: a rate over games that mostly
    stopped at a cap measures the cap, not the bots."""
    parts = [
        f"{plural(stats.by_rules, 'game', 'games')} of {stats.games:,} ended by the rules "
        f"({stats.decided:,} with a winner)",
        f"{stats.capped:,} stopped at the turn cap",
        f"{stats.failed:,} failed with an error",
    ]
    sentence = join(parts) + "."
    if stats.by_rules < stats.games:
        sentence += " In the win rates below a stopped or failed game is a loss for every seat."
    return sentence

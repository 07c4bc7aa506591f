"""The ladder's page: each bot level's rating with its 95% interval, as a table and a figure."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path

from matplotlib.figure import Figure

from dungeontable.sim.ladder import Rating

from .figures import COLOURS, Plot, _save
from .html import STYLE, _figure, _table
from .stats import wilson
from .text import percent


def rows(ratings: Sequence[Rating]) -> list[list[str]]:
    """The ladder as table rows: rank, level, rating and interval, games, win rate."""
    found = []
    for rank, rating in enumerate(ratings, 1):
        low, high = wilson(rating.wins, rating.games)  # type: ignore[arg-type]
        found.append(
            [
                str(rank),
                rating.level,
                f"{rating.mu:.1f}",
                f"{rating.low:.1f} to {rating.high:.1f}",
                f"{rating.games:,}",
                f"{percent(rating.win_rate)} ({percent(low)} to {percent(high)})",
            ]
        )
    return found


HEADERS = ("rank", "bot", "rating", "95% interval", "games", "wins (95% interval)")


def figure(ratings: Sequence[Rating], directory: Path) -> Plot:
    """Each level's rating as a point with its 95% interval, best at the top."""
    fig = Figure(figsize=(7, 0.5 * len(ratings) + 1.4))
    ax = fig.subplots()
    shown = list(reversed(ratings))
    ax.errorbar(
        [r.mu for r in shown],
        range(len(shown)),
        xerr=[1.96 * r.sigma for r in shown],
        fmt="o",
        color=COLOURS[0],
        capsize=4,
    )
    ax.set_yticks(range(len(shown)), [r.level for r in shown])
    ax.set_xlabel("rating (OpenSkill mu, 95% interval)")
    _save(fig, directory, "ladder.png")
    best = ratings[0]
    return Plot(
        "ladder.png",
        "Bot ratings",
        f"{best.level} rates highest ({best.mu:.1f}, 95% interval {best.low:.1f} to "
        f"{best.high:.1f}); overlapping intervals mean the games played cannot tell the levels "
        "apart yet.",
    )


MODEL_WORDS = {
    "stationary-full": "bots rated as unchanging: no drift between games, each game a full update",
    "stationary": "no drift between games, damped updates",
    "weng-lin": "the library's defaults: drift between games, damped updates",
}


def ladder_page(
    title: str,
    ratings: Sequence[Rating],
    games: int,
    directory: Path,
    cooperative: bool = False,
    quick_games: int | None = None,
    model: str = "stationary-full",
    chain: bool = False,
) -> str:
    """The whole HTML page (its figure is written beside it in ``directory``); ``quick_games``
    is what the pairs (or parties) of levels that do not search played, if not ``games``;
    ``model`` names the rating model (``sim.ladder.MODELS``)."""
    plot = figure(ratings, directory)
    quick = (
        ""
        if quick_games is None or quick_games == games
        else f" ({quick_games:,} where no level searches)"
    )
    rated = MODEL_WORDS.get(model, model)
    how = (
        f"<p>The seats win or lose together: each bot level played {games:,} seeded games"
        f"{quick} as the whole party, each game a match of the party against the game itself; "
        f"ratings by OpenSkill (Plackett-Luce, {rated}).</p>"
        if cooperative
        else f"<p>{'Each level and the next in the chain' if chain else 'Every pair of bot levels'}"
        f" played {games:,} seeded games{quick}, the seats rotated "
        f"from game to game; ratings by OpenSkill (Plackett-Luce, {rated}), winners ranked "
        "first.</p>"
    )
    return (
        f"<!doctype html><html><head><meta charset='utf-8'><title>{escape(title)} bot ladder"
        f"</title><style>{STYLE}</style></head><body><h1>{escape(title)}: bot ladder</h1>"
        f"{how}"
        f"{_table(HEADERS, rows(ratings))}{_figure(plot)}</body></html>"
    )

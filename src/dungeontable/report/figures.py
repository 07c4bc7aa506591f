"""The report's figures (matplotlib, Agg): one PNG and one plain sentence per figure.

Every figure takes one run or two (``--vs``) and draws them side by side in the same colours, so
a ruling on/off or one bot against another compares at a glance.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Sequence
from pathlib import Path

import matplotlib
from matplotlib.axes import Axes
from matplotlib.figure import Figure

from .stats import Rate, RunStats
from .text import join, percent, rate_phrase, reason_words

matplotlib.use("Agg")  # files only, never a window, even if pyplot is used elsewhere

COLOURS = ("#3b6ea5", "#d9822b")


class Plot:
    """A written figure: its file name, title and the sentence that says what it shows."""

    def __init__(self, file: str, title: str, sentence: str) -> None:
        self.file, self.title, self.sentence = file, title, sentence


def _save(figure: Figure, directory: Path, file: str) -> None:
    figure.tight_layout()
    figure.savefig(directory / file, dpi=110)


def _who(runs: Sequence[RunStats]) -> str:
    return "" if len(runs) == 1 else f" ({' vs '.join(r.run.name for r in runs)})"


def _rate_bars(
    ax: Axes, runs: Sequence[RunStats], rates_of: Callable[[RunStats], tuple[Rate, ...]]
) -> None:
    """Grouped bars with 95% Wilson error bars, one colour per run."""
    labels = list(dict.fromkeys(rate.label for stats in runs for rate in rates_of(stats)))
    width = 0.8 / len(runs)
    for index, stats in enumerate(runs):
        found = {rate.label: rate for rate in rates_of(stats)}
        xs, heights, below, above = [], [], [], []
        for position, label in enumerate(labels):
            if label in found:
                rate = found[label]
                low, high = rate.interval
                xs.append(position + (index - (len(runs) - 1) / 2) * width)
                heights.append(rate.rate)
                below.append(max(0.0, rate.rate - low))
                above.append(max(0.0, high - rate.rate))
        ax.bar(
            xs,
            heights,
            width,
            yerr=[below, above],
            capsize=4,
            color=COLOURS[index],
            label=stats.run.name,
        )
    ax.set_xticks(range(len(labels)), labels, rotation=20 if len(labels) > 4 else 0)
    ax.set_ylabel("win rate (95% CI)")
    ax.set_ylim(0, 1)
    if len(runs) > 1:
        ax.legend()


def _rates_sentence(
    runs: Sequence[RunStats], rates_of: Callable[[RunStats], tuple[Rate, ...]]
) -> str:
    parts = []
    for stats in runs:
        prefix = f"in {stats.run.name}: " if len(runs) > 1 else ""
        parts.append(prefix + join([rate_phrase(rate) for rate in rates_of(stats)]))
    return "; ".join(parts)


def win_by_bot(runs: Sequence[RunStats], directory: Path) -> Plot:
    figure = Figure(figsize=(7, 4))
    _rate_bars(figure.add_subplot(), runs, lambda s: s.by_bot.rates())
    _save(figure, directory, "win_by_bot.png")
    return Plot(
        "win_by_bot.png",
        "Win rate per bot level",
        "How often each bot level won, over all the seats it played, with 95% intervals"
        f"{_who(runs)}: {_rates_sentence(runs, lambda s: s.by_bot.rates())}.",
    )


def win_by_seat(runs: Sequence[RunStats], directory: Path) -> Plot:
    figure = Figure(figsize=(7, 4))
    ax = figure.add_subplot()
    _rate_bars(ax, runs, lambda s: s.seat_rates)
    for index, stats in enumerate(runs):
        ax.axhline(stats.fair_share, color=COLOURS[index], linestyle="--", linewidth=1)
    _save(figure, directory, "win_by_seat.png")
    fair = join(
        [f"{percent(s.fair_share)}" + (f" in {s.run.name}" if len(runs) > 1 else "") for s in runs]
    )
    return Plot(
        "win_by_seat.png",
        "Win rate per seat",
        f"How often each seat won{_who(runs)}; the dashed line is the rate every seat would have "
        f"if seating did not matter ({fair}): {_rates_sentence(runs, lambda s: s.seat_rates)}.",
    )


def _advantage(stats: RunStats) -> str:
    first, others = stats.first_rates
    (first_low, first_high), (other_low, other_high) = first.interval, others.interval
    if first_low > other_high:
        verdict = "a clear first-player advantage"
    elif first_high < other_low:
        verdict = "a clear first-player disadvantage"
    else:
        verdict = "no clear difference (the intervals overlap)"
    return f"{rate_phrase(first)} against {rate_phrase(others)}: {verdict}"


def first_player(runs: Sequence[RunStats], directory: Path) -> Plot | None:
    shown = [stats for stats in runs if stats.first_rates]
    if not shown:
        return None
    figure = Figure(figsize=(6, 4))
    _rate_bars(figure.add_subplot(), shown, lambda s: s.first_rates)
    _save(figure, directory, "first_player.png")
    verdicts = "; ".join(
        (f"in {s.run.name}, " if len(shown) > 1 else "") + _advantage(s) for s in shown
    )
    return Plot(
        "first_player.png",
        "First-player advantage",
        f"The win rate of the seat that made the first decision of each game against the other "
        f"seats{_who(shown)}: {verdicts}.",
    )


def win_by_character(runs: Sequence[RunStats], directory: Path) -> Plot | None:
    shown = [stats for stats in runs if stats.by_character.trials]
    if not shown:
        return None
    figure = Figure(figsize=(8, 4))
    _rate_bars(figure.add_subplot(), shown, lambda s: s.by_character.rates())
    _save(figure, directory, "win_by_character.png")
    return Plot(
        "win_by_character.png",
        "Win rate per character",
        f"How often each character won, over the games a seat played it{_who(shown)}: "
        f"{_rates_sentence(shown, lambda s: s.by_character.rates())}.",
    )


def _spread(values: Sequence[float]) -> str:
    quartiles = statistics.quantiles(values, n=4) if len(values) > 1 else [values[0]] * 3
    return f"median {quartiles[1]:g}, middle half {quartiles[0]:g}–{quartiles[2]:g}"


def scores(runs: Sequence[RunStats], directory: Path) -> Plot:
    figure = Figure(figsize=(7, 4))
    ax = figure.add_subplot()
    levels = list(dict.fromkeys(level for stats in runs for level in sorted(stats.scores)))
    width = 0.8 / len(runs)
    parts = []
    for index, stats in enumerate(runs):
        present = [level for level in levels if stats.scores.get(level)]
        positions = [levels.index(lv) + (index - (len(runs) - 1) / 2) * width for lv in present]
        if present:
            boxes = ax.boxplot(
                [stats.scores[lv] for lv in present],
                positions=positions,
                widths=width * 0.9,
                patch_artist=True,
                manage_ticks=False,
            )
            for box in boxes["boxes"]:
                box.set_facecolor(COLOURS[index])
            for median in boxes["medians"]:
                median.set_color("black")
            boxes["boxes"][0].set_label(stats.run.name)
        prefix = f"in {stats.run.name}: " if len(runs) > 1 else ""
        parts.append(prefix + join([f"{lv} {_spread(stats.scores[lv])}" for lv in present]))
    ax.set_xticks(range(len(levels)), levels)
    ax.set_ylabel("final score")
    if len(runs) > 1:
        ax.legend()
    _save(figure, directory, "scores.png")
    return Plot(
        "scores.png",
        "Score distribution per bot level",
        "The spread of final scores of each bot level (box: middle half, line: median)"
        f"{_who(runs)}: {'; '.join(parts)}.",
    )


def _length_phrase(name: str, values: Sequence[int], unit: str) -> str:
    mean = sum(values) / len(values)
    return (
        f"{name}mean {mean:,.1f} {unit}, median {statistics.median(values):g}, "
        f"range {min(values):,}–{max(values):,}"
    )


def _integer_bins(values: Sequence[int], most: int = 30) -> list[float]:
    """Shared bin edges for integer counts, at most ``most`` bins, never zero wide."""
    low, high = (min(values), max(values)) if values else (0, 1)
    width = max(1, -(-(high - low + 1) // most))
    return [low - 0.5 + width * i for i in range((high - low) // width + 2)]


def game_length(runs: Sequence[RunStats], directory: Path) -> Plot:
    with_turns = any(stats.turns for stats in runs)
    figure = Figure(figsize=(10 if with_turns else 6, 4))
    panels = [("steps", "decisions per game")] + (
        [("turns", "turns per game")] if with_turns else []
    )
    parts = []
    for column, (attribute, label) in enumerate(panels):
        ax = figure.add_subplot(1, len(panels), column + 1)
        edges = _integer_bins([v for stats in runs for v in getattr(stats, attribute)])
        for index, stats in enumerate(runs):
            values = getattr(stats, attribute)
            if values:
                ax.hist(values, bins=edges, alpha=0.6, color=COLOURS[index], label=stats.run.name)
                prefix = f"{stats.run.name}: " if len(runs) > 1 else ""
                parts.append(_length_phrase(prefix, values, attribute))
        ax.set_xlabel(label)
        ax.set_ylabel("games")
        if len(runs) > 1:
            ax.legend()
    _save(figure, directory, "game_length.png")
    return Plot(
        "game_length.png",
        "Game length",
        f"How long games lasted, in decisions (every choice of every seat)"
        f"{' and in turns' if with_turns else ''}{_who(runs)}: {'; '.join(parts)}.",
    )


def end_reasons(runs: Sequence[RunStats], directory: Path) -> Plot:
    figure = Figure(figsize=(7, 4))
    ax = figure.add_subplot()
    reasons = sorted({reason for stats in runs for reason in stats.reasons})
    width = 0.8 / len(runs)
    parts = []
    for index, stats in enumerate(runs):
        shares = [stats.reasons[r] / stats.games for r in reasons]
        xs = [i + (index - (len(runs) - 1) / 2) * width for i in range(len(reasons))]
        ax.bar(xs, shares, width, color=COLOURS[index], label=stats.run.name)
        prefix = f"in {stats.run.name}: " if len(runs) > 1 else ""
        parts.append(
            prefix
            + join(
                [
                    f"{reason_words(stats.run, r)} {percent(stats.reasons[r] / stats.games)}"
                    for r in reasons
                    if stats.reasons[r]
                ]
            )
        )
    ax.set_xticks(range(len(reasons)), [reason_words(runs[0].run, r) for r in reasons])
    ax.set_ylabel("share of games")
    ax.set_ylim(0, 1)
    if len(runs) > 1:
        ax.legend()
    _save(figure, directory, "end_reasons.png")
    return Plot(
        "end_reasons.png",
        "How games ended",
        f"The share of games that ended for each reason (a turn cap: stopped without a winner; "
        f"an error: the game raised){_who(runs)}: {'; '.join(parts)}.",
    )


def all_figures(runs: Sequence[RunStats], directory: Path) -> list[Plot]:
    makers = (
        win_by_bot,
        win_by_seat,
        first_player,
        win_by_character,
        scores,
        game_length,
        end_reasons,
    )
    plots = [make(runs, directory) for make in makers]
    return [plot for plot in plots if plot is not None]

"""The numbers of a report, computed in one pass over a run's game rows.

A *seat-game* is one seat in one game. A bot level's (or character's, or seat's) win rate is the
share of its seat-games whose seat is among the winners; a shared win counts for every winner,
and a game without winners (turn cap, error) counts as a loss for everybody. Intervals are
Wilson score intervals at 95%, which stay inside [0, 1] and behave at 0 or 100%. Seat-games of
the same level in one game are not independent, so with several seats of one level the interval
is somewhat too narrow; rotate bots (``--rotate``) to compare levels fairly.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

import msgspec

from dungeontable import games
from dungeontable.core import capabilities
from dungeontable.storage import GameRow, SimRun

Z95 = 1.959963984540054  # the two-sided 95% quantile of the standard normal


def wilson(wins: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``wins / trials``."""
    if trials == 0:
        return 0.0, 1.0
    p = wins / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    # At 0 or 100% the bound equals the rate in exact arithmetic; rounding may put it a hair past
    # the rate, which error bars (rate - low, high - rate) must never see as a negative length.
    return max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))


class Rate(msgspec.Struct, frozen=True):
    """Wins out of trials for one group (a bot level, a seat, a character)."""

    label: str
    wins: int
    trials: int

    @property
    def rate(self) -> float:
        return self.wins / self.trials if self.trials else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.trials)


@dataclass
class Tally:
    """Wins and trials per label, in first-seen order (labels are sorted when reported)."""

    wins: Counter[str] = field(default_factory=Counter)
    trials: Counter[str] = field(default_factory=Counter)

    def add(self, label: str, won: bool) -> None:
        self.trials[label] += 1
        self.wins[label] += int(won)

    def rates(self, order: Iterable[str] | None = None) -> tuple[Rate, ...]:
        labels = list(order) if order is not None else sorted(self.trials)
        return tuple(Rate(label, self.wins[label], self.trials[label]) for label in labels)


@dataclass
class RunStats:
    """Everything a report shows about one run."""

    run: SimRun
    games: int = 0
    failed: int = 0
    decided: int = 0  # games with at least one winner
    by_bot: Tally = field(default_factory=Tally)
    by_seat: Tally = field(default_factory=Tally)
    by_character: Tally = field(default_factory=Tally)
    first_player: Tally = field(default_factory=Tally)
    reasons: Counter[str] = field(default_factory=Counter)
    steps: list[int] = field(default_factory=list)
    turns: list[int] = field(default_factory=list)
    scores: dict[str, list[float]] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    """Character ids to the names people read (the game's roster), for the character rows."""

    def add(self, row: GameRow) -> None:
        self.games += 1
        self.failed += row.error is not None
        self.decided += bool(row.winners)
        self.reasons[row.reason] += 1
        self.steps.append(row.steps)
        if row.turns is not None:
            self.turns.append(row.turns)
        for seat, level in enumerate(row.seating):
            won = seat in row.winners
            self.by_bot.add(level, won)
            self.by_seat.add(seat_label(seat), won)
            if row.characters is not None and seat < len(row.characters):
                character = row.characters[seat]
                self.by_character.add(self.names.get(character, character), won)
            if row.first_seat is not None:
                self.first_player.add(FIRST if seat == row.first_seat else OTHERS, won)
            if row.error is None and seat < len(row.scores):
                self.scores.setdefault(level, []).append(row.scores[seat])

    @property
    def capped(self) -> int:
        """Games stopped at a cap (the simulation's step cap or the game's own turn cap)."""
        return sum(self.reasons[reason] for reason in CAP_REASONS)

    @property
    def by_rules(self) -> int:
        """Games that ended by the game's rules: neither stopped at a cap nor failed."""
        return self.games - self.capped - self.failed

    @property
    def seat_rates(self) -> tuple[Rate, ...]:
        return self.by_seat.rates(seat_label(s) for s in range(self.run.seats))

    @property
    def first_rates(self) -> tuple[Rate, ...]:
        return self.first_player.rates((FIRST, OTHERS)) if self.first_player.trials else ()

    @property
    def fair_share(self) -> float:
        """The win rate every seat would have if seats did not matter: decided games / seats."""
        return self.decided / (self.games * self.run.seats) if self.games else 0.0

    @property
    def mean_steps(self) -> float:
        return sum(self.steps) / len(self.steps) if self.steps else 0.0

    @property
    def mean_turns(self) -> float | None:
        return sum(self.turns) / len(self.turns) if self.turns else None


CAP_REASONS = ("turn_cap",)
"""Reasons that mean a game was stopped, not ended by its rules (``bots.runner.TURN_CAP_REASON``
and the games' own round caps use the same code)."""

FIRST = "first to act"
OTHERS = "the others"


def seat_label(seat: int) -> str:
    """Seats are numbered from 1 for people (seat 0 in the engine is "seat 1")."""
    return f"seat {seat + 1}"


def character_names(game: str) -> dict[str, str]:
    """The names of a registered game's characters by id (its roster); none for a game this
    installation does not know or one without characters."""
    try:
        found = capabilities(games.get(game)).roster
    except KeyError:
        return {}
    return {} if found is None else {entry.id: entry.name for entry in found.entries}


def run_stats(run: SimRun, rows: Iterable[GameRow]) -> RunStats:
    stats = RunStats(run, names=character_names(run.game))
    for row in rows:
        stats.add(row)
    return stats

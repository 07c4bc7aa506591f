"""A rated bot ladder: rotated-seat round robins of bot levels, rated with OpenSkill.

``play(engine, game, options, levels, seeds, workers)`` plays, for every pair of levels, one
seeded game per seed at ``seats`` seats (the two levels alternating over the seats, rotated from
seed to seed so no level keeps the first seat) through ``simulate`` — so a ladder runs on the
process pool or a Dask cluster and resumes like any simulation. A pairing in which no level
searches (``random``, ``heuristic``: games that take milliseconds, where a search level's take
minutes) may play more seeds (``quick_seeds``): their many games narrow the cheap levels'
intervals at no cost, while the search pairs play the ``seeds`` they can afford. Only the
ladder's own seeds are rated, whatever else a resumed run stored. ``rate`` then rates every level
from every stored game in a fixed order (pairing by pairing, seed by seed): each game is a
free-for-all of its seats, the winners ranked first and everyone else tied behind; a game nobody
won ties everyone.

The rating model is OpenSkill's Plackett-Luce (``openskill.models.PlackettLuce``). Against
TrueSkill on the same games (``benchmarks/rating_choice.py``: Red Dragon Inn, random vs heuristic)
both predicted 81.4% of held-out games; TrueSkill's intervals were tighter (2.51 vs 1.56 sigmas
apart), but its package has had no release since 2018: OpenSkill is the maintained one. A
level's rating is ``mu`` with its uncertainty ``sigma``; the table shows the 95% interval
``mu ± 1.96 sigma`` and sorts by the conservative ``mu - 3 sigma``.

OpenSkill's defaults are made for people, whose skill drifts: each game adds ``tau`` = 25/300 to
sigma, and Weng and Lin's ``gamma = sigma / c`` damps how far one game narrows it. A bot level is
the same program in every game, so the ladder rates with no drift and undamped updates
(``stationary-full``, ``MODELS``). Chosen by measurement (``benchmarks/ladder_calibration.py``:
ladders of known strengths, outcomes drawn at random, 300 ladders a setting): with equal levels
no set-up ever parted the intervals (0 of 300 at 24, 60 and 200 games a pair); every set-up
claims more uncertainty than its ratings show from ladder to ladder, the library's default the
most (sd of the difference claimed 2.48, seen 1.76 at 200 games, search winning 68%) and
``stationary-full`` the least (1.18 against 0.93), which parts a 68% search from the heuristic
in 92% of 200-game ladders where the default does in 12%.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from typing import Any

import msgspec

from dungeontable.bots import make
from dungeontable.storage.simruns import GameRow, find_run, read_games

from .simulation import Progress, RunSummary, simulate
from .spec import RunSpec, make_spec


class Rating(msgspec.Struct, frozen=True):
    """One bot level's place on the ladder."""

    level: str
    mu: float
    sigma: float
    games: int
    wins: float
    """Games won, a shared win counted as a share."""

    @property
    def low(self) -> float:
        return self.mu - 1.96 * self.sigma

    @property
    def high(self) -> float:
        return self.mu + 1.96 * self.sigma

    @property
    def ordinal(self) -> float:
        """The conservative estimate the ladder sorts by."""
        return self.mu - 3 * self.sigma

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


PAIRS = ("all", "chain")
"""Which pairs of levels meet: ``all`` (a round robin) or ``chain`` (each level only its
neighbours in the order given, weakest first: random-heuristic, heuristic-ismcts-200, ...)."""


def pairings(
    levels: Sequence[str], seats: int, cooperative: bool = False, chain: bool = False
) -> list[tuple[str, ...]]:
    """The seatings of a round robin: every pair of levels, alternating over ``seats`` seats
    (a, b, a, b...); one level alone plays against itself. With ``chain`` only neighbouring
    levels meet (in the order given): a search level then spends its games on the level just
    below it, where a game tells the most, not on random, which every level beats. The ratings
    still connect every level, through the chain. In a cooperative game (the seats win or lose
    together) each level fills every seat: whole parties of it play the game."""
    unique = list(dict.fromkeys(levels))
    if len(unique) < 2:
        raise ValueError("a ladder needs at least two different bot levels")
    if cooperative:
        return [(level,) * seats for level in unique]
    pairs = itertools.pairwise(unique) if chain else itertools.combinations(unique, 2)
    return [tuple(pair[i % 2] for i in range(seats)) for pair in pairs]


THE_GAME = "the game"
"""The opponent every party of a cooperative game plays: rated with the levels, not listed."""


def run_name(spec: RunSpec) -> str:
    """The run of one pairing: fixed by its settings, so the same ladder resumes."""
    return f"ladder-{spec.game}-{'-'.join(spec.bots)}-{spec.options_hash[:8]}"


def searches(level: str, game: str) -> bool:
    """Whether ``level`` thinks by searching (its bot declares ``searches``): a slow seat."""
    return bool(getattr(make(level, game), "searches", False))


def seeds_of(
    seating: Sequence[str], game: str, seeds: range, quick_seeds: range | None = None
) -> range:
    """The seeds a seating plays: ``quick_seeds`` when given and no level of it searches."""
    if quick_seeds is None or any(searches(level, game) for level in dict.fromkeys(seating)):
        return seeds
    return quick_seeds


SEARCH_BATCH = 1
"""Games per worker task when a level searches: its games take minutes, so each is its own task
(both workers busy from the first game, each game stored, and so resumable, as it ends) rather
than the simulator's batch of 50 cheap games, which put a whole 24-game search pairing on one
worker and stored nothing until it was over."""


def batch_of(seating: Sequence[str], game: str) -> int | None:
    """The batch size of a seating's run: ``SEARCH_BATCH`` if a level searches, else the
    simulator's own (``None``)."""
    return SEARCH_BATCH if any(searches(level, game) for level in dict.fromkeys(seating)) else None


class Played(msgspec.Struct, frozen=True):
    """One pairing of a ladder: its run's spec, the seeds it plays and the run's summary."""

    spec: RunSpec
    seeds: range
    summary: RunSummary


def play(
    engine: Any,
    game: str,
    options: Any,
    levels: Sequence[str],
    seeds: range,
    workers: Any,
    *,
    seats: int = 2,
    max_steps: int = 100_000,
    progress: Progress | None = None,
    cooperative: bool = False,
    quick_seeds: range | None = None,
    chain: bool = False,
) -> list[Played]:
    """Play (or resume) every pairing of the ladder, the pairings of levels that do not search
    on ``quick_seeds`` (when given); returns each pairing's seeds and run summary."""
    played = []
    for seating in pairings(levels, seats, cooperative, chain):
        spec = make_spec(game, options, seating, rotate=True, max_steps=max_steps)
        chosen = seeds_of(seating, game, seeds, quick_seeds)
        batch = batch_of(seating, game)
        summary = simulate(engine, run_name(spec), spec, chosen, workers, progress, batch)
        played.append(Played(spec, chosen, summary))
    return played


def _full_update(*_: Any) -> float:
    """Weng-Lin's gamma at 1: each game narrows sigma as a Bayesian update of its outcome would."""
    return 1.0


MODELS: dict[str, dict[str, Any]] = {
    "weng-lin": {},
    "stationary": {"tau": 0.0},
    "stationary-full": {"tau": 0.0, "gamma": _full_update},
}
"""OpenSkill Plackett-Luce set-ups by name. ``weng-lin``: the library's defaults (skills drift by
``tau`` = 25/300 a game; each update damped by ``gamma = sigma / c``); ``stationary``: no drift;
``stationary-full``: no drift and undamped updates, the ladder's (``MODEL``)."""

MODEL = "stationary-full"


def rater_of(model: str) -> Any:
    """The OpenSkill Plackett-Luce rater of ``MODELS[model]``."""
    from openskill.models import PlackettLuce

    return PlackettLuce(**MODELS[model])


def rate(
    levels: Sequence[str],
    results: Iterable[tuple[Sequence[str], GameRow]],
    cooperative: bool = False,
    model: str = MODEL,
) -> list[Rating]:
    """Every level's rating from games given as ``(seating, row)`` in a fixed order; sorted best
    first (by ``mu - 3 sigma``, then name). In a cooperative game each game is a match of the
    party (one level in every seat) against ``THE_GAME``, a pseudo-player rated alongside, so
    parties that win more often rate higher; a level's wins are its parties' wins. ``model``
    names one of ``MODELS``."""
    rater = rater_of(model)
    ratings = {level: rater.rating(name=level) for level in dict.fromkeys(levels)}
    games = dict.fromkeys(ratings, 0)
    wins = dict.fromkeys(ratings, 0.0)
    opponent = rater.rating(name=THE_GAME)
    for seating, row in results:
        if row.error is not None:
            continue
        if cooperative:
            level = seating[0]
            won = bool(row.winners)
            rated = rater.rate(
                [[ratings[level]], [opponent]], ranks=[1.0, 2.0] if won else [2.0, 1.0]
            )
            ratings[level], opponent = rated[0][0], rated[1][0]
            games[level] += 1
            wins[level] += float(won)
            continue
        teams = [[ratings[level]] for level in seating]
        ranks = [1.0 if seat in row.winners else 2.0 for seat in range(len(seating))]
        rated = rater.rate(teams, ranks=ranks)
        for seat, level in enumerate(seating):
            ratings[level] = rated[seat][0]
        for level in set(seating):
            games[level] += 1
        for seat in row.winners:
            wins[seating[seat]] += 1.0 / len(row.winners)
    found = [Rating(lv, r.mu, r.sigma, games[lv], wins[lv]) for lv, r in ratings.items()]
    return sorted(found, key=lambda r: (-r.ordinal, r.level))


def stored_results(
    engine: Any,
    game: str,
    options: Any,
    levels: Sequence[str],
    seeds: range,
    *,
    seats: int = 2,
    max_steps: int = 100_000,
    cooperative: bool = False,
    quick_seeds: range | None = None,
    chain: bool = False,
) -> list[tuple[tuple[str, ...], GameRow]]:
    """The games of the ladder ``play`` would play that the store already holds, in the same
    order as ``ladder_results``; plays none and creates no run (to rate a ladder that is still
    being played, by another process or on a cluster)."""
    results = []
    for seating in pairings(levels, seats, cooperative, chain):
        spec = make_spec(game, options, seating, rotate=True, max_steps=max_steps)
        run = find_run(engine, run_name(spec))
        if run is None:
            continue
        wanted = seeds_of(seating, game, seeds, quick_seeds)
        kept = sorted(
            (row for row in read_games(engine, run.id) if row.seed in wanted),
            key=lambda row: row.seed,
        )
        results += [(tuple(row.seating), row) for row in kept]
    return results


def ladder_results(engine: Any, played: Sequence[Played]) -> list[tuple[tuple[str, ...], GameRow]]:
    """The stored games of every pairing, pairing by pairing and seed by seed: only the seeds
    the ladder asked for (a run resumed or extended by another ladder may store more)."""
    results = []
    for pairing in played:
        rows = read_games(engine, pairing.summary.run.id)
        wanted = pairing.seeds
        kept = sorted((row for row in rows if row.seed in wanted), key=lambda row: row.seed)
        results += [(tuple(row.seating), row) for row in kept]
    return results

#!/usr/bin/env python
"""Card Rogue: the ``heuristic`` bot against the uniform ``random`` bot, over fixed seeds.

    .venv/bin/python benchmarks/bots_vs_random.py --games 1000 --workers 2
    .venv/bin/python benchmarks/bots_vs_random.py --games 200 --only 2p --option turn_cap=60

Four matchups, each over seeds ``seed .. seed + games - 1`` (game ``i`` uses seed ``seed + i``):

- ``2p``: heuristic vs random, the heuristic in seat ``i % 2`` (seats alternate: seat bias
  cancels);
- ``4p``: one heuristic and three random bots, the heuristic in seat ``i % 4`` (rotating);
- ``solo-heuristic`` and ``solo-random``: one player; a win is a solo victory (R281).

A game's winners are its ``Outcome.winners`` (a shared victory counts for each winner). Win
rates come with 95% Wilson score intervals. Game length is counted in decisions and in rounds;
``turn cap`` is the share of games stopped by the game's own cap (``Options.turn_cap`` rounds,
reason ``turn_cap``: nobody wins, R275). The runner's safety cap (``--step-cap`` decisions) is
reported separately and should never trigger. Games run in a process pool; every game is a pure
function of its seed, so the numbers are identical for any worker count.

``--out PATH`` writes the Markdown report (default ``benchmarks/results/cardrogue_bots.md``).
"""

from __future__ import annotations

import argparse
import json
import math
import shlex
import sys
import time
from collections import Counter, deque
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import msgspec

from dungeontable import games
from dungeontable.bots import make, play_steps
from dungeontable.core import Action, Rng, parse_options

GAME = "cardrogue"
MATCHUPS = ("2p", "4p", "solo-heuristic", "solo-random")
DEFAULT_OUT = Path(__file__).parent / "results" / "cardrogue_bots.md"
Z95 = 1.959963984540054


class Played(msgspec.Struct, frozen=True):
    """One finished game, from the heuristic's point of view."""

    matchup: str
    seed: int
    heuristic_seat: int
    winners: tuple[int, ...]
    reason: str
    decisions: int
    rounds: float
    bot_times: tuple[float, ...]
    """Seconds of each heuristic ``choose`` call with more than one legal action."""


class Timed:
    """Wraps a bot to time its ``choose`` calls (the view is built by the runner, not here)."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.level = bot.level
        self.uses_view = getattr(bot, "uses_view", True)
        self.times: list[float] = []

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> tuple[Action, Rng]:
        start = time.perf_counter()
        answer = self.bot.choose(view, legal, rng)
        if len(legal) > 1:
            self.times.append(time.perf_counter() - start)
        return answer  # type: ignore[no-any-return]


def lineup(matchup: str, index: int) -> tuple[list[str], int]:
    """Bot levels per seat and the heuristic's seat (-1: none) for game ``index``."""
    if matchup == "2p":
        seat = index % 2
        return ["heuristic" if s == seat else "random" for s in range(2)], seat
    if matchup == "4p":
        seat = index % 4
        return ["heuristic" if s == seat else "random" for s in range(4)], seat
    if matchup == "solo-heuristic":
        return ["heuristic"], 0
    return ["random"], -1


def parse(pairs: Sequence[str]) -> Any:
    """``name=value`` strings to the game's options; a JSON list value (``'["chest"]'``) sets
    a tuple option such as ``solo_goals``."""
    values: dict[str, Any] = {}
    for pair in pairs:
        name, value = pair.split("=", 1)
        values[name] = json.loads(value) if value.startswith("[") else value
    return parse_options(games.get(GAME).Options, values)


def play(job: tuple[str, int, int, tuple[str, ...], int]) -> Played:
    """Play one seeded game of ``matchup`` (runs in a worker process)."""
    matchup, index, seed, pairs, step_cap = job
    game = games.get(GAME)
    options = parse(pairs)
    levels, heuristic_seat = lineup(matchup, index)
    bots = [Timed(make(level, GAME)) for level in levels]
    steps = play_steps(game, options, bots, seed, step_cap)
    last = deque(steps, maxlen=1).pop()
    outcome = game.outcome(last.after)
    winners = outcome.winners if outcome is not None else ()
    reason = outcome.reason if outcome is not None else "step_cap"
    timed = bots[heuristic_seat] if heuristic_seat >= 0 else None
    return Played(
        matchup=matchup,
        seed=seed,
        heuristic_seat=heuristic_seat,
        winners=tuple(winners),
        reason=reason,
        decisions=last.index + 1,
        rounds=last.after.turns / len(levels),
        bot_times=tuple(timed.times) if timed else (),
    )


def wilson(wins: int, n: int) -> tuple[float, float, float]:
    """The win rate and its 95% Wilson score interval."""
    if n == 0:
        return 0.0, 0.0, 0.0
    p = wins / n
    centre = (p + Z95**2 / (2 * n)) / (1 + Z95**2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / (1 + Z95**2 / n)
    return p, max(0.0, centre - half), min(1.0, centre + half)


def rate(wins: int, n: int) -> str:
    p, low, high = wilson(wins, n)
    return f"{100 * p:.1f}% [{100 * low:.1f}, {100 * high:.1f}] ({wins}/{n})"


def summarize(matchup: str, games_played: list[Played]) -> dict[str, str]:
    """One row of the report: win rates, lengths, caps and bot speed for a matchup."""
    n = len(games_played)
    heuristic = sum(1 for g in games_played if g.heuristic_seat in g.winners)
    seats = 1 if matchup.startswith("solo") else int(matchup[0])
    randoms = seats - (0 if matchup == "solo-random" else 1)
    random_wins = sum(
        sum(1 for w in g.winners if w != g.heuristic_seat) for g in games_played
    )  # per random player-game
    reasons = Counter(g.reason for g in games_played)
    times = sorted(t for g in games_played for t in g.bot_times)
    return {
        "matchup": matchup,
        "games": str(n),
        "heuristic win rate": "—" if matchup == "solo-random" else rate(heuristic, n),
        "random win rate (per random player)": "—"
        if randoms == 0
        else rate(random_wins, n * randoms),
        "mean decisions": f"{sum(g.decisions for g in games_played) / n:.1f}",
        "mean rounds": f"{sum(g.rounds for g in games_played) / n:.1f}",
        "turn cap hit": f"{100 * reasons['turn_cap'] / n:.1f}% ({reasons['turn_cap']})",
        "end reasons": ", ".join(f"{r} {c}" for r, c in sorted(reasons.items())),
        "heuristic µs/decision: mean, median, p99": speed(times),
    }


def speed(times: list[float]) -> str:
    """Mean, median and 99th percentile of sorted decision times, in microseconds."""
    if not times:
        return "—"
    mean = 1e6 * sum(times) / len(times)
    median = 1e6 * times[len(times) // 2]
    p99 = 1e6 * times[min(len(times) - 1, int(0.99 * len(times)))]
    return f"{mean:.0f}, {median:.0f}, {p99:.0f}"


def report(rows: list[dict[str, str]], command: str, seconds: float, args: Any) -> str:
    columns = list(rows[0])
    lines = [
        "# Card Rogue: heuristic bot vs random bot",
        "",
        f"Produced by `{command}` ({seconds:.0f} s wall clock, {args.workers} worker(s)).",
        "",
        f"Seeds {args.seed}..{args.seed + args.games - 1} per matchup; options "
        f"{', '.join(args.option) or 'defaults'} (turn cap {args.turn_cap} rounds). "
        "Win rates with 95% Wilson score intervals. In `2p` the heuristic alternates seats, "
        "in `4p` it rotates through the four seats; a shared victory counts for each winner. "
        "`random win rate` is per random player (wins / random player-games). A game that "
        "reaches the turn cap has no winner (R275: nobody slew the Golem, or nobody exited). "
        "Decision times count the heuristic's `choose` calls with a real choice (more than "
        "one legal action), measured inside the worker processes while both run.",
        "",
        "| " + " | ".join(columns) + " |",
        "|" + "|".join("---" for _ in columns) + "|",
    ]
    lines += ["| " + " | ".join(row[c] for c in columns) + " |" for row in rows]
    lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per matchup")
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--only", action="append", choices=MATCHUPS, help="matchups (repeat)")
    parser.add_argument("--option", action="append", default=[], help="name=value (repeat)")
    parser.add_argument("--step-cap", type=int, default=200_000, help="runner safety cap")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--append", action="store_true", help="add a section to --out")
    args = parser.parse_args(argv)
    args.turn_cap = parse(args.option).turn_cap
    matchups = args.only or list(MATCHUPS)
    jobs = [
        (m, i, args.seed + i, tuple(args.option), args.step_cap)
        for m in matchups
        for i in range(args.games)
    ]
    start = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        results = list(pool.map(play, jobs, chunksize=8))
    seconds = time.perf_counter() - start
    rows = [summarize(m, [r for r in results if r.matchup == m]) for m in matchups]
    command = "python benchmarks/bots_vs_random.py " + " ".join(
        shlex.quote(a) for a in (argv if argv is not None else sys.argv[1:])
    )
    text = report(rows, command.strip(), seconds, args)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    if args.append and args.out.exists():
        title = f"## Variant: {', '.join(args.option) or 'default options'}"
        text = args.out.read_text() + "\n" + title + "\n" + text.split("\n", 1)[1]
    args.out.write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())

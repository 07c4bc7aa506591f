#!/usr/bin/env python
"""Every game's seat view and heuristic 4-seat game, in CPU time (issue 20's goals 1 and 2).

    .venv/bin/python benchmarks/bench_heuristic.py                  # all games
    .venv/bin/python benchmarks/bench_heuristic.py cardrogue oots --games 10

Prints per game, as CPU time of this process (``time.process_time``: a busy machine inflates it
less than wall time, but still inflates it; compare versions back to back, alternating):

- µs per view: ``game.view(state, seat)`` for the deciding seat at every step of seeded heuristic
  games (the first ``--view-games`` seeds), in game order, on a fresh table that has seen none of
  those states (so what its views remember between states counts, and nothing else), best of
  three passes;
- ms per game: whole seeded heuristic 4-seat games through the runner (setup, decisions, legal
  actions, views, the bots' choices, apply) after one warm-up game, and the decisions per game.

``benchmarks/profile_engine.py`` and valgrind (see ``bench_cardrogue_bots.py``) give the firm
counts. Never used as a timed test.
"""

from __future__ import annotations

import argparse
import time

from dungeontable import games
from dungeontable.bots import play_game, play_steps

GAMES = {"cardrogue": 20, "dungeonfighter": 100, "oots": 10, "rdi": 10}
"""Default games per measurement: about a second of play each."""


def view_cpu(name: str, count: int, seats: int, seed: int) -> tuple[float, int]:
    """CPU microseconds per view of the deciding seat (best of three passes), and the views."""
    game = games.get(name)
    asked = []
    for s in range(seed, seed + count):
        for step in play_steps(game, game.Options(), ["heuristic"] * seats, s):
            asked.append((step.before, step.decision.seat))
    best = float("inf")
    for _ in range(3):
        fresh = type(game)()  # a table that remembers nothing yet
        start = time.process_time()
        for state, seat in asked:
            fresh.view(state, seat)
        best = min(best, time.process_time() - start)
    return 1e6 * best / len(asked), len(asked)


def game_cpu(name: str, count: int, seats: int, seed: int) -> tuple[float, float]:
    """CPU milliseconds per heuristic game and decisions per game (after a warm-up game)."""
    game = games.get(name)
    play_game(game, game.Options(), ["heuristic"] * seats, seed + 10_000)
    steps = 0
    start = time.process_time()
    for s in range(seed, seed + count):
        steps += play_game(game, game.Options(), ["heuristic"] * seats, s)[1]
    return 1000 * (time.process_time() - start) / count, steps / count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="*", help="registered game names (default: all)")
    parser.add_argument("--games", type=int, default=None, help="games per game (default: ~1 s)")
    parser.add_argument("--view-games", type=int, default=5)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    for name in args.game or games.names():
        us, views = view_cpu(name, args.view_games, args.seats, args.seed)
        count = args.games if args.games is not None else GAMES.get(name, 10)
        ms, steps = game_cpu(name, count, args.seats, args.seed)
        print(
            f"{name:15} view {us:6.2f} µs ({views} views)   "
            f"heuristic {args.seats}-seat game {ms:8.2f} ms ({steps:.0f} decisions, {count} games)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

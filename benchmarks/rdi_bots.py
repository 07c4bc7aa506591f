#!/usr/bin/env python
"""The Red Dragon Inn with heuristic bots: CPU per game, a view, bytecodes per step (issue 20).

    .venv/bin/python benchmarks/rdi_bots.py --games 10 --seats 4 --seed 0 [--option deal=rotation]
    .venv/bin/python benchmarks/rdi_bots.py --opcodes --games 5      # load-independent counts

Prints, as CPU time of this process (``time.process_time``; compare two trees back to back with
``PYTHONPATH=<tree>/src``):

- ms per game: whole seeded heuristic games through the runner (setup, decisions, legal actions,
  views, the bots' choices, apply) and the mean decisions per game;
- µs per view: ``game.view(state, seat)`` of the deciding seat at every step of those games, in
  game order (best of three passes);

``--opcodes`` instead counts Python bytecodes (``sys.settrace`` opcode events) per decision of
the heuristic games and per step of random games: the same on every run, so it compares two
versions on a loaded machine. Never a timed test.
"""

from __future__ import annotations

import argparse
import sys
import time
from types import FrameType
from typing import Any

from dungeontable import games
from dungeontable.bots import play_game, play_steps
from dungeontable.core import parse_options

GAME = games.get("rdi")


def game_cpu(options: Any, count: int, seats: int, seed: int) -> tuple[float, float]:
    """CPU milliseconds per heuristic game and mean decisions per game."""
    steps = 0
    start = time.process_time()
    for s in range(seed, seed + count):
        steps += play_game(GAME, options, ["heuristic"] * seats, s)[1]
    return 1000 * (time.process_time() - start) / count, steps / count


def view_cpu(options: Any, count: int, seats: int, seed: int) -> float:
    """CPU microseconds per view of the deciding seat, in game order (best of three passes)."""
    asked = []
    for s in range(seed, seed + count):
        for step in play_steps(GAME, options, ["heuristic"] * seats, s):
            assert step.decision is not None
            asked.append((step.before, step.decision.seat))
    best = float("inf")
    for _ in range(3):
        fresh = GAME.__class__()  # a table that remembers nothing yet
        start = time.process_time()
        for state, seat in asked:
            fresh.view(state, seat)
        best = min(best, time.process_time() - start)
    return 1e6 * best / len(asked)


def opcodes(options: Any, bots: str, count: int, seats: int, seed: int) -> float:
    """Bytecodes executed per decision of ``count`` seeded games of ``bots`` bots."""
    play_game(GAME, options, [bots] * seats, seed + count)  # warm imports and content
    ops = 0

    def local(frame: FrameType, event: str, arg: object) -> Any:
        nonlocal ops
        if event == "opcode":
            ops += 1
        return local

    def enter(frame: FrameType, event: str, arg: object) -> Any:
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        return local

    steps = 0
    sys.settrace(enter)
    try:
        for s in range(seed, seed + count):
            steps += play_game(GAME, options, [bots] * seats, s)[1]
    finally:
        sys.settrace(None)
    return ops / steps


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], help="name=value, repeatable")
    parser.add_argument("--opcodes", action="store_true", help="count bytecodes, not time")
    args = parser.parse_args(argv)
    options = parse_options(GAME.Options, dict(o.split("=", 1) for o in args.option))
    if args.opcodes:
        for bots in ("heuristic", "random"):
            per = opcodes(options, bots, args.games, args.seats, args.seed)
            print(f"{bots} {args.seats}-seat games: {per:,.0f} bytecodes per decision")
        return 0
    ms, steps = game_cpu(options, args.games, args.seats, args.seed)
    print(f"heuristic {args.seats}-seat game: {ms:.1f} ms CPU ({steps:.0f} decisions)")
    view = view_cpu(options, min(args.games, 5), args.seats, args.seed)
    print(f"view of the deciding seat: {view:.1f} µs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

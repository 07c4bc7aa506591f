#!/usr/bin/env python
"""Where the engine spends its time: random-bot games under cProfile (standard library).

    .venv/bin/python benchmarks/profile_engine.py cardrogue --games 100 --seats 4 [--top 30]
    .venv/bin/python benchmarks/profile_engine.py cardrogue --games 3 --opcodes

Prints the functions with the most cumulative and own time. ``--opcodes`` instead counts the
Python bytecodes each function executes per engine step (``sys.settrace`` opcode events): slow
to run, but the same count on every run, so it compares two versions of the code even on a
loaded shared machine where timings swing by 2x (C-level work such as dict copies and
``msgspec.structs.replace`` is not counted: confirm a gain with ``bench_engine.py`` too).
For a call-tree view, pyinstrument works too if installed separately (not a project
dependency): ``pyinstrument benchmarks/bench_engine.py cardrogue --games 100``.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
from collections import Counter
from types import FrameType
from typing import Any

from dungeontable import games
from dungeontable.bots.runner import play_game
from dungeontable.bots.throughput import measure


def count_opcodes(game: Any, seats: int, count: int, seed: int, top: int) -> None:
    """Bytecodes executed per step, in total and by function (deterministic)."""
    options = game.Options()
    play_game(game, options, ["random"] * seats, seed + count)  # warm imports and memos
    ops: Counter[tuple[str, str]] = Counter()

    def local(frame: FrameType, event: str, arg: object) -> Any:
        if event == "opcode":
            code = frame.f_code
            ops[(code.co_filename.rsplit("/", 1)[-1], code.co_name)] += 1
        return local

    def enter(frame: FrameType, event: str, arg: object) -> Any:
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        return local

    steps = 0
    sys.settrace(enter)
    try:
        for game_seed in range(seed, seed + count):
            steps += play_game(game, options, ["random"] * seats, game_seed)[1]
    finally:
        sys.settrace(None)
    print(f"{count} games, {steps} steps: {sum(ops.values()) / steps:.0f} opcodes per step")
    for (module, name), n in ops.most_common(top):
        print(f"{n / steps:8.1f}  {module}:{name}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seats", type=int, default=None)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--opcodes", action="store_true", help="count bytecodes, not time")
    args = parser.parse_args(argv)
    game = games.get(args.game)
    seats = args.seats if args.seats is not None else min(4, game.max_seats)
    if args.opcodes:
        count_opcodes(game, seats, args.games, args.seed, args.top)
        return 0
    profiler = cProfile.Profile()
    profiler.enable()
    result = measure(game, game.Options(), seats, args.games, args.seed)
    profiler.disable()
    print(f"{result.games} games, {result.steps} steps (profiled, so slower than bench)")
    stats = pstats.Stats(profiler, stream=sys.stdout).strip_dirs()
    stats.sort_stats("cumulative").print_stats(args.top)
    stats.sort_stats("tottime").print_stats(args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())

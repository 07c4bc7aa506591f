"""RDI engine throughput, robust to a loaded machine: seeded random playouts (a uniform legal
action per step), best-of-N *process* time, and the Python function-call count (cProfile), which
does not depend on load. Compare two trees with PYTHONPATH=<tree>/src.

    .venv/bin/python benchmarks/rdi_speed.py [games=25] [repeats=7]
"""

from __future__ import annotations

import cProfile
import pstats
import sys
import time

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options


def run(games: int, seats: int = 4) -> int:
    steps = 0
    for seed in range(games):
        state, rng = GAME.setup(Options(), seats, seed), Rng.from_seed(seed)
        while GAME.decision(state) is not None:
            legal = GAME.legal_actions(state)
            i, rng = rng.below(len(legal))
            state = GAME.apply(state, legal[i]).state
            steps += 1
    return steps


def main(games: int = 25, repeats: int = 7) -> None:
    run(1)  # warm the caches (catalog, character registry)
    best, steps = float("inf"), 0
    for _ in range(repeats):
        start = time.process_time()
        steps = run(games)
        best = min(best, time.process_time() - start)
    profile = cProfile.Profile()
    profile.enable()
    run(games)
    profile.disable()
    calls = pstats.Stats(profile).total_calls  # type: ignore[attr-defined]
    print(f"{steps} steps; best of {repeats}: {best:.3f}s CPU = {steps / best:,.0f} steps/s")
    print(f"{calls:,} Python calls = {calls / steps:.0f} per step")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))

"""RDI: how many seeded games 4 heuristic bots finish without a cap (issue 6: >= 99% of 1,000).

    .venv/bin/python benchmarks/rdi_finish.py [GAMES] [SEATS] [BOT]

The game's own safety cap is lifted (``turn_cap`` = 10**6 turns); a game "finishes" when it ends
with a winner or a tie. Prints finished / games, reasons, mean turns and decisions, CPU steps/s.
"""

from __future__ import annotations

import sys
import time
from collections import Counter

from dungeontable.bots.runner import play_game
from dungeontable.games import get
from dungeontable.games.rdi.options import Options


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    seats = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    bot = sys.argv[3] if len(sys.argv) > 3 else "heuristic"
    game = get("rdi")
    options = Options(turn_cap=10**6)
    reasons: Counter[str] = Counter()
    steps = 0
    start = time.process_time()
    for seed in range(games):
        outcome, n = play_game(game, options, [bot] * seats, seed, turn_cap=200_000)
        reasons[outcome.reason] += 1
        steps += n
    cpu = time.process_time() - start
    finished = sum(
        n for r, n in reasons.items() if r in ("last one standing", "everyone left at once: a tie")
    )
    print(f"{finished}/{games} finished ({100 * finished / games:.1f}%), reasons {dict(reasons)}")
    print(f"{steps / games:.1f} decisions/game, {steps / cpu:.0f} steps/s CPU (bots included)")


if __name__ == "__main__":
    main()

#!/usr/bin/env python
"""One search level on the same decisions of seeded heuristic games: its move and CPU s each.

    PYTHONPATH=<before>/src .venv/bin/python benchmarks/search_same_decisions.py cardrogue \\
        --level ismcts-2000 --seeds 1:4 --stride 40 --out before.jsonl
    PYTHONPATH=<after>/src .venv/bin/python benchmarks/search_same_decisions.py cardrogue \\
        --level ismcts-2000 --seeds 1:4 --stride 40 --out after.jsonl
    .venv/bin/python benchmarks/search_same_decisions.py --compare before.jsonl after.jsonl

Two-seat games of the heuristic bot (the runner's seeded streams); every ``stride``-th decision
with 2+ legal moves is searched by a new bot of ``--level`` with a random stream fixed by the
game's seed, the decision's number and ``--stream``. Run two snapshots of the code on the same
decisions (alternating seeds, as the machine's load changes) and ``--compare`` them: CPU s
before and after, and the decisions where their moves differ; the same snapshot with another
``--stream`` shows how many moves the search's own randomness changes.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from dungeontable import games
from dungeontable.bots import make_for
from dungeontable.bots.runner import play_steps
from dungeontable.core import Rng
from dungeontable.core.options import parse_options


def search(name: str, level: str, seeds: range, stride: int, stream: int, out: str) -> None:
    """Append one JSON line a searched decision to ``out``."""
    game = games.get(name)
    with open(out, "a") as file:
        for seed in seeds:
            bots = [make_for("heuristic", game) for _ in range(2)]
            count = 0
            for step in play_steps(game, parse_options(game.Options, {}), bots, seed):
                if len(step.legal) < 2:
                    continue
                count += 1
                if count % stride:
                    continue
                view = game.view(step.before, step.decision.seat)
                bot = make_for(level, game)
                rng = Rng.from_seed(stream * 1000003 + seed * 1009 + count)
                clock = time.process_time()
                chosen, _ = bot.choose(view, list(step.legal), rng)
                cpu = time.process_time() - clock
                line = {"seed": seed, "decision": count, "legal": len(step.legal)}
                line |= {"heuristic": str(step.action), "chosen": str(chosen), "cpu": cpu}
                file.write(json.dumps(line) + "\n")
                file.flush()


def compare(before: str, after: str) -> None:
    """CPU s of the decisions both files searched, and those whose moves differ."""
    with open(before) as file:
        first = {(r["seed"], r["decision"]): r for r in map(json.loads, file)}
    with open(after) as file:
        pairs = [
            (first[k], r)
            for r in map(json.loads, file)
            if (k := (r["seed"], r["decision"])) in first
        ]
    if not pairs:
        print("no decision in both")
        return
    cpu = [sum(pair[side]["cpu"] for pair in pairs) for side in (0, 1)]
    middle = [statistics.median(pair[side]["cpu"] for pair in pairs) for side in (0, 1)]
    same = sum(b["chosen"] == a["chosen"] for b, a in pairs)
    left = [sum(p[side]["chosen"] != p[side]["heuristic"] for p in pairs) for side in (0, 1)]
    print(f"{len(pairs)} decisions: CPU s {cpu[0]:.1f} -> {cpu[1]:.1f} ({cpu[1] / cpu[0]:.2f}x),")
    print(f"median {middle[0]:.2f} -> {middle[1]:.2f}; the same move in {same};")
    print(f"the heuristic's move left in {left[0]} and {left[1]}")
    for b, a in pairs:
        if b["chosen"] != a["chosen"]:
            print(f"  seed {b['seed']} decision {b['decision']}: {b['chosen']} / {a['chosen']}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="cardrogue")
    parser.add_argument("--level", default="ismcts-200")
    parser.add_argument("--seeds", default="1:4", help="first:last (last not played)")
    parser.add_argument("--stride", type=int, default=10)
    parser.add_argument("--stream", type=int, default=1)
    parser.add_argument("--out", default="decisions.jsonl")
    parser.add_argument("--compare", nargs=2, metavar=("BEFORE", "AFTER"))
    args = parser.parse_args(argv)
    if args.compare:
        compare(*args.compare)
        return 0
    first, last = (int(part) for part in args.seeds.split(":"))
    search(args.game, args.level, range(first, last), args.stride, args.stream, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())

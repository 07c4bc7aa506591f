#!/usr/bin/env python
"""Dungeon Fighter: physics hit rate per throw requirement against its §3.7 target.

    .venv/bin/python benchmarks/df_hit_rates.py [--throws 200] [--skill average] [--keys ...]

For ``ring`` and each of the 22 requirements: ``--throws`` seeded physics throws (seeds 0..N-1,
the calibration's table seeds) of the nominal aim (``physics.aiming.nominal_input(spot, "ring",
(id,))`` from the requirement's nominal spot: 0, two-bounce 4), red die. Prints a Markdown
table: hit rate, target (70 - drop for Average, REQUIREMENTS.md), the difference and whether it
is within +-10 points, plus the median wall ms per throw. One process; a progress line per key
goes to stderr.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from dungeontable.games.dungeonfighter import requirements as reqs
from dungeontable.games.dungeonfighter.physics import PhysicsResolver
from dungeontable.games.dungeonfighter.physics.aiming import nominal_input, nominal_spot
from dungeontable.games.dungeonfighter.throw import ThrowContext

TOLERANCE = 10
CPU: list[float] = []
SKILL_BASE = {"novice": 50, "average": 70, "expert": 85}


def measure(key: str, skill: str, throws: int) -> tuple[float, list[float]]:
    """(hit rate, wall ms per throw) of ``throws`` nominal throws for one key."""
    ids = () if key == "ring" else (key,)
    ctx = ThrowContext.make(requirements=ids, skill=skill, die="red")
    throw = nominal_input(nominal_spot(ids), "ring", ids)
    resolver = PhysicsResolver()
    hits, times = 0, []
    for seed in range(throws):
        start = time.perf_counter()
        hits += resolver.resolve(ctx, throw, seed).is_contact
        times.append(1000 * (time.perf_counter() - start))
    CPU.append(time.process_time())
    return hits / throws, times


def target(key: str, skill: str) -> int | None:
    if key == "ring":
        return SKILL_BASE[skill]
    return 70 - reqs.BY_ID[key].hit_drop if skill == "average" else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--throws", type=int, default=200)
    parser.add_argument("--skill", default="average")
    parser.add_argument("--keys", nargs="*", default=["ring", *reqs.IDS])
    args = parser.parse_args()
    print(f"| throw | hit ({args.skill}, {args.throws} throws) | target | diff | within ±10 |")
    print("|---|---|---|---|---|")
    all_times: list[float] = []
    off = 0
    CPU.append(time.process_time())
    for key in args.keys:
        rate, times = measure(key, args.skill, args.throws)
        all_times += times
        goal = target(key, args.skill)
        pct = round(rate * 100)
        if goal is None:
            print(f"| {key} | {pct} % | - | - | - |", flush=True)
            continue
        ok = abs(pct - goal) <= TOLERANCE
        off += not ok
        print(f"| {key} | {pct} % | {goal} % | {pct - goal:+d} | {'yes' if ok else '**no**'} |")
        sys.stdout.flush()
        print(f"  {key}: {pct} % ({statistics.median(times):.2f} ms median)", file=sys.stderr)
    print(
        f"\n{off} off target; {len(all_times)} throws, wall ms per throw: median "
        f"{statistics.median(all_times):.2f}, mean {statistics.fmean(all_times):.2f}; "
        f"CPU ms per throw (mean) {1000 * (CPU[-1] - CPU[0]) / len(all_times):.2f}"
    )


if __name__ == "__main__":
    main()

#!/usr/bin/env python
"""Dungeon Fighter physics engines compared on the same throws: MuJoCo vs pybullet.

    .venv/bin/python benchmarks/bench_physics.py [--throws N] [--engine mujoco|pybullet|both]

Both engines get the same scene (table, the board's convex cells with four real holes, a 16 mm
die, 240 Hz fixed step, the same contact-episode and rest rules) and the same noisy releases
(``physics.release.plan_release`` over seeds 0..N-1 from the four rim spots 0, 2, 4, 6). Measured:
ms per throw (median and mean, CPU time of this process: the machine is shared), steps per
throw, an outcome digest repeated in-process, and the same digest from two child processes
with different ``PYTHONHASHSEED`` values (determinism across processes), plus each wheel's
installed size.
``--digest`` prints only the digest (used for the child processes). Results and the choice:
``benchmarks/results/physics.md``. Never used as a timed test.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import statistics
import subprocess
import sys
import time
from importlib import metadata
from pathlib import Path

from dungeontable.games.dungeonfighter.physics.board import collision_cells
from dungeontable.games.dungeonfighter.physics.materials import DEFAULT_MATERIALS as MAT
from dungeontable.games.dungeonfighter.physics.release import plan_release
from dungeontable.games.dungeonfighter.physics.sim import (
    GAP_STEPS,
    MAX_STEPS,
    OFF_TABLE_Y,
    REST_ANGULAR,
    REST_STEPS,
    Release,
    simulate,
)
from dungeontable.games.dungeonfighter.throw import ThrowContext, ThrowInput

SPOTS = (0, 2, 4, 6)


def releases(count: int) -> list[Release]:
    ctx = ThrowContext.make(skill="average")
    out = []
    for seed in range(count):
        throw = ThrowInput(spot=SPOTS[seed % 4], power=2000, pitch=-2000, release_height=60)
        out.append(plan_release(ctx, throw, seed).release)
    return out


def mujoco_throw(release: Release) -> tuple[str, int]:
    trace = simulate(release)
    kinds = ",".join(f"{e.kind}@{e.start}" for e in trace.episodes)
    pose = ",".join(f"{v:.9f}" for v in (*trace.rest.pos, *trace.rest.quat))
    return f"{kinds}|{pose}", trace.steps


class Bullet:
    """The same scene in pybullet (DIRECT, no GUI), reset per throw by body state."""

    def __init__(self) -> None:
        import pybullet as p

        self.p = p
        self.client = p.connect(p.DIRECT)
        p.setGravity(0, -9.81, 0, physicsClientId=self.client)
        p.setPhysicsEngineParameter(
            fixedTimeStep=1 / 240, deterministicOverlappingPairs=1, physicsClientId=self.client
        )
        box = p.createCollisionShape(
            p.GEOM_BOX, halfExtents=[MAT.table_half_x, 0.02, MAT.table_half_z]
        )
        self.table = p.createMultiBody(0, box, basePosition=[0, -0.02, 0])
        floor = p.createCollisionShape(p.GEOM_BOX, halfExtents=[4, 0.05, 4])
        self.floor = p.createMultiBody(0, floor, basePosition=[0, MAT.floor_y - 0.05, 0])
        self.cells = []
        for cell in collision_cells():
            verts = [[x, y, z] for y in (-0.02, 0.004) for x, z in cell]
            shape = p.createCollisionShape(p.GEOM_MESH, vertices=verts)
            self.cells.append(p.createMultiBody(0, shape))
        h = MAT.die_half
        die = p.createCollisionShape(p.GEOM_BOX, halfExtents=[h, h, h])
        self.die = p.createMultiBody(MAT.die_mass, die, basePosition=[5, 1, 5])
        for body, rest, friction in [(self.table, 0.55, 0.35), (self.floor, 0.1, 0.8)] + [
            (c, 0.1, 0.9) for c in self.cells
        ]:
            p.changeDynamics(body, -1, restitution=rest, lateralFriction=friction)
        p.changeDynamics(
            self.die, -1, restitution=0.6, lateralFriction=0.05, ccdSweptSphereRadius=0.006,
            rollingFriction=0.0004, spinningFriction=0.005,
        )  # fmt: skip

    def throw(self, release: Release) -> tuple[str, int]:
        p, die = self.p, self.die
        w, x, y, z = release.quat
        p.resetBasePositionAndOrientation(die, list(release.pos), [x, y, z, w])
        p.resetBaseVelocity(die, list(release.vel), list(release.spin))
        episodes: list[list[object]] = []
        still = step = 0
        while step < MAX_STEPS:
            p.stepSimulation()
            step += 1
            kinds = sorted(
                {self._kind(c[2]) for c in p.getContactPoints(bodyA=die) if c[8] <= 1e-4}
            )
            for kind in kinds:
                last = next((e for e in reversed(episodes) if e[0] == kind), None)
                if last is not None and step - int(last[2]) - 1 < GAP_STEPS:  # type: ignore[call-overload]
                    last[2] = step
                else:
                    episodes.append([kind, step, step])
            (px, py, pz), q = p.getBasePositionAndOrientation(die)
            if py < OFF_TABLE_Y:
                break
            v, a = p.getBaseVelocity(die)
            slow = (
                v[0] ** 2 + v[2] ** 2 < 4e-4
                and abs(v[1]) < 0.08
                and sum(c * c for c in a) < REST_ANGULAR**2
            )
            still = still + 1 if slow else 0
            if still >= REST_STEPS:
                break
        kinds = ",".join(f"{e[0]}@{e[1]}" for e in episodes)
        pose = ",".join(f"{v:.9f}" for v in (px, py, pz, *q))
        return f"{kinds}|{pose}", step

    def _kind(self, body: int) -> str:
        return "table" if body == self.table else "floor" if body == self.floor else "board"


def run(engine: str, count: int) -> tuple[str, list[float], list[int]]:
    throw = mujoco_throw if engine == "mujoco" else Bullet().throw
    digest = hashlib.sha256()
    times, steps = [], []
    for release in releases(count):
        start = time.process_time()
        text, n = throw(release)
        times.append((time.process_time() - start) * 1000)
        steps.append(n)
        digest.update(text.encode())
    return digest.hexdigest()[:16], times, steps


def installed_mb(dist: str) -> float:
    files = metadata.distribution(dist).files or []
    total = 0
    for f in files:
        path = Path(str(f.locate()))
        if path.is_file():
            total += path.stat().st_size
    return total / 1e6


def child_digest(engine: str, count: int, hashseed: str) -> str:
    env = dict(os.environ, PYTHONHASHSEED=hashseed)
    cmd = [sys.executable, __file__, "--engine", engine, "--throws", str(count), "--digest"]
    return subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--throws", type=int, default=200)
    parser.add_argument("--engine", choices=("mujoco", "pybullet", "both"), default="both")
    parser.add_argument("--digest", action="store_true")
    args = parser.parse_args()
    engines = ("mujoco", "pybullet") if args.engine == "both" else (args.engine,)
    if args.digest:
        print(run(engines[0], args.throws)[0])
        return
    print(
        "| engine | ms/throw median | mean | p90 | steps mean | digest run 1 | run 2 | "
        "child HASHSEED=0 | child HASHSEED=4242 | installed MB |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for engine in engines:
        first, times, steps = run(engine, args.throws)
        second, times2, _ = run(engine, args.throws)
        both = sorted(times + times2)
        kids = [child_digest(engine, args.throws, seed) for seed in ("0", "4242")]
        size = installed_mb("mujoco" if engine == "mujoco" else "pybullet")
        print(
            f"| {engine} | {statistics.median(both):.2f} | {statistics.fmean(both):.2f} | "
            f"{both[int(0.9 * len(both))]:.2f} | {statistics.fmean(steps):.0f} | {first} | "
            f"{second} | {kids[0]} | {kids[1]} | {size:.0f} |"
        )


if __name__ == "__main__":
    main()

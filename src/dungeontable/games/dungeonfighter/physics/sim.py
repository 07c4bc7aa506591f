"""One deterministic throw in MuJoCo: contact episodes, telemetry, rest pose, keyframes (§3.3).

Contacts are read from the solver's contact list every step and counted only when their
distance is at most 0.1 mm (never from "collision started" events, §0 finding 6). Consecutive
touching steps of one kind form an episode; a gap of two or more steps starts a new one (AMB-41).
"""

from __future__ import annotations

import math

import msgspec
import mujoco
import numpy as np

from dungeontable.games.dungeonfighter.physics.board import (
    DEFAULT_BOARD,
    is_in_hole,
    is_on_board_outline,
)
from dungeontable.games.dungeonfighter.physics.scene import (
    KIND_NAMES,
    MOCAP_ORDER,
    PARKED,
    TIMESTEP,
    compiled_for,
)

Vec3 = tuple[float, float, float]
Quat = tuple[float, float, float, float]
"""A unit quaternion ``(w, x, y, z)``."""

CONTACT_EPS = 1e-4
GAP_STEPS = 2
KEYFRAME_EVERY = 8
"""240 Hz / 8 = 30 keyframes per second for the browser."""
MAX_STEPS = 960
REST_STEPS = 24
REST_LINEAR = 0.02
REST_VERTICAL = 0.08
"""A die at rest on a soft contact keeps a tiny vertical breathing (about 3 cm/s); ignore it."""
REST_ANGULAR = 4.0
"""rad/s: a die lying on the soft table contact can keep a small yaw wobble (a torsional
friction limit cycle of about +-3 rad/s) that never ends; it moves nothing that matters."""
OFF_TABLE_Y = -0.2


class Pose(msgspec.Struct, frozen=True, array_like=True):
    pos: Vec3
    quat: Quat


class Release(msgspec.Struct, frozen=True):
    """The die's state at the moment it leaves the hand (world frame).

    ``kick`` is an optional velocity change applied at step ``kick_step`` (the slam of a Slam
    Shot, R184); ``kick_step`` 0 means none.
    """

    pos: Vec3
    vel: Vec3
    spin: Vec3
    quat: Quat
    kick_step: int = 0
    kick: Vec3 = (0.0, 0.0, 0.0)


class Placement(msgspec.Struct, frozen=True):
    """Where the physical obstacles are for this throw (None: not on the table)."""

    bank: Pose | None = None
    sheet: Pose | None = None
    card: Pose | None = None
    head: Vec3 | None = None
    resting: tuple[Pose, ...] = ()


class Episode(msgspec.Struct, frozen=True, array_like=True):
    """A run of consecutive touching steps with one kind of surface."""

    kind: str
    start: int
    end: int
    point: Vec3


class Trace(msgspec.Struct, frozen=True):
    """Everything one simulated throw produced (the resolver turns it into a ThrowOutcome)."""

    episodes: tuple[Episode, ...]
    rest: Pose
    rest_contacts: tuple[str, ...]
    fell_off: bool
    steps: int
    spin_before_board: float
    keyframes: tuple[tuple[float, ...], ...]
    resting_after: tuple[Pose, ...]
    path: tuple[Vec3, ...]
    """The die's centre every step (kept only for validators; not sent to the browser)."""


def _set_mocap(data: mujoco.MjData, index: int, pose: Pose | None) -> None:
    if pose is None:
        data.mocap_pos[index] = PARKED
        data.mocap_quat[index] = (1.0, 0.0, 0.0, 0.0)
    else:
        data.mocap_pos[index] = pose.pos
        data.mocap_quat[index] = pose.quat


def _place(model: mujoco.MjModel, data: mujoco.MjData, release: Release, at: Placement) -> None:
    head = None if at.head is None else Pose(at.head, (1.0, 0.0, 0.0, 0.0))
    for index, pose in enumerate((at.bank, at.sheet, at.card, head)):
        _set_mocap(data, index, pose)
    assert MOCAP_ORDER == ("bank", "sheet", "card", "head")
    data.qpos[0:3] = release.pos
    data.qpos[3:7] = release.quat
    rot = np.empty(9)
    mujoco.mju_quat2Mat(rot, np.asarray(release.quat, dtype=np.float64))
    local_spin = rot.reshape(3, 3).T @ np.asarray(release.spin, dtype=np.float64)
    data.qvel[0:3] = release.vel
    data.qvel[3:6] = local_spin
    for i, pose in enumerate(at.resting):
        data.qpos[7 * (i + 1) : 7 * (i + 1) + 3] = pose.pos
        data.qpos[7 * (i + 1) + 3 : 7 * (i + 2)] = pose.quat
    mujoco.mj_forward(model, data)


def _pose(data: mujoco.MjData, body: int) -> Pose:
    q = data.qpos[7 * body : 7 * body + 7]
    return Pose(
        (float(q[0]), float(q[1]), float(q[2])),
        (float(q[3]), float(q[4]), float(q[5]), float(q[6])),
    )


class _Episodes:
    """Builds episodes from the per-step touched kinds."""

    def __init__(self) -> None:
        self.done: list[Episode] = []
        self.open: dict[str, Episode] = {}

    def touch(self, kind: str, step: int, point: Vec3) -> None:
        current = self.open.get(kind)
        if current is not None and step - current.end - 1 < GAP_STEPS:
            self.open[kind] = msgspec.structs.replace(current, end=step)
            return
        if current is not None:
            self.done.append(current)
        self.open[kind] = Episode(kind, step, step, point)

    def finish(self) -> tuple[Episode, ...]:
        episodes = self.done + [self.open[kind] for kind in sorted(self.open)]
        return tuple(sorted(episodes, key=lambda e: (e.start, e.kind)))


def _other_die_kind(data: mujoco.MjData, body: int) -> str:
    x, y, z = data.xpos[body]
    on_board = y > DEFAULT_BOARD.thickness * 0.5 and is_on_board_outline((float(x), float(z)))
    return "die_on_board" if on_board else "die_on_table"


def _touched(
    model: mujoco.MjModel, data: mujoco.MjData, kinds: tuple[int, ...], die_geom: int
) -> dict[str, Vec3]:
    """The kinds the thrown die touches this step, each with one contact point."""
    found: dict[str, Vec3] = {}
    if data.ncon == 0:
        return found
    contacts = data.contact
    g1, g2, dist = contacts.geom1.tolist(), contacts.geom2.tolist(), contacts.dist.tolist()
    for i in range(data.ncon):
        if dist[i] > CONTACT_EPS or die_geom not in (g1[i], g2[i]):
            continue
        other = g2[i] if g1[i] == die_geom else g1[i]
        kind_id = kinds[other]
        if kind_id < 0:
            continue
        x, y, z = contacts.pos[i].tolist()
        kind = KIND_NAMES[kind_id]
        if kind == "table" and is_on_board_outline((x, z)):
            # Under the board the table is reachable only through a hole; elsewhere this is
            # the die pressing into the thin board (soft contact), not a table touch.
            if not is_in_hole((x, z)):
                continue
            kind = "hole_table"
        elif kind == "die":
            kind = _other_die_kind(data, int(model.geom_bodyid[other]))
        found.setdefault(kind, (x, y, z))
    return found


def _is_resting(data: mujoco.MjData) -> bool:
    qvel: list[float] = data.qvel[0:6].tolist()
    vx, vy, vz, wx, wy, wz = qvel
    return (
        vx * vx + vz * vz < REST_LINEAR * REST_LINEAR
        and abs(vy) < REST_VERTICAL
        and wx * wx + wy * wy + wz * wz < REST_ANGULAR * REST_ANGULAR
    )


def _world_spin_y(data: mujoco.MjData) -> float:
    q = data.qpos[3:7]
    w = data.qvel[3:6]
    rot = np.empty(9)
    mujoco.mju_quat2Mat(rot, q)
    return float((rot.reshape(3, 3) @ w)[1])


def _keyframe(step: int, data: mujoco.MjData) -> tuple[float, ...]:
    return (round(step * TIMESTEP, 4), *np.round(data.qpos[0:7], 4).tolist())


def simulate(release: Release, at: Placement | None = None) -> Trace:
    """Run one throw to rest (or off the table, or the step limit) and record what happened."""
    at = at or Placement()
    model, data, kinds, die_geom = compiled_for(len(at.resting))
    _place(model, data, release, at)
    episodes = _Episodes()
    keyframes = [_keyframe(0, data)]
    path: list[Vec3] = [release.pos]
    # A hand below the table top (under-the-leg, R171) starts low: off means well below it.
    off_table_y = min(OFF_TABLE_Y, release.pos[1] - 0.1)
    spin_samples: list[float] = []
    board_seen = fell_off = False
    still = step = 0
    while step < MAX_STEPS:
        mujoco.mj_step(model, data)
        step += 1
        if step == release.kick_step:
            data.qvel[0:3] += np.asarray(release.kick)
        touched = _touched(model, data, kinds, die_geom)
        for kind in sorted(touched):
            episodes.touch(kind, step, touched[kind])
        board_seen = board_seen or "board" in touched or "die_on_board" in touched
        if not board_seen and "table" in touched:
            spin_samples.append(abs(_world_spin_y(data)))
        x, y, z = data.qpos[0:3].tolist()
        path.append((x, y, z))
        if step % KEYFRAME_EVERY == 0:
            keyframes.append(_keyframe(step, data))
        if y < off_table_y:
            fell_off = True
            break
        still = still + 1 if _is_resting(data) else 0
        if still >= REST_STEPS:
            break
    if step % KEYFRAME_EVERY:
        keyframes.append(_keyframe(step, data))
    final_touch = _touched(model, data, kinds, die_geom)
    return Trace(
        episodes=episodes.finish(),
        rest=_pose(data, 0),
        rest_contacts=tuple(sorted(final_touch)),
        fell_off=fell_off,
        steps=step,
        spin_before_board=_windowed_max(spin_samples, 24),
        keyframes=tuple(keyframes),
        resting_after=tuple(_pose(data, i + 1) for i in range(len(at.resting))),
        path=tuple(path),
    )


def _windowed_max(samples: list[float], window: int) -> float:
    """The largest mean over ``window`` consecutive samples (0.1 s at 240 Hz; AMB-42)."""
    if not samples:
        return 0.0
    if len(samples) < window:
        return sum(samples) / len(samples)
    best = total = sum(samples[:window])
    for i in range(window, len(samples)):
        total += samples[i] - samples[i - window]
        best = max(best, total)
    return best / window


def speed_of(vel: Vec3) -> float:
    return math.sqrt(vel[0] ** 2 + vel[1] ** 2 + vel[2] ** 2)

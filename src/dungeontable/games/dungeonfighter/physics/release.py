"""From a quantized ``ThrowInput`` to the die's release state, with execution noise (§3.4-3.6).

Frames: the seam's board frame is millimetres with x to the right of spot 0's thrower, y away
from him and z up; the simulation is metres, y up, z towards spot 0. ``to_world``/``to_board``
convert. Spots are 16 points on the table rim, clockwise seen from above, spot 0 in the
middle of the near long side.

Noise is drawn from a seeded SplitMix64 stream (``derive_seed(seed, "exec_noise")``), never
from the input, so the same input and seed give the same release on any machine; a memorised
flick still scatters like a real hand (§3.4).
"""

from __future__ import annotations

import math

import msgspec

import dungeontable.games.dungeonfighter.requirements as reqs
from dungeontable.core.rng import Rng, derive_seed
from dungeontable.games.dungeonfighter.physics.materials import DEFAULT_MATERIALS
from dungeontable.games.dungeonfighter.physics.sim import Quat, Release, Vec3
from dungeontable.games.dungeonfighter.throw import ThrowContext, ThrowInput

SPOTS = 16
RIM_INSET = 0.05
BASE_TUMBLE = 5.0
"""rad/s of forward roll a flicked die leaves the fingers with (± the thrower's spin sigma)."""


class Sigma(msgspec.Struct, frozen=True):
    """Execution noise of one thrower: standard deviations per input axis (§3.6)."""

    yaw_deg: float
    pitch_deg: float
    speed_rel: float
    spin: float
    timing_ms: float
    point: float = 0.003


SKILLS: dict[str, Sigma] = {
    "human": Sigma(0.7, 1.0, 0.025, 3.0, 0.0),
    "expert": Sigma(1.35, 1.8, 0.0375, 3.0, 25.0, 0.0045),
    "average": Sigma(4.6, 6.4, 0.1275, 5.0, 50.0, 0.0077),
    "novice": Sigma(9.9, 13.2, 0.264, 8.0, 80.0, 0.0099),
}
"""``human``: the server's noise on a person's own flick (§3.4). The bot presets are §3.6's
starting values scaled on yaw, pitch, speed and release point (expert × 1.5, average × 2.55,
novice × 3.3) so the valid-hit rates meet §3.7's targets (PHYSICS.md)."""

PERSON_SKILLS: dict[str, Sigma] = {
    f"person-{level}": msgspec.structs.replace(SKILLS[level], timing_ms=0.0)
    for level in ("novice", "average", "expert")
}
"""A person's throw with a bot level's noise (option ``human_noise``, §3.4): that level's hand,
but no timing noise on top of the timing the person sent (their own, or a preset button's drawn
spread, ``timing.preset_timing``)."""

TIMING_WINDOWS_MS: dict[str, float] = {
    "jump": 225.0,
    "dancing": 75.0,
    "slam": 40.0,
    "pious": 60.0,
    "nose": 150.0,
}
"""Half-width of the timing window of each timing-gated mode (§3.5 class T)."""


MODE_LIMITS: dict[str, tuple[int, int, int, int]] = {
    "crossbow": (300, 2500, -2000, 2000),
    "blow": (300, 1200, -1000, 1000),
    "elbow": (200, 800, -4500, 0),
    "nose": (200, 600, -4500, 0),
    "catapult": (1500, 4000, 3500, 6000),
}
"""Input modes that constrain the release (§3.5): power mm/s min/max, pitch cdeg min/max."""

HEAD_BACK = 0.05
HEAD_HEIGHT = 0.40
"""R180: the thrower's head, a 9 cm sphere 0.40 m up and 5 cm behind the table edge (he leans
over the edge; a head 0.55 m up and 0.2 m back sent 90 % of the dice off the table, PHYSICS.md)."""


def to_world(x_mm: float, y_mm: float, z_mm: float = 0.0) -> Vec3:
    return (x_mm / 1000.0, z_mm / 1000.0, -y_mm / 1000.0)


def to_board(p: Vec3) -> tuple[int, int, int]:
    return (round(p[0] * 1000), round(-p[2] * 1000), round(p[1] * 1000))


def spot_direction(spot: int) -> tuple[float, float]:
    """Unit vector (world x, z) from the board centre towards a rim spot."""
    angle = math.radians(spot * 360.0 / SPOTS)
    return (-math.sin(angle), math.cos(angle))


def rim_point(spot: int) -> tuple[float, float]:
    """Where the ray from the centre towards ``spot`` meets the table edge (world x, z)."""
    dx, dz = spot_direction(spot)
    hx, hz = DEFAULT_MATERIALS.table_half_x, DEFAULT_MATERIALS.table_half_z
    scale = min(
        hx / abs(dx) if abs(dx) > 1e-9 else math.inf,
        hz / abs(dz) if abs(dz) > 1e-9 else math.inf,
    )
    return (dx * scale, dz * scale)


_R = math.sqrt(0.5)
_FACE_UP: tuple[Quat, ...] = (
    (1.0, 0.0, 0.0, 0.0),
    (0.0, 1.0, 0.0, 0.0),
    (_R, 0.0, 0.0, _R),
    (_R, 0.0, 0.0, -_R),
    (_R, -_R, 0.0, 0.0),
    (_R, _R, 0.0, 0.0),
)
"""Orientations putting faces 1, 6, 2, 5, 3, 4 up (readout.FACE_OF_AXIS)."""


def _multiply(a: Quat, b: Quat) -> Quat:
    return (
        a[0] * b[0] - a[1] * b[1] - a[2] * b[2] - a[3] * b[3],
        a[0] * b[1] + a[1] * b[0] + a[2] * b[3] - a[3] * b[2],
        a[0] * b[2] - a[1] * b[3] + a[2] * b[0] + a[3] * b[1],
        a[0] * b[3] + a[1] * b[2] - a[2] * b[1] + a[3] * b[0],
    )


class Gauss:
    """Standard normal draws from a SplitMix64 stream (Box-Muller, both values used)."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng.from_seed(seed)
        self.spare: float | None = None

    def uniform(self) -> float:
        value, self.rng = self.rng.next_u64()
        return (value >> 11) / float(1 << 53)

    def normal(self) -> float:
        if self.spare is not None:
            value, self.spare = self.spare, None
            return value
        u1 = max(self.uniform(), 1e-300)
        u2 = self.uniform()
        radius = math.sqrt(-2.0 * math.log(u1))
        self.spare = radius * math.sin(2 * math.pi * u2)
        return radius * math.cos(2 * math.pi * u2)

    def held_flat(self) -> Quat:
        """A die held flat in the fingers: a uniformly random face down, turned at random
        about the vertical (the face up is then uniform; the first impact is not chaotic)."""
        face = min(5, int(self.uniform() * 6))
        half = math.pi * self.uniform()
        yaw = (math.cos(half), 0.0, math.sin(half), 0.0)
        return _multiply(yaw, _FACE_UP[face])

    def quaternion(self) -> Quat:
        """A uniformly random orientation (Shoemake)."""
        u1, u2, u3 = self.uniform(), self.uniform(), self.uniform()
        a, b = math.sqrt(1 - u1), math.sqrt(u1)
        return (
            a * math.sin(2 * math.pi * u2),
            a * math.cos(2 * math.pi * u2),
            b * math.sin(2 * math.pi * u3),
            b * math.cos(2 * math.pi * u3),
        )


class Plan(msgspec.Struct, frozen=True):
    """The release plus what the timing-gated modes decided (for telemetry)."""

    release: Release
    timing_ok: bool
    released_airborne: bool
    slam_in_air: bool
    balance_ok: bool
    mode: str


def sigma_for(ctx: ThrowContext) -> Sigma:
    sigma = SKILLS.get(ctx.skill) or PERSON_SKILLS.get(ctx.skill)
    if sigma is None:
        raise ValueError(f"unknown skill {ctx.skill!r}; known: {', '.join(SKILLS)}")
    yaw, pitch, speed = reqs.noise_multipliers(ctx.requirements)
    return msgspec.structs.replace(
        sigma,
        yaw_deg=sigma.yaw_deg * yaw,
        pitch_deg=sigma.pitch_deg * pitch,
        speed_rel=sigma.speed_rel * speed,
    )


def release_point(throw: ThrowInput, ids: tuple[str, ...]) -> Vec3:
    """The hand's position: the rim spot, inset 5 cm, moved back and set at a height (§3.5)."""
    dx, dz = spot_direction(throw.spot)
    rx, rz = rim_point(throw.spot)
    back = sum(reqs.BY_ID[r].back_mm for r in ids) / 1000.0 - RIM_INSET
    heights = [h for r in ids if (h := reqs.BY_ID[r].height_mm) is not None]
    height = min(heights) if heights else throw.release_height
    if height < 0:
        back = max(back, 0.05)  # a hand below the top is outside the edge; the die must clear it
    if reqs.driving_mode(ids) == "head":
        back = HEAD_BACK - 0.05  # tossed up from just in front of the face
    return (rx + dx * back, float(height) / 1000.0, rz + dz * back)


def _limited(mode: str, power: int, pitch: int) -> tuple[int, int]:
    limits = MODE_LIMITS.get(mode)
    if limits is None:
        return power, pitch
    low, high, pitch_low, pitch_high = limits
    return min(high, max(low, power)), min(pitch_high, max(pitch_low, pitch))


def _timing(mode: str, throw: ThrowInput, sigma: Sigma, noise: Gauss) -> tuple[float, bool]:
    """The timing error (ms) of a timing-gated mode and whether it stays in its window."""
    window = TIMING_WINDOWS_MS.get(mode)
    if window is None:
        return 0.0, True
    declared = float(throw.timings[0]) if throw.timings else 0.0
    error = declared + sigma.timing_ms * noise.normal()
    return error, abs(error) <= window


def plan_release(ctx: ThrowContext, throw: ThrowInput, seed: int) -> Plan:
    """The noisy release for this input, context and seed (pure; same args, same plan)."""
    ids = reqs.combine(ctx.requirements)
    mode = reqs.driving_mode(ids)
    sigma = sigma_for(ctx)
    noise = Gauss(derive_seed(seed, "exec_noise"))
    error_ms, timing_ok = _timing(mode, throw, sigma, noise)
    start = release_point(throw, ids)
    start = (
        start[0] + sigma.point * noise.normal(),
        start[1] + sigma.point * noise.normal(),
        start[2] + sigma.point * noise.normal(),
    )
    aim = to_world(throw.aim_x, throw.aim_y)
    yaw = math.atan2(aim[0] - start[0], -(aim[2] - start[2]))
    yaw += math.radians(sigma.yaw_deg * noise.normal() + 0.05 * error_ms)
    power, pitch_cdeg = _limited(mode, throw.power, throw.pitch)
    pitch = math.radians(pitch_cdeg / 100.0 + sigma.pitch_deg * noise.normal())
    speed = power / 1000.0 * max(0.05, 1.0 + sigma.speed_rel * noise.normal())
    # A head shot is tossed up and back towards the face; the head sends it on (R180).
    ahead = -1.0 if mode == "head" else 1.0
    vel = (
        ahead * speed * math.cos(pitch) * math.sin(yaw),
        speed * math.sin(pitch),
        -ahead * speed * math.cos(pitch) * math.cos(yaw),
    )
    roll = BASE_TUMBLE + sigma.spin * noise.normal()
    spin_y = throw.spin / 100.0 + sigma.spin * noise.normal()
    spin = (-roll * math.cos(yaw), spin_y, -roll * math.sin(yaw))
    kick_step, kick = _slam(mode, vel, error_ms)
    release = Release(start, vel, spin, noise.held_flat(), kick_step, kick)
    return Plan(
        release=release,
        timing_ok=timing_ok,
        released_airborne=mode not in ("jump", "dancing") or timing_ok,
        slam_in_air=mode != "slam" or timing_ok,
        balance_ok=mode != "nose" or timing_ok,
        mode=mode,
    )


def _slam(mode: str, vel: Vec3, error_ms: float) -> tuple[int, Vec3]:
    """R184: the slam strikes the tossed die near its apex, adding 3 m/s down and forward."""
    if mode != "slam" or vel[1] <= 0:
        return 0, (0.0, 0.0, 0.0)
    apex_s = vel[1] / 9.81
    step = max(1, round((apex_s + error_ms / 1000.0) * 240))
    horizontal = math.hypot(vel[0], vel[2]) or 1.0
    return step, (vel[0] / horizontal * 1.0, -3.0, vel[2] / horizontal * 1.0)

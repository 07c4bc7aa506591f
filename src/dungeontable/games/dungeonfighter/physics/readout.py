"""Reading a resting die: the face on top and the footprint over the board zones (§3.3, R063).

The face is the body axis most aligned with world up (AMB-31 for cocked dice). The footprint is
the die's bottom face projected on the table plane and sampled on an 8 x 8 grid; each sample
takes the zone printed under it. The largest-portion rule itself is the seam's
``zone_by_largest_portion`` so physics and every other resolver share one reading.
"""

from __future__ import annotations

import math

from dungeontable.games.dungeonfighter.physics.board import zone_at
from dungeontable.games.dungeonfighter.physics.materials import DEFAULT_MATERIALS
from dungeontable.games.dungeonfighter.physics.sim import Pose, Quat, Vec3

GRID = 8
FACE_OF_AXIS: dict[tuple[int, int], int] = {
    (1, 1): 1,
    (1, -1): 6,
    (0, 1): 2,
    (0, -1): 5,
    (2, 1): 3,
    (2, -1): 4,
}
"""Face number for (body axis, sign) pointing up; opposite faces sum to 7."""


def rotation(q: Quat) -> tuple[Vec3, Vec3, Vec3]:
    """The rotation matrix rows of a unit quaternion ``(w, x, y, z)``."""
    w, x, y, z = q
    return (
        (1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)),
        (2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)),
        (2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)),
    )


def up_axis(q: Quat) -> tuple[int, int]:
    """The body axis (0 x, 1 y, 2 z) and sign that points most nearly up."""
    row_y = rotation(q)[1]
    axis = max(range(3), key=lambda a: (abs(row_y[a]), -a))
    return axis, 1 if row_y[axis] >= 0 else -1


def face_up(q: Quat) -> int:
    """The face number (1..6) on top of a die with orientation ``q``."""
    return FACE_OF_AXIS[up_axis(q)]


def footprint_counts(pose: Pose, half: float = DEFAULT_MATERIALS.die_half) -> dict[str, int]:
    """Samples of the bottom face per zone (64 in all), from the grid under the die."""
    rows = rotation(pose.quat)
    axis, sign = up_axis(pose.quat)
    others = [a for a in range(3) if a != axis]
    counts: dict[str, int] = {}
    for i in range(GRID):
        for j in range(GRID):
            local = [0.0, 0.0, 0.0]
            local[axis] = -sign * half
            local[others[0]] = (2 * i + 1 - GRID) / GRID * half
            local[others[1]] = (2 * j + 1 - GRID) / GRID * half
            x = pose.pos[0] + sum(rows[0][k] * local[k] for k in range(3))
            z = pose.pos[2] + sum(rows[2][k] * local[k] for k in range(3))
            zone = zone_at((x, z))
            counts[zone] = counts.get(zone, 0) + 1
    return counts


def tilt_degrees(q: Quat) -> float:
    """How far the up face leans from horizontal (0 for a die lying flat)."""
    axis, sign = up_axis(q)
    cosine = min(1.0, abs(rotation(q)[1][axis]))
    return math.degrees(math.acos(cosine)) if sign else 0.0

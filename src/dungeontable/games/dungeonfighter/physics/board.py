"""The target board as data: zone radii, holes, bones and the collision cells (§3.3, AMB-01).

Coordinates are SI metres, y up, the table top at ``y = 0`` and the board centred on the origin
of the table plane (x to the right, z towards the southern thrower). The board is a 24-sided
prism split into convex cells; the four hole cells are left out, so a die can fall through a
hole and genuinely touch the table (R066). Bones are printed, logical zones only (R067).
"""

from __future__ import annotations

import math

import msgspec

from dungeontable.core.content import loaded

Point = tuple[float, float]
"""A point on the table plane: ``(x, z)``."""

RING_ZONES: tuple[tuple[float, str], ...] = (
    (0.035, "10"),
    (0.09, "4"),
    (0.15, "3"),
    (0.21, "2"),
    (0.28, "1"),
)
"""Outer radius of each scoring ring, inside out (AMB-01: values 10, 4, 3, 2, 1)."""

ZONE_VALUE: dict[str, int] = {"10": 10, "4": 4, "3": 3, "2": 2, "1": 1}
"""Section values; bone, hole and off score nothing (R063 ranks them lowest)."""


class BoardSpec(msgspec.Struct, frozen=True):
    """The authored board geometry (§2.2 item 1); every number tunable in one place."""

    radius: float = 0.28
    thickness: float = 0.004
    sectors: int = 24
    hole_band: tuple[float, float] = (0.15, 0.19)
    hole_sectors: tuple[int, ...] = (0, 6, 12, 18)
    bone_ring: float = 0.12
    bone_half_length: float = 0.03
    bone_half_width: float = 0.01
    bone_angles_deg: tuple[float, ...] = (45.0, 135.0, 225.0, 315.0)


DEFAULT_BOARD = BoardSpec()


def sector_angles(spec: BoardSpec, index: int) -> tuple[float, float]:
    """The two edge angles (radians) of sector ``index``; sector 0 is centred on +x."""
    width = 2 * math.pi / spec.sectors
    centre = index * width
    return centre - width / 2, centre + width / 2


def _polar(r: float, angle: float) -> Point:
    return (r * math.cos(angle), r * math.sin(angle))


def hole_quads(spec: BoardSpec = DEFAULT_BOARD) -> tuple[tuple[Point, ...], ...]:
    """Each hole as a convex quad on the table plane (the missing cell). Built once per board
    (``core.content.loaded``): the footprint read-out asks 64 times per throw (it was 40 % of a
    throw's time)."""
    return loaded(spec, _hole_quads)


def _hole_quads(spec: BoardSpec) -> tuple[tuple[Point, ...], ...]:
    r0, r1 = spec.hole_band
    quads = []
    for index in spec.hole_sectors:
        a0, a1 = sector_angles(spec, index)
        quads.append((_polar(r0, a0), _polar(r1, a0), _polar(r1, a1), _polar(r0, a1)))
    return tuple(quads)


def collision_cells(spec: BoardSpec = DEFAULT_BOARD) -> tuple[tuple[Point, ...], ...]:
    """Convex footprints of the board's collision prisms: a centre polygon and ring cells."""
    r0, r1 = spec.hole_band
    centre = tuple(_polar(r0, sector_angles(spec, i)[0]) for i in range(spec.sectors))
    cells: list[tuple[Point, ...]] = [centre]
    for inner, outer in ((r0, r1), (r1, spec.radius)):
        for index in range(spec.sectors):
            if inner == r0 and index in spec.hole_sectors:
                continue
            a0, a1 = sector_angles(spec, index)
            cells.append(
                (_polar(inner, a0), _polar(outer, a0), _polar(outer, a1), _polar(inner, a1))
            )
    return tuple(cells)


def _inside_convex(point: Point, quad: tuple[Point, ...]) -> bool:
    sign = 0.0
    for i, (ax, az) in enumerate(quad):
        bx, bz = quad[(i + 1) % len(quad)]
        cross = (bx - ax) * (point[1] - az) - (bz - az) * (point[0] - ax)
        if cross != 0.0:
            if sign == 0.0:
                sign = cross
            elif (cross > 0) != (sign > 0):
                return False
    return True


def is_on_board_outline(point: Point, spec: BoardSpec = DEFAULT_BOARD) -> bool:
    """Whether a table point lies under the board's 24-gon outline (holes included)."""
    r = math.hypot(point[0], point[1])
    if r > spec.radius:
        return False
    width = 2 * math.pi / spec.sectors
    angle = math.atan2(point[1], point[0]) % width
    off_centre = min(angle, width - angle)
    # Distance from the centre to the outline's chord along this ray (apothem / cos).
    chord = spec.radius * math.cos(width / 2) / math.cos(off_centre)
    return r <= chord


def _segment_distance(point: Point, a: Point, b: Point) -> float:
    dx, dz = b[0] - a[0], b[1] - a[1]
    t = ((point[0] - a[0]) * dx + (point[1] - a[1]) * dz) / (dx * dx + dz * dz)
    t = min(1.0, max(0.0, t))
    return math.hypot(point[0] - a[0] - t * dx, point[1] - a[1] - t * dz)


def bone_segments(spec: BoardSpec = DEFAULT_BOARD) -> tuple[tuple[Point, Point], ...]:
    """Each printed bone as the core segment of a capsule, laid tangentially (built once per
    board)."""
    return loaded(spec, _bone_segments)


def _bone_segments(spec: BoardSpec) -> tuple[tuple[Point, Point], ...]:
    segments = []
    for degrees in spec.bone_angles_deg:
        angle = math.radians(degrees)
        cx, cz = _polar(spec.bone_ring, angle)
        tx, tz = -math.sin(angle) * spec.bone_half_length, math.cos(angle) * spec.bone_half_length
        segments.append(((cx - tx, cz - tz), (cx + tx, cz + tz)))
    return tuple(segments)


def _bands(spec: BoardSpec) -> tuple[float, float, float, float]:
    """Radii between which a hole or a bone can be (a quick reject, same answers; built once per
    board)."""
    return loaded(spec, _radii)


def _radii(spec: BoardSpec) -> tuple[float, float, float, float]:
    half_width = math.pi / spec.sectors
    r0, r1 = spec.hole_band
    ring, length = spec.bone_ring, spec.bone_half_length
    return (
        r0 * math.cos(half_width) - 1e-9,
        r1 + 1e-9,
        ring - spec.bone_half_width - 1e-9,
        math.hypot(ring, length) + spec.bone_half_width + 1e-9,
    )


def is_in_hole(point: Point, spec: BoardSpec = DEFAULT_BOARD) -> bool:
    """Whether a table point lies in one of the board's holes (R066)."""
    low, high, _, _ = _bands(spec)
    if not low <= math.hypot(point[0], point[1]) <= high:
        return False
    return any(_inside_convex(point, quad) for quad in hole_quads(spec))


def zone_at(point: Point, spec: BoardSpec = DEFAULT_BOARD) -> str:
    """The zone printed at a table point: ``10 4 3 2 1``, ``bone``, ``hole`` or ``off``."""
    if not is_on_board_outline(point, spec):
        return "off"
    if is_in_hole(point, spec):
        return "hole"
    r = math.hypot(point[0], point[1])
    _, _, bone_low, bone_high = _bands(spec)
    if bone_low <= r <= bone_high and any(
        _segment_distance(point, a, b) <= spec.bone_half_width for a, b in bone_segments(spec)
    ):
        return "bone"
    for outer, zone in RING_ZONES:
        if r < outer:
            return zone
    return "1"

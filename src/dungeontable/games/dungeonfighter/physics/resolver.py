"""``PhysicsResolver``: the authoritative throw for people (§3.2), behind ``resolvers.py``.

resolve(ctx, input, seed): add seeded execution noise to the quantized input (release.py),
simulate deterministically in MuJoCo (sim.py), then read the trace into a ``ThrowOutcome``:
contact episodes in order, outside bounces before the board (R061), where and how the die rests,
the footprint and the section by the largest-portion rule (R063), the face, the hole rule
(R066), requirement telemetry and validators (R168-R189 via ``requirements.py``), and compact
30 fps keyframes for the browser.
"""

from __future__ import annotations

import math

import msgspec

import dungeontable.games.dungeonfighter.requirements as reqs
from dungeontable.core.rng import derive_seed
from dungeontable.games.dungeonfighter.physics.materials import DEFAULT_MATERIALS
from dungeontable.games.dungeonfighter.physics.readout import face_up, footprint_counts
from dungeontable.games.dungeonfighter.physics.release import (
    HEAD_BACK,
    HEAD_HEIGHT,
    Plan,
    plan_release,
    rim_point,
    spot_direction,
    to_board,
    to_world,
)
from dungeontable.games.dungeonfighter.physics.scene import CARD_HALF, TIMESTEP
from dungeontable.games.dungeonfighter.physics.sim import (
    Episode,
    Placement,
    Pose,
    Quat,
    Release,
    Trace,
    simulate,
)
from dungeontable.games.dungeonfighter.throw import (
    RETHROWS,
    Contact,
    ContactRules,
    Keyframe,
    Obstacle,
    Telemetry,
    ThrowContext,
    ThrowInput,
    ThrowOutcome,
    ZoneShare,
    judge,
    zone_by_largest_portion,
)

BOARD_KINDS = ("board", "die_on_board")
DEFAULT_RULES = ContactRules()
_SEAM = (math.sqrt(0.5), math.sqrt(0.5), 0.0, 0.0)
"""Rotation from the simulation frame (y up) to the seam's board frame (z up): +90 deg about x."""


def _yaw_quat(centideg: int) -> Quat:
    half = math.radians(centideg / 100.0) / 2
    return (math.cos(half), 0.0, math.sin(half), 0.0)


def _obstacle_pose(ob: Obstacle, height: float) -> Pose:
    x, _, z = to_world(ob.x, ob.y)
    return Pose((x, height, z), _yaw_quat(ob.yaw))


def _default_card(spot: int) -> Pose:
    """R178 card, when the context places none: upright 10 cm in front of the release point
    (15 cm in from the rim), square to the spot's line."""
    dx, dz = spot_direction(spot)
    rx, rz = rim_point(spot)
    yaw = math.degrees(math.atan2(-dx, -dz))
    return Pose((rx - dx * 0.15, CARD_HALF[1], rz - dz * 0.15), _yaw_quat(round(yaw * 100)))


def _default_bank(spot: int) -> Pose:
    """R168 bank object, when the context places none: the game box, square to the spot's line,
    25 cm in from the rim and 30 cm to the thrower's right (the side positive aim offsets go),
    its inner face towards the line. (On the left, opposite every searched aim, no throw hit it.)"""
    dx, dz = spot_direction(spot)
    rx, rz = rim_point(spot)
    side_x, side_z = dz, -dx
    yaw = math.degrees(math.atan2(-dx, dz))
    pos = (rx - dx * 0.25 + side_x * 0.3, 0.035, rz - dz * 0.25 + side_z * 0.3)
    return Pose(pos, _yaw_quat(round(yaw * 100)))


def _default_head(spot: int) -> tuple[float, float, float]:
    """R180 head: 0.55 m above the table, 0.2 m behind the edge at the spot."""
    dx, dz = spot_direction(spot)
    rx, rz = rim_point(spot)
    return (rx + dx * HEAD_BACK, HEAD_HEIGHT, rz + dz * HEAD_BACK)


def placement(ctx: ThrowContext, throw: ThrowInput) -> Placement:
    """Where the physical obstacles stand for this throw (R049, R168, R178, R180)."""
    half = DEFAULT_MATERIALS.die_half
    resting = tuple(
        _obstacle_pose(ob, half + (0.004 if ob.on_board else 0.0))
        for ob in ctx.obstacles
        if ob.kind == "die"
    )
    bank = next((ob for ob in ctx.obstacles if ob.kind == "bank_box"), None)
    sheet = next((ob for ob in ctx.obstacles if ob.kind == "bank_sheet"), None)
    card = next((ob for ob in ctx.obstacles if ob.kind == "card"), None)
    return Placement(
        bank=(
            _obstacle_pose(bank, 0.035)
            if bank is not None
            else _default_bank(throw.spot)
            if "bank" in ctx.requirements and sheet is None
            else None
        ),
        sheet=None if sheet is None else _obstacle_pose(sheet, 0.15),
        card=(
            _obstacle_pose(card, CARD_HALF[1])
            if card is not None
            else _default_card(throw.spot)
            if "card_jump" in ctx.requirements
            else None
        ),
        head=_default_head(throw.spot) if "head" in ctx.requirements else None,
        resting=resting,
    )


def _ms(step: int) -> int:
    return round(step * TIMESTEP * 1000)


def _contact(e: Episode) -> Contact:
    x, y, z = to_board(e.point)
    return Contact(e.kind, _ms(e.start), _ms(e.end), x, y, z)  # type: ignore[arg-type]


def _first_board(episodes: tuple[Episode, ...], rules: ContactRules = DEFAULT_RULES) -> int | None:
    """The step of the first board contact; AMB-30: a die lying on the board counts as the
    board (``die_on_board="board"``) or as nothing (``neither``)."""
    kinds = BOARD_KINDS if rules.die_on_board == "board" else ("board",)
    return next((e.start for e in episodes if e.kind in kinds), None)


def _gap_steps(ms: int) -> int:
    """Airborne steps that separate two bounces (AMB-41): 8 ms -> 2 steps at 240 Hz."""
    return max(1, math.ceil(ms / (TIMESTEP * 1000) - 1e-9))


def bounces_before_board(episodes: tuple[Episode, ...], rules: ContactRules = DEFAULT_RULES) -> int:
    """R061/R173: table episodes that start before the first board contact (AMB-30); AMB-41:
    table episodes less than ``bounce_gap_ms`` apart are one bounce."""
    first = _first_board(episodes, rules)
    gap = _gap_steps(rules.bounce_gap_ms)
    count, last_end = 0, None
    for e in episodes:
        if e.kind != "table" or (first is not None and e.start >= first):
            continue
        if last_end is None or e.start - last_end - 1 >= gap:
            count += 1
        last_end = e.end
    return count


def _rest(trace: Trace, rules: ContactRules = DEFAULT_RULES) -> str:
    touching = trace.rest_contacts
    if trace.fell_off or "floor" in touching:
        return "off_table"
    on_board = "board" in touching or "die_on_board" in touching
    if "table" in touching or "die_on_table" in touching:
        # AMB-31: leaning on the table is outside; ``footprint``: resting on the board too,
        # the footprint decides (its part beside the board reads as off).
        return "on_board" if rules.leaning == "footprint" and on_board else "on_table"
    return "on_board" if touching else "on_table"


def footprint(pose: Pose) -> tuple[ZoneShare, ...]:
    """Per-mille of the 8 x 8 samples in each zone, largest first then by name."""
    counts = footprint_counts(pose)
    shares = [ZoneShare(zone, round(n * 1000 / 64)) for zone, n in counts.items()]
    return tuple(sorted(shares, key=lambda s: (-s.permille, s.zone)))


def _quat_to_board(q: Quat) -> tuple[int, int, int, int]:
    a, b = _SEAM, q
    w = a[0] * b[0] - a[1] * b[1] - a[2] * b[2] - a[3] * b[3]
    x = a[0] * b[1] + a[1] * b[0] + a[2] * b[3] - a[3] * b[2]
    y = a[0] * b[2] - a[1] * b[3] + a[2] * b[0] + a[3] * b[1]
    z = a[0] * b[3] + a[1] * b[2] - a[2] * b[1] + a[3] * b[0]
    return (round(w * 1e4), round(x * 1e4), round(y * 1e4), round(z * 1e4))


def keyframes(trace: Trace) -> tuple[Keyframe, ...]:
    """30 fps poses in the seam frame: t ms, position mm, quaternion x 10^4."""
    out = []
    for t, px, py, pz, qw, qx, qy, qz in trace.keyframes:
        x, y, z = to_board((px, py, pz))
        out.append(Keyframe(round(t * 1000), x, y, z, *_quat_to_board((qw, qx, qy, qz))))
    return tuple(out)


def _crossed_card_above(
    trace: Trace, card: Pose | None, rules: ContactRules = DEFAULT_RULES
) -> bool:
    """R178: the die passes over the card's top edge, within its width, before the board,
    and bounced on the table on the thrower's side of it first."""
    if card is None:
        return False
    first = _first_board(trace.episodes, rules)
    limit = len(trace.path) if first is None else first
    w, _, yq, _ = card.quat
    yaw = 2 * math.atan2(yq, w)
    nx, nz = math.sin(yaw), math.cos(yaw)
    side = [(p[0] - card.pos[0]) * nx + (p[2] - card.pos[2]) * nz for p in trace.path[: limit + 1]]
    top = CARD_HALF[1] * 2
    for i in range(1, len(side)):
        if (side[i - 1] < 0) != (side[i] < 0):
            p = trace.path[i]
            along = (p[0] - card.pos[0]) * nz - (p[2] - card.pos[2]) * nx
            bounce_first = any(e.kind == "table" and e.start <= i for e in trace.episodes)
            return p[1] > top and abs(along) <= CARD_HALF[0] + 0.01 and bounce_first
    return False


def _head_first(trace: Trace) -> bool:
    """R180: the first contact is the head, and the table comes next."""
    kinds = [e.kind for e in trace.episodes]
    return len(kinds) >= 2 and kinds[0] == "head" and kinds[1] == "table"


def telemetry(
    trace: Trace, plan: Plan, at: Placement, rules: ContactRules = DEFAULT_RULES
) -> Telemetry:
    first = _first_board(trace.episodes, rules)
    hit_obstacle = any(
        e.kind == "obstacle" and (first is None or e.start < first) for e in trace.episodes
    )
    return Telemetry(
        obstacle_before_board=hit_obstacle and first is not None,
        crossed_card_above=_crossed_card_above(trace, at.card, rules),
        head_first=_head_first(trace),
        max_vertical_spin_on_table_before_board=round(trace.spin_before_board * 100),
        released_airborne=plan.released_airborne,
        slam_in_air=plan.slam_in_air,
        balance_ok=plan.balance_ok,
        timing_ok=plan.timing_ok,
    )


def outcome_of(ctx: ThrowContext, trace: Trace, plan: Plan, at: Placement) -> ThrowOutcome:
    """Read a simulated trace into the seam's outcome (then R061-R070 via ``judge``), with the
    context's contact rulings (AMB-29..AMB-42)."""
    rules = ctx.rules
    rest = _rest(trace, rules)
    shares = footprint(trace.rest) if rest == "on_board" else ()
    face = face_up(trace.rest.quat)
    outcome = ThrowOutcome(
        contacts=tuple(_contact(e) for e in trace.episodes),
        outside_bounces_before_board=bounces_before_board(trace.episodes, rules),
        rest=rest,  # type: ignore[arg-type]
        footprint=shares,
        zone=zone_by_largest_portion(shares) if shares else "none",
        face_index=face,
        special=ctx.die != "white" and face > 6 - ctx.special_faces,
        touched_table_through_hole=_hole_touch(trace, rules),
        telemetry=telemetry(trace, plan, at, rules),
        keyframes=keyframes(trace),
        source="physics",
    )
    judged = judge(outcome, reqs.failed_requirements(ctx.requirements, outcome, rules.spin_min))
    if rules.knock_resting == "miss" and _knocked(trace):
        reasons = (*judged.miss_reasons, "knocked")
        return msgspec.structs.replace(judged, miss_reasons=reasons)
    return judged


def _hole_touch(trace: Trace, rules: ContactRules) -> bool:
    """R066 / AMB-33: any touch of the table through a hole, or (``at_rest``) only a die that
    rests touching it there."""
    if rules.hole_touch == "at_rest":
        return "hole_table" in trace.rest_contacts
    return any(e.kind == "hole_table" for e in trace.episodes)


def _knocked(trace: Trace) -> bool:
    """AMB-34: the thrown die touched a die already lying on the table or board."""
    return any(e.kind in ("die_on_board", "die_on_table") for e in trace.episodes)


class PhysicsResolver:
    """The deterministic 3D throw. Same (ctx, input, seed) ⇒ same outcome, in any process."""

    def trace(self, ctx: ThrowContext, throw: ThrowInput, seed: int) -> tuple[Trace, Plan]:
        """The raw simulation (for tests, calibration and benchmarks)."""
        plan = plan_release(ctx, throw, seed)
        return simulate(plan.release, placement(ctx, throw)), plan

    def resolve(self, ctx: ThrowContext, throw: ThrowInput, seed: int) -> ThrowOutcome:
        at = placement(ctx, throw)
        plan = plan_release(ctx, throw, seed)
        outcome = outcome_of(ctx, simulate(plan.release, at), plan, at)
        if ctx.rules.off_table == "rethrow":
            # AMB-29 alternative: a die that leaves the table is thrown again (same input,
            # fresh execution noise), at most RETHROWS times; the last throw stands.
            for n in range(1, RETHROWS + 1):
                if outcome.rest != "off_table":
                    break
                plan = plan_release(ctx, throw, derive_seed(seed, f"rethrow{n}"))
                outcome = outcome_of(ctx, simulate(plan.release, at), plan, at)
        return outcome


def resolve_release(
    ctx: ThrowContext, release: Release, at: Placement | None = None
) -> ThrowOutcome:
    """The outcome of an exact release with no input mode (tests: drops, placed dice)."""
    at = at or Placement()
    plan = Plan(release, True, True, True, True, "flick")
    return outcome_of(ctx, simulate(release, at), plan, at)

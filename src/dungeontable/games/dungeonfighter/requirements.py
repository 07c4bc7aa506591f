"""The 22 specific throw requirements (R168-R189) as digital handicaps (rule map §3.5).

One row per requirement: its id, name, class (V validated from telemetry, T timing-gated input
mode, C constrained by construction), the noise multipliers (yaw, pitch, speed), the release
offset it imposes, the input mode it drives, and the calibration target (how many percentage
points it takes off an Average thrower's hit rate, §3.7). ``REQUIREMENTS.md`` is the same table
for people. ``failed_requirements`` checks the V and T rows against a throw's telemetry.
"""

from __future__ import annotations

from collections.abc import Iterable

import msgspec

from .throw import ThrowOutcome


class Requirement(msgspec.Struct, frozen=True):
    id: str
    name: str
    rule: int
    cls: str
    noise: tuple[float, float, float]
    back_mm: int
    height_mm: int | None
    mode: str
    hit_drop: int
    form: str


def _q(*args: object) -> Requirement:
    return Requirement(*args)  # type: ignore[arg-type]


REQUIREMENTS: tuple[Requirement, ...] = (
    _q("bank", "Bank Shot", 168, "V", (1.6, 1.4, 1.4), 0, None, "flick", 30,
       "place a box or upright sheet on the table; it must be hit before the board"),
    _q("crossbow", "Crossbow Shot", 169, "C", (2.0, 1.6, 2.0), 0, 50, "crossbow", 20,
       "release 5 cm high at the edge, speed <= 2.5 m/s, short flick, no aim line"),
    _q("blow", "Blow Shot", 170, "C", (2.5, 1.5, 2.0), 0, 120, "blow", 35,
       "hold-to-inhale breath meter, speed 0.3-1.2 m/s, no aim line"),
    _q("under_leg", "Under-the-Leg Shot", 171, "C", (1.0, 1.0, 1.0), 400, -45, "flick", 30,
       "release 4.5 cm below the table top and 40 cm back; must clear the edge"),
    _q("blind", "Blind Shot", 172, "C", (2.2, 1.7, 2.2), 0, None, "flick", 15,
       "the board is hidden from press until rest; aim aids off; unseen spot jitter"),
    _q("two_bounce", "Two-bounce Shot", 173, "V", (1.5, 1.5, 1.5), 0, None, "flick", 20,
       ">= 2 outside bounces before the first board contact"),
    _q("elbow", "Elbow Shot", 174, "C", (1.8, 1.2, 1.4), 0, 200, "elbow", 30,
       "no throw: tilt meter, roll-off 0.2-0.8 m/s from 20 cm, random tumble"),
    _q("pious", "Pious Shot", 175, "T", (1.0, 1.2, 1.5), 0, None, "pious", 20,
       "two keys released together; release gap adds yaw error 0.3 deg/ms"),
    _q("weak_hand", "Weak-hand Shot", 176, "C", (2.0, 1.5, 2.0), 0, None, "flick", 15,
       "cursor lag 120 ms and tremor; meter 1.3x faster"),
    _q("borrowed_hand", "Borrowed-hand Shot", 177, "C", (2.8, 2.0, 2.6), 0, None, "borrowed", 20,
       "the left neighbour sets power, the thrower aims; solo: meters 1.5x faster"),
    _q("card_jump", "Card-jump Shot", 178, "V", (1, 1, 1), 0, None, "flick", 30,
       "upright card 10-35 cm ahead; bounce before it, cross above it before the board"),
    _q("catapult", "Catapult Shot", 179, "C", (4.0, 4.0, 3.0), 0, 0, "catapult", 35,
       "card at the edge; bend meter gives 1.5-4.0 m/s at 35-60 deg"),
    _q("head", "Head Shot", 180, "V", (1, 1, 1), 0, 250, "head", 40,
       "toss up; the head must be the first contact, then the table"),
    _q("spin", "Spin Shot", 181, "V", (1.8, 1.5, 1.5), 0, None, "flick", 25,
       "vertical spin >= 12 rad/s on the table before the board (AMB-42)"),
    _q("nose", "Nose Shot", 182, "T", (2.5, 1.5, 2.0), 0, 350, "nose", 40,
       "balance phase 1 s (fail: random slip), then tilt release"),
    _q("backwards", "Backwards Shot", 183, "C", (3.0, 2.0, 2.0), 200, 350, "flick", 30,
       "camera faces away, small mirrored view, mirrored input"),
    _q("slam", "Slam Shot", 184, "T", (1.2, 1.5, 1.5), 0, None, "slam", 30,
       "toss, then slam while airborne; no slam before the fall = fail"),
    _q("sitting", "Sitting Shot", 185, "C", (3.0, 2.8, 2.4), 0, 20, "flick", 25,
       "camera at table height (eyes below the top); hand raised to 2 cm above the top"),
    _q("jump", "Jump Shot", 186, "T", (1.6, 1.8, 1.8), 0, None, "jump", 20,
       "0.45 s airborne window; release must fall inside it"),
    _q("under_table", "Under-the-table Shot", 187, "C", (1.0, 1.0, 1.0), 300, -30, "flick", 25,
       "release 3 cm below the top and 30 cm back; must clear the edge"),
    _q("dancing", "Dancing Shot", 188, "T", (3.6, 3.2, 3.2), 0, None, "dancing", 45,
       "start facing away, jump, 180 deg turn, release in the last 0.15 s"),
    _q("far", "Far Shot", 189, "C", (1, 1, 1), 350, None, "flick", 10,
       "release point 35 cm further back (one pace back, the arm still reaching forward)"),
)  # fmt: skip

BY_ID: dict[str, Requirement] = {r.id: r for r in REQUIREMENTS}
IDS: tuple[str, ...] = tuple(r.id for r in REQUIREMENTS)

MODE_PRECEDENCE: tuple[str, ...] = (
    "dancing", "jump", "slam", "head", "nose", "elbow", "catapult", "pious", "blow",
    "crossbow", "borrowed", "flick",
)  # fmt: skip
"""§3.5 combining: only one input mode drives the release; earlier wins."""

NOISE_CAP = 6.0


def combine(ids: Iterable[str]) -> tuple[str, ...]:
    """R083/R084: the active set, duplicates vanish, sorted; unknown ids are refused."""
    out = tuple(sorted(set(ids)))
    for rid in out:
        if rid not in BY_ID:
            raise ValueError(f"unknown throw requirement {rid!r}; known: {', '.join(IDS)}")
    return out


def driving_mode(ids: Iterable[str]) -> str:
    """The one input mode that drives the release for a requirement set (§3.5)."""
    modes = {BY_ID[r].mode for r in ids}
    return next(m for m in MODE_PRECEDENCE if m in modes or m == "flick")


def noise_multipliers(ids: Iterable[str]) -> tuple[float, float, float]:
    """Per-axis product of the multipliers, an overridden mode counted ×1.5 more, cap ×6."""
    ids = tuple(ids)
    mode = driving_mode(ids)
    yaw = pitch = speed = 1.0
    for rid in ids:
        req = BY_ID[rid]
        extra = 1.5 if req.mode not in ("flick", mode) else 1.0
        yaw *= req.noise[0] * extra
        pitch *= req.noise[1] * extra
        speed *= req.noise[2] * extra
    return (min(yaw, NOISE_CAP), min(pitch, NOISE_CAP), min(speed, NOISE_CAP))


def hit_survival(ids: Iterable[str]) -> float:
    """The surrogate's share of an Average thrower's hits kept under the requirement set:
    each requirement keeps (base - drop) / base of them, base 70 % (§3.7)."""
    keep = 1.0
    for rid in ids:
        keep *= max(0.05, (70 - BY_ID[rid].hit_drop) / 70)
    return keep


SPIN_MIN = 1200
"""AMB-42: crad/s of vertical spin (0.1 s mean, on the table before the board) a Spin Shot needs."""


def failed_requirements(
    ids: Iterable[str], outcome: ThrowOutcome, spin_min: int = SPIN_MIN
) -> tuple[str, ...]:
    """The V and T validators of §3.5, from the outcome's contacts and telemetry."""
    failed = [rid for rid in ids if not _passes(rid, outcome, spin_min)]
    return tuple(sorted(failed))


def _passes(rid: str, outcome: ThrowOutcome, spin_min: int) -> bool:
    t = outcome.telemetry
    checks = {
        "bank": lambda: t.obstacle_before_board,
        "two_bounce": lambda: outcome.outside_bounces_before_board >= 2,
        "card_jump": lambda: t.crossed_card_above,
        "head": lambda: t.head_first,
        "spin": lambda: t.max_vertical_spin_on_table_before_board >= spin_min,
        "slam": lambda: t.slam_in_air,
        "jump": lambda: t.released_airborne,
        "dancing": lambda: t.released_airborne and t.timing_ok,
        "nose": lambda: t.balance_ok,
        "pious": lambda: t.timing_ok,
    }
    check = checks.get(rid)
    return True if check is None else bool(check())

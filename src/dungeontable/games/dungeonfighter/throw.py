"""THE SEAM between the rules engine and whatever decides a throw (rule map §3.2).

The rules engine sees only a ``ThrowOutcome``: ordered contact episodes, bounces before the
board, where the die rests, the section by the largest-portion rule (R063), the face, whether it
touched the table through a hole (R066), requirement telemetry and which requirements failed.
Behind the seam a ``ThrowResolver`` turns a ``ThrowContext`` + quantized ``ThrowInput`` + seed
into an outcome: ``ScriptedResolver`` (tests), ``SurrogateResolver`` (calibrated skill model,
``surrogate.py``), the physics resolver (``physics/``) and real-dice entry (players type
section + face). Every field is an integer, a string or a tuple of them, so outcomes are exact
in logs and replays.

Units: lengths in millimetres, times in milliseconds, angles in centidegrees, speeds in mm/s,
spin in centiradians per second, fractions in per-mille. Board frame: origin at the board
centre on the table top, x to the right of spot 0's thrower, y away from him, z up.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal, Protocol

import msgspec

ZONES: tuple[str, ...] = ("10", "4", "3", "2", "1", "bone", "hole")
"""Footprint zones of the board (AMB-01, AMB-32); the scoring sections are the first five."""

SECTION_VALUES: dict[str, int] = {"10": 10, "4": 4, "3": 3, "2": 2, "1": 1}

ContactKind = Literal[
    "table",
    "board",
    "hole_table",
    "obstacle",
    "card",
    "head",
    "die_on_board",
    "die_on_table",
    "floor",
]
Rest = Literal["on_board", "on_table", "off_table"]
DieKind = Literal["blue", "green", "red", "white"]
InputKind = Literal["flick", "meter"]

MISS_REASONS: tuple[str, ...] = (
    "board_before_bounce",  # R061 / R065
    "hole",  # R066, AMB-33
    "bone",  # R067, AMB-32
    "off_board",  # R068, AMB-29, AMB-31
    "requirement",  # R070, R083
    "knocked",  # AMB-34 knock_resting="miss": the throw moved a resting die
)

MISS_LABELS: dict[str, str] = {
    "board_before_bounce": "no bounce before the board",
    "hole": "through a hole",
    "bone": "on a bone",
    "off_board": "off the board",
    "requirement": "requirement failed",
    "knocked": "knocked a resting die",
}
"""How events name each miss reason (the web's ``MISS_LABELS`` in ``dungeonfighter.ts`` match)."""


def miss_label(reason: str) -> str:
    return MISS_LABELS.get(reason, reason.replace("_", " "))


class ThrowInput(msgspec.Struct, frozen=True, kw_only=True):
    """A human's or bot's throw, quantized to integers before it leaves the client (§3.4).

    ``spot`` is the thrower's position on the rim (0..15, clockwise, 16 spots); ``aim_x``/``aim_y``
    the intended landing point in mm in the board frame; ``power`` the release speed in mm/s;
    ``pitch`` the loft in centidegrees; ``spin`` the vertical spin in crad/s;
    ``release_height`` mm above the table top (negative = below the edge); ``release_mode`` the
    input mode that drives the release (``normal`` or one of the timing-gated requirement modes);
    ``timings`` the press/release offsets in ms that meter and timing modes report.
    """

    kind: InputKind = "flick"
    spot: int = 0
    aim_x: int = 0
    aim_y: int = 0
    power: int = 1800
    pitch: int = 2500
    spin: int = 0
    release_height: int = 300
    release_mode: str = "normal"
    timings: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not 0 <= self.spot < 16:
            raise ValueError(f"spot {self.spot} is not one of the 16 rim spots 0..15")
        if not 0 <= self.power <= 6000:
            raise ValueError(f"power {self.power} mm/s is outside 0..6000")
        if self.kind not in ("flick", "meter"):
            raise ValueError(f"input kind {self.kind!r} is not flick or meter")


class Obstacle(msgspec.Struct, frozen=True, kw_only=True):
    """Something on the table a throw can hit (R049 resting dice, R168 bank object, R178 card)."""

    kind: Literal["die", "bank_box", "bank_sheet", "card"]
    x: int
    y: int
    yaw: int = 0
    on_board: bool = False
    die: str = ""
    """For a resting die: its colour (``white`` for a bonus die)."""


class ContactRules(msgspec.Struct, frozen=True, kw_only=True):
    """How the physics reads contacts (the rulings AMB-29..AMB-42; defaults = the proposals).

    ``off_table`` AMB-29: a die leaving the table is a miss, or is thrown again (``rethrow``,
    same input, up to ``RETHROWS`` times). ``die_on_board`` AMB-30: touching a die that lies on
    the board counts as touching the board, or as ``neither``. ``leaning`` AMB-31: a die at rest
    touching the table is ``outside``, or its ``footprint`` decides when it also rests on the
    board. ``hole_touch`` AMB-33: any touch of the table through a hole misses, or only a die
    that rests there (``at_rest``). ``knock_resting`` AMB-34: knocking resting dice is allowed,
    or makes the throw a ``miss``. ``bounce_gap_ms`` AMB-41: airborne time that separates two
    bounces (8, or 25 for a visible hop). ``spin_min`` AMB-42: vertical spin (crad/s, 0.1 s mean)
    the Spin Shot needs (1200, or 2500 for four turns a second)."""

    off_table: Literal["miss", "rethrow"] = "miss"
    die_on_board: Literal["board", "neither"] = "board"
    leaning: Literal["outside", "footprint"] = "outside"
    hole_touch: Literal["any", "at_rest"] = "any"
    knock_resting: Literal["allowed", "miss"] = "allowed"
    bounce_gap_ms: int = 8
    spin_min: int = 1200


RETHROWS = 3
"""AMB-29 ``rethrow``: at most this many extra throws; the last one stands."""


class ContactOptions(Protocol):
    """The options ``contact_rules`` reads (the game's ``Options``; a protocol, so this module
    needs no import of the options and the options may read the content, which reads this)."""

    @property
    def off_table(self) -> Literal["miss", "rethrow"]: ...
    @property
    def die_on_board(self) -> Literal["board", "neither"]: ...
    @property
    def leaning_die(self) -> Literal["outside", "footprint"]: ...
    @property
    def hole_touch(self) -> Literal["any", "at_rest"]: ...
    @property
    def knock_resting(self) -> Literal["allowed", "miss"]: ...
    @property
    def bounce_gap(self) -> str: ...
    @property
    def spin_shot(self) -> str: ...


def contact_rules(options: ContactOptions) -> ContactRules:
    """The contact rulings of a game's options (AMB-29, 30, 31, 33, 34, 41, 42)."""
    return ContactRules(
        off_table=options.off_table,
        die_on_board=options.die_on_board,
        leaning=options.leaning_die,
        hole_touch=options.hole_touch,
        knock_resting=options.knock_resting,
        bounce_gap_ms=25 if options.bounce_gap == "25ms" else 8,
        spin_min=2500 if options.spin_shot == "25rad" else 1200,
    )


class ThrowContext(msgspec.Struct, frozen=True, kw_only=True):
    """What the resolver must know besides the input: the active requirement set (R083, R084:
    sorted, no duplicates), the die, the obstacles on the table, and for bots the skill level."""

    requirements: tuple[str, ...] = ()
    die: DieKind = "white"
    special_faces: int = 1
    obstacles: tuple[Obstacle, ...] = ()
    skill: str = "average"
    rules: ContactRules = ContactRules()
    """The contact rulings (physics reads them; the skill model is fitted with the defaults)."""

    @classmethod
    def make(
        cls,
        requirements: Iterable[str] = (),
        die: DieKind = "white",
        special_faces: int = 1,
        obstacles: tuple[Obstacle, ...] = (),
        skill: str = "average",
        rules: ContactRules | None = None,
    ) -> ThrowContext:
        """A context whose requirement ids are deduplicated and sorted (R084)."""
        return cls(
            requirements=tuple(sorted(set(requirements))),
            die=die,
            special_faces=special_faces,
            obstacles=obstacles,
            skill=skill,
            rules=rules or ContactRules(),
        )


class Contact(msgspec.Struct, frozen=True):
    """One contact episode (§3.3): consecutive touching steps of the die against one thing."""

    kind: ContactKind
    t_start: int
    t_end: int
    x: int = 0
    y: int = 0
    z: int = 0


class ZoneShare(msgspec.Struct, frozen=True):
    """Per-mille of the resting die's footprint in one zone (§3.3 section read-out)."""

    zone: str
    permille: int


class Keyframe(msgspec.Struct, frozen=True, array_like=True):
    """A pose for animation: t ms, position mm, orientation quaternion × 10^4."""

    t: int
    x: int
    y: int
    z: int
    qw: int
    qx: int
    qy: int
    qz: int


class Telemetry(msgspec.Struct, frozen=True, kw_only=True):
    """Requirement telemetry read from the throw (§3.5 validators)."""

    obstacle_before_board: bool = False
    crossed_card_above: bool = False
    head_first: bool = False
    max_vertical_spin_on_table_before_board: int = 0
    released_airborne: bool = True
    slam_in_air: bool = True
    balance_ok: bool = True
    timing_ok: bool = True


class ThrowOutcome(msgspec.Struct, frozen=True, kw_only=True):
    """Everything the rules engine learns about one throw (§3.2).

    ``zone`` is the section by the largest-portion rule (ties to the lower value, R063), or
    ``bone``/``hole`` when those won, or ``none`` when the die is not on the board.
    ``face_index`` is 1..6; ``special`` says the special icon is up (only hero dice have one,
    AMB-02). ``miss_reasons`` is empty exactly for a contact (R071).
    """

    contacts: tuple[Contact, ...] = ()
    outside_bounces_before_board: int = 1
    rest: Rest = "on_board"
    footprint: tuple[ZoneShare, ...] = ()
    zone: str = "none"
    face_index: int = 1
    special: bool = False
    touched_table_through_hole: bool = False
    telemetry: Telemetry = Telemetry()
    failed_requirements: tuple[str, ...] = ()
    miss_reasons: tuple[str, ...] = ()
    keyframes: tuple[Keyframe, ...] = ()
    source: str = "scripted"

    @property
    def is_contact(self) -> bool:
        """R071: no miss condition holds."""
        return not self.miss_reasons

    @property
    def section(self) -> int:
        """The section value the die rests in (0 when not in a scoring section)."""
        return SECTION_VALUES.get(self.zone, 0)


def zone_by_largest_portion(footprint: Iterable[ZoneShare]) -> str:
    """R063: the zone holding most of the die; when the top two are within 1/64 (one sample of
    the 8 × 8 grid) the lower-value zone wins, and ``bone``/``hole`` count as value 0 (AMB-32)."""
    shares = sorted(footprint, key=lambda s: (-s.permille, _zone_rank(s.zone)))
    if not shares:
        return "none"
    if len(shares) > 1 and shares[0].permille - shares[1].permille <= 1000 // 64:
        return min(shares[:2], key=lambda s: _zone_rank(s.zone)).zone
    return shares[0].zone


def _zone_rank(zone: str) -> int:
    """Lower rank = lower value for the tie rule; misses (bone, hole) rank lowest."""
    return SECTION_VALUES.get(zone, 0)


def judge(outcome: ThrowOutcome, failed_requirements: tuple[str, ...]) -> ThrowOutcome:
    """Fill ``failed_requirements`` and ``miss_reasons`` from the physical facts (R061-R070)."""
    reasons: list[str] = []
    if outcome.outside_bounces_before_board < 1 and outcome.rest != "off_table":
        reasons.append("board_before_bounce")
    if outcome.touched_table_through_hole or outcome.zone == "hole":
        reasons.append("hole")
    if outcome.zone == "bone":
        reasons.append("bone")
    off = outcome.rest != "on_board" or outcome.zone not in SECTION_VALUES
    if off and outcome.zone not in ("bone", "hole"):
        reasons.append("off_board")
    if failed_requirements:
        reasons.append("requirement")
    return msgspec.structs.replace(
        outcome, failed_requirements=failed_requirements, miss_reasons=tuple(reasons)
    )


def scripted(
    zone: str = "3",
    *,
    face: int = 1,
    special: bool = False,
    bounces: int = 1,
    rest: Rest | None = None,
    hole: bool = False,
    failed: tuple[str, ...] = (),
) -> ThrowOutcome:
    """A hand-written outcome for tests and scenarios: ``zone`` is a section, ``bone``, ``hole``,
    ``table`` (rests beside the board) or ``off`` (leaves the table)."""
    if rest is None:
        rest = {"table": "on_table", "off": "off_table"}.get(zone, "on_board")  # type: ignore[assignment]
    on_board = rest == "on_board"
    outcome = ThrowOutcome(
        outside_bounces_before_board=bounces,
        rest=rest or "on_board",
        footprint=(ZoneShare(zone, 1000),) if on_board else (),
        zone=zone if on_board else "none",
        face_index=6 if special else face,
        special=special,
        touched_table_through_hole=hole or zone == "hole",
        source="scripted",
    )
    return judge(outcome, tuple(sorted(set(failed))))


class ThrowResolver(Protocol):
    """Anything that decides a throw. Same (ctx, input, seed) ⇒ same outcome, always."""

    def resolve(self, ctx: ThrowContext, throw: ThrowInput, seed: int) -> ThrowOutcome: ...


class ScriptedResolver:
    """Returns prescribed outcomes in order (tests); raises when it runs out.

    The engine itself takes scripted outcomes from the state (``State.throw_script``) so that
    states stay immutable; this class serves direct tests of resolver users (bots, benches).
    """

    def __init__(self, outcomes: Iterable[ThrowOutcome]) -> None:
        self._outcomes = tuple(outcomes)
        self._next = 0

    def resolve(self, ctx: ThrowContext, throw: ThrowInput, seed: int) -> ThrowOutcome:
        if self._next >= len(self._outcomes):
            raise LookupError(f"the scripted resolver ran out after {self._next} throws")
        outcome = self._outcomes[self._next]
        self._next += 1
        return outcome

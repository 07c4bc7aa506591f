"""Nominal throws: the input a thrower means to make for an aim and a requirement set (§3.6).

A nominal input is *robust*: calibration (``calibration/calibrate.py``) searched, for the
Average thrower under each requirement's handicaps, the (aim offset, power, pitch) with the best
valid-hit rate (``ring``) or the best expected section value (``centre``) at spot 0, and wrote
them to ``calibration/aims.json``. Bots, the calibration and the browser's default throw read
them here. Other spots scale the power with the square root of their distance to the board.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import msgspec

import dungeontable.games.dungeonfighter.requirements as reqs
from dungeontable.games.dungeonfighter.physics.release import RIM_INSET, rim_point
from dungeontable.games.dungeonfighter.throw import ThrowInput

AIMS_PATH = Path(__file__).parent.parent / "calibration" / "aims.json"


class Aim(msgspec.Struct, frozen=True, array_like=True):
    """A nominal throw at spot 0: lateral aim offset (mm), power (mm/s), pitch (cdeg), release
    height (mm) and vertical spin (crad/s, the Spin Shot's twist)."""

    offset: int
    power: int
    pitch: int
    height: int
    spin: int = 0


DEFAULT_AIMS: dict[str, Aim] = {
    "ring": Aim(40, 2700, -3000, 60),
    "centre": Aim(40, 2700, -2000, 60),
}
"""Used when the calibrated file is absent (found by hand sweeps at spot 0)."""


def load_aims(path: Path = AIMS_PATH) -> dict[str, Aim]:
    if not path.exists():
        return dict(DEFAULT_AIMS)
    raw = json.loads(path.read_text())
    return {key: Aim(*value) for key, value in raw["aims"].items()}


_AIMS = load_aims()


def aim_key(aim: str, ids: tuple[str, ...]) -> str:
    """``ring`` / ``centre`` without requirements; the driving requirement's id otherwise."""
    if not ids:
        return aim
    mode = reqs.driving_mode(ids)
    driving = [r for r in ids if reqs.BY_ID[r].mode == mode and mode != "flick"]
    return (driving or sorted(ids, key=lambda r: -reqs.BY_ID[r].hit_drop))[0]


def _distance(spot: int) -> float:
    x, z = rim_point(spot)
    return math.hypot(x, z) - RIM_INSET


NOMINAL_SPOTS: dict[str, int] = {"two_bounce": 4}
"""Where a thrower who may choose (R059: any point around the table) stands for a requirement.
Two-bounce: the short end (spot 4) leaves 47 cm of table before the board instead of 17 cm at
spot 0, where no searched aim made two outside bounces for an Average thrower more than ~28 %
of the time (PHYSICS.md "Calibration"). Its aim in ``aims.json`` is calibrated there."""


def nominal_spot(ids: tuple[str, ...] = ()) -> int:
    """The spot a requirement set is best thrown from (0, the default spot, for most)."""
    return NOMINAL_SPOTS.get(aim_key("ring", ids), 0) if ids else 0


def spot_scale(spot: int) -> float:
    """Power scale for a spot: the square root of its distance to the board over spot 0's."""
    return math.sqrt(_distance(spot) / _distance(0))


def nominal_input(spot: int = 0, aim: str = "ring", ids: tuple[str, ...] = ()) -> ThrowInput:
    """The robust nominal throw from ``spot`` for an aim and a requirement set. Aims are
    stored as from spot 0 (an aim calibrated at its ``NOMINAL_SPOTS`` spot too) and scaled."""
    chosen = _AIMS.get(aim_key(aim, ids)) or _AIMS.get(aim) or DEFAULT_AIMS[aim]
    return nominal_from(spot, chosen, spot_scale(spot))


def nominal_from(spot: int, chosen: Aim, scale: float = 1.0) -> ThrowInput:
    """The input for an aim-table entry: aim at the centre shifted sideways by ``offset``."""
    x, z = rim_point(spot)
    length = math.hypot(x, z)
    # Sideways is perpendicular to the spot's line to the centre, in the board frame (y = -z).
    side_x, side_y = z / length, x / length
    return ThrowInput(
        spot=spot,
        aim_x=round(side_x * chosen.offset),
        aim_y=round(side_y * chosen.offset),
        power=round(chosen.power * scale),
        pitch=chosen.pitch,
        release_height=chosen.height,
        spin=chosen.spin,
    )

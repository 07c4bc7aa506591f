"""The quantized throw input the server accepts from a person (rule map §3.4, §3.5),
with the timing-gated requirements (class T: Jump R186, Dancing R188, Slam R184, Pious R175,
Nose R182; REQUIREMENTS.md).

A timing-gated throw carries ``release_mode`` = the requirement set's driving mode and
``timings`` = ``(error_ms, *raw_ms)``: ``error_ms`` is what the physics reads (the signed offset
from the ideal moment, ``physics/release.py``), the raw marks are what the browser measured, and
the server checks that the two agree. The layouts (all ms):

| mode | raw marks | ideal | error |
|---|---|---|---|
| jump | jump -> release | 225 (mid-air of the 0.45 s jump) | raw - 225 |
| dancing | jump -> release, jump -> 180° turn | 375 (last 0.15 s) | release - 375, turn first |
| slam | toss -> slam | 300 (the toss's apex) | raw - 300 |
| pious | first key up, second key up (from the first) | together | second - first |
| nose | balance start -> tilt | 1000 (balance 1 s) | raw - 1000 |

A preset action (one of the legal list) needs no timings: for a person it is thrown with an
average thrower's timing spread (``preset_timing``), since the physics adds none to a person's own.
"""

from __future__ import annotations

import math

from msgspec.structs import replace

from dungeontable.core import Rng

from .requirements import BY_ID, MODE_PRECEDENCE, driving_mode
from .throw import ThrowInput

IDEAL_MS: dict[str, int] = {"jump": 225, "dancing": 375, "slam": 300, "pious": 0, "nose": 1000}
"""The raw mark a perfect timing gives (the window centre of ``physics.release``)."""

RAW_MARKS: dict[str, int] = {"jump": 1, "dancing": 2, "slam": 1, "pious": 2, "nose": 1}
MAX_MS = 10_000
PRESET_SIGMA_MS = 50.0
"""An average thrower's timing spread (``physics.release.SKILLS['average']``)."""

LIMITS: tuple[tuple[str, int, int, str], ...] = (
    ("aim_x", -1500, 1500, "mm"),
    ("aim_y", -1500, 1500, "mm"),
    ("pitch", -8500, 8500, "centidegrees"),
    ("spin", -5000, 5000, "crad/s (50 rad/s)"),
    ("release_height", -500, 1000, "mm"),
)


def timed_mode(ids: tuple[str, ...]) -> str:
    """The timing-gated mode driving this requirement set's release, or ``""``."""
    mode = driving_mode(ids)
    return mode if mode in IDEAL_MS else ""


def input_problem(ids: tuple[str, ...], throw: ThrowInput, person: bool) -> str:
    """Why a free (non-preset) throw input is refused, or ``""`` when it is accepted."""
    for field, low, high, unit in LIMITS:
        value = getattr(throw, field)
        if not low <= value <= high:
            return f"{field} {value} is outside {low}..{high} {unit}"
    mode = driving_mode(ids)
    if throw.release_mode not in ("normal", *MODE_PRECEDENCE):
        known = ", ".join(("normal", *MODE_PRECEDENCE))
        return f"release mode {throw.release_mode!r} is unknown; known: {known}"
    if throw.release_mode not in ("normal", mode):
        wrong = throw.release_mode
        return f"this throw is released in {mode!r} mode (its requirements), not {wrong!r}"
    if len(throw.timings) > 4 or any(abs(t) > MAX_MS for t in throw.timings):
        return f"timings {list(throw.timings)} must be at most 4 marks within ±{MAX_MS} ms"
    if mode in IDEAL_MS and (person or throw.release_mode == mode):
        return _timing_problem(mode, ids, throw)
    return ""


def _timing_problem(mode: str, ids: tuple[str, ...], throw: ThrowInput) -> str:
    name = next(BY_ID[r].name for r in ids if BY_ID[r].mode == mode)
    need = f"timings [error_ms, {_marks(mode)}]"
    if throw.release_mode != mode or len(throw.timings) != 1 + RAW_MARKS[mode]:
        return f"a {name} needs its timing: release_mode {mode!r} and {need}"
    error, *raw = throw.timings
    if mode == "dancing" and not 0 <= raw[1] <= raw[0]:
        return f"a {name} turns 180° after the jump and before the release ({need})"
    if mode == "pious" and raw[0] != 0:
        return f"a {name} counts the second key from the first ({need}, the first mark 0)"
    expected = raw[-1] if mode == "pious" else raw[0] - IDEAL_MS[mode]
    if error != expected:
        return f"a {name}'s timing error {error} ms does not match its marks (expected {expected})"
    return ""


def _marks(mode: str) -> str:
    return {
        "jump": "jump->release ms",
        "dancing": "jump->release ms, jump->turn ms",
        "slam": "toss->slam ms",
        "pious": "0, second key up ms",
        "nose": "balance->tilt ms",
    }[mode]


def preset_timing(throw: ThrowInput, mode: str, rng: Rng) -> tuple[ThrowInput, Rng]:
    """A person's preset throw in a timing mode: an average thrower's timing error (Box-Muller
    from the state's stream), so the button is no better than an honest try."""
    first, rng = rng.next_u64()
    second, rng = rng.next_u64()
    u1 = (first + 1) / 2.0**64
    u2 = second / 2.0**64
    normal = math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)
    error = round(PRESET_SIGMA_MS * normal)
    raw = _raw_for(mode, error)
    return replace(throw, release_mode=mode, timings=(error, *raw)), rng


def _raw_for(mode: str, error: int) -> tuple[int, ...]:
    if mode == "pious":
        return (0, error)
    if mode == "dancing":
        release = IDEAL_MS[mode] + error
        return (release, max(0, min(release, 200)))
    return (IDEAL_MS[mode] + error,)

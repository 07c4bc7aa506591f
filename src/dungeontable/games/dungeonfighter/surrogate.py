"""The calibrated skill model: ``SurrogateResolver`` samples throw outcomes from tables (§3.6).

A table cell is a categorical distribution over the classes ``CLASSES`` (a physical miss kind or
the section the die rests in) for one skill level and one aim (``centre``: aiming at the
bullseye, ``ring``: aiming at the safe middle rings). Requirements scale the hits by their
survival factor; a lost hit becomes a failed requirement (class V/T requirements, R070) or a
physical miss off the board (class C: constrained by construction, it cannot "fail").

Data file format (``calibration/tables.json``, produced by the physics calibration)::

    {"version": 1, "provisional": false, "classes": [... CLASSES ...],
     "cells": {"average/ring": [p, ...], ...},           # one probability per class
     "survival": {"two_bounce": {"average": 0.71, ...}, ...},   # optional, per skill
     "special_faces": 1, "throws_per_cell": 2000}   # >= 200 or the file is ignored

Until that file exists the ``PROVISIONAL`` table below is used: it is built from the §3.7
targets (Expert >= 85 %, Average ~ 70 %, Novice ~ 50 % valid hits), not from physics.
"""

from __future__ import annotations

import json
from bisect import bisect_right
from pathlib import Path
from typing import Any

from .requirements import BY_ID, hit_survival
from .throw import ThrowContext, ThrowInput, ThrowOutcome, ZoneShare, judge

CLASSES: tuple[str, ...] = ("no_bounce", "off", "hole", "bone", "1", "2", "3", "4", "10")
SKILLS: tuple[str, ...] = ("novice", "average", "expert")
AIMS: tuple[str, ...] = ("ring", "centre")
TABLES_PATH = Path(__file__).parent / "calibration" / "tables.json"

PROVISIONAL: dict[str, Any] = {
    "version": 1,
    "provisional": True,
    "classes": list(CLASSES),
    "cells": {
        "novice/ring": [0.12, 0.22, 0.08, 0.08, 0.13, 0.17, 0.13, 0.05, 0.02],
        "novice/centre": [0.12, 0.24, 0.09, 0.09, 0.09, 0.12, 0.12, 0.09, 0.04],
        "average/ring": [0.06, 0.14, 0.05, 0.05, 0.12, 0.22, 0.24, 0.10, 0.02],
        "average/centre": [0.06, 0.16, 0.06, 0.07, 0.08, 0.14, 0.20, 0.16, 0.07],
        "expert/ring": [0.03, 0.06, 0.03, 0.03, 0.08, 0.20, 0.35, 0.18, 0.04],
        "expert/centre": [0.03, 0.07, 0.04, 0.05, 0.04, 0.10, 0.22, 0.30, 0.15],
    },
    "survival": {},
    "special_faces": 1,
}
"""PROVISIONAL — from the §3.7 calibration targets, not fitted to physics."""

_SCALE = 1 << 32
CENTRE_RADIUS_MM = 60
_CENTRE_SQUARED = CENTRE_RADIUS_MM * CENTRE_RADIUS_MM
_PICKED = (*CLASSES, CLASSES[-1])
"""``_pick``'s class per ``bisect_right`` index (the last class past the end)."""
_HITS = frozenset(c for c in CLASSES if c[0].isdigit())


MIN_THROWS_PER_CELL = 200
"""A calibration file fitted from fewer physics throws per cell is a smoke run, not a table."""


def load_tables(path: Path = TABLES_PATH) -> dict[str, Any]:
    """The calibrated tables if the physics calibration wrote a full run (``throws_per_cell``
    >= ``MIN_THROWS_PER_CELL``), else the provisional ones."""
    if path.exists():
        data: dict[str, Any] = json.loads(path.read_text())
        if tuple(data.get("classes", ())) != CLASSES:
            raise ValueError(f"{path}: classes must be {CLASSES}")
        if int(data.get("throws_per_cell", 0)) >= MIN_THROWS_PER_CELL:
            return data
    return PROVISIONAL


def aim_of(throw: ThrowInput) -> str:
    """``centre`` when the aim point is within 6 cm of the bullseye, else ``ring``."""
    inside = throw.aim_x * throw.aim_x + throw.aim_y * throw.aim_y
    return "centre" if inside <= CENTRE_RADIUS_MM * CENTRE_RADIUS_MM else "ring"


class SurrogateResolver:
    """Samples outcomes in microseconds; same (ctx, input, seed) ⇒ same outcome."""

    def __init__(self, tables: dict[str, Any] | None = None) -> None:
        self.tables = tables if tables is not None else load_tables()
        self.provisional = bool(self.tables.get("provisional", False))
        self._cumulative = {key: _cumulate(p) for key, p in self.tables["cells"].items()}
        self._by_skill: dict[str, tuple[tuple[int, ...], tuple[int, ...]]] = {
            skill: (self._cumulative[f"{skill}/ring"], self._cumulative[f"{skill}/centre"])
            for skill in SKILLS
            if f"{skill}/ring" in self._cumulative and f"{skill}/centre" in self._cumulative
        }
        """Per known skill, its (ring, centre) cumulative cells (``sample`` reads them)."""
        cells = self.tables["cells"]
        self._hit_mass = {key: _hit_mass(cell) for key, cell in cells.items()}
        self.gains: dict[str, tuple[float, ...]] = {
            key: tuple(_gain(cell, bonus) for bonus in range(GAIN_BONUSES))
            for key, cell in cells.items()
        }
        """Per ``skill/aim`` cell, by damage bonus 0..GAIN_BONUSES-1: the expected damage of a
        hit before requirements (the bots' policy reads it; computed once with the tables)."""
        self._cache: dict[tuple[str, int, bool, tuple[str, ...]], ThrowOutcome] = {}
        self._survival: dict[tuple[tuple[str, ...], str], float] = {}
        self._hits: dict[tuple[tuple[str, ...], str, str], float] = {}
        self._odds: dict[tuple[tuple[str, ...], str, str], tuple[float, float]] = {}

    def hit_chance(self, ctx: ThrowContext, aim: str = "ring") -> float:
        """P(valid contact) for a context: the bots' and back-down helper's estimate."""
        return self.hit_chance_of(ctx.requirements, ctx.skill, aim)

    def hit_chance_of(self, ids: tuple[str, ...], skill: str, aim: str = "ring") -> float:
        """``hit_chance`` for a requirement set (sorted, R084) and a skill level."""
        key = (ids, skill, aim)
        chance = self._hits.get(key)
        if chance is None:
            hits = self._hit_mass[f"{_skill(skill)}/{aim}"]
            chance = hits * self.survival(ids, _skill(skill))
            self._hits[key] = chance
        return chance

    def odds_of(self, ids: tuple[str, ...], skill: str, aim: str) -> tuple[float, float]:
        """(``survival``, ``hit_chance_of``) of a requirement set: what the bots weigh."""
        key = (ids, skill, aim)
        odds = self._odds.get(key)
        if odds is None:
            odds = (self.survival(ids, skill), self.hit_chance_of(ids, skill, aim))
            self._odds[key] = odds
        return odds

    def gain(self, skill: str, aim: str, bonus: int) -> float:
        """The expected damage of a hit before requirements with ``bonus`` added to it."""
        key = f"{_skill(skill)}/{aim}"
        gains = self.gains[key]
        if 0 <= bonus < len(gains):
            return gains[bonus]
        return _gain(self.tables["cells"][key], bonus)

    def survival(self, ids: tuple[str, ...], skill: str) -> float:
        key = (ids, skill)
        if key not in self._survival:
            table = self.tables.get("survival", {})
            keep = 1.0
            for rid in ids:
                fitted = table.get(rid, {}).get(skill)
                keep *= fitted if fitted is not None else hit_survival((rid,))
            self._survival[key] = keep
        return self._survival[key]

    def resolve(self, ctx: ThrowContext, throw: ThrowInput, seed: int) -> ThrowOutcome:
        """Draws from the stream ``Rng.from_seed(derive_seed(seed, "surrogate"))``: the class,
        a survival roll (a hit under requirements only), then the face (``Rng.roll(6)``);
        computed inline by ``surrogate_stream`` / ``stream_value`` (the hot path of bulk sims;
        ``test_surrogate_stream`` pins them to ``core.rng``)."""
        return self.sample(ctx.requirements, ctx.die, ctx.special_faces, ctx.skill, throw, seed)

    def sample(
        self,
        requirements: tuple[str, ...],
        die: str,
        special_faces: int,
        skill: str,
        throw: ThrowInput,
        seed: int,
    ) -> ThrowOutcome:
        """``resolve`` from the context's fields the skill model reads (the engine's throw
        calls it without building a ``ThrowContext``)."""
        cells = self._by_skill.get(skill)
        if cells is None:
            cells = (
                self._cumulative[f"{_skill(skill)}/ring"],
                self._cumulative[f"{skill}/centre"],
            )
        inside = throw.aim_x * throw.aim_x + throw.aim_y * throw.aim_y
        cumulative = cells[1] if inside <= _CENTRE_SQUARED else cells[0]
        stream = surrogate_stream(seed)
        m, a, b = _MASK, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB  # ``_mix`` written out below
        z = (stream + _GOLDEN) & m  # draw 1: the class
        z = ((z ^ (z >> 30)) * a) & m
        z = ((z ^ (z >> 27)) * b) & m
        cls = _PICKED[bisect_right(cumulative, (z ^ (z >> 31)) >> 32)]
        failed: tuple[str, ...] = ()
        drawn = 1
        if requirements and cls in _HITS:
            drawn = 2  # draw 2: the survival roll
            keep = self._survival.get((requirements, skill))
            if keep is None:
                keep = self.survival(requirements, skill)
            if (_mix((stream + 2 * _GOLDEN) & m) >> 32) >= keep * _SCALE:
                cls, failed = _lost_hit(requirements, cls)
        while True:  # ``_face(stream, drawn)``: Rng.roll(6), rejecting the biased top draws
            drawn += 1
            z = (stream + drawn * _GOLDEN) & m
            z = ((z ^ (z >> 30)) * a) & m
            z = ((z ^ (z >> 27)) * b) & m
            z ^= z >> 31
            if z < _SIX:
                face = z % 6 + 1
                break
        special = die != "white" and face > 6 - special_faces
        key = (cls, face, special, failed)
        cached = self._cache.get(key)
        if cached is None:
            cached = _build(cls, face, special, failed)
            self._cache[key] = cached
        return cached

    def _outcome(self, cls: str, face: int, special: bool, failed: tuple[str, ...]) -> ThrowOutcome:
        key = (cls, face, special, failed)
        cached = self._cache.get(key)
        if cached is None:
            cached = _build(cls, face, special, failed)
            self._cache[key] = cached
        return cached


_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_SIX = (1 << 64) - ((1 << 64) % 6)
"""``Rng.below(6)`` rejects draws at or above this (no modulo bias)."""


def _mix(z: int) -> int:
    """SplitMix64's finalizer, as ``core.rng``."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


_STEPS = (
    _mix((0x494E + _GOLDEN) & _MASK),
    0x5354 + len(b"surrogate") * _GOLDEN,
    *(byte + _GOLDEN for byte in b"surrogate"),
)
"""``derive_seed(seed, "surrogate")`` unrolled: the int part's tag mix (a constant), then what
is added before each later mix (the string's tag and length, then each byte)."""
_TAIL = _STEPS[1:]


def surrogate_stream(seed: int) -> int:
    """``derive_seed(seed, "surrogate")``, the seed of a throw's own stream (same value): the
    ten later mixes unrolled (the hot path of bulk sims: no loop to run per throw)."""
    m, a, b = _MASK, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
    t0, t1, t2, t3, t4, t5, t6, t7, t8, t9 = _TAIL
    z = (_STEPS[0] + (seed & m) + _GOLDEN) & m
    z = ((z ^ (z >> 30)) * a) & m
    z = ((z ^ (z >> 27)) * b) & m
    z = ((z ^ (z >> 31)) + t0) & m
    z = ((z ^ (z >> 30)) * a) & m
    z = ((z ^ (z >> 27)) * b) & m
    z = ((z ^ (z >> 31)) + t1) & m
    z = ((z ^ (z >> 30)) * a) & m
    z = ((z ^ (z >> 27)) * b) & m
    z = ((z ^ (z >> 31)) + t2) & m
    z = ((z ^ (z >> 30)) * a) & m
    z = ((z ^ (z >> 27)) * b) & m
    z = ((z ^ (z >> 31)) + t3) & m
    z = ((z ^ (z >> 30)) * a) & m
    z = ((z ^ (z >> 27)) * b) & m
    z = ((z ^ (z >> 31)) + t4) & m
    z = ((z ^ (z >> 30)) * a) & m
    z = ((z ^ (z >> 27)) * b) & m
    z = ((z ^ (z >> 31)) + t5) & m
    z = ((z ^ (z >> 30)) * a) & m
    z = ((z ^ (z >> 27)) * b) & m
    z = ((z ^ (z >> 31)) + t6) & m
    z = ((z ^ (z >> 30)) * a) & m
    z = ((z ^ (z >> 27)) * b) & m
    z = ((z ^ (z >> 31)) + t7) & m
    z = ((z ^ (z >> 30)) * a) & m
    z = ((z ^ (z >> 27)) * b) & m
    z = ((z ^ (z >> 31)) + t8) & m
    z = ((z ^ (z >> 30)) * a) & m
    z = ((z ^ (z >> 27)) * b) & m
    z = ((z ^ (z >> 31)) + t9) & m
    z = ((z ^ (z >> 30)) * a) & m
    z = ((z ^ (z >> 27)) * b) & m
    return z ^ (z >> 31)


def stream_value(stream: int, draw: int) -> int:
    """The ``draw``-th ``next_u64`` (from 1) of ``Rng.from_seed(stream)``."""
    return _mix((stream + draw * _GOLDEN) & _MASK)


def _face(stream: int, drawn: int) -> int:
    """``Rng.roll(6)`` after ``drawn`` draws of the stream (no scripted faces)."""
    while True:
        drawn += 1
        value = stream_value(stream, drawn)
        if value < _SIX:
            return value % 6 + 1


GAIN_BONUSES = 24
"""Damage bonuses tabulated by ``SurrogateResolver.gains`` (weapons and tracking stay below)."""


def _hit_mass(cell: list[float]) -> float:
    return sum(p for c, p in zip(CLASSES, cell, strict=True) if c[0].isdigit())


def _gain(cell: list[float], bonus: int) -> float:
    return sum(p * (int(c) + bonus) for c, p in zip(CLASSES, cell, strict=True) if c[0].isdigit())


def _skill(skill: str) -> str:
    if skill not in SKILLS:
        raise ValueError(f"unknown skill {skill!r}; known: {', '.join(SKILLS)}")
    return skill


def _cumulate(probabilities: list[float]) -> tuple[int, ...]:
    total = sum(probabilities)
    out, acc = [], 0.0
    for p in probabilities:
        acc += p / total
        out.append(min(_SCALE, round(acc * _SCALE)))
    out[-1] = _SCALE
    return tuple(out)


def _pick(cumulative: tuple[int, ...], u: int) -> str:
    """The first class whose cumulative edge is above ``u``."""
    index = bisect_right(cumulative, u)
    return CLASSES[index] if index < len(CLASSES) else CLASSES[-1]


def _lost_hit(ids: tuple[str, ...], cls: str) -> tuple[str, tuple[str, ...]]:
    """A hit lost to the requirements: a V/T one fails, else the die goes off the board."""
    checkable = tuple(r for r in ids if BY_ID[r].cls in ("V", "T"))
    if checkable:
        return cls, checkable[:1]
    return "off", ()


def _build(cls: str, face: int, special: bool, failed: tuple[str, ...]) -> ThrowOutcome:
    on_board = cls[0].isdigit() or cls in ("bone", "hole", "no_bounce")
    zone = "3" if cls == "no_bounce" else cls
    outcome = ThrowOutcome(
        outside_bounces_before_board=0 if cls == "no_bounce" else 1,
        rest="on_board" if on_board else "off_table",
        footprint=(ZoneShare(zone, 1000),) if on_board else (),
        zone=zone if on_board else "none",
        face_index=face,
        special=special,
        touched_table_through_hole=cls == "hole",
        source="surrogate",
    )
    return judge(outcome, failed)

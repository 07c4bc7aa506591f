"""The calibrated skill model stays close to the physics it was fitted on (§3.6).

The sample is fixed and different from the calibration's seeds (calibration uses seeds 0.. and
1,000,000..; this uses 7,000,000..), so it checks the fit, not the memory of it. Tolerance: 0.12
on a valid-hit rate (about 2.5 binomial standard deviations at 100 throws and p = 0.7) and 0.25
total-variation distance between the surrogate's class distribution and the physics one.
"""

from __future__ import annotations

from collections import Counter

import pytest

from dungeontable.games.dungeonfighter.calibration.calibrate import physical_class
from dungeontable.games.dungeonfighter.physics import PhysicsResolver
from dungeontable.games.dungeonfighter.physics.aiming import nominal_input, nominal_spot
from dungeontable.games.dungeonfighter.surrogate import CLASSES, SurrogateResolver, load_tables
from dungeontable.games.dungeonfighter.throw import ThrowContext

SAMPLE = 100
FIRST_SEED = 7_000_000
HIT_TOLERANCE = 0.12
CLASS_TOLERANCE = 0.25


def physics_sample(ctx: ThrowContext, aim: str) -> list:  # type: ignore[type-arg]
    resolver = PhysicsResolver()
    throw = nominal_input(nominal_spot(ctx.requirements), aim, ctx.requirements)
    return [resolver.resolve(ctx, throw, seed) for seed in range(FIRST_SEED, FIRST_SEED + SAMPLE)]


def test_the_tables_come_from_physics() -> None:
    tables = load_tables()
    assert tables["provisional"] is False
    assert tuple(tables["classes"]) == CLASSES
    for key, cell in tables["cells"].items():
        assert abs(sum(cell) - 1.0) < 0.01, key


@pytest.mark.slow
@pytest.mark.parametrize("skill", ["novice", "average", "expert"])
def test_surrogate_hit_rate_matches_physics(skill: str) -> None:
    ctx = ThrowContext.make(skill=skill, die="red")
    outcomes = physics_sample(ctx, "ring")
    physics_rate = sum(o.is_contact for o in outcomes) / SAMPLE
    surrogate_rate = SurrogateResolver().hit_chance(ctx, "ring")
    assert abs(physics_rate - surrogate_rate) <= HIT_TOLERANCE, (physics_rate, surrogate_rate)
    counts = Counter(physical_class(o) for o in outcomes)
    cell = load_tables()["cells"][f"{skill}/ring"]
    distance = 0.5 * sum(abs(counts[c] / SAMPLE - p) for c, p in zip(CLASSES, cell, strict=True))
    assert distance <= CLASS_TOLERANCE, (dict(counts), cell)


@pytest.mark.slow
@pytest.mark.parametrize(
    "requirement", ["blind", "two_bounce", "bank", "card_jump", "head", "sitting", "under_table"]
)
def test_surrogate_requirement_survival_matches_physics(requirement: str) -> None:
    ctx = ThrowContext.make(skill="average", die="red", requirements=(requirement,))
    outcomes = physics_sample(ctx, "ring")
    physics_rate = sum(o.is_contact for o in outcomes) / SAMPLE
    surrogate_rate = SurrogateResolver().hit_chance(ctx, "ring")
    assert abs(physics_rate - surrogate_rate) <= HIT_TOLERANCE, (physics_rate, surrogate_rate)

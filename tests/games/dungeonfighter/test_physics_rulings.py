"""The physics-contact rulings AMB-29, 30, 31, 33, 34, 41, 42: each setting on a throw where the
two readings give different exact outcomes (``throw.ContactRules``, read by the physics).

AMB-29 runs a real seeded throw; the others read a hand-built simulation trace (contact episodes
in steps of 1/240 s, the rest pose and what the resting die touches), so the reading alone
differs between the settings.
"""

from __future__ import annotations

import pytest

from dungeontable.games.dungeonfighter.options import Options
from dungeontable.games.dungeonfighter.physics import PhysicsResolver
from dungeontable.games.dungeonfighter.physics.release import Plan
from dungeontable.games.dungeonfighter.physics.resolver import bounces_before_board, outcome_of
from dungeontable.games.dungeonfighter.physics.sim import Episode, Placement, Pose, Release, Trace
from dungeontable.games.dungeonfighter.throw import (
    ContactRules,
    ThrowContext,
    ThrowInput,
    ThrowOutcome,
    contact_rules,
)

FLAT = (1.0, 0.0, 0.0, 0.0)
CENTRE = Pose((0.0, 0.012, 0.0), FLAT)
"""A die lying flat on the bullseye (board top 4 mm + half the die)."""
RELEASE = Release((0.0, 0.06, 0.45), (0.0, 0.0, -2.0), (0.0, 0.0, 0.0), FLAT)
PLAN = Plan(RELEASE, True, True, True, True, "flick")


def ep(kind: str, start: int, end: int) -> Episode:
    return Episode(kind, start, end, (0.0, 0.0, 0.0))


def read(
    episodes: tuple[Episode, ...],
    rules: ContactRules,
    *,
    rest: Pose = CENTRE,
    touching: tuple[str, ...] = ("board",),
    spin: float = 0.0,
    ids: tuple[str, ...] = (),
) -> ThrowOutcome:
    trace = Trace(
        episodes=episodes,
        rest=rest,
        rest_contacts=touching,
        fell_off=False,
        steps=200,
        spin_before_board=spin,
        keyframes=((0.0, 0.0, 0.06, 0.45, 1.0, 0.0, 0.0, 0.0),),
        resting_after=(),
        path=((0.0, 0.06, 0.45),),
    )
    ctx = ThrowContext.make(requirements=ids, die="red", rules=rules)
    return outcome_of(ctx, trace, PLAN, Placement())


def rules_for(**options: object) -> ContactRules:
    return contact_rules(Options(**options))  # type: ignore[arg-type]


def test_the_default_options_give_the_default_contact_rules() -> None:
    assert contact_rules(Options()) == ContactRules()


@pytest.mark.parametrize(
    ("setting", "rest", "zone", "reasons"),
    [("miss", "off_table", "none", ("off_board",)), ("rethrow", "on_board", "2", ())],
)
def test_amb29_a_die_leaving_the_table(setting: str, rest: str, zone: str, reasons: tuple) -> None:
    """Novice, seed 0: the throw flies off the table; ``rethrow`` throws it again (seeded)."""
    ctx = ThrowContext.make(skill="novice", die="red", rules=rules_for(off_table=setting))
    throw = ThrowInput(spot=0, power=2600, pitch=-2000, release_height=60)
    outcome = PhysicsResolver().resolve(ctx, throw, 0)
    assert (outcome.rest, outcome.zone, outcome.miss_reasons) == (rest, zone, reasons)


@pytest.mark.parametrize(
    ("setting", "bounces", "reasons"),
    [("board", 0, ("board_before_bounce",)), ("neither", 1, ())],
)
def test_amb30_hitting_a_die_lying_on_the_board(
    setting: str, bounces: int, reasons: tuple[str, ...]
) -> None:
    """The die clips a die on the board, bounces on the table, then lands on the board."""
    episodes = (ep("die_on_board", 10, 11), ep("table", 20, 24), ep("board", 40, 200))
    outcome = read(episodes, rules_for(die_on_board=setting))
    assert outcome.outside_bounces_before_board == bounces
    assert outcome.miss_reasons == reasons


@pytest.mark.parametrize(
    ("setting", "rest", "reasons"),
    [("outside", "on_table", ("off_board",)), ("footprint", "on_board", ())],
)
def test_amb31_a_die_leaning_on_the_board_and_the_table(
    setting: str, rest: str, reasons: tuple[str, ...]
) -> None:
    episodes = (ep("table", 20, 24), ep("board", 40, 200), ep("table", 150, 200))
    outcome = read(episodes, rules_for(leaning_die=setting), touching=("board", "table"))
    assert outcome.rest == rest
    assert outcome.miss_reasons == reasons
    assert outcome.zone == ("10" if setting == "footprint" else "none")


@pytest.mark.parametrize(("setting", "reasons"), [("any", ("hole",)), ("at_rest", ())])
def test_amb33_a_touch_through_a_hole_then_rest_on_the_board(
    setting: str, reasons: tuple[str, ...]
) -> None:
    episodes = (
        ep("table", 20, 24),
        ep("board", 40, 60),
        ep("hole_table", 61, 63),
        ep("board", 64, 200),
    )
    outcome = read(episodes, rules_for(hole_touch=setting))
    assert outcome.touched_table_through_hole is (setting == "any")
    assert outcome.miss_reasons == reasons


@pytest.mark.parametrize(("setting", "reasons"), [("allowed", ()), ("miss", ("knocked",))])
def test_amb34_knocking_a_resting_die(setting: str, reasons: tuple[str, ...]) -> None:
    episodes = (ep("table", 20, 24), ep("board", 40, 200), ep("die_on_board", 60, 62))
    outcome = read(episodes, rules_for(knock_resting=setting))
    assert outcome.miss_reasons == reasons
    assert outcome.zone == "10"


@pytest.mark.parametrize(
    ("setting", "bounces", "failed"), [("8ms", 2, ()), ("25ms", 1, ("two_bounce",))]
)
def test_amb41_what_is_a_bounce(setting: str, bounces: int, failed: tuple[str, ...]) -> None:
    """Two table touches 3 steps (12.5 ms) apart: two bounces, or one short of a visible hop."""
    episodes = (ep("table", 20, 24), ep("table", 28, 33), ep("board", 50, 200))
    rules = rules_for(bounce_gap=setting)
    assert bounces_before_board(episodes, rules) == bounces
    outcome = read(episodes, rules, ids=("two_bounce",))
    assert outcome.outside_bounces_before_board == bounces
    assert outcome.failed_requirements == failed


@pytest.mark.parametrize(("setting", "failed"), [("12rad", ()), ("25rad", ("spin",))])
def test_amb42_the_spin_shot_threshold(setting: str, failed: tuple[str, ...]) -> None:
    """18 rad/s of vertical spin on the table before the board."""
    episodes = (ep("table", 20, 60), ep("board", 70, 200))
    outcome = read(episodes, rules_for(spin_shot=setting), spin=18.0, ids=("spin",))
    assert outcome.telemetry.max_vertical_spin_on_table_before_board == 1800
    assert outcome.failed_requirements == failed
    assert outcome.is_contact is (setting == "12rad")

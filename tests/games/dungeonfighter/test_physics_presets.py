"""Preset throw actions under ``resolver=physics``: the calibrated nominal throws (§3.6)."""

from __future__ import annotations

from dungeontable.games.dungeonfighter.physics import PhysicsResolver
from dungeontable.games.dungeonfighter.physics.aiming import nominal_input
from dungeontable.games.dungeonfighter.rules import fight
from dungeontable.games.dungeonfighter.throw import ThrowContext

from .conftest import GAME, build

SEEDS = range(30)


def _presets(resolver: str) -> list[object]:
    state = build({"monster": "goblin", "throws": []}, resolver=resolver)
    return [a.throw for a in GAME.legal_actions(state) if getattr(a, "die", "") == "red"]


def _contacts(throw: object) -> int:
    resolver = PhysicsResolver()
    ctx = ThrowContext.make(skill="average", die="red")
    return sum(resolver.resolve(ctx, throw, seed).is_contact for seed in SEEDS)  # type: ignore[arg-type]


def test_physics_presets_are_the_nominal_centre_and_ring_throws() -> None:
    assert _presets("physics") == [nominal_input(0, "centre"), nominal_input(0, "ring")]
    assert _presets("surrogate") == list(fight.AIMS)


def test_the_ring_preset_hits_most_seeded_throws_at_average_noise() -> None:
    """DF-B request 5: the old presets land straight on the board (no bounce, R061)."""
    centre, ring = _presets("physics")
    assert _contacts(ring) == 23
    assert _contacts(centre) == 17
    assert [_contacts(old) for old in fight.AIMS] == [0, 0]


def test_a_weapon_requirement_with_its_own_aim_offers_one_preset() -> None:
    """The Helm of Bravery's blind shot has one calibrated aim (``calibration/aims.json``)."""
    state = build(
        {"monster": "goblin", "throws": [], "equipment": [["helm_of_bravery"]]}, resolver="physics"
    )
    red = [a for a in GAME.legal_actions(state) if getattr(a, "die", "") == "red"]
    assert [(a.weapons, a.throw) for a in red] == [
        ((), nominal_input(0, "centre")),
        ((), nominal_input(0, "ring")),
        (("helm_of_bravery",), nominal_input(0, "ring", ("blind",))),
    ]
    assert nominal_input(0, "ring", ("blind",)) != nominal_input(0, "ring")


def test_a_preset_throw_under_physics_resolves_in_the_game() -> None:
    state = build({"monster": "goblin", "throws": []}, resolver="physics")
    ring = next(a for a in GAME.legal_actions(state) if getattr(a, "die", "") == "red"
                and a.throw == nominal_input(0, "ring"))  # fmt: skip
    transition = GAME.apply(state, ring)
    thrown = next(e for e in transition.events if e.kind() == "die-thrown")
    assert thrown.outcome.source == "physics"
    assert transition.state.fight.resting[-1].die == "red"


def test_the_two_bounce_aim_is_the_steep_downward_throw() -> None:
    """R173: the re-searched aim (calibration/aims.json) makes 18 of 100 fresh seeded throws at
    Average noise, the first fit's (-10 deg loft) 6; the surrogate carries the refit survival."""
    from dungeontable.games.dungeonfighter.physics.aiming import Aim, nominal_from
    from dungeontable.games.dungeonfighter.surrogate import SurrogateResolver

    resolver = PhysicsResolver()
    ctx = ThrowContext.make(requirements=("two_bounce",), skill="average", die="red")
    aim = nominal_input(0, "ring", ("two_bounce",))
    assert (aim.aim_x, aim.power, aim.pitch, aim.release_height) == (80, 1800, -3000, 60)
    old = nominal_from(0, Aim(0, 1800, -1000, 60))
    seeds = range(7_000_000, 7_000_100)
    made = [sum(resolver.resolve(ctx, t, s).is_contact for s in seeds) for t in (aim, old)]
    assert made == [18, 6]
    model = SurrogateResolver()
    assert [model.survival(("two_bounce",), k) for k in ("novice", "average", "expert")] == [
        0.2273,
        0.2357,
        0.2717,
    ]

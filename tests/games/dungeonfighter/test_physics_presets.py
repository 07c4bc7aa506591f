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
    assert _contacts(ring) == 21
    assert _contacts(centre) == 24  # the monotone centre aim (issue 15)
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


def test_a_preset_throw_under_physics_resolves_in_the_game() -> None:
    state = build({"monster": "goblin", "throws": []}, resolver="physics")
    ring = next(a for a in GAME.legal_actions(state) if getattr(a, "die", "") == "red"
                and a.throw == nominal_input(0, "ring"))  # fmt: skip
    transition = GAME.apply(state, ring)
    thrown = next(e for e in transition.events if e.kind() == "die-thrown")
    assert thrown.outcome.source == "physics"
    assert transition.state.fight.resting[-1].die == "red"


def test_the_two_bounce_aim_is_thrown_from_the_short_end() -> None:
    """R173 (REQUIREMENTS.md): the calibrated aim is thrown from spot 4 (``nominal_spot``, R059),
    where 58 of 100 fresh seeded throws at Average noise make two outside bounces and stay on the
    board; the same aim from spot 0 makes 17 (17 cm of table before the board instead of 47)."""
    from dungeontable.games.dungeonfighter.physics.aiming import nominal_spot

    resolver = PhysicsResolver()
    ctx = ThrowContext.make(requirements=("two_bounce",), skill="average", die="red")
    assert nominal_spot(("two_bounce",)) == 4 and nominal_spot(("blind",)) == nominal_spot() == 0
    aim = nominal_input(4, "ring", ("two_bounce",))
    assert (aim.spot, aim.aim_x, aim.power, aim.pitch, aim.release_height) == (4, 0, 2324, 0, 30)
    near = nominal_input(0, "ring", ("two_bounce",))
    assert near.power == 1800
    seeds = range(7_000_000, 7_000_100)
    made = [sum(resolver.resolve(ctx, t, s).is_contact for s in seeds) for t in (aim, near)]
    assert made == [58, 17]


def test_a_persons_two_bounce_preset_is_thrown_from_the_short_end() -> None:
    """DF-P 04:50 item 2: a person's physics preset comes from ``nominal_input(nominal_spot(ids),
    ...)``, so the Archfiend's two-bounce shot (R173) is offered from spot 4 as calibrated (one
    preset: centre and ring share the requirement's aim). Measured, Average noise, red die,
    seeds 0-59: 30 of 60 make two outside bounces and land; the same aim from spot 0 makes 4."""
    from dungeontable.games.dungeonfighter.physics.aiming import nominal_spot

    state = build({"monster": "archfiend", "throws": []}, resolver="auto", skills=("human",) * 3)
    ids = fight.requirements_for(state, ())
    assert ids == ("two_bounce",) and nominal_spot(ids) == 4
    presets = [a.throw for a in GAME.legal_actions(state) if getattr(a, "die", "") == "red"]
    assert presets == [nominal_input(4, "ring", ids)]
    assert presets[0].spot == 4
    resolver = PhysicsResolver()
    ctx = ThrowContext.make(requirements=ids, skill="average", die="red")
    near = nominal_input(0, "ring", ids)
    made = [
        sum(resolver.resolve(ctx, t, s).is_contact for s in range(60)) for t in (presets[0], near)
    ]
    assert made == [30, 4]
    chosen = next(a for a in GAME.legal_actions(state) if getattr(a, "throw", None) == presets[0])
    transition = GAME.apply(state, chosen)
    thrown = next(e for e in transition.events if e.kind() == "die-thrown")
    assert thrown.outcome.source == "physics"

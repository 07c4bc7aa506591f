"""``resolver=auto`` (the default, issue 7): physics decides a person's throws, the calibrated
skill model a bot's; bots-only tables never touch physics."""

from __future__ import annotations

from dungeontable.bots.runner import play_steps, seated_options
from dungeontable.games.dungeonfighter.options import Options
from dungeontable.games.dungeonfighter.physics.aiming import nominal_input
from dungeontable.games.dungeonfighter.rules import fight

from .conftest import GAME, build


def _red_throw(state: object, throw: object) -> object:
    return next(
        a
        for a in GAME.legal_actions(state)  # type: ignore[arg-type]
        if getattr(a, "die", "") == "red" and a.throw == throw
    )


def test_auto_is_the_default_and_maps_each_seat_to_a_resolver() -> None:
    assert Options().resolver == "auto"
    mixed = seated_options(GAME, Options(), ["human", "heuristic-expert", "random"])
    assert mixed.skills == ("human", "expert", "average")
    assert [mixed.resolver_of(i) for i in range(3)] == ["physics", "surrogate", "surrogate"]
    assert Options(resolver="physics").resolver_of(1) == "physics"
    assert Options(resolver="surrogate", skills=("expert",)).resolver_of(0) == "surrogate"


def test_a_human_seats_throw_is_resolved_by_physics() -> None:
    state = build({"monster": "goblin", "throws": []}, resolver="auto", skills=("human",) * 3)
    ring = nominal_input(0, "ring")
    presets = [a.throw for a in GAME.legal_actions(state) if getattr(a, "die", "") == "red"]
    # the calibrated physics presets (one when the centre and ring aims coincide)
    assert presets == list(dict.fromkeys([nominal_input(0, "centre"), ring]))
    transition = GAME.apply(state, _red_throw(state, ring))  # type: ignore[arg-type]
    thrown = next(e for e in transition.events if e.kind() == "die-thrown")
    assert thrown.outcome.source == "physics"
    assert len(thrown.outcome.keyframes) >= 5  # a trajectory for the browser to animate
    assert transition.state.fight.resting[-1].die == "red"


def test_a_bot_seat_in_the_same_table_is_resolved_by_the_skill_model() -> None:
    state = build({"monster": "goblin", "throws": []}, resolver="auto", skills=("average",) * 3)
    presets = [a.throw for a in GAME.legal_actions(state) if getattr(a, "die", "") == "red"]
    assert presets == list(fight.AIMS)
    transition = GAME.apply(state, _red_throw(state, fight.AIMS[1]))  # type: ignore[arg-type]
    thrown = next(e for e in transition.events if e.kind() == "die-thrown")
    assert thrown.outcome.source == "surrogate"
    assert thrown.outcome.keyframes == ()


def test_a_bots_only_table_never_throws_with_physics() -> None:
    bots = ["heuristic", "heuristic-expert", "random"]
    sources = [
        e.outcome.source
        for step in play_steps(GAME, Options(), bots, seed=4, turn_cap=400)
        for e in step.events
        if e.kind() == "die-thrown"
    ]
    assert len(sources) >= 10
    assert set(sources) == {"surrogate"}

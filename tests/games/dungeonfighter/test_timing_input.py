"""The timing-gated throw input a person sends (R175, R182, R184, R186, R188; ``timing.py``):
the server refuses malformed input with a clear reason, and physics judges the timing."""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from dungeontable.core import IllegalAction
from dungeontable.games.dungeonfighter.actions import Throw
from dungeontable.games.dungeonfighter.physics import PhysicsResolver
from dungeontable.games.dungeonfighter.physics.aiming import nominal_input
from dungeontable.games.dungeonfighter.physics.release import TIMING_WINDOWS_MS as WINDOW
from dungeontable.games.dungeonfighter.state import State
from dungeontable.games.dungeonfighter.throw import ThrowContext, ThrowInput
from dungeontable.games.dungeonfighter.timing import input_problem, preset_timing

from .conftest import GAME, build

RING = nominal_input(0, "ring")


def _person(monster: str, **options: object) -> State:
    return build(
        {"monster": monster, "throws": []}, resolver="auto", skills=("human",) * 3, **options
    )


def _throw(state: State, throw: ThrowInput) -> Throw:
    return Throw(die="red", weapons=(), charm="", throw=throw)


def _refusal(state: State, throw: ThrowInput) -> str:
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, _throw(state, throw))
    return str(caught.value.reason)


def _thrown(state: State, throw: ThrowInput) -> object:
    transition = GAME.apply(state, _throw(state, throw))
    return next(e for e in transition.events if e.kind() == "die-thrown").outcome


def test_the_view_names_the_timing_mode_of_the_throw() -> None:
    assert GAME.view(_person("stone_colossus"), 0).throw_mode == "jump"
    assert GAME.view(_person("banshee"), 0).throw_mode == "dancing"
    assert GAME.view(_person("lesser_fiend"), 0).throw_requirements == ("nose",)
    assert GAME.view(_person("goblin"), 0).throw_mode == ""
    assert GAME.view(_person("banshee"), 0).throw_window_ms == round(WINDOW["dancing"])
    bot = build({"monster": "banshee", "throws": []}, resolver="auto")  # skill model: no window
    assert (GAME.view(bot, 0).throw_mode, GAME.view(bot, 0).throw_window_ms) == ("dancing", 0)


def test_a_persons_jump_shot_without_its_timing_is_refused() -> None:
    state = _person("stone_colossus")
    assert _refusal(state, RING) == (
        "throw not legal now: a Jump Shot needs its timing: release_mode 'jump' and "
        "timings [error_ms, jump->release ms]"
    )
    bad = replace(RING, release_mode="jump", timings=(10, 200))
    assert _refusal(state, bad) == (
        "throw not legal now: a Jump Shot's timing error 10 ms does not match its marks "
        "(expected -25)"
    )
    slam = replace(RING, release_mode="slam", timings=(0, 300))
    assert "released in 'jump' mode (its requirements), not 'slam'" in _refusal(state, slam)


def test_malformed_inputs_are_refused_with_their_reason() -> None:
    state = _person("goblin")
    assert _refusal(state, replace(RING, spin=9000)) == (
        "throw not legal now: spin 9000 is outside -5000..5000 crad/s (50 rad/s)"
    )
    assert "release mode 'hop' is unknown" in _refusal(state, replace(RING, release_mode="hop"))
    assert "at most 4 marks" in _refusal(state, replace(RING, timings=(1, 2, 3, 4, 5)))
    dancing = _person("banshee")
    turn_late = replace(RING, release_mode="dancing", timings=(0, 375, 400))
    assert "turns 180° after the jump and before the release" in _refusal(dancing, turn_late)


def _jump(error: int) -> ThrowInput:
    return replace(RING, release_mode="jump", timings=(error, 225 + error))


def test_a_jump_inside_the_airborne_window_passes_and_one_outside_fails() -> None:
    """Physics adds no timing noise to a person (skill ``human``): |error| <= the mode's window
    (``physics.release.TIMING_WINDOWS_MS``, DF-P's calibration) passes."""
    state = _person("stone_colossus")
    edge = int(WINDOW["jump"])
    inside = _thrown(state, _jump(edge - 5))
    late = _thrown(state, _jump(edge + 35))
    assert inside.source == late.source == "physics"
    assert "jump" not in inside.failed_requirements
    assert late.failed_requirements == ("jump",) and "requirement" in late.miss_reasons


def test_a_pious_gap_and_a_nose_balance_are_judged_by_their_windows() -> None:
    pious = build(
        {"monster": "goblin", "throws": [], "equipment": [["pious_knuckles"]]},
        resolver="auto",
        skills=("human",) * 3,
    )
    gap_ok, gap_bad = int(WINDOW["pious"]) - 20, int(WINDOW["pious"]) + 30
    knuckles = Throw(die="red", weapons=("pious_knuckles",), charm="", throw=RING)
    together, apart = (
        replace(knuckles, throw=replace(RING, release_mode="pious", timings=(gap, 0, gap)))
        for gap in (gap_ok, gap_bad)
    )
    outcomes = [
        next(e for e in GAME.apply(pious, t).events if e.kind() == "die-thrown").outcome
        for t in (together, apart)
    ]
    assert ["pious" in o.failed_requirements for o in outcomes] == [False, True]
    nose = _person("lesser_fiend")
    early_ok, early_bad = 10 - int(WINDOW["nose"]), -40 - int(WINDOW["nose"])
    steady = _thrown(nose, replace(RING, release_mode="nose", timings=(early_ok, 1000 + early_ok)))
    slipped = _thrown(
        nose, replace(RING, release_mode="nose", timings=(early_bad, 1000 + early_bad))
    )
    assert ["nose" in o.failed_requirements for o in (steady, slipped)] == [False, True]


def test_a_persons_preset_in_a_timing_mode_gets_an_average_timing_spread() -> None:
    state = _person("stone_colossus")
    preset = next(a for a in GAME.legal_actions(state) if getattr(a, "die", "") == "red")
    assert preset.throw.timings == ()
    errors = []
    rng = state.rng
    for _ in range(200):
        timed, rng = preset_timing(preset.throw, "jump", rng)
        assert input_problem(("jump",), timed, person=True) == ""
        errors.append(timed.timings[0])
    assert timed.timings[1] == 225 + timed.timings[0]
    assert 35 <= (sum(e * e for e in errors) / len(errors)) ** 0.5 <= 65  # sigma 50 ms
    seed, after = state.rng.next_u64()
    drawn, _ = preset_timing(preset.throw, "jump", after)
    ctx = ThrowContext(requirements=("jump",), die="red", skill="person-average")  # human_noise
    expected = PhysicsResolver().resolve(ctx, drawn, seed)
    assert _thrown(state, preset.throw) == expected


@pytest.mark.parametrize("noise", ["novice", "average", "expert", "flick"])
def test_a_persons_throw_gets_the_noise_human_noise_names(noise: str) -> None:
    """§3.4 (issue 15): a person's preset throws with a bot level's execution noise (default
    average), never the steadier flick noise unless ``human_noise=flick`` asks for it."""
    state = _person("goblin", human_noise=noise)
    preset = next(a for a in GAME.legal_actions(state) if getattr(a, "die", "") == "red")
    seed, _ = state.rng.next_u64()
    skill = "human" if noise == "flick" else f"person-{noise}"
    ctx = ThrowContext(requirements=(), die="red", skill=skill)
    assert _thrown(state, preset.throw) == PhysicsResolver().resolve(ctx, preset.throw, seed)


def test_bots_free_inputs_need_no_timing() -> None:
    """A bot's skill model draws its own timing spread; only people must time their throws."""
    assert input_problem(("jump",), RING, person=False) == ""
    assert "needs its timing" in input_problem(("jump",), RING, person=True)


def test_a_persons_noise_is_a_bot_levels_hand_without_timing_noise() -> None:
    """§3.4: ``person-<level>`` is the bot level's sigma with no timing noise on top of the
    timing the person sent (a web flick's own, or the preset button's drawn spread)."""
    from dungeontable.games.dungeonfighter.physics.release import PERSON_SKILLS, SKILLS

    for level in ("novice", "average", "expert"):
        person = PERSON_SKILLS[f"person-{level}"]
        assert person.timing_ms == 0.0 and SKILLS[level].timing_ms > 0
        assert (person.yaw_deg, person.pitch_deg, person.speed_rel) == (
            SKILLS[level].yaw_deg,
            SKILLS[level].pitch_deg,
            SKILLS[level].speed_rel,
        )

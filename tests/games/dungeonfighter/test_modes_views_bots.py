"""Real-dice companion mode, the surrogate resolver in play, views and determinization, bots."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Rng
from dungeontable.games.dungeonfighter.bots.heuristic import HeuristicBot
from dungeontable.games.dungeonfighter.options import Options
from dungeontable.games.dungeonfighter.state import HIDDEN

from .conftest import GAME, act, build, kinds, legal_texts


def test_real_dice_mode_asks_for_section_and_face() -> None:
    """The players throw physical dice and type the result; the app runs the rest."""
    state = build({"monster": "goblin"}, resolver="real_dice")
    state, events = act(state, "throw die=red")
    assert GAME.decision(state).kind == "enter-result" and "die-thrown" not in kinds(events)
    options = legal_texts(state)
    assert "enter-result section=10 miss=none special=true failed=false" in options
    assert "enter-result section=0 miss=no_bounce special=false failed=false" in options
    state, events = act(state, "enter-result section=3")
    thrown = next(e for e in events if e.kind() == "die-thrown")
    assert thrown.outcome.source == "real_dice" and state.fight.hp == 4
    state, _ = act(
        state, "throw die=blue", "enter-result section=0 miss=no_bounce special=false failed=false"
    )
    assert state.heroes[1].hp == 8


def test_real_dice_requirement_failure_is_a_miss() -> None:
    state = build({"monster": "cute_bear"}, resolver="real_dice")
    assert any("failed=true" in t for t in legal_texts(act(state, "throw die=red")[0]))
    state, _ = act(state, "throw die=red", "enter-result section=4 failed=true")
    assert state.fight.hp == 6 and state.heroes[0].hp == 8


def test_surrogate_throws_are_deterministic_from_the_state_rng() -> None:
    state = GAME.setup(Options(), 3, 11)
    first = act(state, legal_texts(state)[0], "throw die=red")
    again = act(state, legal_texts(state)[0], "throw die=red")
    assert first == again
    assert next(e for e in first[1] if e.kind() == "die-thrown").outcome.source == "surrogate"


def test_people_may_throw_any_valid_input_but_only_offered_dice() -> None:
    state = build({"monster": "goblin", "throws": ["2"]})
    text = 'throw die=red throw={"kind":"meter","spot":5,"aim_x":33,"aim_y":-71,"power":2100}'
    state, events = act(state, text)
    assert next(e for e in events if e.kind() == "monster-damaged").amount == 2


def test_views_hide_the_tower_the_boss_the_deck_and_the_stream() -> None:
    """R009 / R014 / R144: hidden from every seat alike; all seats get the same view."""
    state = GAME.setup(Options(), 3, 2)
    view = GAME.view(state, 1)
    assert set(view.state.tower[0]) == {HIDDEN} and view.state.boss == HIDDEN
    assert set(view.state.deck) == {HIDDEN} and view.state.rng == Rng(0, 0)
    assert GAME.view(state, 0).state == view.state == GAME.view(state, None).state


def test_determinize_resamples_what_nobody_saw() -> None:
    state = GAME.setup(Options(), 3, 2)
    view = GAME.view(state, 0)
    one = GAME.determinize(view, 0, Rng.from_seed(1))
    two = GAME.determinize(view, 0, Rng.from_seed(2))
    assert GAME.view(one, 0) == view == GAME.view(two, 0)
    assert one.tower != two.tower or one.deck != two.deck
    assert sorted(c for t in one.tower + one.reserve for c in t) == sorted(
        c for t in state.tower + state.reserve for c in t
    )


def test_five_finger_cards_stay_hidden_until_maintenance() -> None:
    state = build({"heroes": ["goldfinga", "torm", "randolph"], "monster": "war_golem", "tier": 3,
                   "throws": ["2/special"]})  # fmt: skip
    state = replace(state, fight=replace(state.fight, melody=True))
    state, _ = act(state, "throw die=green")
    assert GAME.view(state, 0).state.fight.five_finger == (HIDDEN,)


def play(bot_level: str, seed: int, **options: object) -> tuple[str, int]:
    state = GAME.setup(Options(**options), 3, seed)  # type: ignore[arg-type]
    bot = HeuristicBot(GAME)
    rng = Rng.from_seed(seed)
    steps = 0
    while (decision := GAME.decision(state)) is not None:
        legal = GAME.legal_actions(state)
        if bot_level == "random":
            action, rng = rng.choice(legal)
        else:
            action, rng = bot.choose(GAME.view(state, decision.seat), legal, rng)
        state = GAME.apply(state, action).state
        steps += 1
    return state.result, steps


def test_bots_play_whole_games_to_an_end_without_a_cap() -> None:
    results = [play(level, seed) for level in ("random", "heuristic") for seed in range(6)]
    assert all(result in ("won", "lost") for result, _ in results)
    assert all(steps < 2000 for _, steps in results)


def test_the_heuristic_bot_wins_more_with_more_skill() -> None:
    """§3.7 acceptance: monotone in skill (20 games each, fixed seeds)."""
    wins = {
        skill: sum(play("heuristic", seed, skill=skill)[0] == "won" for seed in range(20))
        for skill in ("novice", "expert")
    }
    assert wins["expert"] > wins["novice"]


def test_the_heuristic_bot_answers_only_with_legal_actions() -> None:
    state = build({"monster": "cute_bear"})
    legal = GAME.legal_actions(state)
    action, _ = HeuristicBot(GAME).choose(GAME.view(state, 0), legal, Rng.from_seed(0))
    assert action in legal


def test_the_physics_resolver_plugs_into_the_seam() -> None:
    """resolver=physics: the engine calls DF-B's resolver with a seed from the state's Rng and
    publishes its outcome, keyframes included, in the public DieThrown event (replayable)."""
    import pytest

    pytest.importorskip("mujoco")
    state = GAME.setup(Options(resolver="physics"), 2, 5)
    state, _ = act(state, legal_texts(state)[0])
    once = act(state, legal_texts(state)[1])
    twice = act(state, legal_texts(state)[1])
    thrown = next(e for e in once[1] if e.kind() == "die-thrown")
    assert thrown.outcome.source == "physics" and thrown.outcome.keyframes and thrown.to is None
    assert once == twice


def test_the_view_offers_the_hit_chance_for_a_throw() -> None:
    """§3.5: the table shows the skill model's odds (and proposes backing down when low)."""
    plain = GAME.view(build({"monster": "goblin"}), 0).hit_chance
    bear = GAME.view(build({"monster": "cute_bear"}), 0).hit_chance
    assert plain is not None and bear is not None and bear < plain
    assert GAME.view(GAME.setup(Options(), 2, 1), 0).hit_chance is None

"""The heuristic bot's answers to the issue-15 choices: Swing Again / Swing Twice (R137, R147)
and the 1x-card window before a throw (R106, AMB-49)."""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from dungeontable.core import Rng
from dungeontable.games.dungeonfighter.actions import Continue, SwingAgain, UseCard
from dungeontable.games.dungeonfighter.bots.heuristic import HeuristicBot

from .conftest import GAME, act, build


def bot_answer(state: Any) -> Any:
    decision = GAME.decision(state)
    assert decision is not None
    view = GAME.view(state, decision.seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(state), Rng.from_seed(1))
    return decision.kind, action


def swing_again(throw: str) -> Any:
    state = build({"heroes": ["randolph", "goldfinga", "torm"], "monster": "goblin",
                   "throws": [throw]})  # fmt: skip
    state, _ = act(state, "throw die=red")
    return bot_answer(state)


def test_the_bot_keeps_a_good_swing_again_result_and_throws_a_miss_again() -> None:
    assert swing_again("4/special") == ("swing", SwingAgain(yes=False))
    assert swing_again("3/special") == ("swing", SwingAgain(yes=False))
    assert swing_again("1/special") == ("swing", SwingAgain(yes=True))
    assert swing_again("off/special") == ("swing", SwingAgain(yes=True))


def swing_twice(hp: int) -> Any:
    state = build({"heroes": ["vesk", "randolph", "goldfinga"], "hp": [hp, 9, 9],
                   "monster": "war_golem", "tier": 3, "throws": ["2/special"]})  # fmt: skip
    state = replace(state, fight=replace(state.fight, melody=True))
    state, _ = act(state, "throw die=green")
    return bot_answer(state)


def test_the_bot_does_not_risk_fainting_for_a_second_swing() -> None:
    """The War Golem hits for 2 on a miss: at 2 hit points a miss would faint Vesk."""
    assert swing_twice(2) == ("swing", SwingAgain(yes=False))
    assert swing_twice(3) == ("swing", SwingAgain(yes=True))


def test_the_bot_bandages_a_hurt_thrower_before_his_throw_and_passes_otherwise() -> None:
    hurt = build({"hp": [4, 9, 9], "equipment": [[], [], ["bandage_roll"]], "monster": "goblin"})
    assert bot_answer(hurt) == ("before-throw", UseCard(card="bandage_roll", hero=0))
    scratched = build(
        {"hp": [8, 9, 9], "equipment": [[], [], ["bandage_roll"]], "monster": "goblin"}
    )
    assert bot_answer(scratched) == ("before-throw", Continue())


def react(throw: str) -> Any:
    state = build({"monster": "goblin", "throws": [throw], "equipment": [["rabbits_foot"]]})
    state, _ = act(state, "throw die=red")
    return bot_answer(state)


def test_the_bot_spends_a_1x_swing_again_card_only_on_a_result_worth_throwing_again() -> None:
    """R162: the Rabbit's Foot (1x Swing Again) is kept after a 4, used after a miss or a 1."""
    assert react("4") == ("react", Continue())
    assert react("off") == ("react", UseCard(card="rabbits_foot", hero=-1))
    assert react("1") == ("react", UseCard(card="rabbits_foot", hero=-1))

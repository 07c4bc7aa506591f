"""The Card Rogue search keeps the heuristic bot's move unless sure of a better one (the
``search_prior`` capability; the plan that wins, R270-R272, docs/rules/cardrogue.md §6.7)."""

from __future__ import annotations

from typing import Any

from dungeontable.bots import IsmctsBot, first_choice
from dungeontable.bots.ismcts import kept
from dungeontable.core import Rng, capabilities
from dungeontable.games.cardrogue import GAME


def heuristic_game(seed: int, kind: str, after: int) -> tuple[Any, int, Any]:
    """A seeded 2-seat game of heuristic bots at its first ``kind`` decision with a choice after
    ``after`` steps (``bots.first_choice``): the state, the seat and the heuristic's move."""
    step = first_choice(GAME, ["heuristic"] * 2, seed, kind, after)
    return step.before, step.decision.seat, step.action


def test_the_search_keeps_the_heuristic_move_unless_sure_of_another() -> None:
    assert capabilities(GAME).search_prior == "heuristic"
    state, seat, move = heuristic_game(1, "turn", 10)
    view, legal = GAME.view(state, seat), GAME.legal_actions(state)
    bot = IsmctsBot(GAME, iterations=40, cutoff=12)  # (at the game's 40 it leaves it: E)
    root, _ = bot.search(view, Rng.from_seed(3))
    chosen, _ = bot.choose(view, legal, Rng.from_seed(3))
    assert chosen == kept(root, legal, move)
    assert chosen == move  # 40 iterations of 12-step play-outs: sure of none better


def test_the_search_checks_other_moves_by_heuristic_play_outs_to_the_exit() -> None:
    # the 12-step play-outs and the evaluation propose; play-outs to the end by the heuristic
    # at both seats (R272: the exit ends the game) decide whether to leave its move
    assert capabilities(GAME).prior_check == 0.1
    state, seat, move = heuristic_game(1, "turn", 10)
    view, legal = GAME.view(state, seat), GAME.legal_actions(state)
    bot = IsmctsBot(GAME, iterations=60)
    assert bot.check_pairs() == (2, 6)
    root, after = bot.search(view, Rng.from_seed(3))
    assert sum(child.visits for child in root.children.values()) == 54
    expected, _ = IsmctsBot(GAME, iterations=60).check(view, root, legal, move, after)
    chosen, _ = bot.choose(view, legal, Rng.from_seed(3))
    assert chosen == expected == move
    assert IsmctsBot(GAME, iterations=40).check_pairs() == (0, 0)  # 4 play-outs: no check


def test_the_searchs_play_outs_run_40_steps() -> None:
    """Card Rogue's play-outs run 40 steps before the evaluation scores them (its
    ``rollout_cutoff``), not the search's 12: the walk to a prize, a fight and the race out
    (R270-R272) take longer to show."""
    assert capabilities(GAME).rollout_cutoff == 40
    assert IsmctsBot(GAME, iterations=40).cutoff == 40
    assert IsmctsBot(GAME, iterations=40, cutoff=12).cutoff == 12

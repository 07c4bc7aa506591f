"""The OOTS search: it keeps the heuristic bot's move unless sure of a better one (the
``search_prior`` capability), never sees hidden cards, and scores positions by ``evaluate``."""

from __future__ import annotations

from typing import Any

from dungeontable.bots import IsmctsBot, first_choice
from dungeontable.bots.ismcts import kept
from dungeontable.core import Rng, capabilities
from dungeontable.games.oots import GAME


def heuristic_game(seed: int, kind: str, after: int) -> tuple[Any, int, Any]:
    """A seeded 2-seat game of heuristic bots at its first ``kind`` decision with a choice after
    ``after`` steps (``bots.first_choice``): the state, the seat and the heuristic's move."""
    step = first_choice(GAME, ["heuristic"] * 2, seed, kind, after)
    return step.before, step.decision.seat, step.action


def test_the_search_keeps_the_heuristic_move_unless_sure_of_another() -> None:
    assert capabilities(GAME).search_prior == "heuristic"
    state, seat, move = heuristic_game(1, "start", 20)
    view, legal = GAME.view(state, seat), GAME.legal_actions(state)
    bot = IsmctsBot(GAME, iterations=40)
    root, _ = bot.search(view, Rng.from_seed(3))
    chosen, _ = bot.choose(view, legal, Rng.from_seed(3))
    assert chosen == kept(root, legal, move)
    assert chosen == move  # 40 iterations over these moves: sure of none better


def test_the_search_leaves_the_heuristic_move_only_for_one_better_by_a_margin() -> None:
    assert capabilities(GAME).prior_margin == 0.02
    # seed 2, the first start of a turn after step 40: the heuristic stays; 2,000 iterations
    # rate a step on 0.025 above (0.320 against 0.296), surely by their noise alone, not
    # beyond a margin of 0.02
    state, seat, move = heuristic_game(2, "start", 40)
    view, legal = GAME.view(state, seat), GAME.legal_actions(state)
    bot = IsmctsBot(GAME, iterations=2000)
    root, _ = bot.search(view, Rng.from_seed(3))
    assert sum(c.visits for c in root.children.values()) == 2000
    other = kept(root, legal, move)
    assert other != move and kept(root, legal, move, margin=0.02) == move
    chosen, _ = bot.choose(view, legal, Rng.from_seed(3))
    assert chosen == move
    # and the search stopped early: no other move could be expected to clear the bar
    stopped, _ = bot.search(view, Rng.from_seed(3), (move, legal))
    assert sum(c.visits for c in stopped.children.values()) < 2000


def test_hidden_cards_never_change_the_oots_search() -> None:
    state, seat, _ = heuristic_game(1, "shtick", 20)
    view = GAME.view(state, seat)
    other = GAME.determinize(view, seat, Rng.from_seed(99))
    assert GAME.view(other, seat) == view
    assert other.players[1 - seat].stash != state.players[1 - seat].stash  # dealt again
    legal = GAME.legal_actions(state)
    bot = IsmctsBot(GAME, iterations=60)
    assert bot.choose(GAME.view(other, seat), legal, Rng.from_seed(7)) == bot.choose(
        view, legal, Rng.from_seed(7)
    )

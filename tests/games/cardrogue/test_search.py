"""The Card Rogue search keeps the heuristic bot's move unless sure of a better one (the
``search_prior`` capability; the plan that wins, R270-R272, docs/rules/cardrogue.md §6.7)."""

from __future__ import annotations

from typing import Any

from dungeontable.bots import IsmctsBot, make
from dungeontable.bots.ismcts import kept
from dungeontable.core import Rng, capabilities
from dungeontable.games.cardrogue import GAME


def heuristic_game(seed: int, kind: str, after: int) -> tuple[Any, int, Any]:
    """The first decision of ``kind`` with 2+ legal actions after ``after`` steps of a seeded
    2-seat game of heuristic bots: its state, seat and the heuristic's move there."""
    state = GAME.setup(GAME.Options(), 2, seed)
    bot, rng, steps = make("heuristic", "cardrogue"), Rng.from_seed(seed), 0
    while (decision := GAME.decision(state)) is not None:
        legal = GAME.legal_actions(state)
        move, rng = bot.choose(GAME.view(state, decision.seat), legal, rng)
        if steps >= after and decision.kind == kind and len(legal) > 1:
            return state, decision.seat, move
        state = GAME.apply(state, move).state
        steps += 1
    raise AssertionError("no such decision")


def test_the_search_keeps_the_heuristic_move_unless_sure_of_another() -> None:
    assert capabilities(GAME).search_prior == "heuristic"
    state, seat, move = heuristic_game(1, "turn", 10)
    view, legal = GAME.view(state, seat), GAME.legal_actions(state)
    bot = IsmctsBot(GAME, iterations=40)
    root, _ = bot.search(view, Rng.from_seed(3))
    chosen, _ = bot.choose(view, legal, Rng.from_seed(3))
    assert chosen == kept(root, legal, move)
    assert chosen == move  # 40 iterations over these moves: sure of none better

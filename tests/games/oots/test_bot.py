"""The heuristic bot plays whole games (Lich killed, collapse, exits) with no turn cap."""

from __future__ import annotations

import pytest

from dungeontable.core import Rng
from dungeontable.games.oots import GAME
from dungeontable.games.oots.bots import HeuristicBot
from dungeontable.games.oots.options import Options


@pytest.mark.parametrize(("seats", "seed"), [(4, 0), (4, 1), (2, 2), (6, 3)])
def test_heuristic_bots_kill_the_lich_and_finish(seats: int, seed: int) -> None:
    state = GAME.setup(Options(turn_limit=0), seats, seed)
    bot = HeuristicBot(GAME)
    rng = Rng.from_seed(seed)
    for _ in range(40_000):
        decision = GAME.decision(state)
        if decision is None:
            break
        legal = GAME.legal_actions(state)
        action, rng = bot.choose(GAME.view(state, decision.seat), legal, rng)
        assert action in legal
        state = GAME.apply(state, action).state
    assert state.result is not None, "the game did not end"
    assert state.lich_killer is not None  # ended by killing Xykon, not by a cap
    killer = state.players[state.lich_killer]
    assert killer.killed_xykon and killer.lich == "xykon_the_lich"
    assert len(state.exits) >= seats - 1


def test_bot_levels_are_offered() -> None:
    from dungeontable.bots import make

    assert make("heuristic", "oots").level == "heuristic"

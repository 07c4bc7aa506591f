"""Seeded Red Dragon Inn games for the mechanic tests: every step, so a test checks its
mechanic's invariants after each one."""

from __future__ import annotations

from collections.abc import Iterator

from dungeontable.core import Rng, Transition
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots import HeuristicBot
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.state import State

ENDINGS = ("last one standing", "everyone left at once: a tie")
"""How a game of the Red Dragon Inn ends by the rules."""


def seeded_steps(
    four: tuple[str, str, str, str], seeds: range = range(6), steps: int = 6000, boss: int = -1
) -> Iterator[tuple[State, Transition]]:
    """Every step of seeded games of the first three characters of ``four`` (all four when the
    seed is odd), played by heuristic bots (random ones when the seed is a multiple of 3): the
    state after the step and its transition. Each game must end by the rules (``ENDINGS``) within
    ``steps``. ``boss``: the Boss's seat of a Boss Battle (-1: none)."""
    for seed in seeds:
        chars = four[: 3 + seed % 2]
        state = GAME.setup(Options(characters=chars, boss=boss), len(chars), seed)
        rng, bot = Rng.from_seed(seed), HeuristicBot(GAME)
        for _ in range(steps):
            decision = GAME.decision(state)
            if decision is None:
                break
            legal = GAME.legal_actions(state)
            if seed % 3:
                action, rng = bot.choose(GAME.view(state, decision.seat), legal, rng)
            else:
                index, rng = rng.below(len(legal))
                action = legal[index]
            transition = GAME.apply(state, action)
            state = transition.state
            yield state, transition
        outcome = GAME.outcome(state)
        assert outcome is not None, f"seed {seed} ({', '.join(chars)}) did not end"
        assert outcome.reason in ENDINGS, outcome.reason

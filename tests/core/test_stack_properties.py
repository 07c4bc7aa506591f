"""Invariants of the response stack over random legal play (STYLE.md §12): the stack always
empties, cards are conserved, and only seats with a legal response are ever asked."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from dungeontable.core import Rng

from .toygame import GAME
from .toyrules import full_deck, responses
from .toyvalues import ToyOptions, ToyState


def cards_in_play(state: ToyState) -> Counter[str]:
    stacked = [item.payload.card for item in state.stack.items]
    return Counter([*state.deck, *state.discard, *stacked, *(c for h in state.hands for c in h)])


class ZapperMachine(RuleBasedStateMachine):
    """Random legal play, one action per step; a finished game is replaced by a new one."""

    def __init__(self) -> None:
        super().__init__()
        self.state: ToyState = GAME.setup(ToyOptions(), 2, 0)

    @initialize(seed=st.integers(0, 2**32), seats=st.integers(2, 4), limit=st.integers(1, 6))
    def start(self, seed: int, seats: int, limit: int) -> None:
        self.state = GAME.setup(ToyOptions(turn_limit=limit), seats, seed)

    @precondition(lambda self: GAME.decision(self.state) is not None)
    @rule(pick=st.integers(0, 10_000))
    def play(self, pick: int) -> None:
        legal = GAME.legal_actions(self.state)
        self.state = GAME.apply(self.state, legal[pick % len(legal)]).state

    @precondition(lambda self: GAME.decision(self.state) is None)
    @rule(seed=st.integers(0, 2**32))
    def restart(self, seed: int) -> None:
        assert GAME.outcome(self.state) is not None
        self.state = GAME.setup(ToyOptions(turn_limit=3), 3, seed)

    @invariant()
    def cards_are_conserved(self) -> None:
        assert cards_in_play(self.state) == Counter(self.state.cards) == Counter(full_deck())

    @invariant()
    def stack_is_empty_whenever_no_window_is_open(self) -> None:
        decision = GAME.decision(self.state)
        if decision is None or decision.kind == "main":
            assert self.state.stack.items == () and self.state.stack.window is None

    @invariant()
    def only_seats_with_a_legal_response_are_asked(self) -> None:
        decision = GAME.decision(self.state)
        if decision is not None and decision.kind == "respond":
            assert self.state.hp[decision.seat] > 0
            assert responses(self.state, decision.seat)

    @invariant()
    def hit_points_never_go_negative(self) -> None:
        assert min(self.state.hp) >= 0


ZapperMachine.TestCase.settings = settings(max_examples=40, stateful_step_count=60, deadline=None)
TestZapperStack = ZapperMachine.TestCase


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**40), seats=st.integers(2, 4), bot=st.integers(0, 2**40))
def test_random_games_end_with_an_empty_stack(seed: int, seats: int, bot: int) -> None:
    state = GAME.setup(ToyOptions(), seats, seed)
    rng = Rng.from_seed(bot)
    for _ in range(2_000):
        if GAME.decision(state) is None:
            break
        action, rng = rng.choice(GAME.legal_actions(state))
        state = GAME.apply(state, action).state
    outcome = GAME.outcome(state)
    assert outcome is not None, "a game of Zapper did not end within 2000 actions"
    assert state.stack.items == () and state.stack.window is None
    assert outcome.winners and all(state.hp[w] == max(state.hp) for w in outcome.winners)

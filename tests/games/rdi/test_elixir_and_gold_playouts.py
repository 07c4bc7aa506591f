"""Random playouts with Elixirs in the Drink Deck, Gold-equivalents and NEGATE_ALMOST_ANY in the
decks: every game ends, no Drink card is lost or doubled (Elixirs in front count), nobody's
wealth goes negative, and a payment choice is only ever asked of a seat holding one."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.state import State

CARDS = Path(__file__).parent / "cards"
OPTS = Options(
    cards=(str(CARDS / "elixirs.toml"), str(CARDS / "playout.toml")),
    characters=("generic_brawler",) * 4,
)


def _drinks(state: State) -> Counter[str]:
    stack = [
        c
        for i in state.stack.items
        if not i.payload.copy and i.payload.kind in ("drink", "event")
        for c in i.payload.parts
    ]
    cat_front = [
        c for s in state.seats for c in s.front if c.startswith(("drink", "event", "elixir"))
    ]
    piles = [c for s in state.seats for c in s.drink_me]
    return Counter([*state.drink_deck, *state.drink_discard, *piles, *stack, *cat_front])


@pytest.mark.parametrize("seed", range(6))
def test_playouts_keep_every_card_and_end(seed: int) -> None:
    state = GAME.setup(OPTS, 4, seed)
    total = _drinks(state)
    assert total["elixir_ember"] == 1 and total["elixir_mist"] == 1
    rng = Rng.from_seed(seed)
    seen: set[str] = set()
    while GAME.decision(state) is not None:
        decision = GAME.decision(state)
        if decision.kind == "pay":
            assert state.seats[decision.seat].valuables
        legal = GAME.legal_actions(state)
        i, rng = rng.below(len(legal))
        step = GAME.apply(state, legal[i])
        state = step.state
        seen.update(e.kind() for e in step.events)
        assert _drinks(state) == total
        assert all(s.gold >= 0 for s in state.seats)
    assert state.result is not None
    assert state.debts == ()


def test_the_playouts_meet_the_new_rules() -> None:
    kinds: set[str] = set()
    decisions: set[str] = set()
    for seed in range(6):
        state, rng = GAME.setup(OPTS, 4, seed), Rng.from_seed(seed)
        while GAME.decision(state) is not None:
            decisions.add(GAME.decision(state).kind)
            legal = GAME.legal_actions(state)
            i, rng = rng.below(len(legal))
            step = GAME.apply(state, legal[i])
            state = step.state
            kinds.update(e.kind() for e in step.events)
    assert {"elixir-kept", "valuable-paid", "negated"} <= kinds
    assert "pay" in decisions

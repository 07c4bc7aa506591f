"""The OOTS search's evaluation: saved Monsters are worth a share of the trade-in they would
make (R193, R377), so a trade-in always raises the trader's standing (and a search cut short
never turns one down for want of a horizon)."""

from __future__ import annotations

from typing import Any

import pytest

from dungeontable.bots.runner import play_steps
from dungeontable.core.options import parse_options
from dungeontable.games.oots import GAME
from dungeontable.games.oots.common.queries import shticks_counted
from dungeontable.games.oots.common.table import cards, with_player
from dungeontable.games.oots.evaluate import (
    LAIR_SHTICKS,
    TRADE_SHARE,
    evaluate,
    standing,
    trade_draws,
)


def first_trade(seed: int, past_lair: bool) -> tuple[Any, int, Any]:
    """The heuristic's first Monster trade-in of a seeded 2-seat game (by a seat with the Lair's
    shtick minimum, R268, or short of it): the state, the seat and the trade."""
    for step in play_steps(GAME, parse_options(GAME.Options, {}), ["heuristic"] * 2, seed):
        seat = step.decision.seat
        done = shticks_counted(step.before, seat) >= step.before.min_shticks
        if type(step.action).__name__ == "TradeMonsters" and done == past_lair:
            return step.before, seat, step.action
    raise LookupError(seed)


def traded(state: Any, trade: Any) -> Any:
    """The state after ``trade`` and the first shtick of its pick (R194)."""
    picking = GAME.apply(state, trade).state
    assert GAME.decision(picking).kind == "pick"
    return GAME.apply(picking, GAME.legal_actions(picking)[0]).state


def test_a_trade_in_short_of_the_lair_gains_a_tenth_of_its_worth() -> None:
    # seed 5: Belkar (seat 0) holds 3 shticks of the Lair's 8 and three 1-X Monsters: one draw
    state, seat, trade = first_trade(5, past_lair=False)
    monsters = cards(state).monsters
    assert [monsters[c].x for c in state.players[seat].saved] == [1, 1, 1]
    assert (shticks_counted(state, seat), state.min_shticks, trade_draws(state, seat)) == (3, 8, 1)
    worth = 1 + LAIR_SHTICKS / 8  # a shtick's point and its eighth of the Lair minimum
    assert worth == pytest.approx(1.6625)
    assert standing(state, seat) == pytest.approx(7.48375)  # 0.9 x 1.6625 of it already
    after = traded(state, trade)
    assert (shticks_counted(after, seat), trade_draws(after, seat)) == (4, 0)
    assert standing(after, seat) == pytest.approx(7.65)  # the other 0.1 x 1.6625
    assert standing(after, seat) - standing(state, seat) == pytest.approx((1 - TRADE_SHARE) * worth)


def test_a_trade_in_past_the_lair_minimum_still_gains() -> None:
    # seed 11: Roy (seat 1) holds 8 shticks of 8 and four 1-X Monsters, 4 X: one draw (R377:
    # the odd X is lost); the trade-in buys a point, and the evaluation held 0.9 of it (a
    # saved X at 0.36 a point made it a loss of 0.08)
    state, seat, trade = first_trade(11, past_lair=True)
    monsters = cards(state).monsters
    assert [monsters[c].x for c in state.players[seat].saved] == [1, 1, 1, 1]
    assert (shticks_counted(state, seat), trade_draws(state, seat)) == (8, 1)
    assert standing(state, seat) == pytest.approx(20.2)
    after = traded(state, trade)
    assert (shticks_counted(after, seat), trade_draws(after, seat)) == (9, 0)
    assert standing(after, seat) == pytest.approx(20.3)
    assert evaluate(after)[seat] > evaluate(state)[seat]


def test_saved_monsters_are_worth_nothing_without_a_shtick_deck() -> None:
    state, seat, _ = first_trade(11, past_lair=True)
    empty = with_player(state, seat, deck=())  # A22: no trade-in from an empty deck
    assert trade_draws(empty, seat) == 0
    assert standing(empty, seat) == pytest.approx(20.2 - TRADE_SHARE)
    # and no more draws than the deck holds, 3 cards a draw (R194)
    rich = with_player(state, seat, saved=state.players[seat].saved * 3)  # 12 X: 4 draws
    assert trade_draws(rich, seat) == 4
    short = with_player(rich, seat, deck=state.players[seat].deck[:4])
    assert trade_draws(short, seat) == 2

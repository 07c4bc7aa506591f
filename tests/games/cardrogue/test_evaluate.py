"""The position estimate search bots cut their rollouts with (``evaluate.py``; R090, R162,
R166, R171, R260, R262-R265, R270-R275): progress toward a win counts, not only VP."""

from __future__ import annotations

from typing import Any

import pytest

from dungeontable.bots import make
from dungeontable.bots.runner import play_steps
from dungeontable.core import Rng
from dungeontable.core.evaluate import shares
from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.catalog import load_catalog
from dungeontable.games.cardrogue.common.board import unpack
from dungeontable.games.cardrogue.evaluate import (
    ATTACK_WEIGHT,
    CLAIM_WEIGHT,
    FIGHT_WEIGHT,
    GOLD_WEIGHT,
    GOLEM_SEEN,
    HEALTH_WEIGHT,
    POTION_VP,
    TEMPERATURE,
    UNDECIDED,
    decided,
    evaluate,
    standing,
    survey,
    time_left,
)
from dungeontable.games.cardrogue.options import Options
from dungeontable.games.cardrogue.state import State

from .conftest import build, hidden, player, tile

EXPLORE = ("cave_bat",) * 10


def _two(p0: dict[str, Any], p1: dict[str, Any], *cells: dict[str, Any], **setup: Any) -> State:
    return build(
        {
            "players": [p0, p1],
            "cells": [tile(0, 0), tile(9, 9), *cells],
            "explore": list(setup.pop("explore", EXPLORE)),
            **setup,
        },
        seats=2,
    )


def test_an_equipped_sword_is_worth_its_attack_and_its_gold() -> None:
    # R171: the Sword (+1 to attack roll, gold 4) works while equipped; both Warriors at 10.
    bare = _two(player(0, 0, "warrior", health=10), player(9, 9, "warrior", health=10))
    armed = _two(
        player(0, 0, "warrior", health=10, equipment={"primary": "sword"}),
        player(9, 9, "warrior", health=10),
    )
    assert standing(bare, 0) == pytest.approx(10 * HEALTH_WEIGHT)
    assert standing(armed, 0) == pytest.approx(10 * HEALTH_WEIGHT + ATTACK_WEIGHT + 4 * GOLD_WEIGHT)
    assert evaluate(bare) == pytest.approx((decided(bare) / 2,) * 2)
    before, after = evaluate(bare), evaluate(armed)
    assert before is not None and after is not None
    assert after[0] > before[0] and after[1] < before[1]  # the old estimate saw no difference


def test_explored_cards_make_the_win_more_likely_for_everyone() -> None:
    # R275: only exploring (and the Golem's fall) leads to a winner; the deck is 77 cards.
    deck = len(EXPLORE)
    fresh = _two(player(0, 0), player(9, 9), hidden(0, 1, "cave_bat"), explore=EXPLORE)
    flipped = _two(player(0, 0), player(9, 9), tile(5, 5), explore=EXPLORE)
    total = 77
    half = (1 - UNDECIDED) / 2  # the exploration's half of what is not yet decided
    assert decided(fresh) == pytest.approx(UNDECIDED + half * (1 - (deck + 1) / total))
    assert decided(flipped) == pytest.approx(UNDECIDED + half * (1 - deck / total))
    low, high = evaluate(fresh), evaluate(flipped)
    assert low is not None and high is not None
    assert high[0] > low[0] and high[1] > low[1]
    assert sum(low) < sum(high) < 1.0


def test_the_undecided_share_runs_out_with_the_rounds_left() -> None:
    # R275: the turn cap (100 rounds, 200 turns at 2 seats) ends the game with no winner, so
    # the undecided part of a win shrinks with the turns left; 11 of the 77 cards hidden: 6/7
    # explored, 3/7 of the whole from exploring.
    def at(turns: int) -> State:
        return _two(player(0, 0), player(9, 9), hidden(0, 1, "cave_bat"), turns=turns)

    assert [time_left(at(t)) for t in (1, 101, 200, 201)] == [1.0, 0.5, 1 / 200, 0.0]
    assert decided(at(1)) == pytest.approx(0.5 + 0.5 * 3 / 7)  # 5/7
    assert decided(at(101)) == pytest.approx(0.25 + 0.75 * 3 / 7)  # 4/7
    assert decided(at(201)) == pytest.approx(3 / 7)  # only what was explored
    early, late = evaluate(at(1)), evaluate(at(101))
    assert early == pytest.approx((5 / 14, 5 / 14)) and late == pytest.approx((2 / 7, 2 / 7))
    # the end rush is the whole win however late (R270-R272)
    rush = _two(player(0, 0), player(9, 9), tile(0, 2, "start"), end_rush=True, turns=200)
    assert decided(rush) == 1.0


def test_the_end_rush_is_the_whole_win_and_nearness_to_a_starting_tile_counts() -> None:
    # R270-R272: in the end rush the first one onto a starting tile scores 1 VP and ends it;
    # the starting tile at (0, 2) is 2 steps from seat 0 and 16 from seat 1.
    calm = _two(player(0, 0), player(9, 9), tile(0, 2, "start"))
    rush = _two(player(0, 0), player(9, 9), tile(0, 2, "start"), end_rush=True)
    assert decided(calm) < 1.0 and decided(rush) == 1.0
    assert standing(rush, 0) - standing(calm, 0) == pytest.approx(1 / 3)
    assert standing(rush, 1) - standing(calm, 1) == pytest.approx(1 / 17)
    values = evaluate(rush)
    assert values is not None and sum(values) == pytest.approx(1.0) and values[0] > values[1]


def test_a_boss_half_slain_counts_for_its_target() -> None:
    # R262-R264: the Golem's 2 VP go to whoever finishes it; 6 of its 12 Health taken.
    whole = _two(player(0, 0), player(9, 9), tile(1, 0, "golem", queue=[0]))
    half = _two(player(0, 0), player(9, 9), tile(1, 0, "golem", queue=[0], health=6))
    gain = standing(half, 0) - standing(whole, 0)
    assert gain == pytest.approx(FIGHT_WEIGHT * 2 * 0.5)
    # R270: the Golem's fall decides the game: seen, a quarter of its half; half slain, more
    golem = (1 - UNDECIDED) / 2
    assert decided(half) - decided(whole) == pytest.approx(golem * (1 - GOLEM_SEEN) * 0.5)
    assert standing(half, 1) == pytest.approx(standing(whole, 1))
    # an enemy on the map is the nearer seat's to take: 1 step from seat 0, 17 from seat 1
    assert standing(whole, 0) - standing(whole, 1) == pytest.approx(
        CLAIM_WEIGHT * 2 * (1 / 2 - 1 / 18)
    )


def test_estimates_are_shares_of_a_win_over_a_played_game() -> None:
    # Every estimate of a seeded two-seat heuristic game: each seat's in [0, 1], summing to at
    # most 1; solo play has none.
    state = GAME.setup(GAME.Options(), 2, 3)
    bots = [make("heuristic", "cardrogue"), make("heuristic", "cardrogue")]
    rng = Rng.from_seed(3)
    seen = 0
    while (decision := GAME.decision(state)) is not None and seen < 400:
        values = evaluate(state)
        assert values is not None and len(values) == 2
        assert all(0.0 <= v <= 1.0 for v in values) and sum(values) <= 1.0 + 1e-9
        legal = tuple(GAME.legal_actions(state))
        action, rng = bots[decision.seat].choose(GAME.view(state, decision.seat), legal, rng)
        state = GAME.apply(state, action).state
        seen += 1
    assert seen == 400
    assert evaluate(GAME.setup(GAME.Options(), 1, 3)) is None


def test_a_seat_that_quit_gets_nothing() -> None:
    # R290: he quit for good.
    state = _two(player(0, 0), {"gone": True})
    values = evaluate(state)
    assert values is not None and values[1] == 0.0 and values[0] == pytest.approx(decided(state))


def test_one_survey_of_the_map_gives_what_each_seat_would_find_alone() -> None:
    # evaluate looks over the map once (survey: potions lying face-up, R054, and face-down
    # cards) for every seat's standing and for decided; each must be the very float it is
    # without the survey, at every step of seeded random 4-seat games.
    met = 0
    for seed in range(3):
        for step in play_steps(GAME, Options(), ["random"] * 4, seed, turn_cap=1200):
            state = step.before
            catalog = load_catalog(state.options.cards)
            lying = [
                (x, y, POTION_VP + GOLD_WEIGHT * (catalog[cell.card].gold or 0))
                for (x, y), cell in ((unpack(pos), cell) for pos, cell in state.cells.items())
                if cell.up and catalog[cell.card].kind == "potion"
            ]
            potions, face_down = survey(state)
            assert potions == lying
            assert face_down == sum(not cell.up for cell in state.cells.values())
            met += bool(potions)
            whole = decided(state)
            assert decided(state, face_down) == whole
            found = evaluate(state)
            assert found is not None
            standings = [standing(state, seat) for seat in range(4)]
            assert [standing(state, seat, potions) for seat in range(4)] == standings
            split = shares(standings, TEMPERATURE, [not p.gone for p in state.players])
            assert found == tuple(whole * s for s in split)
    assert met > 100

"""Balance of the house numbers (DESIGN.md "Balance"): average heuristic bots, 3 seats, the
committed physics-fitted skill tables; the exact win counts of fixed seeds land in the target bands
(Easy 30-40 %, Normal 15-25 %, Insane <= 10 %)."""

from __future__ import annotations

import pytest

from dungeontable.games.dungeonfighter.bench import heuristic_games

GAMES = 300


@pytest.mark.slow
@pytest.mark.parametrize(
    ("difficulty", "wins", "low", "high"),
    [("easy", 95, 90, 120), ("normal", 48, 45, 75), ("insane", 29, 0, 30)],
)
def test_average_bots_win_within_the_target_band(
    difficulty: str, wins: int, low: int, high: int
) -> None:
    rate = heuristic_games("average", GAMES, 3, difficulty, 1000)[2]
    assert round(rate * GAMES) == wins
    assert low <= wins <= high

"""Wilson intervals against published values; tallies of hand-made rows."""

from __future__ import annotations

import pytest

from dungeontable import games
from dungeontable.report import Rate, run_stats, wilson
from dungeontable.storage import GameRow, SimRun

RUN = SimRun(1, "r", "g", {}, "0" * 16, ("greedy", "random"), True, 100, "0.1.0")


def row(seed: int, seating: tuple[str, ...], winners: tuple[int, ...], **more: object) -> GameRow:
    fields: dict = dict(scores=(1.0, 2.0), turns=10, steps=12, reason="target", duration=0.1,
                        first_seat=seed % 2)  # fmt: skip
    fields.update(more)
    return GameRow(seed=seed, seating=seating, winners=winners, **fields)


@pytest.mark.parametrize(
    ("wins", "trials", "low", "high"),
    [
        (5, 10, 0.2366, 0.7634),  # Newcombe (1998), also Wilson's worked example
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (81, 263, 0.2553, 0.3662),  # Newcombe (1998) table I example: 81/263
    ],
)
def test_wilson_matches_published_intervals(
    wins: int, trials: int, low: float, high: float
) -> None:
    got = wilson(wins, trials)
    assert got == pytest.approx((low, high), abs=5e-5)


def test_wilson_of_nothing_is_the_whole_range() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    assert Rate("x", 0, 0).rate == 0.0


def test_tallies() -> None:
    rows = [
        row(0, ("greedy", "random"), (0,), scores=(12.0, 3.0), characters=("rogue", "cleric")),
        row(1, ("random", "greedy"), (1,), scores=(4.0, 12.0), characters=("cleric", "rogue")),
        row(2, ("greedy", "random"), (0, 1), scores=(9.0, 9.0), turns=None),
        row(3, ("random", "greedy"), (), reason="turn_cap", steps=40),
        row(4, ("greedy", "random"), (), reason="error", error="boom", first_seat=None),
    ]
    stats = run_stats(RUN, rows)
    assert (stats.games, stats.failed, stats.decided) == (5, 1, 3)
    assert stats.by_bot.rates() == (Rate("greedy", 3, 5), Rate("random", 1, 5))
    assert stats.seat_rates == (Rate("seat 1", 2, 5), Rate("seat 2", 2, 5))
    # first seats: 0, 1, 0, 1 (row 4 has none); winners (0,), (1,), (0, 1), ()
    assert stats.first_rates == (Rate("first to act", 3, 4), Rate("the others", 1, 4))
    assert stats.by_character.rates() == (Rate("cleric", 0, 2), Rate("rogue", 2, 2))
    assert dict(stats.reasons) == {"target": 3, "turn_cap": 1, "error": 1}
    assert stats.steps == [12, 12, 12, 40, 12]
    assert stats.turns == [10, 10, 10, 10]
    assert stats.mean_steps == 17.6 and stats.mean_turns == 10.0
    assert stats.scores == {"greedy": [12.0, 12.0, 9.0, 2.0], "random": [3.0, 4.0, 9.0, 1.0]}
    assert stats.fair_share == pytest.approx(3 / 10)


@pytest.mark.parametrize("trials", [1, 3, 6, 7, 10, 12, 99, 2000])
def test_wilson_bounds_always_hold_the_rate(trials: int) -> None:
    """At 0 and 100% the exact bound equals the rate; a rounding hair past it made report
    figures crash on negative error bars."""
    for wins in (0, trials // 3, trials):
        low, high = wilson(wins, trials)
        assert 0.0 <= low <= wins / trials <= high <= 1.0
    assert wilson(0, trials)[0] == 0.0
    assert wilson(trials, trials)[1] == 1.0


def test_endings_are_counted_apart_from_winners() -> None:
    from dungeontable.report.text import endings_sentence

    rows = [
        row(0, ("greedy", "random"), (0,)),
        row(1, ("random", "greedy"), (), reason="turn_cap", steps=40),
        row(2, ("greedy", "random"), (), reason="everyone forfeits"),
        row(3, ("greedy", "random"), (), reason="error", error="boom"),
    ]
    stats = run_stats(RUN, rows)
    assert (stats.by_rules, stats.capped, stats.failed, stats.decided) == (2, 1, 1, 1)
    assert endings_sentence(stats) == (
        "2 games of 4 ended by the rules (1 with a winner), 1 stopped at the turn cap and "
        "1 failed with an error. In the win rates below a stopped or failed game is a loss for "
        "every seat."
    )
    assert endings_sentence(run_stats(RUN, rows[:1])) == (
        "1 game of 1 ended by the rules (1 with a winner), 0 stopped at the turn cap and "
        "0 failed with an error."
    )


def test_character_rows_name_the_characters_of_the_games_roster() -> None:
    """People read names: a run of a game with a roster reports "Fiona the Volatile", not its id;
    an id the roster does not know (an owner's pack) stays as it is."""
    run = SimRun(1, "r", "rdi", {}, "0" * 16, ("greedy", "random"), True, 100, "0.1.0")
    rows = [row(0, ("greedy", "random"), (0,), characters=("fiona", "mystery_pack"))]
    stats = run_stats(run, rows)
    names = [rate.label for rate in stats.by_character.rates()]
    assert "mystery_pack" in names
    fiona = games.get("rdi").roster.entries  # type: ignore[union-attr]
    assert next(e.name for e in fiona if e.id == "fiona") in names
    assert "fiona" not in names


def test_a_game_this_installation_does_not_know_keeps_its_ids() -> None:
    rows = [row(0, ("greedy", "random"), (1,), characters=("rogue", "cleric"))]
    assert [r.label for r in run_stats(RUN, rows).by_character.rates()] == ["cleric", "rogue"]

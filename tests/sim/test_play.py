"""One seed to one row: the runner's outcome, public facts, the step cap, captured failures."""

from __future__ import annotations

import pytest

from dungeontable import games
from dungeontable.bots import play_game
from dungeontable.sim import play_batch, play_seed
from dungeontable.sim.play import Played, play_through
from dungeontable.sim.spec import RunSpec, make_spec

pytestmark = pytest.mark.usefixtures("registered")


def test_rows_agree_with_the_bots_runner() -> None:
    spec = make_spec("gemgrab-sim", None, ["greedy", "random", "random"], rotate=True)
    game = games.get("gemgrab-sim")
    options = spec.options_for(game)
    for seed in range(12):
        row = play_seed(game, options, spec, seed)
        outcome, steps = play_game(game, options, list(spec.seating(seed)), seed)
        assert row.seed == seed
        assert row.seating == spec.seating(seed)
        assert (row.winners, row.scores, row.reason, row.steps) == (
            outcome.winners,
            outcome.scores,
            outcome.reason,
            steps,
        )
        assert row.turns == steps  # Gem Grab: one decision per turn, counter in the view
        assert row.first_seat == 0  # G1: seat 0 moves first
        assert row.characters is None and row.error is None
        assert row.duration > 0


def test_the_step_cap_is_an_outcome_not_a_hang() -> None:
    spec = make_spec("gemgrab-sim", None, ["random", "random"], max_steps=5)
    (row,) = play_batch(spec, [7])
    assert (row.reason, row.steps, row.winners, row.scores, row.turns) == (
        "turn_cap",
        5,
        (),
        (0.0, 0.0),
        5,
    )


def test_a_game_that_raises_becomes_a_row_with_its_traceback() -> None:
    spec = make_spec("gemgrab-crashy", None, ["random", "random"])
    rows = play_batch(spec, range(10))
    failed = [row for row in rows if row.error is not None]
    assert [row.seed for row in failed] == [7, 8]
    for row in failed:
        assert (row.reason, row.winners, row.scores, row.turns, row.steps) == (
            "error",
            (),
            (0.0, 0.0),
            None,
            6,
        )
        assert row.error.startswith("Traceback (most recent call last):")
        assert row.error.strip().endswith("CrashError: seat 0 has no point at turn 6")
    assert all(row.reason in ("target", "turn_cap") for row in rows if row.error is None)


def test_play_through_keeps_progress_when_the_game_raises() -> None:
    game = games.get("gemgrab-crashy")
    played = Played()
    spec = RunSpec("gemgrab-crashy", {}, ("random", "random"))
    with pytest.raises(RuntimeError, match="no point at turn 6"):
        play_through(game, spec.options_for(game), spec.seating(7), 7, 100, played)
    assert (played.steps, played.first_seat, played.outcome) == (6, 0, None)
    assert played.state.turns == 6

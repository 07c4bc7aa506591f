"""One seed to one row: the runner's outcome, public facts, the step cap, captured failures."""

from __future__ import annotations

import pytest

from dungeontable import games
from dungeontable.bots import play_game, play_steps
from dungeontable.bots.runner import GameRecord
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


def reference_row(game_name: str, spec: RunSpec, seed: int) -> tuple[object, ...]:
    """(winners, scores, reason, steps, first_seat) from the step-by-step loop ``play_steps``,
    which the simulator used before it ran ``play_game`` with a ``GameRecord`` (session 4)."""
    game = games.get(game_name)
    options = spec.options_for(game)
    steps, first, state = 0, None, None
    try:
        for step in play_steps(game, options, list(spec.seating(seed)), seed, spec.max_steps):
            first = step.decision.seat if first is None else first
            steps, state = step.index + 1, step.after
    except RuntimeError:
        return ((), (0.0,) * spec.seats, "error", steps, first)
    if state is None or game.decision(state) is not None:
        return ((), (0.0,) * spec.seats, "turn_cap", steps, first)
    outcome = game.outcome(state)
    assert outcome is not None
    return (tuple(outcome.winners), tuple(outcome.scores), outcome.reason, steps, first)


@pytest.mark.parametrize(
    ("name", "bots", "max_steps"),
    [
        ("gemgrab-sim", ("greedy", "random", "random"), 100_000),
        ("gemgrab-sim", ("random", "random"), 4),
        ("gemgrab-crashy", ("random", "random"), 100_000),
    ],
)
def test_rows_equal_the_step_by_step_loop(name: str, bots: tuple[str, ...], max_steps: int) -> None:
    spec = make_spec(name, None, list(bots), rotate=True, max_steps=max_steps)
    rows = play_batch(spec, range(40))
    got = [(r.winners, r.scores, r.reason, r.steps, r.first_seat) for r in rows]
    assert got == [reference_row(name, spec, seed) for seed in range(40)]
    assert {row.reason for row in rows} >= ({"error"} if name == "gemgrab-crashy" else {"turn_cap"})


def test_play_game_fills_its_record_also_when_the_game_raises() -> None:
    game = games.get("gemgrab-crashy")
    record = GameRecord()
    with pytest.raises(RuntimeError, match="no point at turn 6"):
        play_game(game, game.Options(), ["random", "random"], 7, record=record)
    assert (record.steps, record.state.turns, record.start.turns) == (6, 6, 0)
    finished = GameRecord()
    outcome, steps = play_game(game, game.Options(), ["random", "random"], 3, record=finished)
    assert (finished.steps, finished.state.turns) == (steps, steps)
    assert game.outcome(finished.state) == outcome


def test_first_choice_is_the_first_decision_of_its_kind_with_a_choice() -> None:
    from dungeontable.bots import first_choice
    from dungeontable.core import parse_options

    game = games.get("oots")
    options = parse_options(game.Options, {})
    steps = list(play_steps(game, options, ["heuristic"] * 2, 1, 80))
    wanted = next(
        s for s in steps if s.index >= 20 and s.decision.kind == "start" and len(s.legal) > 1
    )
    found = first_choice(game, ["heuristic"] * 2, 1, "start", 20)
    assert (found.index, found.action, found.before) == (wanted.index, wanted.action, wanted.before)
    assert found.index >= 20 and len(found.legal) > 1
    with pytest.raises(LookupError, match="no 'no-such-kind' decision with a choice after step 0"):
        first_choice(game, ["random"] * 2, 1, "no-such-kind")

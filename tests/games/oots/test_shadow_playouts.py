"""Me and My Shadow in whole games: conformance-style playouts, bots, views (R306-R307)."""

from __future__ import annotations

import sys
from pathlib import Path

import msgspec
import pytest

from dungeontable.bots import play_steps
from dungeontable.core import Rng, derive_seed
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import AskHelp, PickShadow
from dungeontable.games.oots.options import Options

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.leaks import check_no_leaks  # noqa: E402


def enc(value: object) -> bytes:
    return msgspec.json.encode(msgspec.to_builtins(value, str_keys=True), order="deterministic")


SHADOW = Options(me_and_my_shadow=True)
CAP = 5_000
"""Steps a random game may take: its 60-round timed game (A51) ends it first (seed 1: 3,081)."""


def _playout(seats: int, seed: int, bots: str) -> tuple[int, bool, int]:
    """Steps, whether the game ended, and how many shadow help offers were made."""
    state = GAME.setup(SHADOW, seats, seed)
    shadow_offers = 0
    steps = 0
    for step in play_steps(GAME, SHADOW, [bots] * seats, seed, CAP):
        assert step.legal and step.action in step.legal
        for action in step.legal:
            assert GAME.actions.parse(action.to_text()) == action
        for event in step.events:
            assert GAME.events.from_json(event.to_json()) == event
        a = step.action
        if isinstance(a, AskHelp) and a.helper < 0 and step.before.shadowing[-1 - a.helper] >= 0:
            shadow_offers += 1
        state, steps = step.after, step.index + 1
    assert len(state.shadowing) == 6 - seats and sorted(s for s in state.shadowing if s >= 0) == (
        list(range(seats))
    )
    ended = GAME.decision(state) is None
    if ended:
        outcome = GAME.outcome(state)
        assert outcome is not None and len(outcome.scores) == seats
    return steps, ended, shadow_offers


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_200_random_shadow_games_finish_or_hit_the_cap_without_errors() -> None:
    ended = offers = 0
    for seed in range(200):
        _, done, n = _playout(2 + seed % 2, seed, "random")
        ended += done
        offers += n
    assert ended >= 190  # the 60-round timed game (A51) ends random games
    assert offers > 0  # shadows really are paid for help in these games


def test_random_shadow_games_quick_sample() -> None:
    results = [_playout(2 + seed % 2, seed, "random") for seed in range(6)]
    assert all(done for _, done, _ in results)


def test_heuristic_bots_play_shadow_games_to_the_end() -> None:
    results = [_playout(seats, seed, "heuristic") for seats, seed in ((2, 1), (3, 2), (3, 3))]
    assert all(done for _, done, _ in results)


def test_shadow_picks_and_help_offers_do_not_depend_on_hidden_cards() -> None:
    """Leak check on shadow positions: determinized copies keep the decision and legal actions."""
    checked = 0
    for seed in (4, 5):
        for step in play_steps(GAME, SHADOW, ["random"] * 3, seed, 400):
            state = step.before
            if not isinstance(step.action, PickShadow | AskHelp):
                continue
            seat = step.decision.seat
            view = GAME.view(state, seat)
            for n in range(2):
                copy = GAME.determinize(view, seat, Rng.from_seed(derive_seed("s", seed, n)))
                assert enc(GAME.view(copy, seat)) == enc(view)
                assert GAME.legal_actions(copy) == GAME.legal_actions(state)
                checked += 1
    assert checked > 0


@pytest.mark.parametrize("seats", [2, 3])
def test_the_kit_leak_check_passes_with_shadows(seats: int) -> None:
    """The conformance kit's ``check_no_leaks`` on sampled positions of shadow games."""
    states = [GAME.setup(SHADOW, seats, 31)]
    for step in play_steps(GAME, SHADOW, ["random"] * seats, 31 + seats, 240):
        if step.index % 6 == 0 or step.after.phase == "pick-shadow":
            states.append(step.after)
    assert any(s.phase == "pick-shadow" for s in states)
    assert any(min(s.shadowing, default=-1) >= 0 or seats == 2 for s in states[-3:])
    stats = check_no_leaks(GAME, states, seats)
    assert stats.differing_determinizations > 0 and stats.event_comparisons > 0

"""The kit's checks can fail: each deliberately broken fixture variant trips the check for its
defect (so a passing conformance run means something)."""

from __future__ import annotations

import pytest

from dungeontable.bots.transcript import transcript

from .broken_games import BROKEN
from .checks import (
    check_cross_process,
    check_illegal_rejected,
    check_legal_actions_apply,
    check_playout,
    foreign_actions,
    sample_states,
)
from .fixture_game import GAME
from .leaks import check_no_leaks
from .test_golden import golden_mismatch


def leak_states(name: str) -> list[object]:
    game = BROKEN[name]
    return [s for seed in (21, 22, 23) for s in sample_states(game, 2, seed, every=1, limit=12)]


def test_fixture_passes_the_leak_checks_it_is_compared_with() -> None:
    stats = check_no_leaks(GAME, sample_states(GAME, 2, seed=21, every=2, limit=10), 2)
    assert stats.differing_determinizations > 0
    assert stats.event_comparisons > 0
    assert stats.others_resampled > 0


def test_a_view_showing_other_hands_is_caught() -> None:
    game = BROKEN["gemgrab-leaky-view"]
    with pytest.raises(AssertionError, match="view changed when only data hidden"):
        check_no_leaks(game, leak_states(game.name), 2)


def test_a_spectator_view_with_a_hand_is_caught() -> None:
    game = BROKEN["gemgrab-spectator-leak"]
    with pytest.raises(AssertionError, match="spectator view changed"):
        check_no_leaks(game, leak_states(game.name), 2)


def test_a_redacted_event_naming_the_card_is_caught() -> None:
    game = BROKEN["gemgrab-leaky-event"]
    with pytest.raises(AssertionError, match="an event leaks hidden data"):
        check_no_leaks(game, leak_states(game.name), 2)


def test_a_determinize_that_copies_hidden_data_is_caught() -> None:
    game = BROKEN["gemgrab-peeking"]
    stats = check_no_leaks(game, leak_states(game.name), 2)
    assert stats.others_resampled == 0
    assert stats.differing_determinizations > 0  # the deck order still varies


def test_hash_dependent_setup_is_caught_across_processes() -> None:
    with pytest.raises(AssertionError, match="PYTHONHASHSEED"):
        check_cross_process(BROKEN["gemgrab-hash-order"], 2, seed=11)


def test_applying_an_illegal_action_is_caught() -> None:
    game = BROKEN["gemgrab-lax"]
    foreign = foreign_actions(game, 2, seeds=(101, 102))
    with pytest.raises(AssertionError, match="was applied but is not legal"):
        check_illegal_rejected(game, sample_states(game, 2, seed=7, every=2, limit=10), foreign)


def test_refusing_an_offered_action_is_caught() -> None:
    game = BROKEN["gemgrab-strict"]
    with pytest.raises(AssertionError, match="roll is offered as legal but refused"):
        check_legal_actions_apply(game, sample_states(GAME, 2, seed=7, every=1, limit=3))


def test_a_game_without_an_end_is_caught() -> None:
    with pytest.raises(AssertionError, match="still going after 500 steps"):
        check_playout(BROKEN["gemgrab-endless"], 2, seed=1, cap=500)


def test_a_changed_transcript_line_is_reported_with_its_number() -> None:
    lines = list(transcript(GAME))
    changed = [*lines[:5], lines[5] + "!", *lines[6:]]
    assert golden_mismatch("g.txt", lines, lines) is None
    message = golden_mismatch("g.txt", changed, lines)
    assert message is not None and message.startswith("g.txt line 6 differs")
    assert golden_mismatch("g.txt", lines[:-1], lines) == (
        f"g.txt: {len(lines) - 1} lines stored, {len(lines)} generated; "
        "regenerate with: .venv/bin/python scripts/golden.py --update (then review the diff)"
    )

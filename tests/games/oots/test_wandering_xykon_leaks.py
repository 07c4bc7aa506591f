"""Wandering Xykon in whole games: face-down rooms and his token through the conformance kit's
leak check (R318, R322: a face-down room is hidden from every seat until turned over)."""

from __future__ import annotations

import sys
from pathlib import Path

from dungeontable.bots import play_steps
from dungeontable.games.oots import GAME
from dungeontable.games.oots.options import Options

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.leaks import check_no_leaks  # noqa: E402

WX = Options(expansion="shortening", wandering_xykon=True, new_battle_cards=True, round_cap=60)


def test_the_kit_leak_check_passes_with_wandering_xykon() -> None:
    """Sampled positions of a heuristic 3-seat game: every seat's view and events tell nothing
    of the face-down rooms, and determinize deals them again consistently."""
    states = [GAME.setup(WX, 3, 41)]
    for step in play_steps(GAME, WX, ["heuristic"] * 3, 41, 2_500):
        if step.index % 60 == 0:
            states.append(step.after)
    hidden = [s for s in states if any(r.face_down for f in s.floors for r in f.rooms)]
    assert len(hidden) >= 5
    assert any(s.wandering is not None and s.wandering.place is not None for s in states)
    stats = check_no_leaks(GAME, states, 3)
    assert stats.differing_determinizations > 0 and stats.event_comparisons > 0

"""Golden playthroughs: a seeded random-bot transcript per game, compared line by line.

Regenerate after an intended change with ``scripts/golden.py --update`` (``make golden``) and
review the diff. A game under test without a golden file fails.
"""

from __future__ import annotations

import pytest

from dungeontable.bots.transcript import transcript
from dungeontable.core import Game

from .kit import golden_names, golden_path

HINT = "regenerate with: .venv/bin/python scripts/golden.py --update (then review the diff)"


def golden_mismatch(name: str, expected: list[str], actual: list[str]) -> str | None:
    """The first difference between stored and generated transcripts, or ``None``."""
    for number, (want, got) in enumerate(zip(expected, actual, strict=False), start=1):
        if got != want:
            return f"{name} line {number} differs:\n want: {want}\n  got: {got}\n{HINT}"
    if len(actual) != len(expected):
        return f"{name}: {len(expected)} lines stored, {len(actual)} generated; {HINT}"
    return None


@pytest.mark.timeout(240)
def test_golden_playthrough(game: Game) -> None:
    if game.name not in golden_names():
        pytest.skip(f"{game.name} is a plugin game: its golden transcript is its own package's")
    path = golden_path(game.name)
    assert path.exists(), f"{game.name} has no golden transcript {path}; {HINT}"
    expected = path.read_text(encoding="utf-8").splitlines()
    mismatch = golden_mismatch(path.name, expected, list(transcript(game)))
    assert mismatch is None, mismatch

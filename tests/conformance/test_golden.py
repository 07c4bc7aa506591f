"""Golden playthroughs: a seeded random-bot transcript per game, compared line by line.

Regenerate after an intended change with ``scripts/golden.py --update`` (``make golden``) and
review the diff. A game under test without a golden file fails.
"""

from __future__ import annotations

import pytest

from dungeontable.bots.transcript import golden_transcript
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
    mismatch = golden_mismatch(path.name, expected, list(golden_transcript(game)))
    assert mismatch is None, mismatch


def test_goldens_are_capped_and_name_only_changed_options() -> None:
    """A golden stays small enough to review: its steps are capped (the digests pin the whole
    game) and its options line lists only options that differ from the defaults."""
    from dungeontable.bots.transcript import GOLDEN_LINES

    for name in golden_names():
        lines = golden_path(name).read_text(encoding="utf-8").splitlines()
        steps = [ln for ln in lines if ln.startswith(("== step", "-- step", "   seen by", "  "))]
        end = lines.index("== end")
        assert len(lines[2:end]) <= GOLDEN_LINES + 1, name
        assert len(steps) <= GOLDEN_LINES + 200, name
        assert golden_path(name).stat().st_size <= 128 * 1024, name
        assert lines[1] == "# options {}", f"{name} records default options: {lines[1][:80]}"


def test_a_capped_transcript_still_plays_to_the_end() -> None:
    from dungeontable.bots.transcript import golden_transcript, transcript

    from .kit import resolve

    game = resolve("gemgrab")
    full = list(transcript(game))
    capped = list(transcript(game, detail=2, max_lines=10, all_options=False))
    assert capped[1] == "# options {}"
    assert capped[-2:] == full[-2:]  # the same outcome and step count
    assert any(line.startswith("... ") and "more steps played" in line for line in capped)
    assert list(golden_transcript(game)) == golden_path("gemgrab").read_text().splitlines()

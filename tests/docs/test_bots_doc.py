"""docs/bots.md shows the packaged ladder ratings (bots/ratings.json) exactly, with the command
that measured each game's."""

from __future__ import annotations

from pathlib import Path

from dungeontable.bots.ratings import read

DOC = Path(__file__).resolve().parents[2] / "docs" / "bots.md"


def test_every_packaged_rating_is_in_the_doc_with_its_command() -> None:
    text = DOC.read_text(encoding="utf-8")
    ratings = read()
    assert ratings  # the package ships ratings
    for game, entry in ratings.items():
        assert f"`{entry.ladder}`" in text, game
        for level, rated in entry.levels.items():
            row = (
                f"| {level} | {rated.rating:.1f} | {rated.low:.1f} to {rated.high:.1f} | "
                f"{rated.games:,} | {rated.win_rate:.1%} |"
            )
            assert row in text, f"{game}: {row}"

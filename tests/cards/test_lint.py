"""``lint_paths``: the card problems in a user's files, returned (never raised)."""

from __future__ import annotations

from pathlib import Path

from dungeontable.cards import CardIssue, lint_paths

from .sample import EFFECTS, SampleCard
from .test_loader import GOBLIN_TOML, write


def test_a_clean_set_has_no_issues(tmp_path: Path) -> None:
    assert lint_paths([write(tmp_path, "a.toml", GOBLIN_TOML)], SampleCard, EFFECTS) == []
    assert lint_paths(str(tmp_path), SampleCard, EFFECTS) == []


def test_every_issue_is_returned(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "mine.yaml",
        "cards:\n"
        "  - {id: a, name: A, source: house, kind: loot, effects: [{op: heal}]}\n"
        "  - {id: a, name: A2, source: rulebook, kind: loot}\n",
    )
    assert lint_paths(path, SampleCard, EFFECTS) == [
        CardIssue(str(path), "a", "effects.0.amount", "Field required"),
        CardIssue(
            str(path),
            "a",
            "card",
            "Value error, a card with source='rulebook' needs ref (where the seed states it)",
        ),
        CardIssue(str(path), "a", "id", f"duplicate id (also in {path})"),
    ]


def test_missing_paths_and_broken_files_are_issues_not_exceptions(tmp_path: Path) -> None:
    broken = write(tmp_path, "b.toml", "[[card]\n")
    issues = lint_paths([tmp_path / "nope.yaml", broken], SampleCard, EFFECTS)
    assert [(Path(i.file).name, i.field) for i in issues] == [
        ("nope.yaml", "file"),
        ("b.toml", "file"),
    ]
    assert issues[0].reason == "cannot read: No such file or directory"
    assert issues[1].reason.startswith("not valid toml: ")
    empty = tmp_path / "empty"
    empty.mkdir()
    assert lint_paths(empty, SampleCard, EFFECTS) == [
        CardIssue(str(empty), None, "paths", "no card files (.toml, .yaml, .yml) found")
    ]

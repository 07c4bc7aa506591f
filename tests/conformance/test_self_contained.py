"""The repository points only inside itself: no file names the team's workspace (``shared/``),
an absolute path of a machine, or a rule map other than ``docs/rules/<game>.md``."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUTSIDE = re.compile(
    r"\.\./shared|shared/(?:rules|seeds|design)|/work/|/home/\w|/root/|"
    r"\b(?:card-rogue|dungeon-fighter)\.md"
)
TEXT = (".py", ".md", ".toml", ".yaml", ".yml", ".ts", ".css", ".html", ".json", ".cfg", ".txt")


def tracked_files() -> list[Path]:
    listed = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    return [ROOT / name for name in listed if name.endswith(TEXT) and "lock" not in name]


def test_no_file_points_outside_the_repository() -> None:
    found = []
    for path in tracked_files():
        if path == Path(__file__) or not path.is_file():
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if OUTSIDE.search(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:100]}")
    assert found == []


def test_every_game_has_its_rule_map() -> None:
    from dungeontable import games

    for name in games.builtin_names():  # an installed plugin game documents its rules itself
        rule_map = ROOT / "docs" / "rules" / f"{name}.md"
        assert rule_map.is_file(), f"{name} has no docs/rules/{name}.md"
        assert len(rule_map.read_text(encoding="utf-8").splitlines()) > 100

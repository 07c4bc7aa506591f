"""Rule maps: every rule id the code cites resolves to an entry of the game's own rule map.

A game's rule map is ``docs/rules/<game>.md``: the team's numbered checklist of the game's rules
in our own words, each entry pointing at the rulebook's section and lines. An entry is a
Markdown table row whose first cell is the id in backticks (``| `R001` | ... |``) or a heading
that starts with the id in backticks (``### `A-04` ...``). The code and tests cite ids in
comments, docstrings and test names; ``check_rule_map`` finds every id a game's files cite
(by the game's own id pattern) and fails naming those the map does not define.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENTRY = re.compile(r"^(?:\|\s*|#{1,6}\s+)`([^`]+)`", re.MULTILINE)


def defined_ids(map_path: Path) -> set[str]:
    """The ids a rule map defines (first cell of a table row, or start of a heading)."""
    return set(ENTRY.findall(map_path.read_text(encoding="utf-8")))


def cited_ids(files: Iterable[Path], pattern: str) -> dict[str, list[str]]:
    """Every id matching ``pattern`` (one group: the id) in ``files``: id -> where (file:line)."""
    found: dict[str, list[str]] = {}
    compiled = re.compile(pattern)
    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for match in compiled.finditer(line):
                found.setdefault(match.group(1), []).append(f"{path.relative_to(ROOT)}:{number}")
    return found


def game_files(game: str) -> list[Path]:
    """The game's source, card files, docs and tests (no generated files)."""
    roots = [ROOT / "src" / "dungeontable" / "games" / game, ROOT / "tests" / "games" / game]
    suffixes = {".py", ".md", ".toml", ".yaml", ".yml"}
    return sorted(
        p
        for root in roots
        if root.is_dir()
        for p in root.rglob("*")
        if p.suffix in suffixes and "__pycache__" not in p.parts
    )


def missing_ids(game: str, pattern: str) -> dict[str, list[str]]:
    """Ids the game's files cite that ``docs/rules/<game>.md`` does not define."""
    defined = defined_ids(ROOT / "docs" / "rules" / f"{game}.md")
    cited = cited_ids(game_files(game), pattern)
    return {i: where for i, where in sorted(cited.items()) if i not in defined}


def check_rule_map(game: str, pattern: str) -> int:
    """Assert every cited id resolves; returns how many distinct ids were cited."""
    missing = missing_ids(game, pattern)
    shown = "; ".join(f"{i} ({where[0]})" for i, where in list(missing.items())[:20])
    assert not missing, f"{len(missing)} ids cited but not in docs/rules/{game}.md: {shown}"
    return len(cited_ids(game_files(game), pattern))


def game_dirs(game: str) -> tuple[Path, Path]:
    """The game's source folder and its test folder."""
    return (ROOT / "src" / "dungeontable" / "games" / game, ROOT / "tests" / "games" / game)


def lines_matching(game: str, pattern: re.Pattern[str]) -> list[str]:
    """``file:line`` of every line of every text file in the game's folders matching
    ``pattern`` (e.g. a path into a workspace a user of the repository does not have)."""
    hits = []
    for root in game_dirs(game):
        for path in sorted(root.rglob("*")):
            if not path.is_file() or "__pycache__" in path.parts:
                continue
            try:
                text = path.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                continue
            for number, line in enumerate(text.splitlines(), 1):
                if pattern.search(line):
                    hits.append(f"{path.relative_to(ROOT)}:{number}")
    return hits

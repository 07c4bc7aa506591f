"""Dungeon Fighter's rule map: every id the game cites is in ``docs/rules/dungeonfighter.md``.

The game's files cite rules as ``R001``..``R197``, rulings as ``AMB-01``..``AMB-65`` (test names as
``test_amb24_...``) and parts of the map as ``§3.5``; rulebook lines as ``l.434`` or ``L434`` (lines
of the team's plain-text copy, not shipped). Every id must be an entry of the map, every cited
line must lie in an entry's lines, and nothing may point at the team's workspace outside the repo.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from dungeontable.games.dungeonfighter.options import RULINGS

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.rulemaps import (  # noqa: E402
    ENTRY,
    ROOT,
    check_rule_map,
    cited_ids,
    defined_ids,
    game_files,
    lines_matching,
)

GAME = "dungeonfighter"
MAP = ROOT / "docs" / "rules" / f"{GAME}.md"
ID = r"(?<![\w-])(R\d{3}(?!\d)|AMB-\d{2}(?!\d)|§\d+(?:\.\d+)*)"
"""A rule ``R042``, a ruling ``AMB-07`` or a part of the map ``§3.5`` (not ``DF-R``, ``R-6.4``)."""
CITED_FLOOR = 220
"""Distinct ids cited when the map was written: 225. Citations may grow, not silently vanish."""
TEST_NAME_AMB = r"\btest_amb(\d{2})_"
LINE = r"(?<![\w.])(?:l\.|L)(\d{2,3})(?:\s*[-–]\s*(?:l\.|L)?(\d{2,3}))?(?![\w])"
"""A rulebook line or range as cited: ``l.434``, ``l.634–726``, ``L128-131``."""
WORKSPACE = re.compile(r"shared[/]|dungeon-fighter[.]md|seeds[/]001")
"""Pointers at the team's workspace (notes, rulebook copy), spelt here so as not to match."""


def test_every_cited_id_is_an_entry_of_the_rule_map() -> None:
    assert check_rule_map(GAME, ID) >= CITED_FLOOR


def _cited(pattern: str) -> dict[str, list[str]]:
    """Citations in the game's files other than this one (whose examples would count)."""
    here = Path(__file__).resolve()
    return cited_ids([p for p in game_files(GAME) if p.resolve() != here], pattern)


def test_the_id_pattern_finds_each_kind_of_citation() -> None:
    cited = _cited(ID)
    assert {"R063", "R168", "R189", "AMB-44", "§3.5"} <= set(cited)
    assert not [i for i in cited if i.startswith("DF")]


def test_rulings_cited_by_test_names_are_entries() -> None:
    defined = defined_ids(MAP)
    cited = _cited(TEST_NAME_AMB)
    assert len(cited) >= 20
    assert not {f"AMB-{n}" for n in cited} - defined


def test_the_map_defines_every_rule_and_ruling_of_the_research_notes() -> None:
    defined = defined_ids(MAP)
    assert {f"R{n:03d}" for n in range(1, 198)} <= defined
    assert {f"AMB-{n:02d}" for n in range(1, 65)} <= defined


def test_every_ruling_shown_to_users_points_into_the_repo() -> None:
    defined = defined_ids(MAP)
    for ruling in RULINGS:
        assert ruling.ref.startswith("docs/rules/dungeonfighter.md "), ruling
        assert not WORKSPACE.search(ruling.ref), ruling
        ids = re.findall(ID, ruling.ref)
        assert ids and not set(ids) - defined, ruling
    assert sum("AMB-" in r.ref for r in RULINGS) == 65


def _entry_lines() -> list[tuple[int, int]]:
    spans = []
    for line in MAP.read_text(encoding="utf-8").splitlines():
        if ENTRY.match(line):
            for first, last in re.findall(r"\bL(\d+)(?:-(\d+))?", line):
                spans.append((int(first), int(last or first)))
    return spans


def test_every_cited_rulebook_line_lies_in_an_entry() -> None:
    spans = _entry_lines()
    assert len(spans) > 250
    cited: list[tuple[int, str]] = []
    for path in game_files(GAME):
        for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for match in re.finditer(LINE, text):
                where = f"{path.relative_to(ROOT)}:{number}"
                cited += [(int(g), where) for g in match.groups() if g]
    assert len(cited) >= 20
    loose = [(n, w) for n, w in cited if not any(a <= n <= b for a, b in spans)]
    assert not loose, f"rulebook lines cited outside every map entry: {loose}"


def test_no_file_of_the_game_points_at_the_workspace() -> None:
    hits = lines_matching("dungeonfighter", WORKSPACE)
    assert hits == [], f"paths outside the repo (cite docs/rules/dungeonfighter.md): {hits}"

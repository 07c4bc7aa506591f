"""Card Rogue's rule map: every id the game cites resolves to ``docs/rules/cardrogue.md``.

The code, tests, card files and Markdown cite rules ``R001``..``R306``, rulings ``A-01``..``A-60``
(test names drop the hyphen: ``test_A05_...``), the combat steps ``C1``..``C3``, worked examples
(``TX-10``) and the map's sections (``§1.2 step 3``, ``§6.7``). Rulebook lines (``L123``,
``003 L123``) are sources, not ids. Nothing under the game's folders may point at the team's
workspace, which users do not have.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.rulemaps import (  # noqa: E402
    ROOT,
    check_rule_map,
    cited_ids,
    defined_ids,
    game_files,
    lines_matching,
)

RULE_ID = r"(?<![A-Za-z0-9])(R\d{3}|A-\d{2}|C[1-3]|TX-\d+|§\d+(?:\.\d+)*)(?![0-9])"
"""One group: a rule id as the code writes it (``_`` and ``-`` may precede it, as in
``test_R054_...`` and ``R252-R254``; letters and digits may not)."""

RULING_IN_TEST_NAME = r"(?<![A-Za-z0-9])A(\d{2})(?![0-9])"
"""A ruling as a test name writes it, without the hyphen: ``test_R013_A47_...`` cites A-47."""

CITED_FLOOR = 240
"""Distinct ids cited when the map was written: 257 (179 rules, 60 rulings, 3 combat steps,
14 sections, 1 worked example). Fewer than this means the pattern stopped seeing the citations."""

MAP = ROOT / "docs" / "rules" / "cardrogue.md"
WORKSPACE = re.compile(r"(?<![\w-])(?:shared|seeds)" + "/")
"""A path into the team's workspace (the research notes, the rulebook's plain-text copy)."""


def test_every_cited_rule_id_is_in_the_rule_map() -> None:
    assert check_rule_map("cardrogue", RULE_ID) > CITED_FLOOR


def test_rulings_named_in_test_names_are_in_the_rule_map() -> None:
    cited = cited_ids(game_files("cardrogue"), RULING_IN_TEST_NAME)
    assert len(cited) > 40
    defined = defined_ids(MAP)
    missing = {f"A-{nn}": where[0] for nn, where in cited.items() if f"A-{nn}" not in defined}
    assert not missing, f"rulings cited in test names but not in {MAP.name}: {missing}"


def test_the_pattern_sees_each_form_of_citation() -> None:
    text = "R252-R254, A-04..A-31; test_R013_A47_x; C2/C3 (§1.2 step 3, §6.7.) TX-10"
    found = re.findall(RULE_ID, text)
    assert found == ["R252", "R254", "A-04", "A-31", "R013", "C2", "C3", "§1.2", "§6.7", "TX-10"]
    others = "R2, R1234, CR1, CR2, FR100, A-4, A-123, C4, C12, E402, L139, 003 L95, a04f9e, x_A1"
    assert re.findall(RULE_ID, others) == []
    assert re.findall(RULING_IN_TEST_NAME, "test_R013_A47_x, test_A05_y, CA05, A-05") == [
        "47",
        "05",
    ]


def test_nothing_points_into_the_workspace() -> None:
    hits = lines_matching("cardrogue", WORKSPACE)
    assert hits == [], f"paths outside the repo (cite docs/rules/cardrogue.md): {hits}"

"""The Red Dragon Inn's rule map: every id the game cites resolves to ``docs/rules/rdi.md``.

The code and tests cite the map's ids in comments, docstrings, Markdown, card files and ruling
references: core rules ``R-6.4`` (a topic alone: ``R-6``), sections ``§5.3`` (also as
``§3 item 23``), public sources ``P13`` (also as ``[P13]``) and the tags ``[C]`` and
``[proposed]``. Lines of the compendium (``compendium L71``, ``002 L71``) are sources, not ids.
Nothing under the game's folders may point at the team's workspace, which users do not have.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.rulemaps import check_rule_map, lines_matching  # noqa: E402

RULE_ID = r"(?<![\w-])(R-\d+(?:\.\d+)*|§\d+(?:\.\d+)*|P\d{1,2}(?!\w)|\[(?:C|proposed)\])"
"""One group: a rule id as the code writes it."""

CITED_FLOOR = 110
"""Distinct ids cited when the map was written: 117 (104 ``R-`` ids of which 13 topics, 7
sections, 4 sources, 2 tags). Fewer than this means the pattern stopped seeing the citations."""

WORKSPACE = re.compile(r"(?<![\w-])shared" + "/")
"""A path into the team's workspace (the research notes and the compendium's copy)."""


def test_every_cited_rule_id_is_in_the_rule_map() -> None:
    assert check_rule_map("rdi", RULE_ID) > CITED_FLOOR


def test_the_pattern_sees_each_form_of_citation() -> None:
    found = re.findall(RULE_ID, "R-1..R-13; R-6.6.1, §3 item 23 ([P13][C]; P5/P11) [proposed]")
    assert found == ["R-1", "R-13", "R-6.6.1", "§3", "P13", "[C]", "P5", "P11", "[proposed]"]
    assert re.findall(RULE_ID, "RDI-B, CR-1, HP10, Options[C], [Card]") == []


def test_nothing_points_into_the_workspace() -> None:
    hits = lines_matching("rdi", WORKSPACE)
    assert hits == [], f"paths outside the repo (cite docs/rules/rdi.md): {hits}"

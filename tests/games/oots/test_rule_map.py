"""The OOTS rule map: every rule id the game cites resolves to ``docs/rules/oots.md``.

The code, tests and card files cite checklist rules ``R001``-``R361``, rulings ``A01``-``A70``
(each settled by a named option, ``dungeontable rules oots``) and the rulebook's worked examples
by their scenario ids (``S01``, ``S07``, ...). The pattern takes exactly those shapes: three
digits after ``R``, two after ``A`` or ``S``, as whole words (so not ``E402``, ``d12`` or the
room labels ``D1``/``U2`` of the collapse example). Every citation must name an entry of the map,
and no file may point into the team's workspace notes or seed copies instead.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.rulemaps import check_rule_map, cited_ids, game_files, lines_matching  # noqa: E402

RULE_ID = r"\b(R\d{3}|A\d{2,3}|S\d{2})\b"
"""One group: a rule id as the code writes it (``R086``, ``A04``, ``S01``)."""

CITED_FLOOR = 320
"""333 distinct ids were cited when the map was written; a big drop means the pattern broke."""

WORKSPACE = re.compile(r"\bshared[/\\]|\b\d{3}_[0-9a-f]{16}\.txt\b")
"""A path into the team's workspace, or a seed copy's file name: files users do not have."""


def test_every_cited_rule_id_is_in_the_rule_map() -> None:
    assert check_rule_map("oots", RULE_ID) > CITED_FLOOR


def test_the_pattern_takes_only_rule_ids() -> None:
    cited = cited_ids(game_files("oots"), RULE_ID)
    assert {i[0] for i in cited} == {"R", "A", "S"}
    assert all(1 <= int(i[1:]) <= {"R": 399, "A": 199, "S": 27}[i[0]] for i in cited)


def test_no_file_points_into_the_workspace() -> None:
    hits = lines_matching("oots", WORKSPACE)
    assert hits == [], f"paths outside the repo (cite docs/rules/oots.md): {hits}"

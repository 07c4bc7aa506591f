"""Every rule of every game's rule map is exercised by a scenario file or a test, and the
generated coverage tables (docs/rules/coverage/<game>.md) are up to date."""

from __future__ import annotations

import pytest

from .coverage import RULES, Coverage, coverage, lists, table, table_path


@pytest.fixture(scope="module", params=sorted(RULES))
def cover(request: pytest.FixtureRequest) -> Coverage:
    return coverage(str(request.param))


def test_every_rule_is_exercised_by_a_scenario_file_or_a_test(cover: Coverage) -> None:
    _, _, not_yet = lists(cover.game)
    uncovered = set(cover.uncovered())
    assert uncovered <= not_yet, (
        f"{cover.game}: rules exercised by nothing (write a scenario citing the id in `ref`): "
        f"{sorted(uncovered - not_yet)}"
    )


def test_a_rule_listed_as_not_built_is_exercised_by_nothing(cover: Coverage) -> None:
    """Once a part is built its rules leave the not-built list (and need scenarios)."""
    exercised = {r for r in cover.not_built if cover.scenarios.get(r) or cover.tests.get(r)}
    assert exercised == set(), f"{cover.game}: built now, take off not_built: {sorted(exercised)}"


def test_the_coverage_table_is_up_to_date(cover: Coverage) -> None:
    path = table_path(cover.game)
    assert path.exists() and path.read_text(encoding="utf-8") == table(cover), (
        f"{path.name} is out of date: run scripts/rule_coverage.py --write"
    )


def test_the_map_has_rules_and_parts_count_for_their_rule() -> None:
    rdi = coverage("rdi")
    assert len(rdi.rules) >= 100 and "R-2.1" in rdi.rules and "§1" not in rdi.rules
    parts = [r for r in rdi.rules if r.startswith("R-6.")]
    files = {f for p in parts for f in rdi.scenarios.get(p, []) + rdi.tests.get(p, [])}
    assert set(rdi.scenarios.get("R-6", []) + rdi.tests.get("R-6", [])) >= files
    sizes = {game: len(coverage(game).rules) for game in RULES}
    assert min(sizes.values()) >= 100, sizes

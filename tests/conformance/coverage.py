"""Rule coverage: which scenario files and which tests exercise each rule of a game's rule map.

A rule of ``docs/rules/<game>.md`` is *covered* when a scenario file of the game
(``tests/games/<game>/scenarios/*.toml``) or one of its test modules cites its id (or the id of
one of its parts: ``R-11`` is covered through ``R-11.2``). Section ids (``§3``) and the map's tags
are not rules; ``test_rule_map.py`` (which checks the map's ids) exercises none.
Rules of a part not built yet are listed as such (``structure_debt/rule_coverage.toml``).
``scripts/rule_coverage.py --write`` writes the table ``docs/rules/coverage/<game>.md``;
``tests/conformance/test_rule_coverage.py`` fails when a rule is covered by nothing or a table is
out of date.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from .rulemaps import ROOT, defined_ids

RULES: dict[str, str] = {
    "cardrogue": r"(?<![A-Za-z0-9])(R\d{3}|A-\d{2}|C[1-3]|TX-\d+)(?![0-9])",
    "dungeonfighter": r"(?<![\w-])(R\d{3}(?!\d)|AMB-\d{2}(?!\d))",
    "oots": r"\b(R\d{3}|A\d{2,3}|S\d{2})\b",
    "rdi": r"(?<![\w-])(R-\d+(?:\.\d+)*)",
}
"""Per game: the form of a rule id (sections, sources and tags left out), as the game's files cite
it (the same forms as each game's ``test_rule_map.py``)."""

NOT_COUNTED = frozenset({"test_rule_map.py", "test_not_built.py"})
"""Test modules that cite rule ids without exercising them: the rule-map check, and the pins of
rules not built yet (they prove the engine refuses them, not that it follows them)."""

LISTS = Path(__file__).parent / "structure_debt" / "rule_coverage.toml"
"""Per game: ``not_built`` (rules of a part the engine does not have yet, with the ``part`` they
wait for) and ``not_yet`` (rules built but exercised by nothing yet: a list that only shrinks)."""


def lists(game: str) -> tuple[str, set[str], set[str]]:
    """The game's ``(part not built, its rules, rules not yet exercised)``."""
    data = tomllib.loads(LISTS.read_text(encoding="utf-8")).get(game, {})
    built = data.get("not_built", {})
    return str(built.get("part", "")), set(built.get("rules", ())), set(data.get("not_yet", ()))


TITLES = {
    "cardrogue": "Card Rogue",
    "dungeonfighter": "Dungeon Fighter",
    "oots": "The Order of the Stick",
    "rdi": "The Red Dragon Inn",
}


@dataclass
class Coverage:
    """One game's rules and what cites each: rule id -> scenario files / test modules."""

    game: str
    rules: list[str]
    scenarios: dict[str, list[str]] = field(default_factory=dict)
    tests: dict[str, list[str]] = field(default_factory=dict)

    not_built: set[str] = field(default_factory=set)
    part: str = ""
    """The part of the game ``not_built`` rules wait for."""

    def uncovered(self) -> list[str]:
        """Rules built but exercised by no scenario file and no test."""
        return [
            r
            for r in self.rules
            if not self.scenarios.get(r) and not self.tests.get(r) and r not in self.not_built
        ]

    def counts(self) -> tuple[int, int, int]:
        """(rules built, exercised by a scenario file, exercised by anything)."""
        built = [r for r in self.rules if r not in self.not_built]
        by_scenario = sum(1 for r in built if self.scenarios.get(r))
        return len(built), by_scenario, len(built) - len(self.uncovered())


def _order(rule: str) -> tuple[object, ...]:
    """R-2.10 after R-2.9; A-04 after all R ids of a map; letters first, then numbers."""
    letters = re.match(r"[A-Z-]*", rule)
    head = letters.group(0) if letters else ""
    return (head, *(int(n) for n in re.findall(r"\d+", rule)))


def _cites(files: Iterable[Path], pattern: re.Pattern[str]) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for path in files:
        name = str(path.relative_to(ROOT / "tests" / "games"))
        for match in pattern.finditer(path.read_text(encoding="utf-8")):
            found.setdefault(match.group(1), set()).add(name)
    return found


def _spread(rules: list[str], cites: dict[str, set[str]]) -> dict[str, list[str]]:
    """Each rule -> the files citing it or one of its parts (``R-11`` through ``R-11.2``)."""
    spread: dict[str, list[str]] = {}
    for rule in rules:
        files = set(cites.get(rule, ()))
        for cited, where in cites.items():
            if cited.startswith(rule + "."):
                files |= where
        spread[rule] = sorted(files)
    return spread


def coverage(game: str) -> Coverage:
    pattern = re.compile(RULES[game])
    rules = sorted(
        (i for i in defined_ids(ROOT / "docs" / "rules" / f"{game}.md") if pattern.fullmatch(i)),
        key=_order,
    )
    folder = ROOT / "tests" / "games" / game
    scenario_files = sorted((folder / "scenarios").rglob("*.toml"))
    test_files = sorted(
        p
        for p in folder.rglob("*.py")
        if "__pycache__" not in p.parts and p.name not in NOT_COUNTED
    )
    part, not_built, _ = lists(game)
    return Coverage(
        game,
        rules,
        _spread(rules, _cites(scenario_files, pattern)),
        _spread(rules, _cites(test_files, pattern)),
        not_built & set(rules),
        part,
    )


def _short(files: list[str], prefix: str, most: int = 4) -> str:
    names = [f.removeprefix(prefix) for f in files]
    shown = ", ".join(f"`{n}`" for n in names[:most])
    return shown + (f" +{len(names) - most}" if len(names) > most else "")


def table(cover: Coverage) -> str:
    """The Markdown page ``docs/rules/coverage/<game>.md``."""
    rules, by_scenario, covered = cover.counts()
    game = cover.game
    lines = [
        f"# {TITLES[game]} — rule coverage",
        "",
        f"Generated by `scripts/rule_coverage.py --write` from [the rule map](../{game}.md) and",
        f"the files in `tests/games/{game}/`; do not edit by hand. A rule counts as exercised by a",
        "scenario file or a test module that cites its id (or the id of one of its parts).",
        "",
        f"**{rules} rules built: {by_scenario} exercised by a scenario file, {covered} by a "
        f"scenario file or a test, {rules - covered} by nothing.**"
        + (
            f" {len(cover.not_built)} more belong to {cover.part}, not built yet."
            if cover.not_built
            else ""
        ),
        "",
        "| rule | scenario files (`scenarios/`) | tests |",
        "|---|---|---|",
    ]
    for rule in cover.rules:
        scen = _short(cover.scenarios.get(rule, []), f"{game}/scenarios/")
        tests = _short(cover.tests.get(rule, []), f"{game}/")
        if rule in cover.not_built:
            lines.append(f"| `{rule}` | not built yet ({cover.part}) | |")
            continue
        lines.append(f"| `{rule}` | {scen or '—'} | {tests or '—'} |")
    return "\n".join(lines) + "\n"


def table_path(game: str) -> Path:
    return ROOT / "docs" / "rules" / "coverage" / f"{game}.md"

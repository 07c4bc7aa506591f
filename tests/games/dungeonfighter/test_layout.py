"""The package layout (issue 13): ``flow.py`` is the one module that imports the rules, and rules
modules never import each other."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

_SPEC = importlib.util.spec_from_file_location(
    "dungeonfighter_structure", Path(__file__).parents[2] / "conformance" / "structure.py"
)
assert _SPEC is not None and _SPEC.loader is not None
structure: Any = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(structure)  # the guard rails' import scan (``ast``, nothing imported)

PACKAGE = "dungeontable.games.dungeonfighter"
RULES = f"{PACKAGE}.rules"


def _rules_imported_by() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = structure.import_graph()
    return {
        module: {m for m in targets if m == RULES or m.startswith(f"{RULES}.")}
        for module, targets in graph.items()
        if module == PACKAGE or module.startswith(f"{PACKAGE}.")
    }


def test_only_the_flow_imports_the_rules() -> None:
    importers = {m for m, rules in _rules_imported_by().items() if rules and m != RULES}
    outside = {m for m in importers if not m.startswith(f"{RULES}.")}
    assert outside == {f"{PACKAGE}.flow"}


def test_rules_never_import_each_other() -> None:
    found = {m: sorted(r) for m, r in _rules_imported_by().items() if m.startswith(f"{RULES}.")}
    assert {m: r for m, r in found.items() if r} == {}

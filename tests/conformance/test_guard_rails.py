"""Guard-rails of the game packages' structure (issue 13), as a ratchet on known debt.

No new import cycle among ``games/*`` modules (function-local imports counted), no new
module-level name changed at run time, and no new import of a rules module outside the game's
flow; ``structure_debt/<game>.toml`` lists today's, and a fixed entry must leave the list, so
the debt only shrinks. The checks read the source (``structure.py``).
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from .structure import import_cycles, mutated_module_names, rules_imports


def _debt() -> dict[str, list[str]]:
    """Every game's list in ``structure_debt/<game>.toml``, merged (one file per game, so work on
    one game never edits another's list)."""
    merged: dict[str, list[str]] = {"cycle_members": [], "mutated_names": [], "rules_imports": []}
    for path in sorted((Path(__file__).parent / "structure_debt").glob("*.toml")):
        found = tomllib.loads(path.read_text(encoding="utf-8"))
        for key, names in found.items():
            merged.setdefault(key, []).extend(names)
    return merged


DEBT = _debt()


def test_no_module_joins_an_import_cycle() -> None:
    members = {m for cycle in import_cycles() for m in cycle}
    allowed = set(DEBT["cycle_members"])
    assert sorted(members - allowed) == [], "new modules in an import cycle"
    assert sorted(allowed - members) == [], "no longer in a cycle: delete from structure_debt"


def test_no_new_module_level_state_changed_at_run_time() -> None:
    found = mutated_module_names()
    allowed = set(DEBT["mutated_names"])
    assert sorted(found - allowed) == [], "new module-level names changed at run time"
    assert sorted(allowed - found) == [], "no longer changed: delete from structure_debt"


def test_rules_modules_import_no_rules_and_only_the_flow_imports_them() -> None:
    """The layout: ``rules/<topic>`` never import each other; ``flow.py`` wires them."""
    found = rules_imports()
    allowed = set(DEBT["rules_imports"])
    assert sorted(found - allowed) == [], "new imports of rules modules outside the flow"
    assert sorted(allowed - found) == [], "no longer imported: delete from structure_debt"


def test_the_checks_see_what_they_look_for(tmp_path: Path) -> None:
    """The detectors find a cycle through a function-local import and each kind of change."""
    import ast

    from . import structure

    source = (
        "CACHE = {}\nITEMS = []\nLAST = None\n"
        "def remember(key, value):\n    CACHE[key] = value\n"
        "def add(item):\n    ITEMS.append(item)\n"
        "def last(value):\n    global LAST\n    LAST = value\n"
        "def local():\n    CACHE = {}\n    CACHE['x'] = 1\n"
    )
    tree = ast.parse(source)
    top = structure._module_level_names(tree)
    assert top == {"CACHE", "ITEMS", "LAST"}
    module = tmp_path / "probe.py"
    module.write_text(source)
    real = structure.game_modules
    try:
        structure.game_modules = lambda: {"probe": module}  # type: ignore[assignment]
        assert structure.mutated_module_names() == {"probe:CACHE", "probe:ITEMS", "probe:LAST"}
    finally:
        structure.game_modules = real  # type: ignore[assignment]

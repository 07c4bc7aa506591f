"""Each game's SCENARIOS.md lists every action kind the game has (scripts/action_tables.py)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from dungeontable import games

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "action_tables.py"


def _tables():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("action_tables", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("action_tables", module)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("game", games.builtin_names())
def test_the_action_table_lists_every_action_kind_as_the_code_has_it(game: str) -> None:
    tables = _tables()
    text = tables.page(game).read_text(encoding="utf-8")
    assert tables.updated(text, game) == text, f"run scripts/action_tables.py --write {game}"
    for kind in games.get(game).actions.by_kind:
        assert f"| `{kind}` |" in text

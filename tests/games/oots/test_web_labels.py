"""The OOTS web table names every legal action in plain words (web/src/games/oots/labels.ts)."""

from __future__ import annotations

import re
from pathlib import Path

from dungeontable.games.oots import GAME

LABELS = Path(__file__).parents[3] / "web" / "src" / "games" / "oots" / "labels.ts"


def _label_keys() -> set[str]:
    text = LABELS.read_text(encoding="utf-8")
    table = text[text.index("const LABELS") :]
    table = table[: table.index("\n};")]
    return set(re.findall(r'^\s+"?([a-z][a-z-]*)"?:\s*\(', table, re.MULTILINE))


def test_every_oots_action_type_has_a_web_label() -> None:
    tags = {cls.__struct_config__.tag for cls in GAME.actions.classes}
    missing = sorted(str(t) for t in tags - _label_keys())
    assert missing == []

"""One describer per game (issue 14): the web table's action buttons, board and card chips, log
and replays read the server's words (``LegalAction.label``, ``EventItem.text`` from the match's
``Words``); no renderer keeps action labels or event texts of its own to drift from them."""

from __future__ import annotations

import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web" / "src"


def test_renderers_have_no_words_of_their_own() -> None:
    renderers = (WEB / "renderers.ts").read_text(encoding="utf-8")
    interface = renderers[renderers.index("export interface GameRenderer") :]
    interface = interface[: interface.index("\n}")]
    assert "actionLabel" not in interface and "eventText" not in interface
    for path in sorted(WEB.rglob("*.ts")):
        text = path.read_text(encoding="utf-8")
        name = str(path.relative_to(WEB))
        assert not re.search(r"function eventText\b|\beventText[,:]", text), name
        assert not re.search(r"^\s+actionLabel[,:]", text, re.M), f"{name}: a renderer's labels"
        assert "function actionLabel" not in text, f"{name}: labels of its own"


def test_labels_and_log_lines_are_the_servers() -> None:
    actions = (WEB / "actions.ts").read_text(encoding="utf-8")
    assert "return a.label ?? a.text;" in actions
    log = (WEB / "log.ts").read_text(encoding="utf-8")
    assert "return e.text;" in log

"""The OOTS web table names every legal action in the server's words (OotsWords): its buttons,
room chips and card chips read ``LegalAction.label``; the web keeps no label table of its own
(issue 14: two describers of the same actions drifted apart)."""

from __future__ import annotations

from pathlib import Path

from dungeontable.games.oots import GAME
from dungeontable.games.oots.words import ACTION_WORDS, EVENT_WORDS

WEB = Path(__file__).parents[3] / "web" / "src" / "games"


def test_the_web_table_has_no_action_labels_or_event_texts_of_its_own() -> None:
    for path in [WEB / "oots.ts", *sorted((WEB / "oots").glob("*.ts"))]:
        text = path.read_text(encoding="utf-8")
        for own in ("const LABELS", "function actionLabel", "function eventText", "const TELL"):
            assert own not in text, f"{path.name}: {own}"


def test_every_oots_action_and_event_has_the_servers_words() -> None:
    assert set(GAME.actions.classes) <= set(ACTION_WORDS)
    assert set(GAME.events.classes) <= set(EVENT_WORDS)

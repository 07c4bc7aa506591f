"""A game's words may remember what they were shown (a seat's view, for naming things): each
viewer has its own, so one seat's words never tell another what only it saw; and the log is told
to words that are shown nothing else, so its texts never depend on when a view came (issue 14)."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from dungeontable.core import Action, Event, Game, Names, Words

from .wire import Peer, create, join, socket_path


class Remembering(Words):
    """Words that learn the hand of every view an action is said with, and tell it later."""

    def __init__(self, game: Any, options: Any, names: Names) -> None:
        super().__init__(game, options, names)
        self.seen: set[str] = set()

    def action(self, action: Action, view: Any = None) -> str:
        if view is not None:
            self.seen |= set(view.hand)
        return f"{super().action(action, view)} [knows {' '.join(sorted(self.seen))}]"

    def event(self, event: Event) -> str:
        return f"{super().event(event)} [knows {' '.join(sorted(self.seen)) or 'nothing'}]"


def test_each_seat_has_words_of_its_own(
    client: TestClient, tally: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        type(tally), "words", lambda self, o, n: Remembering(self, o, n), raising=False
    )
    grant = create(client, "tally", ["human", "human"], seed=8, join=0, name="Ann")
    match_id, ann = grant["match_id"], grant["token"]
    bob = join(client, match_id, name="Bob")
    with (
        client.websocket_connect(socket_path(match_id, ann)) as ws0,
        client.websocket_connect(socket_path(match_id, bob)) as ws1,
        client.websocket_connect(socket_path(match_id)) as ws2,
    ):
        seats = [Peer(ws0), Peer(ws1), Peer(ws2)]
        first = [peer.update() for peer in seats]
        hand = first[0]["view"]["hand"]
        seats[0].act_text("mark amount=1")
        told = [peer.update() for peer in seats]
        seats[0].act_text("end-turn")
        turned = [peer.update() for peer in seats]
    ann_labels = {entry["label"] for entry in first[0]["legal"]}
    assert ann_labels and all(
        label.endswith(f"[knows {' '.join(sorted(hand))}]") for label in ann_labels
    )
    bob_hand = turned[1]["view"]["hand"]
    bob_labels = {entry["label"] for entry in turned[1]["legal"]}
    assert bob_labels and all(
        label.endswith(f"[knows {' '.join(sorted(bob_hand))}]") for label in bob_labels
    )
    assert not set(hand) & set(bob_hand)
    for update in (*told, *turned):
        for entry in update["events"]:
            assert entry["text"].endswith("[knows nothing]"), entry["text"]

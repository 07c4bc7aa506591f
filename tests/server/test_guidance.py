"""What the table teaches (issue 14): ``/api/games`` lists each game's guide, turn outline and
presets; each update carries the seat's progress line (from its own words and view) and the
outline step that holds the pending decision."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from dungeontable.core import Game, Words

from .wire import Peer, create, socket_path


class Counting(Words):
    def progress(self, view: Any) -> str:
        return f"{self.names(0)} holds {len(view.hand)}"


def test_games_list_guide_outline_and_presets(
    client: TestClient, tally: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    kind = type(tally)
    monkeypatch.setattr(kind, "guide", "# Tally\n\nMark **points**.", raising=False)
    monkeypatch.setattr(kind, "turn_outline", (("Marking", ("turn",)),), raising=False)
    monkeypatch.setattr(kind, "presets", {"quick": {"rounds": 2}, "standard": {}}, raising=False)
    listed = {g["name"]: g for g in client.get("/api/games").json()}
    assert listed["tally"]["guide"] == "# Tally\n\nMark **points**."
    assert listed["tally"]["turn_outline"] == [{"label": "Marking", "kinds": ["turn"]}]
    assert listed["tally"]["presets"] == {"quick": {"rounds": 2}, "standard": {}}


def test_real_games_offer_guides() -> None:
    from dungeontable import games
    from dungeontable.server.lobby import catalog

    offered = {g["name"]: g for g in catalog()}
    for name in ("cardrogue", "dungeonfighter", "rdi"):
        info = offered[name]
        assert info["guide"].startswith("#"), name
        assert set(info["presets"]) == {"quick", "standard"}, name
        assert info["turn_outline"] and all(s["label"] and s["kinds"] for s in info["turn_outline"])
    assert set(offered) == set(games.names())


def test_update_carries_progress_and_step(
    client: TestClient, tally: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    kind = type(tally)
    monkeypatch.setattr(kind, "words", lambda self, o, n: Counting(self, o, n), raising=False)
    monkeypatch.setattr(
        kind, "turn_outline", (("Setup", ("deal",)), ("Marking", ("turn",))), raising=False
    )
    grant = create(client, "tally", ["human", "random"], seed=8, join=0, name="Ann")
    with client.websocket_connect(socket_path(grant["match_id"], grant["token"])) as ws:
        update = Peer(ws).update()
    hand = update["view"]["hand"]
    assert update["progress"] == f"Ann holds {len(hand)}"
    assert update["decision"]["kind"] == "turn"
    assert update["step"] == "Marking"


def test_no_outline_no_step(client: TestClient, tally: Game) -> None:
    grant = create(client, "tally", ["human", "random"], seed=8, join=0, name="Ann")
    with client.websocket_connect(socket_path(grant["match_id"], grant["token"])) as ws:
        update = Peer(ws).update()
    assert update["step"] is None
    assert update["progress"] == ""

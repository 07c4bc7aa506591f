"""A restarted server resumes every match from the store, on memory, SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from dungeontable.core import Game
from dungeontable.server import MatchStore, create_app
from dungeontable.server.limits import ServerLimits

from .wire import Peer, create, join, socket_path

pytestmark = pytest.mark.timeout(120)

TRUSTED = ServerLimits(player_seeds=True)  # known seeds for tables of several people


def without_events(update: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in update.items() if k != "events"}


def test_restart_resumes_matches_with_their_history(
    backend: Callable[[], MatchStore], tally: Game
) -> None:
    with TestClient(create_app(backend, bot_delay=0.0, static_dir=None, limits=TRUSTED)) as client:
        grant = create(client, "tally", ["human", "human"], seed=21, join=0, name="ann")
        match_id, ann = grant["match_id"], grant["token"]
        bob = join(client, match_id, name="bob")
        versus = create(client, "tally", ["human", "random"], seed=22, join=0)
        with (
            client.websocket_connect(socket_path(match_id, ann)) as ws0,
            client.websocket_connect(socket_path(match_id, bob)) as ws1,
        ):
            seat0, seat1 = Peer(ws0), Peer(ws1)
            seat0.update(), seat1.update()
            for step in ("mark amount=1", "undo", "mark amount=2", "end-turn"):
                if step == "undo":
                    seat0.send({"type": "undo"})
                else:
                    seat0.act_text(step)
                seat0.update(), seat1.update()
            seat1.act(next(e["index"] for e in seat1.last["legal"] if e["text"].startswith("play")))
            seat0.update(), seat1.update()
        before = [seat0.last, seat1.last]
        history = [seat0.events(), seat1.events()]
        summaries = client.get("/api/matches").json()

    with TestClient(create_app(backend, bot_delay=0.0, static_dir=None, limits=TRUSTED)) as client:
        assert client.get("/api/matches").json() == summaries
        for seat, token in ((0, ann), (1, bob)):
            with client.websocket_connect(socket_path(match_id, token)) as ws:
                back = Peer(ws).update()
            assert without_events(back) == without_events(before[seat])
            assert back["events"] == history[seat]
        assert back["seq"] == 5 and [e["text"] for e in back["events"]][:2] == [
            "ann marked 1",
            "ann took back their last action",
        ]
        with client.websocket_connect(socket_path(versus["match_id"], versus["token"])) as ws:
            player = Peer(ws)
            player.update()
            player.act_text("end-turn")  # the bot of the resumed match answers on its own
            player.update_at(1)
            while player.last["decision"]["seat"] != 0:
                player.update()
        assert player.last["seq"] >= 2

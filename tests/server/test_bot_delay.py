"""Bots wait ``bot_delay`` seconds before each move (``dungeontable serve --bot-delay``), so people
can follow; with 0 they move at once."""

from __future__ import annotations

import time

import pytest
from fastapi.testclient import TestClient

from dungeontable.core import Game
from dungeontable.server import MemoryStore, create_app

from .wire import Peer, create, socket_path


def bot_reply_seconds(delay: float) -> float:
    """Seconds from a person's action to the bot's answer, on a server with ``delay``."""
    app = create_app(MemoryStore(), bot_delay=delay, static_dir=None)
    with TestClient(app) as client:
        grant = create(client, "tally", ["human", "random"], seed=4, join=0)
        with client.websocket_connect(socket_path(grant["match_id"], grant["token"])) as ws:
            seat0 = Peer(ws)
            seat0.update()
            seat0.act_text("end-turn")
            started = time.monotonic()
            assert seat0.update()["decision"]["seat"] == 1  # my own action, pushed at once
            seat0.update()  # the bot's move
            return time.monotonic() - started


@pytest.mark.usefixtures("tally")
def test_bots_wait_the_configured_delay(tally: Game) -> None:
    slow = bot_reply_seconds(0.6)
    assert slow >= 0.55  # asyncio.sleep never wakes early (5 % for the clocks' resolution)
    assert bot_reply_seconds(0.0) < slow  # no lower bound to wait for; load only adds time

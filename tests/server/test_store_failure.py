"""An action is stored before anyone hears of it: when the store refuses the row, the seat gets
a clear error, nobody gets an update, nothing changed, and the same action works once the store
is back."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from dungeontable.core import Game
from dungeontable.server import MemoryStore, create_app
from dungeontable.server.limits import ServerLimits
from dungeontable.server.store import ActionRow, Status

from .wire import Peer, create, join, socket_path

TRUSTED = ServerLimits(player_seeds=True)  # known seeds for tables of several people


class FlakyStore(MemoryStore):
    """A memory store whose next ``failures`` appends raise, as a full disk would."""

    def __init__(self) -> None:
        super().__init__()
        self.failures = 0

    def append_action(self, match_id: str, row: ActionRow, status: Status) -> None:
        if self.failures:
            self.failures -= 1
            raise OSError("no space left on device")
        super().append_action(match_id, row, status)


@pytest.mark.usefixtures("tally")
def test_an_action_the_store_refused_is_neither_pushed_nor_applied(tally: Game) -> None:
    store = FlakyStore()
    with TestClient(create_app(store, bot_delay=0.0, static_dir=None, limits=TRUSTED)) as client:
        grant = create(client, "tally", ["human", "human"], seed=3, join=0)
        match_id = grant["match_id"]
        other = join(client, match_id, 1)
        with (
            client.websocket_connect(socket_path(match_id, grant["token"])) as ws0,
            client.websocket_connect(socket_path(match_id, other)) as ws1,
        ):
            seat0, seat1 = Peer(ws0), Peer(ws1)
            first = seat0.update()
            seat1.update()
            store.failures = 1
            seat0.act_text("end-turn")
            assert seat0.error() == (
                "the action could not be saved (OSError); nothing changed, try again"
            )
            seat0.quiet()  # no update came before the pong
            seat1.quiet()
            assert store.actions(match_id) == []
            assert client.get(f"/api/matches/{match_id}").json()["status"] == "running"

            seat0.act_text("end-turn")  # the same action, now stored
            after = seat0.update()
            assert (first["seq"], after["seq"]) == (0, 1)
            assert seat1.update()["seq"] == 1
            assert [(r.n, r.seat, r.actor) for r in store.actions(match_id)] == [(0, 0, "seat")]

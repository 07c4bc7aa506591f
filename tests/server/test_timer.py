"""Turn timers: the clock in updates, time banks, and the ``bot-plays`` expiry policy."""

from __future__ import annotations

import time

import pytest
from fastapi.testclient import TestClient

from dungeontable.server import MemoryStore

from .wire import Peer, create, join, socket_path

pytestmark = pytest.mark.timeout(60)


def timed_match(client: TestClient, seconds: float, bank: float) -> tuple[str, str, str]:
    timer = {"seconds": seconds, "bank": bank, "expiry": "bot-plays"}
    grant = create(client, "tally", ["human", "human"], seed=5, join=0, timer=timer)
    return grant["match_id"], grant["token"], join(client, grant["match_id"])


def test_a_seat_that_runs_out_of_time_has_a_bot_play_for_it(
    client: TestClient, store: MemoryStore
) -> None:
    started = time.monotonic()  # the clock starts when the second seat is taken, after this
    match_id, ann, bob = timed_match(client, seconds=1.5, bank=0.0)
    with (
        client.websocket_connect(socket_path(match_id, ann)) as ws0,
        client.websocket_connect(socket_path(match_id, bob)) as ws1,
    ):
        seat0, seat1 = Peer(ws0), Peer(ws1)
        first = seat0.update()
        seat1.update()
        clock = first["clock"]
        assert (clock["seat"], clock["seconds"], clock["banks"], clock["expiry"]) == (
            0,
            1.5,
            [0.0, 0.0],
            "bot-plays",
        )
        assert 0.0 < clock["remaining"] <= 1.5
        expired = seat1.update()
        waited = time.monotonic() - started
    assert waited >= 1.5
    assert expired["events"][0] == {
        "seq": 1,
        "text": "player 1 ran out of time: a bot played this decision for them",
        "event": {"type": "turn-timed-out", "to": None, "seat": 0, "policy": "bot-plays"},
        "by": 0,
        "bot": False,
    }
    rows = store.actions(match_id)
    assert (rows[0].n, rows[0].seat, rows[0].actor) == (0, 0, "timeout")
    assert expired["can_undo"] is False


def test_time_over_the_turn_comes_out_of_the_bank(client: TestClient, store: MemoryStore) -> None:
    started = time.monotonic()  # the clock starts when the second seat is taken, after this
    match_id, ann, _ = timed_match(client, seconds=0.2, bank=5.0)
    with client.websocket_connect(socket_path(match_id, ann)) as ws0:
        seat0 = Peer(ws0)
        assert seat0.update()["clock"]["remaining"] > 4.0
        time.sleep(0.6)
        seat0.act_text("mark amount=1")
        after = seat0.update()
    used = time.monotonic() - started  # at least the time the seat took to act
    bank = after["clock"]["banks"][0]
    assert 5.0 - (used - 0.2) <= bank <= 4.6 and after["clock"]["banks"][1] == 5.0
    assert after["clock"]["seat"] == 0 and after["clock"]["remaining"] > bank
    stored = store.get(match_id)
    assert stored is not None and stored.banks == [bank, 5.0]
    assert [r.actor for r in store.actions(match_id)] == ["seat"]


def test_clocks_wait_while_the_match_is_open(client: TestClient, store: MemoryStore) -> None:
    timer = {"seconds": 0.1, "bank": 0.0}
    grant = create(client, "tally", ["human", "human"], seed=5, join=0, timer=timer)
    with client.websocket_connect(socket_path(grant["match_id"], grant["token"])) as ws0:
        waiting = Peer(ws0).update()
        time.sleep(0.4)
        Peer(ws0).quiet()
    assert waiting["clock"]["seat"] is None and waiting["clock"]["remaining"] is None
    assert store.actions(grant["match_id"]) == []

"""A timed game's table clock (004 L68-L72, R360 on a wall clock): the server keeps one clock for
the whole table, started as the first turn begins, the same in every seat's updates and stored
with the match; once it has run out, ending the turn being played calls time."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from dungeontable.server import MemoryStore, create_app
from dungeontable.server.limits import ServerLimits

from .wire import Peer, create, join, socket_path

pytestmark = pytest.mark.timeout(120)

WALL = {"expansion": "shortening", "timed_minutes": 1, "timed_clock": "wall"}


class FakeWall:
    """The table clock's wall time, moved by the test."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def wall() -> FakeWall:
    return FakeWall()


@pytest.fixture
def oots_client(store: MemoryStore, wall: FakeWall) -> Iterator[TestClient]:
    app = create_app(store, bot_delay=0.0, static_dir=None, limits=ServerLimits(player_seeds=True))
    with TestClient(app) as test_client:
        test_client.app.state.hub.wall = wall  # type: ignore[attr-defined]
        yield test_client


def legal_types(update: dict[str, Any]) -> list[str]:
    return [entry["action"]["type"] for entry in update["legal"]]


def play_to_end_of_turn(peers: list[Peer]) -> tuple[Peer, dict[str, Any]]:
    """Play the first listed action of whoever decides until someone may end their turn."""
    for _ in range(40):
        for peer in peers:
            update = peer.last
            if update["decision"] and update["decision"]["seat"] == update["seat"]:
                if "end-turn" in legal_types(update):
                    return peer, update
                peer.act(0)
                for other in peers:
                    other.update()
                break
    raise AssertionError("nobody could end a turn")


def test_the_clock_starts_with_the_first_turn_and_every_seat_sees_the_same_time(
    oots_client: TestClient, store: MemoryStore, wall: FakeWall
) -> None:
    grant = create(oots_client, "oots", ["human", "human"], seed=5, join=0, options=WALL)
    match_id, ann = grant["match_id"], grant["token"]
    with oots_client.websocket_connect(socket_path(match_id, ann)) as ws0:
        first = Peer(ws0).update()
        # 004 L69: the timer is set when the first player begins their first turn, not before.
        assert first["status"] == "open"
        assert first["table_clock"] == {"seconds": 60.0, "left": 60.0, "started": False}
        assert store.get(match_id).clock_started is None  # type: ignore[union-attr]
    wall.now += 500.0  # waiting for a friend costs no time
    bob = join(oots_client, match_id)
    assert store.get(match_id).clock_started == wall.now  # type: ignore[union-attr]
    wall.now += 20.0
    with (
        oots_client.websocket_connect(socket_path(match_id, ann)) as ws0,
        oots_client.websocket_connect(socket_path(match_id, bob)) as ws1,
        oots_client.websocket_connect(socket_path(match_id)) as ws2,
    ):
        seen = [Peer(ws).update()["table_clock"] for ws in (ws0, ws1, ws2)]
    assert seen == [{"seconds": 60.0, "left": 40.0, "started": True}] * 3


def test_a_game_without_a_wall_clock_has_no_table_clock(
    oots_client: TestClient, wall: FakeWall
) -> None:
    rounds = {"expansion": "shortening", "timed_minutes": 60}  # A51: the rounds stand-in
    grant = create(oots_client, "oots", ["human", "random"], seed=5, join=0, options=rounds)
    with oots_client.websocket_connect(socket_path(grant["match_id"], grant["token"])) as ws:
        assert "table_clock" not in Peer(ws).update()


@pytest.mark.parametrize("late", [False, True])
def test_once_time_is_up_ending_the_turn_calls_time(
    oots_client: TestClient, store: MemoryStore, wall: FakeWall, late: bool
) -> None:
    grant = create(oots_client, "oots", ["human", "human"], seed=5, join=0, options=WALL)
    match_id, ann = grant["match_id"], grant["token"]
    bob = join(oots_client, match_id)
    with (
        oots_client.websocket_connect(socket_path(match_id, ann)) as ws0,
        oots_client.websocket_connect(socket_path(match_id, bob)) as ws1,
    ):
        peers = [Peer(ws0), Peer(ws1)]
        for peer in peers:
            peer.update()
        peer, update = play_to_end_of_turn(peers)
        seat = update["seat"]
        wall.now += 61.0 if late else 59.0
        peer.act_text("end-turn")
        after = [p.update() for p in peers]
    texts = [e["event"]["type"] for e in after[0]["events"]]
    logged = store.actions(match_id)[-1]
    if late:
        # 004 L70, L72: the turn on which the timer went off was the last normal one; the
        # dungeon begins collapsing as it ends (the player ended it: time is called for them).
        assert logged.action == {"type": "call-time"} and logged.seat == seat
        assert "time-called" in texts
        assert after[0]["view"]["collapse"] is True
        assert after[0]["table_clock"]["left"] == 0.0
    else:
        assert logged.action == {"type": "end-turn"}
        assert "time-called" not in texts
        assert after[0]["view"]["collapse"] is False
        assert after[0]["table_clock"]["left"] == pytest.approx(1.0)


def test_a_bot_ending_the_last_turn_calls_time_too(
    oots_client: TestClient, store: MemoryStore, wall: FakeWall
) -> None:
    class RunsOut(FakeWall):
        """The clock starts at the first reading; every later reading is past the minute."""

        def __call__(self) -> float:
            now = self.now
            self.now = 1_800_000_100.0
            return now

    oots_client.app.state.hub.wall = RunsOut()  # type: ignore[attr-defined]
    grant = create(oots_client, "oots", ["random", "random"], seed=5, options=WALL)
    match_id = grant["match_id"]
    with oots_client.websocket_connect(socket_path(match_id)) as ws:
        watcher = Peer(ws)
        while not any(e["event"]["type"] == "time-called" for e in watcher.update()["events"]):
            pass
    ends = [r.action["type"] for r in store.actions(match_id)]
    ends = [kind for kind in ends if kind in ("end-turn", "call-time")]
    assert ends[0] == "call-time"  # the first turn was the last normal one
    assert store.get(match_id).clock_started == 1_800_000_000.0  # type: ignore[union-attr]

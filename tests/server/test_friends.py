"""Playing with friends: a seat taken by its link, leaving a match, the match's chat, and a
server that cannot take its port saying so in one line."""

from __future__ import annotations

import socket
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from dungeontable.core import Game
from dungeontable.server import MatchStore, MemoryStore, create_app
from dungeontable.server.address import AddressError, listen, share_url, url_for
from dungeontable.server.limits import ServerLimits, clean_chat

from .wire import Peer, create, join, socket_path

pytestmark = pytest.mark.timeout(120)

TRUSTED = ServerLimits(player_seeds=True)


def three_seats(client: TestClient) -> tuple[str, str]:
    """Ann creates a table with two open seats; her match id and token."""
    grant = create(client, "tally", ["human", "human", "human"], seed=3, join=0, name="Ann")
    return grant["match_id"], grant["token"]


def next_message(peer: Peer, kind: str) -> dict[str, Any]:
    """Read messages until one of ``kind`` (updates are kept, as ``Peer.update`` keeps them)."""
    while True:
        message: dict[str, Any] = peer.ws.receive_json()
        if message["type"] == "update":
            peer.updates.append(message)
        if message["type"] == kind:
            return message


# --- invite links: a seat by its number --------------------------------------------------------


def test_an_invite_seats_the_friend_in_that_seat(client: TestClient) -> None:
    match_id, _ = three_seats(client)
    answer = client.post(f"/api/matches/{match_id}/join", json={"seat": 2, "name": "Cleo"})
    assert answer.status_code == 200
    assert answer.json()["seat"] == 2 and answer.json()["token"]
    seats = client.get(f"/api/matches/{match_id}").json()["seats"]
    assert [(s["name"], s["taken"]) for s in seats] == [
        ("Ann", True),
        ("", False),
        ("Cleo", True),
    ]


def test_an_invite_to_a_taken_seat_is_refused_and_changes_nothing(client: TestClient) -> None:
    match_id, _ = three_seats(client)
    join(client, match_id, seat=1, name="Bob")
    before = client.get(f"/api/matches/{match_id}").json()
    for seat, words in ((1, "seat 1 is taken by Bob"), (0, "seat 0 is taken by Ann")):
        answer = client.post(f"/api/matches/{match_id}/join", json={"seat": seat, "name": "Eve"})
        assert answer.status_code == 409
        assert answer.json() == {"detail": words}
    assert client.get(f"/api/matches/{match_id}").json() == before


def test_the_server_tells_the_lobby_the_address_for_friends(tally: Game) -> None:
    app = create_app(MemoryStore(), static_dir=None, share_url="http://192.168.1.20:8000/")
    with TestClient(app) as client:
        assert client.get("/api/server").json() == {
            "share_url": "http://192.168.1.20:8000/",
            "chat_length": 300,
        }
    with TestClient(create_app(MemoryStore(), static_dir=None)) as client:
        assert client.get("/api/server").json()["share_url"] is None


def test_the_address_to_share_follows_where_the_server_listens(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from dungeontable.server import address

    monkeypatch.setattr(address, "lan_address", lambda: "192.168.1.20")
    assert share_url("0.0.0.0", 8000) == "http://192.168.1.20:8000/"
    assert share_url("127.0.0.1", 8000) is None
    assert share_url("localhost", 8000) is None
    assert share_url("10.0.0.7", 8123) == "http://10.0.0.7:8123/"
    assert url_for("::1", 80) == "http://[::1]:80/"
    monkeypatch.setattr(address, "lan_address", lambda: None)
    assert share_url("0.0.0.0", 8000) is None


# --- a busy port ------------------------------------------------------------------------------


def test_listen_refuses_a_busy_port_in_one_sentence() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(AddressError) as refused:
            listen("127.0.0.1", port)
    assert str(refused.value) == f"port {port} is already in use; pick another with --port"


def test_serve_on_a_busy_port_says_so_in_one_line_and_starts_nothing(tmp_path: Any) -> None:
    db = tmp_path / "table.db"
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [
                *(sys.executable, "-m", "dungeontable.cli", "serve"),
                *("--host", "127.0.0.1", "--port", str(port), "--db", f"sqlite:///{db}"),
            ],
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.strip() == f"error: port {port} is already in use; pick another with --port"
    assert not db.exists()  # nothing started: the store was never opened


# --- leaving a match --------------------------------------------------------------------------


def test_leaving_a_running_match_hands_the_seat_to_a_bot_and_says_so(
    client: TestClient, store: MemoryStore
) -> None:
    grant = create(client, "tally", ["human", "human"], seed=5, join=0, name="Ann")
    match_id, ann = grant["match_id"], grant["token"]
    bob = join(client, match_id, name="Bob")
    with (
        client.websocket_connect(socket_path(match_id, ann)) as ws0,
        client.websocket_connect(socket_path(match_id, bob)) as ws1,
    ):
        seat0, seat1 = Peer(ws0), Peer(ws1)
        seat0.update(), seat1.update()
        seat1.send({"type": "resign"})
        left = seat0.update()
        assert [e["text"] for e in left["events"]] == [
            "Bob left the table; a bot plays for them from now on"
        ]
        assert left["events"][0]["event"] == {
            "type": "seat-left",
            "seat": 1,
            "name": "Bob",
            "level": "random",
            "to": None,
        }
        assert left["status"] == "running" and left["seq"] == 1
        seat1.update()
        assert seat1.last["seat"] is None and seat1.last["legal"] == []  # Bob now watches
        seat1.send({"type": "resign"})
        assert seat1.error() == "you are watching: there is no seat to leave"
        # Ann plays on; the bot answers for Bob's seat by itself.
        seat0.act_text("end-turn")
        while seat0.update()["decision"]["seat"] != 0:
            pass
        assert any(e["event"]["type"] == "turn-ended" for e in seat0.events())
    row = store.get(match_id)
    assert row is not None
    assert (row.seats[1].kind, row.seats[1].name, row.seats[1].token_hash) == (
        "random",
        "Bob (bot)",
        None,
    )
    assert [a.actor for a in store.actions(match_id)][:2] == ["resign", "seat"]
    # Bob's old token holds no seat any more.
    with client.websocket_connect(socket_path(match_id, bob)) as ws:
        assert Peer(ws).error() == f"this token holds no seat in match {match_id}"


def test_when_the_last_person_leaves_the_match_is_abandoned(client: TestClient) -> None:
    grant = create(client, "tally", ["human", "random"], seed=5, join=0, name="Ann")
    match_id = grant["match_id"]
    with client.websocket_connect(socket_path(match_id, grant["token"])) as ws:
        peer = Peer(ws)
        peer.update()
        peer.send({"type": "resign"})
        while peer.update()["status"] != "abandoned":
            pass
    listed = client.get("/api/matches?status=abandoned").json()
    assert [m["match_id"] for m in listed] == [match_id]
    replay = client.get(f"/api/matches/{match_id}/replay")
    assert replay.status_code == 200
    assert replay.json()["record"]["actions"] == []  # leaving is no game action


def test_leaving_before_the_match_starts_frees_the_seat(client: TestClient) -> None:
    match_id, ann = three_seats(client)
    join(client, match_id, seat=1, name="Bob")
    with client.websocket_connect(socket_path(match_id, ann)) as ws:
        peer = Peer(ws)
        peer.update()
        peer.send({"type": "resign"})
        assert peer.update()["status"] == "open"
    seats = client.get(f"/api/matches/{match_id}").json()["seats"]
    assert [(s["kind"], s["name"], s["taken"]) for s in seats] == [
        ("human", "", False),
        ("human", "Bob", True),
        ("human", "", False),
    ]
    assert join(client, match_id, seat=0, name="Dee")  # the seat can be taken again


def test_a_seat_left_stays_left_after_a_restart(
    backend: Callable[[], MatchStore], tally: Game
) -> None:
    with TestClient(create_app(backend, bot_delay=0.0, static_dir=None, limits=TRUSTED)) as client:
        grant = create(client, "tally", ["human", "human"], seed=7, join=0, name="Ann")
        match_id, ann = grant["match_id"], grant["token"]
        bob = join(client, match_id, name="Bob")
        with client.websocket_connect(socket_path(match_id, bob)) as ws:
            peer = Peer(ws)
            peer.update()
            peer.send({"type": "resign"})
            before = peer.update()
    with TestClient(create_app(backend, bot_delay=0.0, static_dir=None, limits=TRUSTED)) as client:
        with client.websocket_connect(socket_path(match_id, ann)) as ws:
            back = Peer(ws).update()
        assert back["seq"] == before["seq"] == 1
        assert [e["text"] for e in back["events"]] == [
            "Bob left the table; a bot plays for them from now on"
        ]
        seats = client.get(f"/api/matches/{match_id}").json()["seats"]
        assert [(s["kind"], s["name"]) for s in seats] == [
            ("human", "Ann"),
            ("random", "Bob (bot)"),
        ]


# --- chat -------------------------------------------------------------------------------------


def test_chat_lines_reach_everyone_at_the_match_as_plain_text(client: TestClient) -> None:
    grant = create(client, "tally", ["human", "human"], seed=5, join=0, name="Ann")
    match_id, ann = grant["match_id"], grant["token"]
    bob = join(client, match_id, name="Bob")
    with (
        client.websocket_connect(socket_path(match_id, ann)) as ws0,
        client.websocket_connect(socket_path(match_id, bob)) as ws1,
        client.websocket_connect(socket_path(match_id)) as ws2,
    ):
        seat0, seat1, watcher = Peer(ws0), Peer(ws1), Peer(ws2)
        for peer in (seat0, seat1, watcher):
            peer.update()
        seat0.send({"type": "chat", "text": "  good\u202e luck\x00\n<b>all</b>\u200b  "})
        heard = [next_message(p, "chat") for p in (seat0, seat1, watcher)]
        assert {h["text"] for h in heard} == {"good luck <b>all</b>"}
        assert {(h["id"], h["seat"], h["name"]) for h in heard} == {(1, 0, "Ann")}
        watcher.send({"type": "chat", "text": "go Bob", "name": "Zed\x07"})
        line = next_message(seat1, "chat")
        assert (line["seat"], line["name"], line["text"]) == (None, "Zed (watching)", "go Bob")
        watcher.send({"type": "chat", "text": "and me"})
        assert next_message(seat1, "chat")["name"] == "A spectator"
    # Someone arriving later gets the latest lines after the table.
    with client.websocket_connect(socket_path(match_id)) as ws:
        late = Peer(ws)
        late.update()
        assert [next_message(late, "chat")["text"] for _ in range(3)] == [
            "good luck <b>all</b>",
            "go Bob",
            "and me",
        ]


def test_a_chat_line_too_long_or_empty_is_refused_whole(client: TestClient) -> None:
    grant = create(client, "tally", ["human"], seed=5, join=0, name="Ann")
    with client.websocket_connect(socket_path(grant["match_id"], grant["token"])) as ws:
        peer = Peer(ws)
        peer.update()
        peer.send({"type": "chat", "text": "x" * 301})
        assert peer.error() == "a chat line is at most 300 characters (yours has 301)"
        peer.send({"type": "chat", "text": "\x00\u200b \n"})
        assert peer.error() == "the chat line is empty"
        peer.send({"type": "chat", "text": 5})
        assert peer.error() == 'a "chat" message needs "text": the line to say'
        peer.send({"type": "chat", "text": "y" * 300})
        assert next_message(peer, "chat")["text"] == "y" * 300


def test_chat_is_rate_limited_per_connection_and_per_address(tally: Game) -> None:
    limits = ServerLimits(chats_per_minute=3, chats_per_address=5)
    with TestClient(create_app(MemoryStore(), static_dir=None, limits=limits)) as client:
        grant = create(client, "tally", ["human"], seed=5, join=0, name="Ann")
        match_id = grant["match_id"]
        with (
            client.websocket_connect(socket_path(match_id, grant["token"])) as ws0,
            client.websocket_connect(socket_path(match_id)) as ws1,
        ):
            ann, watcher = Peer(ws0), Peer(ws1)
            ann.update(), watcher.update()
            for n in range(3):
                ann.send({"type": "chat", "text": f"line {n}"})
                assert next_message(ann, "chat")["text"] == f"line {n}"
            ann.send({"type": "chat", "text": "one more"})
            assert ann.error() == (
                "you are chatting too fast: at most 3 lines a minute; wait a little"
            )
            heard = [next_message(watcher, "chat")["text"] for _ in range(3)]
            assert heard == ["line 0", "line 1", "line 2"]
            # Another connection from the same address has its own 3, within the address's 5.
            for n in range(2):
                watcher.send({"type": "chat", "text": f"watching {n}"})
                assert next_message(watcher, "chat")["text"] == f"watching {n}"
            watcher.send({"type": "chat", "text": "and more"})
            assert watcher.error() == (
                "your address is chatting too fast: at most 5 lines a minute from one "
                "address; wait a little"
            )
            assert [next_message(ann, "chat")["text"] for _ in range(2)] == [
                "watching 0",
                "watching 1",
            ]


def test_clean_chat_keeps_text_and_drops_control_characters() -> None:
    assert clean_chat("a\tb\r\nc\x1b[31m d\u2066e\u2069") == "a b c[31m de"
    assert clean_chat("<img src=x onerror=alert(1)>") == "<img src=x onerror=alert(1)>"

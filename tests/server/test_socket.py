"""Match websockets: per-seat updates, refusals that change nothing, bots, undo, reconnection."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from fastapi.testclient import TestClient

from dungeontable.core import Game
from dungeontable.server import MemoryStore

from .wire import Peer, create, join, socket_path

pytestmark = pytest.mark.timeout(60)

SEED = 11


def builtins(value: Any) -> Any:
    return msgspec.json.decode(msgspec.json.encode(value))


def two_humans(client: TestClient, **body: Any) -> tuple[str, str, str]:
    grant = create(client, "tally", ["human", "human"], seed=SEED, join=0, name="ann", **body)
    return grant["match_id"], grant["token"], join(client, grant["match_id"], name="bob")


def test_first_update_is_each_seats_own_view(client: TestClient, tally: Game) -> None:
    match_id, ann, bob = two_humans(client)
    start = tally.setup(tally.Options(), 2, SEED)
    with (
        client.websocket_connect(socket_path(match_id, ann)) as ws0,
        client.websocket_connect(socket_path(match_id, bob)) as ws1,
        client.websocket_connect(socket_path(match_id)) as ws_spectator,
    ):
        first, second, watcher = Peer(ws0).update(), Peer(ws1).update(), Peer(ws_spectator).update()
    hand = sorted(start.hands[0])
    assert first["seq"] == 0 and first["seat"] == 0 and first["status"] == "running"
    assert first["view"] == builtins(tally.view(start, 0))
    assert first["board_text"] == tally.render(tally.view(start, 0))
    assert first["decision"] == {
        "seat": 0,
        "kind": "turn",
        "prompt": "seat 0: mark, play, roll or end",
    }
    assert [entry["text"] for entry in first["legal"]] == [
        "mark amount=1",
        "mark amount=2",
        *(f"play card={card}" for card in hand),
        "roll",
        "end-turn",
    ]
    assert first["legal"][2] == {
        "index": 2,
        "text": f"play card={hand[0]}",
        "label": f"Play (card {hand[0]})",
        "action": {"type": "play", "card": hand[0]},
    }
    assert first["events"] == [] and first["outcome"] is None and first["can_undo"] is False
    assert second["view"] == builtins(tally.view(start, 1)) and second["legal"] == []
    assert watcher["seat"] is None and watcher["legal"] == []
    assert watcher["view"] == builtins(tally.view(start, None)) and watcher["view"]["hand"] == []


def test_an_action_pushes_each_client_only_what_it_may_see(client: TestClient, tally: Game) -> None:
    match_id, ann, bob = two_humans(client)
    start = tally.setup(tally.Options(), 2, SEED)
    card = sorted(start.hands[0])[0]
    drawn = start.deck[0]
    with (
        client.websocket_connect(socket_path(match_id, ann)) as ws0,
        client.websocket_connect(socket_path(match_id, bob)) as ws1,
        client.websocket_connect(socket_path(match_id)) as ws_spectator,
    ):
        seat0, seat1, watcher = Peer(ws0), Peer(ws1), Peer(ws_spectator)
        for peer in (seat0, seat1, watcher):
            peer.update()
        seat0.act_text(f"play card={card}")
        mine, theirs, public = seat0.update(), seat1.update(), watcher.update()
    after = tally.apply(start, tally.actions.parse(f"play card={card}")).state
    played = f"ann played {card} for {int(card[1:]) % 4 + 1}"
    assert [e["text"] for e in mine["events"]] == [played, f"you drew {drawn}"]
    assert [e["text"] for e in theirs["events"]] == [played, "ann drew a card"]
    assert [e["text"] for e in public["events"]] == [played]
    assert [e["seq"] for e in mine["events"]] == [1, 2]
    assert [e["seq"] for e in theirs["events"]] == [1, 3]
    assert mine["events"][1]["event"] == {"type": "drew", "to": [0], "seat": 0, "card": drawn}
    assert drawn not in msgspec.json.encode(theirs).decode()
    assert drawn not in msgspec.json.encode(public).decode()
    for update, seat in ((mine, 0), (theirs, 1), (public, None)):
        assert update["seq"] == 1
        assert update["view"] == builtins(tally.view(after, seat))
    assert mine["legal"] == [] and [e["index"] for e in theirs["legal"]] == list(range(7))


REFUSALS = [
    ("bob", {"type": "act", "index": 0, "seq": 0}, "it is not your turn: ann must decide now"),
    ("bob", {"type": "undo"}, "there is no action to take back"),
    (
        "spectator",
        {"type": "act", "index": 0, "seq": 0},
        "spectators cannot act: join a free seat to play",
    ),
    ("spectator", {"type": "undo"}, "spectators cannot undo"),
    ("ann", "{not json", "the message is not valid JSON: "),
    ("ann", "[1, 2]", 'a message must be a JSON object with a "type" field'),
    (
        "ann",
        {"type": "jump"},
        'unknown message type \'jump\': send "act", "undo", "resign", "chat" or "ping"',
    ),
    ("ann", {"type": "act", "seq": 0}, 'an "act" message needs exactly one of "index" or "action"'),
    (
        "ann",
        {"type": "act", "index": 0, "action": {"type": "roll"}, "seq": 0},
        'an "act" message needs exactly one of "index" or "action"',
    ),
    (
        "ann",
        {"type": "act", "index": 7, "seq": 0},
        "index 7 is out of range: there are 7 legal actions (0-6)",
    ),
    ("ann", {"type": "act", "index": -1, "seq": 0}, "index -1 is out of range"),
    ("ann", {"type": "act", "index": True, "seq": 0}, '"index" must be a whole number, got True'),
    ("ann", {"type": "act", "index": "0", "seq": 0}, '"index" must be a whole number'),
    ("ann", {"type": "act", "action": {"type": "teleport"}, "seq": 0}, "unknown action for Tally"),
    (
        "ann",
        {"type": "act", "action": {"type": "mark", "amount": "x"}, "seq": 0},
        "unknown action for Tally",
    ),
    (
        "ann",
        {"type": "act", "action": {"type": "mark", "amount": 3}, "seq": 0},
        "mark amount=3 is not legal now",
    ),
    (
        "ann",
        {"type": "act", "action": {"type": "play", "card": "c99"}, "seq": 0},
        "play card=c99 is not legal now",
    ),
    (
        "ann",
        {"type": "act", "index": 0, "seq": 4},
        "the table changed since update 4 (it is now at 0)",
    ),
    ("ann", {"type": "undo"}, "there is no action to take back"),
    ("ann", {"type": "act", "index": 0}, 'an "act" message needs "seq": the number of the'),
    ("ann", "[" * 40 + "]" * 40, "the message nests deeper than 32 levels"),
    ("ann", '{"type": "ping", "x": ' + "[" * 5000 + "]" * 5000 + "}", "the message nests deeper"),
]


@pytest.mark.parametrize(("who", "message", "expected"), REFUSALS)
def test_refused_messages_get_a_clear_error_and_change_nothing(
    client: TestClient, store: MemoryStore, who: str, message: Any, expected: str
) -> None:
    match_id, ann, bob = two_humans(client)
    tokens = {"ann": ann, "bob": bob, "spectator": None}
    with (
        client.websocket_connect(socket_path(match_id, tokens[who])) as ws,
        client.websocket_connect(socket_path(match_id, ann)) as ws0,
    ):
        sender, seat0 = Peer(ws), Peer(ws0)
        before = sender.update()
        seat0.update()
        if isinstance(message, str):
            ws.send_text(message)
        else:
            sender.send(message)
        assert sender.error().startswith(expected)
        sender.quiet()
        seat0.quiet()  # nobody received an update: nothing changed
    assert store.actions(match_id) == []
    with client.websocket_connect(socket_path(match_id, tokens[who])) as ws:
        again = Peer(ws).update()
    assert again == before


def test_a_token_acts_only_for_its_own_seat(client: TestClient) -> None:
    match_id, ann, bob = two_humans(client)
    with (
        client.websocket_connect(socket_path(match_id, ann)) as ws0,
        client.websocket_connect(socket_path(match_id, bob)) as ws1,
    ):
        seat0, seat1 = Peer(ws0), Peer(ws1)
        seat0.update(), seat1.update()
        seat0.act_text("end-turn")
        seat0.update(), seat1.update()
        seat0.act(0)  # now seat 1's turn: seat 0's token cannot answer it
        assert seat0.error() == "it is not your turn: bob must decide now"
        seat0.quiet()
        seat1.quiet()


def test_unknown_match_and_bad_token_are_refused_and_closed(client: TestClient) -> None:
    match_id, _, _ = two_humans(client)
    with client.websocket_connect(socket_path("nope", None)) as ws:
        assert Peer(ws).error() == "no match nope"
        assert ws.receive()["type"] == "websocket.close"
    with client.websocket_connect(socket_path(match_id, "forged")) as ws:
        assert Peer(ws).error() == f"this token holds no seat in match {match_id}"
        assert ws.receive() == {"type": "websocket.close", "code": 1008, "reason": ""}


def test_an_open_match_waits_for_its_players(client: TestClient) -> None:
    grant = create(client, "tally", ["human", "human", "random"], seed=SEED, join=0)
    match_id = grant["match_id"]
    with client.websocket_connect(socket_path(match_id, grant["token"])) as ws0:
        seat0 = Peer(ws0)
        waiting = seat0.update()
        assert waiting["status"] == "open" and waiting["legal"] == []
        seat0.act(0)
        assert seat0.error() == "the match has not started: waiting for players to take seat(s) 2"
        join(client, match_id, name="bob")
        started = seat0.update()
    assert started["status"] == "running" and started["seq"] == 0
    assert len(started["legal"]) == 7
    assert client.get(f"/api/matches/{match_id}").json()["seats"][1] == {
        "seat": 1,
        "kind": "human",
        "taken": True,
        "name": "bob",
    }


def test_bots_play_their_seats_on_the_server(client: TestClient, store: MemoryStore) -> None:
    grant = create(client, "tally", ["human", "random"], seed=SEED, join=0)
    with client.websocket_connect(socket_path(grant["match_id"], grant["token"])) as ws0:
        seat0 = Peer(ws0)
        seat0.update()
        seat0.act_text("end-turn")
        assert seat0.update()["decision"]["seat"] == 1
        while seat0.last["decision"]["seat"] != 0:
            seat0.update()
    rows = store.actions(grant["match_id"])
    assert [(r.seat, r.actor) for r in rows[:2]] == [(0, "seat"), (1, "bot")]
    assert {(r.seat, r.actor) for r in rows[1:]} == {(1, "bot")}
    assert seat0.last["seq"] == len(rows)


def test_a_failing_bot_is_replaced_by_the_random_bot(
    client: TestClient, store: MemoryStore
) -> None:
    grant = create(client, "tally", ["human", "broken"], seed=SEED, join=0)
    with client.websocket_connect(socket_path(grant["match_id"], grant["token"])) as ws0:
        seat0 = Peer(ws0)
        seat0.update()
        seat0.act_text("end-turn")
        seat0.update()
        while seat0.last["decision"]["seat"] != 0:
            seat0.update()
    rows = store.actions(grant["match_id"])
    assert [(r.seat, r.actor) for r in rows][:2] == [(0, "seat"), (1, "bot")]


def test_a_slow_bot_thinks_on_a_worker_thread(client: TestClient, store: MemoryStore) -> None:
    grant = create(client, "tally", ["slow", "slow"], seed=SEED)
    with client.websocket_connect(socket_path(grant["match_id"])) as ws:
        watcher = Peer(ws)
        while watcher.update()["outcome"] is None:
            pass
    assert client.app.state.hub._slow_bots == {("tally", "slow")}  # type: ignore[attr-defined]
    assert [r.action for r in store.actions(grant["match_id"])] == [{"type": "end-turn"}] * 8


def test_undo_takes_back_a_public_action_and_everyone_sees_it(
    client: TestClient, store: MemoryStore, tally: Game
) -> None:
    match_id, ann, bob = two_humans(client)
    start = tally.setup(tally.Options(), 2, SEED)
    with (
        client.websocket_connect(socket_path(match_id, ann)) as ws0,
        client.websocket_connect(socket_path(match_id, bob)) as ws1,
    ):
        seat0, seat1 = Peer(ws0), Peer(ws1)
        initial = seat0.update()
        seat1.update()
        seat0.act_text("mark amount=2")
        marked, seen = seat0.update(), seat1.update()
        assert marked["can_undo"] is True and seen["can_undo"] is False
        assert marked["view"]["tally"] == 2
        seat1.send({"type": "undo"})
        assert seat1.error() == "you cannot take back: ann acted last"
        seat0.send({"type": "undo"})
        undone, told = seat0.update(), seat1.update()
    assert undone["seq"] == told["seq"] == 2
    assert undone["view"] == initial["view"] == builtins(tally.view(start, 0))
    assert undone["legal"] == initial["legal"] and undone["can_undo"] is False
    assert told["events"] == [
        {
            "seq": 2,
            "text": "ann took back their last action",
            "event": {"type": "action-undone", "to": None, "seat": 0},
            "by": 0,
            "bot": False,
        }
    ]
    assert [(r.n, r.seat, r.actor) for r in store.actions(match_id)] == [
        (0, 0, "seat"),
        (1, 0, "undo"),
    ]


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ("play", "that action cannot be taken back: it revealed something hidden or used the dice"),
        ("roll", "that action cannot be taken back: it revealed something hidden or used the dice"),
    ],
)
def test_actions_that_reveal_or_roll_cannot_be_undone(
    client: TestClient, tally: Game, action: str, reason: str
) -> None:
    grant = create(client, "tally", ["human", "human", "human"], seed=SEED, join=0)
    match_id = grant["match_id"]
    join(client, match_id), join(client, match_id)
    with client.websocket_connect(socket_path(match_id, grant["token"])) as ws0:
        seat0 = Peer(ws0)
        seat0.update()
        seat0.act(next(e["index"] for e in seat0.last["legal"] if e["action"]["type"] == action))
        assert seat0.update()["can_undo"] is False
        seat0.send({"type": "undo"})
        assert seat0.error() == reason


def test_undo_is_refused_once_another_seat_has_acted(client: TestClient) -> None:
    grant = create(client, "tally", ["human", "random"], seed=SEED, join=0)
    with client.websocket_connect(socket_path(grant["match_id"], grant["token"])) as ws0:
        seat0 = Peer(ws0)
        seat0.update()
        seat0.act_text("end-turn")
        seat0.update()
        while seat0.last["decision"]["seat"] != 0:
            seat0.update()
        assert seat0.last["can_undo"] is False
        seat0.send({"type": "undo"})
        assert seat0.error() == "you cannot take back: Random bot 2 acted last"


def test_reconnection_gets_the_current_view_and_missed_events(client: TestClient) -> None:
    match_id, ann, bob = two_humans(client)
    with client.websocket_connect(socket_path(match_id, bob)) as ws1:
        seat1 = Peer(ws1)
        seat1.update()
    with client.websocket_connect(socket_path(match_id, ann)) as ws0:
        seat0 = Peer(ws0)
        seat0.update()
        seat0.act_text("mark amount=1")
        seat0.update()
        seat0.act_text("end-turn")
        seat0.update()
    with client.websocket_connect(socket_path(match_id, bob)) as ws1:
        back = Peer(ws1).update()
    assert back["seq"] == 2 and back["decision"]["seat"] == 1 and len(back["legal"]) == 7
    assert [e["text"] for e in back["events"]] == ["ann marked 1", "ann ended the turn"]
    with client.websocket_connect(socket_path(match_id, bob, since=1)) as ws1:
        resumed = Peer(ws1).update()
    assert [e["seq"] for e in resumed["events"]] == [2]
    assert {k: v for k, v in resumed.items() if k != "events"} == {
        k: v for k, v in back.items() if k != "events"
    }


def test_ping_is_answered(client: TestClient) -> None:
    match_id, ann, _ = two_humans(client)
    with client.websocket_connect(socket_path(match_id, ann)) as ws:
        Peer(ws).update()
        Peer(ws).quiet()


def test_a_seat_may_take_back_several_of_its_own_actions_in_a_row(client: TestClient) -> None:
    match_id, ann, bob = two_humans(client)
    with (
        client.websocket_connect(socket_path(match_id, ann)) as ws0,
        client.websocket_connect(socket_path(match_id, bob)) as ws1,
    ):
        seat0, seat1 = Peer(ws0), Peer(ws1)
        initial = seat0.update()
        seat1.update()
        for step in ("mark amount=2", "end-turn"):
            seat0.act_text(step)
            seat0.update(), seat1.update()
        assert seat1.last["decision"]["seat"] == 1 and seat0.last["can_undo"] is True
        for _ in range(2):
            seat0.send({"type": "undo"})
            seat0.update(), seat1.update()
        assert seat0.last["view"] == initial["view"] and seat0.last["seq"] == 4
        assert seat0.last["legal"] == initial["legal"] and seat0.last["can_undo"] is False


def test_an_action_followed_by_another_seats_action_stays_taken(client: TestClient) -> None:
    match_id, ann, bob = two_humans(client)
    with (
        client.websocket_connect(socket_path(match_id, ann)) as ws0,
        client.websocket_connect(socket_path(match_id, bob)) as ws1,
    ):
        seat0, seat1 = Peer(ws0), Peer(ws1)
        seat0.update(), seat1.update()
        seat0.act_text("end-turn")
        seat0.update(), seat1.update()
        seat1.act_text("end-turn")
        seat0.update(), seat1.update()
        seat1.send({"type": "undo"})  # bob takes his back: ann's is now last, but bob acted after
        seat0.update(), seat1.update()
        assert seat0.last["decision"]["seat"] == 1 and seat0.last["can_undo"] is False
        seat0.send({"type": "undo"})
        assert seat0.error() == (
            "that action can no longer be taken back: another action followed it"
        )

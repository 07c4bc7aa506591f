"""Several ``serve`` processes on one PostgreSQL (``serve --node``): placement by match id, the
owner plays, the other nodes answer reads and serve spectators from replicas fed by NOTIFY.

The unit tests check the id placement and owner parsing, and a hub's refusals with an in-memory
store. The slow test runs two real ``dungeontable serve --node a|b`` processes on one fresh
PostgreSQL database: a bot-only match created on node a is watched on both nodes (the same
versions, the same events, the same outcome), node b refuses to change it and lists it, and a
restarted node b leaves node a's matches to node a (no row written twice).
"""

from __future__ import annotations

import asyncio
import json
import secrets
import statistics
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2
import psycopg
import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from dungeontable.cli import app as cli_app
from dungeontable.core import Game
from dungeontable.server import MemoryStore, create_app
from dungeontable.server.hub import Client, Hub
from dungeontable.server.live import Refused
from dungeontable.server.lobby import LobbyError, NewMatch
from dungeontable.server.nodes import check_node_name, elsewhere, owner_of, place
from dungeontable.storage import open_store
from dungeontable.storage.matches import SqlMatchStore

from .test_crash import free_port, receive, running

# --- placement and ownership ---------------------------------------------------------------------


def test_a_node_places_its_matches_by_name() -> None:
    assert place("3f2c9b1d0e4a", None) == "3f2c9b1d0e4a"  # a single server: today's ids
    assert place("3f2c9b1d0e4a", "a") == "a-3f2c9b1d0e4a"
    assert place("3f2c9b1d0e4a", "eu1") == "eu1-3f2c9b1d0e4a"


def test_the_owner_is_the_node_named_in_the_id() -> None:
    assert owner_of("a-3f2c9b1d0e4a") == "a"
    assert owner_of("eu1-3f2c9b1d0e4a") == "eu1"
    assert owner_of("3f2c9b1d0e4a") is None  # created by a server without --node
    assert owner_of("") is None
    assert owner_of("a-b-c") == "a"
    assert elsewhere("b-0123456789ab") == (
        "match b-0123456789ab is played on node b: connect through the table's address"
    )
    assert "the server without --node" in elsewhere("0123456789ab")


@pytest.mark.parametrize("name", ["a", "b2", "eu1", "0", "abcdefghijkl"])
def test_node_names(name: str) -> None:
    assert check_node_name(name) == name


@pytest.mark.parametrize("name", ["", "A", "a-b", "a_b", "abcdefghijklm", "é", "a b", "a\n"])
def test_bad_node_names_are_refused(name: str) -> None:
    with pytest.raises(ValueError, match="is not a node name"):
        check_node_name(name)


def test_node_is_refused_without_postgresql(tmp_path: Path) -> None:
    runner = CliRunner()
    for db in ("memory", str(tmp_path / "table.db"), f"sqlite:///{tmp_path / 'x.db'}"):
        result = runner.invoke(cli_app, ["serve", "--node", "a", "--db", db])
        assert result.exit_code == 2, result.output
        assert "--node needs a store every node shares: PostgreSQL" in result.output
    assert not (tmp_path / "table.db").exists() and not (tmp_path / "x.db").exists()
    bad = runner.invoke(cli_app, ["serve", "--node", "A-1", "--db", "memory"])
    assert bad.exit_code == 2 and "is not a node name" in bad.output


# --- a hub with a node name (in memory: no replicas are fed, ownership only) ---------------------


def test_a_node_plays_its_own_matches_only(tally: Game) -> None:
    asyncio.run(_own_matches_only())


async def _own_matches_only() -> None:
    store = MemoryStore()
    a = Hub(store, bot_delay=0.0, node="a")
    await a.start()
    grant = await a.create(NewMatch(game="tally", seats=["human", "human"], join=0, name="ann"))
    assert grant.match_id.startswith("a-") and len(grant.match_id) == 14
    await a.close()

    b = Hub(store, bot_delay=0.0, node="b")
    await b.start()
    assert b.matches == {}  # node a's open match is not resumed here
    with pytest.raises(LobbyError) as refused:
        await b.join(grant.match_id, _join("bob"))
    assert refused.value.status == 421
    assert str(refused.value) == elsewhere(grant.match_id)
    with pytest.raises(LobbyError) as unknown:
        await b.join("a-000000000000", _join("bob"))
    assert unknown.value.status == 404
    replica = await b.load(grant.match_id)
    assert replica is not None
    with pytest.raises(Refused, match="is played on node a"):
        await b.act(replica, 0, {"type": "act", "index": 0, "seq": 0})
    with pytest.raises(Refused, match="is played on node a"):
        await b.undo(replica, 0)
    assert b.open_counts() == (0, 0)  # a replica is not a match this node plays
    assert store.get(grant.match_id).seats[1].taken is False  # type: ignore[union-attr]
    assert store.actions(grant.match_id) == []
    await b.close()

    single = Hub(store, bot_delay=0.0)  # no name: matches with a node's id are not its own
    await single.start()
    assert single.matches == {}
    await single.close()


def test_a_server_without_a_name_keeps_todays_ids(tally: Game) -> None:
    app = create_app(MemoryStore(), bot_delay=0.0, static_dir=None)
    with TestClient(app) as client:
        answer = client.post("/api/matches", json={"game": "tally", "seats": ["human"]})
        match_id = answer.json()["match_id"]
        assert len(match_id) == 12 and "-" not in match_id
        joined = client.post(f"/api/matches/{match_id}/join", json={"name": "ann"})
        assert joined.status_code == 200


def test_the_websocket_refuses_a_seat_of_another_nodes_match(tally: Game) -> None:
    store = MemoryStore()
    with TestClient(create_app(store, bot_delay=0.0, static_dir=None, node="a")) as client:
        grant = client.post(
            "/api/matches", json={"game": "tally", "seats": ["human", "human"], "join": 0}
        ).json()
    with TestClient(create_app(store, bot_delay=0.0, static_dir=None, node="b")) as client:
        match_id, token = grant["match_id"], grant["token"]
        joined = client.post(f"/api/matches/{match_id}/join", json={"name": "bob"})
        assert joined.status_code == 421
        assert joined.json() == {"detail": elsewhere(match_id)}
        with client.websocket_connect(f"/ws/matches/{match_id}?token={token}") as ws:
            assert ws.receive_json() == {"type": "error", "message": elsewhere(match_id)}
            closed = ws.receive()
            assert closed["type"] == "websocket.close" and closed["code"] == 1008
        with client.websocket_connect(f"/ws/matches/{match_id}") as ws:  # a spectator is served
            update = ws.receive_json()
            assert update["type"] == "update" and update["seq"] == 0
            ws.send_json({"type": "act", "index": 0, "seq": 0})
            assert ws.receive_json() == {"type": "error", "message": elsewhere(match_id)}
        assert client.get(f"/api/matches/{match_id}").status_code == 200
        assert [m["match_id"] for m in client.get("/api/matches").json()] == [match_id]
        assert "dungeontable_node" not in client.get("/metrics").text  # no feed in memory
    assert store.get(match_id).seats[1].taken is False  # type: ignore[union-attr]


def _join(name: str) -> Any:
    from dungeontable.server.lobby import JoinRequest

    return JoinRequest(seat=None, name=name)


# --- two real nodes on one PostgreSQL ------------------------------------------------------------


@pytest.fixture
def shared_db(postgres_url: str) -> Iterator[str]:
    """A fresh database on the tests' PostgreSQL server, dropped afterwards."""
    name = f"nodes_{secrets.token_hex(4)}"
    base, _, _ = postgres_url.rpartition("/")
    with psycopg.connect(postgres_url, autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {name}")
    yield f"{base}/{name}"
    with psycopg.connect(postgres_url, autocommit=True) as admin:
        admin.execute(f"DROP DATABASE {name} WITH (FORCE)")


def test_a_replica_follows_seats_undos_stops_and_a_lost_listener(
    tally: Game, shared_db: str
) -> None:
    """Two hubs on one PostgreSQL in one process: a spectator of node a's match on node b gets
    exactly the messages a spectator on node a gets, also across a listener that was cut."""
    asyncio.run(_replica_follows(shared_db))


async def _replica_follows(url: str) -> None:
    a = Hub(SqlMatchStore(open_store(url)), bot_delay=0.0, node="a")
    b = Hub(SqlMatchStore(open_store(url)), bot_delay=0.0, node="b")
    await a.start()
    await b.start()
    assert a.feed is not None and b.feed is not None
    try:
        grant = await a.create(NewMatch(game="tally", seats=["human", "human"], join=0))
        match_id = grant.match_id
        owner = a.matches[match_id]
        replica = await b.load(match_id)
        assert replica is not None and replica is not owner
        on_a, on_b = Client(None), Client(None)
        a.attach(owner, on_a)
        b.attach(replica, on_b)

        async def both() -> tuple[dict[str, Any], dict[str, Any]]:
            got_a = await asyncio.wait_for(on_a.outbox.get(), 10)
            got_b = await asyncio.wait_for(on_b.outbox.get(), 10)
            assert got_a is not None and got_b is not None
            assert got_b == got_a  # the very same message, byte for byte
            return json.loads(got_a), json.loads(got_b)

        first, _ = await both()
        assert (first["seq"], first["status"]) == (0, "open")
        await a.join(match_id, _join("bob"))
        joined, _ = await both()
        assert (joined["seq"], joined["status"]) == (0, "running")
        await a.act(owner, 0, {"type": "act", "action": {"type": "mark", "amount": 2}, "seq": 0})
        marked, _ = await both()
        assert marked["seq"] == 1 and marked["events"][0]["event"]["type"] == "marked"
        await a.undo(owner, 0)
        undone, _ = await both()
        assert undone["seq"] == 2 and undone["events"][0]["event"]["type"] == "action-undone"

        # Node b's listening connection is cut: what node a stores meanwhile is not heard, and
        # node b catches up once it listens again.
        async with await psycopg.AsyncConnection.connect(url, autocommit=True) as admin:
            await admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = current_database() AND query LIKE 'LISTEN%'"
            )
        for _ in range(100):
            if not b.feed.listening.is_set():
                break
            await asyncio.sleep(0.05)
        assert not b.feed.listening.is_set()
        await a.act(owner, 0, {"type": "act", "action": {"type": "end-turn"}, "seq": 2})
        ended, _ = await both()
        assert ended["seq"] == 3 and ended["decision"]["seat"] == 1
        assert b.feed.listening.is_set()

        async with owner.lock:
            await a.stop(owner, "a test stops it")
        stopped, _ = await both()
        assert (stopped["seq"], stopped["status"]) == (3, "abandoned")
        assert [r.n for r in await b.runner.call(b.store.actions, match_id)] == [0, 1, 2]
        assert b.active == {} and b.open_counts() == (0, 0)
        b.detach(replica, on_b)
        assert match_id not in b.matches or b.matches[match_id].status == "abandoned"
    finally:
        await b.close()
        await a.close()


class Watcher(threading.Thread):
    """A spectator reading every update of a match until its outcome (or ``until`` updates)."""

    def __init__(self, url: str, until: int | None = None) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.until = until
        self.updates: list[tuple[float, dict[str, Any]]] = []
        self.error: BaseException | None = None
        self.connected = threading.Event()

    def run(self) -> None:
        try:
            with connect(self.url) as ws:
                self.connected.set()
                while True:
                    update = receive(ws)
                    self.updates.append((time.monotonic(), update))
                    if update["outcome"] is not None or len(self.updates) == self.until:
                        return
        except BaseException as exc:
            self.error = exc
            self.connected.set()

    @property
    def seqs(self) -> list[int]:
        return [u["seq"] for _, u in self.updates]

    @property
    def events(self) -> list[tuple[int, str]]:
        return [(e["seq"], e["text"]) for _, u in self.updates for e in u["events"]]

    def finish(self) -> None:
        self.join(timeout=120)
        assert not self.is_alive(), "the spectator did not see the match end"
        assert self.error is None, self.error


def _figure(text: str, name: str) -> float:
    return float(next(line for line in text.splitlines() if line.startswith(name)).split()[-1])


def _no_gaps(url: str, match_id: str) -> int:
    store = SqlMatchStore(open_store(url))
    try:
        numbers = [row.n for row in store.actions(match_id)]
    finally:
        store.close()
    assert numbers == list(range(len(numbers))), "a row is missing or was written twice"
    return len(numbers)


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_two_nodes_share_one_postgresql(tmp_path: Path, shared_db: str) -> None:
    port_a, port_b = free_port(), free_port()
    log_a, log_b = tmp_path / "a.log", tmp_path / "b.log"
    delay = ("--bot-delay", "0.02")
    with (
        running(shared_db, port_a, log_a, ("--node", "a", *delay)) as a,
        running(shared_db, port_b, log_b, ("--node", "b", *delay)) as b,
    ):
        assert "node a: plays matches a-..." in log_a.read_text()
        bots = a.post("/api/matches", {"game": "cardrogue", "seats": ["random"] * 2, "seed": 4})
        match_id = bots["match_id"]
        assert match_id.startswith("a-") and len(match_id) == 14
        on_a = Watcher(f"{a.ws}/ws/matches/{match_id}")
        on_b = Watcher(f"{b.ws}/ws/matches/{match_id}")
        on_a.start()
        on_b.start()

        # Node b refuses to change node a's match, and lists it.
        people = a.post(
            "/api/matches", {"game": "cardrogue", "seats": ["human", "human"], "join": 0}
        )
        people_id, token = people["match_id"], people["token"]
        join = httpx2.post(f"{b.base}/api/matches/{people_id}/join", json={"name": "b"}, timeout=10)
        assert join.status_code == 421
        assert join.json()["detail"] == (
            f"match {people_id} is played on node a: connect through the table's address"
        )
        with connect(f"{b.ws}/ws/matches/{people_id}?token={token}") as ws:
            assert json.loads(ws.recv(timeout=30)) == {
                "type": "error",
                "message": f"match {people_id} is played on node a: connect through the "
                "table's address",
            }
            with pytest.raises(ConnectionClosed) as closed:
                ws.recv(timeout=30)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
        with connect(f"{b.ws}/ws/matches/{match_id}") as ws:
            first = receive(ws)
            ws.send(json.dumps({"type": "act", "index": 0, "seq": first["seq"]}))
            while (answer := json.loads(ws.recv(timeout=30)))["type"] == "update":
                pass
            assert answer == {"type": "error", "message": elsewhere(match_id)}
        seen = httpx2.get(f"{a.base}/api/matches/{people_id}", timeout=10).json()
        assert [s["taken"] for s in seen["seats"]] == [True, False]  # nothing changed
        listed = {m["match_id"] for m in httpx2.get(f"{b.base}/api/matches", timeout=10).json()}
        assert {match_id, people_id} <= listed
        assert httpx2.get(f"{b.base}/api/matches/{match_id}", timeout=10).status_code == 200

        # Both spectators see the same versions, the same events and the same outcome.
        on_a.finish()
        on_b.finish()
        for watcher in (on_a, on_b):
            seqs = watcher.seqs
            assert seqs[1:] == list(range(seqs[0] + 1, seqs[-1] + 1)), "a version was skipped"
        common = max(on_a.seqs[0], on_b.seqs[0])
        assert [s for s in on_a.seqs if s >= common] == [s for s in on_b.seqs if s >= common]
        assert on_a.events == on_b.events and len(on_a.events) > 100
        last_a, last_b = on_a.updates[-1][1], on_b.updates[-1][1]
        assert last_a["outcome"] == last_b["outcome"] is not None
        assert last_a["view"] == last_b["view"] and last_b["status"] == "finished"
        assert last_b["seq"] == _no_gaps(shared_db, match_id)
        pushed_a = {u["seq"]: t for t, u in on_a.updates}
        lags = [t - pushed_a[u["seq"]] for t, u in on_b.updates if u["seq"] > common]
        lag = statistics.median(lags)
        p90 = statistics.quantiles(lags, n=10)[-1]
        print(
            f"\nreplica lag over {len(lags)} versions: median {lag * 1000:.1f} ms, "
            f"p90 {p90 * 1000:.1f} ms, max {max(lags) * 1000:.1f} ms"
        )
        assert lag < 0.5
        figures = {
            node: httpx2.get(f"{server.base}/metrics", timeout=10).text
            for node, server in (("a", a), ("b", b))
        }
        assert "dungeontable_node_listening 1" in figures["a"]
        assert "dungeontable_node_listening 1" in figures["b"]
        assert 'dungeontable_node_notices_total{kind="unsent"} 0' in figures["a"]
        sent = _figure(figures["a"], 'dungeontable_node_notices_total{kind="sent"}')
        heard = _figure(figures["b"], 'dungeontable_node_notices_total{kind="heard"}')
        assert sent >= last_b["seq"] and heard >= last_b["seq"]
        replay = httpx2.get(f"{b.base}/api/matches/{match_id}/replay", timeout=30)
        assert replay.status_code == 200 and replay.json()["total_steps"] > 100

        # Node b restarts while node a's bots play: node a's match stays node a's.
        longer = a.post("/api/matches", {"game": "cardrogue", "seats": ["random"] * 4, "seed": 5})
        longer_id = longer["match_id"]
        before = Watcher(f"{a.ws}/ws/matches/{longer_id}", until=5)
        before.start()
        before.finish()
        b.stop()
        with running(shared_db, port_b, log_b, ("--node", "b", *delay)) as b2:
            time.sleep(1.0)  # node b is up; a resumed match would have played by now
            watched = Watcher(f"{b2.ws}/ws/matches/{longer_id}")
            watched.start()
            watched.finish()
            assert watched.updates[-1][1]["status"] == "finished"
            assert watched.seqs[1:] == list(range(watched.seqs[0] + 1, watched.seqs[-1] + 1))
            assert watched.seqs[-1] == _no_gaps(shared_db, longer_id)
    for log in (log_a, log_b):
        text = log.read_text()
        assert "Traceback" not in text and "ERROR" not in text, text[-3000:]

"""The REST lobby: games, creating and joining matches, listing, replays, the front-end page."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest
from fastapi.testclient import TestClient

from dungeontable.core import Game, Match, Names, capabilities, events_for
from dungeontable.server import MemoryStore, create_app

from .wire import Peer, create, socket_path

pytestmark = pytest.mark.timeout(60)


def builtins(value: object) -> object:
    return msgspec.json.decode(msgspec.json.encode(value))


def test_games_lists_every_registered_game(client: TestClient) -> None:
    offered = {g["name"]: g for g in client.get("/api/games").json()}
    assert {"cardrogue", "tally"} <= set(offered)
    assert offered["tally"] == {
        "name": "tally",
        "title": "Tally (server test game)",
        "min_seats": 1,
        "max_seats": 3,
        "options": {"rounds": 8, "fast": False},
        "rulings": [
            {
                "option": "rounds",
                "ref": "tally T3",
                "summary": "turns before the game ends",
                "kind": "setting",
                "section": "",
            }
        ],
        "bots": ["broken", "ismcts-1s", "ismcts-200", "ismcts-2000", "random", "slow"],
        "choices": {"fast": [False, True]},
        "ranges": {},
        "card_sets": [],
        "guide": "",
        "turn_outline": [],
        "presets": {},
        "roster": None,
        "ratings": {},
    }
    assert offered["rdi"]["roster"]["option"] == "characters"  # its characters (issue 16)
    rogue = offered["cardrogue"]
    assert "heuristic" in rogue["bots"] and "random" in rogue["bots"]
    assert {r["option"] for r in rogue["rulings"] if r["option"] != "-"} <= set(rogue["options"])


@pytest.mark.parametrize(
    ("body", "status", "detail"),
    [
        ({"game": "chess", "seats": ["human"]}, 400, "unknown game 'chess'; registered games: "),
        ({"game": "tally", "seats": []}, 400, "Tally (server test game) takes 1-3 seats; 0 were"),
        (
            {"game": "tally", "seats": ["human"] * 4},
            400,
            "Tally (server test game) takes 1-3 seats; 4 were",
        ),
        ({"game": "tally", "seats": ["genius"]}, 400, "unknown seat kind 'genius' for tally: use "),
        (
            {"game": "tally", "seats": ["human"], "options": {"rounds": "many"}},
            400,
            "bad value 'many' for option rounds",
        ),
        (
            {"game": "tally", "seats": ["human"], "options": {"speed": 3}},
            400,
            "unknown option(s) speed; known options: fast, rounds",
        ),
        ({"game": "tally", "seats": ["human", "random"], "join": 1}, 400, "join=1 is not a human"),
        ({"game": "tally", "seats": ["human"], "join": 5}, 400, "join=5 is not a human seat"),
        ({"game": "tally", "seats": ["human"], "seed": -1}, 400, "seed must be 0 <= seed < 2**63"),
        (
            {"game": "tally", "seats": ["human"], "timer": {"seconds": 5, "expiry": "forfeit"}},
            400,
            "unknown timer expiry policy 'forfeit'; known: bot-plays",
        ),
    ],
)
def test_bad_match_requests_are_refused_with_a_reason(
    client: TestClient, store: MemoryStore, body: dict[str, object], status: int, detail: str
) -> None:
    response = client.post("/api/matches", json=body)
    assert response.status_code == status
    assert response.json()["detail"].startswith(detail)
    assert store.list_matches() == []


def test_a_timer_with_no_seconds_is_a_validation_error(client: TestClient) -> None:
    body = {"game": "tally", "seats": ["human"], "timer": {"seconds": 0}}
    response = client.post("/api/matches", json=body)
    assert response.status_code == 422


def test_create_join_and_list(client: TestClient) -> None:
    grant = create(client, "tally", ["human", "random", "human"], seed=3, join=2, name="cy")
    match_id = grant["match_id"]
    assert grant["seat"] == 2 and len(grant["token"]) >= 32
    summary = client.get(f"/api/matches/{match_id}").json()
    assert summary["status"] == "open" and summary["game"] == "tally"
    assert summary["seats"] == [
        {"seat": 0, "kind": "human", "taken": False, "name": ""},
        {"seat": 1, "kind": "random", "taken": True, "name": "random bot"},
        {"seat": 2, "kind": "human", "taken": True, "name": "cy"},
    ]
    assert "token" not in str(summary)
    assert summary["seed"] == 3  # chosen by a player (a trusted table here): shown to everyone
    refused = client.post(f"/api/matches/{match_id}/join", json={"seat": 1, "name": "x"})
    assert (refused.status_code, refused.json()) == (
        409,
        {"detail": "seat 1 is played by the random bot"},
    )
    refused = client.post(f"/api/matches/{match_id}/join", json={"seat": 2, "name": "x"})
    assert (refused.status_code, refused.json()) == (409, {"detail": "seat 2 is taken by cy"})
    refused = client.post(f"/api/matches/{match_id}/join", json={"seat": 7, "name": "x"})
    assert (refused.status_code, refused.json()) == (
        400,
        {"detail": f"match {match_id} has seats 0-2, not 7"},
    )
    taken = client.post(f"/api/matches/{match_id}/join", json={"seat": None, "name": "dee"})
    assert taken.status_code == 200 and taken.json()["seat"] == 0
    assert taken.json()["token"] != grant["token"]
    full = client.post(f"/api/matches/{match_id}/join", json={"seat": None, "name": "eve"})
    assert full.status_code == 409
    assert full.json()["detail"] == f"match {match_id} has no free seat: every human seat is taken"
    assert client.get("/api/matches/nope").status_code == 404
    assert client.post("/api/matches/nope/join", json={}).json() == {"detail": "no match nope"}
    watched = create(client, "tally", ["human"], seed=4)
    listed = client.get("/api/matches").json()
    assert sorted(m["match_id"] for m in listed) == sorted([watched["match_id"], match_id])
    assert [m["match_id"] for m in client.get("/api/matches?status=open").json()] == [
        watched["match_id"]
    ]
    assert [m["match_id"] for m in client.get("/api/matches?status=running").json()] == [match_id]
    assert client.get("/api/matches?status=finished").json() == []
    assert client.get("/api/matches?status=lost").status_code == 422


def test_a_bot_only_match_plays_to_the_end_and_replays_with_spectator_views(
    client: TestClient, tally: Game
) -> None:
    grant = create(client, "tally", ["random", "random"], seed=9)
    match_id = grant["match_id"]
    assert grant == {"match_id": match_id, "seat": None, "token": None}
    with client.websocket_connect(socket_path(match_id)) as ws:
        watcher = Peer(ws)
        while watcher.update()["outcome"] is None:
            pass
    refused = client.get(f"/api/matches/{create(client, 'tally', ['human'])['match_id']}/replay")
    assert refused.status_code == 409
    assert client.get(f"/api/matches/{match_id}").json()["status"] == "finished"
    replay = client.get(f"/api/matches/{match_id}/replay").json()
    record = replay["record"]
    assert (record["game"], record["seats"], record["seed"]) == ("tally", ["random", "random"], 9)
    match = Match(tally, tally.Options(), ["random", "random"], 9)
    assert replay["initial"]["view"] == builtins(tally.view(match.state, None))
    assert len(replay["steps"]) == len(record["actions"]) >= 8
    words = capabilities(tally).words(tally.Options(), Names(("Random bot 1", "Random bot 2")))
    for index, (step, raw) in enumerate(zip(replay["steps"], record["actions"], strict=True)):
        seat = match.decision.seat  # type: ignore[union-attr]
        action = tally.actions.from_builtins(raw)
        events = match.act(action).events
        assert step["index"] == index and step["seat"] == seat and step["step"] == index + 1
        assert step["action_text"] == action.to_text()
        assert step["action_words"] == words.action(action)
        assert step["events"] == [words.event(e) for e in events_for(events, None)]
        assert step["view"] == builtins(tally.view(match.state, None))
        assert step["board_text"] == tally.render(tally.view(match.state, None))
    assert watcher.last["outcome"] == builtins(match.outcome)
    assert replay["result"] == watcher.last["result"] == words.outcome(match.outcome)
    assert client.get("/api/matches?status=finished").json()[0]["match_id"] == match_id
    assert match_id not in client.app.state.hub.matches  # type: ignore[attr-defined]
    with client.websocket_connect(socket_path(match_id)) as ws:
        again = Peer(ws).update()  # rebuilt from the store
    assert again["outcome"] == watcher.last["outcome"] and again["seq"] == watcher.last["seq"]
    assert again["events"] == watcher.events()


def test_openapi_docs_are_served(client: TestClient, tally: Game) -> None:
    """The schema always; the interactive page (scripts from a CDN) only when asked for."""
    schema = client.get("/openapi.json").json()
    assert {"/api/games", "/api/matches", "/api/matches/{match_id}/join"} <= set(schema["paths"])
    assert client.get("/docs").status_code == 404
    with TestClient(create_app(MemoryStore(), static_dir=None, api_docs=True)) as documented:
        assert documented.get("/docs").status_code == 200


def test_without_a_build_the_root_page_says_how_to_build(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200
    assert "front-end has not been built" in page.text and "npm --prefix web" in page.text


def test_the_built_front_end_is_served_with_page_routes(tmp_path: Path, tally: Game) -> None:
    (tmp_path / "assets").mkdir()
    (tmp_path / "index.html").write_text("<!doctype html><title>table</title>")
    (tmp_path / "assets" / "app.js").write_text("console.log('hi')")
    with TestClient(create_app(MemoryStore(), static_dir=tmp_path)) as client:
        assert client.get("/").text == "<!doctype html><title>table</title>"
        assert client.get("/assets/app.js").text == "console.log('hi')"
        assert client.get("/table/abc").text == "<!doctype html><title>table</title>"
        assert client.get("/assets/missing.js").status_code == 404
        assert client.get("/api/games").status_code == 200
        grant = create(client, "tally", ["human"], join=0)
        assert client.get(f"/api/matches/{grant['match_id']}").status_code == 200

"""What a network may send a server: every number bounded, no file read by path, seeds kept from
players, quotas, a door that refuses bad requests without echoing them (issue 12).

These use Starlette's test client; ``test_hardening_live.py`` checks the rest against a real
``dungeontable serve`` process.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from dungeontable.core import Game
from dungeontable.server import MemoryStore, create_app
from dungeontable.server.guard import redact
from dungeontable.server.limits import CardSets, RateLimiter, ServerLimits, clean_name

from .wire import Peer, create, join, socket_path

pytestmark = pytest.mark.timeout(120)

BOSS_CARDS = Path(__file__).parents[1] / "games" / "rdi" / "cards" / "boss.toml"


def app_with(store: MemoryStore, bot_delay: float = 0.0, **limits: Any) -> TestClient:
    card_sets = limits.pop("card_sets", None)
    return TestClient(
        create_app(
            store,
            bot_delay=bot_delay,
            static_dir=None,
            limits=ServerLimits(**limits),
            card_sets=card_sets,
        )
    )


@pytest.fixture
def strict(tally: Game, store: MemoryStore) -> Iterator[TestClient]:
    """A server with the default limits (no trusted seeds)."""
    with app_with(store) as client:
        yield client


# --- 1. numbers: finite and bounded -----------------------------------------------------------


@pytest.mark.parametrize("raw", ["Infinity", "-Infinity", "NaN", "1e309", "1e12"])
@pytest.mark.parametrize("field", ["seconds", "bank"])
def test_an_infinite_or_huge_timer_is_refused(
    strict: TestClient, store: MemoryStore, raw: str, field: str
) -> None:
    timer = {"seconds": 30, "bank": 10, field: "RAW"}
    body = (
        '{"game": "tally", "seats": ["human"], "timer": '
        + str(timer).replace("'", '"').replace('"RAW"', raw)
        + "}"
    )
    response = strict.post(
        "/api/matches", content=body, headers={"content-type": "application/json"}
    )
    assert response.status_code == 422
    assert [e["loc"] for e in response.json()["detail"]] == [["body", "timer", field]]
    assert store.list_matches() == []
    assert strict.get("/api/matches").status_code == 200


def test_a_huge_option_is_refused_at_once_naming_its_range(strict: TestClient) -> None:
    started = time.perf_counter()
    body = {"game": "rdi", "seats": ["random", "random"], "options": {"drink_decks": 1000000}}
    response = strict.post("/api/matches", json=body)
    assert response.status_code == 400
    assert response.json()["detail"] == (
        "bad value 1000000 for option drink_decks: it must be 0 to 8"
    )
    assert time.perf_counter() - started < 5  # not a timing test: a guard against a hang


def test_the_lobby_lists_every_options_limits(strict: TestClient) -> None:
    rdi = next(g for g in strict.get("/api/games").json() if g["name"] == "rdi")
    assert rdi["ranges"]["drink_decks"] == {"min": 0, "max": 8}
    assert rdi["ranges"]["cards"] == {"max_length": 16}


# --- 2. card sets by installed name, never by path --------------------------------------------


@pytest.mark.parametrize(
    "cards",
    [
        ["/etc"],
        ["/etc/passwd"],
        [str(BOSS_CARDS)],
        ["../../../../etc/hostname"],
        "/etc",
        [{"path": "/etc"}],
    ],
)
def test_a_card_path_over_the_network_reads_nothing(
    tally: Game, store: MemoryStore, cards: Any
) -> None:
    installed = CardSets({"rdi": {"boss": BOSS_CARDS}})
    with app_with(store, card_sets=installed) as client:
        body = {"game": "rdi", "seats": ["random", "random"], "options": {"cards": cards}}
        response = client.post("/api/matches", json=body)
    assert response.status_code == 400
    detail = response.json()["detail"]
    assert detail.startswith("unknown card set ")
    assert detail.endswith(
        "for rdi: card sets are chosen by name from those the server's operator installed (boss)"
    )
    assert "root" not in detail and "toml" not in detail and "[[card]]" not in detail
    assert store.list_matches() == []


def test_an_installed_card_set_is_chosen_by_name_and_loaded_from_its_one_path(
    tally: Game, store: MemoryStore
) -> None:
    installed = CardSets({"rdi": {"boss": BOSS_CARDS}})
    with app_with(store, card_sets=installed) as client:
        offered = next(g for g in client.get("/api/games").json() if g["name"] == "rdi")
        assert offered["card_sets"] == ["boss"]
        body = {"game": "rdi", "seats": ["random", "random"], "options": {"cards": ["boss"]}}
        grant = client.post("/api/matches", json=body).json()
    (row,) = store.list_matches()
    assert row.match_id == grant["match_id"]
    assert list(row.options["cards"]) == [str(BOSS_CARDS.resolve())]


def test_oots_cardset_takes_base_or_an_installed_name_only(strict: TestClient) -> None:
    body: dict[str, Any] = {"game": "oots", "seats": ["random", "random"]}
    refused = strict.post("/api/matches", json={**body, "options": {"cardset": "/etc"}})
    assert refused.status_code == 400
    assert "none are installed on this server" in refused.json()["detail"]
    taken = strict.post("/api/matches", json={**body, "options": {"cardset": "base"}})
    assert taken.status_code == 200


def test_card_sets_are_parsed_from_the_serve_flags_and_checked_at_start(tmp_path: Path) -> None:
    (tmp_path / "x.toml").write_text("[[card]]\nid = 'broken'\n")
    sets = CardSets.parse([f"rdi:boss={BOSS_CARDS}"])
    assert sets.names("rdi") == ["boss"] and sets.names("oots") == []
    sets.check()  # a good set loads
    broken = CardSets.parse([f"rdi:house={tmp_path / 'x.toml'}"])
    with pytest.raises(ValueError, match=r"^--cards rdi:house=.*x\.toml: "):
        broken.check()
    with pytest.raises(ValueError, match="expected GAME:NAME=PATH"):
        CardSets.parse(["house"])
    with pytest.raises(ValueError, match="does not exist"):
        CardSets.parse([f"oots:house={tmp_path / 'missing.toml'}"])


# --- 3. seeds --------------------------------------------------------------------------------


def test_a_table_of_several_people_never_takes_a_players_seed(
    strict: TestClient, store: MemoryStore
) -> None:
    body = {"game": "tally", "seats": ["human", "human"], "seed": 3, "join": 0}
    response = strict.post("/api/matches", json=body)
    assert response.status_code == 400
    assert response.json()["detail"].startswith("a table with 2 human seats gets its seed from")
    assert store.list_matches() == []
    grant = create(strict, "tally", ["human", "human"], join=0)
    summary = strict.get(f"/api/matches/{grant['match_id']}").json()
    assert summary["seed"] is None  # the server's seed is secret until the end


def test_a_solo_tables_chosen_seed_is_shown_to_everyone(strict: TestClient) -> None:
    grant = create(strict, "tally", ["human", "random"], seed=41, join=0)
    listed = strict.get("/api/matches").json()
    assert [m["seed"] for m in listed if m["match_id"] == grant["match_id"]] == [41]
    bots = create(strict, "tally", ["random", "random"], seed=5)
    assert strict.get(f"/api/matches/{bots['match_id']}").json()["seed"] == 5


# --- quotas ------------------------------------------------------------------------------------


def test_creations_per_address_are_rate_limited(tally: Game, store: MemoryStore) -> None:
    with app_with(store, creates_per_minute=3) as client:
        answers = [
            client.post("/api/matches", json={"game": "tally", "seats": ["human"]}).status_code
            for _ in range(5)
        ]
    assert answers == [200, 200, 200, 429, 429]
    assert len(store.list_matches()) == 3


def test_open_and_bot_only_matches_are_capped(tally: Game, store: MemoryStore) -> None:
    # the bots wait a minute before each move: no match ends during the test
    with app_with(store, bot_delay=60.0, max_open_matches=3, max_bot_only_matches=1) as client:
        robots = {"game": "tally", "seats": ["random"], "options": {"rounds": 1000}}
        people = {"game": "tally", "seats": ["human"]}
        first = client.post("/api/matches", json=robots)
        second = client.post("/api/matches", json=robots)
        assert (first.status_code, second.status_code) == (200, 503)
        assert second.json()["detail"].startswith("the server already plays 1 bot-only matches")
        assert client.post("/api/matches", json=people).status_code == 200
        assert client.post("/api/matches", json=people).status_code == 200
        full = client.post("/api/matches", json=people)
        assert full.status_code == 503
        assert full.json()["detail"].startswith("the server is full (3 matches")


def test_a_runaway_match_is_stopped_and_says_so(tally: Game, store: MemoryStore) -> None:
    with app_with(store, max_actions=5) as client:
        grant = create(client, "tally", ["random", "random"], options={"rounds": 50})
        deadline = time.monotonic() + 30
        while client.get(f"/api/matches/{grant['match_id']}").json()["status"] != "abandoned":
            assert time.monotonic() < deadline, "the runaway match was never stopped"
            time.sleep(0.02)
        with client.websocket_connect(socket_path(grant["match_id"])) as ws:
            final = Peer(ws).update()
        listed = client.get("/api/matches?status=abandoned").json()
    assert final["status"] == "abandoned" and final["seq"] == 5
    assert [m["match_id"] for m in listed] == [grant["match_id"]]
    assert len(store.actions(grant["match_id"])) == 5
    assert store.get(grant["match_id"]).status == "abandoned"


def test_an_idle_match_is_stopped_by_the_sweep(tally: Game, store: MemoryStore) -> None:
    with app_with(store, idle_match_hours=1.0) as client:
        grant = create(client, "tally", ["human", "human"], join=0)
        hub = client.app.state.hub  # type: ignore[attr-defined]
        assert client.portal.call(hub.sweep_idle, time.monotonic()) == []
        later = time.monotonic() + 3601
        assert client.portal.call(hub.sweep_idle, later) == [grant["match_id"]]
        assert client.get(f"/api/matches/{grant['match_id']}").json()["status"] == "abandoned"
        refused = client.post(f"/api/matches/{grant['match_id']}/join", json={"name": "bo"})
    assert refused.status_code == 409


# --- the door ------------------------------------------------------------------------------------


def test_a_large_body_is_refused_without_being_echoed(strict: TestClient) -> None:
    huge = "x" * (2 * 1024 * 1024)
    response = strict.post("/api/matches", json={"game": "tally", "seats": ["human"], "name": huge})
    assert response.status_code == 413
    assert len(response.content) < 200
    assert response.json() == {"detail": "the request body is larger than 65536 bytes"}


def test_a_validation_error_does_not_echo_the_input(strict: TestClient) -> None:
    body = {"game": "tally", "seats": ["human"], "name": "secret-" * 10_000}
    response = strict.post("/api/matches", json=body)
    assert response.status_code == 413  # over the body limit first
    body["name"] = "secret-" * 40
    response = strict.post("/api/matches", json=body)
    assert response.status_code == 422
    assert "secret-" not in response.text
    assert [e["loc"] for e in response.json()["detail"]] == [["body", "name"]]


def test_a_body_that_is_not_json_is_refused(strict: TestClient, store: MemoryStore) -> None:
    for kind in ("text/plain", "application/x-www-form-urlencoded", ""):
        response = strict.post(
            "/api/matches",
            content=b'{"game": "tally", "seats": ["human"]}',
            headers={"content-type": kind},
        )
        assert response.status_code == 415
        assert response.json() == {"detail": "send the request body as application/json"}
    assert store.list_matches() == []


def test_unknown_hosts_and_other_sites_pages_are_refused(tally: Game, store: MemoryStore) -> None:
    with app_with(store, allowed_hosts=("localhost", "testserver")) as client:
        assert client.get("/api/games").status_code == 200
        rebound = client.get("/api/games", headers={"host": "evil.example:8000"})
        assert rebound.status_code == 400
        assert rebound.json() == {"detail": "this server does not answer to that host name"}
        for address in ("192.168.1.5:8000", "[fe80::1]:8000", "10.0.0.2"):  # LAN play by address
            assert client.get("/api/games", headers={"host": address}).status_code == 200
        body = {"game": "tally", "seats": ["human"]}
        page = client.post("/api/matches", json=body, headers={"origin": "https://evil.example"})
        assert page.status_code == 403
        own = client.post("/api/matches", json=body, headers={"origin": "http://testserver"})
        assert own.status_code == 200
        with (
            pytest.raises(WebSocketDisconnect) as refused,
            client.websocket_connect(
                socket_path(own.json()["match_id"]), headers={"origin": "https://evil.example"}
            ),
        ):
            pass
        assert refused.value.code == 1008
        with client.websocket_connect(
            socket_path(own.json()["match_id"]), headers={"origin": "http://testserver"}
        ) as ws:
            assert Peer(ws).update()["status"] == "open"
    assert len(store.list_matches()) == 1


def test_seat_names_are_cleaned_limited_and_never_a_bots(strict: TestClient) -> None:
    grant = create(strict, "tally", ["human", "human", "random"], join=0, name="An\x00n\u202e\n ")
    join(strict, grant["match_id"], 1, "B" * 100)
    seats = strict.get(f"/api/matches/{grant['match_id']}").json()["seats"]
    assert [s["name"] for s in seats] == ["Ann", "B" * 40, "random bot"]
    again = create(strict, "tally", ["human", "human"], join=0)
    for name in ("random bot", "Random", "heuristic bot", "Sneaky Bot"):
        response = strict.post(f"/api/matches/{again['match_id']}/join", json={"name": name})
        assert response.status_code == 400
        assert response.json()["detail"].endswith("is a bot's name: choose another name")
    assert clean_name("  a\tb  ", 10) == "a b"


def test_the_access_log_never_holds_a_token(strict: TestClient, caplog: Any) -> None:
    grant = create(strict, "tally", ["human", "human"], join=0)
    caplog.set_level(logging.INFO, logger="dungeontable.access")
    with strict.websocket_connect(socket_path(grant["match_id"], grant["token"])) as ws:
        Peer(ws).update()
    strict.get(f"/api/matches/{grant['match_id']}?token={grant['token']}")
    text = caplog.text
    assert f"/api/matches/{grant['match_id']}?token=[redacted]" in text
    assert grant["token"] not in text
    assert (
        redact("/ws/matches/a?since=3&token=abc&x=1")
        == "/ws/matches/a?since=3&token=[redacted]&x=1"
    )


def test_metrics_are_in_the_prometheus_format(strict: TestClient) -> None:
    create(strict, "tally", ["human", "human"], join=0)
    strict.post("/api/matches", content=b"x", headers={"content-type": "text/plain"})
    text = strict.get("/metrics").text
    lines = dict(line.rsplit(" ", 1) for line in text.splitlines() if not line.startswith("#"))
    assert lines['dungeontable_open_matches{kind="all"}'] == "1"
    assert lines['dungeontable_open_matches{kind="bots_only"}'] == "0"
    assert lines['dungeontable_refused_total{reason="content-type"}'] == "1"
    assert lines["dungeontable_sqlite_wal_bytes"] == "-1"  # a memory store has no WAL
    assert float(lines['dungeontable_event_loop_lag_seconds{kind="max"}']) >= 0
    assert "# TYPE dungeontable_websockets gauge" in text


def test_a_rate_limiter_forgets_the_past_window() -> None:
    limiter = RateLimiter(2, window=60.0)
    assert [limiter.allow("a", now) for now in (0.0, 1.0, 2.0)] == [True, True, False]
    assert limiter.allow("b", 2.0)
    assert limiter.allow("a", 61.0) and limiter.allow("a", 61.5)  # 0.0 and 1.0 have expired
    assert not limiter.allow("a", 61.7)


# --- 4. replays and finished matches -----------------------------------------------------------


def test_a_long_replay_comes_in_pages_built_once(tally: Game, store: MemoryStore) -> None:
    with app_with(store, replay_page=4) as client:
        grant = create(client, "tally", ["random", "random"], seed=9, options={"rounds": 10})
        match_id = grant["match_id"]
        deadline = time.monotonic() + 30
        while client.get(f"/api/matches/{match_id}").json()["status"] != "finished":
            assert time.monotonic() < deadline
            time.sleep(0.02)
        first = client.get(f"/api/matches/{match_id}/replay").json()
        total = first["total_steps"]
        assert first["page"] == 0 and first["pages"] == -(-total // 4) and "initial" in first
        steps = list(first["steps"])
        for page in range(1, first["pages"]):
            body = client.get(f"/api/matches/{match_id}/replay?page={page}").json()
            assert body["page"] == page and "initial" not in body
            steps.extend(body["steps"])
        assert [s["index"] for s in steps] == list(range(total))
        assert len(first["record"]["actions"]) == total
        missing = client.get(f"/api/matches/{match_id}/replay?page={first['pages']}")
        assert missing.status_code == 404
        hub = client.app.state.hub  # type: ignore[attr-defined]
        assert hub.replays.used > 0
        before = hub.replays.used
        again = client.get(f"/api/matches/{match_id}/replay").json()
        assert again == first and hub.replays.used == before  # served from the cache


def test_spectators_of_a_finished_match_share_one_rebuild(tally: Game, store: MemoryStore) -> None:
    calls = {"n": 0}
    real = store.actions

    def counted(match_id: str) -> Any:
        calls["n"] += 1
        return real(match_id)

    store.actions = counted  # type: ignore[method-assign]
    with app_with(store) as client:
        grant = create(client, "tally", ["random", "random"], options={"rounds": 4})
        match_id = grant["match_id"]
        deadline = time.monotonic() + 30
        while client.get(f"/api/matches/{match_id}").json()["status"] != "finished":
            assert time.monotonic() < deadline
            time.sleep(0.02)
        hub = client.app.state.hub  # type: ignore[attr-defined]
        hub.finished.clear()  # as after a restart: the next spectator rebuilds it
        views = []
        for _ in range(3):
            with client.websocket_connect(socket_path(match_id)) as ws:
                views.append(Peer(ws).update())
    assert calls["n"] == 1
    assert views[0] == views[1] == views[2] and views[0]["status"] == "finished"


def test_a_setup_over_its_budget_is_refused_and_changes_nothing(
    tally: Game, store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = type(tally).setup

    def slow(self: Any, options: Any, seats: int, seed: int) -> Any:
        time.sleep(1.5)
        return real(self, options, seats, seed)

    monkeypatch.setattr(type(tally), "setup", slow)
    with app_with(store, work_seconds=0.3) as client:
        response = client.post("/api/matches", json={"game": "tally", "seats": ["human"]})
        assert response.status_code == 503
        assert response.json()["detail"] == (
            "setting up that game took too long: choose smaller options"
        )
        assert client.get("/api/games").status_code == 200
    assert store.list_matches() == []


def test_a_worker_job_over_budget_is_refused_and_its_process_replaced() -> None:
    import asyncio

    from dungeontable.server.workers import Workers, WorkRefused

    async def scenario() -> int:
        workers = Workers(processes=1, budget=30.0)
        try:
            await workers.warm()
            with pytest.raises(WorkRefused, match="longer than the server allows"):
                await workers.run(time.sleep, 30, budget=0.5)
            return int(await workers.run(abs, -7))  # a fresh process answers
        finally:
            workers.close()

    assert asyncio.run(scenario()) == 7


def test_joining_a_damaged_match_is_refused_in_words(
    strict: TestClient, store: MemoryStore
) -> None:
    grant = create(strict, "tally", ["human", "human"], join=0)
    hub = strict.app.state.hub  # type: ignore[attr-defined]
    strict.portal.call(hub._mark_damaged, grant["match_id"], "a test")
    response = strict.post(f"/api/matches/{grant['match_id']}/join", json={"name": "Bo"})
    assert response.status_code == 409
    assert response.json()["detail"] == f"match {grant['match_id']} is damaged and cannot be shown"
    assert strict.get(f"/api/matches/{grant['match_id']}").status_code == 404

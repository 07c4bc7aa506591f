"""Practice throws at a Dungeon Fighter table: physics answers, the match does not move."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from dungeontable.server import practice

pytestmark = pytest.mark.timeout(120)

THROW = {
    "kind": "flick", "spot": 0, "aim_x": 0, "aim_y": 0, "power": 1800, "pitch": -2500,
    "spin": 0, "release_height": 60, "release_mode": "normal", "timings": [],
}  # fmt: skip


def _match(client: TestClient) -> str:
    body = {"game": "dungeonfighter", "options": {"resolver": "physics"}, "seats": ["human"]}
    created = client.post("/api/matches", json={**body, "seed": 5, "join": 0, "name": "Ann"})
    assert created.status_code == 200, created.text
    return str(created.json()["match_id"])


def test_a_practice_throw_is_simulated_and_leaves_the_match_alone(client: TestClient) -> None:
    pytest.importorskip("mujoco")
    match_id = _match(client)
    before = client.get(f"/api/matches/{match_id}").json()
    answer = client.post(f"/api/matches/{match_id}/practice", json={"die": "red", "throw": THROW})
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["version"] == 0 and body["die"] == "red" and body["requirements"] == []
    assert body["outcome"]["source"] == "physics" and len(body["outcome"]["keyframes"]) >= 5
    assert body["contact"] == (body["outcome"]["miss_reasons"] == [])
    again = client.post(f"/api/matches/{match_id}/practice", json={"die": "red", "throw": THROW})
    assert again.json()["version"] == 0
    assert client.get(f"/api/matches/{match_id}").json() == before


def test_practice_refusals_say_why(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    match_id = _match(client)
    url = f"/api/matches/{match_id}/practice"
    pink = client.post(url, json={"die": "pink", "throw": THROW})
    assert (pink.status_code, pink.json()["detail"]) == (
        400,
        "there is no pink die: choose blue, green, red or white",
    )
    far = client.post(url, json={"die": "red", "throw": {**THROW, "spot": 99}})
    assert far.status_code == 400
    assert far.json()["detail"] == (
        "that throw cannot be made: spot 99 is not one of the 16 rim spots 0..15"
    )
    assert client.post("/api/matches/nope/practice", json={"throw": THROW}).status_code == 404
    monkeypatch.setattr(practice, "limiter", practice.RateLimiter(0))
    limited = client.post(url, json={"die": "red", "throw": THROW})
    assert (limited.status_code, limited.json()["detail"]) == (
        429,
        "too many practice throws from your address: at most 0 a minute",
    )


def test_practice_is_for_dungeon_fighter_only(client: TestClient) -> None:
    created = client.post("/api/matches", json={"game": "tally", "seats": ["human"], "join": 0})
    match_id = created.json()["match_id"]
    answer = client.post(f"/api/matches/{match_id}/practice", json={"throw": THROW})
    assert (answer.status_code, answer.json()["detail"]) == (
        400,
        "practice throws are for Dungeon Fighter tables",
    )

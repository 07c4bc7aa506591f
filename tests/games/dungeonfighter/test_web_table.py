"""The generic web table runs Dungeon Fighter: heuristic bots play a match to the end and the
spectator receives every throw's outcome in the public ``die-thrown`` events."""

from __future__ import annotations

from fastapi.testclient import TestClient

from dungeontable.server import MemoryStore, create_app


def test_a_bot_match_plays_to_the_end_on_the_web_table() -> None:
    with TestClient(create_app(MemoryStore(), bot_delay=0.0, static_dir=None)) as client:
        body = {"game": "dungeonfighter", "seats": ["heuristic", "heuristic"], "seed": 4}
        match_id = client.post("/api/matches", json=body).json()["match_id"]
        events = []
        with client.websocket_connect(f"/ws/matches/{match_id}") as ws:
            while True:
                message = ws.receive_json()
                events += message["events"]
                if message["outcome"] is not None:
                    break
        thrown = [e for e in events if e["event"]["type"] == "die-thrown"]
        assert thrown and {"zone", "face_index", "miss_reasons"} <= set(
            thrown[0]["event"]["outcome"]
        )
        assert message["view"]["state"]["result"] in ("won", "lost")

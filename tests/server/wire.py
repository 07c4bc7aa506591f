"""Test helpers that speak the web protocol: create/join matches, read and send messages."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession


def create(client: TestClient, game: str, seats: list[str], **body: Any) -> dict[str, Any]:
    response = client.post("/api/matches", json={"game": game, "seats": seats, **body})
    assert response.status_code == 200, response.text
    grant: dict[str, Any] = response.json()
    return grant


def join(client: TestClient, match_id: str, seat: int | None = None, name: str = "") -> str:
    response = client.post(f"/api/matches/{match_id}/join", json={"seat": seat, "name": name})
    assert response.status_code == 200, response.text
    token: str = response.json()["token"]
    return token


def socket_path(match_id: str, token: str | None = None, since: int | None = None) -> str:
    query = [f"token={token}"] if token else []
    if since is not None:
        query.append(f"since={since}")
    return f"/ws/matches/{match_id}" + ("?" + "&".join(query) if query else "")


class Peer:
    """One websocket client and everything it has received."""

    def __init__(self, ws: WebSocketTestSession) -> None:
        self.ws = ws
        self.updates: list[dict[str, Any]] = []

    @property
    def last(self) -> dict[str, Any]:
        return self.updates[-1]

    def events(self) -> list[dict[str, Any]]:
        return [e for u in self.updates for e in u["events"]]

    def update(self) -> dict[str, Any]:
        message: dict[str, Any] = self.ws.receive_json()
        assert message["type"] == "update", message
        self.updates.append(message)
        return message

    def update_at(self, seq: int) -> dict[str, Any]:
        """Read updates until the one for version ``seq``."""
        while True:
            message = self.update()
            assert message["seq"] <= seq, f"passed seq {seq}: {message['seq']}"
            if message["seq"] == seq:
                return message

    def error(self) -> str:
        message = self.ws.receive_json()
        assert message["type"] == "error", message
        text: str = message["message"]
        return text

    def send(self, payload: dict[str, Any]) -> None:
        self.ws.send_json(payload)

    def act(self, index: int) -> None:
        self.ws.send_json({"type": "act", "index": index, "seq": self.last["seq"]})

    def act_text(self, text: str) -> None:
        """Act with the legal action whose text is ``text`` in the latest update."""
        for entry in self.last["legal"]:
            if entry["text"] == text:
                self.act(entry["index"])
                return
        raise AssertionError(f"{text!r} is not legal: {[e['text'] for e in self.last['legal']]}")

    def quiet(self) -> None:
        """Nothing else is pending for this client: a ping is answered next."""
        self.ws.send_json({"type": "ping"})
        assert self.ws.receive_json() == {"type": "pong"}

"""PROTOCOL.md and the bundled front-end agree on where a seat's token is kept."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).parents[2]


def test_the_protocol_names_the_storage_the_front_end_uses() -> None:
    protocol = (ROOT / "src" / "dungeontable" / "server" / "PROTOCOL.md").read_text()
    session = (ROOT / "web" / "src" / "session.ts").read_text()
    assert "localStorage.setItem(SEATS_KEY" in session and "sessionStorage" not in session
    assert "`localStorage`" in protocol and "sessionStorage" not in protocol

"""Tiny REST helpers for the browser tests (matches made without clicking)."""

from __future__ import annotations

import json
import time
import urllib.request
from typing import Any


def call(url: str, body: dict[str, Any] | None = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def finished_bot_match(server: str, options: dict[str, Any], seed: int) -> str:
    """Create a bot-only match and wait until the bots have finished it; its id."""
    created = call(
        f"{server}/api/matches",
        {
            "game": "cardrogue",
            "options": options,
            "seats": ["random", "heuristic"],
            "seed": seed,
            "join": None,
            "name": "",
        },
    )
    match_id = str(created["match_id"])
    deadline = time.monotonic() + 60
    while call(f"{server}/api/matches/{match_id}")["status"] != "finished":
        assert time.monotonic() < deadline, "the bot match did not finish within 60 s"
        time.sleep(0.2)
    return match_id

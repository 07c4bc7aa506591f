"""A person plays The Red Dragon Inn against a heuristic bot in a real browser (RDI renderer).

The table shows each seat's stats, the pending stack and the hand's actions; a few decisions are
taken from the browser. A second, "shadow" spectator gets each update's first seat view extended
with what the house decks never deal in a standard game — an Elixir in front (R-7.8) and a
Gold-equivalent (R-9.2) — and the renderer must list both with their labels.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, WebSocketRoute, expect

from .seats import Seat, whose_turn

pytestmark = pytest.mark.slow

VIEWPORT = {"width": 1380, "height": 900}
ERRORS: list[str] = []


def with_things_in_front(message: str | bytes) -> str:
    data = json.loads(message)
    if data.get("type") == "update":
        seat = data["view"]["seats"][0]
        seat["front"] = [*seat.get("front", []), "drink_thin_ale"]
        seat["valuables"] = ["valuable_gilded_goblet"]
    return json.dumps(data)


def open_shadow(browser: Browser, server: str, match_id: str) -> Page:
    page = browser.new_context(viewport=VIEWPORT).new_page()

    def handler(ws: WebSocketRoute) -> None:
        upstream = ws.connect_to_server()
        ws.on_message(lambda message: upstream.send(message))
        upstream.on_message(lambda message: ws.send(with_things_in_front(message)))

    page.route_web_socket("**/ws/matches/**", handler)
    page.on("pageerror", lambda err: ERRORS.append(f"shadow: {err}"))
    page.goto(f"{server}/#/watch/{match_id}")
    return page


def test_a_person_plays_rdi_against_a_bot(browser: Browser, server: str, artifacts: Path) -> None:
    page = browser.new_context(viewport=VIEWPORT).new_page()
    page.on("pageerror", lambda err: ERRORS.append(str(err)))
    alice = Seat("Alice", page)
    alice.listen()
    page.goto(f"{server}/#/")
    page.fill("#player-name", "Alice")
    page.select_option("#game", "rdi")
    page.select_option("#seat-1", "heuristic")
    page.fill("#seed", "3")
    page.get_by_role("button", name="Create and sit down").click()
    page.wait_for_url(re.compile(r"#/match/"))
    match_id = page.url.rsplit("/", 1)[1]

    seats = page.locator(".rdi-seats .rdi-seat")
    expect(seats).to_have_count(2)
    expect(seats.first).to_contain_text("Fortitude")
    expect(page.locator(".rdi-stack")).to_be_visible()
    for _ in range(6):  # a few of Alice's decisions (discard/draw, action, order, respond...)
        whose_turn([alice]).act("button")
    assert alice.updates and not alice.errors
    page.screenshot(path=artifacts / "rdi-alice.png", full_page=True)

    shadow = open_shadow(browser, server, match_id)
    first = shadow.locator(".rdi-seats .rdi-seat").first
    expect(first).to_contain_text("Elixir: Thin Ale")
    expect(first).to_contain_text("Worth 1 Gold: Gilded Goblet")
    shadow.screenshot(path=artifacts / "rdi-shadow.png", full_page=True)
    assert ERRORS == []

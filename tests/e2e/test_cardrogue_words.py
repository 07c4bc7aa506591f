"""Card Rogue's table reads as words where the issue found it did not (issue 14): potions known
are sentences ("Orange potions are Strength potions.", not "potions known: orange = strength")
and health above its maximum says so ("10 (1 over 9)", not "10 / 9").

A spectator's websocket updates are passed through a route that shows what a short game rarely
reaches: a potion colour identified and a player healed above their maximum.
"""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import Browser, Page, WebSocketRoute, expect

from .lobbyapi import call


def _with_potion_and_extra_health(message: str | bytes) -> str:
    data = json.loads(message)
    if data.get("type") == "update":
        view = data["view"]
        view["identified"] = {"orange": "strength"}
        first = view["players"][0]
        first["character"] = first["character"] or "cleric"
        first["health"] = first["max_health"] + 1
    return json.dumps(data)


def _watch(browser: Browser, server: str, match_id: str) -> Page:
    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()

    def handler(ws: WebSocketRoute) -> None:
        upstream = ws.connect_to_server()
        ws.on_message(lambda message: upstream.send(message))
        upstream.on_message(lambda message: ws.send(_with_potion_and_extra_health(message)))

    page.route_web_socket("**/ws/matches/**", handler)
    page.goto(f"{server}/#/watch/{match_id}")
    return page


def test_potions_and_health_read_as_words(browser: Browser, server: str, artifacts: Path) -> None:
    created = call(
        f"{server}/api/matches",
        {"game": "cardrogue", "options": {}, "seats": ["human", "heuristic"], "seed": 5},
    )
    page = _watch(browser, server, str(created["match_id"]))
    stacks = page.locator(".stacks")
    expect(stacks).to_contain_text("Orange potions are Strength potions.", timeout=20_000)
    assert "potions known" not in stacks.inner_text()
    assert "=" not in stacks.inner_text()
    first = page.locator(".adventurer").first
    expect(first.locator(".bar-text").first).to_have_text("11 (1 over 10)")
    label = first.locator(".bar").first.get_attribute("aria-label") or ""
    assert label.endswith("(1 above the maximum of 10)"), label
    page.screenshot(path=artifacts / "cardrogue-words.png", full_page=True)

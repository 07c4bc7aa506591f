"""The Shortening's setup choices in a real browser (R353 Backstories, R361 Nitpicky, R360).

A person and a heuristic bot; the match is made through the lobby API with Backstories, the
Nitpicky method and a 60-minute Timed game. Seat 0 chooses on the choice screens: two dealt
Backstories laid face up (each button shows the card's goal and points), then 3 red Starting
Shticks and 17 deck shticks, each button naming the shtick's numbers. Afterwards the table shows
the Backstories panel (own secret ones by name, the bot's as a count) and the clock.
Screenshots go to ``tests/e2e/artifacts/oots-shortening-*.png``.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from .lobbyapi import call

pytestmark = pytest.mark.slow

CARDS = Path(__file__).resolve().parents[2] / "web" / "public" / "cards" / "oots.json"
OPTIONS = {
    "expansion": "shortening",
    "backstories": True,
    "new_shticks": "nitpicky",
    "timed_minutes": 60,
}


def _open(browser: Browser, server: str) -> Page:
    created = call(
        f"{server}/api/matches",
        {
            "game": "oots",
            "options": OPTIONS,
            "seats": ["human", "heuristic"],
            "seed": 5,
            "join": 0,
            "name": "Alice",
        },
    )
    match_id, token = str(created["match_id"]), str(created["token"])
    page = browser.new_context(viewport={"width": 1440, "height": 1000}).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.goto(f"{server}/#/")
    held = json.dumps({match_id: {"seat": 0, "token": token}})
    page.evaluate("(s) => localStorage.setItem('dungeontable.seats', s)", held)
    page.goto(f"{server}/#/match/{match_id}")
    expect(page.locator(".oots-dungeon")).to_be_visible()
    assert errors == []
    return page


def _heading(page: Page) -> str:
    """The choice screen's heading now, or "" once it is gone (never waits)."""
    texts = page.locator(".oots-choice h3").all_inner_texts()
    return texts[0] if texts else ""


def _click_choice(page: Page, heading: str) -> None:
    """Click the first card of the choice screen once it asks ``heading``; wait for the next."""
    deadline = time.monotonic() + 15
    while heading not in _heading(page) and time.monotonic() < deadline:
        time.sleep(0.05)
    before = _heading(page)
    assert heading in before, before
    page.locator(".oots-choice button.oots-choice-card").first.click()
    while _heading(page) == before and time.monotonic() < deadline + 15:
        time.sleep(0.05)


def test_backstory_and_nitpicky_choice_screens(
    browser: Browser, server: str, artifacts: Path
) -> None:
    cards = json.loads(CARDS.read_text())
    stories = {v["name"] for v in cards.values() if v["kind"] == "backstory"}
    page = _open(browser, server)
    screen = page.locator(".oots-choice")
    expect(screen.locator("h3")).to_contain_text("Backstories", timeout=15_000)
    buttons = screen.locator("button.oots-choice-card")
    expect(buttons).to_have_count(5)
    assert "points" in (buttons.first.get_attribute("aria-label") or "")
    page.screenshot(path=str(artifacts / "oots-shortening-backstories.png"))
    for _ in range(2):
        _click_choice(page, "Backstories")
    expect(screen.locator("h3")).to_contain_text("Nitpicky", timeout=15_000)
    expect(screen.locator("button.oots-choice-card")).to_have_count(5)  # the 5 red ones
    page.screenshot(path=str(artifacts / "oots-shortening-nitpicky.png"))
    for _ in range(3):
        _click_choice(page, "Starting Shtick")
    expect(screen.locator("h3")).to_contain_text("for your deck")
    for _ in range(17):
        _click_choice(page, "for your deck")
    expect(page.locator(".oots-choice")).to_have_count(0, timeout=15_000)
    panel = page.locator(".oots-backstories")
    expect(panel).to_be_visible()
    expect(panel).to_contain_text("3 hidden")  # the bot's Backstories: a count only
    secret = panel.locator("li").first.inner_text().split("secret: ")[1].split(";")[0]
    assert len([n for n in stories if n in secret]) == 3, secret  # your own 3, by name
    expect(page.locator(".oots-clock")).to_contain_text("left")
    page.screenshot(path=str(artifacts / "oots-shortening-table.png"))


def _seconds_left(page: Page) -> int:
    """The table clock's time left as shown (``Time: 0:57 left``), in seconds."""
    clock = page.locator(".oots-clock")
    expect(clock).to_contain_text(" left", timeout=15_000)
    text = clock.inner_text()
    minutes, seconds = text.split("Time: ")[1].split(" left")[0].split(":")
    return int(minutes) * 60 + int(seconds)


def test_a_wall_clock_is_the_tables_not_the_browsers(browser: Browser, server: str) -> None:
    """004 L69 (R360, A51 ``timed_clock = "wall"``): the server starts one clock as the first turn
    begins; a spectator's browser opened later and a reloaded page show the same time left, and
    the clock counts down between updates."""
    created = call(
        f"{server}/api/matches",
        {
            "game": "oots",
            "options": {"expansion": "shortening", "timed_minutes": 1, "timed_clock": "wall"},
            "seats": ["human", "heuristic"],
            "seed": 5,
            "join": 0,
            "name": "Alice",
        },
    )
    match_id, token = str(created["match_id"]), str(created["token"])
    context = browser.new_context(viewport={"width": 1440, "height": 1000})
    page = context.new_page()
    page.goto(f"{server}/#/")
    held = json.dumps({match_id: {"seat": 0, "token": token}})
    page.evaluate("(s) => localStorage.setItem('dungeontable.seats', s)", held)
    page.goto(f"{server}/#/match/{match_id}")
    first = _seconds_left(page)
    assert 50 <= first <= 60, first
    time.sleep(2.2)
    ticked = _seconds_left(page)
    assert ticked <= first - 2, (first, ticked)  # counted down without an update
    time.sleep(1.0)
    page.reload()
    reloaded = _seconds_left(page)
    assert reloaded <= ticked - 1, (ticked, reloaded)  # not reset by a reload
    spectator = browser.new_context().new_page()
    spectator.goto(f"{server}/#/match/{match_id}")
    watched = _seconds_left(spectator)
    assert abs(watched - _seconds_left(page)) <= 1  # one clock for the whole table
    context.close()
    spectator.context.close()

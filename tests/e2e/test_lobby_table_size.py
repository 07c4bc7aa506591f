"""The lobby's seats editor follows a table-size option: Red Dragon Inn's ``max_players`` (R-2.7).

The range shown ("2–8 players"), the "+ Add a seat" button and the seats kept all come from the
server's ``GET /api/games/{name}/seats`` for the options typed in, so a person who allows ten
players can seat ten and create that match; lowering the limit removes seats with a notice.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from .lobbyapi import call

pytestmark = pytest.mark.slow

VIEWPORT = {"width": 1280, "height": 1000}


def open_rdi_lobby(browser: Browser, server: str, errors: list[str]) -> Page:
    page = browser.new_context(viewport=VIEWPORT).new_page()
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.goto(f"{server}/#/")
    page.fill("#player-name", "Alice")
    page.select_option("#game", "rdi")
    expect(page.locator("#seat-range")).to_have_text("2–8 players")
    page.get_by_text("Rules, variants and settings").click()
    return page


def add_seats_until(page: Page, count: int) -> None:
    add = page.get_by_role("button", name="+ Add a seat")
    while page.locator(".seat-row").count() < count:
        add.click()
    expect(page.locator(".seat-row")).to_have_count(count)


def test_ten_players_when_max_players_is_ten(
    browser: Browser, server: str, artifacts: Path
) -> None:
    errors: list[str] = []
    page = open_rdi_lobby(browser, server, errors)
    add = page.get_by_role("button", name="+ Add a seat")
    add_seats_until(page, 8)
    expect(add).to_have_count(0)

    page.fill("#opt-max_players", "10")
    expect(page.locator("#seat-range")).to_have_text("2–10 players")
    expect(add).to_have_count(1)
    add_seats_until(page, 10)
    expect(add).to_have_count(0)
    expect(page.locator("#opt-max_players")).to_have_value("10")  # adding seats kept the option
    page.select_option("#seat-0", "heuristic")  # ten bots: the person watches
    page.screenshot(path=artifacts / "lobby-rdi-ten-seats.png", full_page=True)

    page.get_by_role("button", name="Create and watch").click()
    page.wait_for_url(re.compile(r"#/watch/"))
    match_id = page.url.rsplit("/", 1)[1]
    match = call(f"{server}/api/matches/{match_id}")
    assert match["game"] == "rdi"
    assert [s["kind"] for s in match["seats"]] == ["heuristic"] * 2 + ["random"] * 8
    expect(page.locator(".rdi-mats .rdi-mat")).to_have_count(10)
    assert errors == []


def test_lowering_the_limit_removes_seats_with_a_notice(browser: Browser, server: str) -> None:
    errors: list[str] = []
    page = open_rdi_lobby(browser, server, errors)
    page.fill("#opt-max_players", "12")
    expect(page.locator("#seat-range")).to_have_text("2–12 players")
    add_seats_until(page, 9)

    page.fill("#opt-max_players", "20")  # out of 2..16: the server's reason, seats untouched
    notice = page.locator("#seats-notice")
    expect(notice).to_have_text(
        "These options cannot make a table: bad value '20' for option max_players: "
        "it must be 2 to 16"
    )
    expect(page.locator(".seat-row")).to_have_count(9)

    page.fill("#opt-max_players", "6")
    expect(page.locator("#seat-range")).to_have_text("2–6 players")
    expect(notice).to_have_text(
        "The table now takes at most 6 players: 3 seats removed "
        "(Random bot, Random bot, Random bot)."
    )
    expect(page.locator(".seat-row")).to_have_count(6)
    expect(page.locator("#seat-0")).to_have_value("you")
    expect(page.get_by_role("button", name="+ Add a seat")).to_have_count(0)
    assert errors == []

"""The lobby lists a game's characters and lets each seat pick one or have it dealt (issue 16).

Red Dragon Inn's roster (``GET /api/games`` ``roster``): every character with its complexity as
the sources state it and its mechanic in one line; each seat's "Character dealt at random" select
sets option ``characters`` (``random`` for a dealt seat), so the match seats the picked character.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, ViewportSize, expect

from .lobbyapi import call

pytestmark = pytest.mark.slow

VIEWPORT: ViewportSize = {"width": 1280, "height": 1000}


def test_the_roster_is_listed_and_a_seat_picks_its_character(browser: Browser, server: str) -> None:
    errors: list[str] = []
    page = browser.new_context(viewport=VIEWPORT).new_page()
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.goto(f"{server}/#/")
    page.fill("#player-name", "Alice")
    page.select_option("#game", "rdi")
    roster = next(g for g in call(f"{server}/api/games") if g["name"] == "rdi")["roster"]
    count = len(roster["entries"])
    assert roster["option"] == "characters"

    page.get_by_text(f"Characters ({count})").click()
    entries = page.locator(".roster-entry")
    expect(entries).to_have_count(count)
    fiona = page.locator('.roster-entry[data-character="fiona"]')
    expect(fiona).to_contain_text("Fiona the Volatile")
    expect(fiona).to_contain_text("complexity: simplest (no special rules in the compendium)")
    cormac = page.locator('.roster-entry[data-character="cormac"]')
    expect(cormac).to_contain_text(
        "complexity: 3 (issue 16's grouping; the compendium states none)"
    )
    expect(cormac).to_contain_text("Rage Tiles")
    # the option is picked per seat, not typed in the options form
    page.get_by_text("Rules, variants and settings").click()
    expect(page.locator("#opt-characters")).to_have_count(0)

    expect(page.locator("#character-0")).to_have_value("")
    page.select_option("#character-0", "fiona")
    page.select_option("#seat-0", "heuristic")  # two bots: the person watches
    page.get_by_role("button", name="Create and watch").click()
    page.wait_for_url(re.compile(r"#/watch/"))
    mat = page.locator('.rdi-mat[data-seat="0"] .rdi-character')
    expect(mat).to_have_text("Fiona the Volatile")
    other = page.locator('.rdi-mat[data-seat="1"] .rdi-character')
    expect(other).not_to_have_text("Fiona the Volatile")
    assert errors == []

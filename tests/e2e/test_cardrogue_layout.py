"""Card Rogue at two sizes: a 1280x800 desktop page stays under 1,600 px tall, and on a 390 px
phone the adventurers, the board, the turn panel and the hand/score/shop panels do not overlap,
nothing reaches past the screen and no tile's name is cut off.

Alice plays against the heuristic bot (made over REST, her seat's token in the page) and takes
the first action offered for a while, so the map has grown past its first tiles.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from .layout import DESKTOP, MAX_DESKTOP_HEIGHT, PHONE, clipped, overlaps, page_height
from .lobbyapi import call
from .seats import Seat, whose_turn

pytestmark = pytest.mark.slow

ACTIONS = 24
PANELS = [".turn-panel", ".adventurer", ".cr-focus > .panel", ".cr-board-wrap", ".cr-panels > *"]


def test_card_rogue_fits_a_desktop_and_a_phone(
    browser: Browser, server: str, artifacts: Path
) -> None:
    created = call(
        f"{server}/api/matches",
        {
            "game": "cardrogue",
            "options": {},
            "seats": ["human", "heuristic"],
            "seed": 11,
            "join": 0,
            "name": "Alice",
        },
    )
    match_id, token = str(created["match_id"]), str(created["token"])
    context = browser.new_context(viewport=DESKTOP)
    held = json.dumps({match_id: {"seat": 0, "token": token}})
    context.add_init_script(f"localStorage.setItem('dungeontable.seats', {json.dumps(held)})")
    alice = Seat("Alice", context.new_page())
    alice.listen()
    alice.page.goto(f"{server}/#/match/{match_id}")
    expect(alice.page.locator(".cr-board")).to_be_visible(timeout=20_000)
    for _ in range(ACTIONS):
        whose_turn([alice])
        if alice.updates and alice.updates[-1].get("outcome"):
            break
        alice.act("button")
    whose_turn([alice])
    page = alice.page
    page.wait_for_timeout(300)
    height = page_height(page)
    page.screenshot(path=artifacts / "cardrogue-desktop.png", full_page=True)
    assert height < MAX_DESKTOP_HEIGHT, f"the page is {height} px tall on a 1280x800 desktop"
    assert clipped(page, ".tile-name") == []

    page.set_viewport_size(PHONE)
    page.wait_for_timeout(300)
    page.screenshot(path=artifacts / "cardrogue-phone.png", full_page=True)
    assert overlaps(page, PANELS) == []
    assert clipped(page, ".tile-name") == []
    tiles = page.locator(".cr-board .tile")
    assert tiles.count() > 3
    context.close()

"""A Wandering Xykon game of The Order of the Stick in a real browser (Exp L73-L135).

Alice (seat 0) plays with two heuristic bots and a spectator watches. Checks: the ready-made
dungeon is drawn with its face-down rooms, whose labels name no card for anyone; the Wandering
Xykon panel shows where he is, his Wound tracker, his Minion Stack and the holders of the five
cards as the view says, after every update; once his attention is caught his token is drawn in
his room; no script error. Screenshots go to ``tests/e2e/artifacts/oots-wx-*.png``.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, ViewportSize, expect

from .lobbyapi import call
from .seats import Seat, whose_turn

pytestmark = pytest.mark.slow

SEED = 5
VIEWPORT: ViewportSize = {"width": 1440, "height": 1000}
CARDS = Path(__file__).resolve().parents[2] / "web" / "public" / "cards" / "oots.json"
OPTIONS = {"expansion": "shortening", "wandering_xykon": True}
MAX_ACTIONS = 900
ERRORS: list[str] = []


def open_seat(browser: Browser, server: str, match_id: str, token: str | None) -> Seat:
    page = browser.new_context(viewport=VIEWPORT).new_page()
    seat = Seat("Alice" if token else "Spectator", page)
    seat.listen()
    page.on("pageerror", lambda err: ERRORS.append(f"{seat.name}: {err}"))
    page.goto(f"{server}/#/")
    if token is None:
        page.goto(f"{server}/#/watch/{match_id}")
    else:
        held = json.dumps({match_id: {"seat": 0, "token": token}})
        page.evaluate("(s) => localStorage.setItem('dungeontable.seats', s)", held)
        page.goto(f"{server}/#/match/{match_id}")
    expect(page.locator(".oots-wandering")).to_be_visible()
    return seat


def alice_turn(alice: Seat, timeout: float = 60) -> bool:
    """Wait for Alice's turn (bots move meanwhile); False once the game is over."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if alice.updates and alice.updates[-1]["outcome"] is not None:
            return False
        if alice.enabled_actions():
            return True
        alice.page.wait_for_timeout(50)
    raise AssertionError("Alice never got her turn")


def check_face_down(seat: Seat) -> int:
    """Every face-down room is drawn face down and its label names no room card."""
    view = seat.updates[-1]["view"]
    names = {k: v["name"] for k, v in json.loads(CARDS.read_text()).items()}
    count = 0
    for fv in view["floors"]:
        for room in fv["rooms"]:
            cell = seat.page.locator(
                f'.oots-room[data-floor="{room["floor"]}"][data-pos="{room["pos"]}"]'
            )
            if not room["face_down"]:
                continue
            count += 1
            assert room["card"] == "", room
            expect(cell).to_have_class(_has("face-down"))
            label = cell.get_attribute("aria-label") or ""
            assert "a face-down room" in label, label
            assert not any(n in label for k, n in names.items() if k.endswith("room")), label
    return count


def _has(css: str) -> Any:
    return re.compile(rf"\b{re.escape(css)}\b")


def check_panel(seat: Seat) -> dict[str, Any]:
    """The Wandering Xykon panel and his token say what the view says."""
    w = seat.updates[-1]["view"]["wandering"]
    panel = seat.page.locator(".oots-wandering")
    tracker = panel.locator(".oots-xykon-tracker")
    text = f"{w['wounds']} of 4 Wounds left" if w["wounds"] > 0 else "killed"
    expect(tracker).to_have_attribute("aria-label", f"Xykon's Wound tracker: {text}")
    expect(tracker.locator(".oots-wound.left")).to_have_count(w["wounds"])
    expect(panel.locator(".oots-minions li")).to_have_count(len(w["minions"]))
    expect(panel.locator(".oots-xykon-cards li").nth(1)).to_contain_text(
        f"I Hurt Xykon! ({len(w['hurt'])} of 3)"
    )
    tokens = seat.page.locator(".oots-dungeon .oots-xykon-token")
    if w["place"] is None or w["wounds"] == 0:
        expect(tokens).to_have_count(0)
        if w["killer"] is None:
            expect(panel.locator(".oots-xykon-where")).to_contain_text("Waiting in his Lair")
    else:
        f, p = w["place"]
        cell = seat.page.locator(f'.oots-room[data-floor="{f}"][data-pos="{p}"]')
        expect(cell.locator(".oots-xykon-token")).to_have_count(1)
        expect(tokens).to_have_count(1)
        assert "Xykon is here" in (cell.get_attribute("aria-label") or "")
        where = panel.locator(".oots-xykon-where").inner_text()
        # his room in words (its name, or "a face-down room"), never a position number
        assert where.startswith("Where: ") and ", room " not in where, where
    return dict(w)


def test_a_wandering_xykon_game_in_the_browser(
    browser: Browser, server: str, artifacts: Path
) -> None:
    created = call(
        f"{server}/api/matches",
        {
            "game": "oots",
            "options": OPTIONS,
            "seats": ["human", "heuristic", "heuristic"],
            "seed": SEED,
            "join": 0,
            "name": "Alice",
        },
    )
    match_id, token = str(created["match_id"]), str(created["token"])
    alice = open_seat(browser, server, match_id, token)
    watcher = open_seat(browser, server, match_id, None)
    whose_turn([alice], timeout=30)
    assert check_face_down(alice) >= 11  # the Entrance's stairs room may be turned over already
    check_panel(alice)
    alice.page.screenshot(path=artifacts / "oots-wx-start.png", full_page=True)

    arrived = None
    for step in range(MAX_ACTIONS):
        if not alice_turn(alice):
            break  # the game is over
        w = check_panel(alice)
        if w["place"] is not None and arrived is None:
            arrived = step
            alice.page.screenshot(path=artifacts / "oots-wx-xykon.png", full_page=True)
        if arrived is not None and step >= arrived + 40:
            break
        alice.act("button")
    assert arrived is not None, "nobody caught Xykon's attention in the game played"
    check_face_down(alice)
    watcher.page.wait_for_timeout(300)
    for update in watcher.updates:
        for fv in update["view"]["floors"]:
            for room in fv["rooms"]:
                assert room["card"] == "" or not room["face_down"]
        assert update["view"]["wandering"] is not None
    check_panel(watcher)
    watcher.page.screenshot(path=artifacts / "oots-wx-spectator.png", full_page=True)
    assert ERRORS == []

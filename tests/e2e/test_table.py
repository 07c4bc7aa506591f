"""Two people and a bot play Card Rogue in real browsers; a spectator watches; a player reloads.

Drives the built front-end against a real ``dungeontable serve`` (see conftest.py). Screenshots
of every table are written to ``tests/e2e/artifacts/`` for people to look at.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, expect

from .seats import Seat, settle, whose_turn

pytestmark = pytest.mark.slow

SEED = 5
VIEWPORT = {"width": 1440, "height": 960}


def open_seat(browser: Browser, name: str, url: str) -> Seat:
    context = browser.new_context(viewport=VIEWPORT)
    seat = Seat(name, context.new_page())
    seat.listen()
    seat.page.goto(url)
    return seat


def create_match(alice: Seat) -> str:
    """Alice creates a 3-seat match in the lobby: herself, an open seat, a heuristic bot."""
    page = alice.page
    page.fill("#player-name", "Alice")
    page.select_option("#seat-1", "human")
    page.get_by_role("button", name="+ Add a seat").click()
    page.select_option("#seat-2", "heuristic")
    page.fill("#seed", str(SEED))
    assert alice.unnamed_controls() == []
    page.get_by_role("button", name="Create and sit down").click()
    page.wait_for_url(re.compile(r"#/match/"))
    return page.url.rsplit("/", 1)[1]


def join_match(bob: Seat, match_id: str) -> None:
    page = bob.page
    page.fill("#player-name", "Bob")
    page.get_by_role("button", name=f"Join match {match_id} in seat 2").click()
    page.wait_for_url(re.compile(rf"#/match/{match_id}$"))


def views(seat: Seat) -> list[dict[str, Any]]:
    return [update["view"] for update in seat.updates]


def play(seats: list[Seat], turns: int, hows: list[str]) -> list[tuple[str, str]]:
    """Whoever's turn it is acts, cycling through ``hows``; returns (seat, action label) pairs."""
    done = []
    for i in range(turns):
        seat = whose_turn(seats)
        done.append((seat.name, seat.act(hows[i % len(hows)])))
        print(f"step {i}: {done[-1][0]} -> {done[-1][1]!r}")  # shown when a test fails
    return done


def test_two_players_a_bot_and_a_spectator(browser: Browser, server: str, artifacts: Path) -> None:
    alice = open_seat(browser, "Alice", f"{server}/#/")
    alice.route_socket()
    expect(alice.page.locator("select#game")).to_have_value("cardrogue")
    alice.page.screenshot(path=artifacts / "lobby.png", full_page=True)
    match_id = create_match(alice)
    expect(alice.page.locator(".prompt")).to_contain_text("Waiting for 1 more player")

    bob = open_seat(browser, "Bob", f"{server}/#/")
    expect(bob.page.locator(".list-open")).to_contain_text(f"#{match_id}")
    join_match(bob, match_id)
    expect(bob.page.locator(".badge")).to_have_text("You: Bob · seat 2")

    watcher = open_seat(browser, "Spectator", f"{server}/#/watch/{match_id}")
    expect(watcher.page.locator(".badge.spectator")).to_be_visible()

    # Setup (deciding rolls, character draft) and the first turns, by every kind of input.
    played = play([alice, bob], 16, ["tile", "arrow", "key", "tab", "button"])
    assert {name for name, _ in played} == {"Alice", "Bob"}
    assert any(label.startswith(("Play the", "Roll the die")) for _, label in played)
    assert any(re.match(r"(Flip|Move|Attack|Flee)", label) for _, label in played)
    for page_seat in (alice, bob):
        expect(page_seat.page.locator(".cr-board .tile").first).to_be_visible()
    expect(alice.page.locator(".log-list")).to_contain_text("Round 2: ")

    # A refused action shows the server's reason and changes nothing.
    seat = whose_turn([alice, bob])
    while seat is not alice:
        seat.act("button")
        seat = whose_turn([alice, bob])
    before = len(alice.updates)
    alice.tamper_next_act = True
    alice.page.locator(".action-button").first.click()
    expect(alice.page.locator(".refusal")).to_contain_text("Refused: index 99 is out of range")
    assert alice.errors and "out of range" in alice.errors[-1]
    assert len(alice.updates) == before
    alice.page.screenshot(path=artifacts / "refused.png", full_page=True)
    alice.act("button")

    # Bob reloads: same seat, whole visible history again, and he plays on. The bot may still be
    # moving after Alice's action: count Bob's log once every page has the last update.
    settle([alice, bob])
    bob_log = bob.log_count()
    bob.page.reload()
    expect(bob.page.locator(".link-state")).to_have_text("connected")
    expect(bob.page.locator(".badge")).to_have_text("You: Bob · seat 2")
    expect(bob.page.locator(".log-item")).to_have_count(bob_log, timeout=10_000)
    after_reload = play([alice, bob], 12, ["arrow", "tile", "tab", "key", "button"])
    assert "Bob" in {name for name, _ in after_reload}
    assert set(alice.used + bob.used) == {"tile", "arrow", "key", "tab", "button"}

    # Screenshots of each seat's table, then the privacy checks over every message received.
    alice.page.screenshot(path=artifacts / "alice.png", full_page=True)
    bob.page.screenshot(path=artifacts / "bob.png", full_page=True)
    watcher.page.screenshot(path=artifacts / "spectator.png", full_page=True)
    check_hidden_information(alice, bob, watcher)
    check_card_rogue_panels(alice, bob)
    for page_seat in (alice, bob, watcher):
        assert page_seat.unnamed_controls() == [], page_seat.name


def check_card_rogue_panels(alice: Seat, bob: Seat) -> None:
    """The adventurers show the view's health, attack and armour; the shop and score sheet are
    on the table."""
    settle([alice, bob])
    last = views(alice)[-1]
    for player in last["players"]:
        label = alice.page.locator(".adventurer").nth(player["seat"]).get_attribute("aria-label")
        sign = "+" if player["attack"] >= 0 else ""
        numbers = (
            f"health {player['health']} of {player['max_health']}, "
            f"attack {sign}{player['attack']}, armour {player['reduction']}"
        )
        assert label is not None and numbers in label, (label, numbers)
    expect(alice.page.locator(".shop-panel")).to_have_count(1)
    expect(alice.page.get_by_role("region", name="Adventurers")).to_be_visible()
    expect(alice.page.locator(".score-panel")).to_be_visible()


def check_hidden_information(alice: Seat, bob: Seat, watcher: Seat) -> None:
    """Each seat sees its own hand only; the spectator sees no hand and gets no actions."""
    assert len(watcher.updates) > 10
    for view in views(watcher):
        assert [p["hand"] for p in view["players"]] == [None, None, None]
    assert all(update["legal"] == [] for update in watcher.updates)
    for seat, me in ((alice, 0), (bob, 1)):
        for view in views(seat):
            hands = [p["hand"] for p in view["players"]]
            assert isinstance(hands[me], list)
            assert [h for i, h in enumerate(hands) if i != me] == [None, None]
    last = views(alice)[-1]
    for player in last["players"]:
        hidden = player["hand_count"] - len(player["shown"])
        backs = watcher.page.locator(".adventurer").nth(player["seat"]).locator(".mini-back")
        expect(backs).to_have_count(min(hidden, 8))
    expect(watcher.page.locator(".hand-panel")).to_have_count(0)
    expect(watcher.page.locator(".action-button")).to_have_count(0)
    expect(watcher.page.locator(".tile-chip")).to_have_count(0)
    assert watcher.log_count() > 10
    assert "Alice" in watcher.log_text() and "Bob" in watcher.log_text()

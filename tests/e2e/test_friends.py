"""Playing with friends in real browsers: an invite link seats a friend (and refuses a taken
seat), the chat shows people's words as text (never HTML), leaving hands the seat to a bot, and
the lobby calls a match everyone left "abandoned". Screenshots go to ``tests/e2e/artifacts/``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from .seats import UNNAMED_CONTROLS

pytestmark = pytest.mark.slow

VIEWPORT = {"width": 1440, "height": 960}
IMG = '<img src=x onerror="window.__pwned = 1">'
SCRIPT = "<script>window.__pwned = 2</script>"


def new_page(browser: Browser, url: str) -> Page:
    page = browser.new_context(viewport=VIEWPORT).new_page()
    page.goto(url)
    return page


def test_invite_chat_leave_and_abandoned(browser: Browser, server: str, artifacts: Path) -> None:
    # Alice creates a Card Rogue table with herself and a seat left open for a friend.
    alice = new_page(browser, f"{server}/#/")
    expect(alice.locator("#reach")).to_contain_text("listens on this computer only")
    alice.fill("#player-name", "Alice")
    expect(alice.locator("select#game")).to_have_value("cardrogue")
    alice.select_option("#seat-1", "human")
    alice.get_by_role("button", name="Create and sit down").click()
    alice.wait_for_url(re.compile(r"#/match/"))
    match_id = alice.url.rsplit("/", 1)[1]
    expect(alice.locator(".prompt")).to_contain_text(
        "Send each friend the invite link of a seat below"
    )
    invite = alice.get_by_label("Invite link for seat 2", exact=True)
    expect(invite).to_have_value(f"{server}/#/join/{match_id}/2")
    assert alice.evaluate(UNNAMED_CONTROLS) == []  # invites, chat and leaving are named
    alice.screenshot(path=artifacts / "friends-invite.png", full_page=True)
    # The lobby, in another tab of Alice's browser, offers the same link on her open match.
    lobby = alice.context.new_page()
    lobby.goto(f"{server}/#/")
    mine = lobby.locator(".list-open .match-row").filter(has_text=f"#{match_id}")
    expect(mine.get_by_label("Invite link for seat 2", exact=True)).to_have_value(
        invite.input_value()
    )
    expect(mine.get_by_role("link", name="Back to my seat")).to_be_visible()
    lobby.screenshot(path=artifacts / "friends-lobby-invite.png", full_page=True)
    lobby.close()

    # Bob follows the link and sits down under his name.
    bob = new_page(browser, invite.input_value())
    expect(bob.locator("#join-title")).to_have_text("Card Rogue: seat 2")
    expect(bob.locator(".join-panel")).to_contain_text("You are invited to play with Alice.")
    assert bob.evaluate(UNNAMED_CONTROLS) == []
    bob.screenshot(path=artifacts / "friends-join.png", full_page=True)
    bob.fill("#player-name", "Bob")
    bob.get_by_role("button", name="Sit down in seat 2").click()
    bob.wait_for_url(re.compile(rf"#/match/{match_id}$"))
    expect(bob.locator(".badge")).to_have_text("You: Bob · seat 2")
    expect(alice.locator(".invites")).to_have_count(0)  # no seat is open any more

    # Carol follows the same link: the seat is Bob's, she may only watch.
    carol = new_page(browser, f"{server}/#/join/{match_id}/2")
    expect(carol.get_by_role("alert")).to_have_text("Seat 2 is taken by Bob.")
    expect(carol.get_by_role("button", name=re.compile("Sit down"))).to_have_count(0)
    carol.get_by_role("link", name="Watch instead").click()
    carol.wait_for_url(re.compile(rf"#/watch/{match_id}$"))
    expect(carol.locator(".badge.spectator")).to_be_visible()

    # Chat: markup is shown as the characters typed, never run or rendered.
    for line in (IMG, SCRIPT, "good luck, Alice"):
        bob.fill("#chat-input", line)
        bob.keyboard.press("Enter")
    for page in (alice, bob, carol):
        lines = page.locator(".chat-line .chat-text")
        expect(lines).to_have_count(3)
        assert lines.all_text_contents() == [IMG, SCRIPT, "good luck, Alice"]
        assert page.locator(".chat-list img, .chat-list script").count() == 0
        assert page.evaluate("window.__pwned") is None
    expect(alice.locator(".chat-line").first).to_contain_text(f"Bob: {IMG}")
    carol.fill("#chat-input", "nice table")
    carol.keyboard.press("Enter")
    expect(alice.locator(".chat-line").last).to_have_text("A spectator: nice table")
    alice.screenshot(path=artifacts / "friends-chat.png", full_page=True)
    carol.set_viewport_size({"width": 390, "height": 844})  # a phone
    carol.locator(".chat-panel").scroll_into_view_if_needed()
    carol.screenshot(path=artifacts / "friends-chat-phone.png")
    carol.set_viewport_size(VIEWPORT)

    # Bob leaves: a bot plays his seat, everyone's log says so in words, Bob watches.
    bob.get_by_role("button", name="Leave the match").click()
    bob.get_by_role("button", name="Leave; a bot plays for me").click()
    bob.wait_for_url(re.compile(rf"#/watch/{match_id}$"))
    left = "Bob left the table; a bot plays for them from now on"
    for page in (alice, bob, carol):
        expect(page.locator(".log-item").filter(has_text=left)).to_have_count(1)
    expect(bob.locator(".badge.spectator")).to_be_visible()
    alice.screenshot(path=artifacts / "friends-left.png", full_page=True)

    # Alice leaves too: nobody is left, the match is abandoned, and the lobby says so.
    alice.get_by_role("button", name="Leave the match").click()
    alice.get_by_role("button", name="Leave; a bot plays for me").click()
    alice.wait_for_url(re.compile(rf"#/watch/{match_id}$"))
    expect(alice.locator(".turn-panel h2")).to_have_text("Abandoned")
    expect(alice.locator(".prompt")).to_contain_text("This match was abandoned")
    alice.goto(f"{server}/#/")
    abandoned = alice.locator(".list-abandoned")
    expect(abandoned.locator("h2")).to_contain_text("Abandoned")
    row = abandoned.locator(".match-row").filter(has_text=f"#{match_id}")
    expect(row.locator(".status-word")).to_have_text("abandoned")
    expect(row).to_contain_text("Alice (bot) · Bob (bot)")
    alice.screenshot(path=artifacts / "friends-lobby-abandoned.png", full_page=True)


def test_invites_use_the_network_address_when_the_page_is_on_localhost(
    browser: Browser, server: str
) -> None:
    """Started with --host 0.0.0.0 the server names this machine's network address
    (``share_url``); the host's page, open on 127.0.0.1, builds its invites on it."""
    context = browser.new_context(viewport=VIEWPORT)
    share = "http://192.168.1.20:8000/"
    context.route(
        "**/api/server",
        lambda route: route.fulfill(json={"share_url": share, "chat_length": 300}),
    )
    page = context.new_page()
    page.goto(f"{server}/#/")
    expect(page.locator("#reach")).to_have_text(
        f"Friends open {share}, or the invite link of a seat you leave open."
    )
    page.fill("#player-name", "Dana")
    page.select_option("#seat-1", "human")
    page.get_by_role("button", name="Create and sit down").click()
    page.wait_for_url(re.compile(r"#/match/"))
    match_id = page.url.rsplit("/", 1)[1]
    invite = page.get_by_label("Invite link for seat 2", exact=True)
    expect(invite).to_have_value(f"{share}#/join/{match_id}/2")
    expect(page.locator(".invites")).not_to_contain_text("listens on this computer only")
    # Before the match starts, leaving gives the seat back: anyone may take it again.
    page.get_by_role("button", name="Leave the match").click()
    expect(page.get_by_role("group", name="Leave the match?")).to_contain_text(
        "Give up your seat? It becomes free for someone else."
    )
    page.get_by_role("button", name="Give up my seat").click()
    page.wait_for_url(re.compile(rf"#/watch/{match_id}$"))
    expect(page.get_by_role("button", name="Take seat 1")).to_be_visible()
    page.get_by_role("link", name="Stop watching and go back to the lobby").click()
    row = page.locator(".list-open .match-row").filter(has_text=f"#{match_id}")
    expect(row).to_contain_text("Open seat 1 · Open seat 2")
    expect(row.get_by_role("button", name=f"Join match {match_id} in seat 1")).to_be_visible()
    context.close()

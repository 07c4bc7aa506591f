"""Card Rogue A-47 option ``hands`` at the web table: open hands show face up, private do not.

A person creates a match against the heuristic bot in the lobby (the option set, or left at its
default, in the "Rules, variants and settings" form: the lobby sends only changed options, see
server PROTOCOL.md) and plays the first action offered until the bot holds a card that a private
hand would hide (not an artifact or boss, which are always shown). With ``hands="open"`` the bot's
adventurer panel names every card of its hand, exactly the view's; by default it shows card backs
only and the page receives no hand for the bot.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, expect

from dungeontable.games.cardrogue.catalog import card_name, catalog_of
from dungeontable.games.cardrogue.view import HOLDABLE, SHOWN

from .seats import Seat, settle, whose_turn

pytestmark = pytest.mark.slow

SEED = 11
BOT = 1
MAX_ACTIONS = 120
VIEWPORT = {"width": 1440, "height": 960}
CATALOG = catalog_of(())


def create_against_bot(browser: Browser, server: str, hands: str | None) -> Seat:
    """Alice creates "You vs heuristic bot" in the lobby, setting ``hands`` unless ``None``."""
    context = browser.new_context(viewport=VIEWPORT)
    alice = Seat("Alice", context.new_page())
    alice.listen()
    page = alice.page
    page.goto(f"{server}/#/")
    expect(page.locator("select#game")).to_have_value("cardrogue")
    page.fill("#player-name", "Alice")
    page.select_option("#seat-1", "heuristic")
    page.locator("details.options > summary").click()
    expect(page.locator("#opt-hands")).to_have_value("private")
    if hands is not None:
        page.select_option("#opt-hands", hands)
    page.fill("#seed", str(SEED))
    page.get_by_role("button", name="Create and sit down").click()
    page.wait_for_url(re.compile(r"#/match/"))
    whose_turn([alice])  # the table is drawn: its first update has arrived
    return alice


def bot_player(alice: Seat) -> dict[str, Any]:
    return dict(alice.updates[-1]["view"]["players"][BOT])


def hidden_count(player: dict[str, Any]) -> int:
    """Cards in the bot's hand that a private hand hides (A-47: artifacts and bosses are shown)."""
    return int(player["hand_count"]) - len(player["shown"])


def play_until_bot_holds_a_hidden_card(alice: Seat) -> dict[str, Any]:
    """Alice takes the first action offered until the bot's hand holds a hideable card."""
    for _ in range(MAX_ACTIONS):
        whose_turn([alice])
        if alice.updates and hidden_count(bot_player(alice)) > 0:
            settle([alice])
            player = bot_player(alice)
            if hidden_count(player) > 0:
                return player
        alice.act("button")
    raise AssertionError(f"the bot held no hidden card after {MAX_ACTIONS} actions of Alice")


def test_open_hands_show_the_opponents_cards(
    browser: Browser, server: str, artifacts: Path
) -> None:
    alice = create_against_bot(browser, server, "open")
    assert alice.updates[0]["view"]["options"]["hands"] == "open"
    player = play_until_bot_holds_a_hidden_card(alice)
    hand = player["hand"]
    assert hand is not None and len(hand) == player["hand_count"]
    assert any(CATALOG[c].kind not in SHOWN for c in hand), hand
    panel = alice.page.locator(".adventurer").nth(BOT)
    names = [card_name(c) for c in hand]
    expect(panel.locator(".open-hand")).to_have_attribute(
        "aria-label", f"Open hand: {', '.join(names)}"
    )
    expect(panel.locator(".open-card")).to_have_text(names)
    expect(panel.locator(".mini-back")).to_have_count(0)
    expect(alice.page.locator(".adventurer").nth(0).locator(".open-hand")).to_have_count(0)
    alice.page.screenshot(path=artifacts / "cardrogue-open-hands.png", full_page=True)
    # A spectator of an open-hands game sees every hand face up too, Alice's included.
    match_id = alice.page.url.rsplit("/", 1)[1]
    watcher = alice.page.context.browser.new_page(viewport=VIEWPORT)  # type: ignore[union-attr]
    watcher.goto(f"{server}/#/watch/{match_id}")
    expect(watcher.locator(".badge.spectator")).to_be_visible()
    spectated = watcher.locator(".adventurer").nth(BOT).locator(".open-card")
    expect(spectated).to_have_text(names)
    expect(watcher.locator(".adventurer").nth(0).locator(".open-hand")).to_have_count(1)
    watcher.close()
    alice.page.context.close()


def test_private_hands_show_only_card_backs(browser: Browser, server: str, artifacts: Path) -> None:
    alice = create_against_bot(browser, server, None)
    assert alice.updates[0]["view"]["options"]["hands"] == "private"
    player = play_until_bot_holds_a_hidden_card(alice)
    assert player["hand"] is None
    assert all(
        p["hand"] is None for u in alice.updates for p in u["view"]["players"] if p["seat"] == BOT
    )
    hidden = hidden_count(player)
    panel = alice.page.locator(".adventurer").nth(BOT)
    expect(alice.page.locator(".open-hand")).to_have_count(0)
    expect(alice.page.locator(".open-card")).to_have_count(0)
    expect(panel.locator(".mini-back")).to_have_count(min(hidden, 8))
    shown = [card_name(c) for c in player["shown"]]
    expect(panel.locator(".mini-shown")).to_have_text(shown)
    label = f"{hidden} hidden card(s)" + (f", shown: {', '.join(shown)}" if shown else "")
    expect(panel.locator(".mini-hand")).to_have_attribute("aria-label", label)
    public = {card_name(c) for c in (*player["shown"], *player["equipment"]) if c}
    hideable = {d.name for d in CATALOG.defs.values() if d.kind in HOLDABLE} - public
    text = panel.inner_text()
    assert [name for name in sorted(hideable) if name in text] == [], text
    alice.page.screenshot(path=artifacts / "cardrogue-private-hands.png", full_page=True)
    alice.page.context.close()

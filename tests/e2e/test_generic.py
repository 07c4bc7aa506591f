"""A game without a renderer plays through the generic one (text picture, view, action buttons).

The server tests' Tally game is registered in a server of its own (tally_serve.py). Its ``mark``
action is undoable, so this test also takes an action back from the browser.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from .seats import Seat, whose_turn

pytestmark = pytest.mark.slow


def test_generic_renderer_plays_and_undoes(
    browser: Browser, tally_server: str, artifacts: Path
) -> None:
    page = browser.new_context(viewport={"width": 1280, "height": 860}).new_page()
    seat = Seat("Solo", page)
    seat.listen()
    page.goto(f"{tally_server}/#/")
    page.fill("#player-name", "Solo")
    page.select_option("#game", "tally")
    page.select_option("#seat-1", "random")
    page.select_option("#timer", label="2 min a decision + 10 min bank")
    page.get_by_role("button", name="Create and sit down").click()
    page.wait_for_url(re.compile(r"#/match/"))

    expect(page.locator(".generic-table .board-text")).to_be_visible()
    expect(page.locator(".clock")).to_contain_text(re.compile(r"Your clock: 1[0-2]:\d\d"))
    buttons = page.locator(".action-button")
    expect(buttons.first).to_be_enabled()
    labels = buttons.locator(".action-label").all_inner_texts()
    assert any(label.startswith("Mark (amount ") for label in labels), labels

    marks = [i for i, label in enumerate(labels) if label.startswith("Mark (amount ")]
    before = len(seat.updates)
    page.keyboard.press(str(marks[0] + 1))
    expect(page.locator(".undo")).to_be_visible()
    assert seat.updates[before]["can_undo"] is True
    page.get_by_role("button", name="Take back my last action").click()
    expect(page.locator(".log-list")).to_contain_text("took back their last action")
    expect(page.locator(".undo")).to_have_count(0)

    page.get_by_text("The whole view").click()
    expect(page.locator(".view-json")).to_contain_text('"hand"')
    for _ in range(3):
        whose_turn([seat]).act("button")
    expect(page.locator(".log-item")).not_to_have_count(0)
    page.screenshot(path=artifacts / "generic.png", full_page=True)
    assert seat.unnamed_controls() == []

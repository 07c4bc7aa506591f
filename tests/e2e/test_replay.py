"""The replay viewer and a finished table, in a real browser (bots play a short match first)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from .lobbyapi import call, finished_bot_match

pytestmark = pytest.mark.slow


def test_replay_steps_scrubs_and_plays(browser: Browser, server: str, artifacts: Path) -> None:
    match_id = finished_bot_match(server, {"turn_cap": 3}, seed=4)
    replay = call(f"{server}/api/matches/{match_id}/replay")
    steps, names = replay["steps"], replay["names"]
    assert names == ["Random bot 1", "Heuristic bot 2"]
    frames = len(steps)  # step 1 is the first action (the table as set comes before it)
    page = browser.new_context(viewport={"width": 1440, "height": 960}).new_page()

    page.goto(f"{server}/#/")
    finished = page.locator(".list-finished")
    finished.get_by_role("link", name="Replay").first.click()
    page.wait_for_url(re.compile(rf"#/replay/{match_id}$"))
    title = page.locator(".replay-controls .panel-title")
    expect(title).to_have_text(f"Step {frames} of {frames}")

    page.keyboard.press("Home")
    expect(title).to_have_text(f"Before step 1 (of {frames})")
    expect(page.locator(".replay-controls .prompt")).to_have_text("The table is set")
    page.keyboard.press("ArrowRight")
    expect(title).to_have_text(f"Step 1 of {frames}")
    first = steps[0]
    assert first["step"] == 1 and first["action_words"]
    expect(page.locator(".replay-controls .prompt")).to_have_text(
        f"{names[first['seat']]}: {first['action_words']}"
    )
    said = first["events"][0].split(f"{names[first['seat']]} ")[-1]
    expect(page.locator(".log-list")).to_contain_text(said)
    assert not any("seat 0" in e or "seat 1" in e for s in steps for e in s["events"])

    page.get_by_label("Step", exact=True).fill("12")
    expect(title).to_have_text(f"Step 12 of {frames}")
    expect(page.locator(".replay-controls .prompt")).to_contain_text(steps[11]["action_words"])
    page.screenshot(path=artifacts / "replay.png", full_page=True)

    check_combat_panel(page, steps, artifacts)

    page.get_by_label("Speed").select_option("fastest")
    page.get_by_role("button", name="Play (space)").click()
    expect(title).to_have_text(f"Step {frames} of {frames}", timeout=20_000)
    expect(page.get_by_role("button", name="Play (space)")).to_be_visible()

    page.goto(f"{server}/#/watch/{match_id}")
    expect(page.locator(".outcome")).to_contain_text("Game over")
    expect(page.locator(".action-button")).to_have_count(0)
    # A run of one kind of event (cards placed face down) is one line with a count; a bot's turn
    # is one line too, opened to show its steps.
    fold = page.locator(".log-fold").first
    expect(fold.locator("summary")).to_have_text(re.compile(r"(\(×\d+\)|and \d+ more like it)$"))
    turn = fold.locator("xpath=ancestor::li[contains(@class, 'log-turn')]")
    if turn.count():
        turn.locator("summary").first.click()
    fold.locator("summary").click()
    expect(fold.locator(".log-sub .log-item")).not_to_have_count(0)
    fold.scroll_into_view_if_needed()
    page.screenshot(path=artifacts / "finished.png", full_page=True)


def check_combat_panel(page: Page, steps: list[dict[str, Any]], artifacts: Path) -> None:
    """At the first frame with a fight, the combat panel shows each fighting enemy's numbers."""
    fights = [
        (frame, [e for e in step["view"]["enemies"] if e["queue"]])
        for frame, step in enumerate(steps, start=1)
    ]
    frame, enemies = next((f, found) for f, found in fights if found)
    page.get_by_label("Step", exact=True).fill(str(frame))
    panel = page.get_by_role("region", name="Combat")
    expect(panel).to_be_visible()
    foes = panel.locator(".foe")
    expect(foes).to_have_count(len(enemies))
    for index, enemy in enumerate(enemies):
        label = foes.nth(index).get_attribute("aria-label") or ""
        assert f"at ({enemy['x']}, {enemy['y']}), health {enemy['health']} of " in label, label
    page.screenshot(path=artifacts / "combat.png", full_page=True)

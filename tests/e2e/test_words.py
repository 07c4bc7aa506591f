"""One describer feeds the web table (issue 14): a person plays Tally against two bots in the
browser, and the log, the action buttons, the prompt and the game-over box read as plain words
from the match's ``Words`` — names, never seat numbers, ``None``, ``to=`` or ``#ids``. A bot's
turn is one collapsible log line; the game over box names the winner and the scores by name; a
refused action says why next to it; the replay of one's own seat counts from step 1.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from .seats import Seat

pytestmark = pytest.mark.slow

BAD = re.compile(r"\b[Ss]eat \d|\bNone\b|to=|#\d+|\w+=\S")
RESULT = re.compile(
    r"(Solo \(you\)|Random bot 2|Random bot 3|.+ and .+|Nobody) won \(.+\)\. "
    r"Scores: Solo \(you\) \d+, Random bot 2 \d+, Random bot 3 \d+\."
)


def texts(page: Page, selector: str) -> list[str]:
    """The texts shown, one line each (name chips lay out as boxes of their own)."""
    return [" ".join(t.split()) for t in page.locator(selector).all_inner_texts() if t.strip()]


def no_raw_words(where: str, lines: list[str]) -> None:
    bad = [line for line in lines if BAD.search(line)]
    assert not bad, f"{where}: {bad[:5]}"


def test_a_bot_game_reads_as_plain_words(
    browser: Browser, tally_server: str, artifacts: Path
) -> None:
    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    seat = Seat("Solo", page)
    seat.listen()
    page.goto(f"{tally_server}/#/")
    page.fill("#player-name", "Solo")
    page.select_option("#game", "tally")
    page.get_by_role("button", name="+ Add a seat").click()
    page.select_option("#seat-1", "random")
    page.select_option("#seat-2", "random")
    page.get_by_role("button", name="Create and sit down").click()
    page.wait_for_url(re.compile(r"#/match/"))
    match_id = page.url.split("#/match/")[1]

    buttons = page.locator(".action-button")
    expect(buttons.first).to_be_enabled()
    labels = texts(page, ".action-button .action-label")
    assert "Mark (amount 1)" in labels and "Roll" in labels and "End turn" in labels, labels
    expect(page.locator(".turn-panel .prompt")).to_have_text(
        "Your move: Solo (you): mark, play, roll or end"
    )

    # A refused action says why next to it (the page is made to send an action the game refuses).
    seat.route_socket()
    page.reload()
    expect(buttons.first).to_be_enabled()
    seat.tamper_next_act = True
    buttons.first.click()
    why = page.locator(".action-refusal")
    expect(why).to_contain_text("Why not: index 99 is out of range")
    expect(page.locator(".refusal")).to_contain_text("Refused: index 99 is out of range")
    page.locator(".turn-panel").screenshot(path=artifacts / "words-refusal.png")

    seen_buttons: list[str] = []
    ready = page.locator(".action-button:not([disabled]), .outcome").first
    for _ in range(200):
        expect(ready).to_be_visible(timeout=15_000)
        if page.locator(".outcome").count():
            break
        seen_buttons += texts(page, ".action-button .action-label")
        seen_buttons.append(page.locator(".turn-panel .prompt").inner_text())
        buttons.first.click()
        expect(page.locator(".action-button[disabled]")).to_have_count(0)
    outcome = page.locator(".outcome")
    expect(outcome).to_be_visible(timeout=30_000)
    result = " ".join(page.locator(".outcome .result").inner_text().split())
    assert RESULT.fullmatch(result), result

    no_raw_words("action buttons and prompts", seen_buttons)
    no_raw_words("game over", [outcome.inner_text()])
    turns = page.locator(".log-turn")
    assert turns.count() >= 2
    first_turn = turns.first.locator("summary")
    assert re.match(r"Random bot [23]'s turn: ", first_turn.inner_text()), first_turn.inner_text()
    first_turn.click()  # open it: its steps are inside
    expect(turns.first.locator(".log-sub .log-item").first).to_be_visible()
    for details in page.locator(".log-list details").all():
        details.evaluate("d => d.open = true")
    no_raw_words("log", texts(page, ".log-list .log-item"))
    page.screenshot(path=artifacts / "words-table.png", full_page=True)

    # The replay as this seat saw it: step 1 is the first action, in words.
    page.goto(f"{tally_server}/#/replay/{match_id}/mine")
    title = page.locator(".replay-controls .panel-title")
    expect(title).to_have_text(re.compile(r"^Step (\d+) of \1$"))
    expect(page.locator(".replay-controls .outcome .result")).to_contain_text("won (rounds)")
    replayed = " ".join(page.locator(".replay-controls .outcome .result").inner_text().split())
    assert replayed == result
    page.keyboard.press("Home")
    expect(title).to_have_text(re.compile(r"^Before step 1 \(of \d+\)$"))
    page.keyboard.press("ArrowRight")
    expect(title).to_have_text(re.compile(r"^Step 1 of \d+$"))
    expect(page.locator(".replay-controls .prompt")).to_have_text("Solo (you): Mark (amount 1)")
    no_raw_words(
        "replay", texts(page, ".replay-controls .prompt") + texts(page, ".log-list .log-item")
    )
    page.screenshot(path=artifacts / "words-replay.png", full_page=True)

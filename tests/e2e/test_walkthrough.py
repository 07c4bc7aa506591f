"""A walkthrough of each game in the browser (issue 14: "A table people enjoy").

From the lobby: the "Quick" preset fills the option form, "How to play" opens the game's guide;
a match with one person and a heuristic bot is created; the person plays a few decisions (the
phase tracker marks the step the decision belongs to, the progress line is in the header, the
guide opens at the table, the page fits a 390 px phone); then a table of bots with the same
preset is watched to the game-over box.
Every rendered string of the log, the actions and the game-over box is checked for ids, seat
numbers and raw event syntax. Screenshots: tests/e2e/artifacts/walkthrough-<game>-*.png.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, WebSocket, expect

pytestmark = pytest.mark.timeout(600)  # 5-20 s a game: not marked slow

GAMES = ("cardrogue", "oots", "rdi", "dungeonfighter")
PERSON_STEPS = 12
"""How many decisions the person takes before leaving the seat to a bot."""

RAW = re.compile(
    r"\b[Ss]eat \d"  # seat numbers
    r"|\bNone\b|\bnull\b|\bundefined\b"  # values of the code
    r"|="  # event syntax (to=null)
    r"|#\d+"  # card ids
    r"|\b[a-z0-9]+(?:_[a-z0-9]+)+\b"  # snake_case ids (mud_troll_runt)
    r"|\b[a-z0-9]+(?:-[a-z0-9]+){2,}\b"  # kebab-case ids of three parts or more
)
"""Id-like or raw text. Two-part kebab words are also English ("face-down"), so those are
checked against the machine words the socket carried (event, action and decision kinds)."""


ENGLISH = {"face-down", "face-up"}
"""Machine words that are also plain English: Card Rogue's decision kind ``face-down`` (keep a
card face-down) reads as the adjective in "A face-down card was placed east of the Passage"."""


def lines(page: Page, selector: str) -> list[str]:
    return [" ".join(t.split()) for t in page.locator(selector).all_inner_texts() if t.strip()]


def leaks(texts: list[str], machine: set[str]) -> list[str]:
    bad = []
    for text in texts:
        if RAW.search(text):
            bad.append(text)
            continue
        words = set(re.findall(r"\b[a-z0-9]+-[a-z0-9]+\b", text))
        if (words & machine) - ENGLISH:
            bad.append(text)
    return bad


class Socket:
    """The updates a page received and the machine words they carried."""

    def __init__(self, page: Page) -> None:
        self.updates: list[dict[str, Any]] = []
        self.machine: set[str] = set()
        page.on("websocket", self._on)

    def _on(self, ws: WebSocket) -> None:
        ws.on("framereceived", self._frame)

    def _frame(self, payload: str | bytes) -> None:
        message = json.loads(payload)
        if message.get("type") != "update":
            return
        self.updates.append(message)
        for entry in message.get("events", []):
            self.machine.add(str(entry["event"].get("type")))
        for entry in message.get("legal", []):
            self.machine.add(str(entry["action"].get("type")))
        if message.get("decision"):
            self.machine.add(str(message["decision"]["kind"]))
        self.machine = {w for w in self.machine if "-" in w}


def flick(page: Page) -> None:
    """A throw on Dungeon Fighter's board, as tests/e2e/test_dungeonfighter_flick.py makes it."""
    box = page.locator("canvas.df-canvas").bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.9
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 12, y - min(240, box["height"] * 0.8), steps=4)
    page.mouse.up()


def open_guide(page: Page, title: str, scope: str, shot: Path | None = None) -> None:
    page.locator(f"{scope} .guide-open").first.click()
    dialog = page.get_by_role("dialog", name=f"How to play {title}")
    expect(dialog).to_be_visible()
    expect(dialog.locator("h3").first).to_have_text(re.compile(r"How to play|\w"))
    assert dialog.locator("li").count() >= 3, "the guide's lists are rendered as lists"
    assert dialog.locator("strong").count() >= 1, "bold is rendered as bold"
    assert "**" not in dialog.inner_text() and "## " not in dialog.inner_text()
    if shot is not None:
        page.screenshot(path=shot)
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()


@pytest.mark.parametrize("game", GAMES)
def test_walkthrough(browser: Browser, server: str, artifacts: Path, game: str) -> None:
    catalog = {g["name"]: g for g in json.loads(_get(f"{server}/api/games"))}
    info = catalog[game]
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    socket = Socket(page)

    # The lobby: the presets fill the form, the guide opens.
    page.goto(f"{server}/#/")
    page.fill("#player-name", "Mira")
    page.select_option("#game", game)
    quick = info["presets"].get("quick", {})
    assert info["guide"], f"{game} has no guide"
    if info["presets"]:
        page.locator('[data-preset="quick"]').click()
        for option, value in quick.items():
            field = page.locator(f'[data-option="{option}"]')
            shown = ", ".join(value) if isinstance(value, list) else str(value)
            if field.get_attribute("type") == "checkbox":
                assert field.is_checked() == bool(value)
            else:
                expect(field).to_have_value(shown)
        expect(page.locator(".preset-note")).to_contain_text("Quick")
    open_guide(page, info["title"], ".presets")
    page.screenshot(path=artifacts / f"walkthrough-{game}-lobby.png", full_page=True)
    page.get_by_role("button", name="Create and sit down").click()
    page.wait_for_url(re.compile(r"#/match/"))
    match_id = page.url.split("#/match/")[1]

    # The person plays a few decisions.
    title = page.locator(".table-title h1")
    expect(title).to_have_text(info["title"])
    marked: list[str] = []
    seen: list[str] = []
    ready = page.locator(
        ".action-button:not([disabled]), .outcome, canvas.df-canvas[data-throwing='true']"
    ).first
    for _ in range(PERSON_STEPS):
        expect(ready).to_be_visible(timeout=30_000)
        if page.locator(".outcome").count():
            break
        current = page.locator(".phase-tracker li.current")
        if current.count():
            marked.append(current.inner_text())
        seen += lines(page, ".action-button .action-label")
        buttons = page.locator(".action-button:not([disabled])")
        if buttons.count():
            before = len(socket.updates)
            buttons.first.click()
        else:
            before = len(socket.updates)
            flick(page)
        for _wait in range(300):  # the answer comes as an update (or an error, then retried)
            if len(socket.updates) > before:
                break
            page.wait_for_timeout(100)

    steps = {s["label"] for s in info["turn_outline"]}
    assert marked, f"{game}: the phase tracker never marked a step"
    assert set(marked) <= steps, (marked, steps)
    shown = " ".join(page.locator(".progress-line").inner_text().split())
    for _wait in range(50):  # the page shows an update's progress line (its frame may come later)
        if shown in {" ".join(u.get("progress", "").split()) for u in socket.updates}:
            break
        page.wait_for_timeout(100)
    else:
        pytest.fail(f"{game}: the header shows {shown!r}, no update's progress line")
    assert shown, f"{game}: no progress line"
    open_guide(page, info["title"], ".top-actions", artifacts / f"walkthrough-{game}-guide.png")
    page.screenshot(path=artifacts / f"walkthrough-{game}-mid.png")
    phone = context.new_page()
    phone.set_viewport_size({"width": 390, "height": 844})
    phone.goto(f"{server}/#/match/{match_id}")
    expect(phone.locator(".table-title h1")).to_have_text(info["title"])
    expect(phone.locator(".phase-tracker, .outcome").first).to_be_visible(timeout=30_000)
    phone.screenshot(path=artifacts / f"walkthrough-{game}-phone.png", full_page=True)
    overflow = phone.evaluate("document.documentElement.scrollWidth")
    assert overflow <= 390, f"{game}: the phone page is {overflow} px wide"
    phone.close()

    person_log = lines(page, ".log-list .log-item, .log-list summary")

    # A table of bots (the same quick preset), watched to the game-over box: leaving a table
    # with no other person would stop it (abandoned), not finish it.
    page.goto(f"{server}/#/")
    page.select_option("#game", game)
    if info["presets"]:
        page.locator('[data-preset="quick"]').click()
    page.select_option("#seat-0", "heuristic")
    page.get_by_role("button", name="Create and watch").click()
    page.wait_for_url(re.compile(r"#/(watch|match)/"))
    outcome = page.locator(".outcome")
    expect(outcome).to_be_visible(timeout=240_000)
    expect(page.locator(".phase-tracker")).to_have_count(0)
    page.screenshot(path=artifacts / f"walkthrough-{game}-over.png")

    log = person_log + lines(page, ".log-list .log-item, .log-list summary")
    assert log, f"{game}: an empty log"
    over = lines(page, ".outcome")
    machine = socket.machine
    for where, texts in (("log", log), ("actions", seen), ("game over", over)):
        bad = leaks(texts, machine)
        assert not bad, f"{game} {where}: {bad[:8]}"
    context.close()


def _get(url: str) -> str:
    from urllib.request import urlopen

    with urlopen(url, timeout=10) as answer:
        return str(answer.read().decode())

"""The Red Dragon Inn in a real browser: a person plays against heuristic bots (RDI renderer).

``test_a_person_plays_rdi_against_a_bot``: the table shows the mats, the stack and the hand's
actions; a few decisions are taken from the browser. A second, "shadow" spectator gets each
update's first seat view extended with what the house decks never deal in a standard game — an
Elixir in front (R-7.8) and a Gold-equivalent (R-9.2) — and the renderer must show both.

``test_the_tavern_table_shows_the_view``: Alice (Adonis) plays three bots (Jett, Lucky, Remy)
until she has seen a card played at someone and a Round of Gambling. Whenever it is her turn to
decide, the page must show exactly what her view holds: every mat's Fortitude, Alcohol and Gold,
hand and Drink Me! sizes and the characters' own components; her hand's names and full text; each
targeted card on the stack with its target's name; the gambling pot. No text on the table looks
like an id or a seat number. Screenshots at desktop width and at 390 px (phone), where no mat,
panel or card overlaps another or leaves the screen; the desktop page stays under 1,700 px.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, WebSocketRoute, expect

from .lobbyapi import call
from .seats import Seat, whose_turn

pytestmark = pytest.mark.slow

VIEWPORT = {"width": 1380, "height": 900}
PHONE = {"width": 390, "height": 844}
ERRORS: list[str] = []
ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
CARDS: dict[str, dict[str, Any]] = json.loads((ROOT / "web/public/cards/rdi.json").read_text())
CHARACTERS: dict[str, dict[str, Any]] = json.loads(
    (ROOT / "web/public/cards/rdi-characters.json").read_text()
)
TABLE = ["adonis", "jett", "lucky", "remy"]
SEED = 5
MAX_DECISIONS = 400
ID_LIKE = re.compile(r"\b[a-z]+[-_][a-z_-]+\b|\bseat \d|\bhero \d|#\d|\bNone\b|\bnull\b", re.I)
STARTS_GAMBLING = "Start a Round of Gambling"
HYPHENATED_WORDS = {"gold-equivalent", "bottoms-up", "half-ogre", "dragon-scale"}


def with_things_in_front(message: str | bytes) -> str:
    data = json.loads(message)
    if data.get("type") == "update":
        seat = data["view"]["seats"][0]
        seat["front"] = [*seat.get("front", []), "drink_thin_ale"]
        seat["valuables"] = ["valuable_gilded_goblet"]
    return json.dumps(data)


def open_shadow(browser: Browser, server: str, match_id: str) -> Page:
    page = browser.new_context(viewport=VIEWPORT).new_page()

    def handler(ws: WebSocketRoute) -> None:
        upstream = ws.connect_to_server()
        ws.on_message(lambda message: upstream.send(message))
        upstream.on_message(lambda message: ws.send(with_things_in_front(message)))

    page.route_web_socket("**/ws/matches/**", handler)
    page.on("pageerror", lambda err: ERRORS.append(f"shadow: {err}"))
    page.goto(f"{server}/#/watch/{match_id}")
    return page


def test_a_person_plays_rdi_against_a_bot(browser: Browser, server: str, artifacts: Path) -> None:
    page = browser.new_context(viewport=VIEWPORT).new_page()
    page.on("pageerror", lambda err: ERRORS.append(str(err)))
    alice = Seat("Alice", page)
    alice.listen()
    page.goto(f"{server}/#/")
    page.fill("#player-name", "Alice")
    page.select_option("#game", "rdi")
    page.select_option("#seat-1", "heuristic")
    page.fill("#seed", "3")
    page.get_by_role("button", name="Create and sit down").click()
    page.wait_for_url(re.compile(r"#/match/"))
    match_id = page.url.rsplit("/", 1)[1]

    mats = page.locator(".rdi-mats .rdi-mat")
    expect(mats).to_have_count(2)
    expect(mats.first).to_contain_text("Fortitude")
    expect(page.locator(".rdi-stack")).to_be_visible()
    for _ in range(6):  # a few of Alice's decisions (discard/draw, action, order, respond...)
        whose_turn([alice]).act("button")
    assert alice.updates and not alice.errors
    page.screenshot(path=artifacts / "rdi-alice.png", full_page=True)

    shadow = open_shadow(browser, server, match_id)
    first = shadow.locator(".rdi-mats .rdi-mat").first
    expect(first).to_contain_text("Elixir: Thin Ale")
    expect(first).to_contain_text("Worth 1 Gold: Gilded Goblet")
    shadow.screenshot(path=artifacts / "rdi-shadow.png", full_page=True)
    assert ERRORS == []


# --- the tavern table -----------------------------------------------------------------------------


def short(character: str) -> str:
    return str(CHARACTERS[character]["name"]).split(",")[0].strip()


def open_alice(browser: Browser, server: str) -> Seat:
    created = call(
        f"{server}/api/matches",
        {
            "game": "rdi",
            "options": {"characters": TABLE},
            "seats": ["human", "heuristic", "heuristic", "heuristic"],
            "seed": SEED,
            "join": 0,
            "name": "Alice",
        },
    )
    match_id, token = str(created["match_id"]), str(created["token"])
    page = browser.new_context(viewport=VIEWPORT).new_page()
    page.on("pageerror", lambda err: ERRORS.append(str(err)))
    alice = Seat("Alice", page)
    alice.listen()
    page.goto(f"{server}/#/")
    held = json.dumps({match_id: {"seat": 0, "token": token}})
    page.evaluate("(s) => localStorage.setItem('dungeontable.seats', s)", held)
    page.goto(f"{server}/#/match/{match_id}")
    expect(page.locator(".rdi-mats")).to_be_visible()
    return alice


def deciding(alice: Seat) -> dict[str, Any]:
    """Waits until Alice decides and her page shows that update; returns the update."""
    deadline = time.monotonic() + 30
    while True:
        update = alice.updates[-1] if alice.updates else None
        if update and update["outcome"] is not None:
            return update
        if update and update["legal"] and alice.enabled_actions():
            shown = alice.page.locator(".action-button").count()
            if shown == len(update["legal"]):
                return update
        assert time.monotonic() < deadline, "Alice never got a decision"
        alice.page.wait_for_timeout(30)


def check_mats(page: Page, view: dict[str, Any]) -> None:
    for seat, s in enumerate(view["seats"]):
        mat = page.locator(f'.rdi-mat[data-seat="{seat}"]')
        expect(mat.locator(".rdi-character")).to_have_text(short(s["character"]))
        expect(mat.locator(".rdi-alc-value b")).to_have_text(str(s["alcohol"]))
        expect(mat.locator(".rdi-fort-value b")).to_have_text(str(s["fortitude"]))
        expect(mat.locator(".rdi-gold-value b")).to_have_text(str(s["gold"]))
        filled_alc = mat.locator(".rdi-cell.alc")
        expect(filled_alc).to_have_count(s["alcohol"])
        expect(mat.locator(".rdi-cell.room")).to_have_count(max(0, s["fortitude"] - s["alcohol"]))
        expect(mat.locator(".rdi-coin.full")).to_have_count(min(s["gold"], 30))
        expect(mat.locator(".rdi-hand-count")).to_have_text(f"Hand {s['hand_count']}")
        expect(mat.locator(".rdi-drinkme")).to_have_text(f"Drink Me! {s['drink_me_count']}")
        for extra in s["extra"]:
            kind = extra["mechanic"]
            if kind == "Momentum":
                expect(mat.locator(".rdi-momentum b")).to_have_text(f"{extra['value']}/3")
            elif kind == "Heat":
                expect(mat.locator(".rdi-heat b")).to_have_text(f"{extra['value']}/3")
            elif kind == "Instruments":
                smashed = mat.locator(".rdi-instruments .rdi-token.smashed")
                expect(smashed).to_have_count(len(extra["smashed"]))
                expect(mat.locator(".rdi-instruments .rdi-token")).to_have_count(3)
            elif kind == "Marks":
                left = extra["supply"] - len(extra["marked"])
                marks = f"{left} of {extra['supply']} left"
                expect(mat.locator(".rdi-marks b")).to_have_text(marks)
                for marked in extra["marked"]:
                    name = short(view["seats"][marked]["character"])
                    expect(mat.locator(".rdi-marks")).to_contain_text(name)
        if s["out"]:
            expect(mat.locator(".rdi-out-ribbon")).to_be_visible()


def check_hand(page: Page, view: dict[str, Any]) -> None:
    cards = page.locator(".rdi-hand .rdi-card")
    expect(cards).to_have_count(len(view["hand"]))
    for i, card_id in enumerate(view["hand"]):
        card = CARDS[card_id]
        expect(cards.nth(i).locator(".rdi-card-name")).to_have_text(card["name"])
        expect(cards.nth(i).locator(".rdi-card-text")).to_have_text(card["text"])


def check_stack(page: Page, view: dict[str, Any]) -> list[str]:
    """Each card on the stack is drawn, top first, with its target named; returns the
    targeted cards' names."""
    items = list(reversed(view["stack"]["items"]))
    drawn = page.locator(".rdi-stack-cards > .rdi-card")
    expect(drawn).to_have_count(len(items))
    targeted = []
    for i, item in enumerate(items):
        payload = item["payload"]
        if payload["kind"] not in ("card", "drink", "event", "prize"):
            continue
        card = CARDS[payload["card"]]
        expect(drawn.nth(i).locator(".rdi-card-name")).to_have_text(card["name"])
        if card["text"]:
            expect(drawn.nth(i).locator(".rdi-card-text")).to_have_text(card["text"])
        if payload["kind"] == "card" and payload["target"] >= 0:
            target = short(view["seats"][payload["target"]]["character"])
            expect(drawn.nth(i)).to_contain_text(f"At {target}")
            targeted.append(card["name"])
    window = view["stack"]["window"]
    decision = view["decision"]
    if window and decision and decision["kind"] == "respond":
        expect(page.locator(".rdi-respond")).to_contain_text("may respond now")
        expect(page.locator(".rdi-respond strong")).to_have_text("You")
    return targeted


def id_like(text: str) -> list[str]:
    """Card ids, seat numbers and the like in ``text`` (hyphenated card words aside)."""
    return [m for m in ID_LIKE.findall(text) if m.lower() not in HYPHENATED_WORDS]


def check_words(page: Page) -> None:
    found = id_like(page.locator(".rdi").inner_text())
    assert not found, f"id-like text on the table: {found}"
    labels = page.locator(".action-label").all_inner_texts()
    found = [t for t in labels if id_like(t)]
    assert not found, f"id-like action labels: {found}"
    lines = page.locator(".log-item").all_inner_texts()
    found = [t for t in lines if "=" in t or id_like(t)]
    assert not found, f"log lines in event syntax or naming ids: {found}"


OVERLAPS = """() => {
  const out = [];
  const groups = ['.rdi-mats > .rdi-mat', '.rdi-bar > .panel', '.rdi-hand-cards > .rdi-card',
    '.rdi-stack-cards > .rdi-card', '.rdi > *'];
  const width = document.documentElement.clientWidth;
  for (const sel of groups) {
    const rects = [...document.querySelectorAll(sel)].map((el) => [el, el.getBoundingClientRect()]);
    rects.forEach(([el, r], i) => {
      if (r.right > width + 1 || r.left < -1) out.push(`${sel} #${i} leaves the screen`);
      rects.slice(i + 1).forEach(([, q], j) => {
        const w = Math.min(r.right, q.right) - Math.max(r.left, q.left);
        const h = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
        if (w > 1 && h > 1) out.push(`${sel} #${i} overlaps #${i + j + 1}`);
      });
    });
  }
  for (const el of document.querySelectorAll('.rdi-card, .rdi-mat, .rdi-bar > .panel')) {
    if (el.scrollWidth > el.clientWidth + 1) out.push(`${el.className} overflows its width`);
  }
  if (document.documentElement.scrollWidth > width + 1) out.push('the page scrolls sideways');
  return out;
}"""


def check_layout(page: Page, artifacts: Path, name: str) -> None:
    """Desktop: under 1,700 px tall, nothing overlapping; phone (390 px): nothing overlapping or
    off the screen. Screenshots of both."""
    problems = page.evaluate(OVERLAPS)
    assert problems == [], problems
    height = page.evaluate("document.documentElement.scrollHeight")
    assert height < 1700, f"the desktop page is {height} px tall"
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=artifacts / f"rdi-{name}-desktop.png", full_page=True)
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(100)
    page.evaluate("window.scrollTo(0, 0)")
    problems = page.evaluate(OVERLAPS)
    page.screenshot(path=artifacts / f"rdi-{name}-phone.png", full_page=True)
    page.set_viewport_size(VIEWPORT)
    assert problems == [], problems


def choose(update: dict[str, Any], seen: dict[str, bool]) -> dict[str, Any]:
    """Alice's next action: start a Round of Gambling or play a card at someone when she can
    (until she has seen each), pass in windows, else the first legal action."""
    legal = update["legal"]
    plays = [a for a in legal if a["action"]["type"] == "play"]
    if not seen["gambling"]:
        starts = [a for a in plays if STARTS_GAMBLING in CARDS[a["action"]["card"]]["text"]]
        if starts and update["view"]["gambling"] is None:
            return starts[0]
    if not seen["targeted"]:
        aimed = [a for a in plays if a["action"].get("target", -1) >= 0]
        if aimed and update["view"]["decision"]["kind"] == "action":
            return aimed[0]
    for kind in ("draw", "pass"):
        for a in legal:
            if a["action"]["type"] == kind:
                return a
    return legal[0]


def take(alice: Seat, action: dict[str, Any]) -> None:
    """Clicks the action: a play on its card in the hand, a Drink order on the drinker's mat,
    anything else in the action list."""
    before = len(alice.updates)
    page = alice.page
    on_table = {"play": ".rdi-hand", "order-drink": ".rdi-mat-chips"}.get(action["action"]["type"])
    chip = page.locator(f'{on_table} .chip[data-index="{action["index"]}"]') if on_table else None
    if chip is not None:
        expect(chip).to_have_count(1)  # every play and order has its button on the table
        chip.click()
    else:
        page.locator(f'.action-button[data-index="{action["index"]}"]').click()
    deadline = time.monotonic() + 15
    while len(alice.updates) == before:
        assert time.monotonic() < deadline, f"no update after {action['text']}"
        page.wait_for_timeout(20)
    assert not alice.errors, alice.errors


def check_zoom(page: Page, view: dict[str, Any]) -> None:
    """Clicking a hand card shows it large with its full text; Close puts it away."""
    first = CARDS[view["hand"][0]]
    page.locator(".rdi-hand .rdi-card .rdi-card-name").first.click()
    zoomed = page.locator("dialog.rdi-zoom")
    expect(zoomed).to_be_visible()
    expect(zoomed.locator(".rdi-card-name")).to_have_text(first["name"])
    expect(zoomed.locator(".rdi-card-text")).to_have_text(first["text"])
    page.screenshot(path=ARTIFACTS / "rdi-zoom.png")
    zoomed.get_by_role("button", name="Close").click()
    expect(zoomed).to_have_count(0)


def test_the_tavern_table_shows_the_view(browser: Browser, server: str, artifacts: Path) -> None:
    ERRORS.clear()
    alice = open_alice(browser, server)
    page = alice.page
    seen = {"gambling": False, "targeted": False, "zoom": False}
    decisions = 0
    while decisions < MAX_DECISIONS:
        update = deciding(alice)
        view = update["view"]
        if update["outcome"] is not None:
            page.wait_for_timeout(300)  # the last update is drawn
            check_mats(page, view)
            check_words(page)
            assert sum(1 for s in view["seats"] if s["out"]) >= len(view["seats"]) - 1
            expect(page.locator(".rdi-out-ribbon")).to_have_count(
                sum(1 for s in view["seats"] if s["out"])
            )
            check_layout(page, artifacts, "over")
            seen["over"] = True
            break
        check_mats(page, view)
        check_hand(page, view)
        check_words(page)
        if check_stack(page, view) and not seen["targeted"]:
            seen["targeted"] = True
            check_layout(page, artifacts, "stack")
        assert alice.unnamed_controls() == []
        if view["decision"]["kind"] == "action" and not seen.get("action"):
            seen["action"] = True
            check_layout(page, artifacts, "action")
        if not seen["zoom"] and view["hand"]:
            check_zoom(page, view)
            seen["zoom"] = True
        if view["gambling"] is not None:
            pot = view["gambling"]["pot"]
            expect(page.locator(".rdi-gambling .rdi-pot-amount")).to_have_text(f"Pot: {pot} Gold")
            for seat in view["gambling"]["players"]:
                name = short(view["seats"][seat]["character"])
                expect(page.locator(".rdi-gamblers")).to_contain_text(name)
            if not seen["gambling"] and pot > 0:
                seen["gambling"] = True
                check_layout(page, artifacts, "gambling")
        take(alice, choose(update, seen))
        decisions += 1
    assert seen == {**dict.fromkeys(("gambling", "targeted", "zoom", "action", "over"), True)}, (
        seen,
        decisions,
    )
    assert ERRORS == []

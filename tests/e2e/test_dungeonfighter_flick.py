"""Dungeon Fighter in a real browser: a mouse flick on the 3D board is a physics-resolved throw.

A one-hero match with ``resolver=physics`` is made over REST; the page holds the seat's token
(as the lobby would store it). The hero moves to the first room, then a real mouse drag up the
canvas sends a quantized ``ThrowInput`` (not one of the preset aims), the server simulates it in
MuJoCo and the page animates the trajectory and shows the physics result. The stored match
socket must carry exactly the input the flick produced, and the update the physics outcome.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, ViewportSize, WebSocket, expect

from dungeontable.games.dungeonfighter.physics.release import TIMING_WINDOWS_MS

from .layout import DESKTOP, MAX_DESKTOP_HEIGHT, PHONE, overlaps, page_height
from .lobbyapi import call

pytestmark = pytest.mark.slow

VIEWPORT = {"width": 1400, "height": 1000}


def _keep_update(updates: list[dict[str, Any]], payload: str | bytes) -> None:
    message = json.loads(payload)
    if message.get("type") == "update":
        updates.append(message)


def _new_match(
    server: str, options: dict[str, Any] | None = None, seed: int = 5
) -> tuple[str, str]:
    created = call(
        f"{server}/api/matches",
        {
            "game": "dungeonfighter",
            "options": {"resolver": "physics"} if options is None else options,
            "seats": ["human"],
            "seed": seed,
            "join": 0,
            "name": "Ann",
        },
    )
    return str(created["match_id"]), str(created["token"])


def test_a_mouse_flick_is_resolved_by_physics(
    browser: Browser, server: str, artifacts: Path
) -> None:
    match_id, token = _new_match(server)
    context = browser.new_context(viewport=VIEWPORT)
    held = json.dumps({match_id: {"seat": 0, "token": token}})
    context.add_init_script(f"localStorage.setItem('dungeontable.seats', {json.dumps(held)})")
    page = context.new_page()
    frames: list[dict[str, Any]] = []
    updates: list[dict[str, Any]] = []

    def on_socket(ws: WebSocket) -> None:
        ws.on("framesent", lambda payload: frames.append(json.loads(payload)))
        ws.on("framereceived", lambda payload: _keep_update(updates, payload))

    page.on("websocket", on_socket)
    page.goto(f"{server}/#/match/{match_id}")
    canvas = page.locator("canvas.df-canvas")
    expect(canvas).to_be_visible(timeout=20_000)
    page.locator(".action-button", has_text="room b").click()
    expect(canvas).to_have_attribute("data-throwing", "true", timeout=20_000)

    box = canvas.bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.9
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 16, y - 240, steps=8)  # a quick flick up the screen, slightly right
    page.mouse.up()

    expect(canvas).to_have_attribute("data-result", re.compile(r"^physics:"), timeout=30_000)
    result = page.locator(".df-result")
    expect(result).to_have_attribute("data-source", "physics")
    page.wait_for_timeout(2500)  # let the trajectory play out for the screenshot
    page.screenshot(path=str(artifacts / "dungeonfighter-flick.png"))

    sent = json.loads(canvas.get_attribute("data-sent") or "{}")
    assert sent["kind"] == "flick" and sent["spot"] == 0
    assert 500 <= sent["power"] <= 4500 and sent["power"] != 1800  # not a preset aim
    acts = [m for m in frames if m.get("type") == "act" and "action" in m]
    assert [m["action"]["throw"] for m in acts] == [sent]
    thrown = [e["event"] for u in updates for e in u.get("events", [])]
    thrown = [e for e in thrown if e.get("type") == "die-thrown"]
    assert len(thrown) == 1 and thrown[0]["outcome"]["source"] == "physics"
    assert len(thrown[0]["outcome"]["keyframes"]) >= 5
    context.close()


DANCING_SEED = 34
"""One hero, default options (``resolver=auto``: physics for a person): room b of seed 34 holds
the Bone Pup, whose requirement is the Dancing Shot (R188: jump, turn, release in the last
0.15 s of the 0.45 s jump; ``rules/timing.py``)."""


def test_a_dancing_shot_with_keyboard_and_mouse_is_timed_and_resolved_by_physics(
    browser: Browser, server: str, artifacts: Path
) -> None:
    match_id, token = _new_match(server, options={}, seed=DANCING_SEED)
    context = browser.new_context(viewport=VIEWPORT)
    held = json.dumps({match_id: {"seat": 0, "token": token}})
    context.add_init_script(f"localStorage.setItem('dungeontable.seats', {json.dumps(held)})")
    page = context.new_page()
    updates: list[dict[str, Any]] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda p: _keep_update(updates, p)))
    page.goto(f"{server}/#/match/{match_id}")
    canvas = page.locator("canvas.df-canvas")
    expect(canvas).to_be_visible(timeout=20_000)
    page.locator(".action-button", has_text="room b").click()
    expect(canvas).to_have_attribute("data-throwing", "true", timeout=20_000)
    gate = page.locator(".df-timing")
    expect(gate).to_have_attribute("data-mode", "dancing", timeout=10_000)

    box = canvas.bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.9
    page.mouse.move(x, y)
    page.mouse.down()  # a flick without the jump is held back, with a hint
    page.mouse.move(x + 16, y - 240, steps=4)
    page.mouse.up()
    expect(gate).to_have_attribute("data-state", "need-jump")
    assert canvas.get_attribute("data-sent") is None

    page.keyboard.press("j")  # jump ...
    expect(gate).to_have_attribute("data-state", "airborne")
    page.keyboard.press("t")  # ... turn around ...
    expect(gate).to_have_attribute("data-state", "turned")
    page.mouse.move(x, y)
    page.mouse.down()  # ... and flick while in the air
    page.mouse.move(x + 16, y - 240, steps=4)
    page.mouse.up()

    expect(canvas).to_have_attribute("data-result", re.compile(r"^physics:"), timeout=30_000)
    page.wait_for_timeout(1500)
    page.screenshot(path=str(artifacts / "dungeonfighter-dancing.png"))
    sent = json.loads(canvas.get_attribute("data-sent") or "{}")
    error, release, turn = sent["timings"]
    assert sent["release_mode"] == "dancing" and sent["kind"] == "flick"
    assert error == release - 375 and 0 <= turn <= release
    thrown = [e["event"] for u in updates for e in u.get("events", [])]
    thrown = [e for e in thrown if e.get("type") == "die-thrown"]
    assert len(thrown) == 1 and thrown[0]["outcome"]["source"] == "physics"
    assert thrown[0]["requirements"] == ["dancing"]
    # A person's timing gets no noise (skill human): the window alone decides.
    failed = "dancing" in thrown[0]["outcome"]["failed_requirements"]
    assert failed == (abs(error) > TIMING_WINDOWS_MS["dancing"])
    assert (canvas.get_attribute("data-failed") or "").split(",").count("dancing") == int(failed)
    context.close()


def test_the_keyboard_power_meter_throws_with_spin(
    browser: Browser, server: str, artifacts: Path
) -> None:
    """Keyboard only: E twice sets +12 rad/s of spin (the Spin Shot's threshold, AMB-42), then
    the three presses of Space fix aim and power and throw; physics resolves it."""
    match_id, token = _new_match(server)
    context = browser.new_context(viewport=VIEWPORT)
    held = json.dumps({match_id: {"seat": 0, "token": token}})
    context.add_init_script(f"localStorage.setItem('dungeontable.seats', {json.dumps(held)})")
    page = context.new_page()
    page.goto(f"{server}/#/match/{match_id}")
    canvas = page.locator("canvas.df-canvas")
    expect(canvas).to_be_visible(timeout=20_000)
    page.locator(".action-button", has_text="room b").click()
    expect(canvas).to_have_attribute("data-throwing", "true", timeout=20_000)
    canvas.focus()
    page.keyboard.press("e")
    page.keyboard.press("e")
    expect(page.locator(".df-meter")).to_have_attribute("data-spin", "12")
    for _ in range(3):
        page.keyboard.press(" ")
        page.wait_for_timeout(350)
    expect(canvas).to_have_attribute("data-result", re.compile(r"^physics:"), timeout=30_000)
    sent = json.loads(canvas.get_attribute("data-sent") or "{}")
    assert sent["kind"] == "meter" and sent["spin"] == 1200
    assert 1200 <= sent["power"] <= 3600 and sent["pitch"] == -2500  # the default loft, skip
    page.screenshot(path=str(artifacts / "dungeonfighter-meter-spin.png"))
    context.close()


CARDS = Path(__file__).resolve().parents[2] / "web" / "public" / "cards" / "dungeonfighter.json"


def _words(ability: dict[str, Any]) -> str:
    return f"{ability['name']}: {ability['text']}" if ability["text"] else ability["name"]


def _open_throwing(
    browser: Browser, server: str, viewport: ViewportSize, seed: int, options: dict[str, Any]
) -> tuple[Any, Any, list[dict[str, Any]], list[dict[str, Any]], str]:
    """A one-hero match moved into room b, open as its seat: (context, page, updates, acts, id)."""
    match_id, token = _new_match(server, options=options, seed=seed)
    context = browser.new_context(viewport=viewport)
    held = json.dumps({match_id: {"seat": 0, "token": token}})
    context.add_init_script(f"localStorage.setItem('dungeontable.seats', {json.dumps(held)})")
    page = context.new_page()
    updates: list[dict[str, Any]] = []
    acts: list[dict[str, Any]] = []

    def on_socket(ws: WebSocket) -> None:
        ws.on("framereceived", lambda p: _keep_update(updates, p))
        ws.on(
            "framesent",
            lambda p: acts.append(m) if (m := json.loads(p)).get("type") == "act" else None,
        )

    page.on("websocket", on_socket)
    page.goto(f"{server}/#/match/{match_id}")
    canvas = page.locator("canvas.df-canvas")
    expect(canvas).to_be_visible(timeout=20_000)
    page.locator(".action-button", has_text="room b").click()
    expect(canvas).to_have_attribute("data-throwing", "true", timeout=20_000)
    return context, page, updates, acts, match_id


def _flick(page: Any, steps: int = 4) -> None:
    box = page.locator("canvas.df-canvas").bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.9
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 12, y - min(240, box["height"] * 0.8), steps=steps)
    page.mouse.up()


def test_the_table_names_the_monster_its_requirement_the_dice_and_your_hero(
    browser: Browser, server: str, artifacts: Path
) -> None:
    """Bone Pup (seed 34) asks for a Dancing Shot: the page says so in the requirement's words,
    each die in hand shows the hero ability it calls, the hero is marked as yours; a flick
    before the jump tells what to do instead of doing nothing; the page fits a desktop."""
    from dungeontable.games.dungeonfighter.requirements import BY_ID

    cards = json.loads(CARDS.read_text())
    context, page, updates, acts, _ = _open_throwing(browser, server, DESKTOP, DANCING_SEED, {})
    view = updates[-1]["view"]
    fight = view["state"]["fight"]
    monster = cards[fight["monster"]]
    panel = page.locator(".df-monster")
    expect(panel.locator(".df-monster-name strong")).to_have_text(monster["name"])
    requirement = panel.locator(".df-requirement")
    expect(requirement).to_have_attribute("data-requirement", monster["requirement"])
    expect(requirement.locator("strong")).to_have_text(
        f"Requires a {BY_ID[monster['requirement']].name}"
    )
    expect(panel.locator(".df-damage")).to_have_text(
        f" · deals {monster['damage']} damage on a miss"
    )
    this_throw = page.locator(".df-this-throw")
    expect(this_throw).to_have_attribute("data-requirements", ",".join(view["throw_requirements"]))
    for rid in view["throw_requirements"]:
        expect(this_throw).to_contain_text(BY_ID[rid].name)

    hero = cards[view["state"]["heroes"][fight["turn"]]["card"]]
    by_colour = {a["colour"]: _words(a) for a in hero["abilities"]}
    rows = page.locator(".df-die-row")
    expect(rows).to_have_count(len(fight["dice"]))
    for die in fight["dice"]:
        expect(page.locator(f".df-die-row[data-die='{die}'] .df-die-ability")).to_have_text(
            by_colour[die]
        )
    mine = page.locator(".df-hero.mine")
    expect(mine).to_have_count(1)
    expect(mine).to_have_attribute("data-hero", "0")
    expect(mine.locator(".df-hero-name")).to_have_text(hero["name"])
    expect(mine).to_contain_text("your hero")
    expect(mine).to_contain_text("Ann (you)")

    _flick(page)  # a Dancing Shot needs the jump first: the stage says what to do
    say = page.locator(".df-say")
    expect(say).to_be_visible()
    expect(say).to_have_text(
        "Not thrown yet: this is a Dancing Shot. Press J (or the jump button) to jump, "
        "T to turn around, then flick."
    )
    assert acts == [] or all(a["action"]["type"] != "throw" for a in acts if "action" in a)
    height = page_height(page)
    page.screenshot(path=str(artifacts / "dungeonfighter-desktop.png"), full_page=True)
    assert height < MAX_DESKTOP_HEIGHT, f"the page is {height} px tall on a 1280x800 desktop"
    context.close()


def test_a_practice_throw_is_shown_and_never_counted(
    browser: Browser, server: str, artifacts: Path
) -> None:
    """Practice on: a flick is simulated by the server and animated, the match's version does not
    move and no action is sent; the gauge fills while dragging; spots and the closer camera
    follow their buttons; a real flick afterwards does count."""
    context, page, updates, acts, match_id = _open_throwing(
        browser, server, DESKTOP, 5, {"resolver": "physics"}
    )
    canvas = page.locator("canvas.df-canvas")
    seq = updates[-1]["seq"]
    expect(canvas).to_have_attribute("data-spot", "0")
    page.get_by_role("button", name="Next throwing spot").click()
    expect(canvas).to_have_attribute("data-spot", "1")
    expect(page.locator(".df-spot")).to_have_text("Spot 2")
    page.get_by_role("button", name="Previous throwing spot").click()
    expect(canvas).to_have_attribute("data-spot", "0")
    page.locator(".df-camera-toggle").click()
    expect(canvas).to_have_attribute("data-camera", "close")
    expect(page.locator(".df-camera-toggle")).to_have_attribute("aria-pressed", "true")

    page.locator(".df-practice-toggle").click()
    expect(page.locator(".df-practice-toggle")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".df-hint")).to_have_text(
        "Practice: flick up towards the board — the throw is simulated and shown, never counted."
    )
    box = canvas.bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.9
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 10, y - 200, steps=3)
    gauge = page.locator(".df-gauge")  # mid-drag the gauge shows the power the flick has now
    power = int(gauge.get_attribute("data-power") or 0)
    assert 500 <= power <= 4500
    percent, tenths = (power - 500 + 20) // 40, (power + 50) // 100
    expect(gauge).to_have_text(f"Power {percent}% ({tenths // 10}.{tenths % 10} m/s)")
    page.screenshot(path=str(artifacts / "dungeonfighter-aim.png"))
    with page.expect_response(lambda r: r.url.endswith(f"/api/matches/{match_id}/practice")) as got:
        page.mouse.up()
    answer = got.value.json()
    assert got.value.status == 200, answer
    expect(canvas).to_have_attribute("data-practice", re.compile(r"^physics:"), timeout=30_000)
    assert answer["version"] == seq
    result = page.locator(".df-result")
    expect(result).to_have_attribute("data-practice", "true")
    expect(result).to_contain_text("Practice (not counted): ")
    page.wait_for_timeout(1500)
    page.screenshot(path=str(artifacts / "dungeonfighter-practice.png"))
    assert [a for a in acts if a.get("action", {}).get("type") == "throw"] == []
    assert updates[-1]["seq"] == seq and canvas.get_attribute("data-result") is None

    page.locator(".df-practice-toggle").click()  # practice off: the next flick counts
    _flick(page)
    expect(canvas).to_have_attribute("data-result", re.compile(r"^physics:"), timeout=30_000)
    assert updates[-1]["seq"] == seq + 1
    thrown = [e for u in updates for e in u.get("events", []) if e["event"]["type"] == "die-thrown"]
    assert len(thrown) == 1
    cards = json.loads(CARDS.read_text())
    name = cards[updates[-1]["view"]["state"]["heroes"][thrown[0]["event"]["hero"]]["card"]]["name"]
    log = page.locator(".log-list")
    # The thrower by name (the game's own words name the seat, the renderer's the hero).
    die = thrown[0]["event"]["die"]
    expect(log).to_contain_text(
        re.compile(rf"(Ann \(you\)|{re.escape(name)}) throws the {die} die: ")
    )
    assert not re.search(r"\bhero \d", log.inner_text()), log.inner_text()
    context.close()


def test_the_table_fits_a_phone(browser: Browser, server: str, artifacts: Path) -> None:
    context, page, _, _, _ = _open_throwing(browser, server, PHONE, DANCING_SEED, {})
    page.wait_for_timeout(300)
    selectors = [".turn-panel", ".df-board", ".df-hint", ".df-controls", ".df-panels > .panel"]
    page.screenshot(path=str(artifacts / "dungeonfighter-phone.png"), full_page=True)
    assert overlaps(page, selectors) == []
    context.close()


def test_your_hero_is_marked_at_a_table_of_two(browser: Browser, server: str) -> None:
    """Ann takes the second seat beside a bot: her hero (hero 2 of 2) carries the marker and her
    name, the bot's hero carries the bot's, and nobody else's hero is marked as hers."""
    created = call(
        f"{server}/api/matches",
        {
            "game": "dungeonfighter",
            "options": {},
            "seats": ["heuristic", "human"],
            "seed": 7,
            "join": 1,
            "name": "Ann",
        },
    )
    match_id, token = str(created["match_id"]), str(created["token"])
    context = browser.new_context(viewport=DESKTOP)
    held = json.dumps({match_id: {"seat": 1, "token": token}})
    context.add_init_script(f"localStorage.setItem('dungeontable.seats', {json.dumps(held)})")
    page = context.new_page()
    updates: list[dict[str, Any]] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda p: _keep_update(updates, p)))
    page.goto(f"{server}/#/match/{match_id}")
    heroes = page.locator(".df-hero")
    expect(heroes).to_have_count(2, timeout=20_000)
    cards = json.loads(CARDS.read_text())
    state = updates[-1]["view"]["state"]
    mine = page.locator(".df-hero.mine")
    expect(mine).to_have_count(1)
    expect(mine).to_have_attribute("data-hero", "1")
    expect(mine.locator(".df-hero-name")).to_have_text(cards[state["heroes"][1]["card"]]["name"])
    expect(mine.locator(".seat-chip")).to_have_text("Ann (you)")
    other = page.locator(".df-hero[data-hero='0']")
    expect(other.locator(".df-hero-name")).to_have_text(cards[state["heroes"][0]["card"]]["name"])
    expect(other.locator(".seat-chip")).to_have_text(re.compile(r"^Heuristic bot( \d+)?$"))
    expect(other).not_to_contain_text("your hero")
    context.close()

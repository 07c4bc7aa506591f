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
from playwright.sync_api import Browser, WebSocket, expect

from dungeontable.games.dungeonfighter.physics.release import TIMING_WINDOWS_MS

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

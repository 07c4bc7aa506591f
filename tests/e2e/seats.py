"""Drives one browser seat of the web table: what it shows, what it received, how it acts."""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, WebSocket, WebSocketRoute

STEP_TIMEOUT_MS = 15_000
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"

ARROWS = {"north": "ArrowUp", "east": "ArrowRight", "south": "ArrowDown", "west": "ArrowLeft"}
DIRECTIONAL = re.compile(r"(Move|Attack|Flee|Flip)\b.*?\b(north|east|south|west)\b")
FOCUSED_ACTION = "document.activeElement.classList.contains('action-button')"

UNNAMED_CONTROLS = """() => [...document.querySelectorAll(
    'button, a[href], input, select, [tabindex="0"]')]
  .filter((el) => {
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`) : null;
    const name = el.getAttribute('aria-label') || el.getAttribute('title') || el.textContent.trim()
      || (label && label.textContent.trim()) || el.closest('label');
    return !name;
  })
  .map((el) => el.outerHTML.slice(0, 120))"""


@dataclass
class Seat:
    """A page at the table, with every websocket update it received (decoded)."""

    name: str
    page: Page
    updates: list[dict[str, Any]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    tamper_next_act: bool = False
    used: list[str] = field(default_factory=list)

    def listen(self) -> None:
        """Record the frames of every websocket this page opens (reloads included)."""

        def on_socket(ws: WebSocket) -> None:
            ws.on("framereceived", self._received)

        self.page.on("websocket", on_socket)

    def route_socket(self) -> None:
        """Pass the table's websocket through a route that can corrupt the next ``act``."""

        def handler(ws: WebSocketRoute) -> None:
            upstream = ws.connect_to_server()

            def outgoing(message: str | bytes) -> None:
                text = message.decode() if isinstance(message, bytes) else message
                data = json.loads(text)
                if self.tamper_next_act and data.get("type") == "act":
                    self.tamper_next_act = False
                    text = json.dumps({"type": "act", "index": 99, "seq": data.get("seq")})
                upstream.send(text)

            ws.on_message(outgoing)
            upstream.on_message(lambda message: ws.send(message))

        self.page.route_web_socket("**/ws/matches/**", handler)

    def _received(self, payload: str | bytes) -> None:
        message = json.loads(payload)
        if message.get("type") == "update":
            self.updates.append(message)
        elif message.get("type") == "error":
            self.errors.append(message["message"])

    # --- what the page shows -----------------------------------------------------------------

    def enabled_actions(self) -> int:
        return self.page.locator(".action-button:not([disabled])").count()

    def log_count(self) -> int:
        return self.page.locator(".log-item").count()

    def log_text(self) -> str:
        """Every line of the log, one a line, folded ones included (a bot's turn, a run of one
        kind of event: their lines are inside closed ``details``)."""
        return str(
            self.page.eval_on_selector_all(
                ".log-list .log-item",
                "els => els.filter((e) => !e.querySelector('.log-item'))"
                ".map((e) => e.textContent.trim()).join('\\n')",
            )
        )

    def unnamed_controls(self) -> list[str]:
        return list(self.page.evaluate(UNNAMED_CONTROLS))

    # --- acting --------------------------------------------------------------------------------

    def act(self, how: str) -> str:
        """Take one action ``how``: "tile" (a chip on the map), "key" (its number key), "arrow"
        (an arrow key for a move, attack, flee or flip), "tab" (Tab to the first action, Enter) or
        "button" (click the first action). Falls back to "button" when ``how`` is not possible
        now; ``used`` records what was done. Returns the action's label once the server's next
        update for this seat has arrived."""
        before, refused = len(self.updates), len(self.errors)
        page = self.page
        labels = page.locator(".action-button .action-label").all_inner_texts()
        arrow = next((ARROWS[m[2]] for m in map(DIRECTIONAL.match, labels) if m), None)
        chips = page.locator(".tile-chip")
        if how == "tile" and chips.count():
            label = chips.first.get_attribute("aria-label") or ""
            chips.first.click()
        elif how == "key":
            label = labels[0]
            page.locator(".turn-panel").focus()
            page.keyboard.press("1")
        elif how == "arrow" and arrow:
            label = arrow
            page.locator(".turn-panel").focus()
            page.keyboard.press(arrow)
        elif how == "tab":
            page.locator(".turn-panel").focus()
            for _ in range(6):
                page.keyboard.press("Tab")
                if page.evaluate(FOCUSED_ACTION):
                    break
            label = page.evaluate("document.activeElement.textContent")
            assert page.evaluate(FOCUSED_ACTION), f"Tab did not reach an action: {label!r}"
            page.keyboard.press("Enter")
        else:
            how = "button"
            label = labels[0]
            page.locator(".action-button").first.click()
        self.used.append(how)
        deadline = time.monotonic() + STEP_TIMEOUT_MS / 1000
        while len(self.updates) == before and len(self.errors) == refused:
            if time.monotonic() > deadline:
                self.page.screenshot(path=ARTIFACTS / f"failed-{self.name}.png", full_page=True)
                raise AssertionError(f"{self.name}: no update after {how} {label!r}")
            self.page.wait_for_timeout(20)
        assert len(self.errors) == refused, self.errors[refused:]
        return label


def whose_turn(seats: list[Seat], timeout: float = STEP_TIMEOUT_MS / 1000) -> Seat:
    """The seat whose page offers enabled actions (waits while a bot or the server moves)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for seat in seats:
            if seat.enabled_actions():
                return seat
        time.sleep(0.05)
    raise AssertionError("no seat got its turn: " + seats[0].page.locator(".prompt").inner_text())


def settle(seats: list[Seat], timeout: float = STEP_TIMEOUT_MS / 1000) -> None:
    """Wait until the match is quiet: a person's turn (bots done), every seat has the update of
    the same last stored row, and each page's event log has stopped growing."""
    whose_turn(seats, timeout)
    deadline = time.monotonic() + timeout
    while len({seat.updates[-1]["seq"] if seat.updates else -1 for seat in seats}) > 1:
        if time.monotonic() > deadline:
            last = {seat.name: seat.updates[-1]["seq"] if seat.updates else None for seat in seats}
            raise AssertionError(f"the seats never got the same last update: {last}")
        seats[0].page.wait_for_timeout(50)  # lets Playwright deliver websocket frames
    for seat in seats:
        counts = [seat.log_count()]
        while len(counts) < 3 or len(set(counts[-3:])) > 1:
            if time.monotonic() > deadline:
                raise AssertionError(f"{seat.name}: the event log kept changing: {counts[-5:]}")
            seat.page.wait_for_timeout(100)
            counts.append(seat.log_count())

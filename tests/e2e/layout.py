"""Layout checks for the browser tests: panels that overlap, pages wider than the screen."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, ViewportSize

DESKTOP: ViewportSize = {"width": 1280, "height": 800}
PHONE: ViewportSize = {"width": 390, "height": 844}
MAX_DESKTOP_HEIGHT = 1600
"""A table's page on a 1280x800 desktop stays below this height (px)."""


def _overlaps(a: Any, b: Any) -> bool:
    return bool(
        a["x"] < b["x"] + b["width"] - 1
        and b["x"] < a["x"] + a["width"] - 1
        and a["y"] < b["y"] + b["height"] - 1
        and b["y"] < a["y"] + a["height"] - 1
    )


def overlaps(page: Page, selectors: list[str]) -> list[str]:
    """Every visible element of ``selectors`` against every other: the pairs whose boxes
    intersect, and the page's width when it reaches past the screen."""
    boxes: list[tuple[str, Any]] = []
    for css in selectors:
        found = page.locator(css)
        for i in range(found.count()):
            box = found.nth(i).bounding_box()
            if box and box["width"] and box["height"]:
                boxes.append((f"{css}[{i}]", box))
    bad = [
        f"{n} overlaps {m}"
        for k, (n, a) in enumerate(boxes)
        for m, b in boxes[k + 1 :]
        if _overlaps(a, b)
    ]
    width = page.evaluate("document.documentElement.scrollWidth")
    screen = page.viewport_size["width"] if page.viewport_size else 0
    if width > screen + 2:
        bad.append(f"the page is {width} px wide on a {screen} px screen")
    return bad


def clipped(page: Page, css: str) -> list[str]:
    """Texts of ``css`` elements cut off by their box (wider or taller than it shows)."""
    found: list[str] = page.evaluate(
        """(css) => [...document.querySelectorAll(css)]
            .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
            .map((e) => e.textContent)""",
        css,
    )
    return found


def page_height(page: Page) -> int:
    height: int = page.evaluate("document.documentElement.scrollHeight")
    return height

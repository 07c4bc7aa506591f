"""A game's guide is Markdown shown as text: HTML in it is never run or parsed (issue 14).

The page's ``/api/games`` answer is replaced (in the browser, by a route) with one whose Card
Rogue guide carries a ``<script>``, an ``<img onerror>``, a ``javascript:`` link and tags inside
bold and list items. The "How to play" dialog shows them as literal text: no element is made
from them and nothing runs.
"""

from __future__ import annotations

import json

from playwright.sync_api import Browser, Route, expect

HOSTILE = """# How to play <script>window.__pwned = "heading"</script>

<script>window.__pwned = "script"</script>

A paragraph with <img src=x onerror="window.__pwned='img'"> and **<b onmouseover="x()">bold</b>**.

- an item <iframe src="javascript:window.__pwned='iframe'"></iframe>
- [a link](javascript:window.__pwned='link') and `<code>`
"""


def test_html_in_a_guide_is_shown_as_text(browser: Browser, server: str) -> None:
    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))

    def hostile(route: Route) -> None:
        answer = route.fetch()
        listed = answer.json()
        for game in listed:
            if game["name"] == "cardrogue":
                game["guide"] = HOSTILE
        route.fulfill(response=answer, body=json.dumps(listed))

    page.route("**/api/games", hostile)
    page.goto(f"{server}/#/")
    page.select_option("#game", "cardrogue")
    page.locator(".presets .guide-open").first.click()
    dialog = page.get_by_role("dialog", name="How to play Card Rogue")
    expect(dialog).to_be_visible()
    body = dialog.locator(".guide-body")
    assert body.locator("script, img, iframe, b, a, object, embed").count() == 0
    assert [e.get_attribute("onerror") for e in body.locator("[onerror]").all()] == []
    text = body.inner_text()
    assert '<script>window.__pwned = "script"</script>' in text
    assert """<img src=x onerror="window.__pwned='img'">""" in text
    assert body.locator("strong").first.inner_text() == '<b onmouseover="x()">bold</b>'
    assert body.locator("li").count() == 2
    assert body.locator("code").first.inner_text() == "<code>"
    page.wait_for_timeout(300)  # an image error or a script would have run by now
    assert page.evaluate("() => window.__pwned === undefined")
    assert errors == []

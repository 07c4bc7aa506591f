"""A replay longer than one page: the browser's replay viewer fetches every page (issue 12)."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, expect

from .conftest import _free_port, _serve
from .lobbyapi import call, finished_bot_match

pytestmark = pytest.mark.slow

PAGE = 7


@pytest.fixture(scope="module")
def paged_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server whose replays come in pages of 7 steps."""
    work = tmp_path_factory.mktemp("e2e-paged")
    port = _free_port()
    command = [
        *(sys.executable, "-m", "dungeontable.cli", "serve"),
        *("--host", "127.0.0.1", "--port", str(port)),
        *("--db", f"sqlite:///{work / 'table.db'}", "--bot-delay", "0"),
        *("--replay-page", str(PAGE)),
    ]
    yield from _serve(work, command, port)


def test_a_replay_of_several_pages_plays_every_step(browser: Browser, paged_server: str) -> None:
    match_id = finished_bot_match(paged_server, {"turn_cap": 3}, seed=4)
    first = call(f"{paged_server}/api/matches/{match_id}/replay")
    total = first["total_steps"]
    assert first["pages"] == -(-total // PAGE) >= 3 and len(first["steps"]) == PAGE
    last = call(f"{paged_server}/api/matches/{match_id}/replay?page={first['pages'] - 1}")
    frames = total  # step 1 is the first action (the table as set comes before it)

    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    page.goto(f"{paged_server}/#/replay/{match_id}")
    page.wait_for_url(re.compile(rf"#/replay/{match_id}$"))
    title = page.locator(".replay-controls .panel-title")
    expect(title).to_have_text(f"Step {frames} of {frames}")
    expect(page.locator(".replay-controls .prompt")).to_contain_text(
        last["steps"][-1]["action_words"]
    )
    page.get_by_label("Step", exact=True).fill(str(PAGE + 1))  # the first step of page 1
    second = call(f"{paged_server}/api/matches/{match_id}/replay?page=1")
    expect(page.locator(".replay-controls .prompt")).to_contain_text(
        second["steps"][0]["action_words"]
    )

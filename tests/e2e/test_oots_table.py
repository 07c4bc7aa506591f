"""The Order of the Stick in a real browser: a person and two heuristic bots; a spectator watches.

The match is made through the lobby API, then the table is opened as seat 0. Checks: the dungeon
is drawn as rows of rooms whose screen-reader labels name the view's rooms, Monsters and pieces;
actions are taken by number key, Tab+Enter, clicks on the action list and on the room and card
buttons (and arrow keys when a step along the floor is legal); the log grows in plain language;
a refused action shows the server's reason; the spectator never sees a Battle Hand or a Stash.
Screenshots go to ``tests/e2e/artifacts/oots-*.png``.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, WebSocketRoute, expect

from .layout import DESKTOP, MAX_DESKTOP_HEIGHT, PHONE, clipped, overlaps, page_height
from .lobbyapi import call
from .seats import Seat, whose_turn

pytestmark = pytest.mark.slow

SEED = 11
VIEWPORT = {"width": 1440, "height": 1000}
ARTIFACTS_DIR = Path(__file__).resolve().parent / "artifacts"
CARDS = Path(__file__).resolve().parents[2] / "web" / "public" / "cards" / "oots.json"
ROOM_ACTIONS = {"step", "ranged-attack", "remove-room"}
CARD_ACTIONS = {
    *("use-shtick", "flip-to-heal", "equip", "unequip", "discard-for-shtick"),
    *("place-monster", "play-screw", "attack-player"),
}


def card_names() -> dict[str, str]:
    return {k: v["name"] for k, v in json.loads(CARDS.read_text()).items()}


def create_match(server: str) -> tuple[str, str]:
    """Seat 0 for Alice, seats 1-2 heuristic bots; returns (match id, Alice's token)."""
    created = call(
        f"{server}/api/matches",
        {
            "game": "oots",
            "options": {},
            "seats": ["human", "heuristic", "heuristic"],
            "seed": SEED,
            "join": 0,
            "name": "Alice",
        },
    )
    return str(created["match_id"]), str(created["token"])


PAGE_ERRORS: list[str] = []


def open_table(browser: Browser, server: str, match_id: str, token: str | None) -> Seat:
    context = browser.new_context(viewport=VIEWPORT)
    seat = Seat("Alice" if token else "Spectator", context.new_page())
    seat.listen()
    seat.page.on("pageerror", lambda err: PAGE_ERRORS.append(f"{seat.name}: {err}"))
    seat.page.goto(f"{server}/#/")
    if token is None:
        seat.page.goto(f"{server}/#/watch/{match_id}")
    else:
        held = json.dumps({match_id: {"seat": 0, "token": token}})
        seat.page.evaluate("(s) => localStorage.setItem('dungeontable.seats', s)", held)
        seat.page.goto(f"{server}/#/match/{match_id}")
    expect(seat.page.locator(".oots-dungeon")).to_be_visible()
    return seat


def wait_update(seat: Seat, before: int, what: str) -> None:
    deadline = time.monotonic() + 15
    while len(seat.updates) == before:
        assert time.monotonic() < deadline, f"no update after {what}"
        seat.page.wait_for_timeout(20)


def last_view(seat: Seat) -> dict[str, Any]:
    return seat.updates[-1]["view"]


def act_on_table(seat: Seat, kinds: set[str], css: str) -> str | None:
    """Click a button drawn on the table (a room or a card) for a legal action of ``kinds``."""
    legal = seat.updates[-1]["legal"]
    if not any(a["action"]["type"] in kinds for a in legal):
        return None
    button = seat.page.locator(f"{css}:not([disabled])").first
    if not button.count():
        return None
    label = button.get_attribute("aria-label") or ""
    before = len(seat.updates)
    button.click()
    wait_update(seat, before, label)
    return label


def act_by_arrow(seat: Seat) -> str | None:
    """Left/right arrow = a legal step along the floor (W/E of the piece)."""
    view = last_view(seat)
    here = view["players"][0]["place"]
    for a in seat.updates[-1]["legal"]:
        act = a["action"]
        if act["type"] == "step" and act["floor"] == here[0] and abs(act["pos"] - here[1]) == 1:
            key = "ArrowLeft" if act["pos"] < here[1] else "ArrowRight"
            before = len(seat.updates)
            seat.page.locator(".turn-panel").focus()
            seat.page.keyboard.press(key)
            wait_update(seat, before, key)
            return key
    return None


def check_battle(seat: Seat, names: dict[str, str], artifacts: Path) -> bool:
    """While a battle is on: the panel names the Monster, its numbers and the Attacker's seat."""
    view = last_view(seat)
    battle = view["battle"]
    if battle is None or battle["foe_seat"] is not None:
        return False
    panel = seat.page.locator(".oots-battle")
    expect(panel).to_be_visible()
    monster = json.loads(CARDS.read_text())[battle["monster"]]
    expect(panel.locator(".oots-monster-card")).to_contain_text(names[battle["monster"]])
    numbers = f"Attack {monster['attack']}, Defense {monster['defense']}"
    expect(panel.locator(".oots-monster-card")).to_contain_text(numbers)
    role = "Attacker" if battle["attacker"] else "Defender"
    expect(panel.locator(".oots-row").first).to_contain_text(role)
    seat.page.screenshot(path=artifacts / "oots-battle.png", full_page=True)
    real = view.get("breakdown")
    if real:  # the engine sends it (DESIGN.md "Decisions", `View.breakdown`): both totals shown
        lines = panel.locator(".oots-breakdown li")
        expect(lines.first).to_contain_text(f" {real['player']}: ")
        expect(lines.last).to_contain_text(f" {real['foe']}: ")
    else:
        expect(panel.locator(".oots-breakdown")).to_have_count(0)
        if SHADOW:
            check_shadow(names[battle["monster"]])
    return True


SHADOW: list[Page] = []
"""A spectator page whose updates get a ``breakdown`` added (see ``open_shadow``)."""


def with_breakdown(message: str | bytes) -> str:
    """Add the view's ``breakdown`` (oots DESIGN.md, "Decisions") to an update with a battle on."""
    data = json.loads(message)
    battle = data.get("view", {}).get("battle") if data.get("type") == "update" else None
    if battle and battle["foe_seat"] is None and not data["view"].get("breakdown"):
        data["view"]["breakdown"] = {
            "stat": "attack" if battle["attacker"] else "defense",
            "player": 7,
            "player_parts": [
                {"source": "shtick", "card": None, "amount": 3},
                {"source": "screw_this", "card": None, "amount": 4},
            ],
            "foe": 5,
            "foe_parts": [{"source": "monster", "card": battle["monster"], "amount": 5}],
        }
    return json.dumps(data)


def open_shadow(browser: Browser, server: str, match_id: str) -> Page:
    """A spectator whose views carry a modifiers ``breakdown``: the table must draw it."""
    page = browser.new_context(viewport=VIEWPORT).new_page()

    def handler(ws: WebSocketRoute) -> None:
        upstream = ws.connect_to_server()
        ws.on_message(lambda message: upstream.send(message))
        upstream.on_message(lambda message: ws.send(with_breakdown(message)))

    page.route_web_socket("**/ws/matches/**", handler)
    page.on("pageerror", lambda err: PAGE_ERRORS.append(f"shadow: {err}"))
    page.goto(f"{server}/#/watch/{match_id}")
    expect(page.locator(".oots-dungeon")).to_be_visible()
    return page


def check_shadow(monster: str) -> None:
    """The injected breakdown is listed, both sides with every part and total."""
    lines = SHADOW[0].locator(".oots-battle .oots-breakdown li")
    expect(lines).to_have_count(2)
    expect(lines.first).to_contain_text("7: Shtick +3, Screw This +4")
    expect(lines.last).to_have_text(f"Monster 5: Monster ({monster}) +5")


TABLE_INPUTS: dict[str, Callable[[Seat], str | None]] = {
    "arrow": act_by_arrow,
    "room": lambda seat: act_on_table(seat, ROOM_ACTIONS, ".oots-target"),
    "card": lambda seat: act_on_table(seat, CARD_ACTIONS, ".oots-card-action"),
}


def play(alice: Seat, steps: int, seen: dict[str, bool], done: list[tuple[str, str]]) -> None:
    """Alice takes ``steps`` actions, cycling through every input; returns (how, label) pairs.
    ``seen["battle"]`` becomes True once a battle panel was checked."""
    hows = ["key", "room", "tab", "card", "arrow", "button"]
    names = card_names()
    for i in range(steps):
        assert whose_turn([alice], timeout=30) is alice
        if not seen.get("battle"):  # the match waits for Alice: the page shows the last update
            seen["battle"] = check_battle(alice, names, ARTIFACTS_DIR)
        how = hows[i % len(hows)]
        label = None
        unused = [k for k in TABLE_INPUTS if k not in {h for h, _ in done}]
        if unused and how != "tab" and how != "key":
            how = unused[0]
        if how in TABLE_INPUTS:
            # A table control of this kind, else another kind, else the first action's button.
            order = [how, *(k for k in TABLE_INPUTS if k != how)]
            for how in order:
                label = TABLE_INPUTS[how](alice)
                if label is not None:
                    break
        if label is None:
            how = "button" if how in TABLE_INPUTS else how
            label = alice.act(how)
        done.append((how, label))
        print(f"step {i}: {how} -> {label!r}")  # shown when the test fails
        if alice.updates[-1]["outcome"] is not None:
            break


def check_dungeon(seat: Seat, names: dict[str, str]) -> None:
    """One row per floor; every placed room's label names it, its Monsters and its pieces."""
    view = last_view(seat)
    page = seat.page
    expect(page.locator(".oots-floor")).to_have_count(len(view["floors"]))
    entrance = page.locator('.oots-room[data-floor="0"][data-pos="0"]')
    expect(entrance).to_have_attribute(
        "aria-label", _starts("the Entrance, room 0: Dungeon Entrance")
    )
    lair = page.locator(".oots-floor").last
    expect(lair).to_have_attribute("aria-label", _starts("Xykon's Lair"))
    rooms = 0
    for fv in view["floors"]:
        for room in fv["rooms"]:
            rooms += 1
            cell = page.locator(
                f'.oots-room[data-floor="{room["floor"]}"][data-pos="{room["pos"]}"]'
            )
            label = cell.get_attribute("aria-label") or ""
            assert f"room {room['pos']}: {names[room['card']]}" in label, label
            for monster in room["monsters"]:
                assert names[monster] in label, (monster, label)
            if not room["monsters"]:
                assert "no Monsters" in label, label
            if room["loot_count"]:
                assert f"{room['loot_count']} Loot face down" in label, label
    assert rooms > 1, "nobody explored a room"
    for player in view["players"]:
        if player["left"] is None:
            label = room_cell(seat, *player["place"]).get_attribute("aria-label") or ""
            assert names[player["character"]] in label, label


def room_cell(seat: Seat, floor: int, pos: int) -> Locator:
    return seat.page.locator(f'.oots-room[data-floor="{floor}"][data-pos="{pos}"]')


def _starts(text: str) -> Any:
    return re.compile("^" + re.escape(text))


def check_players(seat: Seat, names: dict[str, str]) -> None:
    """Wound tracks and shticks per character, as in the view."""
    view = last_view(seat)
    for player in view["players"]:
        panel = seat.page.locator(".oots-player").nth(player["seat"])
        track = panel.locator(".oots-wounds")
        expected = f"Wounds: {player['wounds']} of {player['max_wounds']} taken"
        expect(track).to_have_attribute("aria-label", expected)
        expect(track.locator(".oots-wound")).to_have_count(player["max_wounds"])
        expect(track.locator(".oots-wound.lost")).to_have_count(player["wounds"])
        shticks = panel.locator(".oots-shtick-name").all_inner_texts()
        assert shticks == [names[s] for s in player["shticks"]]
        expect(panel.locator(".oots-shtick.flipped")).to_have_count(sum(player["flipped"]))


def card_ids(view: dict[str, Any]) -> set[str]:
    """Every card id a view names (rooms, stacks, shticks, Loot, hands, piles)."""
    ids = {room["card"] for fv in view["floors"] for room in fv["rooms"]}
    ids |= {m for fv in view["floors"] for room in fv["rooms"] for m in room["monsters"]}
    for p in view["players"]:
        ids |= {p["character"], *p["shticks"], *p["equipped"], *p["saved"]}
        ids |= set(p["hand"] or ()) | set(p["stash"] or ())
    return ids | set(view["battle_discard"]) | set(view["loot_discard"]) | set(view["npcs"])


def check_privacy(alice: Seat, watcher: Seat) -> None:
    """Alice sees her own hand and stash only; the spectator sees none and has no controls."""
    assert len(watcher.updates) >= 2
    for update in watcher.updates:
        for player in update["view"]["players"]:
            assert player["hand"] is None and player["stash"] is None
        assert update["legal"] == []
    for update in alice.updates:
        players = update["view"]["players"]
        assert isinstance(players[0]["hand"], list) and isinstance(players[0]["stash"], list)
        assert all(p["hand"] is None and p["stash"] is None for p in players[1:])
    expect(alice.page.locator(".oots-hand")).to_have_count(1)
    hand = last_view(alice)["players"][0]["hand"]
    expect(alice.page.locator(".oots-hand-card")).to_have_count(len(hand))
    expect(watcher.page.locator(".oots-hand")).to_have_count(0)
    expect(watcher.page.locator(".action-button")).to_have_count(0)
    expect(watcher.page.locator(".oots-target, .oots-card-action")).to_have_count(0)
    stash = watcher.page.locator(".oots-player").nth(1).locator(".oots-loot")
    expect(stash).to_contain_text("face down")


def check_turn_and_words(seat: Seat) -> None:
    """One turn number everywhere: the header's is the view's turn (counted from 1) and the
    latest turn heading in the log says the same; no text prints None or null. The bots play
    on while the page is read, so the view, the header and the log are read again together
    until they agree (a page that never agrees within the time fails)."""
    header = seat.page.locator(".oots-header")
    deadline = time.monotonic() + AGREE_SECONDS
    while True:
        number = last_view(seat)["turn"]["number"] + 1
        shown = (header.get_attribute("data-turn"), header.locator(".oots-turn").inner_text())
        # A log that numbers its turns numbers them as the header does (the latest is this turn).
        headings = [int(n) for n in re.findall(r"\bTurn (\d+)\b", seat.log_text())]
        agreed = shown == (str(number), f"Turn {number}") and headings[-1:] in ([], [number])
        if agreed and number == last_view(seat)["turn"]["number"] + 1:
            break
        assert time.monotonic() < deadline, (number, shown, headings[-3:])
        seat.page.wait_for_timeout(100)
    text = seat.page.locator("main, .table-layout").first.inner_text()
    assert not re.search(r"\b(None|null|undefined|NaN)\b", text), text
    assert "with None" not in seat.log_text()


AGREE_SECONDS = 15.0
"""How long the view, the header and the log may take to agree while bots play on."""


def check_layouts(seat: Seat, artifacts: Path) -> None:
    """A 1280x800 desktop: the page stays under 1,600 px. A 390 px phone: the main panels do not
    overlap, nothing reaches past the screen, no room or Monster name is cut off."""
    page = seat.page
    page.set_viewport_size(DESKTOP)
    page.evaluate("window.scrollTo(0, 0)")  # the sticky top bar stays on top in the screenshot
    page.wait_for_timeout(300)
    height = page_height(page)
    page.screenshot(path=artifacts / "oots-desktop.png", full_page=True)
    assert height < MAX_DESKTOP_HEIGHT, f"the page is {height} px tall on a 1280x800 desktop"
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(300)
    page.screenshot(path=artifacts / "oots-phone.png", full_page=True)
    panels = [".turn-panel", ".oots-header", ".oots-focus > *", ".oots-dungeon", ".oots-hand"]
    assert overlaps(page, [*panels, ".oots-player", ".oots-decks"]) == []
    assert overlaps(page, [".oots-room"]) == []
    assert clipped(page, ".oots-room-name, .oots-monster-name, .oots-room") == []
    page.set_viewport_size(VIEWPORT)


def test_oots_table_in_the_browser(browser: Browser, server: str, artifacts: Path) -> None:
    names = card_names()
    match_id, token = create_match(server)
    alice = open_table(browser, server, match_id, token)
    alice.route_socket()
    alice.page.reload()
    expect(alice.page.locator(".oots-dungeon")).to_be_visible()
    watcher = open_table(browser, server, match_id, None)
    SHADOW.append(open_shadow(browser, server, match_id))

    seen: dict[str, bool] = {}
    done: list[tuple[str, str]] = []
    play(alice, 14, seen, done)
    hows = {how for how, _ in done}
    assert {"key", "tab", "button"} <= hows, done
    assert hows & {"room", "card", "arrow"}, done
    log_before = alice.log_count()
    play(alice, 10, seen, done)
    assert seen.get("battle"), "Alice never saw a battle panel"
    hows = {how for how, _ in done}
    assert {"key", "tab", "button", "room", "card", "arrow"} <= hows, done
    assert alice.log_count() > log_before
    log = alice.log_text()
    assert "Turn 1:" in log and "Alice" in log, log[:400]
    assert "=" not in log, "an event was logged in the engine's raw text"
    alice.page.screenshot(path=artifacts / "oots-alice.png", full_page=True)
    check_turn_and_words(alice)
    check_layouts(alice, artifacts)

    # A refused action: the server's reason is shown and nothing changes.
    whose_turn([alice], timeout=30)
    before = len(alice.updates)
    alice.tamper_next_act = True
    alice.page.locator(".action-button").first.click()
    expect(alice.page.locator(".refusal")).to_contain_text("Refused: index 99 is out of range")
    assert len(alice.updates) == before

    unnamed = {c for update in alice.updates for c in card_ids(update["view"])} - set(names)
    assert unnamed == set(), "cards missing from web/public/cards/oots.json"
    check_dungeon(alice, names)
    check_players(alice, names)
    watcher.page.wait_for_timeout(300)
    watcher.page.screenshot(path=artifacts / "oots-spectator.png", full_page=True)
    check_privacy(alice, watcher)
    for seat in (alice, watcher):
        assert seat.unnamed_controls() == [], seat.name
    assert PAGE_ERRORS == []


def test_a_spectator_follows_a_bot_game_to_the_end(
    browser: Browser, server: str, artifacts: Path
) -> None:
    """Three heuristic bots play a whole short game (the page joins while they play or after):
    the watching page draws what it receives without a script error and ends on the final
    table (the Lair's rooms, the collapse and the exits when the game had them)."""
    created = call(
        f"{server}/api/matches",
        {
            "game": "oots",
            "options": {},
            "seats": ["heuristic"] * 3,
            "seed": 3,
            "join": None,
            "name": "",
        },
    )
    match_id = str(created["match_id"])
    watcher = open_table(browser, server, match_id, None)
    expect(watcher.page.locator(".outcome")).to_be_visible(timeout=120_000)
    last = last_view(watcher)
    assert last["result"] is not None
    expect(watcher.page.locator(".oots-floor")).to_have_count(len(last["floors"]))
    lair = len(last["floors"]) - 1
    if any(room["floor"] == lair for room in last["floors"][lair]["rooms"]):
        expect(watcher.page.locator(f'.oots-room[data-floor="{lair}"]').first).to_be_visible()
    log = watcher.log_text()
    if last["collapse"]:
        assert "The dungeon starts to collapse" in log  # the game's words give the reason
        expect(watcher.page.locator(".oots-header .oots-collapse")).to_be_visible()
    if last["exits"]:
        assert "got out of the dungeon" in log  # the game's words (PlayerLeft)
    assert "The game is over:" in log
    assert watcher.log_count() > 100
    watcher.page.screenshot(path=artifacts / "oots-final.png", full_page=True)
    watcher.page.set_viewport_size(DESKTOP)
    watcher.page.wait_for_timeout(300)
    height = page_height(watcher.page)
    watcher.page.screenshot(path=artifacts / "oots-final-desktop.png", full_page=True)
    assert height < MAX_DESKTOP_HEIGHT, f"the final table is {height} px tall at 1280x800"
    watcher.page.set_viewport_size(VIEWPORT)
    assert watcher.unnamed_controls() == []
    assert PAGE_ERRORS == []

    # The replay viewer draws the spectator view of every step with the same renderer.
    page = watcher.page
    page.goto(f"{server}/#/replay/{match_id}")
    # The server builds the spectator view of every step of a whole game: allow for a busy machine
    expect(page.locator(".oots-dungeon")).to_be_visible(timeout=60_000)
    scrubber = page.get_by_role("slider", name="Step")
    last_step = int(scrubber.get_attribute("max") or "0")
    assert last_step > 100
    for step in range(1, last_step + 1, max(1, last_step // 80)):
        scrubber.fill(str(step))
        expect(scrubber).to_have_attribute("aria-valuetext", re.compile(f"^Step {step} of "))
        expect(page.locator(".oots-floor")).not_to_have_count(0)
    scrubber.fill("0")  # before anyone moved (the slider counts steps from 1): only the Entrance
    expect(page.locator(".oots-room:not(.ghost)")).to_have_count(1)
    check_prompts(server, match_id, scrubber, page)
    assert PAGE_ERRORS == []


PROMPTS = {
    "placed": "A Monster was just placed: play a Screw This! card on it, or pass (A59)",
    "picked": "Loot picked up: play a Screw This! card for it, or pass (A59)",
    "stumble": " starts moving: play a Screw This! card on them, or pass (A59)",
    "trap": "A Trap is revealed",
    "pvp-npc": "NPC offers (R054): ",
    "reroll": "The battle die shows ",
    "late": "Play Run Away! or an after-results Screw This! card, or pass (A59)",
}
"""The heading the table shows for each newer decision (``web/src/games/oots/battle.ts``)."""


def check_prompts(server: str, match_id: str, scrubber: Locator, page: Page) -> None:
    """Every newer decision the replay reached (Screw This! windows outside the stack, NPC
    offers in PvP, rerolls) is drawn with its own prompt panel; other steps have none."""
    replay = call(f"{server}/api/matches/{match_id}/replay")
    frames = ([replay["initial"]] if replay.get("initial") else []) + replay["steps"]
    found = [(k, f["view"]["phase"]) for k, f in enumerate(frames)]
    reached = [(k, phase) for k, phase in found if phase in PROMPTS]
    assert reached, sorted({phase for _, phase in found})
    for k, phase in reached[:6]:
        scrubber.fill(str(k))  # frame k is step k (frame 0: the table before step 1)
        panel = page.locator(".oots-prompt")
        expect(panel).to_have_attribute("data-phase", phase)
        expect(panel.locator("h3")).to_contain_text(PROMPTS[phase])
    plain = next(k for k, phase in found if phase == "start")
    scrubber.fill(str(plain))
    expect(page.locator(".oots-prompt")).to_have_count(0)

"""``uniform_windows`` (A59 setting, on at tables with people): a Screw This! window asks every
eligible seat, holding a card or not, so being asked never tells the table who holds one.

The decision ``(seat, kind, prompt)`` is public; with the option on, the sequence of them must not
depend on the hidden hands. With it off (bot tables, the default) a seat with nothing to play is
skipped, and the same check sees the difference (so it does detect the leak).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from msgspec.structs import replace

from dungeontable.bots import play_steps
from dungeontable.bots.runner import TURN_CAP_REASON, seated_options
from dungeontable.core import Action
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import (
    Fight,
    PassPriority,
    PlaceMonster,
    PlayScrew,
    Stay,
    Step,
    StopMoving,
    TakeLoot,
    UseShtick,
)
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.flow import PHASES
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.state import State

from .conftest import act, position

Public = tuple[int, str, str]

# Base-set cards: Stumble (movement, another player's move), Goblin Reinforcements
# (monster-placed), The Kobold and the Brave (before-roll, any seat may play it into a battle);
# Kobold Skirmisher / Kinda Wimpy Goblin are Monsters, no window card


def _position(setup: dict[str, Any], uniform: bool) -> State:
    return position(setup, seats=3, uniform_windows=uniform)


def _asked(state: State, phase: str) -> tuple[State, list[tuple[Public, tuple[Action, ...]]]]:
    """Everyone passes while ``phase`` lasts, in one window (the base set opens the after-roll
    window next, for Do Over): each decision (public part) and its legal actions."""
    asked: list[tuple[Public, tuple[Action, ...]]] = []
    while state.phase == phase:
        window = state.stack.window
        if asked and window is not None and (window.cursor, window.passes) == (0, 0):
            break  # the next window opened
        d = GAME.decision(state)
        assert d is not None
        asked.append(((d.seat, d.kind, d.prompt), tuple(GAME.legal_actions(state))))
        state, _ = act(state, PassPriority())
    return state, asked


def _battle(hands: list[list[str]], uniform: bool) -> State:
    """Roy (seat 0) attacks a Kobold Skirmisher in (1,1) and fights: the before-roll window
    opens."""
    players: list[dict[str, Any]] = [
        {"character": c, "at": [0, 0], "hand": hands[s]}
        for s, c in enumerate(("roy", "haley", "elan"))
    ]
    players[0].update(at=[1, 1], shticks=["roy_greenhilt_sword", "roy_bag_of_tricks"])
    setup = {
        "floors": [
            {
                "floor": 1,
                "left": 0,
                "rooms": ["empty_storeroom", "dusty_corridor", "damp_cellar"],
                "up": 0,
            }
        ],
        "players": players,
        "monsters": [{"at": [1, 1], "cards": ["kobold_skirmisher"]}],
    }
    state, _ = act(_position(setup, uniform), Stay(), UseShtick(index=0))
    # the shtick-declared window (Wardrobe Malfunction is in the set): asked under uniform_windows
    state, _ = _asked(state, "window")
    state, _ = act(state, Fight())
    return state


def _corridor(hands: list[list[str]], uniform: bool) -> State:
    """Roy (seat 0) at (1,0) with five empty rooms to his right takes a first step."""
    players: list[dict[str, Any]] = [
        {"character": c, "at": [0, 0], "hand": hands[s]}
        for s, c in enumerate(("roy", "haley", "elan"))
    ]
    players[0].update(at=[1, 0], shticks=["roy_greenhilt_sword"])
    rooms = ["empty_storeroom", "dusty_corridor", "damp_cellar", "boring_hallway"]
    rooms += ["abandoned_barracks", "fungus_garden"]
    floors = [{"floor": 1, "left": 0, "rooms": rooms, "up": 0}]
    state, _ = act(_position({"floors": floors, "players": players}, uniform), Step(floor=1, pos=1))
    return state


def _placed(hands: list[list[str]], uniform: bool) -> State:
    """Seat 0 steps into an empty room of floor 2; seat 1 places the first Monster."""
    floors = [
        {"floor": 1, "left": 0, "rooms": ["empty_storeroom"], "up": 0, "down": 0},
        {"floor": 2, "left": 0, "rooms": ["dusty_corridor", "damp_cellar"], "up": 0},
    ]
    players: list[dict[str, Any]] = [
        {"character": c, "at": [1, 0], "hand": ["kinda_wimpy_goblin", *hands[s]]}
        for s, c in enumerate(("elan", "roy", "belkar"))
    ]
    players[0]["at"] = [2, 0]
    state = _position({"floors": floors, "players": players}, uniform)
    state, _ = act(state, Step(floor=2, pos=1))
    state, _ = _asked(state, "stumble")  # the set has a Stumble: asked under uniform_windows
    state, _ = act(state, StopMoving(), PlaceMonster(card="kinda_wimpy_goblin"))
    return state


# window -> (position builder, the phase asked, the card played there)
WINDOWS = {
    "before-roll": (_battle, "window", "the_kobold_and_the_brave"),
    "stumble": (_corridor, "stumble", "stumble"),
    "monster-placed": (_placed, "placed", "goblin_reinforcements"),
}


@pytest.mark.parametrize("window", sorted(WINDOWS))
def test_every_eligible_seat_is_asked_the_same_way(window: str) -> None:
    build, phase, card = WINDOWS[window]
    holder_1 = [
        ["kobold_skirmisher"],
        [card],
        ["kinda_wimpy_goblin"],
    ]  # seat 1 holds the card, seat 2 does not
    holder_2 = [["kobold_skirmisher"], ["kinda_wimpy_goblin"], [card]]  # the other way round
    _, one = _asked(build(holder_1, True), phase)
    _, two = _asked(build(holder_2, True), phase)
    public_one = [p for p, _ in one]
    assert public_one == [p for p, _ in two]  # same seats, order, kind and prompt
    assert len({(kind, prompt) for _, kind, prompt in public_one}) == 1
    assert all(kind == phase and "nothing" not in prompt for _, kind, prompt in public_one)
    seats = [seat for seat, _, _ in public_one]
    assert 1 in seats and 2 in seats and seats.index(1) < seats.index(2)  # clockwise
    legal_one = dict((p[0], legal) for p, legal in one)
    legal_two = dict((p[0], legal) for p, legal in two)
    assert legal_one[1] == legal_two[2] == (PlayScrew(card=card), PassPriority())
    assert legal_one[2] == legal_two[1] == (PassPriority(),)  # the pass is the only answer
    assert all(kind in GAME.pass_windows for _, kind, _ in public_one)


@pytest.mark.parametrize("window", sorted(WINDOWS))
def test_off_only_the_holder_is_asked(window: str) -> None:
    """The default (bot tables) is unchanged: the seat without a card is skipped."""
    build, phase, card = WINDOWS[window]
    _, one = _asked(build([["kobold_skirmisher"], [card], ["kinda_wimpy_goblin"]], False), phase)
    _, two = _asked(build([["kobold_skirmisher"], ["kinda_wimpy_goblin"], [card]], False), phase)
    assert [p[0] for p, _ in one] == [1] and [p[0] for p, _ in two] == [2]


def test_a_card_played_under_uniform_windows_still_works() -> None:
    state = _corridor([["kobold_skirmisher"], ["stumble"], ["kinda_wimpy_goblin"]], True)
    assert state.turn.trip_queue == (1, 2)
    state, _ = act(state, PlayScrew(card="stumble"))
    assert state.players[0].missed == 1 and state.phase != "stumble"


# Watch Your Step (trap-revealed), Sticky Fingers (loot-picked-up), Run Away!
# (fleeing-started) are base-set cards; Patch Up (after-results, anyone) comes from a card file,
# as no packaged card uses that window
AFTER_RESULTS = str(Path(__file__).parent / "cards" / "after_results.toml")


def _queue_window(window: str, hands: list[list[str]], *cards: str) -> State:
    """Roy (seat 0) in (2,6): picks up a Shuriken Trap (Evade 8, Range 2; Haley in range), or
    a Talisman of Dorukan, or loses his last Wound to a Kinda Wimpy Goblin (Defense 4) and flees
    (fleeing-started, after-results); ``cards``: extra card files."""
    floors = [
        {
            "floor": 1,
            "left": 0,
            "rooms": ["empty_storeroom", "dusty_corridor", "damp_cellar", "boring_hallway"],
            "up": 0,
            "down": 3,
        },
        {
            "floor": 2,
            "left": 3,
            "rooms": ["abandoned_barracks", "fungus_garden", "underground_river", "guard_post"],
            "up": 3,
        },
    ]
    players: list[dict[str, Any]] = [
        {"character": c, "at": [1, 0], "hand": hands[s], "stash": []}
        for s, c in enumerate(("roy", "haley", "elan"))
    ]
    players[0].update(
        at=[2, 6], shticks=["roy_greenhilt_sword"], wounds=3
    )  # the fourth Wound: flee
    players[1]["at"] = [2, 5]
    setup: dict[str, Any] = {"floors": floors, "players": players}
    if window == "late":
        setup["monsters"] = [{"at": [2, 6], "cards": ["kinda_wimpy_goblin"]}]
    else:
        setup["loot"] = [
            {
                "at": [2, 6],
                "cards": ["shuriken_trap" if window == "trap" else "talisman_of_dorukan"],
            }
        ]
    state = position(setup, seats=3, cards=cards, uniform_windows=True)
    state = replace(state, rng=state.rng.scripted((1,) if window == "late" else (9, 9)))
    if window == "late":
        state, _ = act(state, Stay(), UseShtick(index=0))
        state, _ = _asked(state, "window")  # shtick-declared (Wardrobe Malfunction is in the set)
        state, _ = act(state, Fight())
        while state.phase == "window":  # the before-roll and after-roll windows
            state, _ = _asked(state, "window")
    else:
        state, _ = act(state, TakeLoot())
    return state


@pytest.mark.parametrize(
    ("window", "card", "holder"),
    [
        ("trap", "watch_your_step", 1),
        ("picked", "sticky_fingers", 0),
        ("late", "run_away", 0),
        ("late", "patch_up", 2),
    ],
)
def test_queued_windows_ask_the_same_seats_card_or_not(window: str, card: str, holder: int) -> None:
    hands: list[list[str]] = [["kobold_skirmisher"], ["kobold_skirmisher"], ["kobold_skirmisher"]]
    with_card = [[card] if s == holder else h for s, h in enumerate(hands)]
    extra = (AFTER_RESULTS,) if card == "patch_up" else ()
    _, one = _asked(_queue_window(window, with_card, *extra), window)
    _, two = _asked(_queue_window(window, hands, *extra), window)
    assert one and [p for p, _ in one] == [p for p, _ in two]
    assert all(kind == window for _, kind, _ in (p for p, _ in one))
    assert all(legal == (PassPriority(),) for _, legal in two)  # nobody holds one: pass only
    assert any(PlayScrew(card=card) in legal for p, legal in one if p[0] == holder)


# --- the leak check over seeded games of the packaged card set ---------------------------------

WINDOW_CARDS = tuple(
    sorted(
        c
        for c, s in cards_of("base").screws.items()
        if s.window not in ("start-of-turn", "end-of-turn")
    )
)
"""Base-set Screw This! cards played in a window (others' or one's own)."""
OWN_TURN_CARDS = ("finders_keepers", "sudden_inspiration")
"""Own-turn cards: asked in no window (start/end-of-turn actions)."""


def _policy(state: State, step: int) -> Action:
    """Everyone passes at every window; elsewhere a legal action that plays no card, picked by
    the step number alone (those actions never depend on the Screw This! cards held)."""
    legal = GAME.legal_actions(state)
    if PassPriority() in legal:
        return PassPriority()
    plays = [a for a in legal if not isinstance(a, PlayScrew)]
    return plays[(step * 7919 + 13) % 31 % len(plays)]


def _public_run(state: State, steps: int) -> list[Public]:
    seen: list[Public] = []
    for step in range(steps):
        d = GAME.decision(state)
        if d is None:
            break
        seen.append((d.seat, d.kind, d.prompt))
        state = GAME.apply(state, _policy(state, step)).state
    return seen


def _with_screws(state: State, seat: int, screws: tuple[str, ...]) -> State:
    """``seat``'s hidden hand with its Screw This! cards swapped for ``screws`` (same size; the
    Monsters, the only other cards of a hand, stay)."""
    pl = state.players[seat]
    keep = tuple(c for c in pl.hand if c not in cards_of(state.cards).screws)
    hand = (*keep, *screws)[: len(pl.hand)]
    players = list(state.players)
    players[seat] = replace(pl, hand=hand)
    return replace(state, players=tuple(players))


def _samples(uniform: bool) -> list[tuple[State, int]]:
    """States from seeded 4-seat random games, each with a seat that neither has the turn nor
    decides now, still in the dungeon, holding at least 3 cards."""
    found: list[tuple[State, int]] = []
    options = Options(uniform_windows=uniform)
    for seed in range(3):
        for step in play_steps(GAME, options, ["random"] * 4, seed, 400):
            state = step.after
            d = GAME.decision(state)
            if step.index % 20 != 19 or d is None:
                continue
            for seat in range(4):
                pl = state.players[seat]
                if seat not in (state.turn.seat, d.seat) and pl.left is None and len(pl.hand) >= 3:
                    found.append((state, seat))
                    break
    return found


def _leaks(uniform: bool) -> tuple[int, int]:
    """(samples, samples whose public decisions changed with the hidden hand)."""
    samples = _samples(uniform)
    changed = 0
    for state, seat in samples:
        holds = _with_screws(state, seat, WINDOW_CARDS)
        lacks = _with_screws(state, seat, OWN_TURN_CARDS * 3)
        if _public_run(holds, 150) != _public_run(lacks, 150):
            changed += 1
    return len(samples), changed


def test_public_decisions_do_not_depend_on_hidden_hands() -> None:
    samples, changed = _leaks(uniform=True)
    assert samples >= 20
    assert changed == 0


def test_the_leak_check_sees_the_default_skip() -> None:
    samples, changed = _leaks(uniform=False)
    assert samples >= 20
    assert changed > 0  # with uniform_windows off, being asked shows a card is held


# --- the seat-kind hook ------------------------------------------------------------------------


def test_a_person_at_the_table_turns_uniform_windows_on() -> None:
    base = Options(length="medium")
    on = GAME.seat_options(base, ["heuristic", "human", "random"])
    assert on.uniform_windows and on == replace(base, uniform_windows=True, round_cap=0)  # R370
    assert seated_options(GAME, base, ["random", "human"]).uniform_windows


@pytest.mark.parametrize("kinds", [["random"] * 2, ["heuristic"] * 4, ["random", "heuristic"]])
def test_bot_tables_keep_the_default(kinds: list[str]) -> None:
    # R370: only the automatic round cap is resolved (120 rounds at a bot-only table)
    assert GAME.seat_options(Options(), kinds) == Options(round_cap=120)
    assert not seated_options(GAME, Options(), kinds).uniform_windows


def test_pass_windows_are_the_window_phases() -> None:
    assert GAME.pass_windows == frozenset({"window", "placed", "stumble", "trap", "late", "picked"})
    assert GAME.pass_windows <= set(PHASES)


# --- whole games -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("bots", "seed"),
    [(("random",) * 4, 0), (("random",) * 3, 1), (("heuristic",) * 4, 2), (("heuristic",) * 2, 3)],
)
def test_seeded_games_finish_by_the_rules(bots: tuple[str, ...], seed: int) -> None:
    options = Options(uniform_windows=True)
    asked_without = 0
    for step in play_steps(GAME, options, list(bots), seed, 30_000):
        if step.decision.kind in GAME.pass_windows:
            assert PassPriority() in step.legal
            asked_without += step.legal == (PassPriority(),)
        elif step.legal == (PassPriority(),):
            pytest.fail(f"a pass-only decision outside the windows: {step.decision}")
    outcome = GAME.outcome(step.after)
    assert outcome is not None and outcome.reason != TURN_CAP_REASON
    assert asked_without > 0

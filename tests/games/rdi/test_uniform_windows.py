"""Option ``uniform_windows``: priority windows must not reveal who holds a response card.

By default a seat with nothing playable is skipped unasked in a window (R-6.4, fast for bots),
so on a table with people being asked proves holding a card. With ``uniform_windows`` every
eligible seat is asked in the normal order with the same kind and prompt, and a seat with
nothing playable may only pass. ``seat_options`` turns it on when a person is seated;
``GAME.pass_windows`` names the decision kinds that are such windows.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from msgspec.structs import replace

from dungeontable.bots import play_steps
from dungeontable.bots.runner import seated_options
from dungeontable.core.scenario import run_scenario_file
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.actions import Pass
from dungeontable.games.rdi.options import RULINGS, Options
from dungeontable.games.rdi.state import State, with_seat

from .conftest import Table, build

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.leaks import (  # noqa: E402
    check_public_decisions_independent_of_hidden,
    public_decisions,
    spread,
)

UNIFORM = Options(uniform_windows=True)
SCENARIO = Path(__file__).parent / "scenarios" / "option_uniform_windows.toml"
RESPONSES = (
    "rogue_second_wind",  # Anytime heal: playable in every window
    "brawler_duck",
    "brawler_nope",
    "rogue_good_hand",  # Gambling: playable on gambling priority
    "brawler_pour_out",
    "rogue_loaded",
    "brawler_not_now",
)
BLANKS = ("rogue_jab",)  # an Action card: never playable in a window


def _window(t: Table) -> list[tuple[int, str, str, list[str]]]:
    """Everyone passes through the open priority windows: (seat, kind, prompt, legal) asked."""
    asked = []
    while t.decision.kind in GAME.pass_windows:
        d = t.decision
        asked.append((d.seat, d.kind, d.prompt, t.legal()))
        t.passes()
    return asked


def _headbutt(options: Options, hands: list[tuple[str, ...]]) -> Table:
    rows = [{"hand": ("brawler_headbutt",)}, *({"hand": h} for h in hands)]
    t = build(3, options=options, phase="action", seat=rows)
    return t.do("play card=brawler_headbutt target=1")


def test_pass_windows_are_the_priority_kinds() -> None:
    assert GAME.pass_windows == frozenset({"respond", "gamble"})
    assert "uniform_windows" in {r.option for r in RULINGS}
    assert Options().uniform_windows is False


def test_uniform_window_asks_a_seat_without_a_response_card() -> None:
    """Seat 1 holds Duck, seat 2 nothing playable: both are asked, in the same order, with the
    same kind and prompt; seat 2's only legal action is the pass."""
    asked = _window(_headbutt(UNIFORM, [("brawler_duck",), ("rogue_jab",)]))
    first = asked[:3]  # the Headbutt's window (then the hit-back window, R-6.9)
    assert [a[0] for a in first] == [0, 1, 2]
    answers = {("respond", "respond to the pending card, or pass")}
    assert {(a[1], a[2]) for a in asked[:6]} == answers
    assert first[1][3] == ["pass", 'play card=brawler_duck target=-1 item=1 option=""']
    assert first[0][3] == first[2][3] == ["pass"]
    # then the Headbutt's hit-back window, and the Anytime window as Order a Drink begins
    assert [a[0] for a in asked] == [0, 1, 2, 0, 1, 2, 0, 1, 2]
    assert {(a[1], a[2]) for a in asked[6:]} == {("respond", "play an Anytime card, or pass")}


def test_uniform_window_is_the_same_whoever_holds_the_card() -> None:
    one = _window(_headbutt(UNIFORM, [("brawler_duck",), ("rogue_jab",)]))
    two = _window(_headbutt(UNIFORM, [("rogue_jab",), ("rogue_second_wind",)]))
    assert [a[:3] for a in one] == [a[:3] for a in two]


def test_default_skips_seats_with_nothing_to_play() -> None:
    """The default is unchanged: only the seat holding a response is asked."""
    asked = _window(_headbutt(Options(), [("brawler_duck",), ("rogue_jab",)]))
    assert [a[0] for a in asked] == [1]


@pytest.mark.parametrize(("options", "asked"), [(Options(), [1]), (UNIFORM, [1, 2])])
def test_gambling_priority(options: Options, asked: list[int]) -> None:
    """Gambling priority is a pass window too: with the option a participant holding no
    Gambling card is asked (and may only pass) instead of passing unasked (R-8.2)."""
    rows = [
        {"hand": ("rogue_dice",)},
        {"hand": ("rogue_good_hand",)},
        {"hand": ("rogue_jab",)},
    ]
    t = build(3, options=options, phase="action", seat=rows).do("play card=rogue_dice")
    gambles = [a for a in _window(t) if a[1] == "gamble"]
    assert [a[0] for a in gambles] == asked
    assert all(a[3] == ["pass"] for a in gambles if a[0] == 2)


def test_scenario_file() -> None:
    result = run_scenario_file(SCENARIO, lambda name: GAME)  # type: ignore[arg-type, return-value]
    assert result.failures == ()


# --- the leak: public decisions must not depend on hidden hands -----------------------------


def _states(options: Options) -> list[State]:
    """States spread over seeded random-bot games (windows, gambling, all phases)."""
    found: list[State] = []
    for seed in range(3):
        before = [s.before for s in play_steps(GAME, options, ["random"] * 4, seed)]
        found.extend(spread(before, 12))
    return found


def _rehide(state: Any, index: int) -> list[State]:
    """The same state with another hand (same size) for a living seat that is neither active
    nor deciding: one of response cards, one of Action cards only."""
    decider = GAME.decision(state)
    busy = {state.active, decider.seat if decider else -1}
    n = len(state.seats)
    for k in range(1, n):
        seat = (state.active + k) % n
        me = state.seats[seat]
        if seat in busy or me.out or not me.hand:
            continue
        size = len(me.hand)
        return [
            with_seat(state, seat, replace(me, hand=_cycle(cards, size)))
            for cards in (RESPONSES, BLANKS)
        ]
    return []


def _cycle(cards: tuple[str, ...], size: int) -> tuple[str, ...]:
    return tuple(cards[i % len(cards)] for i in range(size))


def test_public_decisions_do_not_depend_on_hidden_hands() -> None:
    """With ``uniform_windows``, everyone passing at every window: who is asked what (seat,
    kind, prompt) is the same whatever the hidden hands hold."""
    compared = check_public_decisions_independent_of_hidden(GAME, _states(UNIFORM), _rehide)
    assert compared >= 50


def test_the_leak_check_finds_the_default_skip() -> None:
    """The same check fails under the default: skipping reveals who holds a response."""
    with pytest.raises(AssertionError, match="public decisions depend on hidden data"):
        check_public_decisions_independent_of_hidden(GAME, _states(Options()), _rehide)


def test_public_decisions_example() -> None:
    state = _headbutt(UNIFORM, [("brawler_duck",), ("rogue_jab",)]).state
    decisions = public_decisions(GAME, state, 3)
    assert [d[:2] for d in decisions] == [(0, "respond"), (1, "respond"), (2, "respond")]


# --- seat kinds and full games -----------------------------------------------------------------


def test_seat_options_turns_it_on_for_people() -> None:
    on = GAME.seat_options(Options(), ["human", "heuristic", "random"])
    assert on.uniform_windows is True
    assert replace(on, uniform_windows=False) == Options()  # nothing else changed
    assert seated_options(GAME, Options(boss=0), ["random", "human"]).uniform_windows is True
    bots = Options(teams="0+2,1+3")
    assert GAME.seat_options(bots, ["heuristic", "random", "random", "heuristic"]) is bots
    assert seated_options(GAME, Options(), ["random", "random"]).uniform_windows is False
    assert GAME.seat_options(UNIFORM, ["random", "random"]) is UNIFORM  # an explicit choice stays


@pytest.mark.parametrize(
    "bots",
    [("heuristic", "random", "heuristic"), ("random",) * 4, ("heuristic",) * 5],
    ids=lambda b: "-".join(b),
)
def test_seeded_games_finish_by_the_rules(bots: tuple[str, ...]) -> None:
    for seed in range(3):
        steps = list(play_steps(GAME, UNIFORM, bots, seed))
        result = GAME.outcome(steps[-1].after)
        assert result is not None and result.reason != "turn cap reached"
        lone = 0
        for step in steps:
            if step.decision.kind in GAME.pass_windows:
                assert Pass() in step.legal  # passing is always legal in a pass window
                lone += step.legal == (Pass(),)
        assert lone > 0  # seats with nothing to play were asked

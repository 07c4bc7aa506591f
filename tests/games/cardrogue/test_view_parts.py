"""The remembered view parts (``view.ViewParts``) give the same view as one built from nothing.

A table asks for views in game order, seat after seat, so its ``ViewParts`` rebuilds only the
cells, players and enemies that changed; the view must still be exactly the one a fresh
``ViewParts`` builds (R013, A-46, A-47: the same cards shown and hidden), whatever order the
states and seats come in.
"""

from __future__ import annotations

import msgspec

from dungeontable.bots import play_steps
from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.options import Options
from dungeontable.games.cardrogue.state import State
from dungeontable.games.cardrogue.view import ViewParts, view


def _states(options: Options, seats: int, seed: int, steps: int) -> list[State]:
    found = []
    for step in play_steps(GAME, options, ["random"] * seats, seed, turn_cap=steps):
        found.append(step.before)
    return found


def _check(options: Options, seats: int, seed: int, steps: int) -> int:
    """Views of every seat and the spectator from one remembering ``ViewParts``, asked in game
    order and then back to front, against views built from nothing; returns the views checked."""
    states = _states(options, seats, seed, steps)
    parts = ViewParts()
    checked = 0
    viewers: list[int | None] = [*range(seats), None]
    for order in (states, states[::-1]):
        for k, state in enumerate(order):
            now = GAME.flow.decide(state)
            # one seat, or all of them in turn, as tables and bots ask
            for seat in viewers if k % 3 == 0 else [viewers[k % len(viewers)]]:
                kept = view(state, seat, now, parts)
                fresh = view(state, seat, now, ViewParts())
                assert msgspec.to_builtins(kept) == msgspec.to_builtins(fresh), (k, seat)
                checked += 1
    return checked


def test_remembered_parts_give_the_fresh_view_closed_hands() -> None:
    assert _check(Options(), 4, 3, 900) > 1000


def test_remembered_parts_give_the_fresh_view_open_hands() -> None:
    assert _check(Options(hands="open"), 3, 5, 600) > 700


def test_an_unchanged_map_keeps_the_same_cells_tuple() -> None:
    """Bots key their map graph by the view's cells tuple: a state whose map did not change (or
    was copied without a change) gives the very same tuple."""
    states = _states(Options(), 2, 1, 300)
    parts = ViewParts()
    before = view(states[0], 0, GAME.flow.decide(states[0]), parts)
    same = 0
    for state in states[1:]:
        now = view(state, 0, GAME.flow.decide(state), parts)
        if now.cells == before.cells:
            assert now.cells is before.cells
            same += 1
        before = now
    assert same > 100


def test_unchanged_parts_are_the_same_objects() -> None:
    """A state sharing its identified potions, pending choices and square come from with the
    one viewed before gives the very same view parts (a learning environment's tracker skips
    them by identity), each seat its own pending views."""
    states = _states(Options(), 2, 1, 300)
    parts = ViewParts()
    before = [view(states[0], seat, GAME.flow.decide(states[0]), parts) for seat in (0, 1)]
    kept = {"identified": 0, "came_from": 0, "pending": 0}
    for state in states[1:]:
        now = [view(state, seat, GAME.flow.decide(state), parts) for seat in (0, 1)]
        for seat in (0, 1):
            for name in kept:
                if getattr(now[seat], name) == getattr(before[seat], name):
                    assert getattr(now[seat], name) is getattr(before[seat], name), name
                    kept[name] += 1
        before = now
    assert min(kept.values()) > 100, kept

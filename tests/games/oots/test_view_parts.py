"""The remembered parts (``view.PlayerViews``, ``Breakdowns``) give the view derived whole.

A table asks for views in game order, seat after seat, so its ``PlayerViews`` derives only the
players that changed (``core.zones.derive_item``); the view must still be exactly the one
``derive_view`` makes from nothing: a player's Battle Hand, Stash and Backstories to their owner
only (R006, R353), the Nitpicky deck's cards to their owner (R361), whatever order the states
and viewers come in.
"""

from __future__ import annotations

import msgspec

from dungeontable.bots import play_steps
from dungeontable.games.oots import GAME
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.state import State
from dungeontable.games.oots.view import Breakdowns, FloorViews, PlayerViews, view


def _states(options: Options, seats: int, seed: int, steps: int) -> list[State]:
    return [
        step.before for step in play_steps(GAME, options, ["random"] * seats, seed, turn_cap=steps)
    ]


def _check(options: Options, seats: int, seed: int, steps: int) -> tuple[int, int]:
    """Views of every seat and the spectator from remembering memos, asked in game order and
    then back to front, against views derived whole; returns the views checked and how many
    of them showed a battle breakdown (R107: the modifiers of a Monster battle)."""
    states = _states(options, seats, seed, steps)
    floors, players, breakdowns = FloorViews(), PlayerViews(), Breakdowns()
    viewers: list[int | None] = [*range(seats), None]
    checked = battles = 0
    for order in (states, states[::-1]):
        for k, state in enumerate(order):
            now = GAME.decision(state)
            for seat in viewers if k % 3 == 0 else [viewers[k % len(viewers)]]:
                kept = view(state, seat, now, floors, players, breakdowns)
                whole = view(state, seat, now)
                assert msgspec.to_builtins(kept) == msgspec.to_builtins(whole), (k, seat)
                checked += 1
                battles += kept.breakdown is not None
    return checked, battles


def test_remembered_player_views_are_the_derived_ones() -> None:
    checked, battles = _check(Options(), 4, 2, 700)
    assert checked > 900 and battles > 20


def test_remembered_player_views_with_nitpicky_decks_and_backstories() -> None:
    """R361: the chosen deck's cards and the pool show to their owner only; R353: Backstories."""
    nitpicky = Options(expansion="shortening", new_shticks="nitpicky")
    checked, _ = _check(nitpicky, 3, 9, 500)
    assert checked > 600


def test_an_unchanged_roster_keeps_the_same_tuple() -> None:
    states = _states(Options(), 3, 4, 200)
    players = PlayerViews()
    first = view(states[5], 1, GAME.decision(states[5]), None, players).players
    again = view(states[5], 1, GAME.decision(states[5]), None, players).players
    assert again is first
    other = view(states[5], 2, GAME.decision(states[5]), None, players).players
    assert other is not first and other[1].hand is None and other[2].hand is not None

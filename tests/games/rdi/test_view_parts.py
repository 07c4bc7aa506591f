"""The remembered seat views (``view.SeatViews``) give the view derived whole.

A table asks for views seat after seat, so its ``SeatViews`` makes again only the seats that
changed; the view must still be exactly the one made from nothing: mechanic values private to
their owner (``private``/``public``), the ones seen per viewer (``seen_by``: Murgath's Blessings,
Vlazlo's form decks, never kept) and the Wench's Special Reserve Drinks on top of each Drink Me!
pile, whatever order the states and viewers come in.
"""

from __future__ import annotations

import msgspec

from dungeontable.bots import play_steps
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.state import State
from dungeontable.games.rdi.view import SeatViews, view


def _states(characters: tuple[str, ...], seed: int, steps: int) -> list[State]:
    options = Options(characters=characters)
    seats = len(characters)
    return [
        step.before for step in play_steps(GAME, options, ["random"] * seats, seed, turn_cap=steps)
    ]


def _check(characters: tuple[str, ...], seed: int, steps: int) -> tuple[int, int]:
    """Views of every seat and the spectator from one remembering ``SeatViews``, asked in game
    order and then back to front, against views made whole; returns the views checked and how
    many seat views were kept (the very object of the view before)."""
    states = _states(characters, seed, steps)
    seats = SeatViews()
    viewers: list[int | None] = [*range(len(characters)), None]
    checked = kept = 0
    last: dict[int | None, tuple[object, ...]] = {}
    for order in (states, states[::-1]):
        for k, state in enumerate(order):
            now = GAME.flow.decide(state)
            for seat in viewers if k % 3 == 0 else [viewers[k % len(viewers)]]:
                made = view(state, seat, now, seats)
                whole = view(state, seat, now)
                assert msgspec.to_builtins(made) == msgspec.to_builtins(whole), (k, seat)
                kept += sum(a is b for a, b in zip(made.seats, last.get(seat, ()), strict=False))
                last[seat] = made.seats
                checked += 1
    return checked, kept


def test_remembered_seat_views_are_the_derived_ones() -> None:
    checked, kept = _check(("wench", "murgath", "halden"), 3, 400)  # a 210-step game
    assert checked > 800 and kept > 0.8 * checked


def test_remembered_seat_views_with_form_decks_and_a_spectator() -> None:
    checked, kept = _check(("vlazlo", "molly", "generic_rogue", "wench"), 5, 300)
    assert checked > 1200 and kept > 1900

"""A-47 as an option: hands private (default) or open, in the view and in determinize."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from dungeontable.core import Rng
from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.state import State

from .conftest import act, build, player, tile


def _table(**options: Any) -> State:
    return build(
        {
            "players": [
                player(0, 0, "rogue", hand=["potion_red", "heart_stone"]),
                player(1, 0, "cleric", hand=["gold_5", "gold_10", "key"]),
            ],
            "cells": [tile(0, 0), tile(1, 0, "shop"), tile(0, 1, drop=["troll"])],
            "shop": ["sword"],
        },
        seats=2,
        **options,
    )


@pytest.mark.parametrize(
    ("hands", "seen"),
    [("private", None), ("open", ("gold_5", "gold_10", "key"))],
)
def test_A47_another_seats_hand_in_the_view(hands: str, seen: tuple[str, ...] | None) -> None:
    state = _table(hands=hands)
    assert GAME.view(state, 0).players[1].hand == seen
    assert GAME.view(state, None).players[1].hand == seen  # spectator
    assert GAME.view(state, 1).players[1].hand == ("gold_5", "gold_10", "key")
    assert GAME.view(state, 0).players[1].hand_count == 3
    assert [c.drop for c in GAME.view(state, 0).cells if (c.x, c.y) == (0, 1)] == [1]


@pytest.mark.parametrize(("hands", "seen"), [("private", None), ("open", ("gold_5",))])
def test_A47_a_payment_in_progress(hands: str, seen: tuple[str, ...] | None) -> None:
    state = msgspec.structs.replace(_table(hands=hands), seat=1)
    state = act(state, "buy card=sword", "pay card=gold_5")[0]
    assert state.pending and state.pending[0].kind == "pay"
    assert GAME.view(state, 0).pending[0].cards == seen


@pytest.mark.parametrize(("hands", "kept"), [("private", False), ("open", True)])
def test_A47_determinize_keeps_open_hands_and_redeals_private_ones(hands: str, kept: bool) -> None:
    v = GAME.view(_table(hands=hands), 0)
    guess = GAME.determinize(v, 0, Rng.from_seed(3))
    assert guess.players[0].hand == ("potion_red", "heart_stone")
    other = guess.players[1].hand
    assert len(other) == 3 and (other == ("gold_5", "gold_10", "key")) is kept
    assert msgspec.json.encode(GAME.view(guess, 0)) == msgspec.json.encode(v)

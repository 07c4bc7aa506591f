"""Potion identification with reroll-until-unused (R193-R194, A-55, A-60)."""

from __future__ import annotations

import pytest

from dungeontable.games.cardrogue.common.identification import POTION_EFFECTS, identify
from dungeontable.games.cardrogue.events import PotionIdentified

from .conftest import build, kinds, player, rolls, tile


def _state(known: dict[str, str], dice: tuple[int, ...]):  # type: ignore[no-untyped-def]
    return build({"players": [player(0, 0)], "cells": [tile(0, 0)], "identified": known}, dice=dice)


def test_R194_the_table() -> None:
    assert POTION_EFFECTS == (
        "healing",
        "poison",
        "strength",
        "weakness",
        "teleportation",
        "paralysis",
    )


def test_R193_reroll_until_an_unused_effect() -> None:
    ev: list = []  # type: ignore[type-arg]
    effect, s = identify(
        _state({"red": "healing", "green": "strength"}, (1, 3, 1, 6)), "blue", 0, ev
    )
    assert effect == "paralysis" and rolls(ev, "potion identification") == [1, 3, 1, 6]
    assert s.identified == {"red": "healing", "green": "strength", "blue": "paralysis"}
    assert [(e.color, e.effect) for e in kinds(ev, PotionIdentified)] == [("blue", "paralysis")]
    assert s.rng.script == ()


def test_R193_a_known_colour_needs_no_roll() -> None:
    ev: list = []  # type: ignore[type-arg]
    effect, s = identify(_state({"red": "poison"}, (4,)), "red", 0, ev)
    assert effect == "poison" and ev == [] and s.rng.script == (4,)


def test_A55_a_seventh_colour_is_refused() -> None:
    known = {f"c{i}": e for i, e in enumerate(POTION_EFFECTS)}
    with pytest.raises(ValueError, match="more than 6 colours"):
        identify(_state(known, ()), "black", 0, [])

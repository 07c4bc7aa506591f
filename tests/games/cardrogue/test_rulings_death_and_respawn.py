"""Ruling options A-04..A-31 about death, respawn and max health: each setting gives an exact,
different outcome in the same position."""

from __future__ import annotations

from typing import Any

from dungeontable.games.cardrogue.catalog import load_catalog
from dungeontable.games.cardrogue.common.stats import max_health

from .conftest import act, at, build, legal, player, tile

CAT = load_catalog()


def _doomed(hand: tuple[str, ...] = (), equipment: Any = None, **opts: Any):  # type: ignore[no-untyped-def]
    """Seat 0 (1 health) attacks a goblin for 1 and dies to its attack; seat 1 stands on the
    starting tile at (5, 0)."""
    setup = {
        "players": [
            player(1, 0, "rogue", health=1, hand=list(hand), equipment=equipment or {}),
            player(5, 0, "rogue"),
        ],
        "cells": [
            tile(0, 0, "start"),
            tile(5, 0, "start"),
            tile(1, 0),
            tile(2, 0, "goblin", queue=[0]),
        ],
    }
    return act(build(setup, seats=2, dice=(1,), **opts), "attack dir=E")[0]


def test_A14_hand_and_equipment_equipped_cards_are_among_his_cards() -> None:
    s = _doomed(("gold_5", "potion_red"), {"primary": "dagger"})
    assert legal(s) == [
        "keep card=gold_5 where=hand",
        "keep card=potion_red where=hand",
        "keep card=dagger where=primary",
    ]
    s = act(s, "keep card=gold_5 where=hand")[0]
    assert legal(s) == ["lay-face-down card=potion_red", "lay-face-down card=dagger"]
    s = act(s, "lay-face-down card=potion_red", "respawn x=0 y=0")[0]
    assert s.players[0].equipment[0] == "" and "dagger" in s.discard


def test_A14_hand_only_his_equipment_stays_on_through_death() -> None:
    s = _doomed(("gold_5", "potion_red"), {"primary": "dagger"}, death_cards="hand_only")
    assert legal(s) == ["keep card=gold_5 where=hand", "keep card=potion_red where=hand"]
    s = act(s, "keep card=gold_5 where=hand")[0]
    assert legal(s) == ["lay-face-down card=potion_red"]
    s = act(s, "lay-face-down card=potion_red", "respawn x=0 y=0")[0]
    assert s.players[0].equipment[0] == "dagger" and s.players[0].hand == ("gold_5",)
    assert "dagger" not in s.discard


def test_A14_hand_only_with_an_empty_hand_he_goes_straight_to_respawn() -> None:
    s = _doomed((), {"primary": "dagger"}, death_cards="hand_only")
    assert legal(s) == ["respawn x=0 y=0"]


def test_A15_unoccupied_the_taken_starting_tile_is_not_offered() -> None:
    assert legal(_doomed()) == ["respawn x=0 y=0"]


def test_A15_any_he_may_respawn_on_the_taken_starting_tile_too() -> None:
    s = _doomed(respawn_tile="any")
    assert legal(s) == ["respawn x=0 y=0", "respawn x=5 y=0"]
    s = act(s, "respawn x=5 y=0")[0]
    assert s.players[0].pos == s.players[1].pos == at(5, 0)


def test_A21_the_goblin_heals_fully_when_its_only_fighter_dies() -> None:
    s = _doomed()
    assert s.enemies[0].health == 5 and s.enemies[0].queue == ()


def test_A21_death_resets_enemy_off_the_goblin_keeps_its_wound() -> None:
    s = _doomed(death_resets_enemy=False)
    assert s.enemies[0].health == 4 and s.enemies[0].queue == ()


def _thief_and_victim(**opts: Any):  # type: ignore[no-untyped-def]
    """Seat 0 steals the only card (Giant's Heart, +5 max) of seat 1, who has 13 health."""
    setup = {
        "players": [
            player(0, 0, "explorer"),
            player(1, 0, "rogue", hand=["giants_heart"], health=13),
        ],
        "cells": [tile(0, 0), tile(1, 0)],
    }
    return act(build(setup, seats=2, dice=(6,), **opts), "steal dir=E")[0]


def test_A17_max_only_the_victim_keeps_13_health_above_his_new_max() -> None:
    victim = _thief_and_victim().players[1]
    assert max_health(CAT, victim) == 8 and victim.health == 13


def test_A17_clamp_current_the_victim_drops_to_his_new_max() -> None:
    s = _thief_and_victim(artifact_loss_health="clamp_current")
    victim = s.players[1]
    assert max_health(CAT, victim) == 8 and victim.health == 8
    assert s.players[0].health == 14  # the thief still gains +5 / +5


def _dies_in_the_rush(**opts: Any):  # type: ignore[no-untyped-def]
    setup = {
        "players": [player(1, 0, "rogue", health=1), player(5, 0, "rogue")],
        "cells": [
            tile(0, 0, "start"),
            tile(5, 0, "start"),
            tile(1, 0),
            tile(2, 0, "goblin", queue=[0]),
        ],
        "end_rush": True,
    }
    return act(build(setup, seats=2, dice=(1,), **opts), "attack dir=E", "respawn x=0 y=0")[0]


def test_A31_respawning_on_a_starting_tile_does_not_exit_the_rush() -> None:
    s = _dies_in_the_rush()
    assert s.result is None and s.players[0].vp == 0 and s.seat == 1


def test_A31_rush_exit_on_respawn_the_respawn_exits_and_ends_the_game() -> None:
    s = _dies_in_the_rush(rush_exit_on_respawn=True)
    assert s.result is not None and s.result.reason == "exit"
    assert s.players[0].vp == 1 and s.result.winners == (0,)


def _uncursed(**opts: Any):  # type: ignore[no-untyped-def]
    """Seat 0 (13 health thanks to Giant's Heart) reads the curse scroll, which here takes every
    artifact (A-18 alternative)."""
    setup = {
        "players": [player(0, 0, "rogue", hand=["scroll_uncurse", "giants_heart"], health=13)],
        "cells": [tile(0, 0)],
    }
    state = build(setup, curse_scroll_hits_all_artifacts=True, **opts)
    return act(state, "read-scroll card=scroll_uncurse")[0]


def test_A17_max_only_the_scroll_leaves_current_health_above_max() -> None:
    p = _uncursed().players[0]
    assert p.hand == () and max_health(CAT, p) == 8 and p.health == 13


def test_A17_clamp_current_the_scroll_drops_him_to_his_new_max() -> None:
    p = _uncursed(artifact_loss_health="clamp_current").players[0]
    assert p.hand == () and max_health(CAT, p) == 8 and p.health == 8

"""Ruling options A-04..A-31 about fleeing, carried-over combat and the Golem: each setting gives
an exact, different outcome in the same position."""

from __future__ import annotations

from typing import Any

from dungeontable.games.cardrogue.phases import COMBAT, EXPLORE, FLEE

from .conftest import act, build, legal, player, rolls, tile


def _fight(*cells: dict[str, Any], dice: tuple[int, ...] = (), turn: int = 0, **opts: Any):  # type: ignore[no-untyped-def]
    """Seat 0 (rogue, 8 health) at (0, 0) among ``cells``; seat 1 waits far away at (5, 0)."""
    setup = {
        "players": [player(0, 0, "rogue"), player(5, 0, "rogue")],
        "cells": [tile(0, 0), tile(5, 0, paths="N"), *cells],
        "turn": turn,
    }
    return build(setup, seats=2, dice=dice, **opts)


def test_A23_each_attack_the_golem_rolls_again_every_time() -> None:
    golem = tile(1, 0, "golem", queue=[0])
    s = _fight(golem, dice=(1, 1, 1, 2))
    s = act(s, "attack dir=E")[0]
    assert s.players[0].health == 6  # 2 x 1
    s, ev = act(s, "end-turn", "attack dir=E")  # seat 1 ends, seat 0 attacks again
    assert rolls(ev) == [1, 2]
    assert s.players[0].health == 2  # 2 x 2


def test_A23_first_roll_kept_the_golem_keeps_its_first_attack() -> None:
    golem = tile(1, 0, "golem", queue=[0])
    s = _fight(golem, dice=(1, 1, 1, 2), golem_attack_roll="first_roll_kept")
    s = act(s, "attack dir=E")[0]
    assert s.players[0].health == 6
    s, ev = act(s, "end-turn", "attack dir=E")
    assert rolls(ev) == [1]  # only his attack roll
    assert s.players[0].health == 4  # 2 x 1 again


def _fleeing(**opts: Any):  # type: ignore[no-untyped-def]
    goblin = tile(1, 0, "goblin", queue=[0])
    return act(_fight(goblin, tile(0, 1), tile(-1, 0), dice=(5,), **opts), "flee")[0]


def test_A25_not_connected_any_free_tile_he_can_reach() -> None:
    s = _fleeing()
    assert s.phase == FLEE and legal(s) == ["flee-to dir=N", "flee-to dir=W"]


def test_A25_directly_away_only_the_tile_opposite_the_enemy() -> None:
    s = _fleeing(flee_destination="directly_away")
    assert s.phase == FLEE and legal(s) == ["flee-to dir=W"]


def _next_to_a_goblin(**opts: Any):  # type: ignore[no-untyped-def]
    """Seat 1 ends his turn; seat 0 starts his next to a revealed goblin nobody fights."""
    return act(_fight(tile(1, 0, "goblin"), turn=1, **opts), "end-turn")[0]


def test_A27_starting_next_to_a_revealed_enemy_enters_combat() -> None:
    s = _next_to_a_goblin()
    assert s.seat == 0 and s.phase == COMBAT
    assert s.players[0].fights == (s.enemies[0].uid,) and s.enemies[0].queue == (0,)


def test_A27_combat_on_turn_start_off_he_may_walk_away() -> None:
    s = _next_to_a_goblin(combat_on_turn_start=False)
    assert s.seat == 0 and s.phase == EXPLORE
    assert s.players[0].fights == () and s.enemies[0].queue == ()


def _two_goblins(**opts: Any):  # type: ignore[no-untyped-def]
    goblins = (tile(1, 0, "goblin", queue=[0]), tile(0, 1, "goblin", queue=[0]))
    return act(_fight(*goblins, tile(-1, 0), dice=(5, 2), **opts), "flee")


def test_A28_one_roll_one_success_frees_him_from_both() -> None:
    s, ev = _two_goblins()
    assert rolls(ev) == [5]
    assert s.phase == FLEE and legal(s) == ["flee-to dir=W"]


def test_A28_roll_per_enemy_the_second_roll_fails_and_both_attack() -> None:
    s, ev = _two_goblins(multi_enemy_flee="roll_per_enemy")
    assert rolls(ev) == [5, 2]
    assert s.players[0].health == 4 and s.seat == 1  # 2 + 2, then his turn ended


def _carried_bat(**opts: Any):  # type: ignore[no-untyped-def]
    return act(
        _fight(tile(1, 0, "cave_bat", queue=[0]), tile(-1, 0), dice=(5,), **opts), "attack dir=E"
    )[0]


def test_A29_step_2_after_slaying_a_carried_over_enemy_he_may_still_move() -> None:
    s = _carried_bat()
    assert s.seat == 0 and s.phase == EXPLORE and s.step == 2
    assert legal(s) == ["move dir=E", "move dir=W", "end-turn"]


def test_A29_step_4_the_turn_goes_on_to_placement_and_ends() -> None:
    s = _carried_bat(carried_slay_resume="step_4")
    assert s.seat == 1 and s.players[0].hand == ("cave_bat",)

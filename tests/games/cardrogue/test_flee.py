"""Fleeing (R110-R118, R123-R124, R225, A-25, A-26, A-39)."""

from __future__ import annotations

import pytest

from dungeontable.core import IllegalAction
from dungeontable.games.cardrogue.common.board import pack
from dungeontable.games.cardrogue.events import EnemyActed, FleeResolved
from dungeontable.games.cardrogue.phases import FLEE

from .conftest import act, build, hidden, kinds, legal, player, rolls, tile


def _setup(who: dict | None = None, extra: list | None = None, dice=(), **enemy) -> object:  # type: ignore[no-untyped-def, type-arg]
    return build(
        {
            "players": [who or player(0, 0, "rogue")],
            "cells": [
                tile(0, 0),
                tile(1, 0, enemy.pop("card", "goblin"), queue=[0], **enemy),
                tile(-1, 0, paths="EW"),
                tile(0, 1, paths="SE"),
                *(extra or []),
            ],
            "explore": ["kobold", "kobold", "kobold", "kobold"],
        },
        dice=dice,
    )


def test_R110_R111_failed_flee_then_the_enemy_acts() -> None:
    s, ev = act(_setup(dice=(3,)), "flee")
    assert [e.success for e in kinds(ev, FleeResolved)] == [False]
    assert [e.what for e in kinds(ev, EnemyActed)] == ["attacks for 2"]
    assert s.players[0].pos == pack(0, 0)


def test_R112_A25_success_moves_to_a_tile_not_connected_to_the_enemy() -> None:
    s = act(_setup(dice=(4,)), "flee")[0]
    assert s.phase == FLEE
    # (0, 1) opens east, toward (1, 1)? no: it is connected to the goblin only through (1, 1),
    # which is empty, so both exits qualify; the goblin's own cell is not walkable
    assert legal(s) == ["flee-to dir=N", "flee-to dir=W"]


def test_A25_destination_connected_to_a_fled_enemy_is_refused() -> None:
    # on a square grid a tile next to the player is never next to an enemy next to him; the
    # check matters for an enemy fought from afar (e.g. after a thrown teleport)
    s = build(
        {
            "players": [player(0, 0, "rogue")],
            "cells": [tile(0, 0), tile(1, 1, "goblin", queue=[0]), tile(0, 1), tile(-1, 0)],
        },
        dice=(5,),
    )
    s = act(s, "flee")[0]
    assert legal(s) == ["flee-to dir=W"]


def test_R112_R113_flee_resets_the_enemy_and_goes_to_step_4() -> None:
    s = act(_setup(dice=(6,), health=2), "flee", "flee-to dir=W")[0]
    assert s.players[0].pos == pack(-1, 0) and s.players[0].fights == ()
    assert s.enemies[0].health == 5 and s.enemies[0].queue == ()
    assert s.cells[pack(-2, 0)].card == "kobold"  # step 4 placed around the new tile
    assert s.turns == 2


def test_A26_no_reset_while_another_player_still_fights_it() -> None:
    setup = {
        "players": [player(0, 0, "rogue"), player(2, 0, "rogue")],
        "cells": [
            tile(0, 0),
            tile(2, 0),
            tile(-1, 0),
            tile(1, 0, "goblin", queue=[0, 1], health=2),
        ],
    }
    s = act(build(setup, seats=2, dice=(6,)), "flee", "flee-to dir=W")[0]
    assert s.enemies[0].health == 2 and s.enemies[0].queue == (1,)  # R124: seat 1 is the target
    s = act(
        build(setup, seats=2, dice=(6,), reset_only_when_queue_empty=False), "flee", "flee-to dir=W"
    )[0]
    assert s.enemies[0].health == 5


def test_R123_non_target_flees_without_rolling() -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue"), player(2, 0, "rogue")],
            "cells": [tile(0, 0), tile(2, 0), tile(3, 0), tile(1, 0, "goblin", queue=[0, 1])],
            "turn": 1,
        },
        seats=2,
    )
    s, ev = act(s, "flee")
    assert rolls(ev) == [] and s.phase == FLEE


def test_R225_paralyzed_enemy_needs_no_roll() -> None:
    s, ev = act(_setup(paralyzed=1), "flee")
    assert rolls(ev) == [] and s.phase == FLEE


def test_R116_A39_cape_adds_its_face_and_warrior_needs_it() -> None:
    caped = {"equipment": {"chest": "shadow_cape"}}
    s = act(_setup(who=player(0, 0, "rogue", **caped), dice=(3,)), "flee")[0]
    assert s.phase == FLEE
    s = act(_setup(who=player(0, 0, "warrior"), dice=(6,)), "flee")[0]
    assert s.phase != FLEE  # restricted flee: 4-6 do not work
    s = act(_setup(who=player(0, 0, "warrior", **caped), dice=(3,)), "flee")[0]
    assert s.phase == FLEE


def test_R114_flip_while_fleeing_to_open_a_way() -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue")],
            "cells": [tile(0, 0), tile(1, 0, "goblin", queue=[0]), hidden(-1, 0, "shop")],
        },
        dice=(5,),
    )
    assert legal(s) == ["attack dir=E", "flee"]  # a card can still be flipped
    s = act(s, "flee")[0]
    assert legal(s) == ["flip dir=W"]
    s = act(s, "flip dir=W")[0]
    assert legal(s) == ["flee-to dir=W"]
    s = act(s, "flee-to dir=W")[0]
    assert s.players[0].pos == pack(-1, 0)


def test_R114_revealing_an_enemy_while_fleeing_keeps_him_in_combat() -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue")],
            "cells": [tile(0, 0), tile(1, 0, "goblin", queue=[0]), hidden(-1, 0, "kobold")],
        },
        dice=(5,),
    )
    s, ev = act(s, "flee", "flip dir=W")
    assert [e.card for e in kinds(ev, EnemyActed)] == ["goblin", "kobold"]
    assert s.players[0].health == 8 - 3 and len(s.players[0].fights) == 2


def test_A25_no_way_out_after_flips_means_a_failed_flee() -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue"), player(-1, 1, "rogue")],
            "cells": [
                tile(0, 0, paths="EW"),
                tile(1, 0, "goblin", queue=[0]),
                tile(-1, 1),
                hidden(-1, 0, "dead_end"),
            ],
        },
        seats=2,
        dice=(5,),
    )
    s, ev = act(s, "flee", "flip dir=W")
    # the dead end opens east toward him and is free, so it is a way out after all
    assert legal(s) == ["flee-to dir=W"]
    s = build(
        {
            "players": [player(0, 0, "rogue"), player(5, 5, "rogue")],
            "cells": [
                tile(0, 0, paths="EW"),
                tile(1, 0, "goblin", queue=[0]),
                tile(5, 5),
                hidden(-1, 0, "goblin"),
            ],
        },
        seats=2,
        dice=(5,),
    )
    s, ev = act(s, "flee", "flip dir=W")
    assert [e.success for e in kinds(ev, FleeResolved)] == [True]
    assert s.seat == 1 and len(s.players[0].fights) == 2  # a new enemy: back in combat


def test_R118_one_roll_for_several_enemies_destination_away_from_all() -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue")],
            "cells": [
                tile(0, 0),
                tile(1, 0, "goblin", queue=[0]),
                tile(0, 1, "troll", queue=[0]),
                tile(-1, 0),
                tile(0, -1),
                tile(-1, 1),
            ],
        },
        dice=(4,),
    )
    s, ev = act(s, "flee")
    assert rolls(ev) == [4]  # the troll does not chase, but the goblin does: one roll
    assert legal(s) == ["flee-to dir=S", "flee-to dir=W"]
    s = act(s, "flee-to dir=S")[0]
    assert s.players[0].fights == () and [e.queue for e in s.enemies] == [(), ()]


def test_A25_flee_fails_when_flips_still_leave_no_way_out() -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue")],
            "cells": [
                tile(0, 0, paths="E"),
                tile(1, 0, "goblin", queue=[0]),
                hidden(-1, 0, "passage"),
            ],
        },
        dice=(5,),
        flip_requires_open_edge=False,
    )
    s, ev = act(s, "flee", "flip dir=W")
    assert [e.success for e in kinds(ev, FleeResolved)] == [True, False]
    assert [e.what for e in kinds(ev, EnemyActed)] == ["attacks for 2"]
    assert s.players[0].pos == pack(0, 0) and s.players[0].health == 6


def test_A25_no_way_out_the_flee_refusal_says_so() -> None:
    """The combat prompt reads "attack an enemy or flee": with no free tile and no face-down
    card next to him, the refused flee names the reason."""
    setup = {"players": [player(0, 0)], "cells": [tile(0, 0), tile(1, 0, "goblin")]}
    with pytest.raises(IllegalAction) as refused:
        act(build(setup), "flee")
    assert "(no way out: no free tile to flee to and no face-down card to flip open (A-25))" in (
        str(refused.value)
    )


def test_a_direction_in_lower_case_is_refused_naming_the_form() -> None:
    setup = {"players": [player(0, 0)], "cells": [tile(0, 0), tile(1, 0, "goblin")]}
    with pytest.raises(IllegalAction) as refused:
        act(build(setup), "attack dir=e")
    assert "(dir=e: a direction is N, E, S or W)" in str(refused.value)

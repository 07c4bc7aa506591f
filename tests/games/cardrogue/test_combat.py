"""Combat (R064-R069, R082-R083, R093, R120-R125, A-07, A-08, A-19, A-27, A-28, A-29)."""

from __future__ import annotations

from dungeontable.games.cardrogue.common.board import pack
from dungeontable.games.cardrogue.events import AttackMade, EnemyActed, EnemySlain
from dungeontable.games.cardrogue.phases import COMBAT, EXPLORE

from .conftest import act, build, kinds, legal, player, rolls, tile


def _fight(*cells: dict, seats: int = 1, dice: tuple[int, ...] = (), players=None, **opts):  # type: ignore[no-untyped-def, type-arg]
    setup = {
        "players": players or [player(0, 0, "rogue")],
        "cells": [tile(0, 0), *cells],
        "pathing": ["stack_crossroads"] * 3,
    }
    return build(setup, seats=seats, dice=dice, **opts)


def test_R066_R068_both_survive_the_enemy_attacks_and_the_turn_ends() -> None:
    s = _fight(tile(1, 0, "goblin", queue=[0]), dice=(3,))
    s, ev = act(s, "attack dir=E")
    assert s.enemies[0].health == 2
    assert s.players[0].health == 6  # goblin attack 2
    assert s.phase == COMBAT and s.turns == 2  # next turn starts in combat (solo)
    assert kinds(ev, AttackMade)[0].damage == 3


def test_R067_slain_enemy_does_not_act() -> None:
    s = _fight(tile(1, 0, "cave_bat", queue=[0]), dice=(4,))
    s, ev = act(s, "attack dir=E")
    assert s.enemies == () and s.players[0].health == 8
    assert kinds(ev, EnemyActed) == []
    assert [e.card for e in kinds(ev, EnemySlain)] == ["cave_bat"]
    assert s.players[0].hand == ("cave_bat",)  # R090-R091 loot
    assert s.cells[pack(1, 0)].card == "stack_crossroads"  # R092


def test_R069_A28_pick_one_target_all_enemies_act_in_entry_order() -> None:
    s = _fight(tile(1, 0, "goblin", queue=[0]), tile(0, 1, "kobold", queue=[0]), dice=(1,))
    assert legal(s) == ["attack dir=E", "attack dir=N"]
    s, ev = act(s, "attack dir=N")
    assert [(e.card, e.what) for e in kinds(ev, EnemyActed)] == [
        ("goblin", "attacks for 2"),
        ("kobold", "attacks for 1"),
    ]
    assert s.players[0].health == 5


def test_R093_A29_after_slaying_a_carried_over_enemy_resume_at_step_2() -> None:
    s = _fight(tile(1, 0, "cave_bat", queue=[0]), tile(-1, 0), dice=(5,))
    s = act(s, "attack dir=E")[0]
    assert s.phase == EXPLORE and s.step == 2
    assert legal(s) == ["move dir=E", "move dir=W", "end-turn"]


def test_R093_after_slaying_an_enemy_met_by_moving_go_to_step_4() -> None:
    s = _fight(tile(0, 1), tile(1, 1, "cave_bat"), dice=(5,))
    s = act(s, "move dir=N")[0]
    assert s.phase == COMBAT
    s = act(s, "attack dir=E")[0]
    assert s.turns == 2 and s.phase == EXPLORE and s.step == 1  # step 4 ran, next turn began


def test_R093_other_enemy_still_adjacent_keeps_him_in_combat() -> None:
    s = _fight(tile(1, 0, "cave_bat", queue=[0]), tile(0, 1, "kobold", queue=[0]), dice=(6,))
    s, ev = act(s, "attack dir=E")
    assert [e.card for e in kinds(ev, EnemyActed)] == ["kobold"]
    assert s.phase == COMBAT and s.players[0].fights == (2,)


def _surround(**opts):  # type: ignore[no-untyped-def]
    return build(
        {
            "players": [player(0, 0, "rogue"), player(2, 0, "rogue")],
            "cells": [tile(0, 0), tile(2, 0), tile(1, 0, "imp", queue=[0, 1])],
            "turn": 1,
        },
        seats=2,
        dice=(2,),
        **opts,
    )


def test_R121_R122_A08_non_target_only_attacks_no_dodge_no_enemy_action() -> None:
    s, ev = act(_surround(), "attack dir=W")
    assert rolls(ev) == [2]  # no dodge roll against a non-target
    assert kinds(ev, EnemyActed) == []
    assert s.enemies[0].health == 2 and s.players[0].health == 8


def test_A08_alternative_enemy_also_acts_against_its_target_on_other_turns() -> None:
    s = _surround(surround_enemy_acts_only_on_target_turn=False)
    s = build(
        {
            "players": [player(0, 0, "rogue"), player(2, 0, "rogue")],
            "cells": [tile(0, 0), tile(2, 0), tile(1, 0, "goblin", queue=[0, 1])],
            "turn": 1,
        },
        seats=2,
        dice=(2,),
        surround_enemy_acts_only_on_target_turn=False,
    )
    s, ev = act(s, "attack dir=W")
    assert [(e.seat, e.what) for e in kinds(ev, EnemyActed)] == [(0, "attacks for 2")]
    assert s.players[0].health == 6 and s.players[1].health == 8


def test_R125_last_damage_takes_the_card() -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue"), player(2, 0, "rogue")],
            "cells": [tile(0, 0), tile(2, 0), tile(1, 0, "goblin", queue=[0, 1], health=2)],
            "turn": 1,
            "pathing": ["stack_crossroads"],
        },
        seats=2,
        dice=(3,),
    )
    s = act(s, "attack dir=W")[0]
    assert s.players[1].hand == ("goblin",) and s.players[0].fights == ()


def test_A27_starting_a_turn_next_to_a_revealed_enemy_joins_its_queue() -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue"), player(2, 0, "rogue")],
            "cells": [tile(0, 0), tile(2, 0), tile(1, 0, "goblin", queue=[0])],
        },
        seats=2,
        dice=(1,),
    )
    s = act(s, "attack dir=E")[0]
    assert s.seat == 1 and s.phase == COMBAT and s.via == "carried"
    assert s.enemies[0].queue == (0, 1)


def test_R082_shield_block_cancels_ability_and_attack() -> None:
    s = _fight(
        tile(1, 0, "basilisk", queue=[0]),
        players=[player(0, 0, "rogue", equipment={"secondary": "shield"})],
        dice=(6,),
    )
    s, ev = act(s, "attack dir=E")
    assert rolls(ev) == [6]  # no ability roll
    assert [e.what for e in kinds(ev, EnemyActed)] == ["blocked by shield", "blocked by shield"]
    assert s.players[0].health == 8


def test_A19_block_covers_every_enemy_or_only_the_attacked_one() -> None:
    cells = (tile(1, 0, "goblin", queue=[0]), tile(0, 1, "kobold", queue=[0]))
    shielded = [player(0, 0, "rogue", equipment={"secondary": "shield"})]
    s = act(_fight(*cells, players=shielded, dice=(6,)), "attack dir=E")[0]
    assert s.players[0].health == 8
    s = act(
        _fight(*cells, players=shielded, dice=(6,), shield_blocks_all_enemies=False), "attack dir=E"
    )[0]
    assert s.players[0].health == 7  # the kobold still hits for 1


def test_R083_paralyzed_enemy_skips_one_action_phase() -> None:
    s = _fight(tile(1, 0, "goblin", queue=[0], paralyzed=1), dice=(1, 1))
    s, ev = act(s, "attack dir=E")
    assert [e.what for e in kinds(ev, EnemyActed)] == ["paralyzed"]  # one skipped phase
    assert s.players[0].health == 8 and s.enemies[0].paralyzed == 0
    s, ev = act(s, "attack dir=E")
    assert s.players[0].health == 6


def test_A20_option_reaches_the_engine() -> None:
    dagger = [player(0, 0, "rogue", equipment={"primary": "dagger"})]
    dice = (6, 6, 6, 1, 2, 3, 4)
    s = act(
        _fight(tile(1, 0, "troll", queue=[0], health=20), players=dagger, dice=dice), "attack dir=E"
    )[0]
    assert s.enemies[0].health == 20 - 10
    s = _fight(
        tile(1, 0, "troll", queue=[0], health=20),
        players=dagger,
        dice=(*dice[:5], 1, 1),
        reroll_per_x=False,
    )
    s = act(s, "attack dir=E")[0]
    assert s.enemies[0].health == 20 - 3  # one extra pair only: 1 + 2


def test_A24_option_reaches_the_engine() -> None:
    who = [player(0, 0, "rogue", hand=["leaden_charm"], equipment={"primary": "battle_axe"})]
    s = act(_fight(tile(1, 0, "troll", queue=[0]), players=who, dice=(2,)), "attack dir=E")[0]
    assert s.enemies[0].health == 7
    s = _fight(tile(1, 0, "troll", queue=[0]), players=who, dice=(2,), min_attack_final_floor=False)
    s = act(s, "attack dir=E")[0]
    assert s.enemies[0].health == 8


def test_combat_with_nobody_adjacent_can_only_end_the_turn() -> None:
    s = _fight(tile(5, 5, "goblin", queue=[0]), dice=())
    assert legal(s) == ["end-turn"]
    s, ev = act(s, "end-turn")
    assert kinds(ev, EnemyActed) == []  # an enemy not next to him does not act
    assert s.turns == 2

"""Enemy abilities by template (R130-R137, R223, A-09, A-13, A-23, A-50)."""

from __future__ import annotations

from dungeontable.games.cardrogue.common.board import pack
from dungeontable.games.cardrogue.events import EnemyHealthChanged, EnemySlain

from .conftest import act, build, kinds, player, rolls, tile


def _fight(enemy: str, dice: tuple[int, ...], who: dict | None = None, **enemy_state: object):  # type: ignore[no-untyped-def, type-arg]
    return build(
        {
            "players": [who or player(0, 0, "rogue")],
            "cells": [tile(0, 0), tile(1, 0, enemy, queue=[0], **enemy_state)],
            "pathing": ["stack_crossroads"],
        },
        dice=dice,
    )


def test_R131_vampire_bat_heals_2_each_attack_capped() -> None:
    s = act(_fight("vampire_bat", (2,)), "attack dir=E")[0]
    assert s.enemies[0].health == 5  # 5 - 2 + 2 (003 L165)
    s = act(_fight("vampire_bat", (4,)), "attack dir=E")[0]
    assert s.enemies[0].health == 3
    assert s.players[0].health == 6  # and it still attacks for 2


def test_R131_no_heal_after_being_slain() -> None:
    s, ev = act(_fight("vampire_bat", (5,)), "attack dir=E")
    assert s.enemies == () and [e.cause for e in kinds(ev, EnemyHealthChanged)] == ["attack"]


def test_R132_zombie_resets_at_the_end_of_the_turn() -> None:
    s, ev = act(_fight("zombie", (5,)), "attack dir=E")
    assert s.enemies[0].health == 7
    assert kinds(ev, EnemyHealthChanged)[-1].cause == "must be killed in a single turn"


def test_R133_A07_imp_dodges_on_6_after_the_attack_roll() -> None:
    s, ev = act(_fight("imp", (3, 6)), "attack dir=E")
    assert rolls(ev) == [3, 6] and s.enemies[0].health == 4
    s, ev = act(_fight("imp", (3, 5)), "attack dir=E")
    assert s.enemies[0].health == 1


def test_R134_sewer_rat_poisons_on_6_for_2_turns() -> None:
    s = act(_fight("sewer_rat", (1, 6)), "attack dir=E")[0]
    assert s.players[0].poison == 1  # 2 turns, one already ticked at his next upkeep (solo)
    s = act(_fight("sewer_rat", (1, 5)), "attack dir=E")[0]
    assert s.players[0].poison == 0


def test_R135_R137_A09_basilisk_rolls_once_per_ability() -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue"), player(5, 5, "rogue")],
            "cells": [tile(0, 0), tile(5, 5), tile(1, 0, "basilisk", queue=[0])],
        },
        seats=2,
        dice=(1, 6, 1),
    )
    s, ev = act(s, "attack dir=E")
    assert rolls(ev) == [1, 6, 1]  # attack, paralyze roll, poison roll
    p = s.players[0]
    assert (p.skip, p.poison, p.health) == (1, 3, 8 - 3)
    assert s.seat == 1


def test_R136_A23_golem_attacks_for_twice_a_fresh_roll_minus_armor() -> None:
    who = player(0, 0, "warrior", equipment={"chest": "chestplate", "head": "helm"})
    s = act(_fight("golem", (1, 4), who=who), "attack dir=E")[0]
    assert s.players[0].health == 12 - (2 * 4 - 3)


def test_R130_troll_does_not_chase() -> None:
    s = build(
        {
            "players": [player(0, 0, "warrior")],
            "cells": [tile(0, 0), tile(1, 0, "troll", queue=[0]), tile(-1, 0)],
        },
    )
    s, ev = act(s, "flee")
    assert rolls(ev) == [] and s.phase == "flee"


def test_R223_poisoned_enemy_ticks_before_acting_on_the_poisoners_turn() -> None:
    s = _fight("goblin", (1,), poison=3, poisoner=0, health=4)
    s, ev = act(s, "attack dir=E")
    causes = [e.cause for e in kinds(ev, EnemyHealthChanged)]
    assert causes == ["attack", "poison"]
    assert s.enemies[0].health == 2 and s.enemies[0].poison == 2


def test_R223_A13_poison_ticks_at_the_end_of_the_poisoners_turn_and_credits_him() -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue"), player(5, 5, "rogue")],
            "cells": [
                tile(0, 0),
                tile(5, 5),
                tile(9, 9, "goblin", queue=[], health=1, poison=2, poisoner=1),
            ],
            "pathing": ["stack_crossroads"],
            "turn": 1,
        },
        seats=2,
    )
    s, ev = act(s, "end-turn")
    assert [(e.card, e.seat) for e in kinds(ev, EnemySlain)] == [("goblin", 1)]
    assert s.players[1].hand == ("goblin",) and s.cells[pack(9, 9)].card == "stack_crossroads"


def test_R223_poison_only_on_the_poisoners_turns() -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue"), player(5, 5, "rogue")],
            "cells": [tile(0, 0), tile(5, 5), tile(9, 9, "goblin", poison=2, poisoner=1)],
        },
        seats=2,
    )
    s = act(s, "end-turn")[0]
    assert s.enemies[0].health == 5 and s.enemies[0].poison == 2

"""Ruling options A-04..A-31 about combat: each setting gives an exact, different outcome in the
same position."""

from __future__ import annotations

from typing import Any

from dungeontable.games.cardrogue.events import Counterattacked, EnemyActed

from .conftest import act, build, kinds, player, rolls, tile

LUCKY_HELM = """
[[card]]
id = "lucky_helm"
name = "Lucky Helm"
kind = "armor"
deck = "shop"
slot = "head"
gold = 2
tradeable = true
source = "house"
ref = "test card: blocks on a 3"
effects = [{ op = "block_on", on = 3 }]
"""


def _axe_and_helm(tmp_path: Any, **opts: Any):  # type: ignore[no-untyped-def]
    path = tmp_path / "helm.toml"
    path.write_text(LUCKY_HELM)
    gear = {"primary": "battle_axe", "head": "lucky_helm"}
    setup = {
        "players": [player(0, 0, "rogue", equipment=gear)],
        "cells": [tile(0, 0), tile(1, 0, "goblin", queue=[0])],
    }
    return build(setup, dice=(1,), cards=(str(path),), **opts)


def test_A06_natural_face_a_rolled_1_does_not_block_on_3(tmp_path: Any) -> None:
    s, ev = act(_axe_and_helm(tmp_path), "attack dir=E")
    assert s.enemies[0].health == 2  # MIN. ATTACK 3: 5 - 3
    assert [e.what for e in kinds(ev, EnemyActed)] == ["attacks for 2"]
    assert s.players[0].health == 6


def test_A06_floored_face_a_rolled_1_reads_3_and_blocks(tmp_path: Any) -> None:
    s, ev = act(_axe_and_helm(tmp_path, roll_triggers_read="floored"), "attack dir=E")
    assert rolls(ev, "attack") == [1]
    assert s.enemies[0].health == 2
    assert [e.what for e in kinds(ev, EnemyActed)] == ["blocked by shield"] * 2
    assert s.players[0].health == 8


def _duel(enemy: dict[str, Any], dice: tuple[int, ...], **opts: Any):  # type: ignore[no-untyped-def]
    """Seat 0 (rogue, 8 health) fights ``enemy`` east of him; seat 1 waits far away."""
    setup = {
        "players": [player(0, 0, "rogue"), player(5, 0, "rogue")],
        "cells": [tile(0, 0), tile(5, 0), enemy],
    }
    return build(setup, seats=2, dice=dice, **opts)


def test_A07_before_damage_a_dodge_cancels_even_a_killing_blow() -> None:
    s, ev = act(_duel(tile(1, 0, "imp", queue=[0]), (4, 6)), "attack dir=E")
    assert rolls(ev) == [4, 6]
    assert s.enemies[0].health == 4 and s.players[0].hand == ()
    assert s.players[0].health == 6  # the imp survives and attacks for 2


def test_A07_after_damage_a_killing_blow_cannot_be_dodged() -> None:
    s, ev = act(
        _duel(tile(1, 0, "imp", queue=[0]), (4, 6), imp_dodge="after_damage"), "attack dir=E"
    )
    assert rolls(ev) == [4]
    assert s.enemies == () and s.players[0].hand == ("imp",)
    assert s.players[0].health == 8


def test_A07_after_damage_a_surviving_imp_still_dodges() -> None:
    s, ev = act(
        _duel(tile(1, 0, "imp", queue=[0]), (3, 6), imp_dodge="after_damage"), "attack dir=E"
    )
    assert rolls(ev) == [3, 6]
    assert s.enemies[0].health == 4 and s.players[0].health == 6


def test_A09_per_ability_one_roll_for_paralysis_and_one_for_poison() -> None:
    s, ev = act(_duel(tile(1, 0, "basilisk", queue=[0]), (1, 6, 1)), "attack dir=E")
    assert rolls(ev) == [1, 6, 1]
    assert (s.players[0].skip, s.players[0].poison) == (1, 3)
    assert s.players[0].health == 5  # basilisk attack 3


def test_A09_shared_one_roll_is_read_by_both_abilities() -> None:
    s, ev = act(
        _duel(tile(1, 0, "basilisk", queue=[0]), (1, 6, 1), basilisk_rolls="shared"), "attack dir=E"
    )
    assert rolls(ev) == [1, 6]
    assert (s.players[0].skip, s.players[0].poison) == (1, 0)  # the 6 is not the poison's 1
    assert s.players[0].health == 5


def _poisoned_goblin(**opts: Any):  # type: ignore[no-untyped-def]
    """Seat 1 is about to end his turn; seat 0 fights a goblin at 1 health he poisoned."""
    goblin = tile(1, 0, "goblin", queue=[0], health=1, poison=2, poisoner=0)
    setup = {
        "players": [player(0, 0, "rogue"), player(5, 0, "rogue")],
        "cells": [tile(0, 0), tile(5, 0, paths="N"), goblin],
        "turn": 1,
    }
    return act(build(setup, seats=2, **opts), "end-turn")[0]


def test_A13_before_action_the_poison_waits_for_the_goblin_to_act() -> None:
    s = _poisoned_goblin()
    assert s.seat == 0 and s.phase == "combat"
    assert s.enemies[0].health == 1 and s.enemies[0].poison == 2


def test_A13_poisoner_upkeep_the_poison_kills_it_as_his_turn_starts() -> None:
    s = _poisoned_goblin(enemy_poison_tick="poisoner_upkeep")
    assert s.seat == 0 and s.phase == "explore"
    assert s.enemies == () and s.players[0].hand == ("goblin",)


CLUMSY_HELM = """
[[card]]
id = "clumsy_helm"
name = "Clumsy Helm"
kind = "armor"
deck = "shop"
slot = "head"
gold = 1
tradeable = true
source = "house"
ref = "test card: the attack misses on a 1"
effects = [{ op = "miss_on", on = 1 }]
"""


def _tripped_axeman(tmp_path: Any, **opts: Any):  # type: ignore[no-untyped-def]
    """Seat 0 trips seat 1 (battle axe, MIN. ATTACK 3, and a helm that misses on a 1), who fights
    a troll, and fails: seat 1 counterattacks with a rolled 1."""
    path = tmp_path / "clumsy.toml"
    path.write_text(CLUMSY_HELM)
    gear = {"primary": "battle_axe", "head": "clumsy_helm"}
    setup = {
        "players": [player(0, 0, "explorer"), player(1, 0, "rogue", equipment=gear)],
        "cells": [tile(0, 0), tile(1, 0), tile(2, 0, "troll", queue=[1])],
    }
    state = build(setup, seats=2, dice=(1, 1), cards=(str(path),), **opts)
    return act(state, "trip dir=E")


def test_A06_natural_face_the_counterattack_misses_on_the_rolled_1(tmp_path: Any) -> None:
    s, ev = _tripped_axeman(tmp_path)
    assert [(e.faces, e.damage) for e in kinds(ev, Counterattacked)] == [((1,), 0)]
    assert s.players[0].health == 9


def test_A06_floored_face_the_rolled_1_reads_3_and_hits(tmp_path: Any) -> None:
    s, ev = _tripped_axeman(tmp_path, roll_triggers_read="floored")
    assert [(e.faces, e.damage) for e in kinds(ev, Counterattacked)] == [((1,), 3)]
    assert s.players[0].health == 6

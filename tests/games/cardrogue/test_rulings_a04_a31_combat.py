"""Ruling options A-04..A-31 about combat: each setting gives an exact, different outcome in the
same position."""

from __future__ import annotations

from typing import Any

from dungeontable.games.cardrogue.events import EnemyActed

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

"""Rulings A-33..A-60 as options, fighting topics: each test plays one position under both
readings and asserts the exact outcome of each (A-38, A-39, A-40, A-50, A-51, A-56)."""

from __future__ import annotations

from typing import Any

import pytest

from dungeontable.games.cardrogue.common.board import pack
from dungeontable.games.cardrogue.events import CardsDiscarded, Counterattacked
from dungeontable.games.cardrogue.phases import FLEE
from dungeontable.games.cardrogue.state import State

from .conftest import act, build, kinds, player, rolls, tile


def _tripped_fighter(dice: tuple[int, ...], armor: str = "chestplate", **options: Any) -> State:
    """Seat 0 trips seat 1, who fights a troll and wields a battle axe (min attack 3)."""
    return build(
        {
            "players": [
                player(0, 0, "explorer", equipment={"chest": armor}),
                player(1, 0, "rogue", equipment={"primary": "battle_axe"}),
            ],
            "cells": [tile(0, 0), tile(1, 0), {"at": [2, 0], "card": "troll", "queue": [1]}],
        },
        seats=2,
        dice=dice,
        **options,
    )


@pytest.mark.parametrize(
    ("reading", "damage", "health"),
    [
        ("full_pipeline", 3, 6),  # the axe's floor: max(1, 3) = 3
        ("roll_plus_modifiers", 1, 8),  # the die 1, no weapon effect
    ],
)
def test_A38_counterattack_reading_decides_weapon_effects(
    reading: str, damage: int, health: int
) -> None:
    state = _tripped_fighter((1, 1), "shadow_cape", trip_counterattack=reading)
    s, ev = act(state, "trip dir=E")
    assert [(e.seat, e.target, e.damage) for e in kinds(ev, Counterattacked)] == [(1, 0, damage)]
    assert s.players[0].health == health


@pytest.mark.parametrize(
    ("reading", "damage", "health"),
    [
        ("full_pipeline", 3, 6),  # 5, chestplate -2 -> 3
        ("roll_plus_modifiers", 5, 4),  # 5, no reduction -> 5
    ],
)
def test_A38_counterattack_reading_decides_damage_reduction(
    reading: str, damage: int, health: int
) -> None:
    s, ev = act(_tripped_fighter((2, 5), trip_counterattack=reading), "trip dir=E")
    assert [e.damage for e in kinds(ev, Counterattacked)] == [damage]
    assert s.players[0].health == health and rolls(ev, "counterattack") == [5]


def _fleeing(character: str, dice: tuple[int, ...], **options: Any) -> State:
    """A caped (CAN FLEE on 3) player next to a goblin that targets him."""
    return build(
        {
            "players": [player(0, 0, character, equipment={"chest": "shadow_cape"})],
            "cells": [tile(0, 0), tile(1, 0, "goblin", queue=[0]), tile(-1, 0, paths="EW")],
        },
        dice=dice,
        **options,
    )


@pytest.mark.parametrize(
    ("reading", "fled", "flee_rolls"),
    [("one_roll", False, [2]), ("item_then_flee", True, [2, 5])],
)
def test_A39_item_miss_then_a_flee_roll(reading: str, fled: bool, flee_rolls: list[int]) -> None:
    s, ev = act(_fleeing("rogue", (2, 5), flee_item_roll=reading), "flee")
    assert (s.phase == FLEE) is fled
    assert rolls(ev, "flee-item") + rolls(ev, "flee") == flee_rolls


@pytest.mark.parametrize(("reading", "fled"), [("one_roll", True), ("item_then_flee", False)])
def test_A39_a_natural_four_on_the_single_roll(reading: str, fled: bool) -> None:
    # one roll: 4 is in {3} | {4,5,6}; item first: 4 is not the cape's 3, then the flee die 1
    s = act(_fleeing("rogue", (4, 1), flee_item_roll=reading), "flee")[0]
    assert (s.phase == FLEE) is fled


@pytest.mark.parametrize("reading", ["one_roll", "item_then_flee"])
def test_A39_warrior_has_only_the_item_roll(reading: str) -> None:
    s, ev = act(_fleeing("warrior", (5, 3), flee_item_roll=reading), "flee")
    assert s.phase != FLEE
    assert rolls(ev, "flee-item") + rolls(ev, "flee") == [5]


@pytest.mark.parametrize(("reading", "attack_mod"), [("until_slain", 1), ("until_reset", 0)])
def test_A40_thrown_weakness_after_the_enemy_resets(reading: str, attack_mod: int) -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue")],
            "cells": [
                tile(0, 0),
                tile(1, 0, "goblin", queue=[0], health=1, attack_mod=1),
                tile(-1, 0, paths="EW"),
            ],
        },
        dice=(6,),
        thrown_modifiers_last=reading,
    )
    s = act(s, "flee", "flee-to dir=W")[0]
    (goblin,) = s.enemies
    assert goblin.queue == () and goblin.health > 1  # the reset happened either way
    assert goblin.attack_mod == attack_mod


@pytest.mark.parametrize(("reading", "left"), [("action_phases", 2), ("player_turns", 1)])
def test_A56_a_paralyzed_enemy_nobody_fights(reading: str, left: int) -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue")],
            "cells": [
                tile(0, 0, paths="N"),
                tile(0, 1, paths="S"),
                tile(3, 0, "goblin", paralyzed=2),
            ],
        },
        enemy_paralysis_counts=reading,
    )
    s = act(s, "end-turn")[0]
    assert [e.paralyzed for e in s.enemies] == [left]


@pytest.mark.parametrize(("reading", "left"), [("action_phases", 1), ("player_turns", 1)])
def test_A56_a_paralyzed_enemy_in_combat_loses_one_per_turn_either_way(
    reading: str, left: int
) -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue")],
            "cells": [tile(0, 0), tile(1, 0, "goblin", queue=[0], health=9, paralyzed=2)],
        },
        dice=(1,),
        enemy_paralysis_counts=reading,
    )
    s = act(s, "attack dir=E")[0]
    # the skipped action phase and the turn end do not both count (player_turns)
    assert [e.paralyzed for e in s.enemies] == [left] and s.players[0].health == 8


FRAIL_BAT = """
[[card]]
id = "frail_bat"
name = "Frail Bat"
kind = "enemy"
health = 2
attack = 1
gold = 1
tradeable = true
source = "house"
ref = "test card: dies on a spike trap"
"""


@pytest.mark.parametrize(
    ("reading", "hand", "discard"),
    [("responsible_player", ("frail_bat",), ()), ("discarded", (), ("frail_bat",))],
)
def test_A50_enemy_teleported_onto_a_spike_trap(
    tmp_path: Any, reading: str, hand: tuple[str, ...], discard: tuple[str, ...]
) -> None:
    path = tmp_path / "frail.toml"
    path.write_text(FRAIL_BAT)
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=["potion_red"]), player(9, 9, "rogue")],
            "cells": [tile(0, 0), {"at": [1, 0], "card": "frail_bat", "queue": [0]},
                      tile(4, 4, "spike_trap"), tile(9, 9)],
            "identified": {"red": "teleportation"},
            "pathing": ["stack_crossroads"],
        },
        seats=2,
        cards=(str(path),),
        off_combat_kill_loot=reading,
    )  # fmt: skip
    s, ev = act(s, "throw card=potion_red dir=E", "teleport x=4 y=4")
    assert s.enemies == () and s.players[0].hand == hand
    assert s.discard == ("potion_red", *discard)
    assert [e.cards for e in kinds(ev, CardsDiscarded)] == [(c,) for c in discard]
    assert (
        s.cells[pack(4, 4)].card == "spike_trap" and s.cells[pack(1, 0)].card == "stack_crossroads"
    )


@pytest.mark.parametrize(("reading", "health"), [("enemies_act", 6), ("enemies_skip", 8)])
def test_A51_drinking_paralysis_in_combat(reading: str, health: int) -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue", hand=["potion_red"]), player(9, 9, "rogue")],
            "cells": [tile(0, 0), tile(1, 0, "goblin", queue=[0]), tile(9, 9)],
            "identified": {"red": "paralysis"},
        },
        seats=2,
        turn_ended_in_combat=reading,
    )
    s = act(s, "drink card=potion_red")[0]
    assert s.seat == 1 and s.players[0].health == health  # the goblin hits for 2, or not


@pytest.mark.parametrize(
    ("in_combat", "health", "fountain_rolls"), [(True, 5, [3]), (False, 3, [])]
)
def test_A58_the_fountain_for_a_player_in_combat(
    in_combat: bool, health: int, fountain_rolls: list[int]
) -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue", health=5)],
            "cells": [tile(0, 0, "fountain"), tile(1, 0, "goblin", queue=[0], health=9)],
        },
        dice=(1, 3),  # attack 1; the goblin hits for 2; next upkeep: fountain 3 heals 2
        fountain_in_combat=in_combat,
    )
    s, ev = act(s, "attack dir=E")
    assert s.players[0].health == health and rolls(ev, "fountain") == fountain_rolls
    assert s.players[0].fights == (1,) and s.seat == 0


@pytest.mark.parametrize(("reading", "health"), [("full_max", 13), ("character_base", 8)])
def test_A57_health_after_respawn_with_a_kept_artifact(reading: str, health: int) -> None:
    s = build(
        {
            "players": [
                player(1, 0, "rogue", health=1, hand=["giants_heart", "gold_1"], sheet_attack=2),
                player(9, 9, "rogue"),
            ],
            "cells": [
                tile(0, 0, "start"),
                tile(1, 0),
                tile(2, 0, "goblin", queue=[0]),
                tile(9, 9),
            ],
        },
        seats=2,
        dice=(1,),
        respawn_health=reading,
    )
    s = act(s, "attack dir=E")[0]  # 1 + 2 does not kill the goblin; it hits back: dead
    s = act(s, "keep card=giants_heart where=hand", "lay-face-down card=gold_1")[0]
    s = act(s, "respawn x=0 y=0")[0]
    me = s.players[0]
    assert (me.health, me.sheet_attack, me.hand) == (health, 0, ("giants_heart",))


ECHO_BLADE = """
[[card]]
id = "echo_blade"
name = "Echo Blade"
kind = "weapon"
deck = "shop"
slot = "primary"
source = "house"
ref = "test card: ROLLING AN X: ATTACK AGAIN (003 L478)"
text = "Rolling a 6: attack again."
gold = 3
tradeable = true
effects = [{ op = "attack_again", on = 6 }]
"""


@pytest.mark.parametrize(
    ("reading", "health", "attack_rolls"),
    [("reroll_twice", 15, [6, 2, 3]), ("one_more_roll", 12, [6, 2])],
)
def test_A49_attack_again_on_a_user_card(
    tmp_path: Any, reading: str, health: int, attack_rolls: list[int]
) -> None:
    (tmp_path / "echo.toml").write_text(ECHO_BLADE)
    s = build(
        {
            "players": [player(0, 0, "rogue", equipment={"primary": "echo_blade"})],
            "cells": [tile(0, 0), tile(1, 0, "troll", queue=[0], health=20)],
        },
        dice=(6, 2, 3),
        cards=(str(tmp_path),),
        attack_again=reading,
    )
    s, ev = act(s, "attack dir=E")
    # alias: the 6 is replaced by 2 + 3 = 5; one more roll: 6 + 2 = 8
    assert [e.health for e in s.enemies] == [health] and rolls(ev, "attack") == attack_rolls

"""Potions: drink or throw, identification, every effect drunk / thrown at a player / thrown at
an enemy (R190-R202, R223, R256, R271, R300, R301, A-22, A-30, A-40, A-50, A-51, A-60)."""

from __future__ import annotations

from typing import Any

import pytest
from msgspec.structs import replace

from dungeontable.core import DieRolled, IllegalAction
from dungeontable.games.cardrogue.common.board import pack
from dungeontable.games.cardrogue.common.status import poison_enemy
from dungeontable.games.cardrogue.events import (
    PotionIdentified,
    PotionThrown,
    PotionWasted,
    Teleported,
)
from dungeontable.games.cardrogue.state import State

from .conftest import act, build, every, kinds, player, rolls, tile


def _solo(hand: list[str], known: dict[str, str] | None = None, dice: tuple[int, ...] = (),
          **who: Any) -> State:  # fmt: skip
    setup = {
        "players": [player(0, 0, "explorer", hand=hand, **who)],
        "cells": [tile(0, 0)],
        "identified": known or {},
    }
    return build(setup, dice=dice)


def _duel(hand: list[str], known: dict[str, str], dice: tuple[int, ...] = (), *,
          enemy: str = "goblin", **who: Any) -> State:  # fmt: skip
    """Seat 0 (explorer, 9 health) fighting ``enemy`` east of him; seat 1 far away."""
    return build(
        {
            "players": [player(0, 0, "explorer", hand=hand, **who), player(9, 9, "explorer")],
            "cells": [tile(0, 0), {"at": [1, 0], "card": enemy, "queue": [0]}, tile(9, 9)],
            "identified": known,
        },
        seats=2,
        dice=dice,
    )


def _neighbours(hand: list[str], known: dict[str, str], dice: tuple[int, ...] = (),
                **other: Any) -> State:  # fmt: skip
    """Seat 0 (explorer) with seat 1 (rogue, 8 max) on the connected tile east of him."""
    return build(
        {
            "players": [player(0, 0, "explorer", hand=hand), player(1, 0, "rogue", **other)],
            "cells": [tile(0, 0), tile(1, 0), tile(2, 0), tile(0, 1, "spike_trap")],
            "identified": known,
        },
        seats=2,
        dice=dice,
    )


# --- using potions ------------------------------------------------------------------------


def test_R191_drink_or_throw_any_time_on_your_turn_also_in_combat() -> None:
    s = _duel(["potion_red"], {})
    assert s.phase == "combat"
    potions = [a for a in every(s) if "potion" in a]
    assert potions == ["drink card=potion_red", "throw card=potion_red dir=E"]


def test_R191_several_potions_in_one_turn_each_discarded() -> None:
    s = _solo(["potion_red", "potion_red"], {"red": "strength"})  # one effect per colour
    s = act(s, "drink card=potion_red", "drink card=potion_red")[0]
    assert s.players[0].sheet_attack == 2
    assert s.players[0].hand == () and s.discard == ("potion_red", "potion_red")
    assert s.phase == "explore"


def test_R191_not_on_someone_elses_turn() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer"), player(5, 5, "explorer", hand=["potion_red"])],
            "cells": [tile(0, 0), tile(5, 5)],
        },
        seats=2,
    )
    assert not [a for a in every(s) if "potion" in a]


def test_R006_no_throwing_through_a_wall() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=["potion_red"]), player(1, 0, "rogue")],
            "cells": [tile(0, 0, paths="NSW"), tile(1, 0)],
        },
        seats=2,
    )
    assert [a for a in every(s) if a.startswith("throw")] == []


# --- identification -----------------------------------------------------------------------


def test_R193_first_use_identifies_the_colour_with_rerolls() -> None:
    s = _solo(["potion_red"], {"blue": "healing", "green": "poison"}, dice=(1, 2, 3))
    s, ev = act(s, "drink card=potion_red")
    assert rolls(ev, "potion identification") == [1, 2, 3]
    assert s.identified["red"] == "strength" and s.players[0].sheet_attack == 1
    assert [(e.color, e.effect) for e in kinds(ev, PotionIdentified)] == [("red", "strength")]
    assert s.rng.script == ()


def test_R193_every_potion_of_a_known_colour_has_that_effect() -> None:
    s = _solo(["potion_red", "potion_red"], {}, dice=(3,))
    s, ev = act(s, "drink card=potion_red", "drink card=potion_red")
    assert rolls(ev, "potion identification") == [3]  # the second one needs no roll
    assert s.players[0].sheet_attack == 2


def test_A60_the_thrower_identifies() -> None:
    s = _neighbours(["potion_red"], {}, dice=(4,))
    s, ev = act(s, "throw card=potion_red dir=E")
    rolled = [e for e in ev if isinstance(e, DieRolled)]
    assert [(e.seat, e.purpose, e.value) for e in rolled] == [(0, "potion identification", 4)]
    assert s.identified == {"red": "weakness"}
    assert s.players[1].sheet_attack == -1 and s.players[0].sheet_attack == 0


# --- healing (R195) -----------------------------------------------------------------------


def test_R195_healing_drunk_restores_max_health() -> None:
    s = act(_solo(["potion_red"], {"red": "healing"}, health=2), "drink card=potion_red")[0]
    assert s.players[0].health == 9


def test_R195_healing_thrown_at_a_player() -> None:
    s = _neighbours(["potion_red"], {"red": "healing"}, health=3)
    s = act(s, "throw card=potion_red dir=E")[0]
    assert s.players[1].health == 8


def test_A40_healing_thrown_at_an_enemy_heals_it_fully() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=["potion_red"]), player(9, 9, "explorer")],
            "cells": [tile(0, 0), {"at": [1, 0], "card": "troll", "queue": [0], "health": 2},
                      tile(9, 9)],
            "identified": {"red": "healing"},
        },
        seats=2,
    )  # fmt: skip
    s, ev = act(s, "throw card=potion_red dir=E")
    assert s.enemies[0].health == 10
    assert [(e.enemy, e.effect) for e in kinds(ev, PotionThrown)] == [(1, "healing")]


# --- poison (R196, R221, R223) --------------------------------------------------------------


def test_R196_poison_drunk_poisons_for_3_turns() -> None:
    s = act(_solo(["potion_red"], {"red": "poison"}), "drink card=potion_red")[0]
    assert s.players[0].poison == 3 and s.players[0].health == 9  # first tick next upkeep


def test_R221_a_poison_potion_never_shortens_a_longer_poison() -> None:
    s = act(_solo(["potion_red"], {"red": "poison"}, poison=4), "drink card=potion_red")[0]
    assert s.players[0].poison == 4


def test_R196_poison_thrown_at_a_player() -> None:
    s = act(_neighbours(["potion_red"], {"red": "poison"}), "throw card=potion_red dir=E")[0]
    assert s.players[1].poison == 3


def test_R223_poison_thrown_at_an_enemy_ticks_before_its_action() -> None:
    s = _duel(["potion_red"], {"red": "poison"}, dice=(1,))
    s = act(s, "throw card=potion_red dir=E")[0]
    assert (s.enemies[0].poison, s.enemies[0].poisoner, s.enemies[0].health) == (3, 0, 5)
    s = act(s, "attack dir=E")[0]  # 1 damage, then the tick before C2, then C3
    assert s.enemies[0].health == 3 and s.enemies[0].poison == 2
    assert s.players[0].health == 7  # the goblin still attacks (2)


@pytest.mark.parametrize(("printed", "after"), [(False, (2, 0, 0)), (True, (1, 1, 3))])
def test_A71_an_enemy_poisoned_again_by_a_shorter_poison(
    printed: bool, after: tuple[int, int, int]
) -> None:
    """A-71 (003 L698, player/enemy): seat 1's poison (printed 3) has 1 turn left when seat 0's
    2-turn poison lands: the turns left (default) let the new one run, and seat 0 takes the
    ticks; ``poison_again_reads_printed`` keeps the old one and its poisoner."""
    s = build(
        {
            "players": [player(0, 0, "explorer"), player(9, 9, "explorer")],
            "cells": [tile(0, 0), {"at": [1, 0], "card": "goblin", "queue": [0]}, tile(9, 9)],
        },
        seats=2,
        poison_again_reads_printed=printed,
    )
    goblin = replace(s.enemies[0], poison=1, poisoner=1, poison_x=3 if printed else 0)
    got = poison_enemy(s, goblin, 2, 0, "poison potion", []).enemies[0]
    assert (got.poison, got.poisoner, got.poison_x) == after
    if printed:  # a poison at least the printed X replaces the old one
        got = poison_enemy(s, goblin, 3, 0, "poison potion", []).enemies[0]
        assert (got.poison, got.poisoner, got.poison_x) == (3, 0, 3)


def test_A13_a_poison_kill_loots_for_the_thrower() -> None:
    s = _duel(["potion_red"], {"red": "poison"}, dice=(2,), enemy="cave_bat")
    s = act(s, "throw card=potion_red dir=E", "attack dir=E")[0]  # 3 - 2 = 1, the tick kills
    assert s.enemies == () and "cave_bat" in s.players[0].hand


# --- strength and weakness (R197, R198, A-40) -----------------------------------------------


@pytest.mark.parametrize(("effect", "amount"), [("strength", 1), ("weakness", -1)])
def test_R197_R198_drunk_and_thrown_at_a_player(effect: str, amount: int) -> None:
    s = act(_solo(["potion_red"], {"red": effect}), "drink card=potion_red")[0]
    assert s.players[0].sheet_attack == amount
    s = act(_neighbours(["potion_red"], {"red": effect}), "throw card=potion_red dir=E")[0]
    assert s.players[1].sheet_attack == amount and s.players[0].sheet_attack == 0


@pytest.mark.parametrize(("effect", "health"), [("strength", 8), ("weakness", 6)])
def test_R197_R198_thrown_at_an_enemy_changes_its_attack(effect: str, health: int) -> None:
    s = _duel(["potion_red"], {"red": effect}, dice=(1,))
    s = act(s, "throw card=potion_red dir=E", "attack dir=E")[0]
    assert s.enemies[0].attack_mod == (-1 if effect == "strength" else 1)
    assert s.players[0].health == health  # goblin attack 2 -1 / +1


# --- paralysis (R200, R026, A-51, A-56) ----------------------------------------------------


def test_R200_paralysis_drunk_ends_the_turn_without_step_4() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=["potion_red"]), player(5, 5, "rogue")],
            "cells": [tile(0, 0), tile(5, 5, paths="S")],
            "identified": {"red": "paralysis"},
            "explore": ["kobold"],
        },
        seats=2,
    )
    s = act(s, "drink card=potion_red")[0]
    assert s.seat == 1 and s.explore == ("kobold",)  # R026: no exploration cards laid
    assert sorted(s.cells) == [pack(0, 0), pack(5, 5)]


def test_A51_paralysis_drunk_in_combat_the_enemy_still_acts() -> None:
    s = act(_duel(["potion_red"], {"red": "paralysis"}), "drink card=potion_red")[0]
    assert s.players[0].health == 7 and s.seat == 1


def test_R200_paralysis_thrown_at_a_player_costs_his_next_turn() -> None:
    s = act(_neighbours(["potion_red"], {"red": "paralysis"}), "throw card=potion_red dir=E")[0]
    assert s.players[1].skip == 1 and s.seat == 0


def test_R200_paralysis_thrown_at_an_enemy_skips_its_next_action() -> None:
    s = _duel(["potion_red"], {"red": "paralysis"}, dice=(1,))
    s = act(s, "throw card=potion_red dir=E", "attack dir=E")[0]
    assert s.players[0].health == 9 and s.enemies[0].paralyzed == 0


# --- teleportation (R199, R300, R301, A-22, A-50) -------------------------------------------


def _teleport_board(hand: list[str], goblin: int = 3, **extra: Any) -> State:
    return build(
        {
            "players": [player(0, 0, "explorer", hand=hand), player(9, 9, "rogue")],
            "cells": [
                tile(0, 0),
                {"at": [1, 0], "card": "goblin", "queue": [0], "health": goblin},
                tile(0, 1, "potion_blue"),
                tile(0, -1, "spike_trap"),
                tile(3, 3, "shop"),
                tile(9, 9),
            ],
            "identified": {"red": "teleportation"},
            "pathing": ["stack_crossroads"],
            **extra,
        },
        seats=2,
    )


def test_R199_drunk_teleport_destinations_and_the_turn_ends() -> None:
    s = act(_teleport_board(["potion_red"]), "drink card=potion_red")[0]
    assert s.pending[0].kind == "teleport"
    assert every(s) == ["teleport x=0 y=-1", "teleport x=0 y=1", "teleport x=3 y=3"]
    s, ev = act(s, "teleport x=0 y=1")
    p = s.players[0]
    assert p.pos == pack(0, 1) and p.deferred and p.fights == ()
    assert p.hand == ()  # R300: the potion there waits for his next upkeep
    assert s.enemies[0].queue == () and s.enemies[0].health == 5  # nobody fights it
    assert s.seat == 1  # R026: the turn ended, no C2/C3 (A-51: he left)
    assert [(e.target, e.x, e.y) for e in kinds(ev, Teleported)] == [(0, 0, 1)]


def test_R300_the_arrival_waits_for_the_next_upkeep() -> None:
    s = act(_teleport_board(["potion_red"]), "drink card=potion_red", "teleport x=0 y=1")[0]
    s = act(s, "end-turn")[0]  # seat 1 ends; seat 0's upkeep picks up the potion
    assert s.seat == 0 and s.players[0].hand == ("potion_blue",)
    assert s.cells[pack(0, 1)].card == "stack_crossroads"  # R054: a tile replaces the potion
    assert s.players[0].deferred is False and s.phase == "explore"


def test_A22_strict_option_only_plain_pathing_tiles() -> None:
    s = act(
        build(
            {
                "players": [player(0, 0, "explorer", hand=["potion_red"]),
                            player(9, 9, "rogue")],
                "cells": [tile(0, 0), tile(0, 1, "shop"), tile(0, -1, "spike_trap"),
                          tile(3, 3, "passage"), tile(9, 9)],
                "identified": {"red": "teleportation"},
            },
            seats=2,
            teleport_strict_pathing_only=True,
        ),
        "drink card=potion_red",
    )[0]  # fmt: skip
    assert every(s) == ["teleport x=3 y=3"]


def test_R199_thrown_at_a_player_the_thrower_chooses_and_keeps_playing() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=["potion_red"]), player(1, 0, "rogue")],
            "cells": [tile(0, 0), tile(1, 0), tile(4, 4, "spike_trap")],
            "identified": {"red": "teleportation"},
        },
        seats=2,
    )
    s = act(s, "throw card=potion_red dir=E")[0]
    assert s.pending[0].seat == 0 and s.pending[0].card == "player"
    s = act(s, "teleport x=4 y=4")[0]
    assert s.players[1].pos == pack(4, 4) and s.players[1].deferred
    assert s.players[1].health == 8  # R300: the trap waits
    assert s.seat == 0 and s.phase == "explore"


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


def test_A50_an_enemy_killed_by_a_trap_it_was_teleported_onto_loots_for_the_thrower(
    tmp_path: Any,
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
    )  # fmt: skip
    s = act(s, "throw card=potion_red dir=E", "teleport x=4 y=4")[0]
    assert s.enemies == () and s.players[0].hand == ("frail_bat",)  # R139: 2 spikes kill it
    assert s.cells[pack(4, 4)].card == "spike_trap"  # the trap stays (R143)
    assert s.cells[pack(1, 0)].card == "stack_crossroads"


def test_R139_an_enemy_teleported_onto_a_trap_survives_with_less_health() -> None:
    s = act(_teleport_board(["potion_red"]), "throw card=potion_red dir=E", "teleport x=0 y=-1")[0]
    assert s.enemies[0].pos == pack(0, -1) and s.enemies[0].health == 3  # 5 (reset) - 2
    assert s.players[0].fights == ()  # R301: next to him, but combat waits for his next turn


def test_R301_an_enemy_teleported_next_to_a_player_fights_from_his_next_turn() -> None:
    s = _teleport_board(["potion_red"])
    s = act(s, "throw card=potion_red dir=E", "teleport x=3 y=3")[0]
    enemy = s.enemies[0]
    assert enemy.pos == pack(3, 3) and enemy.queue == ()
    assert s.players[0].fights == ()
    assert s.cells[pack(1, 0)].card == "stack_crossroads"  # R092: a tile where it stood
    assert s.cells[pack(3, 3)].card == "shop"  # it stands on the shop now
    assert s.phase == "explore" and s.step == 2  # R093 / A-29: as after a slay


def test_R271_a_known_teleport_cannot_be_used_in_the_end_rush() -> None:
    s = _teleport_board(["potion_red"], end_rush=True)
    assert not [a for a in every(s) if "potion_red" in a]
    s = _teleport_board(["potion_red"])
    assert "drink card=potion_red" in every(s)


def test_A30_an_unknown_teleport_in_the_end_rush_is_used_up() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=["potion_green"]), player(9, 9, "rogue")],
            "cells": [tile(0, 0), tile(0, 1), tile(9, 9)],
            "end_rush": True,
        },
        seats=2,
        dice=(5,),
    )
    s, ev = act(s, "drink card=potion_green")
    assert s.identified == {"green": "teleportation"}
    assert s.players[0].pos == pack(0, 0) and s.players[0].hand == () and s.pending == ()
    assert [e.reason for e in kinds(ev, PotionWasted)] == ["teleportation in the end rush"]
    assert s.seat == 0 and s.phase == "explore"


def test_R191_illegal_potion_actions_are_refused() -> None:
    s = _solo(["potion_red"], {})
    with pytest.raises(IllegalAction):
        act(s, "drink card=potion_blue")

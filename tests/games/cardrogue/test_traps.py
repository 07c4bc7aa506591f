"""Traps (R139-R148, A-11, A-50) and the fountain (R150-R152, A-58)."""

from __future__ import annotations

from dungeontable.games.cardrogue.common.board import pack
from dungeontable.games.cardrogue.common.traps import spring_on_enemy
from dungeontable.games.cardrogue.events import CardPlaced, TrapSprung, TurnLost
from dungeontable.games.cardrogue.phases import COMBAT
from dungeontable.games.cardrogue.state import enemy_at

from .conftest import act, build, hidden, kinds, player, rolls, tile


def test_R144_spike_trap_costs_2_and_armor_does_not_help() -> None:
    who = player(0, 0, "rogue", equipment={"chest": "chestplate"})
    s = build({"players": [who], "cells": [tile(0, 0), hidden(1, 0, "spike_trap")]})
    s = act(s, "flip dir=E")[0]
    assert s.players[0].health == 6


def test_R145_A11_paralysis_trap_on_own_turn_ends_it_without_step_4() -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue"), player(5, 5, "rogue")],
            "cells": [tile(0, 0), tile(5, 5), hidden(1, 0, "paralysis_trap")],
            "explore": ["kobold"],
        },
        seats=2,
    )
    s, ev = act(s, "flip dir=E")
    assert s.seat == 1 and kinds(ev, CardPlaced) == []  # step 4 skipped (R026)
    assert s.players[0].skip == 0


def test_R146_poison_trap_poisons_for_2_turns() -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue"), player(5, 5)],
            "cells": [tile(0, 0), tile(5, 5), hidden(1, 0, "poison_trap")],
        },
        seats=2,
    )
    s = act(s, "flip dir=E")[0]
    assert s.players[0].poison == 2 and s.players[0].health == 8


def test_R147_vision_lens_avoids_on_its_x() -> None:
    who = player(0, 0, "rogue", equipment={"head": "vision_lens"})
    s = build({"players": [who], "cells": [tile(0, 0), hidden(1, 0, "spike_trap")]}, dice=(6,))
    s, ev = act(s, "flip dir=E")
    assert s.players[0].health == 8 and kinds(ev, TrapSprung)[0].avoided
    s = build({"players": [who], "cells": [tile(0, 0), hidden(1, 0, "spike_trap")]}, dice=(5,))
    s = act(s, "flip dir=E")[0]
    assert s.players[0].health == 6


def test_explorer_trait_avoids_traps_on_6() -> None:
    s = build(
        {"players": [player(0, 0, "explorer")], "cells": [tile(0, 0), hidden(1, 0, "spike_trap")]},
        dice=(6,),
    )
    s, ev = act(s, "flip dir=E")
    assert rolls(ev, "avoid trap") == [6] and s.players[0].health == 9


def test_R148_R300_trap_under_a_moved_player_triggers_at_his_upkeep() -> None:
    s = build(
        {
            "players": [player(5, 5, "rogue"), player(0, 0, "rogue", deferred=True)],
            "cells": [tile(5, 5), tile(0, 0, "spike_trap")],
        },
        seats=2,
    )
    s = act(s, "end-turn")[0]
    assert s.players[1].health == 6 and not s.players[1].deferred


def test_A11_paralysis_trap_at_upkeep_costs_that_turn() -> None:
    s = build(
        {
            "players": [player(5, 5, "rogue"), player(0, 0, "rogue", deferred=True)],
            "cells": [tile(5, 5), tile(0, 0, "paralysis_trap")],
        },
        seats=2,
    )
    s, ev = act(s, "end-turn")
    assert [e.seat for e in kinds(ev, TurnLost)] == [1]
    assert s.seat == 0 and s.players[1].skip == 0


def test_R139_A50_enemy_on_a_spike_trap_credits_the_responsible_player() -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue")],
            "cells": [tile(0, 0), tile(3, 3, "spike_trap")],
            "pathing": ["stack_crossroads"],
        }
    )
    from dungeontable.games.cardrogue.state import Enemy, with_enemy

    s = with_enemy(s, Enemy(uid=1, card="cave_bat", pos=pack(3, 3), health=2))
    ev: list = []  # type: ignore[type-arg]
    s = spring_on_enemy(s, s.enemies[0], ev, responsible=0)
    assert s.enemies == () and s.players[0].hand == ("cave_bat",)


def test_R139_enemy_paralysis_and_poison_traps() -> None:
    from dungeontable.games.cardrogue.state import Enemy, with_enemy

    s = build(
        {
            "players": [player(0, 0)],
            "cells": [tile(0, 0), tile(3, 3, "paralysis_trap"), tile(4, 4, "poison_trap")],
        }
    )
    s = with_enemy(s, Enemy(uid=1, card="goblin", pos=pack(3, 3), health=5))
    s = with_enemy(s, Enemy(uid=2, card="goblin", pos=pack(4, 4), health=5))
    s = spring_on_enemy(s, s.enemies[0], [], responsible=0)
    s = spring_on_enemy(s, s.enemies[1], [], responsible=0)
    assert enemy_at(s, pack(3, 3)).paralyzed == 1  # type: ignore[union-attr]
    assert (enemy_at(s, pack(4, 4)).poison, enemy_at(s, pack(4, 4)).poisoner) == (2, 0)  # type: ignore[union-attr]


def _fountain(health: int, dice: tuple[int, ...], **extra: object):  # type: ignore[no-untyped-def]
    return build(
        {
            "players": [player(0, 0, "rogue", health=health)],
            "cells": [tile(0, 0, "fountain"), tile(0, 1)],
            "pathing": ["stack_crossroads"],
            **extra,
        },
        dice=dice,
    )


def test_R150_fountain_heals_2_on_1_to_5_capped() -> None:
    s = act(_fountain(5, (3,)), "end-turn")[0]
    assert s.players[0].health == 7
    s = act(_fountain(7, (5,)), "end-turn")[0]
    assert s.players[0].health == 8  # R008 cap at max 8


def test_R150_fountain_drains_on_6_and_is_replaced() -> None:
    s = act(_fountain(5, (6,)), "end-turn")[0]
    assert s.players[0].health == 5
    assert s.cells[pack(0, 0)].card == "stack_crossroads" and "fountain" in s.discard


def test_R152_A12_fountain_rolls_on_a_skipped_turn() -> None:
    s = build(
        {"players": [player(0, 0, "rogue", health=3, skip=1)], "cells": [tile(0, 0, "fountain")]},
        dice=(1,),
    )
    s, ev = act(s, "end-turn")
    assert s.players[0].health == 5 and kinds(ev, TurnLost)


def test_A58_fountain_rolls_before_combat_starts() -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue", health=3)],
            "cells": [tile(0, 0, "fountain"), tile(0, 1, "goblin", queue=[0])],
        },
        dice=(1, 4),
    )
    s, ev = act(s, "attack dir=N")
    assert rolls(ev) == [1, 4]  # attack, then next upkeep's fountain
    assert s.players[0].health == 3 - 2 + 2 and s.phase == COMBAT

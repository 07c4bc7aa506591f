"""Movement and arrival (R011, R053-R063, R190, R247, R260, A-04, A-54)."""

from __future__ import annotations

from dungeontable.games.cardrogue.common.board import pack
from dungeontable.games.cardrogue.events import CardsTaken, PointsScored
from dungeontable.games.cardrogue.phases import COMBAT, EXPLORE

from .conftest import act, build, kinds, legal, player, tile


def test_R053_one_move_per_turn() -> None:
    s = build({"players": [player(0, 0)], "cells": [tile(0, 0), tile(0, 1), tile(0, 2)]})
    s = act(s, "move dir=N")[0]
    assert s.players[0].pos == pack(0, 1)
    assert legal(s) == ["end-turn"]


def test_R011_tokens_and_enemies_block_movement() -> None:
    s = build(
        {
            "players": [player(0, 0), player(1, 0)],
            "cells": [tile(0, 0), tile(1, 0), tile(0, 1, "goblin"), tile(-1, 0)],
        },
        seats=2,
    )
    s = build(
        {
            "players": [player(0, 0), player(1, 0)],
            "cells": [tile(0, 0), tile(1, 0), tile(0, 1, "goblin", queue=[1]), tile(-1, 0)],
        },
        seats=2,
    )
    assert [a for a in legal(s) if a.startswith("move")] == ["move dir=W"]


def test_R054_potion_must_be_picked_up_and_replaced() -> None:
    s = build(
        {
            "players": [player(0, 0)],
            "cells": [tile(0, 0), tile(1, 0, "potion_red")],
            "pathing": ["stack_dead_end"],
        }
    )
    s, ev = act(s, "move dir=E")
    assert s.players[0].hand == ("potion_red",)
    assert s.cells[pack(1, 0)].card == "stack_dead_end"
    assert s.cells[pack(1, 0)].mask == 0b1000  # connects back west, where he came from
    assert kinds(ev, CardsTaken)[0].source == "potion"


def test_R054_potion_replacement_with_choices_asks_the_mover() -> None:
    s = build(
        {
            "players": [player(0, 0)],
            "cells": [tile(0, 0), tile(1, 0, "potion_blue")],
            "pathing": ["stack_bend"],
        }
    )
    s = act(s, "move dir=E")[0]
    assert legal(s) == ["orient paths=SW", "orient paths=NW"]
    s = act(s, "orient paths=SW")[0]
    assert s.phase == EXPLORE and legal(s) == ["end-turn"]


def test_R055_entering_a_revealed_trap_triggers_it_each_time() -> None:
    s = build(
        {"players": [player(0, 0, "rogue")], "cells": [tile(0, 0), tile(1, 0, "spike_trap")]},
    )
    s = act(s, "move dir=E", "end-turn", "move dir=W", "end-turn", "move dir=E")[0]
    assert s.players[0].health == 4  # 8 - 2 - 2; staying never re-triggered (R141)


def test_R058_chest_with_key_scores_and_becomes_floor() -> None:
    s = build(
        {
            "players": [player(0, 0, hand=["key", "gold_5"])],
            "cells": [tile(0, 0), tile(1, 0, "chest")],
        }
    )
    s, ev = act(s, "move dir=E")
    assert s.players[0].vp == 1 and s.players[0].hand == ("gold_5",)
    assert s.cells[pack(1, 0)].card == "floor"
    assert "key" in s.discard and "chest" in s.removed
    assert [e.vp for e in kinds(ev, PointsScored)] == [1]


def test_A33_chest_without_key_does_nothing() -> None:
    s = build({"players": [player(0, 0)], "cells": [tile(0, 0), tile(1, 0, "chest")]})
    s = act(s, "move dir=E")[0]
    assert s.players[0].vp == 0 and s.cells[pack(1, 0)].card == "chest"


def test_R059_drop_pile_goes_to_the_first_player_to_enter() -> None:
    s = build(
        {
            "players": [player(0, 0), player(5, 5)],
            "cells": [tile(0, 0), tile(1, 0, drop=["dagger", "heart_stone"]), tile(5, 5)],
        },
        seats=2,
    )
    s, ev = act(s, "move dir=E")
    assert s.players[0].hand == ("dagger", "heart_stone")
    assert s.players[0].health == 12  # the artifact applies (+2 max, +2 current)
    assert s.cells[pack(1, 0)].drop == ()
    (taken,) = kinds(ev, CardsTaken)  # he "reveals the cards" (003 L188): one public event
    assert (taken.to, taken.cards, taken.count) == (None, ("dagger", "heart_stone"), 2)


def test_R060_moving_next_to_an_enemy_starts_combat_now() -> None:
    s = build({"players": [player(0, 0)], "cells": [tile(0, 0), tile(0, 1), tile(1, 1, "goblin")]})
    s = act(s, "move dir=N")[0]
    assert s.phase == COMBAT and s.via == "move"
    assert s.enemies[0].queue == (0,)


def test_R061_extra_moves_only_out_of_combat_in_step_3() -> None:
    cells = [tile(0, 0), tile(0, 1), tile(0, 2), tile(0, 3)]
    s = build({"players": [player(0, 0, "explorer")], "cells": cells})
    s = act(s, "move dir=N", "move dir=N")[0]
    assert s.step == 3 and s.extra_used == 1
    assert legal(s) == ["end-turn"]
    s = build(
        {
            "players": [player(0, 0, equipment={"feet": "hasty_boots"}, character="explorer")],
            "cells": cells,
        }
    )
    s = act(s, "move dir=N", "move dir=N", "move dir=N")[0]
    assert s.players[0].pos == pack(0, 3)  # Explorer +1 and Hasty Boots +1 stack


def test_R063_R272_end_rush_exit_scores_and_ends_the_game() -> None:
    s = build(
        {
            "players": [player(1, 0, hand=["golem"]), player(9, 9)],
            "cells": [tile(0, 0, "start"), tile(1, 0), tile(9, 9)],
            "end_rush": True,
        },
        seats=2,
    )
    s, _ev = act(s, "move dir=W")
    assert s.result is not None and s.result.reason == "exit"
    assert s.result.scores == (3.0, 0.0) and s.result.winners == (0,)
    assert s.players[0].vp == 1


def test_A31_start_tile_is_only_an_exit_during_the_rush() -> None:
    s = build(
        {
            "players": [player(1, 0), player(9, 9)],
            "cells": [tile(0, 0, "start"), tile(1, 0), tile(9, 9)],
        },
        seats=2,
    )
    s = act(s, "move dir=W")[0]
    assert s.result is None and s.players[0].vp == 0

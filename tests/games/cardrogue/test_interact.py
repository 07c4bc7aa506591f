"""Tripping and stealing (R250, R252-R255, R263, A-37, A-38)."""

from __future__ import annotations

from typing import Any

import pytest
from msgspec.structs import replace

from dungeontable.core import IllegalAction, Rng
from dungeontable.games.cardrogue.common.board import pack
from dungeontable.games.cardrogue.events import (
    CardsRemoved,
    CardsTaken,
    CardStolen,
    Counterattacked,
    TripAttempted,
)
from dungeontable.games.cardrogue.state import State

from .conftest import act, build, every, kinds, player, rolls, tile


def _pair(dice: tuple[int, ...] = (), me: str = "explorer", seats: int = 2, *,
          victim: dict[str, Any] | None = None, cells: list[dict[str, Any]] | None = None,
          **options: Any) -> State:  # fmt: skip
    """Seat 0 at (0, 0), seat 1 (warrior) east of him at (1, 0); more tiles east."""
    players = [player(0, 0, me), player(1, 0, "warrior", **(victim or {}))]
    if seats == 3:
        players.append(player(9, 9, "cleric"))
    board = [tile(0, 0), tile(1, 0), tile(2, 0), tile(1, 1), tile(9, 9), *(cells or [])]
    return build({"players": players, "cells": board}, seats=seats, dice=dice, **options)


# --- general (R250) ------------------------------------------------------------------------


def test_R250_interactions_need_a_connected_neighbour() -> None:
    assert [a for a in every(_pair()) if a.startswith(("trip", "steal"))] == [
        "trip dir=E",
        "steal dir=E",
    ]
    walled = build(
        {
            "players": [player(0, 0, "explorer"), player(1, 0, "warrior")],
            "cells": [tile(0, 0, paths="NSW"), tile(1, 0)],
        },
        seats=2,
    )
    assert not [a for a in every(walled) if a.startswith(("trip", "steal", "propose"))]


def test_R250_not_while_in_combat() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer"), player(1, 0, "warrior")],
            "cells": [tile(0, 0), tile(1, 0), {"at": [0, -1], "card": "goblin", "queue": [0]}],
        },
        seats=2,
    )
    assert s.phase == "combat"
    assert not [a for a in every(s) if a.startswith(("trip", "steal", "propose"))]


def test_R250_an_interaction_is_step_3() -> None:
    s = act(_pair((1,), cells=[tile(-1, 0, "goblin", up=False)]), "trip dir=E")[0]
    assert s.step == 3 and "flip dir=W" not in every(s)
    assert not [a for a in every(s) if a.startswith("move")]  # R023: the normal move is gone


# --- trip (R252, R253, A-37, A-38) -----------------------------------------------------------


def test_R252_a_trip_succeeds_on_4_to_6_and_costs_the_next_turn() -> None:
    s, ev = act(_pair((4,)), "trip dir=E")
    assert s.players[1].skip == 1
    assert [(e.seat, e.target, e.success) for e in kinds(ev, TripAttempted)] == [(0, 1, True)]
    assert rolls(ev, "trip") == [4]


def test_R252_a_failed_trip_does_nothing() -> None:
    s = act(_pair((3,)), "trip dir=E")[0]
    assert s.players[1].skip == 0 and s.players[0].health == 9 and s.pending == ()


def test_R252_the_hop_is_optional_and_lands_next_to_the_victim() -> None:
    s = act(_pair((6,)), "trip dir=E")[0]
    assert s.pending[0].kind == "hop"
    assert every(s) == ["hop dir=N", "hop dir=E", "stay-put"]
    stay = act(s, "stay-put")[0]
    assert stay.players[0].pos == pack(0, 0) and stay.pending == ()
    s = act(s, "hop dir=E")[0]
    assert s.players[0].pos == pack(2, 0) and s.phase == "explore"


def test_A37_the_hop_has_entry_effects() -> None:
    s = _pair((5, 1), cells=[tile(2, 0, "spike_trap")])  # 1: the explorer does not avoid it
    s = act(s, "trip dir=E", "hop dir=E")[0]
    assert s.players[0].pos == pack(2, 0) and s.players[0].health == 7


def test_A37_no_free_tile_no_hop() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer"), player(1, 0, "warrior")],
            "cells": [tile(0, 0), tile(1, 0, "dead_end", paths="W")],
        },
        seats=2,
        dice=(6,),
    )
    s = act(s, "trip dir=E")[0]
    assert s.pending == () and s.players[1].skip == 1


def test_R252_the_skip_makes_him_lose_his_turn() -> None:
    s = act(_pair((6,)), "trip dir=E", "stay-put", "end-turn")[0]
    assert s.seat == 0 and s.players[1].skip == 0  # seat 1's turn passed


def _victim_in_combat(dice: tuple[int, ...], **who: Any) -> State:
    return build(
        {
            "players": [player(0, 0, "explorer", **who), player(1, 0, "warrior")],
            "cells": [tile(0, 0), tile(1, 0), {"at": [2, 0], "card": "troll", "queue": [1]}],
        },
        seats=2,
        dice=dice,
    )


def test_R253_tripping_a_fighter_he_stays_in_combat_and_loses_his_turn() -> None:
    s = act(_victim_in_combat((4,)), "trip dir=E")[0]
    assert s.players[1].skip == 1 and s.players[1].fights == (1,) and s.pending == ()


def test_R253_A38_a_failed_trip_on_a_fighter_draws_his_full_attack() -> None:
    s, ev = act(_victim_in_combat((2, 5)), "trip dir=E")  # warrior: 5 + 1 = 6
    assert [(e.seat, e.target, e.damage) for e in kinds(ev, Counterattacked)] == [(1, 0, 6)]
    assert s.players[0].health == 3 and rolls(ev, "counterattack") == [5]


def test_A38_the_trippers_damage_reduction_applies() -> None:
    s = act(_victim_in_combat((2, 5), equipment={"chest": "chestplate"}), "trip dir=E")[0]
    assert s.players[0].health == 5  # 6 - 2


def test_A38_the_counterattack_can_kill_the_tripper() -> None:
    s = act(_victim_in_combat((1, 6), health=3), "trip dir=E")[0]
    assert s.players[0].pos != pack(0, 0) and s.pending[0].kind == "respawn"


def test_A37_one_trip_or_steal_per_turn() -> None:
    s = act(_pair((1,)), "trip dir=E")[0]
    assert not [a for a in every(s) if a.startswith(("trip", "steal"))]
    assert "propose-trade dir=E" in every(s)  # trades stay unlimited


def test_A37_a_second_attempt_is_refused_naming_the_limit() -> None:
    """The step-3 prompt reads "interact": the refusal says which rule forbids it."""
    s = act(_pair((1,)), "trip dir=E")[0]
    with pytest.raises(IllegalAction) as refused:
        act(s, "steal dir=E")
    assert "(at most 1 trip or steal a turn (A-37), made already)" in str(refused.value)


def test_A37_option_more_attempts_per_turn() -> None:
    s = act(_pair((1, 1), max_trip_or_steal_per_turn=2), "trip dir=E")[0]
    assert "steal dir=E" in every(s)
    s = act(s, "steal dir=E")[0]
    assert not [a for a in every(s) if a.startswith(("trip", "steal"))]


# --- steal (R254, R263) ---------------------------------------------------------------------


def test_R254_a_6_steals_a_random_hand_card_never_equipment() -> None:
    s = _pair((6,), victim={"hand": ["key"], "equipment": {"primary": "sword"}})
    s, ev = act(s, "steal dir=E")
    assert s.players[0].hand == ("key",) and s.players[1].hand == ()
    assert s.players[1].equipment[0] == "sword"
    assert [(e.card, e.to) for e in kinds(ev, CardStolen)] == [("key", (0, 1))]


def test_R254_a_5_is_not_enough() -> None:
    s = act(_pair((5,), victim={"hand": ["key"]}), "steal dir=E")[0]
    assert s.players[1].hand == ("key",) and s.players[0].hand == ()


def test_R254_the_rogue_steals_on_a_5() -> None:
    s = act(_pair((5,), me="rogue", victim={"hand": ["key"]}), "steal dir=E")[0]
    assert s.players[0].hand == ("key",)


def test_R254_the_card_is_drawn_with_the_states_generator() -> None:
    hand = ["gold_1", "gold_5", "gold_10", "troll", "basilisk"]
    taken = set()
    for seed in range(40):
        s = replace(_pair(victim={"hand": hand}), rng=Rng.from_seed(seed).scripted((6,)))
        after = act(s, "steal dir=E")[0]
        (card,) = after.players[0].hand
        taken.add(card)
        again = act(s, "steal dir=E")[0]
        assert again.players[0].hand == (card,)  # same state, same card
    assert taken == set(hand)


def test_R254_the_stolen_card_is_private_to_thief_and_victim() -> None:
    s = _pair((6,), seats=3, victim={"hand": ["gold_10"]})
    ev = act(s, "steal dir=E")[1]
    stolen = [(e.card, e.to) for e in kinds(ev, CardStolen)]
    assert stolen == [("gold_10", (0, 1)), ("", (2,))]
    taken = [(e.cards, e.count, e.to) for e in kinds(ev, CardsTaken)]
    assert taken == [(("gold_10",), 1, (0,)), ((), 1, (1, 2))]


def test_R263_stealing_the_second_basilisk_loses_both() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=["basilisk"]),
                        player(1, 0, "warrior", hand=["basilisk"])],
            "cells": [tile(0, 0), tile(1, 0)],
        },
        seats=2,
        dice=(6,),
    )  # fmt: skip
    s, ev = act(s, "steal dir=E")
    assert s.players[0].hand == () and s.players[1].hand == ()
    assert s.removed[-2:] == ("basilisk", "basilisk")
    assert [e.cards for e in kinds(ev, CardsRemoved)] == [("basilisk", "basilisk")]


def test_R254_an_empty_hand_gives_nothing() -> None:
    s = act(_pair((6,)), "steal dir=E")[0]
    assert s.players[0].hand == () and s.interactions == 1


def test_R250_refused_when_not_offered() -> None:
    with pytest.raises(IllegalAction):
        act(_pair((6,)), "steal dir=W")


def test_R260_a_stolen_key_opens_the_chest_for_the_thief() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer"), player(1, 0, "warrior", hand=["key"])],
            "cells": [tile(0, 0), tile(1, 0), tile(0, 1, "chest")],
        },
        seats=2,
        dice=(6,),
    )
    s = act(s, "steal dir=E", "end-turn", "end-turn", "move dir=N")[0]
    assert s.players[0].vp == 1 and s.players[0].hand == () and s.discard == ("key",)
    assert s.players[1].vp == 0


@pytest.mark.parametrize(("final_floor", "damage"), [(True, 3), (False, 2)])
def test_A38_the_counterattack_uses_weapons_A24_floor_option(
    final_floor: bool, damage: int
) -> None:
    s = build(
        {
            "players": [
                player(0, 0, "explorer"),
                player(1, 0, "cleric", equipment={"primary": "battle_axe"}),  # attack -1, min 3
            ],
            "cells": [tile(0, 0), tile(1, 0), {"at": [2, 0], "card": "troll", "queue": [1]}],
        },
        seats=2,
        dice=(3, 1),  # the trip fails; the cleric rolls 1: max(1, 3) - 1 = 2, floor 3
        min_attack_final_floor=final_floor,
    )
    s, ev = act(s, "trip dir=E")
    assert [e.damage for e in kinds(ev, Counterattacked)] == [damage]
    assert s.players[0].health == 9 - damage

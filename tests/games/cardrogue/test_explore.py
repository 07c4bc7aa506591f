"""Exploration (R030-R041, R305, R306, A-04, A-33, A-46, A-52, A-53)."""

from __future__ import annotations

from dungeontable.games.cardrogue.common.board import pack
from dungeontable.games.cardrogue.events import CardPlaced, CardsTaken, HealthChanged
from dungeontable.games.cardrogue.phases import COMBAT

from .conftest import act, build, hidden, kinds, legal, player, tile


def _one(card: str, **setup: object) -> object:
    return build({"players": [player(0, 0)], "cells": [tile(0, 0), hidden(1, 0, card)], **setup})


def test_R030_flip_several_cards_one_at_a_time() -> None:
    s = build(
        {
            "players": [player(0, 0)],
            "cells": [tile(0, 0), hidden(1, 0, "shop"), hidden(0, 1, "fountain")],
        }
    )
    s, _ = act(s, "flip dir=N")
    assert s.cells[pack(0, 1)].up
    assert legal(s) == ["flip dir=E", "move dir=N", "end-turn"]
    s, _ = act(s, "flip dir=E")
    assert s.cells[pack(1, 0)].up


def test_R023_no_flipping_after_moving() -> None:
    s = build(
        {
            "players": [player(0, 0)],
            "cells": [tile(0, 0), tile(0, 1), hidden(1, 0, "shop"), hidden(1, 1, "shop")],
        }
    )
    s, _ = act(s, "move dir=N")
    assert [a for a in legal(s) if a.startswith("flip")] == []


def test_R033_flipped_trap_hits_the_flipper() -> None:
    s, _ev = act(_one("spike_trap"), "flip dir=E")
    assert s.players[0].health == 8
    assert s.cells[pack(1, 0)].up  # R143: it stays


def test_R034_flipped_artifact_goes_to_hand_and_is_replaced() -> None:
    s = _one("giants_heart", pathing=["stack_crossroads"], **{})
    s = act(s, "flip dir=E")[0]
    assert s.players[0].hand == ("giants_heart",)
    assert s.players[0].health == 15  # R229: +5 max and +5 current
    assert s.cells[pack(1, 0)].card == "stack_crossroads"
    assert s.pathing == ()


def test_A04_replacement_tile_connects_to_the_acting_player() -> None:
    s = act(_one("idol_of_might", pathing=["stack_dead_end"]), "flip dir=E")[0]
    assert s.cells[pack(1, 0)].mask == 0b1000  # the dead end opens west, toward him


def test_R037_A33_key_taken_on_flip() -> None:
    s, ev = act(_one("key", pathing=["stack_passage"]), "flip dir=E")
    assert s.players[0].hand == ("key",)
    assert kinds(ev, CardsTaken)[0].source == "found"
    assert s.cells[pack(1, 0)].card == "stack_passage"


def test_R035_flipped_enemy_starts_combat() -> None:
    s = act(_one("goblin"), "flip dir=E")[0]
    assert s.phase == COMBAT and s.via == "flip"
    assert s.enemies[0].queue == (0,) and s.enemies[0].health == 5
    assert legal(s) == ["attack dir=E"]  # nowhere to flee to, nothing to flip


def test_R035_combat_offers_flee_when_there_is_a_way_out() -> None:
    s = act(_one("goblin", cells=[tile(0, 0), hidden(1, 0, "goblin"), tile(-1, 0)]), "flip dir=E")[
        0
    ]
    assert legal(s) == ["attack dir=E", "flee"]


def test_R036_potion_stays_face_up_until_moved_onto() -> None:
    s = act(_one("potion_red"), "flip dir=E")[0]
    assert s.cells[pack(1, 0)].card == "potion_red" and s.cells[pack(1, 0)].up
    assert s.players[0].hand == ()


def test_R038_step4_places_on_empty_cells_along_open_paths() -> None:
    s = build(
        {
            "players": [player(0, 0)],
            "cells": [tile(0, 0, "junction", paths="ESW"), tile(1, 0)],
            "explore": ["goblin", "shop", "kobold"],
        },
    )
    s, ev = act(s, "end-turn")
    assert [(e.x, e.y) for e in kinds(ev, CardPlaced)] == [(0, -1), (-1, 0)]
    assert s.cells[pack(0, -1)].card == "goblin" and not s.cells[pack(0, -1)].up
    assert s.explore == ("kobold",)  # identities fixed when placed


def test_A52_only_the_final_tile_gets_placements() -> None:
    setup = {
        "players": [player(0, 0, "explorer")],
        "cells": [tile(0, 0, paths="N"), tile(0, 1, paths="NES"), tile(0, 2, paths="NS")],
        "explore": ["goblin", "shop", "kobold", "imp"],
    }
    s = act(build(setup), "move dir=N", "move dir=N", "end-turn")[0]
    assert sorted(p for p, c in s.cells.items() if not c.up) == [pack(0, 3)]
    s = act(build(setup, place_on_every_tile_entered=True), "move dir=N", "move dir=N", "end-turn")[
        0
    ]
    assert sorted(p for p, c in s.cells.items() if not c.up) == [pack(0, 3), pack(1, 1)]


def test_A53_no_more_flips_after_a_slay_that_began_by_flipping() -> None:
    s = build(
        {
            "players": [player(0, 0, sheet_attack=5)],
            "cells": [tile(0, 0), hidden(1, 0, "cave_bat"), hidden(0, 1, "shop"), tile(-1, 0)],
            "pathing": ["stack_crossroads"],
        },
        dice=(3,),
    )
    s = act(s, "flip dir=E", "attack dir=E")[0]
    assert s.enemies == () and s.step == 2
    assert legal(s) == ["move dir=E", "move dir=W", "end-turn"]  # R093: resume at step 2


def test_R305_empty_stack_recycles_unreachable_cards() -> None:
    s = build(
        {
            "players": [player(0, 0)],
            "cells": [tile(0, 0, paths="N"), hidden(5, 5, "goblin"), hidden(6, 5, "imp")],
        },
    )
    s, _ev = act(s, "end-turn")
    assert pack(5, 5) not in s.cells and pack(6, 5) not in s.cells
    placed = s.cells[pack(0, 1)]
    assert not placed.up and placed.card in ("goblin", "imp")
    assert len(s.explore) == 1


def test_R040_nothing_placed_when_no_card_is_left() -> None:
    s = build({"players": [player(0, 0)], "cells": [tile(0, 0, paths="N")]})
    s, ev = act(s, "end-turn")
    assert kinds(ev, CardPlaced) == [] and pack(0, 1) not in s.cells


def test_R306_empty_pathing_stack_reuses_discards_then_floor() -> None:
    s = act(_one("idol_of_might", discard=["dead_end", "goblin"]), "flip dir=E")[0]
    assert s.cells[pack(1, 0)].card == "dead_end"
    assert s.discard == ("goblin",)
    s = act(_one("idol_of_might"), "flip dir=E")[0]
    assert s.cells[pack(1, 0)].card == "floor" and s.cells[pack(1, 0)].mask == 15


def test_artifact_minus_max_health_keeps_current() -> None:
    s = act(_one("crown_of_thorns", pathing=["stack_crossroads"]), "flip dir=E")[0]
    assert s.players[0].health == 10  # R230: current health does not drop


def test_health_event_when_an_artifact_raises_max() -> None:
    _, ev = act(_one("heart_stone", pathing=["stack_crossroads"]), "flip dir=E")
    assert [(e.amount, e.health) for e in kinds(ev, HealthChanged)] == [(2, 12)]

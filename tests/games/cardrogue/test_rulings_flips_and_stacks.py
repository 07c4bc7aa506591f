"""Rulings A-33..A-60 as options, board topics: each test plays one position under both
readings and asserts the exact outcome of each (A-33, A-46, A-53)."""

from __future__ import annotations

from typing import Any

import pytest

from dungeontable.games.cardrogue.common.board import pack
from dungeontable.games.cardrogue.state import State

from .conftest import act, build, hidden, legal, player, tile


def _key_east(**options: Any) -> State:
    return build(
        {
            "players": [player(0, 0, "rogue")],
            "cells": [tile(0, 0), hidden(1, 0, "key")],
            "pathing": ["stack_crossroads"],
        },
        **options,
    )


def test_A33_the_key_is_taken_on_flip() -> None:
    s = act(_key_east(key_pickup="on_flip"), "flip dir=E")[0]
    assert s.players[0].hand == ("key",) and s.cells[pack(1, 0)].card == "stack_crossroads"


def test_A33_option_the_key_waits_for_someone_to_move_onto_it() -> None:
    s = act(_key_east(key_pickup="on_entry"), "flip dir=E")[0]
    assert s.players[0].hand == () and s.cells[pack(1, 0)].card == "key"
    assert "move dir=E" in legal(s)
    s = act(s, "move dir=E")[0]
    assert s.players[0].hand == ("key",) and s.cells[pack(1, 0)].card == "stack_crossroads"


@pytest.mark.parametrize(
    ("reading", "revealed", "explore"),
    [("when_placed", "goblin", ("imp", "troll")), ("when_flipped", "imp", ("goblin", "troll"))],
)
def test_A46_which_card_a_flip_reveals(
    reading: str, revealed: str, explore: tuple[str, ...]
) -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue")],
            "cells": [tile(0, 0), hidden(1, 0, "goblin")],
            "explore": ["imp", "troll"],
        },
        face_down_identity=reading,
    )
    s = act(s, "flip dir=E")[0]
    assert [(e.card, e.pos) for e in s.enemies] == [(revealed, pack(1, 0))]
    assert s.explore == explore and s.cells[pack(1, 0)].card == revealed


@pytest.mark.parametrize(("allowed", "flips"), [(False, []), (True, ["flip dir=N"])])
def test_A53_flipping_after_slaying_a_flipped_enemy(allowed: bool, flips: list[str]) -> None:
    s = build(
        {
            "players": [player(0, 0, "warrior")],
            "cells": [tile(0, 0), hidden(1, 0, "cave_bat"), hidden(0, 1, "crossroads")],
            "pathing": ["stack_crossroads"],
        },
        dice=(6,),
        flips_after_slay=allowed,
    )
    s = act(s, "flip dir=E", "attack dir=E")[0]
    assert s.enemies == () and s.step == 2 and s.players[0].hand == ("cave_bat",)
    assert [a for a in legal(s) if a.startswith("flip")] == flips
    s = act(s, "move dir=E")[0]
    assert [a for a in legal(s) if a.startswith("flip")] == []  # the move ends it either way


@pytest.mark.parametrize(
    ("reading", "moves"), [("interleaved", ["move dir=N"]), ("moves_first", [])]
)
def test_A54_an_extra_move_after_a_trip(reading: str, moves: list[str]) -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer"), player(1, 0, "rogue")],  # explorer: +1 move
            "cells": [tile(0, 0, paths="NE"), tile(1, 0), tile(0, 1, paths="S")],
        },
        seats=2,
        dice=(1,),
        step3_order=reading,
    )
    s = act(s, "trip dir=E")[0]  # fails; the rogue is not fighting, nothing else happens
    assert s.step == 3 and s.interactions == 1
    assert [a for a in legal(s) if a.startswith("move")] == moves


@pytest.mark.parametrize(
    ("reading", "tile_laid", "discard"),
    [("recycle", "stack_crossroads", ()), ("no_recycle", "floor", ("stack_crossroads",))],
)
def test_A45_an_empty_pathing_stack(reading: str, tile_laid: str, discard: tuple[str, ...]) -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue")],
            "cells": [tile(0, 0), hidden(1, 0, "heart_stone")],
            "discard": ["stack_crossroads"],
        },
        empty_stacks=reading,
    )
    s = act(s, "flip dir=E")[0]
    assert s.cells[pack(1, 0)].card == tile_laid and s.discard == discard


@pytest.mark.parametrize(("reading", "placed"), [("recycle", "goblin"), ("no_recycle", None)])
def test_A45_an_empty_exploration_stack(reading: str, placed: str | None) -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue")],
            "cells": [tile(0, 0, paths="N"), hidden(5, 5, "goblin")],
        },
        empty_stacks=reading,
    )
    s = act(s, "end-turn")[0]  # step 4: (0, 1) needs a face-down card
    cell = s.cells.get(pack(0, 1))
    assert (cell.card if cell is not None else None) == placed
    assert (pack(5, 5) in s.cells) is (placed is None)


@pytest.mark.parametrize(
    ("reading", "equipment", "discard"),
    [
        ("hand_and_equipment", ("", "", "", "", ""), ("gold_5", "boots", "dead_end")),
        ("hand_only", ("", "", "", "", "boots"), ("gold_5", "dead_end")),
    ],
)
def test_A35_a_short_mole_fee(
    reading: str, equipment: tuple[str, ...], discard: tuple[str, ...]
) -> None:
    s = build(
        {
            "players": [
                player(0, 0, "explorer", hand=["gold_5", "key"], equipment={"feet": "boots"})
            ],
            "cells": [
                tile(0, 1, "dead_end", paths="S"),
                tile(0, 0, "passage", paths="NS"),
                tile(0, -1, "dead_end", paths="N"),
            ],
            "explore": ["kobold", "goblin", "imp"],
            "pathing": ["stack_dead_end", "stack_crossroads", "stack_passage"],
        },
        short_mole_fee=reading,
    )
    s = act(s, "hire-mole x=0 y=-1")[0]
    me = s.players[0]
    assert (me.hand, me.equipment, s.discard) == (("key",), equipment, discard)
    assert s.cells[pack(0, -1)].mask == 15  # the mole works either way

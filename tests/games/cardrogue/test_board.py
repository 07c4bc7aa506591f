"""Map geometry (R002-R007, R031-R032, R050-R052) and rulings A-01, A-02, A-03."""

from __future__ import annotations

import pytest

from dungeontable.games.cardrogue.common.board import (
    connected,
    face_down_adjacent,
    pack,
    rotate,
    rotations_facing,
    unpack,
)
from dungeontable.games.cardrogue.definitions import mask_of, paths_of

from .conftest import act, build, hidden, legal, player, tile


@pytest.mark.parametrize("xy", [(0, 0), (2, 1), (-1, 0), (0, -1), (-7, -3), (12, 499)])
def test_pack_round_trip(xy: tuple[int, int]) -> None:
    assert unpack(pack(*xy)) == xy
    assert pack(2, 1) == 2001


def test_rotate_turns_edges_clockwise() -> None:
    assert paths_of(rotate(mask_of("N"), 1)) == "E"
    assert paths_of(rotate(mask_of("NE"), 1)) == "ES"
    assert paths_of(rotate(mask_of("NEW"), 2)) == "ESW"
    assert rotate(mask_of("NESW"), 3) == 15


def test_R003_walls_on_either_side_block_connection() -> None:
    s = build(
        {
            "players": [player(0, 0)],
            "cells": [
                tile(0, 0, paths="NE"),
                tile(0, 1, "passage", paths="NS"),
                tile(1, 0, "passage", paths="NS"),
            ],
        }
    )
    assert connected(s.cells, pack(0, 0), 0)  # N: both open
    assert not connected(s.cells, pack(0, 0), 1)  # E: the neighbour's W is a wall
    assert not connected(s.cells, pack(0, 0), 2)  # S: nothing there


def test_R007_dead_end_has_one_adjacent_tile() -> None:
    s = build(
        {
            "players": [player(0, 0)],
            "cells": [tile(0, 0, "dead_end", paths="N"), tile(0, 1), tile(1, 0), tile(-1, 0)],
        }
    )
    assert legal(s) == ["move dir=N", "end-turn"]


def test_R004_special_cards_open_on_all_edges() -> None:
    s = build({"players": [player(0, 0)], "cells": [tile(0, 0), tile(1, 0, "shop")]})
    assert s.cells[pack(1, 0)].mask == 15
    assert "move dir=E" in legal(s)


def _flip_setup(options: dict[str, object] | None = None) -> object:
    return build(
        {
            "players": [player(0, 0)],
            "cells": [
                tile(0, 0, "passage", paths="NS"),
                hidden(1, 0, "shop"),
                hidden(0, 1, "shop"),
            ],
        },
        **(options or {}),
    )


def test_A01_flip_only_through_an_open_edge() -> None:
    s = _flip_setup()
    assert face_down_adjacent(s, pack(0, 0), 0)
    assert not face_down_adjacent(s, pack(0, 0), 1)
    assert legal(s) == ["flip dir=N", "end-turn"]


def test_A01_alternative_flips_through_walls() -> None:
    s = _flip_setup({"flip_requires_open_edge": False})
    assert legal(s) == ["flip dir=N", "flip dir=E", "end-turn"]


def test_R031_rotations_connect_to_the_flipper() -> None:
    # flipping north: the tile's south edge must be open
    rots = rotations_facing(mask_of("NE"), 0, -1, force_arrow=True)
    assert sorted(paths_of(rotate(mask_of("NE"), r)) for r in rots) == ["ES", "SW"]
    straight = rotations_facing(mask_of("NS"), 0, -1, force_arrow=True)
    assert len(straight) == 1  # both connecting rotations look the same


def test_R032_red_arrow_points_away_from_the_flipper() -> None:
    # bend_right: paths E,S with the arrow N; flipped eastward the arrow must point east
    (rot,) = rotations_facing(mask_of("ES"), 1, 0, force_arrow=True)
    assert rot == 1
    assert paths_of(rotate(mask_of("ES"), rot)) == "SW"  # rear (W) faces the flipper


def test_R031_flipping_a_tile_with_two_rotations_asks_the_flipper() -> None:
    s = build(
        {"players": [player(0, 0)], "cells": [tile(0, 0), hidden(0, 1, "bend")]},
    )
    s, _ = act(s, "flip dir=N")
    assert legal(s) == ["orient paths=ES", "orient paths=SW"]
    s, _ = act(s, "orient paths=SW")
    assert paths_of(s.cells[pack(0, 1)].mask) == "SW"
    assert legal(s)[0] == "move dir=N"


def test_A02_arrow_forces_the_rotation() -> None:
    s = build({"players": [player(0, 0)], "cells": [tile(0, 0), hidden(1, 0, "bend_right")]})
    s, _ = act(s, "flip dir=E")
    assert not s.pending
    assert paths_of(s.cells[pack(1, 0)].mask) == "SW"


def test_A02_alternative_ignores_the_arrow() -> None:
    s = build(
        {"players": [player(0, 0)], "cells": [tile(0, 0), hidden(1, 0, "bend_right")]},
        arrow_forces_rotation=False,
    )
    s, _ = act(s, "flip dir=E")
    assert legal(s) == ["orient paths=SW", "orient paths=NW"]


def test_A03_alternative_special_cards_open_only_toward_the_flipper() -> None:
    s = build(
        {"players": [player(0, 0)], "cells": [tile(0, 0), hidden(1, 0, "shop")]},
        special_cards_open_all=False,
    )
    s, _ = act(s, "flip dir=E")
    assert paths_of(s.cells[pack(1, 0)].mask) == "W"


def test_R052_starting_tile_exit_is_a_wall() -> None:
    s = build({"players": [player(0, 0)], "cells": [tile(0, 0, "start"), tile(0, -1)]})
    assert paths_of(s.cells[pack(0, 0)].mask) == "NEW"
    assert "move dir=S" not in legal(s)

"""Thor Incarnate (R305, Durkon): a natural 1 counts as 13; under Lucky Bastards a natural 2."""

from __future__ import annotations

from typing import Any

import pytest

from dungeontable.games.oots.actions import Fight, Stay, UseShtick
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.events import BattleResolved
from dungeontable.games.oots.state import State

from .conftest import act, dice, position


def fight(face: int, thor: bool = True, flipped: bool = False, **options: Any) -> tuple[Any, ...]:
    """Durkon attacks a Cave Bear (Defense 7) with Thor's Hammer (+3); the die shows ``face``."""
    hammer = "durkon_thor_s_hammer"
    shticks = [hammer, "durkon_thor_incarnate"] if thor else [hammer]
    durkon = {"character": "durkon", "shticks": shticks, "at": [1, 0], "hand": []}
    if flipped:
        durkon["flipped"] = [False, True]
    setup = {
        "floors": [{"floor": 1, "left": 0, "rooms": ["empty_storeroom"], "up": 0}],
        "players": [durkon, {"character": "roy", "at": [0, 0], "hand": []}],
        "monsters": [{"at": [1, 0], "cards": ["cave_bear"]}],
    }
    state: State = position(setup, seats=2, **options)
    state, _ = act(state, Stay(), UseShtick(index=0))
    state, ev = act(dice(state, face), Fight())
    (res,) = [e for e in ev if isinstance(e, BattleResolved)]
    return res.roll, res.player_total, res.monster_total, res.result


def test_r305_a_natural_1_counts_as_13() -> None:
    assert fight(1) == (1, 16, 7, "win")  # 13 + Thor's Hammer 3 against Defense 7
    assert fight(1, thor=False) == (1, 4, 7, "lose")
    assert fight(1, flipped=True) == (1, 4, 7, "lose")  # only while face up
    assert fight(2) == (2, 5, 7, "lose")  # a natural 2 is just 2 without Lucky Bastards


def test_r305_under_lucky_bastards_a_natural_2_counts_as_13() -> None:
    assert fight(2, lucky_bastards=True) == (2, 16, 7, "win")
    assert fight(1, lucky_bastards=True) == (1, 4, 7, "lose")  # R303: a natural 1 always loses
    assert fight(2, thor=False, lucky_bastards=True) == (2, 5, 7, "lose")


@pytest.mark.parametrize(("lucky", "face"), [(False, 1), (True, 2)])
def test_r305_the_packaged_thor_incarnate_in_a_battle(lucky: bool, face: int) -> None:
    """Base cards: Durkon attacks a Cave Bear (Defense 7) with Thor's Hammer (+3)."""
    assert cards_of("base").shticks["durkon_thor_incarnate"].natural_as == (1, 13, 2)
    shticks = ["durkon_thor_s_hammer", "durkon_thor_incarnate"]
    durkon = {"character": "durkon", "shticks": shticks, "at": [1, 0], "hand": []}
    setup = {
        "floors": [{"floor": 1, "left": 0, "rooms": ["boring_hallway"], "up": 0}],
        "players": [durkon, {"character": "roy", "at": [0, 0], "hand": []}],
        "monsters": [{"at": [1, 0], "cards": ["cave_bear"]}],
    }
    state: State = position(setup, seats=2, lucky_bastards=lucky)
    state, _ = act(state, Stay(), UseShtick(index=0))
    state, ev = act(dice(state, face), Fight())
    (res,) = [e for e in ev if isinstance(e, BattleResolved)]
    assert (res.roll, res.player_total, res.monster_total, res.result) == (face, 16, 7, "win")

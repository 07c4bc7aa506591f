"""The damage pipelines as tables (R070-R076, R080-R082, A-06, A-19, A-20, A-24)."""

from __future__ import annotations

import pytest

from dungeontable.core import Rng
from dungeontable.games.cardrogue.catalog import load_catalog
from dungeontable.games.cardrogue.common.attack import (
    attack_total,
    enemy_damage,
    is_blocked,
    roll_chain,
)
from dungeontable.games.cardrogue.common.stats import faces
from dungeontable.games.cardrogue.state import Player

PIPELINE = [
    # (natural, chain sum, keyword arguments, damage, what it shows)
    (4, 4, {"modifier": 0}, 4, "plain roll"),
    (5, 5, {"modifier": 1}, 6, "R228 +X after the roll (003 L490-492)"),
    (5, 5, {"modifier": 1, "double": True}, 11, "R071 doubling before the modifier (003 L448-450)"),
    (2, 2, {"modifier": 1, "min_attack": 3}, 4, "min 3 then +X (003 L944-946)"),
    (2, 2, {"modifier": -1, "min_attack": 3}, 3, "A-24 -X example still deals 3 (003 L948-952)"),
    (2, 2, {"modifier": -2, "min_attack": 3}, 3, "A-24 final floor"),
    (1, 1, {"modifier": -3}, 0, "R070 step 8: 0 or less does nothing"),
    (1, 1, {"modifier": 5, "double": True, "miss_on": (1,)}, 0, "R070 step 2: a miss face"),
    (2, 2, {"modifier": 0, "min_attack": 3, "miss_on": (3,)}, 3, "A-06: the floor is not the face"),
    (6, 7, {"modifier": 2}, 9, "R074 chain 2+5 plus M once (003 L798-800)"),
    (6, 7, {"modifier": 2, "double": True}, 16, "chain sum doubled, then M"),
    (
        4,
        4,
        {"modifier": 3, "min_attack": 3, "double": True},
        11,
        "floor below the roll does nothing",
    ),
]


@pytest.mark.parametrize(("natural", "chain", "kwargs", "damage", "why"), PIPELINE)
def test_R070_pipeline_table(natural: int, chain: int, kwargs: dict, damage: int, why: str) -> None:  # type: ignore[type-arg]
    assert attack_total(natural, chain, **kwargs) == damage, why


def test_A24_alternative_floors_only_before_the_modifier() -> None:
    assert attack_total(2, 2, modifier=-1, min_attack=3, final_floor=False) == 2
    assert attack_total(2, 2, modifier=-3, min_attack=3, final_floor=False) == 0


def _chain(dice: tuple[int, ...], per_x: bool) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    rolled, counted, rng = roll_chain(Rng.from_seed(1).scripted(dice), (6,), per_x=per_x)
    return rolled, counted, len(rng.script)


def test_R074_reroll_twice_example() -> None:
    assert _chain((6, 2, 5), per_x=True) == ((6, 2, 5), (2, 5), 0)
    assert attack_total(6, 2 + 5, modifier=2) == 9


def test_R074_no_x_means_a_single_roll() -> None:
    assert _chain((4, 6), per_x=True) == ((4,), (4,), 1)


def test_A20_every_x_brings_two_more_rolls() -> None:
    rolled, counted, left = _chain((6, 6, 6, 1, 2, 3, 4), per_x=True)
    assert counted == (1, 2, 3, 4) and left == 0
    assert rolled == (6, 6, 6, 1, 2, 3, 4)


def test_A20_alternative_one_more_pair_per_pair_with_an_x() -> None:
    rolled, counted, left = _chain((6, 6, 6, 1, 2, 3, 4), per_x=False)
    assert rolled == (6, 6, 6, 1, 2) and counted == (1, 2) and left == 2


def test_R075_two_daggers_with_the_same_x_trigger_once() -> None:
    cat = load_catalog()
    rogue = Player(seat=0, character="rogue", equipment=("dagger", "dagger", "", "", ""))
    assert faces(cat, rogue, "reroll_on") == (6,)


@pytest.mark.parametrize(
    ("attack", "mod", "reduction", "damage"),
    [(3, 0, 0, 3), (3, 1, 0, 4), (3, -1, 0, 2), (3, 0, 3, 0), (2, 0, 3, 0), (12, 0, 3, 9)],
)
def test_R080_enemy_damage_table(attack: int, mod: int, reduction: int, damage: int) -> None:
    assert enemy_damage(attack, mod, reduction) == damage


def test_R082_A19_a_block_face_anywhere_in_the_chain() -> None:
    assert is_blocked((6, 2, 5), (5,))
    assert not is_blocked((4,), (6,))

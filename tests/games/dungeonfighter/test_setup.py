"""Setup (R004-R020, R013 difficulty table, AMB-03, AMB-05) and the dungeon content."""

from __future__ import annotations

from itertools import permutations

import pytest

from dungeontable.games.dungeonfighter.content import catalog
from dungeontable.games.dungeonfighter.options import Options
from dungeontable.games.dungeonfighter.rules.setup import DIFFICULTY

from .conftest import GAME


@pytest.mark.parametrize(
    ("difficulty", "tiers"),
    [("easy", (4, 4, 4, 2)), ("normal", (3, 3, 3, 5)), ("insane", (2, 2, 2, 8))],
)
def test_the_tower_follows_the_difficulty_table(difficulty: str, tiers: tuple[int, ...]) -> None:
    """R013-R014: 14 cards, level I on top; the rest is set aside."""
    state = GAME.setup(Options(difficulty=difficulty), 3, 5)
    assert tuple(len(t) for t in state.tower) == tiers
    assert tuple(len(r) for r in state.reserve) == tuple(
        len(catalog().monsters[lv]) - tiers[lv] for lv in range(4)
    )
    for level, tier in enumerate(state.tower):
        assert all(catalog().card(m).level == level + 1 for m in tier)
    assert sum(tiers) == 14


def test_difficulty_points() -> None:
    assert {k: v[1] for k, v in DIFFICULTY.items()} == {"easy": 5, "normal": 10, "insane": 15}


def test_the_party_starts_with_two_gold_one_bonus_die_and_nine_hit_points() -> None:
    """R011 / R016-R018."""
    state = GAME.setup(Options(), 4, 9)
    assert (state.chest_gold, state.chest_bonus, state.supply_gold, state.supply_bonus) == (
        2,
        1,
        28,
        8,
    )
    assert [h.hp for h in state.heroes] == [9, 9, 9, 9]
    assert len({h.card for h in state.heroes}) == 4
    assert state.first == state.leader and state.leader_defeated is False
    assert len(state.deck) == 53


def test_floors_are_two_dungeon_sides_then_a_boss_floor() -> None:
    """R006-R008 and AMB-03: the party starts in floor 1's entrance, no encounter."""
    cat = catalog()
    for seed in range(20):
        state = GAME.setup(Options(), 2, seed)
        boss_sides = {s.sides[1].id for s in cat.sheets.values() if s.kind == "boss"}
        assert state.floors[2] in boss_sides
        assert state.floors[0] not in boss_sides and state.floors[1] not in boss_sides
        sheets = [
            sid
            for f in state.floors
            for sid, s in cat.sheets.items()
            if f in [x.id for x in s.sides]
        ]
        assert len(set(sheets)) == 3
        assert state.phase == "move" and state.fight is None and state.boss in cat.bosses


def test_every_route_holds_at_most_fourteen_encounters() -> None:
    """AMB-05 / §2.2: floor 1 (minus its entrance) + floor 2 + the boss floor <= 14."""
    cat = catalog()
    dungeon = [s.sides[0].id for s in cat.sheets.values() if s.kind == "boss"]
    dungeon += [side.id for s in cat.sheets.values() if s.kind == "dungeon" for side in s.sides]
    finals = [s.sides[1].id for s in cat.sheets.values() if s.kind == "boss"]
    worst = max(
        cat.layouts[a].longest() - 1 + cat.layouts[b].longest() + cat.layouts[c].longest()
        for a, b in permutations(dungeon, 2)
        for c in finals
    )
    assert worst <= 14


def test_content_counts() -> None:
    """§2.2: 9 heroes, 53 monsters (>= 4 per level I-III, >= 8 in IV), 4 bosses, 53 items."""
    cat = catalog()
    assert len(cat.heroes) == 9 and len(cat.bosses) == 4 and len(cat.equipment) == 53
    assert sum(len(t) for t in cat.monsters) == 53
    assert min(len(t) for t in cat.monsters[:3]) >= 4 and len(cat.monsters[3]) >= 8
    named = {
        "torm",
        "randolph",
        "goldfinga",
        "goblin",
        "cute_bear",
        "helm_of_bravery",
        "dragons_breath",
    }
    assert all(cat.card(c).source == "rulebook" for c in named)
    goblin = cat.card("goblin")
    assert (goblin.hp, goblin.damage, goblin.gold) == (7, 1, 1)
    assert (cat.card("helm_of_bravery").requirement, cat.card("helm_of_bravery").bonus) == (
        "blind",
        3,
    )
    slots = cat.card("goldfinga").slots
    assert slots is not None and (slots.weapon, slots.armor, slots.item) == (2, 0, 1)


def test_seat_limits() -> None:
    """R004: 1 to 6 heroes."""
    for seats in (0, 7):
        with pytest.raises(ValueError, match="1 to 6"):
            GAME.setup(Options(), seats, 1)


def test_chosen_heroes_and_an_entrance_encounter_variant() -> None:
    state = GAME.setup(Options(heroes=("vesk", "hobb"), entrance_is_encounter=True), 2, 3)
    assert [h.card for h in state.heroes] == ["vesk", "hobb"]
    assert state.phase == "fight" and state.fight is not None and state.fight.tier == 0

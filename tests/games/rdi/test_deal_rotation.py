"""Option ``deal=rotation`` (R-2, a simulation setting for balance studies): consecutive seeds
deal the whole roster in rounds, so a run of seeds 0..N-1 plays every character equally often."""

from __future__ import annotations

from collections import Counter

from dungeontable import games
from dungeontable.core.options import parse_options
from dungeontable.games.rdi.content import roster
from dungeontable.games.rdi.rules.setup import rotation_deal

GAME = games.get("rdi")


def test_a_round_deals_every_character_of_the_pool_once_and_fills_the_last_table() -> None:
    pool = tuple(f"c{i:02d}" for i in range(10))
    tables = [rotation_deal(pool, 4, seed) for seed in range(3)]  # 10 characters: 3 tables
    assert all(len(t) == 4 and len(set(t)) == 4 for t in tables)
    dealt = Counter(c for t in tables for c in t)
    assert set(dealt) == set(pool)
    assert sorted(dealt.values()) == [1] * 8 + [2] * 2  # the last table takes 2 from the round
    assert tables[2][:2] == tuple(c for c in tables[2][:2] if c not in tables[0] + tables[1])


def test_rounds_are_shuffled_by_their_number_and_repeat_for_the_same_seed() -> None:
    pool = tuple(f"c{i:02d}" for i in range(8))
    first = [rotation_deal(pool, 4, s) for s in (0, 1)]
    second = [rotation_deal(pool, 4, s) for s in (2, 3)]
    assert first != second
    assert first == [rotation_deal(pool, 4, s) for s in (0, 1)]


def test_rotation_setups_play_each_house_character_equally_often_over_whole_rounds() -> None:
    options = parse_options(GAME.Options, {"deal": "rotation"})
    names = roster()
    tables = -(-len(names) // 4)
    dealt: Counter[str] = Counter()
    for seed in range(2 * tables):
        dealt.update(seat.character for seat in GAME.setup(options, 4, seed).seats)
    assert set(dealt) == set(names)
    spare = 2 * (tables * 4 - len(names))  # the last table's fill-ins, two rounds
    assert sum(dealt.values()) == 2 * len(names) + spare
    assert min(dealt.values()) == 2
    assert max(dealt.values()) <= 4


def test_the_default_deal_is_random_by_seed_and_picked_characters_win_over_rotation() -> None:
    random = parse_options(GAME.Options, {})
    assert random.deal == "random"
    options = parse_options(GAME.Options, {"deal": "rotation", "characters": ["fiona", "zot"]})
    assert [s.character for s in GAME.setup(options, 2, 5).seats] == ["fiona", "zot"]

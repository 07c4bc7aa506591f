"""Batches sized as they are sent: large first, short at the end, every seed once and in order."""

from __future__ import annotations

from dungeontable.sim.batches import MIN_BATCH, TAIL_SECONDS, Batches
from dungeontable.storage import GameRow


def sizes(batches: Batches) -> list[int]:
    out = []
    while (batch := batches.next()) is not None:
        out.append(len(batch))
    return out


def row(seed: int, duration: float) -> GameRow:
    return GameRow(seed, ("random",), (), (0.0,), None, 1, "turn_cap", duration)


def test_a_fixed_size_cuts_consecutive_batches() -> None:
    batches = Batches(range(10, 33), 23, 2, size=10)
    assert [batches.next(), batches.next(), batches.next(), batches.next()] == [
        tuple(range(10, 20)),
        tuple(range(20, 30)),
        (30, 31, 32),
        None,
    ]


def test_batches_shrink_to_the_floor_and_cover_every_seed_once() -> None:
    batches = Batches(range(4000), 4000, 2)
    seen: list[int] = []
    while (batch := batches.next()) is not None:
        seen += batch
    assert seen == list(range(4000))
    assert sizes(Batches(range(4000), 4000, 2))[:6] == [500, 438, 383, 335, 293, 257]
    tail = sizes(Batches(range(4000), 4000, 2))[-4:]
    assert tail[:-1] == [MIN_BATCH] * 3 and 0 < tail[-1] <= MIN_BATCH


def test_slow_games_lower_the_floor_to_about_tail_seconds_of_play() -> None:
    batches = Batches(range(1000), 1000, 2)
    assert batches.floor() == MIN_BATCH  # nothing timed yet
    batches.learn([row(seed, 0.1) for seed in range(20)])  # 100 ms per game
    assert batches.floor() == round(TAIL_SECONDS / 0.1) == 5
    got = sizes(batches)
    assert sum(got) == 1000
    assert got[:4] == [125, 110, 96, 84]  # 1/8 of what is left, as before any timing
    assert got[-9:] == [6, 5, 5, 5, 5, 5, 5, 5, 2]  # then 5 games (0.5 s) at a time
    slow = Batches(range(10), 10, 2)
    slow.learn([row(0, 2.0)])
    assert slow.floor() == 1
    fast = Batches(range(10), 10, 2)
    fast.learn([row(0, 0.0006)] * 100)  # Gem Grab: 0.6 ms a game
    assert fast.floor() == MIN_BATCH

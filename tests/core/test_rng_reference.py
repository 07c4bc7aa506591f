"""The fast ``Rng`` draws give exactly the streams of the plain SplitMix64 chain.

``core/rng.py`` writes the output function out in one loop (``_below``) for speed; this file keeps
the straightforward version it replaced (one ``next_u64`` per raw draw, a new ``Rng`` each time)
and checks every drawing method against it: same values, same counters, same scripts.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dungeontable.core import Rng, derive_seed

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def next_u64(rng: Rng) -> tuple[int, Rng]:
    value = mix((rng.seed + (rng.counter + 1) * GOLDEN) & MASK)
    return value, Rng(rng.seed, rng.counter + 1, rng.script)


def below(rng: Rng, n: int) -> tuple[int, Rng]:
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value, rng = next_u64(rng)
        if value < limit:
            return value % n, rng


def shuffle(rng: Rng, items: Sequence[int]) -> tuple[tuple[int, ...], Rng]:
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, rng = below(rng, i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), rng


def roll(rng: Rng, sides: int) -> tuple[int, Rng]:
    if rng.script:
        return rng.script[0], Rng(rng.seed, rng.counter, rng.script[1:])
    value, rng = below(rng, sides)
    return value + 1, rng


seeds = st.integers(0, MASK)
counters = st.integers(0, 10**6)
bounds = st.one_of(st.integers(1, 60), st.integers(1, 2**64), st.just(2**63 + 1))
faces = st.lists(st.integers(1, 6), max_size=3).map(tuple)


@given(seeds, counters, bounds, faces)
def test_below_choice_roll_equal_the_plain_chain(
    seed: int, counter: int, n: int, script: tuple[int, ...]
) -> None:
    rng = Rng(seed, counter, script)
    assert rng.below(n) == below(rng, n)
    items = tuple(range(100, 100 + min(n, 50)))
    index, after = below(rng, len(items))
    assert rng.choice(items) == (items[index], after)
    assert rng.roll(6) == roll(rng, 6)


@given(seeds, counters, st.lists(st.integers(), max_size=40), faces)
def test_shuffle_equals_the_plain_chain(
    seed: int, counter: int, items: list[int], script: tuple[int, ...]
) -> None:
    rng = Rng(seed, counter, script)
    assert rng.shuffle(items) == shuffle(rng, items)


def test_long_streams_equal_the_plain_chain() -> None:
    """Ten thousand mixed draws in a row, from one value, as a game makes them."""
    fast = slow = Rng.from_seed(20261126)
    for step in range(10_000):
        n = 1 + step % 37 if step % 5 else 2**63 + step
        a, fast = fast.below(n)
        b, slow = below(slow, n)
        assert a == b
    assert fast == slow
    assert fast.counter > 10_000  # the huge bounds rejected some raw draws


@pytest.mark.parametrize("n", [0, -1])
def test_choice_of_nothing_raises_as_below_does(n: int) -> None:
    with pytest.raises(ValueError, match="below\\(\\) needs a positive bound"):
        Rng.from_seed(1).below(n)
    with pytest.raises(ValueError, match="below\\(\\) needs a positive bound, got 0"):
        Rng.from_seed(1).choice(())


def derive(*parts: int | str) -> int:
    z = 0
    for part in parts:
        if isinstance(part, str):
            data = part.encode()
            z = mix((z + 0x5354 + len(data) * GOLDEN) & MASK)
            for byte in data:
                z = mix((z + byte + GOLDEN) & MASK)
        else:
            z = mix((z + 0x494E + GOLDEN) & MASK)
            z = mix((z + (part & MASK) + GOLDEN) & MASK)
    return z


@given(seeds, counters, st.lists(st.one_of(st.integers(-(2**70), 2**70), st.text()), max_size=4))
def test_next_u64_and_derive_seed_equal_the_plain_functions(
    seed: int, counter: int, parts: list[int | str]
) -> None:
    rng = Rng(seed, counter, (3,))
    assert rng.next_u64() == next_u64(rng)
    assert derive_seed(*parts) == derive(*parts)

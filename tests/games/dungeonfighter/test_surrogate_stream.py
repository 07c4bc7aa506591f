"""The skill model's inline random stream equals ``core.rng`` exactly (issue 4 speed work):
``surrogate_stream`` is ``derive_seed(seed, "surrogate")``, ``stream_value`` its draws and a
throw's face ``Rng.roll(6)`` after them."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from dungeontable.core.rng import Rng, derive_seed
from dungeontable.games.dungeonfighter.surrogate import _face, stream_value, surrogate_stream

SEEDS = st.integers(-(2**70), 2**70)


@given(seed=SEEDS)
def test_stream_seed_is_derive_seed(seed: int) -> None:
    assert surrogate_stream(seed) == derive_seed(seed, "surrogate")


@given(seed=SEEDS, drawn=st.integers(0, 3))
def test_draws_and_face_are_the_rngs(seed: int, drawn: int) -> None:
    stream = surrogate_stream(seed)
    rng = Rng.from_seed(derive_seed(seed, "surrogate"))
    for draw in range(1, drawn + 1):
        value, rng = rng.next_u64()
        assert stream_value(stream, draw) == value
    face, _ = rng.roll(6)
    assert _face(stream, drawn) == face


def test_known_values() -> None:
    """Pinned from ``core.rng`` at 7a8a5c8: stream seeds and the face thrown with no draw."""
    seeds = (0, 7, 2**64 - 1)
    assert [surrogate_stream(s) for s in seeds] == [
        16974763231515461234,
        9330413122817105188,
        832729448533240553,
    ]
    assert [_face(surrogate_stream(s), 0) for s in seeds] == [1, 1, 5]

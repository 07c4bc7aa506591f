"""The skill model's inline random stream equals ``core.rng`` exactly (issue 4 speed work):
``surrogate_stream`` is ``derive_seed(seed, "surrogate")``, ``stream_value`` its draws and a
throw's face ``Rng.roll(6)`` after them."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from dungeontable.core.rng import Rng, derive_seed
from dungeontable.games.dungeonfighter.surrogate import (
    CLASSES,
    SKILLS,
    SurrogateResolver,
    _face,
    _lost_hit,
    stream_value,
    surrogate_stream,
)
from dungeontable.games.dungeonfighter.throw import ThrowContext, ThrowInput

SEEDS = st.integers(-(2**70), 2**70)
REQUIREMENT_SETS = ((), ("two_bounce",), ("blind",), ("blind", "two_bounce"), ("crossbow", "elbow"))
"""None, a V one (fails), a C one (off the board), both, two C ones, each a sorted set."""


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


def _reference(
    model: SurrogateResolver, ids: tuple[str, ...], die: str, skill: str, aim: str, seed: int
) -> tuple[str, int, bool, tuple[str, ...]]:
    """A throw drawn step by step from ``core.rng`` (the class, the survival roll of a hit
    under requirements, the face), as the skill model is specified (§3.6)."""
    rng = Rng.from_seed(derive_seed(seed, "surrogate"))
    value, rng = rng.next_u64()
    edges = model._cumulative[f"{skill}/{aim}"]
    index = next((i for i, edge in enumerate(edges) if edge > value >> 32), len(edges) - 1)
    cls, failed = CLASSES[min(index, len(CLASSES) - 1)], ()
    if cls[0].isdigit() and ids:
        value, rng = rng.next_u64()
        if value >> 32 >= model.survival(ids, skill) * 2**32:
            cls, failed = _lost_hit(ids, cls)
    face, _ = rng.roll(6)
    return cls, face, die != "white" and face > 5, failed


@given(
    seed=SEEDS,
    ids=st.sampled_from(REQUIREMENT_SETS),
    die=st.sampled_from(("red", "white")),
    skill=st.sampled_from(SKILLS),
    aim=st.sampled_from(("ring", "centre")),
)
def test_sample_is_the_specified_draws(
    seed: int, ids: tuple[str, ...], die: str, skill: str, aim: str
) -> None:
    """``SurrogateResolver.sample`` (the inlined hot path) draws exactly as the step-by-step
    reference on ``core.rng`` does, and ``resolve`` through a context gives the same."""
    model = SurrogateResolver()
    spot = ThrowInput(aim_x=0, aim_y=0 if aim == "centre" else 120)
    outcome = model.sample(ids, die, 1, skill, spot, seed)
    assert outcome == model._outcome(*_reference(model, ids, die, skill, aim, seed))
    ctx = ThrowContext(requirements=ids, die=die, special_faces=1, skill=skill)  # type: ignore[arg-type]
    assert model.resolve(ctx, spot, seed) == outcome

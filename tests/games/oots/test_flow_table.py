"""The OOTS phase table: one continuation phase per (continuation, base phase), no more.

Built lazily from a table that grew while it was read, it once held 1.57 million phases and cost
16 s of CPU at every import."""

from __future__ import annotations

from dungeontable.games.oots import flow


def test_one_continuation_phase_per_step_and_base_phase() -> None:
    base = [name for name in flow.PHASES if "<" not in name]
    continued = [name for name in flow.PHASES if "<" in name]
    assert len(continued) == len(flow.CONTINUATIONS) * len(base)
    assert all(name.count("<") == 1 for name in continued)
    assert {name.split("<")[1] for name in continued} == set(base)

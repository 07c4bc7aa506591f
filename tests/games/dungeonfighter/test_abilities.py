"""The op table: every ability op of the registry has exactly one resolver, and the rules reach
ops only through it."""

from __future__ import annotations

from types import MappingProxyType

from dungeontable.games.dungeonfighter.abilities import OPS, Resolver
from dungeontable.games.dungeonfighter.effects import EFFECTS


def test_every_op_has_a_resolver() -> None:
    assert sorted(OPS) == sorted(EFFECTS.names())
    assert all(isinstance(r, Resolver) for r in OPS.values())


def test_the_op_table_is_read_only() -> None:
    assert isinstance(OPS, MappingProxyType)


def test_every_hero_ability_that_asks_names_its_decision() -> None:
    asking = sorted(op for op, r in OPS.items() if r.ask is not None)
    assert asking == ["beer", "berserk", "melody", "swing_again"]

"""Rulings declared on the options fields: ``ruling(...)`` markers, ``rulings_of``, and the
closed value sets ``option_choices`` reads off the fields."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
import pytest

from dungeontable.core import (
    Ruling,
    RulingMark,
    field_rulings,
    option_bounds,
    option_choices,
    option_fields,
    parse_options,
    ruling,
    rulings_of,
)

Speed = Literal["slow", "fast"]


class Opts(msgspec.Struct, frozen=True, kw_only=True):
    turn_cap: Annotated[
        int, msgspec.Meta(ge=1, le=50), ruling("T7 / L12", "rounds before the end", "setting")
    ] = 20
    label: str = "table"
    speed: Annotated[Speed, ruling("T2", "slow by default (alt: fast)")] = "slow"
    shared: Annotated[
        bool,
        ruling("T3", "loot is shared"),
        ruling("T9", "the variant that shares loot too", "variant"),
    ] = False
    tiebreak: Annotated[Literal["gold"] | None, ruling("T4", "ties share the win")] = None
    seats: Annotated[tuple[str, ...], msgspec.Meta(max_length=4)] = ()


class Plain(msgspec.Struct, frozen=True, kw_only=True):
    rounds: int = 5
    speed: Speed = "slow"


FIXED = (Ruling("-", "T5", "no alternative reading"), Ruling("-", "T1", "a fixed rule"))


def test_msgspec_ignores_the_markers() -> None:
    assert parse_options(Opts, {"turn_cap": "7", "speed": "fast", "shared": "true"}) == Opts(
        turn_cap=7, speed="fast", shared=True
    )
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"turn_cap": 51}, Opts)  # the Meta bound beside the marker still holds
    assert msgspec.json.decode(msgspec.json.encode(Opts(tiebreak="gold")), type=Opts) == Opts(
        tiebreak="gold"
    )
    assert option_bounds(Opts) == {"turn_cap": {"min": 1, "max": 50}, "seats": {"max_length": 4}}
    schema = msgspec.json.schema(Opts)["$defs"]["Opts"]["properties"]
    assert schema["speed"] == {"enum": ["fast", "slow"], "default": "slow"}


def test_field_rulings_in_field_order_with_every_marker() -> None:
    found = field_rulings(Opts)
    assert list(found) == ["turn_cap", "speed", "shared", "tiebreak"]
    assert found["shared"] == (
        RulingMark("T3", "loot is shared"),
        RulingMark("T9", "the variant that shares loot too", "variant"),
    )
    assert field_rulings(Plain) == {}


def test_rulings_of_names_the_fields_then_the_fixed_rulings() -> None:
    assert rulings_of(Opts, fixed=FIXED) == (
        Ruling("turn_cap", "T7 / L12", "rounds before the end", "setting"),
        Ruling("speed", "T2", "slow by default (alt: fast)"),
        Ruling("shared", "T3", "loot is shared"),
        Ruling("shared", "T9", "the variant that shares loot too", "variant"),
        Ruling("tiebreak", "T4", "ties share the win"),
        *FIXED,
    )
    assert rulings_of(Opts) == rulings_of(Opts, fixed=FIXED)[:5]
    assert rulings_of(Plain, fixed=FIXED) == FIXED


def test_rulings_of_sorts_stably_by_a_key() -> None:
    by_id = rulings_of(Opts, fixed=FIXED, key=lambda r: int(r.ref[1]))
    assert [r.ref.split()[0] for r in by_id] == ["T1", "T2", "T3", "T4", "T5", "T7", "T9"]
    same = rulings_of(Opts, fixed=FIXED, key=lambda r: 0)
    assert same == rulings_of(Opts, fixed=FIXED)


def test_a_fixed_ruling_names_no_option() -> None:
    with pytest.raises(ValueError, match="names option 'speed'"):
        rulings_of(Opts, fixed=(Ruling("speed", "T2", "slow"),))


def test_a_ruling_kind_is_checked() -> None:
    with pytest.raises(ValueError, match="ruling kind 'rule'"):
        ruling("T1", "x", "rule")


def test_every_option_is_still_an_option() -> None:
    assert option_fields(Opts) == {
        "turn_cap": 20,
        "label": "table",
        "speed": "slow",
        "shared": False,
        "tiebreak": None,
        "seats": (),
    }


def test_option_choices_are_the_closed_value_sets() -> None:
    assert option_choices(Opts) == {
        "speed": ("fast", "slow"),
        "shared": (False, True),
        "tiebreak": ("gold", None),
    }
    assert option_choices(Plain) == {"speed": ("fast", "slow")}

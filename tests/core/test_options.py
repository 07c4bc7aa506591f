"""Typed game options: CLI strings converted, unknown names and bad values explained."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
import pytest

from dungeontable.core import (
    OptionError,
    Ruling,
    option_fields,
    options_to_dict,
    parse_options,
    ruling,
)


class Opts(msgspec.Struct, frozen=True):
    rounds: int = 5
    fast: bool = False
    ratio: float = 1.0
    expansion: Literal["none", "shortening"] = "none"
    label: str = "table"
    bots: tuple[str, ...] = ()


def test_cli_strings_are_converted_to_field_types() -> None:
    got = parse_options(
        Opts,
        {"rounds": "3", "fast": "true", "ratio": "0.5", "expansion": "shortening", "label": "12"},
    )
    assert got == Opts(3, True, 0.5, "shortening", "12")
    assert parse_options(Opts, {"fast": "false"}).fast is False
    assert parse_options(Opts, {"fast": "1"}).fast is True


def test_typed_values_and_defaults_pass_through() -> None:
    assert parse_options(Opts, {}) == Opts()
    assert parse_options(Opts, {"rounds": 9, "bots": ["a", "b"]}) == Opts(rounds=9, bots=("a", "b"))


def test_unknown_options_are_named_with_the_known_ones() -> None:
    with pytest.raises(OptionError) as info:
        parse_options(Opts, {"rouns": "3", "speed": 2})
    assert str(info.value) == (
        "unknown option(s) rouns, speed; known options: bots, expansion, fast, label, ratio, rounds"
    )


@pytest.mark.parametrize(
    ("values", "message"),
    [
        (
            {"fast": "yes"},
            "bad value 'yes' for option fast: Expected `bool`, got `str` (true or false)",
        ),
        ({"rounds": "three"}, "bad value 'three' for option rounds: Expected `int`, got `str`"),
        (
            {"rounds": 2, "expansion": "big"},
            "bad value 'big' for option expansion: Invalid enum value 'big'"
            " (one of: none, shortening)",
        ),
    ],
)
def test_bad_values_name_the_option(values: dict[str, object], message: str) -> None:
    with pytest.raises(OptionError) as info:
        parse_options(Opts, values)
    assert str(info.value) == message


class Tied(msgspec.Struct, frozen=True):
    tiebreak: Literal["gold"] | None = None
    note: str | None = "x"
    mode: Literal["none", "all"] | None = "all"


def test_none_words_mean_no_value_where_an_option_may_be_none() -> None:
    for word in ("none", "None", "null"):
        assert parse_options(Tied, {"tiebreak": word}).tiebreak is None
    assert parse_options(Tied, {"tiebreak": "gold"}).tiebreak == "gold"
    # an option that takes the text itself keeps it
    assert parse_options(Tied, {"note": "none"}).note == "none"
    assert parse_options(Tied, {"mode": "none"}).mode == "none"
    assert parse_options(Tied, {"mode": "null"}).mode is None


def test_a_bad_value_of_an_optional_choice_lists_every_choice() -> None:
    with pytest.raises(OptionError) as info:
        parse_options(Tied, {"tiebreak": "coin"})
    assert str(info.value) == (
        "bad value 'coin' for option tiebreak: Invalid enum value 'coin' (one of: gold, none)"
    )


def test_fields_and_dict_form() -> None:
    assert option_fields(Opts) == {
        "rounds": 5,
        "fast": False,
        "ratio": 1.0,
        "expansion": "none",
        "label": "table",
        "bots": (),
    }
    data = msgspec.json.decode(msgspec.json.encode(options_to_dict(Opts(bots=("x",)))))
    assert data == {
        "rounds": 5,
        "fast": False,
        "ratio": 1.0,
        "expansion": "none",
        "label": "table",
        "bots": ["x"],
    }
    assert parse_options(Opts, data) == Opts(bots=("x",))


def test_ruling_records_its_source() -> None:
    ruling = Ruling("flip_requires_open_edge", "A-01, L119", "flip only through an open edge")
    assert ruling.kind == "ruling"
    assert msgspec.to_builtins(ruling) == {
        "option": "flip_requires_open_edge",
        "ref": "A-01, L119",
        "summary": "flip only through an open edge",
        "kind": "ruling",
        "section": "",
    }


def test_a_ruling_may_name_its_rulebook_section() -> None:
    """``section``: the book's heading, which ``dungeontable rules`` shows instead of the ref."""
    mark = ruling("A-01, L119", "flip only through an open edge", section="Movement, Flipping")
    assert mark.section == "Movement, Flipping"
    assert Ruling("x", "A-01", "s", section="Setup").section == "Setup"


class Crew(msgspec.Struct, frozen=True):
    heroes: Annotated[tuple[str, ...], msgspec.Meta(max_length=4)] = ()

    def __post_init__(self) -> None:
        if len(set(self.heroes)) != len(self.heroes):
            raise ValueError("each hero plays once")


def test_a_list_reads_as_typed_and_a_games_own_refusal_stands_alone() -> None:
    with pytest.raises(OptionError) as info:
        parse_options(Crew, {"heroes": ["torm", "torm"]})
    assert str(info.value) == "bad value 'torm,torm' for option heroes: each hero plays once"
    with pytest.raises(OptionError, match=r"^bad value 'a,b,c,d,e' for option heroes: at most 4"):
        parse_options(Crew, {"heroes": ["a", "b", "c", "d", "e"]})


def test_a_list_option_given_as_text_is_split_on_commas_as_the_command_line_does() -> None:
    """``setup`` and scenario files read a mapping "as --option values": ``heroes="a, b"`` is the
    list, as ``--option heroes=a,b`` is (it was refused: expected an array, got a string)."""
    assert parse_options(Crew, {"heroes": "torm, randolph"}).heroes == ("torm", "randolph")
    assert parse_options(Crew, {"heroes": ""}).heroes == ()
    with pytest.raises(OptionError, match=r"^bad value 'torm,torm' for option heroes: each hero"):
        parse_options(Crew, {"heroes": "torm,torm"})

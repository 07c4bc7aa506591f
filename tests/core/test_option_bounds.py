"""Every option a person can set is bounded, so no value makes setup or memory unbounded."""

from __future__ import annotations

import time

import pytest

from dungeontable import games
from dungeontable.core import (
    OptionError,
    option_bounds,
    parse_options,
    seat_range,
    unbounded_options,
)


@pytest.mark.parametrize("name", games.names())
def test_every_number_text_and_list_option_declares_its_limits(name: str) -> None:
    assert unbounded_options(games.get(name).Options) == ()


def test_a_huge_drink_deck_count_is_refused_with_the_range() -> None:
    options = games.get("rdi").Options
    with pytest.raises(OptionError) as caught:
        parse_options(options, {"drink_decks": "1000000"})
    assert str(caught.value) == ("bad value '1000000' for option drink_decks: it must be 0 to 8")
    assert parse_options(options, {"drink_decks": "8"}).drink_decks == 8
    assert option_bounds(options)["drink_decks"] == {"min": 0, "max": 8}


def test_a_list_option_is_limited_in_length() -> None:
    options = games.get("cardrogue").Options
    with pytest.raises(OptionError, match="at most 16 long"):
        parse_options(options, {"cards": tuple(f"file{i}.toml" for i in range(17))})


def limit_ends() -> list[tuple[str, str, int]]:
    """Every game's every numeric option at each end of its declared range."""
    ends = []
    for name in games.names():
        for key, limit in option_bounds(games.get(name).Options).items():
            ends += [(name, key, limit[end]) for end in ("min", "max") if end in limit]
    return ends


@pytest.mark.parametrize(("name", "key", "value"), limit_ends())
def test_each_end_of_every_range_sets_up_a_table(name: str, key: str, value: int) -> None:
    """A declared limit is a value the game accepts: at the most seats its options allow, a
    table sets up and someone has a decision (the range never promises what setup refuses)."""
    game = games.get(name)
    given: dict[str, int] = {key: value}
    if (name, key) == ("rdi", "boss"):
        given["max_players"] = 16  # the Boss names a seat: seat 15 needs a 16-seat table
    try:
        options = parse_options(game.Options, given)
    except OptionError as refused:  # an expansion's option needs its expansion on
        if not str(refused).endswith("add expansion=shortening"):
            raise
        options = parse_options(game.Options, {**given, "expansion": "shortening"})
    started = time.perf_counter()
    state = game.setup(options, seat_range(game, options)[1], 7)
    assert game.decision(state) is not None
    assert time.perf_counter() - started < 30  # a guard against a hang, not a timing test

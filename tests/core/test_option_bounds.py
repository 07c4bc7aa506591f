"""Every option a person can set is bounded, so no value makes setup or memory unbounded."""

from __future__ import annotations

import time

import pytest

from dungeontable import games
from dungeontable.core import OptionError, option_bounds, parse_options, unbounded_options


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


@pytest.mark.parametrize("name", games.names())
def test_setup_at_the_largest_option_values_takes_moments(name: str) -> None:
    """Every numeric option at its upper limit still sets up (no assertion on time: printed)."""
    game = games.get(name)
    bounds = option_bounds(game.Options)
    largest = {
        key: limit["max"]
        for key, limit in bounds.items()
        if "max" in limit and key not in ("boss",)  # boss names a seat
    }
    try:
        options = parse_options(game.Options, largest)
    except (OptionError, ValueError):
        pytest.skip(f"{name}: the largest values together are not a valid table")
    seats = game.max_seats
    started = time.perf_counter()
    state = game.setup(options, seats, 7)
    assert game.decision(state) is not None
    print(f"{name}: setup at the largest values in {time.perf_counter() - started:.3f} s")

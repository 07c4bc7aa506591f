"""Every alternative reading an option offers is playable, derived from the options' metadata.

For every game under test and every option that carries a ruling (``game.rulings``: for the
registered games ``rulings_of(Options)``, the ``ruling(...)`` markers on the fields) and has a
closed set of values (a ``Literal`` or a ``bool``, ``core.option_choices``), each value other
than the default is set alone (as ``--option name=value`` would) and two short seeded random
playouts run: at the fewest and at the most seats that accept it. Every step keeps the kit's
invariants (``checks.check_playout``: the decider exists and has distinct legal actions that
round-trip through text and JSON, events round-trip, no outcome before the end, a finished game
has a well-formed ``Outcome``). The games' own tests play many alternatives to the end with
their game-specific invariants (e.g. cardrogue's card conservation); this one asks only that
none is left unplayable as options are added.
"""

from __future__ import annotations

import zlib
from typing import Any

import pytest

from dungeontable.core import (
    Game,
    ScriptError,
    field_rulings,
    option_choices,
    parse_options,
    rulings_of,
    seat_range,
)

from .checks import check_playout
from .kit import kit_names, resolve

STEP_CAP = 1_000
"""Decisions per playout: most card rogue, dungeon fighter and dragon inn games end before it, an
oots game is well under way (the engines take about a millisecond for ten decisions)."""

UNPLAYABLE: dict[tuple[str, str, str], tuple[type[Exception], str]] = {
    ("dungeonfighter", "resolver", "scripted"): (
        ScriptError,
        "throws come from a scenario's throw script; a random playout has none",
    ),
}
"""Values a random playout cannot take on their own, and why. Each must still fail (strict
xfail): once it plays, its entry goes."""


SWITCHES: dict[tuple[str, str], dict[str, Any]] = {
    (game, option): {"expansion": "shortening"}
    for game, option in (
        ("oots", "wandering_xykon"),
        ("oots", "dungeon_again"),
        ("oots", "in_medias_res"),
        ("oots", "no_turning_back"),
        ("oots", "backstories"),
        ("oots", "new_shticks"),
        ("oots", "new_battle_cards"),
    )
}
"""Options that need another one on (The Shortening's variants need ``expansion=shortening``);
the playout sets both."""


def alternatives(game: Game) -> list[tuple[str, Any]]:
    """(option, value) for every non-default value of every ruled option with a closed set."""
    ruled = {r.option for r in game.rulings}
    defaults = game.Options()
    return [
        (name, value)
        for name, values in option_choices(game.Options).items()
        if name in ruled
        for value in values
        if value != getattr(defaults, name)
    ]


def _cases() -> list[Any]:
    params = []
    for name in kit_names():
        try:
            game = resolve(name)
            found = alternatives(game)
        except Exception as exc:  # reported by the test itself
            params.append(pytest.param(name, "", None, repr(exc), id=f"{name}-unloadable"))
            continue
        for option, value in found:
            marks = []
            if (name, option, str(value)) in UNPLAYABLE:
                raises, reason = UNPLAYABLE[(name, option, str(value))]
                marks.append(pytest.mark.xfail(raises=raises, reason=reason, strict=True))
            params.append(
                pytest.param(name, option, value, "", id=f"{name}-{option}={value}", marks=marks)
            )
    return params


def _seat_counts(game: Game, options: Any, seed: int) -> list[int]:
    """The fewest and the most seats a table with ``options`` takes (setup accepts them)."""
    low, high = seat_range(game, options)
    accepted = []
    for seats in range(low, high + 1):
        try:
            game.setup(options, seats, seed)
        except ValueError:  # e.g. a variant for 4 or 6 players only
            continue
        accepted.append(seats)
    assert accepted, f"no seat count in {low}..{high} accepts these options"
    return sorted({accepted[0], accepted[-1]})


@pytest.mark.timeout(120)
@pytest.mark.parametrize(("name", "option", "value", "error"), _cases())
def test_every_ruled_alternative_is_playable(
    name: str, option: str, value: Any, error: str
) -> None:
    if error:
        pytest.fail(f"{name} cannot be loaded: {error}")
    game = resolve(name)
    options = parse_options(game.Options, {**SWITCHES.get((name, option), {}), option: value})
    assert getattr(options, option) == value
    seed = zlib.crc32(f"{name}:{option}={value}".encode())
    for seats in _seat_counts(game, options, seed):
        check_playout(game, seats, seed + seats, STEP_CAP, options=options, must_end=False)


def test_the_unplayable_list_names_real_alternatives() -> None:
    listed = {(n, o, str(v)) for n in kit_names() for o, v in alternatives(resolve(n))}
    assert set(UNPLAYABLE) <= listed


def test_game_rulings_are_the_fields_rulings(game: Game) -> None:
    """What the edges read (``game.rulings``) is what the fields declare, plus the fixed ones;
    a game without ``ruling(...)`` markers names only its options (or ``-``)."""
    fields = set(game.Options.__struct_fields__)
    assert {r.option for r in game.rulings} <= fields | {"-"}
    if not field_rulings(game.Options):
        return
    fixed = [r for r in game.rulings if r.option == "-"]
    derived = rulings_of(game.Options, fixed=fixed)
    assert sorted(game.rulings, key=repr) == sorted(derived, key=repr)

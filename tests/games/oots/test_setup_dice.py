"""A dealt scenario's ``setup_dice``: OOTS's setup rolls the scripted faces (R009, R318)."""

from __future__ import annotations

import pytest

from dungeontable import games
from dungeontable.core import ScenarioError, capabilities, parse_options, run_scenario


def test_the_setup_rolls_exactly_the_scripted_faces() -> None:
    game = games.get("oots")
    options = parse_options(game.Options, {})
    state = capabilities(game).setup_with_dice(options, 4, 7, (3, 12, 12, 1, 5, 9))
    assert state.order_start == 2  # 12 and 12 tie; only they roll again: 5 and 9 (A65)
    assert state.rng.script == ()
    plain = game.setup(options, 4, 7)
    assert capabilities(game).setup_with_dice(options, 4, 7, ()) == plain


def test_faces_the_setup_does_not_roll_are_refused() -> None:
    scenario = {"game": "oots", "name": "x", "seats": 2, "deal": True, "setup_dice": [4, 9, 6]}
    with pytest.raises(ScenarioError, match=r"setup_dice left unused: \[6\] \(the setup rolled 2"):
        run_scenario(scenario, lambda name: games.get(name), "x.toml")

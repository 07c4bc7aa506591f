"""``setup`` takes the options as a user has them: ``None`` for the defaults, a mapping read like
``--option`` values, or the game's options struct; each deals the same game."""

from __future__ import annotations

import pytest

from dungeontable import games
from dungeontable.core import OptionError, parse_options

SAMPLES = {  # a non-default value of one option per game
    "cardrogue": {"tiebreak": "gold"},
    "dungeonfighter": {"difficulty": "insane"},
    "oots": {"length": "long"},
    "rdi": {"hand_size": "6"},
}


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_setup_reads_none_a_mapping_or_the_struct(name: str) -> None:
    game = games.get(name)
    seats = max(2, game.min_seats)
    assert game.setup(None, seats, 3) == game.setup(game.Options(), seats, 3)
    given = SAMPLES[name]
    parsed = parse_options(game.Options, given)
    assert parsed != game.Options()
    assert game.setup(given, seats, 3) == game.setup(parsed, seats, 3)
    with pytest.raises(OptionError):
        game.setup({"no_such_option": 1}, seats, 3)


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_apply_reads_an_action_in_its_text_form(name: str) -> None:
    """``apply(state, "roll-die")`` is ``apply(state, game.actions.parse("roll-die"))``; a text
    that names no action is refused by the codec (``ParseError``, a ``ValueError``)."""
    game = games.get(name)
    state = game.setup(None, max(2, game.min_seats), 5)
    first = game.legal_actions(state)[0]
    assert game.apply(state, first.to_text()) == game.apply(state, first)
    with pytest.raises(ValueError, match="unknown kind 'no-such-action'"):
        game.apply(state, "no-such-action")

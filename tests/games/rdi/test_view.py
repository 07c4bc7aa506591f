"""Views hide hands, deck orders and every Drink Me! pile (R-7.10); determinize resamples them."""

from __future__ import annotations

import msgspec

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options


def test_a_view_shows_only_counts_of_hidden_zones() -> None:
    state = GAME.setup(Options(characters=("generic_brawler", "generic_rogue")), 2, 4)
    view = GAME.view(state, 0)
    text = msgspec.json.encode(view).decode()
    assert view.hand == state.seats[0].hand
    assert view.seats[1].hand_count == 7 and view.seats[0].drink_me_count == 1
    for card in state.seats[1].hand:
        if card not in state.seats[0].hand:
            assert card not in text
    assert state.seats[0].drink_me[0] not in text  # own Drink Me! pile hidden too
    assert GAME.view(state, None).hand == ()


def test_determinize_keeps_what_the_seat_knows() -> None:
    state = GAME.setup(
        Options(characters=("generic_brawler", "generic_cleric", "generic_rogue")), 3, 9
    )
    view = GAME.view(state, 1)
    guess = GAME.determinize(view, 1, Rng.from_seed(3))
    assert guess.seats[1].hand == state.seats[1].hand
    assert [len(s.hand) for s in guess.seats] == [len(s.hand) for s in state.seats]
    assert [len(s.drink_me) for s in guess.seats] == [len(s.drink_me) for s in state.seats]
    assert len(guess.drink_deck) == len(state.drink_deck)
    assert GAME.view(guess, 1) == view

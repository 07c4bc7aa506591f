"""What a simulated game's row records from the spectator's view: each seat's character."""

from __future__ import annotations

from dungeontable import games
from dungeontable.sim.play import public_facts


def test_the_red_dragon_inn_rows_name_each_seats_character() -> None:
    """Its view lists ``seats`` (not ``players``): rows had no characters, so the report had no
    per-character table for it."""
    game = games.get("rdi")
    state = game.setup(game.Options(characters=("fiona", "gog", "zot")), 3, 1)
    assert public_facts(game, state)[1] == ("fiona", "gog", "zot")


def test_the_red_dragon_inn_rows_count_its_turns() -> None:
    """Its view counts turns in ``turn`` (Card Rogue says ``turns``): the report's game length."""
    game = games.get("rdi")
    state = game.setup(game.Options(characters=("fiona", "gog")), 2, 1)
    assert public_facts(game, state)[0] == state.turn == 1

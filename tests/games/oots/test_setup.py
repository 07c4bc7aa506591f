"""Setup (R001-R009, §1.3, A65-A66) and the starting-shtick pick."""

from __future__ import annotations

import pytest

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import PutBack
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.options import Options, game_length
from dungeontable.games.oots.rules.setup import first_player

from .conftest import OPTIONS, act


@pytest.mark.parametrize(
    ("length", "seats", "expected"),
    [
        ("short", 2, (3, 8, 8)),
        ("short", 4, (3, 7, 8)),
        ("medium", 3, (3, 10, 10)),
        ("medium", 4, (3, 8, 9)),
        ("long", 2, (4, 12, 12)),
        ("long", 6, (4, 10, 10)),
        ("weekend", 5, (5, 13, 13)),
    ],
)
def test_r008_game_length_table(length: str, seats: int, expected: tuple[int, int, int]) -> None:
    assert game_length(Options(length=length), seats) == expected  # type: ignore[arg-type]


def test_a66_weekend_killer_needs_five_players() -> None:
    with pytest.raises(ValueError, match="A66"):
        game_length(Options(length="weekend"), 4)
    assert game_length(Options(length="weekend", weekend_any_seats=True), 4) == (5, 13, 13)


def test_r001_r007_initial_deal() -> None:
    state = GAME.setup(OPTIONS, 4, seed=3)
    loot = cards_of(state.cards).loot
    assert state.floors_count == 3 and state.lair == 4
    assert len(state.floors) == 5 and state.floors[0].down == 0  # R002
    assert all(not f.rooms for f in state.floors[1:])
    assert "dungeon_entrance" not in state.room_deck  # R001
    assert len(state.npcs) == 2  # R003
    for pl in state.players:
        assert pl.place == (0, 0) and pl.wounds == 0  # R004
        assert len(pl.shticks) == 4 and len(pl.deck) == 16
        assert len(pl.hand) == 7  # R006
        assert len(pl.stash) == 3 and not any(loot[c].trap for c in pl.stash)
    assert state.lair_deck[0] == "safe_haven" and len(state.lair_deck) == 5  # R007
    assert len(state.xykon_deck) == 4 and "xykon_the_lich" in state.xykon_deck


def test_r005_three_starting_shticks_in_play_fourth_shuffled_back() -> None:
    state = GAME.setup(OPTIONS, 2, seed=3)
    first = state.players[0]
    state, _ = act(state, PutBack(card=first.shticks[1]))
    pl = state.players[0]
    assert pl.shticks == (first.shticks[0], first.shticks[2], first.shticks[3])
    assert len(pl.deck) == 17 and first.shticks[1] in pl.deck
    state, _ = act(state, PutBack(card=state.players[1].shticks[0]))
    assert state.phase == "start" and state.turn.seat == state.order_start


def test_r009_a65_only_tied_players_reroll() -> None:
    from dungeontable.core import Rng

    seat, _ = first_player(3, Rng.from_seed(1).scripted((9, 12, 12, 4, 10)))
    assert seat == 2  # seats 1 and 2 tie on 12; they alone reroll 4 and 10
    seat, _ = first_player(3, Rng.from_seed(1).scripted((5, 11, 2)))
    assert seat == 1


def test_nerdcore_and_not_home_lair_decks() -> None:
    nerd = GAME.setup(Options(nerdcore=True), 2, seed=3)
    assert "safe_haven" not in nerd.lair_deck and len(nerd.lair_deck) == 5  # R309, A38
    away = GAME.setup(Options(xykon_not_home=True), 2, seed=3)
    assert away.lair_deck[0] == "safe_haven" and len(away.lair_deck) == 8  # R312
    assert len(away.xykon_deck) == 10

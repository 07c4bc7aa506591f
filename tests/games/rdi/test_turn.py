"""R-2 setup, R-4 turn phases, R-10 elimination and the winner; random playouts end."""

from __future__ import annotations

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.rules.setup import starting_gold

from .conftest import build


def test_setup_gives_gold_fortitude_hand_and_one_drink_each() -> None:
    """R-2.1..R-2.4 (characters without special setup: the seeded draw from the whole roster
    changes whenever a character joins it, and some start with a choice of their own)."""
    state = GAME.setup(Options(characters=("fiona", "gog", "zot", "dimli")), 4, 7)
    for seat in state.seats:
        assert (seat.fortitude, seat.alcohol, seat.gold) == (20, 0, 10)
        assert len(seat.drink_me) == 1
        assert len(seat.hand) == 7 and len(seat.deck) == 33
    assert len(state.drink_deck) == 30 - 4
    assert GAME.decision(state).kind == "discard"
    assert GAME.decision(state).seat == state.active


def test_starting_gold_depends_on_table_size() -> None:
    """R-2.1: 8 with two players, 10, 12 with seven or more."""
    assert [starting_gold(Options(), n) for n in (2, 3, 6, 7, 8)] == [8, 10, 10, 12, 12]
    assert starting_gold(Options(starting_gold=5), 2) == 5


def test_discard_then_draw_back_to_seven() -> None:
    """R-4.2: discard any number, then draw up to hand size."""
    deck = ("brawler_headbutt",) * 6
    hand = ("brawler_chair", "brawler_dice")
    t = build(2, phase="discard", seat=[{"hand": hand, "deck": deck}, {}])
    t.do("discard card=brawler_chair", "draw")
    assert t.seat(0).hand == ("brawler_dice", *("brawler_headbutt",) * 6)
    assert t.seat(0).discard == ("brawler_chair",)
    assert t.decision.kind == "action"


def test_empty_deck_reshuffles_discard() -> None:
    """R-4.2.2."""
    t = build(2, phase="discard", seat=[{"discard": ("brawler_chair",) * 3}, {}])
    t.do("draw")
    assert t.seat(0).hand == ("brawler_chair",) * 3 and t.seat(0).discard == ()


def test_order_a_drink_then_drink_it_next_turn() -> None:
    """R-4.4 order a Drink for another player; R-4.5 reveal and drink."""
    t = build(2, phase="action", drink_deck=("drink_cellar_stout",))
    t.do("pass")
    assert t.decision.kind == "order"
    assert t.legal() == ["order-drink target=1"]
    t.do("order-drink target=1")
    assert t.seat(1).drink_me == ("drink_cellar_stout",)
    # seat 0's own Drink Me! pile was empty: sober up instead (R-4.5)
    assert "sobered-up" in t.kinds()
    assert t.state.active == 1 and t.decision.kind == "discard"
    t.do("draw", "pass", "order-drink target=0")
    assert t.seat(1).alcohol == 2
    assert t.seat(1).drink_me == ()
    assert t.state.drink_discard == ("drink_cellar_stout",)


def test_sober_up_lowers_alcohol_by_one() -> None:
    t = build(2, phase="drink", seat=[{"alcohol": 3}, {}])
    assert t.seat(0).alcohol == 2


def test_passing_out_splits_gold_and_last_one_wins() -> None:
    """R-10.1 Alcohol >= Fortitude; R-10.4 half (up) to the Inn, rest split; R-10.6 winner."""
    seats = [
        {"alcohol": 5, "fortitude": 6, "gold": 10, "drink_me": ("drink_cellar_stout",)},
        {"gold": 10},
        {"gold": 10},
    ]
    t = build(3, phase="drink", seat=seats)
    assert t.seat(0).out == "passed-out"
    assert (t.seat(0).gold, t.seat(1).gold, t.seat(2).gold, t.state.inn) == (0, 12, 12, 6)
    assert t.state.active == 1 and t.state.result is None


def test_gold_split_remainder_goes_to_the_inn() -> None:
    """R-10.4 worked numbers: 10 Gold, 3 survivors -> Inn 7, 1 each."""
    seats = [{"alcohol": 19, "fortitude": 19, "gold": 10}, {}, {}, {}]
    t = build(4, phase="drink", seat=seats)
    assert [s.gold for s in t.state.seats] == [0, 11, 11, 11]
    assert t.state.inn == 7


def test_last_player_standing_wins() -> None:
    t = build(2, phase="drink", seat=[{"alcohol": 20, "fortitude": 20}, {}])
    assert t.state.result is not None
    assert t.state.result.winners == (1,)
    assert GAME.decision(t.state) is None


def test_simultaneous_last_losers_tie() -> None:
    """R-10.6: the last players all losing at once is a tie."""
    t = build(
        2, phase="drink", seat=[{"alcohol": 20, "fortitude": 20}, {"alcohol": 9, "fortitude": 9}]
    )
    assert t.state.result is not None
    assert t.state.result.winners == (0, 1)
    assert t.state.result.is_draw


def test_broke_player_is_kicked_out() -> None:
    """R-10.2."""
    t = build(3, phase="drink", seat=[{}, {"gold": 0}, {}])
    assert t.seat(1).out == "broke"


def test_random_playouts_finish() -> None:
    for seed in range(6):
        state = GAME.setup(Options(), 2 + seed % 5, seed)
        rng = Rng.from_seed(seed)
        for _ in range(5000):
            if GAME.decision(state) is None:
                break
            legal = GAME.legal_actions(state)
            i, rng = rng.below(len(legal))
            state = GAME.apply(state, legal[i]).state
        assert state.result is not None
        total = sum(s.gold for s in state.seats) + state.inn
        assert total == sum(s.gold for s in GAME.setup(Options(), 2 + seed % 5, seed).seats)

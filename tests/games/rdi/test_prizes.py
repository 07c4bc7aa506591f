"""R-12.1 the Prize variant (option ``prizes``)."""

from __future__ import annotations

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options

from .conftest import build

OPTS = Options(prizes=2)


def test_setup_puts_prizes_in_the_inn() -> None:
    state = GAME.setup(OPTS, 3, 5)
    assert len(state.prizes) == 2
    assert all(p.startswith("prize_") for p in state.prizes)
    assert GAME.setup(Options(), 3, 5).prizes == ()


def test_starter_picks_a_prize_the_winner_keeps_and_must_use_it() -> None:
    rows = [{"hand": ("brawler_dice",)}, {"hand": ("brawler_good_hand",), "alcohol": 6}, {}]
    prizes = ("prize_fat_purse", "prize_hangover_cure")
    t = build(3, options=OPTS, phase="action", seat=rows, prizes=prizes)
    t.do("play card=brawler_dice")
    assert t.decision.kind == "prize" and t.decision.seat == 0
    assert t.legal() == ["pick-prize card=prize_fat_purse", "pick-prize card=prize_hangover_cure"]
    t.do("pick-prize card=prize_hangover_cure", "play card=brawler_good_hand")
    assert t.seat(1).front == ("prize_hangover_cure",) and t.seat(1).gold == 12
    assert t.state.prizes == ("prize_fat_purse",)
    # seat 0 orders a Drink; seat 0's Drink Me! pile is empty; seat 1's turn starts: the Prize
    t.do("order-drink target=2")
    assert t.state.active == 1
    assert t.seat(1).alcohol == 4 and t.seat(1).front == ()
    assert t.state.prize_bin == ("prize_hangover_cure",)


def test_the_bin_returns_to_the_inn_when_the_inn_has_none() -> None:
    rows = [{"hand": ("brawler_dice",)}, {}, {}]
    t = build(3, options=OPTS, phase="action", seat=rows, prize_bin=("prize_fat_purse",))
    t.do("play card=brawler_dice")
    assert t.legal() == ["pick-prize card=prize_fat_purse"]
    t.do("pick-prize card=prize_fat_purse")
    assert t.seat(0).front == ("prize_fat_purse",) and t.state.prize_bin == ()


def test_no_prizes_anywhere_means_no_prize() -> None:
    t = build(3, options=OPTS, phase="action", seat=[{"hand": ("brawler_dice",)}, {}, {}])
    t.do("play card=brawler_dice")
    assert t.seat(0).gold == 12 and t.seat(0).front == ()


def test_random_prize_games_finish() -> None:
    for seed in range(4):
        state = GAME.setup(Options(prizes=4), 4, seed)
        rng = Rng.from_seed(seed)
        while GAME.decision(state) is not None:
            legal = GAME.legal_actions(state)
            i, rng = rng.below(len(legal))
            state = GAME.apply(state, legal[i]).state
        assert state.result is not None
        held = [c for s in state.seats for c in s.front if c.startswith("prize_")]  # not Elixirs
        assert sorted([*state.prizes, *state.prize_bin, *held]) == sorted(
            GAME.setup(Options(prizes=4), 4, seed).prizes
        )


def test_a_losers_prize_goes_to_the_bin() -> None:
    rows = [{"alcohol": 19, "fortitude": 19, "front": ("prize_fat_purse",)}, {}, {}]
    t = build(3, options=OPTS, phase="end", seat=rows)
    assert t.seat(0).out == "passed-out" and t.state.prize_bin == ("prize_fat_purse",)

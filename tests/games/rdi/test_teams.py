"""R-12.2 the Team variant (option ``teams``): shared Fortitude, Alcohol Content and Gold."""

from __future__ import annotations

import pytest

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options

from .conftest import build

TEAMS = Options(teams="0+2,1+3")


def test_a_hit_on_one_member_hurts_the_team() -> None:
    rows = [{"hand": ("brawler_headbutt",)}, {}, {}, {}]
    t = build(4, options=TEAMS, phase="action", seat=rows)
    t.do("play card=brawler_headbutt target=1")
    assert [s.fortitude for s in t.state.seats] == [20, 18, 20, 18]


def test_gold_and_drinks_are_shared_but_hands_and_piles_are_not() -> None:
    rows = [{"drink_me": ("drink_firewater",), "hand": ("brawler_chair",)}, {}, {}, {}]
    t = build(4, options=TEAMS, phase="drink", seat=rows)
    assert [s.alcohol for s in t.state.seats] == [3, 0, 3, 0]
    assert t.seat(0).hand == ("brawler_chair",) and t.seat(2).hand == ()


def test_a_team_passes_out_together_its_gold_split_once_per_team() -> None:
    rows = [
        {"alcohol": 19, "fortitude": 19, "gold": 10},
        {},
        {"alcohol": 19, "fortitude": 19, "gold": 10},
        {},
        {},
        {},
    ]
    t = build(6, options=Options(teams="0+2,1+3"), phase="drink", seat=rows)
    assert [s.out for s in t.state.seats][:4] == ["passed-out", "", "passed-out", ""]
    # 10 Gold: 5 to the Inn, 5 split among 3 sides (team 1+3, seat 4, seat 5): 1 each, 2 to the Inn
    assert [s.gold for s in t.state.seats] == [0, 11, 0, 11, 11, 11]
    assert t.state.inn == 7


def test_the_last_team_standing_wins() -> None:
    rows = [{"alcohol": 19, "fortitude": 19}, {}, {"alcohol": 19, "fortitude": 19}, {}]
    t = build(4, options=TEAMS, phase="drink", seat=rows)
    assert t.state.result is not None and t.state.result.winners == (1, 3)


def test_bad_team_spec_is_refused() -> None:
    with pytest.raises(ValueError, match="teams"):
        Options(teams="0+1,1+2")


def test_random_team_games_finish() -> None:
    for seed in range(4):
        state = GAME.setup(TEAMS, 4, seed)
        rng = Rng.from_seed(seed)
        while GAME.decision(state) is not None:
            legal = GAME.legal_actions(state)
            i, rng = rng.below(len(legal))
            state = GAME.apply(state, legal[i]).state
            for a, b in ((0, 2), (1, 3)):
                sa, sb = state.seats[a], state.seats[b]
                assert (sa.fortitude, sa.alcohol, sa.gold) == (sb.fortitude, sb.alcohol, sb.gold)
        assert state.result is not None


def test_teammates_who_start_differently_share_the_mean_or_the_first_seats_numbers() -> None:
    """Ruling team_start (R-12.2 [proposed]): the Lich King starts at 13 Fortitude, Torglesnarf
    with 2 extra Gold; their teams share one number from the start."""
    picks = ("lichking", "torglesnarf", "fiona", "gog")
    mean = GAME.setup(Options(teams="0+2,1+3", characters=picks), 4, 1)
    assert [(s.fortitude, s.gold) for s in mean.seats] == [(16, 10), (20, 11), (16, 10), (20, 11)]
    first = GAME.setup(Options(teams="0+2,1+3", characters=picks, team_start="first"), 4, 1)
    assert [(s.fortitude, s.gold) for s in first.seats] == [(13, 10), (20, 12), (13, 10), (20, 12)]
    boss = GAME.setup(Options(boss=0, characters=("gog", "lichking", "fiona", "zot")), 4, 1)
    assert [s.fortitude for s in boss.seats] == [30, 17, 17, 17]  # (13 + 20 + 20) // 3


def test_keets_artifacts_keep_his_whole_side_in_the_game() -> None:
    """R-10.2 with R-12.2: his Artifacts are his Gold, and his side shares its Gold, so a
    Challenger with no Gold of his own is not broke while Keet holds Artifacts (seed 5 sent two
    Challengers out alone at the first safe point)."""
    options = Options(boss=0, characters=("nerodia", "sera", "dimli", "keet"))
    state = GAME.setup(options, 4, 5)
    assert [s.gold for s in state.seats[1:]] == [0, 0, 0] and state.seats[3].valuables
    rng = Rng.from_seed(5)
    while GAME.decision(state) is not None:
        legal = GAME.legal_actions(state)
        i, rng = rng.below(len(legal))
        state = GAME.apply(state, legal[i]).state
        outs = {s.out for s in state.seats[1:]}
        assert len(outs) == 1, [s.out for s in state.seats]
    assert state.result is not None

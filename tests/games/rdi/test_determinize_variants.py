"""``determinize`` under the non-default variants (the conformance kit runs defaults only):
Boss Battle Challengers share one Drink Me! pile (R-12.3 [proposed]), Team members keep their own
(R-12.2), and views/events do not leak (the kit's ``check_no_leaks``)."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.content import load_catalog
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.state import State

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.leaks import check_no_leaks  # noqa: E402

BOSS = Options(boss=0)
TEAMS = Options(teams="0+2,1+3")


def sample(options: Options, seats: int, seed: int, every: int = 5, limit: int = 12) -> list[State]:
    """Every ``every``-th state of a seeded random playout with ``options``."""
    state, rng, found = GAME.setup(options, seats, seed), Rng.from_seed(seed), []
    for step in range(every * limit):
        if GAME.decision(state) is None:
            break
        legal = GAME.legal_actions(state)
        i, rng = rng.below(len(legal))
        state = GAME.apply(state, legal[i]).state
        if step % every == 0:
            found.append(state)
    return found


def drink_cards(state: State) -> Counter[str]:
    """Every Drink Deck card in play, a shared pile counted once (R-12.3)."""
    cat = load_catalog(state.options.cards)
    boss = state.options.boss
    owners = (boss, (boss + 1) % len(state.seats)) if boss >= 0 else range(len(state.seats))
    on_stack = [c for item in state.stack.items for c in item.payload.parts if c in cat.cards]
    found = Counter([*state.drink_deck, *state.drink_discard, *on_stack])
    found.update(c for i in owners for c in state.seats[i].drink_me)
    found.update(  # The Wench's Special Reserve Deck and discard (some of its cards are on piles)
        c
        for s in state.seats
        for x in s.extra
        if type(x).__name__ == "SpecialReserve"
        for c in (*x.deck, *x.discard)  # type: ignore[attr-defined]
    )
    return Counter({c: n for c, n in found.items() if cat[c].type in ("drink", "drink_event")})


@pytest.mark.parametrize("seed", [1, 2])
def test_boss_challengers_share_one_determinized_pile(seed: int) -> None:
    for state in sample(BOSS, 4, seed):
        for seat in range(4):
            copy = GAME.determinize(GAME.view(state, seat), seat, Rng.from_seed(seed * 10 + seat))
            piles = [copy.seats[i].drink_me for i in (1, 2, 3)]
            assert piles[0] == piles[1] == piles[2]
            assert len(piles[0]) == len(state.seats[1].drink_me)
            assert drink_cards(copy) == drink_cards(state)


def test_team_members_keep_their_own_determinized_piles() -> None:
    for state in sample(TEAMS, 4, 3):
        copy = GAME.determinize(GAME.view(state, 0), 0, Rng.from_seed(7))
        assert [len(s.drink_me) for s in copy.seats] == [len(s.drink_me) for s in state.seats]
        assert drink_cards(copy) == drink_cards(state)


@pytest.mark.parametrize(("options", "seed"), [(BOSS, 4), (TEAMS, 5)])
def test_no_leaks_under_variants(options: Options, seed: int) -> None:
    stats = check_no_leaks(GAME, sample(options, 4, seed, every=6, limit=8), 4)
    assert stats.differing_determinizations > 0
    assert stats.event_comparisons > 0
    assert stats.others_resampled > 0

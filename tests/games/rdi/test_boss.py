"""R-12.3 Boss Battle (option ``boss``) with the [proposed] numbers of rdi.md."""

from __future__ import annotations

import itertools

import pytest

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options

BOSS = Options(boss=0)


def test_boss_numbers_and_shared_challenger_pile() -> None:
    state = GAME.setup(BOSS, 4, 3)
    boss = state.seats[0]
    assert (boss.fortitude, boss.gold) == (20 + 5 * 2, 30)
    piles = [s.drink_me for s in state.seats[1:]]
    assert len(piles[0]) == 3 and piles[0] == piles[1] == piles[2]
    assert state.active != 0


def _play_to_end(options: Options, seats: int, seed: int) -> tuple[list[int], object]:
    state = GAME.setup(options, seats, seed)
    actives = [state.active]
    rng = Rng.from_seed(seed)
    while GAME.decision(state) is not None:
        legal = GAME.legal_actions(state)
        i, rng = rng.below(len(legal))
        state = GAME.apply(state, legal[i]).state
        if state.active != actives[-1]:
            actives.append(state.active)
    return actives, state


def test_the_boss_plays_after_every_challenger_and_one_side_wins() -> None:
    boss_won = 0
    for seed in range(8):
        actives, state = _play_to_end(BOSS, 4, seed)
        winners = state.result.winners  # type: ignore[attr-defined]
        assert winners == (0,) or 0 not in winners
        challengers = state.seats[1:]  # type: ignore[attr-defined]
        # shared stats, out together; the reason may differ when a Challenger's own mechanic
        # (Zakhan's Drunken Chi counts toward passing out) fells him as the team goes broke
        assert len({(s.fortitude, s.alcohol, s.gold, bool(s.out)) for s in challengers}) == 1
        if winners == (0,):
            boss_won += 1  # the Boss lived all game: turns alternate Boss / Challenger
            assert all((a == 0) != (b == 0) for a, b in itertools.pairwise(actives))
            turns = [a for a in actives if a != 0]  # Challengers clockwise, skipping the Boss
            assert all(b == {1: 2, 2: 3, 3: 1}[a] for a, b in itertools.pairwise(turns))
    assert boss_won >= 1


def test_a_heal_above_twenty_is_kept_for_the_boss() -> None:
    """The Boss's Fortitude may exceed 20; a heal must not lower it (R-3.1 clamps at the start)."""
    from .conftest import build

    t = build(3, phase="action", seat=[{"fortitude": 25, "hand": ("brawler_hearty_stew",)}, {}, {}])
    t.do("play card=brawler_hearty_stew")
    assert t.seat(0).fortitude == 25


@pytest.mark.parametrize(
    ("options", "losers"),
    [(Options(boss=0), ()), (Options(teams="1+2,0+3"), ()), (Options(), (2, 3))],
)
def test_a_side_stays_together_while_one_of_its_players_gambles(
    options: Options, losers: tuple[int, ...]
) -> None:
    """R-8.9 with shared stats (R-12.2, R-12.3): seat 1 is still in the round at 0 Gold, so the
    seats sharing its Gold stay too (a side leaves together); without sides the broke seats
    out of the round leave."""
    from msgspec.structs import replace

    from dungeontable.games.rdi.rules.elimination import about_to_lose
    from dungeontable.games.rdi.state import Gambling

    from .conftest import build

    state = build(4, options, phase="action").state
    seats = (state.seats[0], *(replace(s, gold=0) for s in state.seats[1:]))
    gambling = Gambling(starter=1, controller=1, players=(0, 1), pot=2)
    assert about_to_lose(replace(state, seats=seats, gambling=gambling)) == losers

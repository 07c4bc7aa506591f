"""Invariants over random play (STYLE 12): gold, bonus dice, monster and equipment cards are
conserved; hit points stay within 0..maximum; a finished game offers nothing."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from dungeontable.core import Rng
from dungeontable.games.dungeonfighter.content import catalog
from dungeontable.games.dungeonfighter.options import Options
from dungeontable.games.dungeonfighter.state import BONUS_TOTAL, GOLD_TOTAL, State

from .conftest import GAME


def monsters(s: State) -> Counter[str]:
    cards = [c for t in (*s.tower, *s.reserve) for c in t] + list(s.monster_discard)
    cards += [m for h in s.heroes for m in h.seduced]
    fight = s.fight
    kept = fight is not None and (fight.monster in cards)
    if fight is not None and not fight.boss and not kept:
        cards.append(fight.monster)
    return Counter(cards)


def equipment(s: State) -> Counter[str]:
    cards = list(s.deck) + list(s.discard) + [c for h in s.heroes for c in h.equipment]
    if s.fight is not None:
        cards += list(s.fight.five_finger)
    if s.maintenance is not None:
        m = s.maintenance
        cards += list(m.loot) + list(m.shop) + ([m.treasure] if m.treasure else [])
    return Counter(cards)


def check(s: State) -> None:
    live = s.fight is not None and s.maintenance is None  # the fight's gold and dice still out
    on_card = s.fight.gold if live and s.fight is not None else 0
    assert s.chest_gold + s.supply_gold + on_card == GOLD_TOTAL
    on_board = s.fight.bonus_thrown if live and s.fight is not None else 0
    assert s.chest_bonus + s.supply_bonus + on_board == BONUS_TOTAL
    assert min(s.chest_gold, s.supply_gold, s.chest_bonus, s.supply_bonus) >= 0
    for h in s.heroes:
        assert 0 <= h.hp <= h.max_hp and len(h.scars) <= 2
    assert monsters(s) == Counter(c for t in catalog().monsters for c in t)
    assert equipment(s) == Counter(catalog().equipment)


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    seats=st.integers(1, 6),
    difficulty=st.sampled_from(["easy", "insane"]),
)
def test_random_games_conserve_everything(seed: int, seats: int, difficulty: str) -> None:
    state = GAME.setup(Options(difficulty=difficulty), seats, seed)  # type: ignore[arg-type]
    rng = Rng.from_seed(seed)
    check(state)
    while GAME.decision(state) is not None:
        action, rng = rng.choice(GAME.legal_actions(state))
        state = GAME.apply(state, action).state
        check(state)
    assert state.result in ("won", "lost") and GAME.legal_actions(state) == ()

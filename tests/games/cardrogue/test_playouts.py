"""Random playouts end, keep the invariants of §6.7, and replay identically."""

from __future__ import annotations

from collections import Counter

import pytest

from dungeontable.core import Rng
from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.catalog import load_catalog
from dungeontable.games.cardrogue.options import Options
from dungeontable.games.cardrogue.state import NOWHERE, State

CAT = load_catalog()
EVERY = Counter(c for deck in ("explore", "pathing", "shop", "start") for c in CAT.decks[deck])


def _cards(state: State) -> Counter[str]:
    found: Counter[str] = Counter()
    for stack in (state.explore, state.pathing, state.shop, state.discard, state.removed):
        found.update(stack)
    for cell in state.cells.values():
        found[cell.card] += 1
        found.update(cell.drop)
    for enemy in state.enemies:  # a teleported enemy stands on another card
        if state.cells[enemy.pos].card != enemy.card:
            found[enemy.card] += 1
    for p in state.players:
        found.update(p.hand)
        found.update(c for c in p.equipment if c)
    for pending in state.pending:
        found.update(pending.cards)
    for card in ("floor", *CAT.gold_cards):
        found.pop(card, None)
    return found


def _invariants(state: State) -> None:
    if state.phase in ("decide", "draft"):
        return  # the starting tiles are still in the players' hands
    assert _cards(state) == EVERY, "card conservation"
    tokens = [p.pos for p in state.players if p.pos != NOWHERE]
    assert all(pos in state.cells for pos in tokens)
    assert not any(e.pos in tokens for e in state.enemies), "a token on an enemy"
    for p in state.players:
        assert sum(1 for c in p.hand if CAT[c].exclusive) < 2 or state.seats == 1
        for uid in p.fights:
            assert any(e.uid == uid and p.seat in e.queue for e in state.enemies)
    for e in state.enemies:
        assert 0 < e.health <= CAT[e.card].health


def play(seats: int, seed: int, cap: int = 30) -> tuple[State, int]:
    state = GAME.setup(Options(turn_cap=cap), seats, seed)
    rng = Rng.from_seed(seed + 1000)
    steps = 0
    while GAME.outcome(state) is None:
        actions = GAME.legal_actions(state)
        assert actions and len(set(actions)) == len(actions)
        index, rng = rng.below(len(actions))
        state = GAME.apply(state, actions[index]).state
        steps += 1
        if steps % 7 == 0:
            _invariants(state)
    _invariants(state)
    return state, steps


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_random_playouts_end_with_an_outcome(seats: int) -> None:
    reasons = Counter()
    for seed in range(13 if seats > 1 else 11):
        state, _ = play(seats, seed)
        reasons[state.result.reason] += 1  # type: ignore[union-attr]
    assert set(reasons) <= {"turn_cap", "forfeit", "exit", "died", "escaped"}
    assert sum(reasons.values()) >= 11


def test_same_seed_same_game() -> None:
    a, steps_a = play(3, 77)
    b, steps_b = play(3, 77)
    assert steps_a == steps_b and a == b


ALTERNATIVES = [
    {"flip_requires_open_edge": False},
    {"arrow_forces_rotation": False},
    {"special_cards_open_all": False},
    {"surround_enemy_acts_only_on_target_turn": False},
    {"skip_stacking": "add"},
    {"skipped_turn_enemy_acts": False},
    {"shield_blocks_all_enemies": False},
    {"reroll_per_x": False},
    {"min_attack_final_floor": False},
    {"reset_only_when_queue_empty": False},
    {"tiebreak": "gold"},
    {"solo_basilisk_discard": True},
    {"place_on_every_tile_entered": True},
    {"layout": "square"},
]


@pytest.mark.parametrize("alternative", ALTERNATIVES, ids=lambda a: next(iter(a)))
def test_playouts_under_every_ruling_alternative(alternative: dict[str, object]) -> None:
    for seats in (1, 2, 3, 4):
        state = GAME.setup(Options(turn_cap=12, **alternative), seats, seats * 13)  # type: ignore[arg-type]
        rng = Rng.from_seed(seats)
        while GAME.outcome(state) is None:
            actions = GAME.legal_actions(state)
            index, rng = rng.below(len(actions))
            state = GAME.apply(state, actions[index]).state
        _invariants(state)
        assert state.result is not None

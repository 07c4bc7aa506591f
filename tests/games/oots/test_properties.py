"""Property tests: card conservation (Battle and Loot cards), wound bounds, legal-action sanity."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dungeontable.games.oots import GAME
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.state import State


def battle_cards(state: State) -> Counter[str]:
    """Every Battle Deck card wherever it is (Xykon cards are counted apart)."""
    cs = cards_of(state.cards)
    found: Counter[str] = Counter(state.battle_deck) + Counter(state.battle_discard)
    for pl in state.players:
        found += Counter(pl.hand) + Counter(pl.saved)
    for floor in state.floors:
        for room in floor.rooms:
            found += Counter(c for c in room.monsters if c in cs.battle_deck)
    found += Counter(i.payload for i in state.stack.items)
    if state.phase == "keep" and state.battle is not None:
        found[state.battle.monster] += 1  # defeated, waiting for the keep-or-discard choice
    return found


def loot_cards(state: State) -> Counter[str]:
    """Every Loot/Trap card: piles, Stashes, equipped, rooms, and Traps out of the game."""
    found: Counter[str] = (
        Counter(state.loot_deck) + Counter(state.loot_discard) + Counter(state.removed)
    )
    for pl in state.players:
        found += Counter(pl.stash) + Counter(pl.equipped)
    for floor in state.floors:
        for room in floor.rooms:
            found += Counter(room.loot)
    if state.phase == "trap":
        found[state.turn.trap] += 1  # revealed, waiting for the A59 window to close
    return found


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    seats=st.integers(2, 6),
    picks=st.lists(st.integers(0, 1_000), min_size=50, max_size=400),
)
def test_cards_are_conserved_and_wounds_stay_in_bounds(
    seed: int, seats: int, picks: list[int]
) -> None:
    state = GAME.setup(Options(turn_limit=4), seats, seed)
    cs = cards_of(state.cards)
    want_battle = Counter(cs.battle_deck)
    want_loot = Counter(cs.loot_deck)
    for pick in picks:
        if GAME.decision(state) is None:
            break
        legal = GAME.legal_actions(state)
        assert legal and len(set(legal)) == len(legal)
        state = GAME.apply(state, legal[pick % len(legal)]).state
        assert battle_cards(state) == want_battle
        assert loot_cards(state) == want_loot
        for pl in state.players:
            assert 0 <= pl.wounds <= pl.max_wounds
            assert len(pl.flipped) == len(pl.shticks)
            assert (
                len(pl.shticks)
                + len(pl.deck)
                + len(state.turn.pick) * (state.turn.seat == state.players.index(pl))
                <= 20
            )

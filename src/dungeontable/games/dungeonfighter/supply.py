"""The chest and the supply (R015-R017, AMB-26, AMB-27): gold and bonus dice moving between
them, and the equipment deck refilled from the discard pile."""

from __future__ import annotations

from msgspec.structs import replace

from .events import BonusDiceChanged, GoldChanged
from .party import Step
from .state import State


def gain_gold(state: State, amount: int, cause: str) -> Step:
    """Gold from the supply to the chest, capped by the supply (AMB-27; ``finite_supply=false``:
    never capped, the supply only runs down to 0)."""
    if state.options.finite_supply:
        amount = min(amount, state.supply_gold)
    if amount <= 0:
        return state, []
    supply = max(0, state.supply_gold - amount)
    state = replace(state, chest_gold=state.chest_gold + amount, supply_gold=supply)
    return state, [GoldChanged(amount=amount, chest=state.chest_gold, cause=cause)]


def gain_bonus(state: State, amount: int, cause: str) -> Step:
    """Bonus dice from the supply to the chest, capped by the supply (AMB-27;
    ``finite_supply=false``: never capped)."""
    if state.options.finite_supply:
        amount = min(amount, state.supply_bonus)
    if amount <= 0:
        return state, []
    supply = max(0, state.supply_bonus - amount)
    state = replace(state, chest_bonus=state.chest_bonus + amount, supply_bonus=supply)
    return state, [BonusDiceChanged(amount=amount, chest=state.chest_bonus, cause=cause)]


def ensure_deck(state: State) -> State:
    """AMB-26: an empty equipment deck is the discard pile reshuffled."""
    if state.deck or not state.discard:
        return state
    deck, rng = state.rng.shuffle(state.discard)
    return replace(state, deck=deck, discard=(), rng=rng)

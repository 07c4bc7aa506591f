"""Prices and the cards that pay them (R162, R164, R165, R294, A-35): the queries and state
updates the pending ``pay`` (``rules.payment``), the shop and the mole share."""

from __future__ import annotations

from msgspec.structs import replace

from ..catalog import Catalog
from ..state import NOWHERE, Pending, Player, State, update_player
from .equipment import can_unequip, is_discardable
from .shared import cat

MOLE = "mole"
MOLE_FEE = 10  # 003 L434


def price_of(catalog: Catalog, pending: Pending) -> int:
    """R162: twice the gold amount; the mole's fee is fixed (R294)."""
    if pending.card == MOLE:
        return MOLE_FEE
    return 2 * (catalog[pending.card].gold or 0)


def paying_cards(catalog: Catalog, player: Player) -> list[str]:
    """Every card that may pay, hand first, then equipment (R165, R178, A-20)."""
    found = [c for c in player.hand if is_discardable(catalog[c])]
    for slot, card in enumerate(player.equipment):
        if card and is_discardable(catalog[card]) and can_unequip(catalog, player, slot):
            found.append(card)
    return found


def funds(catalog: Catalog, player: Player) -> int:
    return sum(catalog[c].gold or 0 for c in paying_cards(catalog, player))


def change_for(catalog: Catalog, amount: int) -> tuple[str, ...]:
    """Gold cards worth ``amount``, largest first (R162, §3.11)."""
    found: list[str] = []
    for card in catalog.gold_cards:
        value = catalog[card].gold or 0
        while value and amount >= value:
            found.append(card)
            amount -= value
    return tuple(found)


def start_payment(state: State, seat: int, what: str, pos: int = NOWHERE) -> State:
    pending = Pending("pay", seat, pos=pos, card=what)
    return replace(state, pending=(*state.pending, pending))


def take_card(state: State, seat: int, card: str) -> State:
    """``card`` leaves the hand, or else the equipment."""
    player = state.players[seat]
    if card in player.hand:
        hand = list(player.hand)
        hand.remove(card)
        return update_player(state, seat, hand=tuple(hand))
    slot = player.equipment.index(card)
    equipment = tuple("" if i == slot else c for i, c in enumerate(player.equipment))
    return update_player(state, seat, equipment=equipment)


def settle(state: State, pending: Pending) -> tuple[tuple[str, ...], State]:
    """R162, R164: the cards given are discarded; the change comes back as gold cards."""
    catalog = cat(state)
    paid = sum(catalog[c].gold or 0 for c in pending.cards)
    change = change_for(catalog, paid - price_of(catalog, pending))
    player = state.players[pending.seat]
    state = update_player(state, pending.seat, hand=(*player.hand, *change))
    return change, replace(state, discard=(*state.discard, *pending.cards))

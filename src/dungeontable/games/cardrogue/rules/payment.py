"""Paying with cards: the shop and the mole (R162, R164, R165, R294, A-35).

A price is paid by giving cards with a gold amount one at a time (pending ``pay``): gold cards,
loot, items; an equipped card may pay too, as if taken off first. Unsellable cards (crossed
gold) and cursed cards never pay (R165, R178). Once the cards given reach the price the
purchase completes: they go to the discard pile (R164) and any excess comes back as gold cards,
largest first (R162, §3.11). Until then the buyer may cancel and take his cards back.

The pending's ``card`` is what is bought (a shop card id, or ``mole``), ``pos`` the tile the
mole will swap, and ``cards`` the cards given so far (out of the hand already).
"""

from __future__ import annotations

from collections.abc import Callable

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event

from ..actions import CancelPurchase, Pay
from ..catalog import Catalog
from ..common.equipment import can_unequip, is_discardable
from ..common.shared import cat
from ..events import PurchaseCancelled
from ..state import NOWHERE, Pending, Player, State, update_player

MOLE = "mole"
MOLE_FEE = 10  # 003 L434

Completion = Callable[[State, Pending, list[Event]], State]
COMPLETIONS: dict[str, Completion] = {}
"""``shop`` and ``mole`` register what happens once a price is paid."""


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


def pay_options(state: State) -> list[Action]:
    player = state.players[state.pending[0].seat]
    found: list[Action] = [Pay(card=c) for c in dict.fromkeys(paying_cards(cat(state), player))]
    found.append(CancelPurchase())
    return found


def pay_prompt(state: State, pending: Pending) -> Decision:
    catalog = cat(state)
    owed = price_of(catalog, pending) - sum(catalog[c].gold or 0 for c in pending.cards)
    what = "the mole" if pending.card == MOLE else catalog[pending.card].name
    return Decision(pending.seat, "pay", f"give cards worth {owed} more gold for {what}")


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


def pay(state: State, action: Pay, ev: list[Event]) -> State:
    pending = state.pending[0]
    state = take_card(state, pending.seat, action.card)
    pending = replace(pending, cards=(*pending.cards, action.card))
    state = replace(state, pending=(pending, *state.pending[1:]))
    catalog = cat(state)
    if sum(catalog[c].gold or 0 for c in pending.cards) < price_of(catalog, pending):
        return state
    state = replace(state, pending=state.pending[1:])
    return COMPLETIONS[MOLE if pending.card == MOLE else "shop"](state, pending, ev)


def cancel(state: State, action: CancelPurchase, ev: list[Event]) -> State:
    pending = state.pending[0]
    player = state.players[pending.seat]
    state = update_player(state, pending.seat, hand=(*player.hand, *pending.cards))
    ev.append(PurchaseCancelled(seat=pending.seat, card=pending.card))
    return replace(state, pending=state.pending[1:])


def settle(state: State, pending: Pending) -> tuple[tuple[str, ...], State]:
    """R162, R164: the cards given are discarded; the change comes back as gold cards."""
    catalog = cat(state)
    paid = sum(catalog[c].gold or 0 for c in pending.cards)
    change = change_for(catalog, paid - price_of(catalog, pending))
    player = state.players[pending.seat]
    state = update_player(state, pending.seat, hand=(*player.hand, *change))
    return change, replace(state, discard=(*state.discard, *pending.cards))

"""Paying with cards: the shop and the mole (R162, R164, R165, R294, A-35).

A price is paid by giving cards with a gold amount one at a time (pending ``pay``): gold cards,
loot, items; an equipped card may pay too, as if taken off first. The mole takes items only
from a player short of gold (gold cards and loot, R294, 003 L434). Unsellable cards (crossed
gold) and cursed cards never pay (R165, R178). Once the cards given reach the price the
purchase completes: they go to the discard pile (R164) and any excess comes back as gold cards,
largest first (R162, §3.11). Until then the buyer may cancel and take his cards back.

The pending's ``card`` is what is bought (a shop card id, or ``mole``), ``pos`` the tile the
mole will swap, ``cards`` the cards given so far (out of the hand or equipment already) and
``options`` the equipment slot each came from (-1: the hand), so a cancel puts them back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event

from ..actions import CancelPurchase, Pay
from ..catalog import Catalog
from ..common.payment import MOLE, MOLE_FEE, paying_cards, price_of, take_card
from ..common.shared import cat
from ..events import PurchaseCancelled
from ..state import Pending, State, update_player

Completion = Callable[[State, Pending, list[Event]], State]
"""What happens once a price is paid (``shop.complete_purchase``, ``mole.complete_hire``)."""


def pay_options(state: State) -> list[Action]:
    pending = state.pending[0]
    catalog = cat(state)
    cards = paying_cards(catalog, state.players[pending.seat])
    if pending.card == MOLE and _gold_in_hand(catalog, cards, pending) >= MOLE_FEE:
        cards = [c for c in cards if _is_gold(catalog, c)]
    found: list[Action] = [Pay(card=c) for c in dict.fromkeys(cards)]
    found.append(CancelPurchase())
    return found


def _is_gold(catalog: Catalog, card: str) -> bool:
    """Gold cards, and loot, which "is treated like gold" (003 L662)."""
    return catalog[card].kind in ("gold", "enemy")


def _gold_in_hand(catalog: Catalog, cards: list[str], pending: Pending) -> int:
    """R294: the gold he has for the mole, counting what he has already given. Items may be
    sold to the mole only "if he does not have enough gold" (003 L434)."""
    given = sum(catalog[c].gold or 0 for c in pending.cards)
    return given + sum(catalog[c].gold or 0 for c in cards if _is_gold(catalog, c))


def pay_prompt(state: State, pending: Pending) -> Decision:
    catalog = cat(state)
    owed = price_of(catalog, pending) - sum(catalog[c].gold or 0 for c in pending.cards)
    what = "the mole" if pending.card == MOLE else catalog[pending.card].name
    return Decision(pending.seat, "pay", f"give cards worth {owed} more gold for {what}")


def why_not_pay(state: State, action: Pay) -> str:
    """Why a card the buyer names cannot pay, for the refusal (``""``: no reason to add): he
    does not hold it, it has no gold amount (unsellable: the Key, the Shopkeeper's Debt; R165),
    it is cursed (R178), it cannot be taken off now (A-20), or the mole takes gold from a player
    who has enough (R294)."""
    if not state.pending or state.pending[0].kind != "pay":
        return ""
    pending = state.pending[0]
    catalog = cat(state)
    player = state.players[pending.seat]
    if action.card not in catalog:
        return ""
    card = catalog[action.card]
    if action.card not in player.hand and action.card not in player.equipment:
        return f"seat {pending.seat} holds no {card.name}"
    if not card.sellable:
        return f"the {card.name} cannot be sold, so it cannot pay (R165)"
    if card.cursed:
        return f"the {card.name} is cursed: it cannot be sold, so it cannot pay (R178)"
    if action.card not in paying_cards(catalog, player):
        return f"the {card.name} cannot be taken off now, so it cannot pay (A-20)"
    if pending.card == MOLE and not _is_gold(catalog, action.card):
        return f"with {MOLE_FEE} gold or more the mole is paid in gold, not items (R294)"
    return ""


def pay(state: State, action: Pay, ev: list[Event], completions: Mapping[str, Completion]) -> State:
    """One more card given; once the price is reached the purchase completes (``completions``:
    by ``MOLE`` or ``"shop"``, handed in by ``flow.build_flow``)."""
    pending = state.pending[0]
    player = state.players[pending.seat]
    slot = -1 if action.card in player.hand else player.equipment.index(action.card)
    state = take_card(state, pending.seat, action.card)
    pending = replace(
        pending, cards=(*pending.cards, action.card), options=(*pending.options, slot)
    )
    state = replace(state, pending=(pending, *state.pending[1:]))
    catalog = cat(state)
    if sum(catalog[c].gold or 0 for c in pending.cards) < price_of(catalog, pending):
        return state
    state = replace(state, pending=state.pending[1:])
    return completions[MOLE if pending.card == MOLE else "shop"](state, pending, ev)


def cancel(state: State, action: CancelPurchase, ev: list[Event]) -> State:
    """The cards given go back where they came from: the hand, or their equipment slot
    (``Pending.options``: the slot of each card given, -1 for the hand)."""
    pending = state.pending[0]
    player = state.players[pending.seat]
    slots = pending.options or (-1,) * len(pending.cards)
    equipment = list(player.equipment)
    hand = list(player.hand)
    for card, slot in zip(pending.cards, slots, strict=True):
        if slot < 0:
            hand.append(card)
        else:
            equipment[slot] = card
    state = update_player(state, pending.seat, hand=tuple(hand), equipment=tuple(equipment))
    ev.append(PurchaseCancelled(seat=pending.seat, card=pending.card))
    return replace(state, pending=state.pending[1:])

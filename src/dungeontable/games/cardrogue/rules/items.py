"""Equipment and hand cards (R170-R179, A-16, A-18, A-20, A-43, A-48).

A weapon or armor card works only while equipped (R171), one card per slot (R172); a
two-handed card (the Maul) sits in the primary slot and keeps the secondary one empty (R174);
a character with ``dual_wield`` (the Rogue) may put a second card of that family (a Dagger) in
the secondary slot while one is in the primary slot (R175, A-20). Equipping and unequipping
are free on one's own turn out of combat (``equip_in_combat`` lifts that, A-16); equipping
into a taken slot puts the old card back in the hand. A cursed card never leaves its owner by
his own choice: no unequip, sale, payment, trade or discard (R178, A-18). Sellable cards may
be discarded on one's own turn (A-43).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event

from ..actions import Discard, Equip, KeepCards, StartDiscard, Unequip
from ..catalog import SLOTS
from ..common.equipment import (
    can_equip,
    can_unequip,
    displaced,
    is_discardable,
    may_change_equipment,
    slots_for,
)
from ..common.shared import Facts, cat, hand_facts
from ..events import CardsDiscarded, ItemEquipped, ItemUnequipped
from ..state import EMPTY_SLOTS, Pending, State, update_player


def equipment_options(state: State, facts: Facts = hand_facts) -> list[Action]:
    player = state.players[state.seat]
    gear = bool(player.hand) and facts(state, player.hand).gear
    if (not gear and player.equipment == EMPTY_SLOTS) or not may_change_equipment(state):
        return []
    catalog = cat(state)
    found: list[Action] = []
    for card_id in dict.fromkeys(player.hand):
        card = catalog[card_id]
        for slot in slots_for(catalog, player, card):
            if can_equip(catalog, player, card, slot):
                found.append(Equip(card=card_id, slot=SLOTS[slot]))
    for slot, card_id in enumerate(player.equipment):
        if card_id and can_unequip(catalog, player, slot):
            found.append(Unequip(slot=SLOTS[slot]))
    return found


def why_not_equipment(state: State, action: Equip | Unequip) -> str:
    """Why the player whose turn it is may not equip or unequip so (R171-R178, A-16, A-20);
    '' when the reason is none of these."""
    catalog = cat(state)
    player = state.players[state.seat]
    if action.slot and action.slot not in SLOTS:
        return f"slot={action.slot}: a slot is one of {', '.join(SLOTS)}"
    if isinstance(action, Unequip):
        index = SLOTS.index(action.slot)
        card_id = player.equipment[index]
        if not card_id:
            return f"nothing is equipped on the {action.slot} slot"
        if catalog[card_id].cursed:
            return f"{card_id} is cursed: it cannot be taken off (R178)"
        if not can_unequip(catalog, player, index):
            return f"{card_id} stays in the primary hand while a second one is in the other (A-20)"
    else:
        if action.card not in player.hand:
            return f"{action.card} is not in the hand"
        card = catalog[action.card]
        slots = slots_for(catalog, player, card)
        if not slots:
            return f"{action.card} is no weapon or armor: nothing to equip (R172)"
        if action.slot and SLOTS.index(action.slot) not in slots:
            where = " or ".join(SLOTS[s] for s in slots)
            second = (
                " (a second one goes in the secondary hand only for a character who wields two,"
                " with one in the primary hand, R175)"
                if action.slot == "secondary" and card.slot == "primary"
                else ""
            )
            return f"{action.card} goes on the {where} slot{second}"
        slot = SLOTS.index(action.slot) if action.slot else slots[0]
        if not can_equip(catalog, player, card, slot):
            pushed = [player.equipment[s] for s in displaced(catalog, player, card, slot)]
            return f"it would push the cursed {' and '.join(pushed)} back to the hand (R178)"
    if not may_change_equipment(state):
        return "equipment is changed out of combat only (R176, A-16)"
    return ""


def discardable(state: State) -> list[str]:
    catalog = cat(state)
    hand = state.players[state.seat].hand
    return [c for c in dict.fromkeys(hand) if is_discardable(catalog[c])]


def discard_options(state: State, facts: Facts = hand_facts) -> list[Action]:
    """One menu entry, not one per card: bots that pick at random rarely throw cards away."""
    hand = state.players[state.seat].hand
    if not hand or not state.options.voluntary_discard:  # A-43 option
        return []
    return [StartDiscard()] if facts(state, hand).discardable else []


def discard_choices(state: State) -> list[Action]:
    found: list[Action] = [Discard(card=c) for c in discardable(state)]
    found.append(KeepCards())
    return found


def discard_prompt(state: State, pending: Pending) -> Decision:
    return Decision(pending.seat, "discard", "choose a card to discard, or keep them all")


def start_discard(state: State, action: StartDiscard, ev: list[Event]) -> State:
    return replace(state, pending=(*state.pending, Pending("discard", state.seat)))


def keep_cards(state: State, action: KeepCards, ev: list[Event]) -> State:
    return replace(state, pending=state.pending[1:])


def equip(state: State, action: Equip, ev: list[Event]) -> State:
    """R172-R175: the card moves from the hand to its slot; displaced cards go to the hand."""
    seat = state.seat
    catalog = cat(state)
    player = state.players[seat]
    slot = SLOTS.index(action.slot)
    freed = displaced(catalog, player, catalog[action.card], slot)
    hand = list(player.hand)
    hand.remove(action.card)
    equipment = list(player.equipment)
    for index in freed:
        ev.append(ItemUnequipped(seat=seat, card=equipment[index], slot=SLOTS[index]))
        hand.append(equipment[index])
        equipment[index] = ""
    equipment[slot] = action.card
    ev.append(ItemEquipped(seat=seat, card=action.card, slot=action.slot))
    return update_player(state, seat, hand=tuple(hand), equipment=tuple(equipment))


def unequip(state: State, action: Unequip, ev: list[Event]) -> State:
    seat = state.seat
    player = state.players[seat]
    slot = SLOTS.index(action.slot)
    card = player.equipment[slot]
    equipment = tuple("" if i == slot else c for i, c in enumerate(player.equipment))
    ev.append(ItemUnequipped(seat=seat, card=card, slot=action.slot))
    return update_player(state, seat, hand=(*player.hand, card), equipment=equipment)


def discard(state: State, action: Discard, ev: list[Event]) -> State:
    """A-43: the card goes to the discard pile."""
    seat = state.seat
    hand = list(state.players[seat].hand)
    hand.remove(action.card)
    state = update_player(state, seat, hand=tuple(hand))
    ev.append(CardsDiscarded(seat=seat, cards=(action.card,), reason="discarded"))
    return replace(state, discard=(*state.discard, action.card), pending=state.pending[1:])

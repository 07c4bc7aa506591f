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
from ..catalog import SLOTS, Catalog
from ..common.shared import Facts, cat, hand_facts
from ..definitions import CardDef
from ..events import CardsDiscarded, ItemEquipped, ItemUnequipped
from ..phases import COMBAT
from ..state import EMPTY_SLOTS, Pending, Player, State, update_player

PRIMARY, SECONDARY = 0, 1


def is_two_handed_in_primary(catalog: Catalog, player: Player) -> bool:
    primary = player.equipment[PRIMARY]
    return bool(primary) and catalog[primary].two_handed


def is_second_weapon(catalog: Catalog, player: Player, card: CardDef) -> bool:
    """R175 / A-20: ``card`` may go in the secondary hand as a second weapon."""
    family = catalog[player.character].dual_family if player.character else None
    primary = player.equipment[PRIMARY]
    return (
        family is not None
        and card.family == family
        and card.slot == "primary"
        and not card.two_handed
        and bool(primary)
        and catalog[primary].family == family
    )


def slots_for(catalog: Catalog, player: Player, card: CardDef) -> tuple[int, ...]:
    """The slots ``card`` may be equipped on (R172-R175)."""
    if card.kind not in ("weapon", "armor") or card.slot is None:
        return ()
    found = [SLOTS.index(card.slot)]
    if is_second_weapon(catalog, player, card):
        found.append(SECONDARY)
    return tuple(found)


def displaced(catalog: Catalog, player: Player, card: CardDef, slot: int) -> tuple[int, ...]:
    """The slots whose cards go back to the hand when ``card`` is equipped on ``slot``."""
    equipment = player.equipment
    found = {slot} if equipment[slot] else set()
    if card.two_handed and equipment[SECONDARY]:
        found.add(SECONDARY)
    if slot == SECONDARY and is_two_handed_in_primary(catalog, player):
        found.add(PRIMARY)
    pair = slot == PRIMARY and _needs_primary(catalog, player)
    if pair and not is_second_weapon(catalog, player, card):
        found.add(SECONDARY)
    return tuple(sorted(found))


def _needs_primary(catalog: Catalog, player: Player) -> bool:
    """The secondary slot holds a second weapon that needs a matching primary one (A-20)."""
    secondary = player.equipment[SECONDARY]
    return bool(secondary) and catalog[secondary].slot == "primary"


def can_unequip(catalog: Catalog, player: Player, slot: int) -> bool:
    """R178: not cursed; A-20: a primary Dagger stays while a second one is in the other hand."""
    card = player.equipment[slot]
    if not card or catalog[card].cursed:
        return False
    return not (slot == PRIMARY and _needs_primary(catalog, player))


def can_equip(catalog: Catalog, player: Player, card: CardDef, slot: int) -> bool:
    """R178: no cursed card may be pushed back to the hand (the A-20 pairing is kept by
    ``displaced`` taking the second weapon off too)."""
    equipment = player.equipment
    return not any(catalog[equipment[s]].cursed for s in displaced(catalog, player, card, slot))


def may_change_equipment(state: State) -> bool:
    """R176 / A-16: own turn, out of combat (or in combat with ``equip_in_combat``)."""
    if state.phase == COMBAT:
        return state.options.equip_in_combat
    return not state.players[state.seat].fights  # not in combat (R064)


def is_discardable(card: CardDef) -> bool:
    """A-43, R165, R178: sellable and not cursed."""
    return card.sellable and not card.cursed


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


def reseat_second_weapon(catalog: Catalog, equipment: tuple[str, ...]) -> tuple[str, ...]:
    """A-20: a second weapon whose primary partner was taken away moves to the primary hand."""
    primary, secondary = equipment[PRIMARY], equipment[SECONDARY]
    if primary or not secondary or catalog[secondary].slot != "primary":
        return equipment
    return (secondary, "", *equipment[2:])

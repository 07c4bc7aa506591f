"""Which slot a weapon or armor card may take (R172-R178, A-16, A-20, A-43): queries the
equipment rules (``rules.items``), death, payment, the shop, scrolls and the mole share.
"""

from __future__ import annotations

from ..catalog import SLOTS, Catalog
from ..definitions import CardDef
from ..phases import COMBAT
from ..state import Player, State

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


def reseat_second_weapon(catalog: Catalog, equipment: tuple[str, ...]) -> tuple[str, ...]:
    """A-20: a second weapon whose primary partner was taken away moves to the primary hand."""
    primary, secondary = equipment[PRIMARY], equipment[SECONDARY]
    if primary or not secondary or catalog[secondary].slot != "primary":
        return equipment
    return (secondary, "", *equipment[2:])

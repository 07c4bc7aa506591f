"""How the heuristic bot plays to kill Wandering Xykon (R327-R352): it reads only its view.

- Before his attention is caught, every Undead kept in a Battle Hand is likely to join his
  Minion Stack at the end of a turn (R329: +2 Attack and Defense each, R342), so the bot stocks
  rooms with its Undead first.
- Once he is in the dungeon, a bot attacks him on its own turn (his Defense, 2 lower than his
  Attack) when its odds with the help it can ask for on his floor are good enough (only players
  on the battle's floor may help, R128, and nobody may refuse to help against him, R344); it
  offers each helper the Loot worth most to them (R131: +2 per Drool Factor). Otherwise it hunts
  on where it is: leading him around makes him gather more minions (R336).
- On his last Wound he runs for the Safe Haven to heal (R338, R349): the bot chases him there, as
  a player in the room stops the healing.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..deck import CardSet
from ..view import PlayerView, View
from .paths import Place

XYKON = "wandering_xykon"
GANG_ODDS = 0.08
"""The odds (with help) at which a bot goes for Xykon's room to attack him."""


def xykon_place(view: View) -> Place | None:
    """Xykon's room while he is alive in the dungeon and it is not collapsing."""
    w = view.wandering
    if w is None or w.place is None or w.wounds <= 0 or view.collapse:
        return None
    return w.place


def caught(view: View) -> bool:
    """His attention is caught (no more Minion Stack growth from the attention rolls)."""
    w = view.wandering
    return w is not None and w.catcher is not None


def wants_shticks(view: View) -> bool:
    """R327: until his attention is caught, every black-bordered shtick makes the catch likelier
    (and earlier means a smaller Minion Stack), so Loot is worth trading for shticks."""
    return view.wandering is not None and not caught(view)


def undead(cs: CardSet, card: str) -> bool:
    return card in cs.monsters and "undead" in cs.monsters[card].types


def stock_first(view: View, cs: CardSet, cards: Iterable[str]) -> list[str]:
    """R329: before his attention is caught, the Undead of the hand (they would feed his Minion
    Stack at the end of a turn); once he wanders, anything but Goblins and Undead (R336: he
    gathers those from the rooms he passes). Empty: nothing is preferred."""
    if view.wandering is None:
        return []
    if not caught(view):
        return [c for c in cards if undead(cs, c)]
    return [
        c
        for c in cards
        if c in cs.monsters and not {"goblin", "undead"} & set(cs.monsters[c].types)
    ]


def can_help(pv: PlayerView, floor: int) -> bool:
    """R128: on the floor, not resting, missing a turn, fleeing or gone."""
    return (
        pv.left is None
        and pv.place[0] == floor
        and not pv.resting
        and pv.missed == 0
        and not pv.fleeing
    )


def help_bonus(
    view: View, cs: CardSet, me: PlayerView, floor: int, *, coming: frozenset[int] = frozenset()
) -> int:
    """The most help (R131: +2 per Drool Factor for the helper) ``me`` could ask for in a battle
    on ``floor``: each helper once, each Loot card once (greedy), NPCs on the lowest occupied
    floor (R049) for Loot no player drools over (R051-R052). ``coming``: seats counted as if
    they had come to the floor to help (R128)."""
    offer = list(dict.fromkeys((*(me.stash or ()), *me.equipped)))
    actives = [p.character for p in view.players]
    helpers: list[tuple[int, str, bool]] = [
        (p.seat, p.character, False)
        for p in view.players
        if p.seat != me.seat
        and (can_help(p, floor) or (p.seat in coming and p.left is None and not p.fleeing))
    ]
    lowest = max((p.place[0] for p in view.players if p.left is None), default=0)
    if lowest == floor and not view.shadowing:
        helpers += [(-1 - k, npc, True) for k, npc in enumerate(view.npcs)]
    found: list[tuple[int, int, str]] = []
    for who, character, npc in helpers:
        for card in offer:
            loot = cs.loot[card]
            d = loot.drool(character)
            if d < 1 or (npc and any(loot.drool(c) for c in actives)):
                continue
            found.append((2 * d, who, card))
    total, used_helpers, used_cards = 0, set(), set()
    for bonus, who, card in sorted(found, reverse=True):
        if who in used_helpers or card in used_cards:
            continue
        used_helpers.add(who)
        used_cards.add(card)
        total += bonus
    return total


def ask_worth(view: View, cs: CardSet, me: PlayerView, helper: int, card: str) -> tuple[int, int]:
    """An offer against Xykon: the most help first, then the Loot worth least to me."""
    character = view.npcs[-1 - helper] if helper < 0 else view.players[helper].character
    return 2 * cs.loot[card].drool(character), -cs.loot[card].drool(me.character)

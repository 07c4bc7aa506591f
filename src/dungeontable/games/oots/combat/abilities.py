"""Monster abilities and Support abilities of the base game (R232-R261), as pure functions.

Support (R234-R237, ruling A15): a Monster with a Support line has one supporter for every
*other* Monster card on the same floor that is of a listed type (a Henchman counts as every
type, R237); but a supporter supports at most one Monster per room - the topmost Monster in
that room (other than itself) whose Support line it matches. Abilities are read from the
catalog's ``MonsterDef``; nothing here looks at a game state.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..catalog import IMMUNITY, Catalog, MonsterDef
from .context import FloorRoom

Position = tuple[int, int]
"""(room index on the floor, position in that room's stack, 0 = top)."""

SUPPORT_ATTACK = {"assist": 2, "ambush": 3}
SUPPORT_DEFENSE = {"assist": 2, "longshot": 2}
SUPPORT_RANGE = {"longshot": 2}
NEMESIS_BONUS = 3
TRICKY_BONUS = 10
LEADER_SIZE = 1


def can_support(supporter: MonsterDef, receiver: MonsterDef) -> bool:
    """Does ``supporter`` match ``receiver``'s Support line (R233, R237)?"""
    if receiver.support is None:
        return False
    if supporter.has("henchman"):
        return True
    return any(t in receiver.support_types for t in supporter.types)


def supported_in_room(
    supporter_at: Position, room: int, floor: Sequence[FloorRoom], catalog: Catalog
) -> int | None:
    """Stack position in ``room`` of the one Monster the supporter supports there (A15)."""
    supporter = catalog.monsters[floor[supporter_at[0]].monsters[supporter_at[1]]]
    for pos, mid in enumerate(floor[room].monsters):
        if (room, pos) == supporter_at:
            continue
        if can_support(supporter, catalog.monsters[mid]):
            return pos
    return None


def _matches(supporter_id: str, receiver_id: str, catalog: Catalog) -> bool:
    """``can_support`` by ids, memoised on the catalog (a pure function of two cards)."""
    key = (supporter_id, receiver_id)
    cached = catalog.support_cache.get(key)
    if cached is None:
        monsters = catalog.monsters
        cached = can_support(monsters[supporter_id], monsters[receiver_id])
        catalog.support_cache[key] = cached
    return cached


def supporters(
    at: Position, floor: Sequence[FloorRoom], catalog: Catalog, every: bool = False
) -> tuple[Position, ...]:
    """Every Monster on the floor supporting the Monster at ``at`` (R234-R237, A15; ``every``:
    the alternative reading, a supporter backs every eligible Monster of a room)."""
    room, pos = at
    stack = floor[room].monsters
    target = stack[pos]
    if catalog.monsters[target].support is None:
        return ()
    found: list[Position] = []
    for r, fr in enumerate(floor):
        for p, sid in enumerate(fr.monsters):
            if (r, p) == at or not _matches(sid, target, catalog):
                continue
            above = (q for q in range(pos) if (room, q) != (r, p))
            if every or not any(_matches(sid, stack[q], catalog) for q in above):
                found.append((r, p))  # the topmost Monster here it can support (A15)
    return tuple(found)


def support_count(
    at: Position, floor: Sequence[FloorRoom], catalog: Catalog, every: bool = False
) -> int:
    """How many supporters the Monster at ``at`` has; 0 without a Support line."""
    return len(supporters(at, floor, catalog, every))


def blocked_types(monsters: Sequence[MonsterDef]) -> tuple[str, ...]:
    """Shtick types these Monsters are immune to (Breath Weapon, Enchanted, Impervious,
    Mindless: R240, R242, R245, R248)."""
    return tuple(t for a, t in IMMUNITY.items() if any(m.has(a) for m in monsters))


def is_immune(monster: MonsterDef, shtick_types: Sequence[str]) -> bool:
    """Is ``monster`` immune to a shtick of these types (R141: still a target, no result)?"""
    return any(t in blocked_types((monster,)) for t in shtick_types)


def multiattack_dice(monsters: Sequence[MonsterDef], player_defending: bool) -> int:
    """Dice the player rolls, keeping the lowest: X of Multiattack X when defending (R249)."""
    if not player_defending:
        return 1
    return max((m.ability_x("multiattack") for m in monsters), default=0) or 1


def nemesis_bonus(monster: MonsterDef, character: str) -> int:
    """+3 Attack and +3 Defense against its nemesis battling it directly (R250)."""
    return sum(NEMESIS_BONUS for a in monster.abilities if a[0] == "nemesis" and a[2] == character)


def tricky_bonus(monster: MonsterDef, ranged_attack: bool) -> int:
    """+10 Defense against true Ranged Attacks only (R253)."""
    return TRICKY_BONUS if ranged_attack and monster.has("tricky") else 0


def support_bonus(monster: MonsterDef, stat: str, count: int, fresh: bool) -> int:
    """Assist (+2/+2), Longshot (+2 Defense, +2 Range), Ambush (+3 Attack the turn it came into
    play) per supporter (R255, R256, R261)."""
    if monster.support is None or count == 0:
        return 0
    if monster.support == "ambush" and not fresh:
        return 0
    table = {"attack": SUPPORT_ATTACK, "defense": SUPPORT_DEFENSE, "range": SUPPORT_RANGE}[stat]
    return table.get(monster.support, 0) * count


def level_bonus(monster: MonsterDef, level: int) -> int:
    """'+level' Xykon cards add the floor number to Attack and Defense (R276)."""
    return level if monster.plus_level else 0


def deadly_wounds(monster: MonsterDef, count: int) -> int:
    """Extra Wounds when a Deadly Monster wins: one per supporter (R257)."""
    return count if monster.support == "deadly" else 0


def greed_discards(monster: MonsterDef, count: int) -> int:
    """Extra random Stash discards when a Greed Monster wins: one per supporter (R258)."""
    return count if monster.support == "greed" else 0


def outsmart_flips(monster: MonsterDef, count: int) -> int:
    """Random unflipped shticks flipped before the shtick choice: one per supporter (R266);
    the flow flips at most as many as the player has (A60)."""
    return count if monster.support == "outsmart" else 0


def forces_assistance(monsters: Sequence[MonsterDef]) -> bool:
    """Xykon Special: nobody may refuse a request for assistance (R260)."""
    return any(m.has("xykon_special") for m in monsters)


def forbids_assistance(monsters: Sequence[MonsterDef]) -> bool:
    """Duel: no assistance may be requested (R134, R241)."""
    return any(m.has("duel") for m in monsters)


def place_monster(stack: tuple[str, ...], monster_id: str, catalog: Catalog) -> tuple[str, ...]:
    """The room's stack after placing ``monster_id`` (R070, R238, R262, A61).

    Normally the new card goes under the others; Charge puts it on top (above earlier
    Charges); Henchman cards always sit at the bottom, below every non-Henchman.
    """
    monster = catalog.monsters[monster_id]
    if monster.has("charge"):
        return (monster_id, *stack)
    if monster.has("henchman"):
        return (*stack, monster_id)
    split = len(stack)
    while split > 0 and catalog.monsters[stack[split - 1]].has("henchman"):
        split -= 1
    return (*stack[:split], monster_id, *stack[split:])


def battle_size(base: int, floor: Sequence[FloorRoom], room: int, catalog: Catalog) -> int:
    """Battle Size of the new battle in ``room`` with the Monsters placed so far (R067-R068).

    A new battle starts in a room with no Monsters (R037), so every card in
    ``floor[room].monsters`` was placed into it. ``base`` is the floor's size with room text
    applied; each Leader adds 1 (R246); each Horde Monster adds 1 per supporter it has now, so
    later supporting cards raise it again (R259).
    """
    size = base
    for pos, mid in enumerate(floor[room].monsters):
        monster = catalog.monsters[mid]
        size += LEADER_SIZE if monster.has("leader") else 0
        if monster.support == "horde":
            size += support_count((room, pos), floor, catalog)
    return size


def may_be_moved_or_discarded(monster: MonsterDef) -> bool:
    """Xykon Special: no shtick moves it and no effect but losing a battle discards it (R260)."""
    return not monster.has("xykon_special")


def unique_to_discard(
    new_id: str, in_play: Sequence[tuple[int, int, int]], ids: Sequence[str], catalog: Catalog
) -> tuple[tuple[int, int, int], ...]:
    """Where a Unique Monster entering a battle discards its namesake already in play (R081,
    A14): the places ``(floor, room, position)`` in ``in_play`` (with their ``ids``) holding a
    Monster of the same name; nothing for a non-Unique newcomer."""
    new = catalog.monsters[new_id]
    if not new.unique:
        return ()
    return tuple(
        at for at, mid in zip(in_play, ids, strict=True) if catalog.monsters[mid].name == new.name
    )

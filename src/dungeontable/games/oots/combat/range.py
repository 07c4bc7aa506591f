"""Range counting and which Battle Shticks may be chosen (R088-R101, R104, R119, R139, R240-R248,
R373, A31).

``shtick_problem`` says, in words a player understands, why a shtick cannot be the Battle
Shtick of this battle (None when it can); ``choosable`` lists the ones that can. Range is the
difference of room indices on one floor (R088, A68); foes on different floors cannot battle.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..catalog import Catalog, load_catalog
from . import abilities as ab
from .context import BattleContext, Side
from .modifiers import SideFacts, shtick_range, side_facts


def distance(a: int, b: int) -> int:
    """Range between rooms ``a`` and ``b`` of one floor (R088, R090, A68)."""
    return abs(a - b)


def in_range(reach: int | None, dist: int) -> bool:
    """Does a Range (None = infinite, R101) reach ``dist``? (R091)"""
    return reach is None or reach >= dist


def is_ranged_attack(role: str, dist: int) -> bool:
    """A Ranged Attack is an attack at Range > 0; never at Range 0 (R092-R093)."""
    return role == "attacker" and dist > 0


def may_attack_at_range(moved: bool, monsters_in_room: bool) -> bool:
    """R094-R096: no Ranged Attacks after moving, nor with Monsters in your room."""
    return not moved and not monsters_in_room


def trap_reaches(multi: bool, trap_range: int, dist: int | None, revealer: bool) -> bool:
    """Must this player try to Evade (R221)? The revealer always; with multiple targets also
    every player on the floor within the Trap's Range (``dist`` None = another floor)."""
    if revealer:
        return True
    return multi and dist is not None and dist <= trap_range


def _barred_ranged(ctx: BattleContext, side: Side, role: str) -> bool:
    if role != "attacker" or ctx.distance == 0 or side is not ctx.player:
        return False
    return not may_attack_at_range(side.moved, bool(ctx.floor[side.room].monsters))


def _side_role(ctx: BattleContext, side: Side) -> str:
    if side is ctx.player:
        return ctx.role
    return "defender" if ctx.role == "attacker" else "attacker"


def shtick_problem(
    ctx: BattleContext,
    side: Side,
    shtick_id: str,
    catalog: Catalog | None = None,
    facts: SideFacts | None = None,
) -> str | None:
    """Why ``shtick_id`` cannot be ``side``'s Battle Shtick here, or None if it can."""
    cat = catalog if catalog is not None else load_catalog()
    f = facts if facts is not None else side_facts(ctx, side, cat)
    shtick = cat.shticks[shtick_id]
    role = _side_role(ctx, side)
    foes = f.foes
    if shtick_id not in side.face_up:
        return "it is not a face-up shtick in play (R104)"
    if not shtick.battle:
        return "it is not a Battle Shtick (R104)"
    value = shtick.attack if role == "attacker" else shtick.defense
    if value is None:
        return f"its {'Attack' if role == 'attacker' else 'Defense'} is N/A (R104, R119)"
    if shtick.infinite_range and role == "attacker":
        return "a Range-infinity shtick can only Defend (R101)"
    if shtick.infinite_range and ctx.distance == 0 and not ctx.infinite_at_zero:
        return "a Range-infinity shtick defends only against a foe at a distance (A31)"
    if _barred_ranged(ctx, side, role):
        return "no Ranged Attack after moving or with Monsters in your room (R094, R096)"
    if shtick.is_area and ctx.opponent is not None:
        return "an Area Effect shtick cannot be used against a player (R139)"
    if shtick.is_area and role == "defender" and not ctx.area_may_defend:
        return "Area Effect shticks only Attack under this ruling (A17)"
    if shtick.area_type is not None and not area_targets(
        shtick_id, ctx.floor[ctx.foe_room].monsters, cat
    ):
        return f"there is no {shtick.area_type} Monster in the room for it to battle (R373)"
    reach = shtick_range(ctx, side, shtick, cat, f)
    if not in_range(reach, ctx.distance):
        return "its Range does not reach the foe (R091, R097, R098)"
    fly_reach = reach if ctx.flying_range_bonus else shtick.range  # A105
    if fly_reach == 0 and any(f.has("flying") for f in foes) and not shtick.is_area:
        return "a Flying Monster cannot be battled with a Range-0 shtick (R243, A105)"
    if any(t in f.blocked for t in shtick.types) and not shtick.is_area:
        return f"the Monster is immune to {'/'.join(shtick.types)} shticks (R240-R248)"
    if shtick.is_area and ctx.area_all_immune_barred and _all_immune(ctx, shtick_id, reach, cat):
        return "every Monster it would battle is immune to it (A109)"
    return None


def _all_immune(ctx: BattleContext, shtick_id: str, reach: int | None, cat: Catalog) -> bool:
    """A109: every target of this Area Effect (R140) is immune to it (R141: a forbidden type;
    R243: Flying, against a Range-0 Area Effect, its Range bonuses included, A105)."""
    stack = ctx.floor[ctx.foe_room].monsters
    shtick = cat.shticks[shtick_id]
    hit = [cat.monsters[stack[i]] for i in area_targets(shtick_id, stack, cat)]
    grounded = reach == 0
    return bool(hit) and all(
        ab.is_immune(m, shtick.types) or (grounded and m.has("flying")) for m in hit
    )


def choosable(ctx: BattleContext, side: Side, catalog: Catalog | None = None) -> tuple[str, ...]:
    """The face-up shticks ``side`` may choose (distinct ids, in play order)."""
    cat = catalog if catalog is not None else load_catalog()
    f = side_facts(ctx, side, cat)
    seen: list[str] = []
    for sid in side.face_up:
        if sid not in seen and shtick_problem(ctx, side, sid, cat, f) is None:
            seen.append(sid)
    return tuple(seen)


def area_targets(shtick_id: str, stack: Sequence[str], catalog: Catalog) -> tuple[int, ...]:
    """Stack positions an Area Effect battles (R140): the top N, every Monster of a type, or all;
    a single-target shtick (or none) battles the top Monster only."""
    shtick = catalog.shticks[shtick_id]
    if shtick.area_targets is not None:
        return tuple(range(min(shtick.area_targets, len(stack))))
    if shtick.area_type is not None:
        kind = shtick.area_type
        return tuple(i for i, m in enumerate(stack) if kind in catalog.monsters[m].types)
    if shtick.area_all:
        return tuple(range(len(stack)))
    return (0,) if stack else ()

"""``total_modifiers``: every contribution to both sides' battle numbers, logged (R107-R121).

Player side (R107 attacking, R120 defending): Battle Shtick base value + its Boost bonus x
boosts + non-Battle shticks (always-on, or flipped for this battle) + equipped Loot the
character may use + the text of the room the player stands in (A18) + Screw This! effects +
assistance (+2 per Drool Factor relative to each helper, plus the helper's ``assist_bonus``
shticks/Loot) - 4 when lying down and defending. Shticks of a type the foe is immune to give
nothing at all (R240-R248). Foe side (R108, R121): printed value + "+level" + Nemesis +
Tricky + support x supporters + the foe's room text + non-Monster Xykon cards there + Screw
This! effects on Monsters. In PvP the foe is the other player's side, computed the same way.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import msgspec

from ..catalog import IMMUNITY, Catalog, MonsterDef, ShtickDef, load_catalog
from ..effects import AssistBonus, Boost, CardEffect, MonsterBonus, PlayerBonus, Simple
from . import abilities as ab
from .context import BattleContext, Side

ASSIST_PER_DROOL = 2
LYING_DOWN_PENALTY = -4


class Part(msgspec.Struct, frozen=True):
    """One contribution: where it comes from (``source``: shtick, boost, loot, room, assist,
    screw_this, support, ...), the card, and the amount."""

    source: str
    card: str | None
    amount: int


class Breakdown(msgspec.Struct, frozen=True):
    """Both sides' totals with every contribution.

    ``stat`` is the player's stat (attack when attacking); ``foe`` is the Monster value used
    (the highest among Area targets, R142) or the opponent's modifier in PvP. ``foe_values``
    lists each target's total, ``battled`` the index (into ``ctx.targets``) of the one used.
    ``player_range`` is the chosen shtick's effective Range (None = infinite or no shtick
    with infinite); ``foe_ranges`` each target's Range (R099, R145, R261).
    """

    stat: str
    player: int
    player_parts: tuple[Part, ...]
    foe: int
    foe_parts: tuple[Part, ...]
    foe_values: tuple[int, ...] = ()
    battled: int = 0
    player_range: int | None = 0
    foe_ranges: tuple[int, ...] = ()
    blocked: tuple[str, ...] = ()


def _sum(parts: Sequence[Part]) -> int:
    return sum(p.amount for p in parts)


# --- player side --------------------------------------------------------------------------------

Source = tuple[str, str, tuple[CardEffect, ...]]


class SideFacts(msgspec.Struct, frozen=True):
    """What every condition check needs, computed once per side per battle."""

    role: str
    foes: tuple[MonsterDef, ...]
    foe_types: frozenset[str]
    foe_abilities: frozenset[str]
    blocked: tuple[str, ...]
    chosen: ShtickDef | None
    foe_shtick: ShtickDef | None
    sources: tuple[Source, ...]


def _foe_monsters(ctx: BattleContext, catalog: Catalog) -> tuple[MonsterDef, ...]:
    return tuple(catalog.monsters[m] for m in ctx.foes) if ctx.opponent is None else ()


FOE_CACHE_LIMIT = 4096

FoeFacts = tuple[tuple[MonsterDef, ...], frozenset[str], frozenset[str], tuple[str, ...]]


def _foe_facts(ctx: BattleContext, catalog: Catalog) -> FoeFacts:
    """The foes' records, types, abilities and the shtick types they block (R240-R248),
    remembered on the catalog by Monster ids (a pure function of the cards)."""
    key = ctx.foes if ctx.opponent is None else ()
    found: FoeFacts | None = catalog.foe_cache.get(key)
    if found is None:
        foes = _foe_monsters(ctx, catalog)
        found = (
            foes,
            frozenset(t for m in foes for t in m.types),
            frozenset(a[0] for m in foes for a in m.abilities),
            tuple(t for a, t in IMMUNITY.items() if any(m.has(a) for m in foes)),
        )
        if len(catalog.foe_cache) >= FOE_CACHE_LIMIT:
            catalog.foe_cache.clear()  # bounded over long simulations (~0.5 new line-ups a game)
        catalog.foe_cache[key] = found
    return found


def side_facts(ctx: BattleContext, side: Side, catalog: Catalog) -> SideFacts:
    mine = side is ctx.player
    other = ctx.opponent if mine else ctx.player
    foes, foe_types, foe_abilities, blocked = _foe_facts(ctx, catalog)
    return SideFacts(
        role=ctx.role if mine else ("defender" if ctx.role == "attacker" else "attacker"),
        foes=foes,
        foe_types=foe_types,
        foe_abilities=foe_abilities,
        blocked=blocked,
        chosen=catalog.shticks[side.shtick] if side.shtick else None,
        foe_shtick=catalog.shticks[other.shtick] if other is not None and other.shtick else None,
        sources=(*_sources(side, catalog), _room_source(ctx, side, catalog)),
    )


def _applies(bonus: PlayerBonus, ctx: BattleContext, f: SideFacts) -> bool:
    """Do the conditions of a ``player_bonus`` hold for this side in this battle?"""
    return (
        (bonus.vs == "any" or (bonus.vs == "player") == ctx.is_pvp)
        and (bonus.vs_type is None or bonus.vs_type in f.foe_types)
        and (bonus.vs_ability is None or bonus.vs_ability in f.foe_abilities)
        and (bonus.role == "any" or bonus.role == f.role)
        and (bonus.ranged is None or bonus.ranged == ctx.is_ranged)
        and (
            bonus.foe_shtick_type is None
            or (f.foe_shtick is not None and bonus.foe_shtick_type in f.foe_shtick.types)
        )
        and (
            bonus.with_shtick_type is None
            or (f.chosen is not None and bonus.with_shtick_type in f.chosen.types)
        )
    )


def _sources(side: Side, catalog: Catalog) -> Iterator[Source]:
    """(source, card id, effects) of every card whose effects may help ``side`` (R107)."""
    for sid in side.face_up:
        shtick = catalog.shticks[sid]
        if not shtick.battle or sid == side.shtick:
            yield "shtick", sid, shtick.effects
    for sid in side.flipped_for_bonus:
        yield "flipped", sid, catalog.shticks[sid].effects
    for lid in side.equipped:
        loot = catalog.loot[lid]
        if not loot.users or side.character in loot.users:
            yield "loot", lid, loot.effects
    yield "screw_this", "", side.effects


def _room_source(ctx: BattleContext, side: Side, catalog: Catalog) -> Source:
    room = ctx.floor[side.room].room
    if ctx.ranged_room_text == "foe_room" and side is ctx.player and ctx.is_ranged:
        return "room", room, ()  # A18 alternative: at range only the foe's room counts
    return "room", room, catalog.rooms[room].effects if room else ()  # "": face down (R322)


def _blocked_card(source: str, card: str, blocked: Sequence[str], catalog: Catalog) -> bool:
    if not blocked or source not in ("shtick", "flipped") or not card:
        return False
    return any(t in blocked for t in catalog.shticks[card].types)


def _bonus_parts(
    ctx: BattleContext, f: SideFacts, stat: str, blocked: Sequence[str], catalog: Catalog
) -> list[Part]:
    """Conditional bonuses on ``stat`` from shticks, Loot, Screw This! and the room (A18)."""
    parts: list[Part] = []
    for source, card, effects in f.sources:
        if _blocked_card(source, card, blocked, catalog):
            continue
        flipped_only = source == "flipped"
        for e in effects:
            if not isinstance(e, PlayerBonus) or e.stat != stat:
                continue
            if (e.timing == "flip") != flipped_only or e.timing == "discard":
                continue
            if _applies(e, ctx, f):
                parts.append(Part(source, card or None, e.x))
    return parts


def duplicate_boosts(face_up: Sequence[str], shtick_id: str, catalog: Catalog) -> int:
    """R201: one boost per *other* face-up shtick in play with exactly the same name (also for
    non-Battle shticks such as Cure Assorted Wounds; a flipped one is not in ``face_up``)."""
    name = catalog.shticks[shtick_id].name
    same = sum(1 for s in face_up if catalog.shticks[s].name == name)
    return max(same - (1 if shtick_id in face_up else 0), 0)


def heal_amount(face_up: Sequence[str], shtick_id: str, catalog: Catalog) -> int:
    """Wounds healed by flipping a healing shtick: its x + Boost heal x boosts (R166, R203)."""
    shtick = catalog.shticks[shtick_id]
    base = next((e.x for e in shtick.effects if isinstance(e, Simple) and e.what == "heal"), 0)
    return base + shtick.boost_heal * duplicate_boosts(face_up, shtick_id, catalog)


def boost_count(
    side: Side, shtick: ShtickDef, ctx: BattleContext, catalog: Catalog, f: SideFacts | None = None
) -> int:
    """Boosts of ``shtick`` (R201-R203): other face-up copies of the same name, plus Screw
    This!/chosen boosts by name, plus ``boost`` effects of face-up shticks, equipped Loot and
    the player's room naming it (or its type)."""
    facts = f if f is not None else side_facts(ctx, side, catalog)
    count = duplicate_boosts(side.face_up, shtick.id, catalog)
    count += sum(n for name, n in side.boosts if name == shtick.name)
    for _, _, effects in facts.sources:
        for e in effects:
            if isinstance(e, Boost) and (e.shtick == shtick.name or e.shtick_type in shtick.types):
                count += e.times
    return max(count, 0)


def _shtick_parts(
    ctx: BattleContext, side: Side, stat: str, f: SideFacts, catalog: Catalog
) -> list[Part]:
    """Base value and Boost bonus of the chosen Battle Shtick (R105, R107, R204)."""
    if side.shtick is None:
        return [Part("no_shtick", None, 0)]  # R148
    shtick = catalog.shticks[side.shtick]
    if any(t in f.blocked for t in shtick.types) and not shtick.is_area:
        return [Part("blocked", side.shtick, 0)]  # R240-R248
    base = shtick.attack if stat == "attack" else shtick.defense
    parts = [Part("shtick", side.shtick, base or 0)]
    per = shtick.boost_attack if stat == "attack" else shtick.boost_defense
    boosts = boost_count(side, shtick, ctx, catalog, f) if per else 0
    if per and boosts:
        parts.append(Part("boost", side.shtick, per * boosts))
    return parts


def helper_bonus(helper_character: str, loot: str, face_up: Sequence[str], equipped: Sequence[str],
                 catalog: Catalog, blocked: Sequence[str] = ()) -> int:  # fmt: skip
    """+2 per Drool Factor relative to the helper (R131) plus the helper's own
    ``assist_bonus`` shticks and usable equipped Loot (R133); a shtick of a type the foe is
    immune to (``blocked``, R240-R248: Bard's Song, Verbal, against a Mindless Monster) adds
    nothing."""
    bonus = ASSIST_PER_DROOL * catalog.loot[loot].drool_for(helper_character)
    effects = [
        e
        for s in face_up
        if not set(catalog.shticks[s].types) & set(blocked)
        for e in catalog.shticks[s].effects
    ]
    for lid in equipped:
        item = catalog.loot[lid]
        if not item.users or helper_character in item.users:
            effects.extend(item.effects)
    return bonus + sum(e.x for e in effects if isinstance(e, AssistBonus))


def _assist_parts(side: Side, f: SideFacts, catalog: Catalog) -> list[Part]:
    """Assistance (R128-R134); none at all against a Duel Monster (R241)."""
    if not side.helpers or "duel" in f.foe_abilities:
        return []
    return [
        Part(
            "assist",
            h.loot,
            helper_bonus(h.character, h.loot, h.face_up, h.equipped, catalog, f.blocked),
        )
        for h in side.helpers
    ]


def side_parts(
    ctx: BattleContext, side: Side, stat: str, catalog: Catalog, facts: SideFacts | None = None
) -> list[Part]:
    """Every contribution to ``side``'s Attack or Defense Modifier (R107, R120, R149)."""
    f = facts if facts is not None else side_facts(ctx, side, catalog)
    parts = _shtick_parts(ctx, side, stat, f, catalog)
    parts += _bonus_parts(ctx, f, stat, f.blocked, catalog)
    parts += _assist_parts(side, f, catalog)
    if stat == "defense" and side.lying_down and not side.teammate_awake:
        parts.append(Part("lying_down", None, LYING_DOWN_PENALTY))  # R161, R187, R299
    return parts


def shtick_range(
    ctx: BattleContext,
    side: Side,
    shtick: ShtickDef,
    catalog: Catalog,
    facts: SideFacts | None = None,
) -> int | None:
    """Effective Range of ``shtick`` for ``side``: printed + Boost Range x boosts + Range
    bonuses (R100, R191); None = infinite (R101)."""
    if shtick.infinite_range:
        return None
    f = facts if facts is not None else side_facts(ctx, side, catalog)
    boosts = boost_count(side, shtick, ctx, catalog, f) if shtick.boost_range else 0
    bonus = _sum(_bonus_parts(ctx, f, "range", (), catalog))
    return (shtick.range or 0) + shtick.boost_range * boosts + bonus


# --- Monster side -------------------------------------------------------------------------------


def _monster_effects(ctx: BattleContext, catalog: Catalog) -> list[tuple[str, str, CardEffect]]:
    room = ctx.floor[ctx.foe_room]
    text = catalog.rooms[room.room].effects if room.room else ()  # "": face down (R322)
    found: list[tuple[str, str, CardEffect]] = [("room", room.room, e) for e in text]
    for event in room.events:
        found += [("xykon_card", event, e) for e in catalog.rooms[event].effects]
    found += [("screw_this", "", e) for e in ctx.monster_effects]
    return found


def monster_parts(
    ctx: BattleContext, index: int, stat: str, catalog: Catalog, support: int | None = None
) -> list[Part]:
    """Every contribution to the Attack/Defense/Range of target ``ctx.targets[index]``
    (``support`` = its supporter count when the caller has it already)."""
    pos = ctx.targets[index]
    mid = ctx.floor[ctx.foe_room].monsters[pos]
    monster = catalog.monsters[mid]
    printed = {"attack": monster.attack, "defense": monster.defense, "range": monster.range}[stat]
    parts = [Part("printed", mid, printed)]
    if stat != "range":
        parts.append(Part("level", mid, ab.level_bonus(monster, ctx.level)))
        parts.append(Part("nemesis", mid, ab.nemesis_bonus(monster, ctx.player.character)))
    if stat == "defense":
        parts.append(Part("tricky", mid, ab.tricky_bonus(monster, ctx.is_ranged)))
    count = support
    if count is None:
        count = ab.support_count((ctx.foe_room, pos), ctx.floor, catalog, ctx.support_every)
    fresh = mid in ctx.floor[ctx.foe_room].fresh
    parts.append(Part("support", mid, ab.support_bonus(monster, stat, count, fresh)))
    for source, card, e in _monster_effects(ctx, catalog):
        if not isinstance(e, MonsterBonus) or e.stat != stat:
            continue
        if e.monster_type is None or e.monster_type in monster.types:
            parts.append(Part(source, card or None, e.x))
    return [p for p in parts if p.amount or p.source == "printed"]


# --- both -------------------------------------------------------------------------------------


def total_modifiers(
    ctx: BattleContext, catalog: Catalog | None = None, *, ranges: bool = True
) -> Breakdown:
    """Both sides' numbers for this battle, with every contribution listed (§6.2 item 2).
    ``ranges=False`` (the flow, which needs only ``player`` and ``foe``) leaves
    ``player_range`` 0 and ``foe_ranges`` empty instead of working them out."""
    cat = catalog if catalog is not None else load_catalog()
    stat = "attack" if ctx.role == "attacker" else "defense"
    foe_stat = "defense" if stat == "attack" else "attack"
    f = side_facts(ctx, ctx.player, cat)
    parts = tuple(side_parts(ctx, ctx.player, stat, cat, f))
    prange = shtick_range(ctx, ctx.player, f.chosen, cat, f) if f.chosen and ranges else 0
    blocked = f.blocked
    if ctx.opponent is not None:
        foe_parts = tuple(side_parts(ctx, ctx.opponent, foe_stat, cat))
        return Breakdown(stat, _sum(parts), parts, _sum(foe_parts), foe_parts,
                         player_range=prange)  # fmt: skip
    depth = len(ctx.floor[ctx.foe_room].monsters)
    indices = [i for i, pos in enumerate(ctx.targets) if pos < depth]
    if not indices:  # the Monster has left the room (a view after the results): nothing to add
        return Breakdown(stat, _sum(parts), parts, 0, (), player_range=prange, blocked=blocked)
    every = ctx.support_every
    counts = [
        ab.support_count((ctx.foe_room, ctx.targets[i]), ctx.floor, cat, every) for i in indices
    ]
    pairs = list(zip(indices, counts, strict=True))
    per_target = [tuple(monster_parts(ctx, i, foe_stat, cat, n)) for i, n in pairs]
    values = tuple(_sum(p) for p in per_target)
    battled = values.index(max(values))  # R142: the highest; ties -> the topmost
    foe_ranges = (
        tuple(_sum(monster_parts(ctx, i, "range", cat, n)) for i, n in pairs) if ranges else ()
    )
    return Breakdown(
        stat, _sum(parts), parts, values[battled], per_target[battled], values, battled,
        prange, foe_ranges, blocked,
    )  # fmt: skip


def evade_bonus(
    character: str,
    face_up: Sequence[str],
    equipped: Sequence[str],
    catalog: Catalog,
    effects: Sequence[CardEffect] = (),
) -> int:
    """Bonus to a Trap Evasion Roll from face-up shticks, usable equipped Loot and Screw This!
    effects (R223): every ``player_bonus`` on ``evade``."""
    found: list[CardEffect] = [e for s in face_up for e in catalog.shticks[s].effects]
    for lid in equipped:
        loot = catalog.loot[lid]
        if not loot.users or character in loot.users:
            found.extend(loot.effects)
    found.extend(effects)
    return sum(e.x for e in found if isinstance(e, PlayerBonus) and e.stat == "evade")

"""Battle arithmetic used by the flow (R104-R124, R148-R151, R232-R261).

This is the flow's adapter over the battle numbers: the shtick legality, the totals and the
d12 comparison. On card sets built from card files (``base``, ``--cards``) every battle's
totals come from ``combat/`` (``combat_totals``); the flat sums below serve the small card sets
tests register in code.
"""

from __future__ import annotations

from collections.abc import Sequence

from msgspec.structs import replace

from ..combat.from_state import battle_context, catalog_or_none
from ..combat.modifiers import total_modifiers
from ..deck import INFINITE, CardSet, MonsterSpec, ShtickSpec
from ..state import Battle, Place, Room, State
from .table import cards, player, room_at

IMMUNITY = {
    "breath_weapon": "armor",
    "enchanted": "magic",
    "impervious": "weapon",
    "mindless": "verbal",
}
"""R240, R242, R245, R248: the shtick type each ability blocks."""


def blocked_kinds(monster: MonsterSpec) -> tuple[str, ...]:
    """The shtick types ``monster`` is immune to (in ``IMMUNITY`` order)."""
    if not monster.abilities:
        return ()
    names = {a.partition(":")[0] for a in monster.abilities}  # ``MonsterSpec.has``, at once
    return tuple(kind for ability, kind in IMMUNITY.items() if ability in names)


def may_reach_zero(state: State, shtick: ShtickSpec, distance: int) -> bool:
    """A31: a Range-infinity shtick also defends at Range 0 (option ``infinite_range_at_zero``
    off: only against a foe at a distance)."""
    return state.options.infinite_range_at_zero or shtick.range != INFINITE or distance > 0


def can_use(
    shtick: ShtickSpec,
    monster: MonsterSpec,
    attacker: bool,
    distance: int,
    more_range: int = 0,
    flying_bonus: bool = True,
) -> bool:
    """R104, R119, R091, R097, R101, R240-R248: may this face-up shtick fight this Monster?
    ``more_range``: the Range its owner adds to it before any roll (``range_bonuses``, R100);
    ``flying_bonus``: whether it counts against Flying (option ``flying_range_bonus``, A105)."""
    if not shtick.battle:
        return False
    value = shtick.attack if attacker else shtick.defense
    if value is None:
        return False
    if shtick.range == INFINITE and attacker:
        return False
    reach = shtick.range if shtick.range == INFINITE else shtick.range + more_range
    if reach < distance:
        return False
    if shtick.area:  # R141, L1077: immune targets (Flying against a Range-0 Area Effect
        return attacker or distance == 0  # too) only shrug off the result
    if monster.has("flying") and (reach if flying_bonus else shtick.range) == 0:
        return False  # A105: the Range with its bonuses (option off: the printed Range)
    kinds = shtick.kinds  # R240-R248: no kind of the shtick is one the Monster is immune to
    return not any(IMMUNITY.get(a.partition(":")[0]) in kinds for a in monster.abilities)


def range_bonuses(
    cs: CardSet,
    character: str,
    shticks: Sequence[str],
    flipped: Sequence[bool],
    equipped: Sequence[str],
) -> tuple[int, ...]:
    """R100, R191, R201: the Range a player adds to each of their shticks (by index) before
    any roll: every face-up non-Battle shtick's and equipped Loot's always-on Range (Loot only
    for its ``users``), and a shtick's Boost Range per other face-up shtick of its name.
    Conditional Range bonuses (a foe's type, a Ranged Attack) count only in ``combat/`` at the
    battle itself. Computed once for a listing, not once per shtick."""
    standing = 0
    for card, down in zip(shticks, flipped, strict=True):
        if not down:
            standing += cs.shticks[card].bonus_range
    for card in equipped:
        loot = cs.loot[card]
        if loot.range and (not loot.users or character in loot.users):
            standing += loot.range
    return tuple(
        standing + boost * same_name(cs, shticks, flipped, i) if boost else standing
        for i, boost in enumerate(cs.shticks[card].boost_range for card in shticks)
    )


def same_name(cs: CardSet, shticks: Sequence[str], flipped: Sequence[bool], index: int) -> int:
    """R201: the other face-up shticks with exactly the name of shtick ``index`` (its boosts)."""
    name = cs.shticks[shticks[index]].name
    return sum(
        1
        for i, (card, down) in enumerate(zip(shticks, flipped, strict=True))
        if i != index and not down and cs.shticks[card].name == name
    )


def seat_range_bonuses(state: State, seat: int) -> tuple[int, ...]:
    """``range_bonuses`` of ``seat``'s shticks in ``state``."""
    pl = player(state, seat)
    return range_bonuses(cards(state), pl.character, pl.shticks, pl.flipped, pl.equipped)


def boosts(state: State, seat: int, index: int) -> int:
    """R201: one boost per other face-up shtick in play with exactly the same name, plus the
    boosts that last to the end of the turn (Get Angry, L870)."""
    pl = player(state, seat)
    count = same_name(cards(state), pl.shticks, pl.flipped, index)
    if state.turn.boosts:
        name = cards(state).shticks[pl.shticks[index]].name
        count += sum(1 for s, n in state.turn.boosts if s == seat and n == name)
    return count


def combat_totals(state: State, battle: Battle) -> tuple[int, int] | None:
    """The ``combat/`` totals (every conditional bonus and immunity) on a catalog-based
    card set: Monster battles of the active seat, Area Effects (the highest target, R142; the
    targets are ``battle.area``) and PvP (the attacker's and the defender's modifiers, R156);
    ``None`` for a set registered in code (the flat rules below)."""
    cat = catalog_or_none(state.cards)
    if cat is None:
        return None
    now = state if state.battle is battle else replace(state, battle=battle)
    bd = total_modifiers(battle_context(now, cat), cat, ranges=False)  # only the two totals
    return bd.player, bd.foe


def area_battled(state: State, battle: Battle) -> str:
    """R142: the Area Effect target battled, the highest total (ties: the topmost)."""
    cat = catalog_or_none(state.cards)
    if cat is not None:
        now = state if state.battle is battle else replace(state, battle=battle)
        ctx = battle_context(now, cat)
        return ctx.foes[total_modifiers(ctx, cat, ranges=False).battled]
    seat = state.turn.seat
    cs = cards(state)
    values = [
        monster_total(state, seat, replace(battle, monster=m), cs.monsters[m]) for m in battle.area
    ]
    return battle.area[values.index(max(values))]


def _is_single(state: State, seat: int, battle: Battle) -> bool:
    """A Monster battle of the active seat against one Monster (not PvP, not Area Effect)."""
    return seat == state.turn.seat and battle.foe_seat is None and not battle.area


def player_modifier(state: State, seat: int, battle: Battle, monster: MonsterSpec) -> int:
    """R107/R120: shtick + boosts + non-battle shticks + equipped Loot + room + cards + help."""
    if _is_single(state, seat, battle) and (totals := combat_totals(state, battle)) is not None:
        return totals[0]
    cs = cards(state)
    pl = player(state, seat)
    blocked = blocked_kinds(monster)
    total = 0
    if battle.shtick is not None:
        sh = cs.shticks[pl.shticks[battle.shtick]]
        n = boosts(state, seat, battle.shtick)
        if battle.attacker:
            total += (sh.attack or 0) + sh.boost_attack * n
        else:
            total += (sh.defense or 0) + sh.boost_defense * n
    for card, flipped in zip(pl.shticks, pl.flipped, strict=True):
        sh = cs.shticks[card]
        if flipped or sh.battle or set(sh.kinds) & set(blocked):
            continue
        total += sh.bonus_attack if battle.attacker else sh.bonus_defense
    for card in pl.equipped:
        loot = cs.loot[card]
        total += loot.attack if battle.attacker else loot.defense
    here = room_at(state, pl.place)
    room = cs.rooms[here.card]
    foe_room_only = state.options.ranged_room_text == "foe_room" and battle.distance > 0  # A18
    if not here.face_down and not foe_room_only:  # R322: a face-down room's text is not in play
        total += room.attack if battle.attacker else room.defense
    total += battle.player_bonus
    total += sum(h.bonus for h in battle.helps if h.status == "accepted")
    return total


def supporters(state: State, place: Place, monster_id: str, index: int | None = None) -> int:
    """R234-R237, A15: Monsters on this floor supporting the Monster ``monster_id`` in ``place``
    (its copy at ``index`` of the room's stack; by default the topmost copy). Cards are told
    apart by place, not by id: a second copy of the same Monster is another card and may support
    it (L1812); only the Monster itself never does."""
    cs = cards(state)
    target = cs.monsters[monster_id]
    if not target.support_types:
        return 0
    home = room_at(state, place)
    if index is None:
        index = home.monsters.index(monster_id) if monster_id in home.monsters else -1
    every = state.options.support_per_room == "every"  # A15 alternative
    count = 0
    for room in state.floors[place[0]].rooms:
        same = room is home
        for k, card in enumerate(room.monsters):
            if same and k == index:
                continue  # the Monster itself
            if _supports(cs, card, target) and (
                every or _topmost(cs, card, home, index, k if same else -1)
            ):
                count += 1
    return count


def _supports(cs: CardSet, card: str, target: MonsterSpec) -> bool:
    """R234-R237: ``card`` can support ``target``: the target has a Support line (L1812) and
    ``card`` is of a type it names, or a Henchman (any type, L1774). A Monster without a Support
    line is no eligible receiver (L1814), so a supporter above it is kept for one below."""
    if not target.support_types:
        return False
    spec = cs.monsters[card]
    return spec.has("henchman") or bool(set(spec.types) & set(target.support_types))


def _topmost(cs: CardSet, supporter: str, room: Room, index: int, skip: int) -> bool:
    """A15: ``supporter`` supports only the topmost eligible Monster of the target's room: is it
    the one at ``index``? (``skip``: the supporter's own place in that room, -1 elsewhere.)"""
    for j, card in enumerate(room.monsters):
        if j == skip:
            continue
        if _supports(cs, supporter, cs.monsters[card]):
            return j == index
    return False


def monster_total(state: State, seat: int, battle: Battle, monster: MonsterSpec) -> int:
    """R108/R121: printed value + abilities + support + room text + cards + level (R276)."""
    if _is_single(state, seat, battle) and (totals := combat_totals(state, battle)) is not None:
        return totals[1]
    cs = cards(state)
    attacking = not battle.attacker
    total = monster.attack if attacking else monster.defense
    character = player(state, seat).character
    if monster.param("nemesis") == character:
        total += 3
    n = supporters(state, battle.room, battle.monster)
    if monster.support == "assist" or (monster.support == "longshot" and not attacking):
        total += 2 * n
    elif monster.support == "ambush" and attacking and _entered_this_turn(state, battle):
        total += 3 * n
    if monster.plus_level:
        total += battle.room[0]
    if monster.has("tricky") and battle.attacker and battle.distance > 0:
        total += 10
    room = room_at(state, battle.room)
    spec = cs.rooms[room.card]
    if not attacking and not room.face_down:  # R322: a face-down room's text is not in play
        total += sum(v for t, v in spec.type_defense if t in monster.types)
    for card in room.fallen:
        if card in cs.xykon:
            x = cs.xykon[card]
            total += x.monster_attack if attacking else x.monster_defense
    stat = "attack" if attacking else "defense"
    turn_fx = sum(x for s, x, t in state.turn.monster_fx if s == stat and t in ("", *monster.types))
    typed = sum(x for t, x in battle.type_bonus if t in monster.types)
    return total + battle.monster_bonus + typed + turn_fx


def _entered_this_turn(state: State, battle: Battle) -> bool:
    room = room_at(state, battle.room)
    return (battle.monster, state.turns_played) in room.entered_turn


def monster_reaches(monster: MonsterSpec, state: State, battle: Battle) -> bool:
    """R099: a Monster defending at range needs Range (+Longshot) >= the distance to win."""
    return monster_range(state, battle.room, battle.monster, monster) >= battle.distance


def monster_range(state: State, room: Place, card: str, monster: MonsterSpec) -> int:
    """A Monster's Range: printed, +2 per supporter with Longshot (R261, L1840)."""
    reach = monster.range
    if monster.support == "longshot":
        reach += 2 * supporters(state, room, card)
    return reach


def outcome(
    roll: int,
    player_total: int,
    monster_total: int,
    *,
    has_shtick: bool,
    draw_result: bool,
    hide: bool,
    reaches: bool,
    bloodlust: bool,
    lucky: bool,
    bloodlust_reach: str = "every_draw",
) -> str:
    """R109, R111, R150, R099, R239, R244, R303, A16: ``win`` / ``lose`` / ``draw``.

    A16 (option ``bloodlust_reach``): Bloodlust turns every draw into a loss but not Hide's or
    an out-of-reach Monster's (``every_draw``); only tied totals (``tied_rolls``); or every
    draw, Hide and Range included (``all_draws``)."""
    if lucky and roll == 1:
        base = "lose"
    elif (lucky and roll == 12) or player_total > monster_total:
        base = "win"
    elif player_total < monster_total:
        base = "lose"
    else:
        base = "draw"
    result = base
    if result == "win" and (not has_shtick or draw_result):
        result = "draw"
    if result == "draw" and bloodlust and (base == "draw" or bloodlust_reach != "tied_rolls"):
        result = "lose"
    overrides = bloodlust and bloodlust_reach == "all_draws"
    if result == "lose" and (hide or not reaches) and not overrides:
        result = "draw"  # A16: Bloodlust overrides neither Hide nor an out-of-reach Monster
    return result


def lucky_face(faces: tuple[int, ...], rule: str, kept: int | None = None) -> int:
    """A53: the die Lucky Bastards reads: the one kept (``kept``, by default the lowest, R249;
    A106 may keep another), or with ``lucky_bastards_die="any"`` a 1 on any die, else a 12 on
    any die."""
    if rule == "any":
        return 1 if 1 in faces else 12 if 12 in faces else min(faces)
    return min(faces) if kept is None else kept

"""d12 + totals -> win / lose / draw, and the results of a battle (R109-R117, R122-R161).

``resolve`` takes the context, the ``Breakdown`` and the dice the flow rolled (X dice under
Multiattack X, the lowest kept, R249) and returns a ``BattleResult``: the outcome for the
player, why, and the consequences the flow applies (Wounds, defeated Monsters, discards,
missed turns, the shtick flip, Loot stealing in PvP). Variants: Lucky Bastards (R303-R305).
Rulings: A16 (what Bloodlust overrides), A53 (the natural die is the one kept).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

import msgspec

from ..catalog import Catalog, MonsterDef, load_catalog
from ..effects import NaturalAs
from . import abilities as ab
from .context import BattleContext, Side
from .modifiers import Breakdown

Outcome = Literal["win", "lose", "draw"]


class BattleResult(msgspec.Struct, frozen=True):
    """What happened, for the player (``outcome``) and what the flow must now apply.

    ``player_total``/``foe_total`` are the compared numbers (``die`` is the kept, effective
    die: Thor Incarnate's 13 included). ``defeated`` are Monster ids losing a Wound (R112,
    R144); ``immune`` targets an Area Effect could not touch (R141). On a loss: ``wounds``,
    ``discard_loot`` (Thief + Greed), ``discard_battle`` (Spellcaster), ``miss_turns``
    (Paralyze; the turn also ends, R247). ``flip`` = the chosen shtick flips (R116). PvP:
    ``opponent_*`` for the other side, ``steal`` = the winner takes a Loot (R158, A11).
    ``notes`` name the rules that changed the plain comparison.
    """

    outcome: Outcome
    die: int
    player_total: int
    foe_total: int
    defeated: tuple[str, ...] = ()
    immune: tuple[str, ...] = ()
    wounds: int = 0
    discard_loot: int = 0
    discard_battle: int = 0
    miss_turns: int = 0
    flip: bool = False
    opponent_die: int = 0
    opponent_wounds: int = 0
    opponent_miss_turns: int = 0
    opponent_flip: bool = False
    steal: bool = False
    notes: tuple[str, ...] = ()
    saveable: tuple[str, ...] = ()
    """Defeated Monsters the player may keep for their X (R113); never Xykon cards (R277)."""
    loot_drops: int = 0
    """Loot cards the defeated Monsters put into their room: their Loot coins (R114, R144)."""
    collapse: bool = False
    """A Xykon Special Monster (the Lich) was defeated: the dungeon collapses (R260, R278)."""


def effective_die(face: int, side: Side, catalog: Catalog, lucky: bool) -> int:
    """The die value with Thor Incarnate's natural-as rule (R305): 1 (2 under Lucky Bastards)
    counts as 13 while the shtick is face up."""
    for sid in side.face_up:
        for e in catalog.shticks[sid].effects:
            if isinstance(e, NaturalAs) and face == (e.lucky_face if lucky else e.face):
                return e.value
    return face


def dice_to_roll(ctx: BattleContext, catalog: Catalog | None = None) -> int:
    """How many d12 the player rolls (lowest kept): Multiattack X when defending (R249, R143)."""
    if ctx.opponent is not None:
        return 1
    cat = catalog if catalog is not None else load_catalog()
    foes = [cat.monsters[m] for m in ctx.foes]
    return ab.multiattack_dice(foes, ctx.role == "defender")


def _compare(total: int, other: int) -> Outcome:
    return "win" if total > other else "lose" if total < other else "draw"


def _lucky(face: int) -> Outcome | None:
    """Lucky Bastards: a natural 1 always loses, a natural 12 always wins (R303)."""
    return "lose" if face == 1 else "win" if face == 12 else None


def _reaches(ranges: Sequence[int], distance: int) -> tuple[bool, ...]:
    return tuple(r >= distance for r in ranges)


def resolve(
    ctx: BattleContext,
    breakdown: Breakdown,
    dice: Sequence[int],
    opponent_die: int | None = None,
    catalog: Catalog | None = None,
) -> BattleResult:
    """Resolve the roll(s): a Monster battle, or PvP when ``ctx.opponent`` is set (R152)."""
    cat = catalog if catalog is not None else load_catalog()
    if ctx.opponent is not None:
        if opponent_die is None:
            raise ValueError("PvP needs both players' dice (R152)")
        return _resolve_pvp(ctx, breakdown, dice[0], opponent_die, cat)
    return _resolve_monster(ctx, breakdown, dice, cat)


# --- Monster battles ----------------------------------------------------------------------------


def _resolve_monster(
    ctx: BattleContext, bd: Breakdown, dice: Sequence[int], cat: Catalog
) -> BattleResult:
    if ctx.thor_each_die:  # R249, A106: each die read first (Thor Incarnate), the lowest kept
        face = min(dice, key=lambda f: (effective_die(f, ctx.player, cat, ctx.lucky_bastards), f))
    else:  # A106 off, A53: the lowest natural die is kept, then read
        face = min(dice)
    die = effective_die(face, ctx.player, cat, ctx.lucky_bastards)
    total = bd.player + die
    foes = [cat.monsters[m] for m in ctx.foes]
    shtick = cat.shticks[ctx.player.shtick] if ctx.player.shtick else None
    area = shtick is not None and shtick.is_area
    reach = _reaches(bd.foe_ranges, ctx.distance)
    notes: list[str] = []
    outcome = _compare(total, bd.foe)
    if ctx.lucky_bastards and _lucky(face) is not None:
        outcome = _lucky(face) or outcome
        notes.append("R303")
    if outcome == "win" and (shtick is None or shtick.result == "draw"):
        outcome = "draw"  # R150, R111
        notes.append("R150" if shtick is None else "R111")
    if outcome == "draw" and any(f.has("bloodlust") for f in foes):
        outcome = "lose"  # R239, A16 (every draw, R143: any target)
        notes.append("R239")
    hiding = foes[bd.battled : bd.battled + 1] if ctx.area_hide_battled else foes  # A79 alt
    if outcome == "lose" and ctx.role == "attacker" and any(f.has("hide") for f in hiding):
        outcome = "draw"  # R244; A16: Bloodlust does not override it
        notes.append("R244")
    if outcome == "lose" and not area and not all(reach):
        outcome = "draw"  # R099: the Monster cannot reach the attacker, so cannot win (A16)
        notes.append("R099")
    flip = shtick is not None and shtick.flip  # R116
    if outcome == "win":
        kinds = shtick.types if shtick else ()
        return _monster_win(ctx, foes, kinds, die, total, bd, flip, notes, area)
    if outcome == "draw":
        return BattleResult("draw", die, total, bd.foe, flip=flip, notes=tuple(notes))
    return _monster_loss(ctx, foes, reach, die, total, bd, flip, notes, cat)


def _monster_win(
    ctx: BattleContext,
    foes: Sequence[MonsterDef],
    types: Sequence[str],
    die: int,
    total: int,
    bd: Breakdown,
    flip: bool,
    notes: list[str],
    area: bool = False,
) -> BattleResult:
    """R110/R123/R144: every non-immune target loses a Wound and is defeated (R141: an Area
    Effect's immune target, even a lone one, suffers no result, as rules/area plays it)."""
    grounded = bd.player_range == 0  # R243, L1077: Flying targets shrug off a Range-0 Area
    immune = tuple(
        f.id
        for f in foes
        if (area or len(foes) > 1) and (ab.is_immune(f, types) or (grounded and f.has("flying")))
    )
    beaten = [f for f in foes if f.id not in immune]
    return BattleResult(
        "win", die, total, bd.foe, defeated=tuple(f.id for f in beaten), immune=immune,
        flip=flip, notes=tuple(notes),
        saveable=tuple(f.id for f in beaten if f.xp > 0 and not f.plus_level),
        loot_drops=sum(f.loot for f in beaten),
        collapse=any(f.has("xykon_special") for f in beaten),
    )  # fmt: skip


def _monster_loss(
    ctx: BattleContext,
    foes: Sequence[MonsterDef],
    reach: Sequence[bool],
    die: int,
    total: int,
    bd: Breakdown,
    flip: bool,
    notes: list[str],
    cat: Catalog,
) -> BattleResult:
    """R110, R145-R146: 1 Wound if any target reaches, plus every reaching target's on-win
    abilities (Deadly, Greed, Thief, Spellcaster, Paralyze), added up."""
    hitters = [(i, f) for i, f in enumerate(foes) if reach[i]]
    if not hitters:
        notes.append("R145")
        return BattleResult("lose", die, total, bd.foe, flip=flip, notes=tuple(notes))
    wounds, loot, battle, miss = 1, 0, 0, 0
    for i, f in hitters:
        n = ab.support_count((ctx.foe_room, ctx.targets[i]), ctx.floor, cat, ctx.support_every)
        wounds += ab.deadly_wounds(f, n)
        loot += ab.greed_discards(f, n) + (1 if f.has("thief") else 0)
        battle += 1 if f.has("spellcaster") else 0
        miss += 1 if f.has("paralyze") else 0
    return BattleResult(
        "lose", die, total, bd.foe, wounds=wounds, discard_loot=loot, discard_battle=battle,
        miss_turns=miss, flip=flip, notes=tuple(notes),
    )  # fmt: skip


# --- player vs player --------------------------------------------------------------------------


def _pvp_outcome(total: int, other: int, face: int, other_face: int, lucky: bool) -> Outcome:
    """R156, R303-R304: higher total wins; Lucky Bastards naturals first, equal naturals draw."""
    if lucky:
        mine, theirs = _lucky(face), _lucky(other_face)
        if mine is not None and mine == theirs:
            return "draw"  # R304
        if mine is not None:
            return mine
        if theirs is not None:
            return "lose" if theirs == "win" else "win"
    return _compare(total, other)


def _resolve_pvp(
    ctx: BattleContext, bd: Breakdown, face: int, other_face: int, cat: Catalog
) -> BattleResult:
    assert ctx.opponent is not None
    die = effective_die(face, ctx.player, cat, ctx.lucky_bastards)
    other_die = effective_die(other_face, ctx.opponent, cat, ctx.lucky_bastards)
    total, other = bd.player + die, bd.foe + other_die
    outcome = _pvp_outcome(total, other, face, other_face, ctx.lucky_bastards)
    winner = ctx.player if outcome == "win" else ctx.opponent
    shtick = cat.shticks[winner.shtick] if winner.shtick else None
    notes: list[str] = []
    if outcome != "draw" and (shtick is None or shtick.result == "draw"):
        outcome = "draw"  # R150, R111
        notes.append("R150" if shtick is None else "R111")
    flip = bool(ctx.player.shtick and cat.shticks[ctx.player.shtick].flip)
    oflip = bool(ctx.opponent.shtick and cat.shticks[ctx.opponent.shtick].flip)
    base = BattleResult(outcome, die, total, other, opponent_die=other_die, flip=flip,
                        opponent_flip=oflip, notes=tuple(notes))  # fmt: skip
    if outcome == "draw" or shtick is None:
        return base
    wound = 1 if shtick.result == "wound" else 0
    miss = 1 if shtick.result == "miss_turn" else 0
    steal = ctx.distance == 0  # R158, A11
    if outcome == "win":
        return msgspec.structs.replace(base, opponent_wounds=wound, opponent_miss_turns=miss,
                                       steal=steal)  # fmt: skip
    return msgspec.structs.replace(base, wounds=wound, miss_turns=miss, steal=steal)


# --- traps ---------------------------------------------------------------------------------------


def evades(roll: int, evade: int, bonus: int = 0) -> bool:
    """A Trap is evaded by rolling at least its Evade number, with bonuses (R222-R223)."""
    return roll + bonus >= evade

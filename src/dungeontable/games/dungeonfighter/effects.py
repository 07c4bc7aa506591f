"""Ability ops: the closed registry of abilities a Dungeon Fighter card may name (R137-R167).

Each op is a function with typed keyword-only parameters (``x``: the printed value, ``colour``:
a die colour); a card file names it in ``abilities`` (``{ op = "piercing", x = 2 }``) and the
loader checks the op exists, suits the card's kind and gets exactly its typed parameters, so an
unknown op or a stray parameter is a load error naming file, card and field. Calling an op with
its parameters returns its ``OpInfo``: the card kinds that may carry it and whether it needs a
valid contact (R136, AMB-10). The rules dispatch on ops, never on card names.
"""

from __future__ import annotations

import inspect
from typing import Literal, NamedTuple

from dungeontable.cards import EffectRegistry

Colour = Literal["blue", "green", "red"]

EFFECTS = EffectRegistry("dungeonfighter")


class OpInfo(NamedTuple):
    """What the content checks need to know about an op."""

    kinds: frozenset[str]
    """Card kinds that may carry it (``hero``, ``monster``, ``boss``, ``equipment``)."""
    board_only: bool = False
    """A hero ability that needs a valid contact (R136, AMB-10)."""


HERO = frozenset({"hero"})
MONSTER = frozenset({"monster", "boss"})
EQUIPMENT = frozenset({"equipment"})
HERO_AND_EQUIPMENT = HERO | EQUIPMENT

# --- hero abilities (R137-R152) ---------------------------------------------------------------


@EFFECTS.op
def swing_twice() -> OpInfo:
    """Swing Twice: after the damage, throw the same die again (R137)."""
    return OpInfo(HERO, board_only=True)


@EFFECTS.op
def piercing(*, x: int) -> OpInfo:
    """Piercing Damage X: the section value plus x (R138; on a card R163)."""
    return OpInfo(HERO_AND_EQUIPMENT, board_only=True)


@EFFECTS.op
def focused() -> OpInfo:
    """Focused Damage: 5 whatever the section (R139)."""
    return OpInfo(HERO, board_only=True)


@EFFECTS.op
def divine() -> OpInfo:
    """Divine Intervention: each point dealt gives a hit point back (R140)."""
    return OpInfo(HERO, board_only=True)


@EFFECTS.op
def berserk() -> OpInfo:
    """Berserk: pay 1 hit point to double the damage (R141)."""
    return OpInfo(HERO, board_only=True)


@EFFECTS.op
def double_damage() -> OpInfo:
    """Double damage on a contact (house hero ability)."""
    return OpInfo(HERO, board_only=True)


@EFFECTS.op
def heal_party(*, x: int) -> OpInfo:
    """Heal Party X: every hero gains x (R142; on a card R161)."""
    return OpInfo(HERO_AND_EQUIPMENT)


@EFFECTS.op
def tracking() -> OpInfo:
    """Tracking Strike: +1 damage for the rest of the fight (R143)."""
    return OpInfo(HERO)


@EFFECTS.op
def five_finger() -> OpInfo:
    """Five-finger Discount: take an equipment card face down (R144)."""
    return OpInfo(HERO)


@EFFECTS.op
def metamorphosis() -> OpInfo:
    """Metamorphosis: miss damage is 2 lower for the fight (R145)."""
    return OpInfo(HERO)


@EFFECTS.op
def sworn_enemy(*, x: int) -> OpInfo:
    """Sworn Enemy X: x more damage against the sworn monster type (R146)."""
    return OpInfo(HERO)


@EFFECTS.op
def swing_again() -> OpInfo:
    """Swing Again: throw the die again (R147; on a card R162)."""
    return OpInfo(HERO_AND_EQUIPMENT)


@EFFECTS.op
def agile() -> OpInfo:
    """Agile Instincts: no damage from this miss (R148; on a card R164)."""
    return OpInfo(HERO_AND_EQUIPMENT)


@EFFECTS.op
def pickpocket() -> OpInfo:
    """Pickpocket: 2 gold from the supply to the chest (R149)."""
    return OpInfo(HERO)


@EFFECTS.op
def seduction() -> OpInfo:
    """Seduction: the beaten monster becomes a charm (R150)."""
    return OpInfo(HERO)


@EFFECTS.op
def beer() -> OpInfo:
    """Beer: a hero takes no damage from his own misses (R151)."""
    return OpInfo(HERO)


@EFFECTS.op
def melody() -> OpInfo:
    """Enchanting Melody: the monster loses its abilities for the fight (R152)."""
    return OpInfo(HERO)


# --- monster abilities (R153-R158) ------------------------------------------------------------


@EFFECTS.op
def destroy_equipment() -> OpInfo:
    """Destroy Equipment after a Miss (R153)."""
    return OpInfo(MONSTER)


@EFFECTS.op
def heal_after_miss(*, x: int) -> OpInfo:
    """Heal after a Miss X (R154)."""
    return OpInfo(MONSTER)


@EFFECTS.op
def small_target() -> OpInfo:
    """Small Target: section 1 is a miss (R155, R069)."""
    return OpInfo(MONSTER)


@EFFECTS.op
def lose_gold() -> OpInfo:
    """Lose Gold after a Miss (R156)."""
    return OpInfo(MONSTER)


@EFFECTS.op
def immunity(*, colour: Colour) -> OpInfo:
    """Hero Dice Immunity: the ``colour`` hero die may not be thrown (R157)."""
    return OpInfo(MONSTER)


@EFFECTS.op
def critical_miss() -> OpInfo:
    """Critical Miss: on each miss the heroes take the damage (R158, AMB-17)."""
    return OpInfo(MONSTER)


# --- equipment abilities (R160-R167) ----------------------------------------------------------


@EFFECTS.op
def heal_hero(*, x: int) -> OpInfo:
    """Heal Hero X: one hero gains x (R160)."""
    return OpInfo(EQUIPMENT)


@EFFECTS.op
def counterblow() -> OpInfo:
    """Counterblow: the monster takes the damage it deals the holder (R165)."""
    return OpInfo(EQUIPMENT)


@EFFECTS.op
def reduced_damage(*, x: int) -> OpInfo:
    """Reduced Damage X: the holder's miss damage is x lower (R166)."""
    return OpInfo(EQUIPMENT)


def op_info(op: str, x: int = 0, colour: str | None = None) -> OpInfo:
    """The ``OpInfo`` of a registered op, called with the parameters it declares (raises
    ``KeyError`` for an unknown op)."""
    fn = EFFECTS.function(op)
    given = {"x": x, "colour": colour}
    info: OpInfo = fn(**{name: given[name] for name in inspect.signature(fn).parameters})
    return info


BOARD_ONLY = frozenset(op for op in EFFECTS.names() if op_info(op).board_only)
"""Hero abilities that need a valid contact (R136, AMB-10)."""

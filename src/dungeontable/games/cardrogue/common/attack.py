"""The damage pipelines as pure functions (R070-R076, R080-R083, A-19, A-20, A-24).

``roll_chain`` turns die faces into the attack chain of REROLL TWICE; ``attack_total`` runs the
player pipeline on the natural face and the chain sum; ``enemy_damage`` is R080. They take plain
numbers so tables of cases test them directly.
"""

from __future__ import annotations

from dungeontable.core import Rng

MAX_CHAIN = 64
"""Safety bound on one reroll chain (the expected length is about 2.4 rolls)."""


def roll_chain(
    rng: Rng, reroll_on: tuple[int, ...], *, per_x: bool, floor: int = 0
) -> tuple[tuple[int, ...], tuple[int, ...], Rng]:
    """Roll an attack: ``(every face rolled, the faces that count, rng)``.

    R074: a face in ``reroll_on`` does not count and is replaced by two new rolls. With
    ``per_x`` (A-20 default) each such face brings two more; otherwise rolls come in pairs and a
    pair with any X brings one more pair. R075: several daggers = the union of their faces, so a
    face triggers once. ``floor`` > 0 (A-06 ``roll_triggers_read="floored"``): a face below it
    is read as ``floor`` by the trigger.
    """
    if floor:
        reroll_on = tuple(f for f in range(1, 7) if max(f, floor) in reroll_on)
    face, rng = rng.roll()
    if face not in reroll_on:
        return (face,), (face,), rng
    rolled = [face]
    counted: list[int] = []
    owed = 2
    while owed and len(rolled) < MAX_CHAIN:
        if per_x:
            face, rng = rng.roll()
            rolled.append(face)
            owed -= 1
            if face in reroll_on:
                owed += 2
            else:
                counted.append(face)
            continue
        pair = []
        for _ in range(2):
            face, rng = rng.roll()
            pair.append(face)
        rolled.extend(pair)
        counted.extend(f for f in pair if f not in reroll_on)
        owed = 2 if any(f in reroll_on for f in pair) else 0
    return tuple(rolled), tuple(counted), rng


def roll_again(
    rng: Rng, rolled: tuple[int, ...], counted: tuple[int, ...], again_on: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...], Rng]:
    """A-49 alternative: a natural face in ``again_on`` counts, and one more roll is added."""
    if not again_on or rolled[0] not in again_on:
        return rolled, counted, rng
    face, rng = rng.roll()
    return (*rolled, face), (*counted, face), rng


def attack_total(
    natural: int,
    chain_sum: int,
    *,
    modifier: int,
    miss_on: tuple[int, ...] = (),
    min_attack: int = 0,
    double: bool = False,
    final_floor: bool = True,
) -> int:
    """R070 steps 2-8: the damage of one attack (0 = the attack does nothing).

    >>> attack_total(5, 5, modifier=1, double=True)   # 003 L448-450
    11
    >>> attack_total(2, 2, modifier=-2, min_attack=3) # 003 L948-952: "he will still deal 3"
    3
    """
    if natural in miss_on:
        return 0
    base = chain_sum
    if min_attack:
        base = max(base, min_attack)
    if double:
        base *= 2
    total = base + modifier
    if min_attack and final_floor:
        total = max(total, min_attack)
    return max(total, 0)


def enemy_damage(attack: int, attack_mod: int, reduction: int) -> int:
    """R080: printed (or rolled) attack + thrown-potion modifiers - damage reduction, floor 0."""
    return max(0, attack + attack_mod - reduction)


def is_blocked(faces: tuple[int, ...], block_on: tuple[int, ...]) -> bool:
    """R082 / A-19: any face of this turn's attack chain showing a block X."""
    return any(f in block_on for f in faces)

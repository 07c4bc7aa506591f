"""The heuristic bot's items: equipment, potions and scrolls (R170-R179, R190-R215).

``fitness`` rates a set of arms by how a fight with a fresh Golem would go (the hardest goal,
R264): max health minus the expected health lost killing it. Equipping, buying and reading
scrolls all try to raise it. Potions follow §6.7: drink known healing when low (R195) and
known strength at once (R197), use unknown potions when healthy and out of combat (R193), and
in combat throw what hurts an enemy (poison R196, paralysis R200, strength lowers its attack
R197) at bosses and at enemies that cost a lot; when in danger, drink what may save the bot.
"""

from __future__ import annotations

from collections.abc import Callable

from dungeontable.core import Action

from ..actions import Drink, Equip, Identify, ReadScroll, Throw
from ..catalog import SLOTS, Catalog
from ..common.identification import POTION_EFFECTS
from ..view import EnemyView
from .fighting import Arms, fight_cost
from .survey import MEMO_SIZE, Survey, golem_out_of_reach, late_game

HOPELESS = 60.0
"""Cap on a fight's expected cost when the bot cannot win it at all."""
LOW_HEALTH = 0.5
"""Out of combat, drink known healing at or below this share of max health."""
HEALTHY = 0.7
"""Drink unknown potions only at or above this share of max health (§6.7)."""
HURTFUL = ("poison", "paralysis", "strength")
"""Known effects worth throwing at an enemy (R196, R200, R197: strength lowers its attack)."""


def reference_golem(cat: Catalog, seat: int) -> EnemyView:
    """A full-health Golem fighting ``seat``: the yardstick of ``fitness``."""
    card = min(i for i, d in cat.defs.items() if d.end_rush)
    health = cat[card].health
    return EnemyView(
        uid=0, card=card, x=0, y=0, health=health, max_health=health, attack_mod=0, poison=0,
        poisoner=-1, ticked=-1, paralyzed=0, queue=(seat,), hurt=False, rolled=0,
    )  # fmt: skip


def fitness(s: Survey, arms: Arms) -> float:
    """Max health minus the expected health lost killing a fresh Golem (higher is better);
    remembered in the bot's ``Memo`` by card set and arms."""
    memo = s.memo.fitness
    key = (s.view.options.cards, arms.key)
    found = memo.get(key)
    if found is None:
        cat = s.cat
        cost = min(HOPELESS, fight_cost(cat, arms, reference_golem(cat, 0), [], 0))
        found = arms.max_health - cost + 0.1 * arms.mean_hit()
        if len(memo) > MEMO_SIZE:
            memo.clear()
        memo[key] = found
    return found


def arms_with(s: Survey, equipment: tuple[str, ...], hand: tuple[str, ...] | None = None) -> Arms:
    me = s.me
    held = s.hand if hand is None else hand
    return Arms(s.cat, me.character, equipment, held, me.sheet_attack, me.perm_max)


def equipped_with(s: Survey, card: str, slot: str) -> tuple[str, ...]:
    """The equipment after putting ``card`` on ``slot`` (R172-R175, roughly as the engine)."""
    gear = list(s.me.equipment)
    index = SLOTS.index(slot)
    if s.cat[card].two_handed:
        gear[1] = ""
    elif index == 1 and gear[0] and s.cat[gear[0]].two_handed:
        gear[0] = ""
    gear[index] = card
    return tuple(gear)


def best_equip(s: Survey, legal: tuple[Action, ...]) -> Action | None:
    """R171: the equip that raises fitness most (None: nothing helps)."""
    now = fitness(s, s.arms)
    best: tuple[float, Action] | None = None
    for action in legal:
        if not isinstance(action, Equip):
            continue
        gain = fitness(s, arms_with(s, equipped_with(s, action.card, action.slot))) - now
        if gain > 0.01 and (best is None or gain > best[0]):
            best = (gain, action)
    return None if best is None else best[1]


# --- potions -------------------------------------------------------------------------------


def effect_of(s: Survey, card: str) -> str | None:
    """The identified effect of a potion card, or None while its colour is unknown (R193)."""
    color = s.cat[card].color
    return s.view.identified.get(color) if color else None


def possible_effects(s: Survey) -> tuple[str, ...]:
    """What an unknown colour may still turn out to be (R193: reroll until unused)."""
    taken = set(s.view.identified.values())
    return tuple(e for e in POTION_EFFECTS if e not in taken)


def drink(legal: tuple[Action, ...], test: Callable[[str], bool]) -> Action | None:
    for action in legal:
        if isinstance(action, Drink) and test(action.card):
            return action
    return None


def calm_potion(s: Survey, legal: tuple[Action, ...]) -> Action | None:
    """Out of combat: strength at once, healing when low, unknown ones when healthy."""
    found = drink(legal, lambda c: effect_of(s, c) == "strength")
    if found is not None:
        return found
    if golem_out_of_reach(s):  # R199, R275: the only way to the Golem
        found = drink(legal, lambda c: effect_of(s, c) == "teleportation")
        if found is None and "teleportation" in possible_effects(s):
            found = drink(legal, lambda c: effect_of(s, c) is None)  # it may be one (R193)
        if found is not None:
            return found
    me = s.me
    if me.health <= LOW_HEALTH * me.max_health:
        found = drink(legal, lambda c: effect_of(s, c) == "healing")
        if found is not None:
            return found
    if me.health >= HEALTHY * me.max_health and not s.view.end_rush and not me.poison:
        if late_game(s):
            return None  # kept for the Golem fight: it may heal then (R195)
        return drink(legal, lambda c: effect_of(s, c) is None)
    return None


def rescue_potion(s: Survey, legal: tuple[Action, ...], danger: bool) -> Action | None:
    """In combat: heal when in danger or low; else a potion that might heal or whisk away."""
    me = s.me
    if not danger and me.health > 0.4 * me.max_health:
        return None
    if me.health < me.max_health:
        found = drink(legal, lambda c: effect_of(s, c) == "healing")
        if found is not None:
            return found
    if not danger:
        return None
    found = drink(legal, lambda c: effect_of(s, c) == "teleportation" and not s.view.end_rush)
    if found is not None:
        return found
    if "healing" in possible_effects(s):
        return drink(legal, lambda c: effect_of(s, c) is None)
    return None


def stalemate_potion(s: Survey, legal: tuple[Action, ...]) -> Action | None:
    """In a fight it can neither win nor flee (a Warrior, R116, whose best blow is short of a
    Zombie's health, R132): a known strength or teleportation potion, else an unknown one
    (R193: it may be either). Attacking for ever kept such games still until the turn cap."""
    found = drink(legal, lambda c: effect_of(s, c) in ("strength", "teleportation"))
    return found or drink(legal, lambda c: effect_of(s, c) is None)


def throw_at(
    s: Survey, legal: tuple[Action, ...], direction: str, enemy: EnemyView
) -> Action | None:
    """A known hurtful potion for ``enemy`` (poison only once, paralysis only when it acts)."""
    for action in legal:
        if not isinstance(action, Throw) or action.dir != direction:
            continue
        effect = effect_of(s, action.card)
        if effect not in HURTFUL:
            continue
        if effect == "poison" and enemy.poison:
            continue
        if effect == "paralysis" and (enemy.paralyzed or enemy.queue[:1] != (s.seat,)):
            continue
        return action
    return None


# --- scrolls -------------------------------------------------------------------------------


def scroll(s: Survey, legal: tuple[Action, ...]) -> Action | None:
    """Read what helps now: +max health, curse removal when cursed, identify (R211-R215)."""
    for action in legal:
        if isinstance(action, Identify):
            return action
        if not isinstance(action, ReadScroll):
            continue
        use = s.cat[action.card].use
        kind = use[0] if use is not None else ""
        if kind == "max_health" or (kind == "poison_heals" and s.me.poison > 1):
            return action
        if kind == "remove_curses" and is_cursed(s):
            return action
    return None


def is_cursed(s: Survey) -> bool:
    return any(s.cat[c].cursed for c in (*s.hand, *s.me.equipment) if c)

"""Ability templates: the closed registry of effect ops a Card Rogue card may name.

Each op is one glossary template (003 L458-961) with typed keyword parameters. Loading a card
runs its ops on the card's flyweight ``CardDef`` to fold them into plain fields the rules read
(``attack_bonus``, ``reroll_on``, ``abilities``...). The engine therefore dispatches on templates,
never on card names: a user card that says ``op = "reduce_damage"`` works like the Helm.
"""

from __future__ import annotations

from dungeontable.cards import EffectRegistry

from .definitions import CardDef

EFFECTS = EffectRegistry("cardrogue")

# --- items, artifacts and characters: the player's side -------------------------------------


@EFFECTS.op
def attack_bonus(card: CardDef, *, x: int) -> None:
    """+X / -X TO ATTACK ROLL (R228): added to M after every other attack modifier."""
    card.attack_bonus += x


@EFFECTS.op
def max_health_bonus(card: CardDef, *, x: int) -> None:
    """+X / -X TO MAX HEALTH (R229-R231)."""
    card.max_bonus += x


@EFFECTS.op
def reduce_damage(card: CardDef, *, x: int) -> None:
    """-X DAMAGE TAKEN (R080, R177): stacks; attack damage only."""
    card.reduce += x


@EFFECTS.op
def reroll_twice(card: CardDef, *, on: int) -> None:
    """ROLLING AN X: REROLL TWICE (R074)."""
    card.reroll_on += (on,)


@EFFECTS.op
def attack_again(card: CardDef, *, on: int) -> None:
    """ROLLING AN X: ATTACK AGAIN (glossary 003 L478, no definition; A-49: option
    ``attack_again`` reads it as REROLL TWICE or as one more roll). No packaged card has it."""
    card.again_on += (on,)


@EFFECTS.op
def min_attack(card: CardDef, *, x: int) -> None:
    """MIN. ATTACK: X (R070 step 4 and 7)."""
    card.min_attack = max(card.min_attack, x)


@EFFECTS.op
def double_damage(card: CardDef) -> None:
    """DOUBLE DAMAGE (R070 step 5)."""
    card.double = True


@EFFECTS.op
def miss_on(card: CardDef, *, on: int) -> None:
    """ROLLING AN X: ATTACK MISSES (R070 step 2)."""
    card.miss_on += (on,)


@EFFECTS.op
def block_on(card: CardDef, *, on: int) -> None:
    """ROLLING AN X: BLOCK ENEMY'S ATTACK THIS TURN (R082)."""
    card.block_on += (on,)


@EFFECTS.op
def can_flee_on(card: CardDef, *, on: int) -> None:
    """ROLL A DIE: IF X: CAN FLEE (R116)."""
    card.flee_on += (on,)


@EFFECTS.op
def avoid_trap_on(card: CardDef, *, on: int) -> None:
    """ROLL A DIE: IF X: CAN AVOID TRAP (R147)."""
    card.avoid_on += (on,)


@EFFECTS.op
def extra_moves(card: CardDef, *, x: int) -> None:
    """+X MOVEMENT, MUST BE OUT OF COMBAT (R061)."""
    card.extra_moves += x


@EFFECTS.op
def base_max_health(card: CardDef, *, x: int) -> None:
    """Character: starting max health instead of 10 (003 L95)."""
    card.base_max = x


@EFFECTS.op
def base_attack(card: CardDef, *, x: int) -> None:
    """Character: starting attack-roll modifier instead of 0 (003 L97)."""
    card.base_attack = x


@EFFECTS.op
def restricted_flee(card: CardDef) -> None:
    """Character: a flee roll never succeeds on 4-6, only on a CAN FLEE item's X (003 L780)."""
    card.restricted_flee = True


@EFFECTS.op
def dual_wield(card: CardDef, *, family: str) -> None:
    """Character: a second weapon of ``family`` may go in the secondary hand (003 L806)."""
    card.dual_family = family


@EFFECTS.op
def steal_on_at_least(card: CardDef, *, face: int) -> None:
    """Character: a steal roll succeeds on ``face`` or higher (default 6, 003 L208)."""
    card.steal_from = face


@EFFECTS.op
def regenerate(card: CardDef, *, x: int) -> None:
    """Character: heal X at the start of each own turn when not in combat (upkeep)."""
    card.regen += x


@EFFECTS.op
def poison_resist(card: CardDef, *, x: int) -> None:
    """Character: poisons on him last X turns less, never less than 1."""
    card.poison_resist += x


# --- enemies ----------------------------------------------------------------------------------


@EFFECTS.op
def heal_each_attack(card: CardDef, *, x: int) -> None:
    """HEALS +X HEALTH EACH ATTACK (R131)."""
    card.abilities += (("heal", 0, x),)


@EFFECTS.op
def single_turn_kill(card: CardDef) -> None:
    """MUST KILL WITHIN A SINGLE TURN (R132)."""
    card.single_turn = True


@EFFECTS.op
def dodge_on(card: CardDef, *, on: int) -> None:
    """ROLL A DIE: IF X: DODGES PLAYER'S ATTACK (R133)."""
    card.dodge_on += (on,)


@EFFECTS.op
def poison_on(card: CardDef, *, on: int, turns: int) -> None:
    """ROLL A DIE: IF X: POISON -1 HEALTH FOR Y TURNS (R134)."""
    card.abilities += (("poison", on, turns),)


@EFFECTS.op
def paralyze_on(card: CardDef, *, on: int, turns: int) -> None:
    """ROLL A DIE: IF X: PARALYZE FOR Y TURNS (R135)."""
    card.abilities += (("paralyze", on, turns),)


@EFFECTS.op
def no_chase(card: CardDef) -> None:
    """DOES NOT CHASE (R130): flee without a roll."""
    card.no_chase = True


@EFFECTS.op
def double_roll_attack(card: CardDef) -> None:
    """ROLL A DIE: ATTACK IS DOUBLE THE ROLL (R136, A-23)."""
    card.double_roll = True


@EFFECTS.op
def exclusive_pair(card: CardDef, *, group: str) -> None:
    """Boss rule: one hand holding two cards of ``group`` loses both (R263)."""
    card.exclusive = group


@EFFECTS.op
def starts_end_rush(card: CardDef) -> None:
    """Boss rule: taking this card starts the end rush (R264, R270)."""
    card.end_rush = True


# --- tiles ------------------------------------------------------------------------------------


@EFFECTS.op
def trap_damage(card: CardDef, *, x: int) -> None:
    """Spike trap: lose X health, not reduced by armor (R144)."""
    card.trap = ("damage", x)


@EFFECTS.op
def trap_paralyze(card: CardDef, *, turns: int) -> None:
    """Paralysis trap: end this turn or lose the next (R145)."""
    card.trap = ("paralyze", turns)


@EFFECTS.op
def trap_poison(card: CardDef, *, turns: int) -> None:
    """Poison trap: poisoned for N turns (R146)."""
    card.trap = ("poison", turns)


@EFFECTS.op
def fountain(card: CardDef, *, heal: int, drain_on: int) -> None:
    """Fountain of healing (R150): upkeep roll heals, or drains on ``drain_on``."""
    card.fountain = (heal, drain_on)


@EFFECTS.op
def opens_with_key(card: CardDef, *, vp: int) -> None:
    """Chest (R058, R260): entering it with a key scores ``vp``."""
    card.chest_vp = vp


@EFFECTS.op
def opens_chest(card: CardDef) -> None:
    """Key (R260): the card a chest needs."""
    card.is_key = True


@EFFECTS.op
def score_on_buy(card: CardDef, *, vp: int) -> None:
    """Shopkeeper's Debt (R166): buying it scores ``vp`` and removes it from the game."""
    card.buy_vp = vp


# --- single-use items (rules.potions and rules.scrolls apply them; the data lives here) ---


@EFFECTS.op
def identify_item(card: CardDef) -> None:
    """Scroll: IDENTIFY AN UNKNOWN ITEM IN YOUR HAND (R211)."""
    card.use = ("identify", 0)


@EFFECTS.op
def step_through_wall(card: CardDef) -> None:
    """Scroll: MOVE TO ANY ADJACENT TILE (R212)."""
    card.use = ("step", 0)


@EFFECTS.op
def poison_heals(card: CardDef, *, x: int) -> None:
    """Scroll: POISON INSTEAD HEALS +X HEALTH (R213)."""
    card.use = ("poison_heals", x)


@EFFECTS.op
def remove_curses(card: CardDef) -> None:
    """Scroll: REMOVE ALL YOUR CURSED ITEMS (R214)."""
    card.use = ("remove_curses", 0)


@EFFECTS.op
def raise_max_health(card: CardDef, *, x: int) -> None:
    """Scroll: +X TO MAX HEALTH (R215), permanent until death."""
    card.use = ("max_health", x)

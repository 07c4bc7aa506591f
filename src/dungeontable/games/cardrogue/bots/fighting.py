"""Combat arithmetic for the heuristic bot: expected damage both ways and the fight-or-flee call.

Numbers follow the engine's pipelines (R070-R076 for the player's attack, R080-R083 and R131-R137
for enemies), averaged over the six die faces. A REROLL TWICE face counts as its expected chain
sum (two rolls, each X replaced again: 2 x 15/4 = 7.5 with X = 6).
"""

from __future__ import annotations

from ..catalog import Catalog
from ..common.attack import attack_total
from ..definitions import CardDef
from ..view import EnemyView, PlayerView
from .lazy import once

FACES = (1, 2, 3, 4, 5, 6)
NATURAL_FLEE = (4, 5, 6)  # R110


class Arms:
    """The combat numbers of one player from his cards: the character, equipment and artifacts
    in hand (R171, R181), plus his score-sheet attack (R228); built for what-ifs too."""

    def __init__(
        self,
        cat: Catalog,
        character: str,
        equipment: tuple[str, ...],
        hand: tuple[str, ...],
        sheet_attack: int = 0,
        perm_max: int = 0,
    ) -> None:
        cards: list[CardDef] = [cat[character]] if character else []
        cards += [cat[c] for c in equipment if c]
        cards += [cat[c] for c in hand if cat[c].kind == "artifact"]
        base = cat[character] if character else None
        base_attack = base.base_attack if base is not None and base.base_attack is not None else 0
        base_max = base.base_max if base is not None and base.base_max is not None else 10
        self.modifier = base_attack + sheet_attack + sum(c.attack_bonus for c in cards)
        self.max_health = base_max + perm_max + sum(c.max_bonus for c in cards)
        self.reduction = sum(c.reduce for c in cards)
        self.reroll_on = tuple(sorted({f for c in cards for f in c.reroll_on}))
        self.miss_on = tuple(sorted({f for c in cards for f in c.miss_on}))
        self.block_on = tuple(sorted({f for c in cards for f in c.block_on}))
        self.flee_on = tuple(sorted({f for c in cards for f in c.flee_on}))
        self.min_attack = max((c.min_attack for c in cards), default=0)
        self.double = any(c.double for c in cards)
        self.restricted_flee = any(c.restricted_flee for c in cards)

    @property
    def key(self) -> tuple[object, ...]:
        """Everything the combat numbers depend on (for caches)."""
        return (
            self.modifier, self.max_health, self.reduction, self.reroll_on, self.miss_on,
            self.block_on, self.flee_on, self.min_attack, self.double, self.restricted_flee,
        )  # fmt: skip

    @classmethod
    def of(cls, cat: Catalog, player: PlayerView, hand: tuple[str, ...] | None = None) -> Arms:
        """A player's arms as they are (``hand``: his own hand when the caller knows it)."""
        held = player.hand if hand is None else hand
        return cls(
            cat,
            player.character,
            player.equipment,
            held if held is not None else player.shown,
            player.sheet_attack,
            player.perm_max,
        )

    @once
    def faces(self) -> tuple[float, ...]:
        """Damage of one attack for natural faces 1..6 (R070; reroll chains as expectations)."""
        chain = 2 * (sum(f for f in FACES if f not in self.reroll_on) / (6 - len(self.reroll_on)))
        found = []
        for face in FACES:
            rerolled = face in self.reroll_on and len(self.reroll_on) < 6
            base = chain if rerolled else face
            found.append(self._total(face, base))
        return tuple(found)

    def _total(self, face: int, base: float) -> float:
        whole = int(base)
        total: float = attack_total(
            face,
            whole,
            modifier=self.modifier,
            miss_on=self.miss_on,
            min_attack=self.min_attack,
            double=self.double,
        )
        if total and base != whole:
            total += (base - whole) * (2 if self.double else 1)
        return float(total)

    def hits(self) -> tuple[float, ...]:
        return self.faces

    @once
    def mean(self) -> float:
        return sum(self.faces) / 6

    def mean_hit(self) -> float:
        return self.mean

    def block_chance(self) -> float:
        return len(self.block_on) / 6

    def flee_chance(self) -> float:
        """R110, R116, A-39: success faces of a flee roll."""
        faces = set(self.flee_on)
        if not self.restricted_flee:
            faces |= set(NATURAL_FLEE)
        return len(faces) / 6


def enemy_hit(cat: Catalog, enemy: EnemyView, reduction: int) -> float:
    """Expected C3 damage of ``enemy`` to a player with ``reduction`` (R080, R136)."""
    card = cat[enemy.card]
    if card.double_roll:
        return sum(max(0, 2 * f + enemy.attack_mod - reduction) for f in FACES) / 6
    return float(max(0, card.attack + enemy.attack_mod - reduction))


def worst_hit(cat: Catalog, enemy: EnemyView, reduction: int) -> int:
    card = cat[enemy.card]
    attack = 12 if card.double_roll else card.attack
    return max(0, attack + enemy.attack_mod - reduction)


def enemy_pressure(cat: Catalog, enemy: EnemyView, reduction: int) -> float:
    """Expected health lost per enemy action phase: its hit plus poison and paralysis odds."""
    card = cat[enemy.card]
    hit = enemy_hit(cat, enemy, reduction)
    extra = 0.0
    for kind, _, amount in card.abilities:
        if kind == "poison":
            extra += amount / 6
        elif kind == "paralyze":
            extra += amount * hit / 6
    return hit + extra


def kill_chance(hits: tuple[float, ...], health: int) -> float:
    return sum(1 for h in hits if h >= health) / 6


def rounds_to_kill(cat: Catalog, arms: Arms, enemy: EnemyView, *, targeted: bool) -> float:
    """Expected attacks needed to slay ``enemy`` (inf when hopeless), R131-R133 included."""
    card = cat[enemy.card]
    hits = arms.hits()
    dodge = len(card.dodge_on) / 6 if targeted and not enemy.paralyzed else 0.0
    if card.single_turn:
        chance = kill_chance(hits, enemy.health) * (1 - dodge)
        return 1 / chance if chance else float("inf")
    if kill_chance(hits, enemy.health) == 1.0 and not dodge:
        return 1.0
    regen = sum(amount for kind, _, amount in card.abilities if kind == "heal")
    net = sum(hits) / 6 * (1 - dodge) - (regen if targeted else 0)
    if net <= 0:
        return float("inf")
    return max(1.0, (enemy.health - 0.5 * arms.mean_hit()) / net + 1)


def fight_cost(
    cat: Catalog, arms: Arms, enemy: EnemyView, others: list[EnemyView], seat: int
) -> float:
    """Expected health lost while killing ``enemy`` with ``others`` also hitting (R066, R069)."""
    targeted = enemy.queue[:1] == (seat,) or not enemy.queue
    rounds = rounds_to_kill(cat, arms, enemy, targeted=targeted)
    if rounds == float("inf"):
        return rounds
    blocked = 1 - arms.block_chance()
    own = enemy_pressure(cat, enemy, arms.reduction) if targeted else 0.0
    rest = sum(enemy_pressure(cat, e, arms.reduction) for e in others if e.queue[:1] == (seat,))
    return ((rounds - 1) * own + rounds * rest) * blocked


def hit_spread(cat: Catalog, enemy: EnemyView, reduction: int) -> tuple[int, ...]:
    """Equally likely C3 damages of ``enemy`` (six for a double-roll attacker, else one)."""
    card = cat[enemy.card]
    if card.double_roll:
        return tuple(max(0, 2 * f + enemy.attack_mod - reduction) for f in FACES)
    return (max(0, card.attack + enemy.attack_mod - reduction),)


def lethal_chance(cat: Catalog, enemies: list[EnemyView], reduction: int, health: int) -> float:
    """Chance that one action phase of ``enemies`` takes ``health`` or more (R066 C3)."""
    totals: dict[int, float] = {0: 1.0}
    for enemy in enemies:
        spread = hit_spread(cat, enemy, reduction)
        grown: dict[int, float] = {}
        for total, chance in totals.items():
            for hit in spread:
                grown[total + hit] = grown.get(total + hit, 0.0) + chance / len(spread)
        totals = grown
    return sum(chance for total, chance in totals.items() if total >= health)


DuelTable = dict[tuple[object, ...], dict[tuple[int, int, int], float]]
"""Exact duel odds remembered by a bot (``survey.Memo.duels``): one table per fight setting
(the bot's hits, the enemy's blows, max health, block chance), by (health, enemy health,
potions left)."""

DUEL_SETTINGS = 512
"""Fight settings a ``DuelTable`` holds before it starts over (bounded memory in long sims)."""


def duel_odds(
    cat: Catalog,
    arms: Arms,
    enemy: EnemyView,
    health: int,
    potions: int = 0,
    table: DuelTable | None = None,
) -> float:
    """Chance to slay ``enemy`` before dying, attacking every turn (R066-R068, R080).

    Exact over the die faces for the enemy's hit (a Golem rolls 2 x d6, R136); the bot drinks
    one of ``potions`` known healing potions (R195: back to max, no action used) whenever the
    enemy's next hit could kill it. Enemy abilities other than the attack are ignored.
    ``table``: the bot's remembered odds (``survey.Memo.duels``; a fresh one if not given).
    """
    hits = tuple(round(h) for h in arms.hits())
    blows = hit_spread(cat, enemy, arms.reduction)
    block = round(arms.block_chance(), 3)
    setting = (hits, blows, arms.max_health, block)
    if table is None:
        table = {}
    known = table.get(setting)
    if known is None:
        if len(table) >= DUEL_SETTINGS:
            table.clear()
        known = table[setting] = {}
    return _duel(known, hits, blows, arms.max_health, block, health, enemy.health, potions)


def _duel(
    known: dict[tuple[int, int, int], float],
    hits: tuple[int, ...],
    blows: tuple[int, ...],
    top: int,
    block: float,
    health: int,
    foe: int,
    potions: int,
) -> float:
    """The odds from one position of a duel, remembered in ``known`` (same setting)."""
    key = (health, foe, potions)
    found = known.get(key)
    if found is not None:
        return found
    if potions and health <= max(blows) and health < top:
        found = _duel(known, hits, blows, top, block, top, foe, potions - 1)
        known[key] = found
        return found
    stay = 0.0
    won = 0.0
    for hit in hits:
        left = foe - hit
        if left <= 0:
            won += 1 / 6
            continue
        for blow in blows:
            chance = (1 - block) / (6 * len(blows))
            after = health - blow
            if after <= 0:
                continue
            if after == health and left == foe:
                stay += chance
            else:
                won += chance * _duel(known, hits, blows, top, block, after, left, potions)
        if block:
            if left == foe:
                stay += block / 6
            else:
                won += block / 6 * _duel(known, hits, blows, top, block, health, left, potions)
    found = won / (1 - stay) if stay < 1 else 0.0
    known[key] = found
    return found

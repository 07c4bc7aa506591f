"""The heuristic bot in combat: C1 attack, flee, potions, and where to flee (R066-R118, §6.7).

Fight when the expected damage it deals beats the enemy before its own health runs low; flee
otherwise. First it avoids dying this round: it compares the chance that the enemies' next
action phase kills it after an attack that does not slay against after a failed flee. Potions
come before the roll: healing (or a potion that might heal) when in danger, and known poison,
paralysis or strength thrown at a boss or at an enemy that would cost a lot of health.
"""

from __future__ import annotations

from typing import Any

from dungeontable.core import Action

from ..actions import Attack, Flee, FleeTo
from ..definitions import DIRS
from ..view import EnemyView
from .fighting import Arms, enemy_pressure, fight_cost, kill_chance, lethal_chance
from .goals import boss_nerve, boss_odds, fountain_near, nowhere_to_go, reserve
from .kit import rescue_potion, stalemate_potion, throw_at
from .survey import Survey, step

STAY = 0.6
"""Share of the wanted winning chance below which the bot breaks off a boss fight."""
HANDOFF = 0.3
"""Chance of dying to a boss's next blow at which its target flees when someone else fights it
too (the next in its queue takes over and the boss keeps its wounds, R113, R124)."""
LAST_STAND = 0.5
"""Alone against a boss, a bot whose next blow from it is this likely to kill flees to heal on a
fountain (keeping its kit, R240-R243) unless its own attack is likelier to slay the boss first;
with no fountain to reach it fights on (a respawn is its only heal)."""
INF = float("inf")
"""The cost of a fight the bot cannot win (``fighting.fight_cost``)."""
COSTLY = 3.0
"""A fight expected to cost this much health earns a thrown potion."""


def fight(s: Survey, legal: tuple[Action, ...]) -> Action:
    """C1 (R066, R110, R191): a potion first if it helps, then attack or flee."""
    arms = s.arms
    attacks = [a for a in legal if isinstance(a, Attack)]
    flee = next((a for a in legal if isinstance(a, Flee)), None)
    here = s.pos
    if here is None or not attacks:
        return flee or legal[0]
    foes = {a.dir: s.enemies[step(here, DIRS.index(a.dir))] for a in attacks}
    costs = {}
    for direction, enemy in foes.items():
        others = [e for d, e in foes.items() if d != direction]
        costs[direction] = fight_cost(s.cat, arms, enemy, others, s.seat)
    best = min(attacks, key=lambda a: (costs[a.dir], a.dir))
    chasers = [e for e in foes.values() if e.queue[:1] == (s.seat,)]
    lethal = lethal_chance(s.cat, chasers, arms.reduction, staying_health(s))
    potion = rescue_potion(s, legal, lethal > 0)
    if potion is None:
        potion = _hurtful(s, legal, best.dir, foes[best.dir], costs[best.dir])
    if potion is None and costs[best.dir] == INF and flee_odds(s, arms, foes.values()) == 0:
        potion = stalemate_potion(s, legal)
    if potion is not None:
        return potion
    return attack_or_flee(s, arms, best, flee, foes, costs[best.dir], chasers, lethal)


def _hurtful(
    s: Survey, legal: tuple[Action, ...], direction: str, enemy: EnemyView, cost: float
) -> Action | None:
    card = s.cat[enemy.card]
    if card.kind == "boss" or cost >= COSTLY:
        return throw_at(s, legal, direction, enemy)
    return None


def attack_or_flee(
    s: Survey,
    arms: Arms,
    best: Attack,
    flee: Flee | None,
    foes: dict[str, EnemyView],
    cost: float,
    chasers: list[EnemyView],
    lethal: float,
) -> Action:
    """Avoid dying this round first; then the cheaper of finishing the fight or getting away."""
    odds = flee_odds(s, arms, foes.values())
    if flee is None or odds == 0:
        return best
    target = foes[best.dir]
    if len(foes) == 1 and s.cat[target.card].kind == "boss" and target in chasers:
        if len(target.queue) > 1:  # R113, R124: a flee hands the fight on, wounds kept
            return flee if lethal >= HANDOFF else best
        if boss_odds(s, target) < STAY * boss_nerve(s):
            return flee
        finish = kill_chance(arms.hits(), target.health)
        wounded = s.me.health < s.me.max_health  # at full health a fountain adds nothing
        if lethal >= LAST_STAND and finish < lethal and wounded and fountain_near(s):
            return flee  # heal and come back with the kit (a death loses it, R242)
        return best
    if nowhere_to_go(s):  # cornered: fleeing only brings the bot back here next turn
        return best
    survives = 1 - kill_chance(arms.hits(), target.health) if target in chasers else 1.0
    risk_attack = survives * lethal * (1 - arms.block_chance())
    risk_flee = (1 - odds) * lethal
    if abs(risk_attack - risk_flee) > 0.01:
        return best if risk_attack < risk_flee else flee
    if s.me.health + reserve(s) - cost >= margin(s):  # potions count, as in ``hunt_value``
        return best
    per_round = sum(enemy_pressure(s.cat, e, arms.reduction) for e in chasers)
    return flee if per_round * (1 - odds) / odds < cost else best


def staying_health(s: Survey) -> int:
    """Health that must outlast the enemies' next blows: a poison tick follows at the bot's
    next upkeep (R220), unless the antidote scroll turned it to healing (R213)."""
    poisoned = s.me.poison > 0 and not s.me.poison_heals
    return s.me.health - (1 if poisoned else 0)


def margin(s: Survey) -> float:
    """Health to keep after a fight: a solo death loses the game (R281)."""
    return 1.0 if s.view.seats > 1 else 2.0


def flee_odds(s: Survey, arms: Arms, foes: Any) -> float:
    """R115: no roll when nobody chasing targets the bot; else the flee faces."""
    for enemy in foes:
        card = s.cat[enemy.card]
        if enemy.queue[:1] == (s.seat,) and not card.no_chase and not enemy.paralyzed:
            return arms.flee_chance()
    return 1.0


def flee_to(s: Survey, legal: tuple[Action, ...]) -> Action:
    """R112: flee onto the free tile with no other enemy next to it, a fountain first when
    wounded (the bot fled to heal, ``LAST_STAND``: fled elsewhere, with the fountain beyond the
    enemy's side, it walked straight back into the fight), then most ways on."""
    options = [a for a in legal if isinstance(a, FleeTo)]
    here = s.pos
    if here is None or not options:
        return legal[0]
    wounded = s.me.health < s.me.max_health

    def safety(a: FleeTo) -> tuple[int, bool, int]:
        there = step(here, DIRS.index(a.dir))
        exits = sum(1 for d in range(4) if s.connected(there, d))
        rest = wounded and s.kind(there) == "fountain"
        return (-len(s.enemies_next_to(there)), rest, exits)

    return max(options, key=safety)

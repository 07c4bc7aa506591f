"""``HeuristicBot``: plays Card Rogue sensibly from its view alone (card-rogue.md §6.7).

The bot looks at the legal actions to see what kind of decision it faces (a turn, combat, a
flee, a tile to turn, a death, the draft) and answers it with the rules of thumb of §6.7. It
never sees the state: only ``view`` (its own hand, public cards and counts) and the legal
actions. It keeps no memory between decisions; ties break on a stable order, so its play is a
pure function of the view (its ``Rng`` is returned unused).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dungeontable.core import Action, Game, Rng

from ..actions import Attack, Flee, FleeTo, Keep, LayFaceDown, Orient, PickCharacter, Respawn
from ..definitions import DIRS
from ..view import View
from .fighting import Arms, enemy_pressure, fight_cost, kill_chance, lethal_chance
from .survey import Survey, step
from .turn import plan_turn

CHARACTER_PREFERENCE = ("cleric", "explorer", "rogue", "warrior")
"""Draft order (tuned by benchmarks/bots_vs_random.py)."""


class HeuristicBot:
    """Rules-of-thumb Card Rogue player; ``choose`` sees a view and the legal actions only."""

    level = "heuristic"

    def __init__(self, game: Game | None = None) -> None:
        self.game = game

    def choose(self, view: Any, legal_actions: Sequence[Action], rng: Rng) -> tuple[Action, Rng]:
        if not legal_actions:
            raise ValueError("a decision with no legal actions: the game offered nothing to choose")
        if len(legal_actions) == 1:
            return legal_actions[0], rng
        return decide(view, tuple(legal_actions)), rng


def decide(view: View, legal: tuple[Action, ...]) -> Action:
    """The bot's answer to the pending decision of ``view``."""
    first = legal[0]
    if isinstance(first, PickCharacter):
        return pick_character(legal)
    s = Survey(view)
    if isinstance(first, Orient):
        return orient(s, legal)
    if isinstance(first, Keep):
        return keep(s, legal)
    if isinstance(first, LayFaceDown):
        return lay_face_down(s, legal)
    if isinstance(first, Respawn):
        return respawn(s, legal)
    if any(isinstance(a, FleeTo) for a in legal):
        return flee_to(s, legal)
    if any(isinstance(a, (Attack, Flee)) for a in legal):
        return fight(s, legal)
    return plan_turn(s, legal)


# --- setup and death ---------------------------------------------------------------------


def pick_character(legal: tuple[Action, ...]) -> Action:
    offered = {a.character: a for a in legal if isinstance(a, PickCharacter)}
    for name in CHARACTER_PREFERENCE:
        if name in offered:
            return offered[name]
    return legal[0]


def _card_worth(s: Survey, card_id: str) -> float:
    card = s.cat[card_id]
    bonus = (5 if card.is_key else 0) - (20 if card.cursed else 0)
    return 10.0 * card.vp + (card.gold or 0) + bonus


def keep(s: Survey, legal: tuple[Action, ...]) -> Action:
    """R242.1: keep the card worth most (boss VP first, then gold value)."""
    return max(legal, key=lambda a: _card_worth(s, a.card) if isinstance(a, Keep) else -99)


def lay_face_down(s: Survey, legal: tuple[Action, ...]) -> Action:
    """R242.2: the face-down card can be picked up again: lay the most valuable one."""
    return max(legal, key=lambda a: _card_worth(s, a.card) if isinstance(a, LayFaceDown) else -99)


def respawn(s: Survey, legal: tuple[Action, ...]) -> Action:
    """R241: the starting tile nearest to where the bot died (its drop pile lies there)."""
    pending = s.view.pending[0] if s.view.pending else None
    if pending is None or pending.x is None or pending.y is None:
        return legal[0]
    px, py = pending.x, pending.y

    def distance(a: Action) -> int:
        return abs(a.x - px) + abs(a.y - py) if isinstance(a, Respawn) else 1 << 20

    return min(legal, key=distance)


def orient(s: Survey, legal: tuple[Action, ...]) -> Action:
    """R031 / R051: turn a tile to open toward the most unexplored and connected cells."""
    pending = s.view.pending[0] if s.view.pending else None
    if pending is None or pending.x is None or pending.y is None:
        return legal[0]
    pos = (pending.x, pending.y)

    def openness(a: Action) -> int:
        if not isinstance(a, Orient):
            return -99
        score = 0
        for letter in a.paths:
            d = DIRS.index(letter)
            there = step(pos, d)
            if there not in s.cells or s.is_face_down(there):
                score += 2
            elif s.opens(there, (d + 2) & 3) and there not in s.enemies:
                score += 3
        return score

    return max(legal, key=openness)


# --- combat ------------------------------------------------------------------------------


def fight(s: Survey, legal: tuple[Action, ...]) -> Action:
    """C1 (R066, R110): attack the enemy that dies soonest, or flee when that risks less.

    First avoid dying this round (the chance that the enemies' next action phase is lethal
    after an attack that does not kill, against after a failed flee); then compare the health
    an attack-to-the-end costs with what getting away is expected to cost.
    """
    arms = Arms(s.cat, s.me, s.hand)
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
    best = min(attacks, key=lambda a: costs[a.dir])
    odds = _flee_odds(s, arms, foes.values())
    if flee is None or odds == 0:
        return best
    chasers = [e for e in foes.values() if e.queue[:1] == (s.seat,)]
    lethal = lethal_chance(s.cat, chasers, arms.reduction, s.me.health)
    target = foes[best.dir]
    survives = 1 - kill_chance(arms.hits(), target.health) if target in chasers else 1.0
    risk_attack = survives * lethal * (1 - arms.block_chance())
    risk_flee = (1 - odds) * lethal
    if abs(risk_attack - risk_flee) > 0.01:
        return best if risk_attack < risk_flee else flee
    if s.me.health - costs[best.dir] >= _margin(s):
        return best
    per_round = sum(enemy_pressure(s.cat, e, arms.reduction) for e in chasers)
    flee_cost = per_round * (1 - odds) / odds
    return flee if flee_cost < costs[best.dir] else best


def _margin(s: Survey) -> float:
    return 1.0 if s.view.seats > 1 else 2.0


def _flee_odds(s: Survey, arms: Arms, foes: Any) -> float:
    """R115: no roll when nobody chasing targets the bot; else the flee faces."""
    for enemy in foes:
        card = s.cat[enemy.card]
        if enemy.queue[:1] == (s.seat,) and not card.no_chase and not enemy.paralyzed:
            return arms.flee_chance()
    return 1.0


def flee_to(s: Survey, legal: tuple[Action, ...]) -> Action:
    """R112: flee onto the tile that leads farthest from danger (else flip for a way out)."""
    options = [a for a in legal if isinstance(a, FleeTo)]
    here = s.pos
    if here is None:
        return options[0]

    def safety(a: FleeTo) -> tuple[int, int]:
        there = step(here, DIRS.index(a.dir))
        exits = sum(1 for d in range(4) if s.connected(there, d))
        return (-len(s.enemies_next_to(there)), exits)

    return max(options, key=safety)

"""Enemies: revealing, damage, slaying and loot, poison ticks, and their C2/C3 actions
(R064, R080-R083, R090-R093, R130-R139, R223, A-09, A-13, A-23, A-50).

Abilities are read from the card's templates (``CardDef.abilities``, ``double_roll``...), never
from its name (R066: "look up the ability itself, and not the name of the enemy").
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import DieRolled, Event

from ..events import EnemyActed, EnemyHealthChanged, EnemySlain, EnemyStatusChanged
from ..state import Enemy, State, enemy_by_uid, update_player, with_enemy, without_enemy
from .attack import enemy_damage
from .board import STEP
from .flow import cat
from .ownership import gain
from .queues import join
from .stats import damage_reduction
from .status import hurt, poison, skip_turns
from .tiles import replace_with_tile


def reveal(state: State, pos: int, card: str, seat: int, ev: list[Event]) -> State:
    """R035: a flipped enemy is placed at full health (R010) and fights the flipper."""
    enemy = Enemy(uid=state.next_uid, card=card, pos=pos, health=cat(state)[card].health)
    state = replace(state, next_uid=state.next_uid + 1, enemies=(*state.enemies, enemy))
    return join(state, seat, enemy, ev)


def damage_enemy(
    state: State, enemy: Enemy, amount: int, cause: str, seat: int, ev: list[Event]
) -> State:
    """Take ``amount`` health from ``enemy``; at 0 or less ``seat`` slays it (R009, R090)."""
    if amount <= 0:
        return state
    health = enemy.health - amount
    ev.append(
        EnemyHealthChanged(
            enemy=enemy.uid, card=enemy.card, amount=-amount, cause=cause, health=health
        )
    )
    enemy = replace(enemy, health=health, hurt=True)
    if health > 0:
        return with_enemy(state, enemy)
    return slay(state, enemy, seat, ev)


def slay(state: State, enemy: Enemy, seat: int, ev: list[Event]) -> State:
    """R090-R092: the card goes to ``seat`` as loot; a pathing tile replaces it; everyone in its
    queue is out of combat with it. A boss records the deed (solo goals, R280)."""
    ev.append(EnemySlain(enemy=enemy.uid, card=enemy.card, seat=seat))
    state = without_enemy(state, enemy.uid)
    for fighter in enemy.queue:
        fights = tuple(f for f in state.players[fighter].fights if f != enemy.uid)
        state = update_player(state, fighter, fights=fights)
    definition = cat(state)[enemy.card]
    deed = "golem" if definition.end_rush else "basilisk" if definition.exclusive else ""
    if deed:
        player = state.players[seat]
        state = update_player(state, seat, deeds=(*player.deeds, deed))
    if state.cells[enemy.pos].card == enemy.card:  # a teleported enemy stands on another tile
        mover = state.players[seat].pos
        anchor = next((d for d in range(4) if mover + STEP[d] == enemy.pos), -1)
        state = replace_with_tile(state, enemy.pos, anchor, seat, ev)
    return gain(state, seat, (enemy.card,), ev, "loot")


def tick_poison(state: State, enemy: Enemy, ev: list[Event]) -> State:
    """R223 / A-13: one poison tick, credited to the poisoner."""
    poisoner = enemy.poisoner
    left = enemy.poison - 1
    enemy = replace(enemy, poison=left, ticked=state.turns, poisoner=poisoner if left else -1)
    state = with_enemy(state, enemy)
    return damage_enemy(state, enemy, 1, "poison", poisoner, ev)


def heal_enemy(state: State, enemy: Enemy, amount: int, cause: str, ev: list[Event]) -> State:
    top = cat(state)[enemy.card].health
    health = min(top, enemy.health + amount)
    if health <= enemy.health:
        return state
    ev.append(
        EnemyHealthChanged(
            enemy=enemy.uid,
            card=enemy.card,
            amount=health - enemy.health,
            cause=cause,
            health=health,
        )
    )
    return with_enemy(state, replace(enemy, health=health))


def _roll(state: State, purpose: str, ev: list[Event]) -> tuple[int, State]:
    face, rng = state.rng.roll()
    ev.append(DieRolled(seat=None, purpose=purpose, sides=6, value=face))
    return face, replace(state, rng=rng)


def use_abilities(state: State, enemy: Enemy, target: int, ev: list[Event]) -> State:
    """C2 (R131, R134-R137): each ability in card order, one roll per rolled ability; a
    double-roll attacker rolls its attack here too (A-23)."""
    definition = cat(state)[enemy.card]
    for kind, on, amount in definition.abilities:
        current = enemy_by_uid(state, enemy.uid)
        if current is None or state.players[target].health <= 0:
            return state
        if kind == "heal":
            state = heal_enemy(state, current, amount, "heals each attack", ev)
            continue
        face, state = _roll(state, f"enemy ability ({kind})", ev)
        if face != on:
            ev.append(
                EnemyActed(
                    enemy=enemy.uid, card=enemy.card, seat=target, what=f"{kind} roll missed"
                )
            )
            continue
        ev.append(
            EnemyActed(enemy=enemy.uid, card=enemy.card, seat=target, what=f"{kind} for {amount}")
        )
        if kind == "poison":
            state = poison(state, target, amount, enemy.card, ev)
        elif kind == "paralyze":
            state = skip_turns(state, target, amount, enemy.card, ev)
    current = enemy_by_uid(state, enemy.uid)
    if definition.double_roll and current is not None:
        face, state = _roll(state, "golem attack", ev)
        state = with_enemy(state, replace(current, rolled=2 * face))
    return state


def strike(state: State, enemy: Enemy, target: int, ev: list[Event]) -> State:
    """C3 (R080, R136, A-23): attack the target; a double-roll attack uses its C2 roll."""
    definition = cat(state)[enemy.card]
    attack = definition.attack
    if definition.double_roll:
        attack = enemy.rolled
        state = with_enemy(state, replace(enemy, rolled=0))
    reduction = damage_reduction(cat(state), state.players[target])
    damage = enemy_damage(attack, enemy.attack_mod, reduction)
    ev.append(
        EnemyActed(enemy=enemy.uid, card=enemy.card, seat=target, what=f"attacks for {damage}")
    )
    return hurt(state, target, damage, f"{definition.name} attack", ev)


def paralyze_enemy(state: State, enemy: Enemy, turns: int, cause: str, ev: list[Event]) -> State:
    """R083 / A-56: it skips its next ``turns`` action phases."""
    left = enemy.paralyzed + turns
    ev.append(
        EnemyStatusChanged(
            enemy=enemy.uid, card=enemy.card, status="paralysis", turns=left, cause=cause
        )
    )
    return with_enemy(state, replace(enemy, paralyzed=left))

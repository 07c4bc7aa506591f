"""Enemies: revealing, damage, slaying and loot, poison ticks, and their C2/C3 actions
(R064, R080-R083, R090-R093, R130-R139, R223, A-09, A-13, A-23, A-50).

Abilities are read from the card's templates (``CardDef.abilities``, ``double_roll``...), never
from its name (R066: "look up the ability itself, and not the name of the enemy").
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import DieRolled, Event

from ..events import (
    CardsDiscarded,
    EnemyActed,
    EnemyHealthChanged,
    EnemySlain,
    EnemyStatusChanged,
)
from ..state import Enemy, State, enemy_by_uid, update_player, with_enemy, without_enemy
from .attack import enemy_damage
from .board import STEP
from .ownership import gain
from .queues import join
from .shared import cat
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
    if is_unlooted(state, enemy, cause, seat):
        return discard_slain(state, enemy, seat, ev)
    return slay(state, enemy, seat, ev)


OFF_COMBAT_CAUSES = ("spike trap", "poison")


def is_unlooted(state: State, enemy: Enemy, cause: str, seat: int) -> bool:
    """A-50 alternative (``off_combat_kill_loot="discarded"``): a trap or poison kills an enemy
    that the responsible player is not fighting: nobody takes the card."""
    return (
        state.options.off_combat_kill_loot == "discarded"
        and cause in OFF_COMBAT_CAUSES
        and seat not in enemy.queue
    )


def discard_slain(state: State, enemy: Enemy, seat: int, ev: list[Event]) -> State:
    """A-50 alternative: the slain enemy's card goes to the discard pile, no deed, no loot; a
    pathing tile replaces it (``seat`` orients it)."""
    state = without_enemy(state, enemy.uid)
    for fighter in enemy.queue:
        fights = tuple(f for f in state.players[fighter].fights if f != enemy.uid)
        state = update_player(state, fighter, fights=fights)
    ev.append(CardsDiscarded(seat=seat, cards=(enemy.card,), reason="slain outside combat"))
    state = replace(state, discard=(*state.discard, enemy.card))
    if state.cells[enemy.pos].card == enemy.card:
        state = replace_with_tile(state, enemy.pos, -1, seat, ev)
    return state


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


def tick_poison_at_upkeep(state: State, ev: list[Event]) -> State:
    """A-13 alternative (``enemy_poison_tick="poisoner_upkeep"``): the enemies this player
    poisoned tick as his turn starts, before his combat check (never again this turn)."""
    if state.options.enemy_poison_tick != "poisoner_upkeep" or not state.enemies:
        return state
    seat = state.seat
    for uid in tuple(e.uid for e in state.enemies if e.poisoner == seat and e.poison):
        enemy = enemy_by_uid(state, uid)
        if enemy is not None and enemy.ticked != state.turns:
            state = tick_poison(state, enemy, ev)
    return state


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
    """C2 (R131, R134-R137): each ability in card order, one roll per rolled ability (A-09;
    ``basilisk_rolls="shared"``: the first roll is read by every ability); a double-roll
    attacker rolls its attack here too (A-23)."""
    definition = cat(state)[enemy.card]
    shared = 0
    for kind, on, amount in definition.abilities:
        current = enemy_by_uid(state, enemy.uid)
        if current is None or state.players[target].health <= 0:
            return state
        if kind == "heal":
            state = heal_enemy(state, current, amount, "heals each attack", ev)
            continue
        if shared:
            face = shared
        else:
            face, state = _roll(state, f"enemy ability ({kind})", ev)
            if state.options.basilisk_rolls == "shared":  # A-09 alternative: one roll for all
                shared = face
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
    if definition.double_roll and current is not None and not _kept_roll(state, current):
        face, state = _roll(state, "golem attack", ev)
        state = with_enemy(state, replace(current, rolled=2 * face))
    return state


def _kept_roll(state: State, enemy: Enemy) -> bool:
    """A-23 alternative (``golem_attack_roll="first_roll_kept"``): its first roll stays."""
    return state.options.golem_attack_roll == "first_roll_kept" and enemy.rolled > 0


def strike(state: State, enemy: Enemy, target: int, ev: list[Event]) -> State:
    """C3 (R080, R136, A-23): attack the target; a double-roll attack uses its C2 roll."""
    definition = cat(state)[enemy.card]
    attack = definition.attack
    if definition.double_roll:
        attack = enemy.rolled
        if state.options.golem_attack_roll == "each_attack":
            state = with_enemy(state, replace(enemy, rolled=0))
    reduction = damage_reduction(cat(state), state.players[target])
    damage = enemy_damage(attack, enemy.attack_mod, reduction)
    ev.append(
        EnemyActed(enemy=enemy.uid, card=enemy.card, seat=target, what=f"attacks for {damage}")
    )
    return hurt(state, target, damage, f"{definition.name} attack", ev)


def paralyze_enemy(state: State, enemy: Enemy, turns: int, cause: str, ev: list[Event]) -> State:
    """R083 / A-56: it skips its next ``turns`` action phases. Paralyzed again while paralyzed,
    the counter takes the larger value, as a player's skips do (R226 / A-10; added with
    ``skip_stacking="add"``)."""
    if state.options.skip_stacking == "add":
        left = enemy.paralyzed + turns
    else:
        left = max(enemy.paralyzed, turns)
    ev.append(
        EnemyStatusChanged(
            enemy=enemy.uid, card=enemy.card, status="paralysis", turns=left, cause=cause
        )
    )
    return with_enemy(state, replace(enemy, paralyzed=left))


def paralysis_by_player_turns(state: State, ev: list[Event]) -> State:
    """A-56 alternative (``enemy_paralysis_counts="player_turns"``): an enemy's paralysis counts
    down at the end of every player turn, whether or not it had an action phase."""
    if state.options.enemy_paralysis_counts != "player_turns":
        return state
    for enemy in state.enemies:
        if enemy.paralyzed:
            state = with_enemy(state, replace(enemy, paralyzed=enemy.paralyzed - 1))
    return state

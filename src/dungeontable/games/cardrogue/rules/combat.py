"""The combat turn sequence (R064-R069, R093, R120-R125, A-07, A-08, A-19, A-28, A-29).

C1 is a decision (attack an adjacent enemy in combat with you, or flee: ``flee.py``). C2 then C3
run automatically for every enemy in ``State.todo`` (entries ``uid*2 + stage``, all C2 before
all C3). A surrounded enemy acts only against its target, the first seat of its queue, and only
on that player's turns (A-08). A slain enemy does not act (R067). A paralyzed enemy skips its
action phase; its paralysis counts those phases (A-56), or player turns as an option.
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, Decision, DieRolled, Event

from ..actions import Attack, EndTurn
from ..common.attack import attack_total, is_blocked, roll_again, roll_chain
from ..common.board import STEP
from ..common.enemies import damage_enemy, strike, tick_poison, use_abilities
from ..common.shared import cat, enemy_todo
from ..common.stats import (
    again_faces,
    attack_modifier,
    faces,
    has_template,
    min_attack,
    reroll_faces,
)
from ..definitions import DIRS
from ..events import AttackMade, EnemyActed
from ..phases import END, ENEMIES, EXPLORE, PLACE, RESUME
from ..state import Enemy, State, combat_enemies, enemy_at, enemy_by_uid, with_enemy

END_TURN = EndTurn()


def acts_against(state: State, enemy: Enemy) -> int:
    """The seat ``enemy`` uses C2/C3 against on the current turn, or -1 (R121-R122, A-08)."""
    if not enemy.queue:
        return -1
    target = enemy.queue[0]
    if target == state.seat or not state.options.surround_enemy_acts_only_on_target_turn:
        return target
    return -1


def combat_prompt(state: State) -> Decision:
    return Decision(state.seat, "combat", "attack an enemy or flee (combat step 1)")


def attack_options(state: State) -> list[Action]:
    """C1 targets: the enemies fighting him that stand next to him (R069). If none does (an
    enemy moved away by an effect), the turn can only end, so play never stalls."""
    pos = state.players[state.seat].pos
    found: list[Action] = []
    for enemy in combat_enemies(state, state.seat):
        for d in range(4):
            if pos + STEP[d] == enemy.pos:
                found.append(Attack(dir=DIRS[d]))
    return found or [END_TURN]


def _roll(state: State, seat: int, purpose: str, ev: list[Event]) -> tuple[int, State]:
    face, rng = state.rng.roll()
    ev.append(DieRolled(seat=seat, purpose=purpose, sides=6, value=face))
    return face, replace(state, rng=rng)


def attack(state: State, action: Attack, ev: list[Event]) -> State:
    """C1: the attack pipeline (R070), the dodge roll (A-07), then damage and a possible slay."""
    seat = state.seat
    catalog = cat(state)
    player = state.players[seat]
    enemy = enemy_at(state, player.pos + STEP[DIRS.index(action.dir)])
    assert enemy is not None
    floor = min_attack(catalog, player)
    read = floor if state.options.roll_triggers_read == "floored" else 0
    again = state.options.attack_again
    rolled, counted, rng = roll_chain(
        state.rng,
        reroll_faces(catalog, player, again),
        per_x=state.options.reroll_per_x,
        floor=read,
    )
    rolled, counted, rng = roll_again(rng, rolled, counted, again_faces(catalog, player, again))
    state = replace(state, rng=rng)
    for face in rolled:
        ev.append(DieRolled(seat=seat, purpose="attack", sides=6, value=face))
    seen = tuple(max(f, read) for f in rolled) if read else rolled
    block = is_blocked(seen, faces(catalog, player, "block_on"))
    miss = faces(catalog, player, "miss_on")
    damage = attack_total(
        seen[0],
        sum(counted),
        modifier=attack_modifier(catalog, player),
        miss_on=miss,
        min_attack=floor,
        double=has_template(catalog, player, "double"),
        final_floor=state.options.min_attack_final_floor,
    )
    note = "missed" if seen[0] in miss else ""
    dodge = catalog[enemy.card].dodge_on
    acts = acts_against(state, enemy) >= 0  # a non-target's attack meets no ability
    if (
        damage
        and dodge
        and not block
        and enemy.paralyzed == 0
        and acts
        and _dodgeable(state, enemy, damage)
    ):
        face, state = _roll(state, seat, "enemy dodge", ev)
        if face in dodge:
            damage, note = 0, "dodged"
    state = replace(state, block=block, attacked=enemy.uid)
    ev.append(
        AttackMade(
            seat=seat,
            enemy=enemy.uid,
            card=enemy.card,
            faces=rolled,
            damage=damage,
            note=note,
            health=enemy.health - damage,
        )
    )
    state = damage_enemy(state, enemy, damage, "attack", seat, ev)
    fights = state.players[seat].fights
    if fights:
        return replace(state, phase=ENEMIES, todo=enemy_todo(fights))
    return replace(state, phase=RESUME)


def _dodgeable(state: State, enemy: Enemy, damage: int) -> bool:
    """A-07: the dodge is rolled before damage; with ``imp_dodge="after_damage"`` it comes after
    the damage, so a killing blow leaves nothing to dodge."""
    return state.options.imp_dodge == "before_damage" or damage < enemy.health


def enemies_act(state: State, ev: list[Event]) -> State:
    """One C2 or C3 entry of ``State.todo``; at the end the turn ends (R068), unless this was
    his combat turn (phase ``ENEMIES``, after his attack or failed flee) and his poison, ticking
    just before an enemy acted, slew the last enemy he fought: then play resumes as after any
    slay (R093, R223; 003 L168 "if neither ... are slain during this turn, the player ends his
    turn")."""
    if not state.todo:
        if state.phase == ENEMIES and not state.players[state.seat].fights:
            return replace(state, phase=RESUME)
        return replace(state, phase=END, stage=0)
    entry, state = state.todo[0], replace(state, todo=state.todo[1:])
    enemy = enemy_by_uid(state, entry >> 1)
    if enemy is None:
        return state
    if (
        entry & 1 == 0
        and state.options.enemy_poison_tick == "before_action"
        and enemy.poisoner == state.seat
        and enemy.poison
        and enemy.ticked != state.turns
    ):
        state = tick_poison(state, enemy, ev)
        enemy = enemy_by_uid(state, entry >> 1)
        if enemy is None:
            return state
    target = acts_against(state, enemy)
    if target < 0 or state.players[target].health <= 0:
        return state
    if enemy.paralyzed:
        # R083 / A-56: it skips its action phase, C2 and C3 together: one event, at C3 (where
        # the phase is counted), not one per stage (a Troll has no C2 ability to skip)
        if entry & 1:
            if state.options.enemy_paralysis_counts == "action_phases":
                state = with_enemy(state, replace(enemy, paralyzed=enemy.paralyzed - 1))
            ev.append(EnemyActed(enemy=enemy.uid, card=enemy.card, seat=target, what="paralyzed"))
        return state
    if _blocked(state, enemy, target):
        ev.append(
            EnemyActed(enemy=enemy.uid, card=enemy.card, seat=target, what="blocked by shield")
        )
        return state
    if entry & 1 == 0:
        return use_abilities(state, enemy, target, ev)
    return strike(state, enemy, target, ev)


def _blocked(state: State, enemy: Enemy, target: int) -> bool:
    """R082 / A-19: this turn's block cancels every enemy (or only the attacked one)."""
    if not state.block or target != state.seat:
        return False
    return state.options.shield_blocks_all_enemies or enemy.uid == state.attacked


def resume(state: State, ev: list[Event]) -> State:
    """R093 / A-29: after the last slay, step 2 (flip or carried-over combat) or step 4 (move;
    carried-over combat too with ``carried_slay_resume="step_4"``)."""
    if state.via == "move" or (
        state.via == "carried" and state.options.carried_slay_resume == "step_4"
    ):
        return replace(state, phase=PLACE)
    return replace(state, phase=EXPLORE, step=2)

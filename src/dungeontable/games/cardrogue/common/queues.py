"""Combat membership: enemy combat queues and the players' fight lists (R064, R120-R125).

A player joins the *end* of an enemy's queue (R124, A-27); the enemy's target is the first seat
in it (R121). Leaving (flee, death, teleport) removes him; an enemy whose queue empties returns
to full health (R113, A-21, A-26); with ``thrown_modifiers_last="until_reset"`` it also drops
its thrown Strength/Weakness modifiers (A-40 alternative).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..events import CombatJoined, CombatLeft, EnemyHealthChanged
from ..state import Enemy, State, enemy_by_uid, update_player, with_enemy
from .board import SIDE, links_of
from .shared import cat


def join(state: State, seat: int, enemy: Enemy, ev: list[Event]) -> State:
    """``seat`` enters combat with ``enemy`` (end of its queue)."""
    if seat in enemy.queue:
        return state
    enemy = replace(enemy, queue=(*enemy.queue, seat))
    state = with_enemy(state, enemy)
    fights = state.players[seat].fights
    state = update_player(state, seat, fights=(*fights, enemy.uid))
    ev.append(
        CombatJoined(seat=seat, enemy=enemy.uid, card=enemy.card, target=enemy.queue[0] == seat)
    )
    return state


def join_adjacent(state: State, seat: int, ev: list[Event]) -> State:
    """R060, R064, A-27: enter combat with every revealed enemy connected to his tile."""
    if not state.enemies:
        return state
    pos = state.players[seat].pos
    links = -1  # the map is surveyed only once an enemy next to him is found
    for enemy in state.enemies:
        side = SIDE.get(enemy.pos - pos)
        if side is None or seat in enemy.queue:
            continue
        if links < 0:
            links = links_of(state.cells, pos)
        if links >> side & 1:
            state = join(state, seat, enemy, ev)
    return state


def leave(
    state: State, seat: int, uid: int, ev: list[Event], *, fled: bool = False, reset: bool = True
) -> State:
    """``seat`` is out of combat with enemy ``uid``; its health may reset (R113, A-26);
    ``reset=False``: it keeps its wounds even with an empty queue (A-21 alternative)."""
    enemy = enemy_by_uid(state, uid)
    player = state.players[seat]
    state = update_player(state, seat, fights=tuple(f for f in player.fights if f != uid))
    if enemy is None or seat not in enemy.queue:
        return state
    queue = tuple(s for s in enemy.queue if s != seat)
    enemy = replace(enemy, queue=queue)
    ev.append(CombatLeft(seat=seat, enemy=uid, card=enemy.card))
    always = fled and not state.options.reset_only_when_queue_empty
    if (not queue and reset) or always:
        full = cat(state)[enemy.card].health
        if enemy.health != full:
            ev.append(
                EnemyHealthChanged(
                    enemy=uid,
                    card=enemy.card,
                    amount=full - enemy.health,
                    cause="reset",
                    health=full,
                )
            )
        enemy = replace(enemy, health=full, hurt=False)
        if state.options.thrown_modifiers_last == "until_reset":
            enemy = replace(enemy, attack_mod=0)  # A-40 alternative
    return with_enemy(state, enemy)


def leave_all(state: State, seat: int, ev: list[Event], *, reset: bool = True) -> State:
    """R246, A-21: out of every combat (death, teleport)."""
    for uid in state.players[seat].fights:
        state = leave(state, seat, uid, ev, reset=reset)
    return state


def target_of(enemy: Enemy) -> int:
    return enemy.queue[0] if enemy.queue else -1

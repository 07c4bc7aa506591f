"""Teleportation (R199, R271, R300, R301, A-22, A-30, A-50).

A teleport moves a player or an enemy to any face-up tile with no token and no enemy on it
(``teleport_strict_pathing_only`` keeps to plain pathing tiles, A-22). The drinker, or the
thrower, chooses: a pending ``teleport`` whose ``pos`` is where the moved token stands now and
whose ``card`` says what it is (``self``, ``player`` or ``enemy``).

Arrival waits (R300): a moved player gets his tile's effects and joins combat at his next
upkeep (``Player.deferred``); an enemy moved next to a player fights him from that player's
next turn (R301). An enemy moved onto a trap suffers it at once, credited to the thrower
(R139, A-50). The cell an enemy leaves gets a pathing tile, as after a slay (R092, A-04).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event

from ..actions import Teleport
from ..common.board import STEP, pack, unpack
from ..common.queues import leave, leave_all
from ..common.shared import cat, end_turn_now
from ..common.teleport import destinations
from ..common.tiles import replace_with_tile
from ..common.traps import spring_on_enemy
from ..events import Teleported
from ..phases import COMBAT, RESUME
from ..state import Pending, State, enemy_at, in_combat, player_at, update_player, with_enemy


def teleport_options(state: State) -> list[Action]:
    return [Teleport(x=unpack(p)[0], y=unpack(p)[1]) for p in destinations(state)]


def teleport_prompt(state: State, pending: Pending) -> Decision:
    x, y = unpack(pending.pos)
    who = "yourself" if pending.card == "self" else f"the {pending.card} at ({x}, {y})"
    return Decision(pending.seat, "teleport", f"choose the tile to teleport {who} to")


def teleport(state: State, action: Teleport, ev: list[Event]) -> State:
    pending = state.pending[0]
    state = replace(state, pending=state.pending[1:])
    dest = pack(action.x, action.y)
    if pending.card == "enemy":
        state = _move_enemy(state, pending.seat, pending.pos, dest, ev)
    else:
        state = _move_player(state, pending.seat, pending.pos, dest, ev)
    if pending.card == "self":
        return end_turn_now(state)
    if state.phase == COMBAT and not in_combat(state, state.seat):
        return replace(state, phase=RESUME)
    return state


def _move_player(state: State, by: int, pos: int, dest: int, ev: list[Event]) -> State:
    """R300: out of every combat now; the arrival waits for his next upkeep."""
    target = player_at(state, pos)
    assert target is not None
    state = leave_all(state, target.seat, ev)
    state = update_player(state, target.seat, pos=dest, deferred=True)
    x, y = unpack(dest)
    ev.append(Teleported(by=by, x=x, y=y, target=target.seat))
    return state


def _move_enemy(state: State, by: int, pos: int, dest: int, ev: list[Event]) -> State:
    """R199, R301: the enemy leaves every queue (A-26 reset), its old cell gets a tile, and a
    trap under its new place springs on it (R139)."""
    enemy = enemy_at(state, pos)
    assert enemy is not None
    for seat in enemy.queue:
        state = leave(state, seat, enemy.uid, ev)
    enemy = enemy_at(state, pos)
    assert enemy is not None
    enemy = replace(enemy, pos=dest)
    state = with_enemy(state, enemy)
    x, y = unpack(dest)
    ev.append(Teleported(by=by, x=x, y=y, enemy=enemy.uid))
    if state.cells[pos].card == enemy.card:
        thrower = state.players[by].pos
        anchor = next((d for d in range(4) if thrower + STEP[d] == pos), -1)
        state = replace_with_tile(state, pos, anchor, by, ev)
    if cat(state)[state.cells[dest].card].trap is not None:
        state = spring_on_enemy(state, enemy, ev, by)
    return state

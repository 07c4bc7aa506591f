"""Quitting early (R290, R291). Offered only with ``allow_quitting`` (bots never quit).

- Rage quit, or leaving for the rest of the game (R290): the player dies, and *all* his cards,
  hand and equipment, go face-down on his tile as a drop pile; nothing is kept. He is out of
  every combat (A-21) and out of the game: his turns pass and he cannot win. When nobody is
  left the game ends with no winner; in solo play it is a defeat (R281).
- Leaving for a while (R291): his token comes off the board and his turn ends. At each of his
  turns he may come back onto the tile he left, if nobody stands there, or stay away (his
  turn passes with no upkeep at all).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event

from ..actions import LeaveTable, RageQuit, ReturnToTable, StayAway
from ..common.board import unpack
from ..common.ending import finish
from ..common.queues import leave_all
from ..common.tiles import is_walkable
from ..events import (
    DropPileLaid,
    PlayerDied,
    PlayerLeft,
    PlayerQuit,
    PlayerReturned,
    PlayerStayedAway,
)
from ..phases import END, EXPLORE
from ..state import (
    EMPTY_SLOTS,
    NOWHERE,
    Pending,
    State,
    in_combat,
    update_player,
    with_cell,
    with_enemy,
)


def leave_options(state: State) -> list[Action]:
    if not state.options.allow_quitting:
        return []
    found: list[Action] = [RageQuit()]
    if state.phase == EXPLORE and not in_combat(state, state.seat):
        found.append(LeaveTable())
    return found


def rage_quit(state: State, action: RageQuit, ev: list[Event]) -> State:
    seat = state.seat
    player = state.players[seat]
    x, y = unpack(player.pos)
    ev.append(PlayerDied(seat=seat, x=x, y=y))
    if state.seats == 1:
        return finish(state, ev, "died")
    state = leave_all(state, seat, ev)
    cards = (*player.hand, *(c for c in player.equipment if c))
    cell = state.cells[player.pos]
    state = with_cell(state, player.pos, replace(cell, drop=cell.drop + cards))
    if cards:
        ev.append(DropPileLaid(x=x, y=y, count=len(cell.drop) + len(cards)))
    for enemy in state.enemies:
        if enemy.poisoner == seat:
            state = with_enemy(state, replace(enemy, poison=0, poisoner=-1))
    state = update_player(
        state, seat, pos=NOWHERE, hand=(), equipment=EMPTY_SLOTS, gone=True, poison=0,
        poison_heals=0, skip=0, deferred=False, fights=(),
    )  # fmt: skip
    ev.append(PlayerQuit(seat=seat, x=x, y=y, cards=len(cards)))
    if all(p.gone for p in state.players):
        return finish(state, ev, "abandoned")
    return replace(state, phase=END, stage=0, todo=())


def leave_table(state: State, action: LeaveTable, ev: list[Event]) -> State:
    """R291: the token leaves the board; the turn ends at once (R026)."""
    seat = state.seat
    pos = state.players[seat].pos
    state = update_player(state, seat, pos=NOWHERE, away=pos)
    x, y = unpack(pos)
    ev.append(PlayerLeft(seat=seat, x=x, y=y))
    return replace(state, phase=END, stage=0, todo=())


def away_options(state: State) -> list[Action]:
    back = is_walkable(state, state.pending[0].pos)
    return [ReturnToTable(), StayAway()] if back else [StayAway()]


def away_prompt(state: State, pending: Pending) -> Decision:
    return Decision(pending.seat, "away", "come back to the table, or stay away this turn")


def come_back(state: State, action: ReturnToTable, ev: list[Event]) -> State:
    """R291: back on the same tile; the turn goes on from its upkeep."""
    pending = state.pending[0]
    state = update_player(state, pending.seat, pos=pending.pos, away=NOWHERE)
    x, y = unpack(pending.pos)
    ev.append(PlayerReturned(seat=pending.seat, x=x, y=y))
    return replace(state, pending=state.pending[1:])


def stay_away(state: State, action: StayAway, ev: list[Event]) -> State:
    pending = state.pending[0]
    ev.append(PlayerStayedAway(seat=pending.seat))
    return replace(state, pending=state.pending[1:], phase=END, stage=0, todo=())

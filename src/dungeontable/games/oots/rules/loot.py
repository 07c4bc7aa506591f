"""Loot: pickups, equipping, Traps (R206-R226, R115, R180, A09, A24-A25)."""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common.openings import pick_up_then, picked_window, reveal
from ..common.pickups import evade_rolls, pick_up
from ..common.powers import extra_pickups
from ..common.table import cards, player, room_at, with_player, without
from ..deck import CardIndex, index_for
from ..events import Equipped, FleeBegan
from ..state import ENTRANCE, State


def drool(state: State, seat: int, card: str) -> int:
    return cards(state).loot[card].drool(player(state, seat).character)


def equip_actions(state: State, seat: int, index: CardIndex | None = None) -> list[Action]:
    """R213-R214: equip drooled-over Stash Loot, unequip equipped Loot."""
    pl = player(state, seat)
    drools = (index or index_for(state)).drool(pl.character)  # R136, as LootSpec.drool
    found: list[Action] = [A.Equip(card=c) for c in dict.fromkeys(pl.stash) if drools[c] >= 1]
    found += [A.Unequip(card=c) for c in dict.fromkeys(pl.equipped)]
    return found


def equip(state: State, action: A.Equip, ev: list[Event]) -> State:
    seat = state.turn.seat
    pl = player(state, seat)
    ev.append(Equipped(seat=seat, card=action.card, on=True))
    return with_player(
        state, seat, stash=without(pl.stash, action.card), equipped=(*pl.equipped, action.card)
    )


def unequip(state: State, action: A.Unequip, ev: list[Event]) -> State:
    seat = state.turn.seat
    pl = player(state, seat)
    ev.append(Equipped(seat=seat, card=action.card, on=False))
    return with_player(
        state, seat, equipped=without(pl.equipped, action.card), stash=(*pl.stash, action.card)
    )


def can_take(state: State, seat: int, start: bool) -> bool:
    """R209: one Loot a turn, from a room with no Monsters (start room or where you ended)."""
    pl = player(state, seat)
    if pl.fleeing or pl.place == ENTRANCE:
        return False
    if state.turn.took_loot and extra_pickups(state, seat) <= 0:
        return False  # Greedy Eyes / Treasure Sense allow more
    if start and state.turn.stage != "start":
        return False
    if state.turn.bonus_taken and pl.place in state.turn.bonus_taken:
        return False  # R115: no more Loot from that room this turn
    room = room_at(state, pl.place)
    return bool(room.loot) and not room.monsters


def take(state: State, action: A.TakeLoot, ev: list[Event]) -> State:
    """R209; then the A59 loot-picked-up window if the Loot reached the Stash."""
    seat = state.turn.seat
    extra = state.turn.extra_taken + (1 if state.turn.took_loot else 0)
    state = replace(state, turn=replace(state.turn, took_loot=True, extra_taken=extra))
    return _take_top(state, seat, ev)


def _take_top(state: State, seat: int, ev: list[Event]) -> State:
    """The pickup itself: a Trap on top opens the A59 trap-revealed window (the pickup goes on
    once it closes when the Trap does not count, A25 alternative), else ``pick_up``."""
    revealed = reveal(state, seat, ev)
    if revealed is not None:
        return revealed  # A59 trap-revealed window
    before = len(player(state, seat).stash)
    mark = len(ev)
    state = pick_up(state, seat, 1, ev)
    if len(player(state, seat).stash) > before and picked_window(state):
        return replace(state, phase="picked", turn=replace(state.turn, resume=state.phase))
    return _fled_home(state, seat, ev[mark:])


def _fled_home(state: State, seat: int, new: list[Event]) -> State:
    """R171 (000 L1122): a Trap in the start actions that sent the player fleeing all the way to
    the Entrance leaves an ordinary end of turn (equip at once), not a move: "On your next turn,
    you may begin moving through the dungeon again". In the collapse that flight leaves the
    dungeon for good (R288): the turn's end is then the room removal alone (A99)."""
    pl = player(state, seat)
    fled = any(isinstance(e, FleeBegan) and e.seat == seat for e in new)
    if not fled or pl.fleeing or state.phase != "start" or state.result is not None:
        return state
    return replace(state, phase="end", turn=replace(state.turn, stage="end"))


def after_trap_window(state: State, ev: list[Event]) -> State:
    """The trap-revealed window closed: the Evade rolls with its bonuses (R224 too), then the
    phase the Trap interrupted comes back, and a rest's or bonus pickup goes on."""
    card = state.turn.trap
    mark = len(ev)
    state = evade_rolls(state, state.turn.seat, card, ev, state.turn.evade_bonus)
    left, step = state.turn.pickup_left, state.turn.pickup_then
    turn = replace(state.turn, trap="", evade_bonus=(), resume="", pickup_left=0, pickup_then="")
    if step:
        state = replace(state, phase=state.turn.resume, turn=turn)
        return pick_up_then(state, turn.seat, left, step, ev)
    fled = any(isinstance(e, FleeBegan) and e.seat == turn.seat for e in ev[mark:])
    state = _fled_home(replace(state, phase=state.turn.resume, turn=turn), turn.seat, ev[mark:])
    if state.options.trap_uses_pickup or state.result is not None or fled:
        return state
    return _take_top(state, turn.seat, ev)  # A25 alternative: the Trap did not count (pick_up)

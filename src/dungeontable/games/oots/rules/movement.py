"""Movement (R021-R041, R013-R014): steps, exploring, stairs, the Lair door, what comes next."""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common.dungeon import is_room, steps_from
from ..common.explored import explored
from ..common.fights import to_end
from ..common.openings import open_stumble
from ..common.powers import loot_use_actions
from ..common.queries import shticks_counted
from ..common.scoring import leave
from ..common.sniping import sniper
from ..common.table import (
    cards,
    discard_battle,
    flip_down,
    lying_down,
    player,
    room_at,
    seats_in,
    then,
    with_floor,
    with_player,
    without,
)
from ..common.wounds import arrive_entrance_heal
from ..common.xykon import battles_here, face_down, turn_over
from ..deck import index_for
from ..events import LairEntered, Moved, RoomExplored, ScrewPlayed
from ..state import ENTRANCE, Floor, Place, Room, State


def step_actions(state: State) -> list[Action]:
    """R021-R030, R041: the next step (no re-entry, 3 rooms, Lair requirements)."""
    turn = state.turn
    if turn.steps >= 3 + turn.extra_steps:
        return []
    here = state.players[turn.seat].place
    left = () if state.options.reenter_left_rooms else turn.left_rooms  # R022, A13
    found: list[Action] = []
    for f, p in steps_from(state, here):
        if (f, p) in left or not _may_enter(state, (f, p)):
            continue
        found.append(A.Step(floor=f, pos=p))
    return found


def _may_enter(state: State, place: Place) -> bool:
    f = place[0]
    options = state.options
    at = state.players[state.turn.seat].place[0]
    if f < at and options.no_turning_back and not state.collapse:
        return False  # R315: No Turning Back: no stairs up until the collapse
    entering_lair = f == state.lair and (
        at != state.lair or options.lair_requirements == "every_lair_step"
    )
    if entering_lair and not qualifies_for_lair(state, state.turn.seat):
        return False  # R268, A69
    if not is_room(state, place):
        if state.collapse and not state.options.explore_during_collapse:
            return False
        return _deck_for(state, f) != ()
    if state.collapse and not state.options.explore_during_collapse and face_down(state, place):
        return False  # A36 alternative: turning a face-down room over is exploring (Exp L91)
    if place == ENTRANCE and state.options.nerdcore:  # R308
        return state.collapse and state.options.nerdcore_collapse_exit == "walk_out"  # A97 alt
    return True


def _deck_for(state: State, floor: int) -> tuple[str, ...]:
    return state.lair_deck if floor == state.lair else state.room_deck


def qualifies_for_lair(state: State, seat: int) -> bool:
    """R268: shticks in play (flipped count, A10) and equipped drooled-over Loot DF (ignored
    in Wandering Xykon, R326; kept in Did We Do This Dungeon Already?, A40)."""
    opts = state.options
    if opts.wandering_xykon or (opts.dungeon_again and not opts.dungeon_again_lair_minimums):
        return True
    pl = player(state, seat)
    spec = cards(state).loot
    df = sum(spec[c].drool(pl.character) for c in pl.equipped)
    return shticks_counted(state, seat) >= state.min_shticks and df >= state.min_loot


def step(state: State, action: A.Step, ev: list[Event]) -> State:
    """One step; exploring, the Entrance and stopping rooms end movement (R028, R033, R273)."""
    seat = state.turn.seat
    here = player(state, seat).place
    target: Place = (action.floor, action.pos)
    explored = not is_room(state, target)
    if explored:
        state = explore(state, target, ev)
    elif face_down(state, target):
        state = turn_over(state, target, seat, ev)  # R322: like exploring, movement ends
        explored = True
    if target[0] == state.lair and here[0] != state.lair:
        ev.append(LairEntered(seat=seat))
    turn = replace(
        state.turn,
        moved=True,
        steps=state.turn.steps + 1,
        left_rooms=(*state.turn.left_rooms, here),
        stage="move",
    )
    state = with_player(replace(state, turn=turn, phase="move"), seat, place=target)
    ev.append(Moved(seat=seat, floor=target[0], pos=target[1]))
    if _movement_over(state, target, explored):
        return after_move(state, ev)
    if state.turn.steps == 1:
        return open_stumble(state)
    return state


def _movement_over(state: State, target: Place, explored: bool) -> bool:
    spec = cards(state).rooms[room_at(state, target).card]
    if explored:
        return not (spec.safe_haven and state.options.exploring_safe_haven_continues)
    return target == ENTRANCE or spec.stops or state.turn.steps >= 3 + state.turn.extra_steps


def explore(state: State, target: Place, ev: list[Event]) -> State:
    """R028, R030, R270-R272: the top room (or Lair) card is placed in the space."""
    f, p = target
    lair = f == state.lair
    deck = state.lair_deck if lair else state.room_deck
    card, rest = deck[0], deck[1:]
    state = replace(state, lair_deck=rest) if lair else replace(state, room_deck=rest)
    floor = state.floors[f]
    if not floor.rooms:
        floor = Floor(left=p, rooms=(Room(card),), up=p)
    elif p < floor.left:
        floor = replace(floor, left=p, rooms=(Room(card), *floor.rooms))
    else:
        floor = replace(floor, rooms=(*floor.rooms, Room(card)))
    state = with_floor(state, f, floor)
    ev.append(RoomExplored(seat=state.turn.seat, floor=f, pos=p, room=card))
    return explored(state, state.turn.seat, target, ev)  # R376, R196 (Dorukan's Gate)


def move_actions(state: State) -> list[Action]:
    return [
        *step_actions(state),
        *shortcut_cards(state),
        *flip_move_actions(state),
        *loot_use_actions(state, state.turn.seat, "move"),  # R215: Scroll of Teleport
        A.StopMoving(),
    ]


def flip_move_actions(state: State) -> list[Action]:
    """R199, R014: flip a face-up shtick that moves you further (Haste: 1 room, Dimension Door:
    3), while you may still move: before any battle, not while fleeing (R168: its own move)."""
    seat = state.turn.seat
    pl = player(state, seat)
    if index_for(state).flip_move.isdisjoint(pl.shticks) or state.turn.battled or pl.fleeing:
        return []
    spec = cards(state).shticks
    seen: dict[str, int] = {}
    for i, (card, flipped) in enumerate(zip(pl.shticks, pl.flipped, strict=True)):
        if not flipped and spec[card].flip_move and card not in seen:
            seen[card] = i
    return [A.FlipToMove(index=i) for i in seen.values()]


def flip_to_move(state: State, action: A.FlipToMove, ev: list[Event]) -> State:
    """Haste / Dimension Door: the shtick flips; this turn's movement allows that many more."""
    seat = state.turn.seat
    extra = cards(state).shticks[player(state, seat).shticks[action.index]].flip_move
    state = flip_down(state, seat, action.index, ev)
    return replace(state, turn=replace(state.turn, extra_steps=state.turn.extra_steps + extra))


def shortcut_cards(state: State) -> list[Action]:
    """A59 movement window: own cards that lengthen this movement (Shortcut), while moving."""
    pl = player(state, state.turn.seat)
    spec = cards(state).screws
    return [
        A.PlayScrew(card=c)
        for c in dict.fromkeys(pl.hand)
        if c in spec and spec[c].window == "movement" and spec[c].free_move > 0
    ]


def play_shortcut(state: State, action: A.PlayScrew, ev: list[Event]) -> State:
    """Shortcut: move ``free_move`` more rooms this turn; the card goes to the Battle discard."""
    seat = state.turn.seat
    state = with_player(state, seat, hand=without(player(state, seat).hand, action.card))
    ev.append(ScrewPlayed(seat=seat, card=action.card))
    extra = state.turn.extra_steps + cards(state).screws[action.card].free_move
    state = replace(state, turn=replace(state.turn, extra_steps=extra))
    return discard_battle(state, (action.card,))


def stop_moving(state: State, action: A.StopMoving, ev: list[Event]) -> State:
    return after_move(state, ev)


def stay(state: State, action: A.Stay, ev: list[Event]) -> State:
    """R040, R055-R056, R059: no movement; battle here as the Attacker, or pick a far foe."""
    seat = state.turn.seat
    here = player(state, seat).place
    state = replace(state, turn=replace(state.turn, stage="battle"))
    lying = lying_down(state, seat)  # R181, R187: a player lying down never attacks
    if room_at(state, here).monsters and _battles_allowed(state, here) and not lying:
        return then(state, "attack-here")  # battle.begin_battle as the Attacker
    return then(state, "foe")


def _battles_allowed(state: State, place: Place) -> bool:
    """R065, R271: no battles at the Entrance, no Monster battles in the Safe Haven; R287, A83:
    none in the collapse (a living Wandering Xykon left by a timed game's end is no foe)."""
    if place == ENTRANCE or state.collapse:
        return False
    haven = cards(state).rooms[room_at(state, place).card].safe_haven
    return not haven or battles_here(state, place)  # A46: Xykon battles there


def after_move(state: State, ev: list[Event]) -> State:
    """R037-R039, R057-R058, R287: what the room you stopped in starts."""
    seat = state.turn.seat
    here = player(state, seat).place
    state = replace(state, turn=replace(state.turn, stage="battle"))
    if here == ENTRANCE:
        state = arrive_entrance_heal(state, seat, ev)
        if state.collapse:
            return to_end(leave(state, seat, ev))
        if state.options.entrance_blocks_pvp:
            return to_end(state)
        return then(state, "foe")  # A19 alternative: PvP on the Entrance
    if not _battles_allowed(state, here):
        return then(state, "foe")  # R271: PvP is allowed in the Safe Haven
    if room_at(state, here).monsters:
        return then(state, "defend-here")  # battle.begin_battle as the Defender
    if seats_in(state, here, but=seat) or state.collapse or _loot_blocks(state, here):
        return then(state, "foe")  # R039, R062, R287
    if sniper(state) is not None:
        return then(state, "defend-far")  # R124, A32: a Monster's card text attacks at range
    return then(state, "stock-here")  # stocking.begin_stocking


def _loot_blocks(state: State, place: Place) -> bool:
    """A04: Loot never stops a new battle, unless the option ``loot_blocks_new_battle`` reads
    the "no Monsters, Loot, or players" bullet of "When to Battle" literally."""
    return state.options.loot_blocks_new_battle and bool(room_at(state, place).loot)

"""Movement (step 2), extra moves (step 3) and arriving on a tile (R053-R063, R300, A-52, A-54).

Arrival effects (``common.arrival``): a revealed trap triggers (R055); a potion must be picked
up and a pathing tile replaces it, connected to the tile the mover came from (R054, A-04); a
drop pile is taken (R059); the chest opens with the key (R058); a starting tile may end the
game (R063, R272, R281). A player moved outside his turn gets these effects at his next
upkeep instead (R300).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, Event

from ..actions import Move
from ..common.arrival import step_to
from ..common.board import BITS, SIDE, links_of
from ..common.queues import join_adjacent
from ..common.shared import cat
from ..common.stats import extra_moves
from ..common.tiles import place_around
from ..definitions import DIRS
from ..phases import AFTER_MOVE, COMBAT, END, EXPLORE, PLACE
from ..state import Player, State


def move_directions(state: State, seat: int) -> list[int]:
    """R053: connected, face-up, with no token and no enemy on it."""
    pos = state.players[seat].pos
    links = links_of(state.cells, pos)
    if not links:
        return []
    for player in state.players:
        delta = player.pos - pos
        if delta in SIDE:
            links &= ~(1 << SIDE[delta])
    for enemy in state.enemies:
        delta = enemy.pos - pos
        if delta in SIDE:
            links &= ~(1 << SIDE[delta])
    return list(BITS[links])


def can_move(state: State) -> bool:
    """The normal move (steps 1-2) or an extra move out of combat (R061, A-54)."""
    if state.step <= 2 and not state.moved:
        return True
    player = state.players[state.seat]
    return state.extra_used < extra_moves(cat(state), player) and not _moves_closed(state)


def _moves_closed(state: State) -> bool:
    """A-54 option ``step3_order="moves_first"``: a trip or steal ends the extra moves."""
    return state.interactions > 0 and state.options.step3_order == "moves_first"


def _can_move_now(state: State, player: Player) -> bool:
    """``can_move`` for the player whose turn it is, out of combat (the generator's test)."""
    if player.fights:
        return False
    if state.step <= 2 and not state.moved:
        return True
    return state.extra_used < extra_moves(cat(state), player) and not _moves_closed(state)


MOVES = tuple(Move(dir=d) for d in DIRS)


def move_options(state: State) -> list[Action]:
    if not _can_move_now(state, state.players[state.seat]):
        return []
    return [MOVES[d] for d in move_directions(state, state.seat)]


def move(state: State, action: Move, ev: list[Event]) -> State:
    """The normal move (steps 1-2) or an extra move (step 3, R061); the turn's bookkeeping is
    made in the same update as the move."""
    seat, d = state.seat, DIRS.index(action.dir)
    if state.step <= 2 and not state.moved:
        how = "normal"
        return step_to(state, seat, d, how, ev, moved=True, step=2, move_kind=how, phase=AFTER_MOVE)
    extra, how = state.extra_used + 1, "extra"
    return step_to(
        state, seat, d, how, ev, extra_used=extra, step=3, move_kind=how, phase=AFTER_MOVE
    )


def after_move(state: State, ev: list[Event]) -> State:
    """R060: moving next to a revealed enemy starts combat; a flee that ends next to one puts
    the player back in combat and ends his turn (R114, A-65; ``flee_into_combat="fight_now"``:
    its combat sequence starts at once, as after a move). A-52 optional placement."""
    seat = state.seat
    if state.options.place_on_every_tile_entered:
        state = place_around(state, state.players[seat].pos, ev)
    state = join_adjacent(state, seat, ev)
    fighting = bool(state.players[seat].fights)  # in combat (R064)
    if state.move_kind == "flee" and state.options.flee_into_combat == "turn_ends":
        return (
            replace(state, phase=END, stage=0, todo=()) if fighting else replace(state, phase=PLACE)
        )
    if fighting:
        return replace(state, phase=COMBAT, via="move")
    return replace(state, phase=EXPLORE)

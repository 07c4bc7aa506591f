"""Exploration: flipping in step 1 (and while fleeing) and what each revealed card does
(R030-R037, R114, A-01-A-04, A-33, A-46, A-53).

Options: ``key_pickup="on_entry"`` leaves a flipped key on the board for the first player to
move onto it (A-33, like a potion); ``face_down_identity="when_flipped"`` reveals the stack's top
instead of the card laid there (A-46); ``flips_after_slay`` lets a player flip on after slaying
an enemy he flipped, until he moves (A-53).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, Event

from ..actions import Flip
from ..common.board import STEP, flip_directions, unpack
from ..common.enemies import reveal
from ..common.ownership import gain
from ..common.shared import cat, enemy_todo
from ..common.tiles import lay_tile, replace_with_tile, special_mask
from ..common.traps import spring_on_player
from ..definitions import DIRS
from ..events import CardFlipped
from ..phases import COMBAT, ENEMIES, EXPLORE, FLEE, FLEE_CHECK
from ..state import Cell, State, with_cell

FLIPS = tuple(Flip(dir=d) for d in DIRS)


def flip_options(state: State) -> list[Action]:
    """R030 step 1 only (R023, A-53); while fleeing, R114."""
    if state.phase == EXPLORE and state.step != 1 and not is_flipping_on(state):
        return []
    return [FLIPS[d] for d in flip_directions(state, state.seat)]


def is_flipping_on(state: State) -> bool:
    """A-53 option ``flips_after_slay``: after slaying an enemy he flipped this turn (resumed at
    step 2, R093), he may flip again until he moves."""
    if not state.options.flips_after_slay:
        return False
    return state.step == 2 and state.via == "flip" and not state.moved


def identity_now(state: State, pos: int) -> State:
    """A-46 option ``face_down_identity="when_flipped"``: the card revealed is the exploration
    stack's top; the card laid there earlier takes its place on the stack."""
    if state.options.face_down_identity != "when_flipped" or not state.explore:
        return state
    cell = state.cells[pos]
    top, *rest = state.explore
    state = replace(state, explore=(cell.card, *rest))
    return with_cell(state, pos, replace(cell, card=top))


def flip(state: State, action: Flip, ev: list[Event]) -> State:
    """Reveal one face-down card and resolve it fully before anything else (R030)."""
    seat = state.seat
    fleeing = state.phase == FLEE
    if fleeing:
        state = replace(state, phase=FLEE_CHECK)
    if not state.explore:  # R275: exploring is progress; the turn's end counts it from 0
        state = replace(state, quiet_turns=-1)
    d = DIRS.index(action.dir)
    pos = state.players[seat].pos + STEP[d]
    state = identity_now(state, pos)
    card = state.cells[pos].card
    x, y = unpack(pos)
    ev.append(CardFlipped(seat=seat, x=x, y=y, card=card))
    kind = cat(state)[card].kind
    if kind in ("pathing", "start", "floor"):
        return lay_tile(state, pos, card, d, seat, ev)
    state = with_cell(state, pos, Cell(card, up=True, mask=special_mask(state, d)))
    if kind == "trap":
        return spring_on_player(state, seat, pos, ev, when="turn")
    if kind == "artifact" or (kind == "key" and state.options.key_pickup == "on_flip"):
        state = gain(state, seat, (card,), ev, "found")
        return replace_with_tile(state, pos, d, seat, ev)
    if kind in ("enemy", "boss"):
        state = reveal(state, pos, card, seat, ev)
        if fleeing:
            return replace(state, phase=ENEMIES, todo=enemy_todo(state.players[seat].fights))
        return replace(state, phase=COMBAT, via="flip")
    return state

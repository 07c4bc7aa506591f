"""Setup (docs/rules/cardrogue.md §1.2, A-05, A-59): shuffled stacks, the deciding roll with
tie rerolls, the character draft clockwise from the starting player, and the starting-tile
layout.

Layouts are pluggable (``common.table.LAYOUTS``): each returns the starting tiles (position,
rotation) in turn order and the lines of face-down cards between consecutive ones; every open
edge of a starting tile that still faces an empty cell then gets a face-down card too
(003 L109).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, Decision, DieRolled, Event, clockwise

from ..actions import PickCharacter, RollDie
from ..common.board import STEP, rotate, unpack
from ..common.shared import cat
from ..common.stats import max_health
from ..common.table import LAYOUTS
from ..common.tiles import draw_explore
from ..common.turn_start import begin_turn
from ..events import CardPlaced, CharacterPicked, StartingPlayerChosen
from ..phases import DRAFT
from ..state import Cell, State, update_player


def decide_prompt(state: State) -> Decision:
    seat = next(s for s in state.contenders if state.rolls[s] == 0)
    return Decision(seat, "deciding-roll", "roll the die to decide who starts")


def roll_option(state: State) -> list[Action]:
    return [RollDie()]


def roll_die(state: State, action: RollDie, ev: list[Event]) -> State:
    """§1.2 step 3 / A-05: highest roll starts; tied highest rollers roll again."""
    seat = next(s for s in state.contenders if state.rolls[s] == 0)
    face, rng = state.rng.roll()
    ev.append(DieRolled(seat=seat, purpose="deciding", sides=6, value=face))
    rolls = list(state.rolls)
    rolls[seat] = face
    state = replace(state, rng=rng, rolls=tuple(rolls))
    if any(state.rolls[s] == 0 for s in state.contenders):
        return state
    best = max(state.rolls[s] for s in state.contenders)
    tied = tuple(s for s in state.contenders if state.rolls[s] == best)
    if len(tied) > 1:
        ev.append(StartingPlayerChosen(seat=-1, tied=tied))
        if state.options.deciding_tie == "reroll_all":
            tied = tuple(range(state.seats))
        rolls = [0 if s in tied else r for s, r in enumerate(state.rolls)]
        return replace(state, contenders=tied, rolls=tuple(rolls))
    ev.append(StartingPlayerChosen(seat=tied[0]))
    return replace(state, phase=DRAFT, order=clockwise(tied[0], state.seats), contenders=())


def _drafting(state: State) -> int:
    return next(s for s in state.order if not state.players[s].character)


def draft_prompt(state: State) -> Decision:
    return Decision(_drafting(state), "pick-character", "pick a character card")


def draft_options(state: State) -> list[Action]:
    taken = {p.character for p in state.players}
    return [PickCharacter(character=c) for c in cat(state).characters if c not in taken]


def pick_character(state: State, action: PickCharacter, ev: list[Event]) -> State:
    """§1.2 steps 4-5: the character, then a fresh score sheet (max health, modifier 0)."""
    seat = _drafting(state)
    state = update_player(state, seat, character=action.character)
    health = max_health(cat(state), state.players[seat])
    state = update_player(state, seat, health=health)
    ev.append(CharacterPicked(seat=seat, character=action.character))
    if any(not p.character for p in state.players):
        return state
    state = lay_out(state, ev)
    return begin_turn(state, state.order[0], ev)


def lay_out(state: State, ev: list[Event]) -> State:
    """§1.2 steps 6-9: starting tiles, tokens, and the face-down cards around them."""
    catalog = cat(state)
    starts, lines = LAYOUTS[state.options.layout](state.seats)
    start_card = catalog.decks["start"][0]
    cells = dict(state.cells)
    for (pos, rot), seat in zip(starts, state.order, strict=True):
        cells[pos] = Cell(start_card, up=True, mask=rotate(catalog[start_card].mask, rot), rot=rot)
        state = update_player(state, seat, pos=pos)
    state = replace(state, cells=cells, starts=tuple(p for p, _ in starts))
    fill = [p + STEP[d] for p, _ in starts for d in range(4) if cells[p].mask >> d & 1]
    for pos in dict.fromkeys([*lines, *fill]):
        if pos in state.cells:
            continue
        card, state = draw_explore(state, ev)
        if card is None:
            break
        state = replace(state, cells={**state.cells, pos: Cell(card)})
        x, y = unpack(pos)
        ev.append(CardPlaced(x=x, y=y))
    return state

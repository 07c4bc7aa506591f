"""Setup (docs/rules/cardrogue.md §1.2, A-05, A-59): shuffled stacks, the deciding roll with
tie rerolls, the character draft clockwise from the starting player, and the starting-tile
layout.

Layouts are pluggable (``LAYOUTS``): each returns the starting tiles (position, rotation) in turn
order and the lines of face-down cards between consecutive ones; every open edge of a starting
tile that still faces an empty cell then gets a face-down card too (003 L109).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from msgspec.structs import replace

from dungeontable.core import Action, Decision, DieRolled, Event, Rng, clockwise

from ..actions import PickCharacter, RollDie
from ..catalog import Catalog
from ..common.board import STEP, pack, rotate, unpack
from ..common.shared import cat
from ..common.stats import max_health
from ..common.tiles import draw_explore
from ..common.turn_start import begin_turn
from ..events import CardPlaced, CharacterPicked, StartingPlayerChosen
from ..options import Options
from ..phases import DECIDE, DRAFT
from ..state import Cell, Player, State, update_player

Layout = Callable[[int], tuple[list[tuple[int, int]], list[int]]]


def row_layout(n: int) -> tuple[list[tuple[int, int]], list[int]]:
    """A-59 default: starts at x = 0, 5, 10, 15 on y = 0, exits facing south."""
    starts = [(pack(5 * i, 0), 0) for i in range(n)]
    lines = [pack(5 * i + k, 0) for i in range(n - 1) for k in range(1, 5)]
    return starts, lines


def square_layout(n: int) -> tuple[list[tuple[int, int]], list[int]]:
    """Players around a table: corners of a 5x5 square, exits facing out (south / north)."""
    corners = [(0, 0, 0), (5, 0, 0), (5, 5, 2), (0, 5, 2)][:n]
    starts = [(pack(x, y), rot) for x, y, rot in corners]
    lines: list[int] = []
    for (x0, y0, _), (x1, y1, _) in itertools.pairwise(corners):
        dx, dy = (x1 > x0) - (x1 < x0), (y1 > y0) - (y1 < y0)
        lines.extend(pack(x0 + dx * k, y0 + dy * k) for k in range(1, 5))
    return starts, lines


LAYOUTS: dict[str, Layout] = {"row": row_layout, "square": square_layout}


def initial_state(options: Options, catalog: Catalog, seats: int, seed: int) -> State:
    """§1.2 steps 1-2: shuffled stacks; one starting tile per player, the rest out of the game."""
    rng = Rng.from_seed(seed)
    explore, rng = rng.shuffle(catalog.decks["explore"])
    pathing, rng = rng.shuffle(catalog.decks["pathing"])
    starts = catalog.decks["start"]
    state = State(
        options=options,
        rng=rng,
        seats=seats,
        phase=DECIDE,
        players=tuple(Player(seat=s) for s in range(seats)),
        explore=explore,
        pathing=pathing,
        shop=catalog.decks["shop"],
        removed=starts[seats:],
        rolls=(0,) * seats,
        contenders=tuple(range(seats)),
    )
    if seats == 1:
        state = replace(state, phase=DRAFT, order=(0,), contenders=())
    return state


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

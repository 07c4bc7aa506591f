"""The stuck map and the mole (R292-R295, A-35).

A player is stuck when the region he can walk to (other players ignored, enemies passable)
has no face-down card behind an open edge and no open path into an empty cell, while the
exploration stack still has cards to lay (R292, A-35). On his own turn, out of combat, a stuck
player may hire the mole for 10 gold (``payment.py``; cards are sold to the mole at their gold
amount). Short of 10, the mole takes every sellable card, hand and equipment (option
``short_mole_fee="hand_only"``: the hand's), and helps anyway (R294). The mole swaps any plain
pathing tile of the board, a token on it or not, for a 4-path tile searched from the pathing
stack, which is then shuffled; the old tile is discarded and exploration cards are laid around
the new one (R293). With no 4-path tile in the stack the mole is unavailable (A-35).

R295: if every player is stuck for a whole round of turns and nobody hires the mole (or nobody
can), the end rush begins (2+ players).
"""

from __future__ import annotations

from collections.abc import Callable

from msgspec.structs import replace

from dungeontable.core import Action, DeckShuffled, Event

from ..actions import HireMole
from ..common.board import FULL, SIDES, pack, unpack
from ..common.equipment import is_discardable, reseat_second_weapon
from ..common.payment import MOLE, MOLE_FEE, funds, settle, start_payment
from ..common.shared import cat
from ..common.tiles import place_around
from ..events import CardsDiscarded, MapSealed, MoleHired, TilePlaced
from ..state import NOWHERE, Cell, Pending, State, update_player, with_cell

Stuck = Callable[[State, int], bool]
"""Answers R292 for a seat: ``is_stuck`` or ``StuckSearch.is_stuck``."""


def is_stuck(state: State, seat: int) -> bool:
    """R292 / A-35: no frontier in the region reachable from ``seat``'s tile."""
    if not state.explore:
        return False
    cells = state.cells
    start = state.players[seat].pos
    if start not in cells or _is_frontier(cells, start):
        return False
    return _is_closed(cells, start, {})[0]


class StuckSearch:
    """``is_stuck`` with its answers remembered for the last map, by starting cell: a map
    changes a few times a turn, the question comes on every decision. One per flow (built by
    ``flow.build_flow``, never shared through module state). The memo is one (map, answers)
    pair replaced whole, so threads never see a mixed pair; holding the map keeps the identity
    check sound. A map that only grew face-down cards on empty cells (step 4, R038) keeps every
    region and frontier, so its answers carry over."""

    __slots__ = ("_last",)

    def __init__(self) -> None:
        self._last: tuple[dict[int, Cell] | None, dict[int, bool]] = (None, {})

    def is_stuck(self, state: State, seat: int) -> bool:
        if not state.explore:
            return False
        cells = state.cells
        start = state.players[seat].pos
        seen, known = self._last
        if seen is not cells:
            if seen is None or not _grew(seen, cells):
                known = {}
            self._last = (cells, known)
        stuck = known.get(start)
        if stuck is None:
            if start not in cells or _is_frontier(cells, start):
                stuck = known[start] = False
            else:
                stuck, region = _is_closed(cells, start, known)
                for pos in region:  # the same region, the same answer
                    known[pos] = stuck
        return stuck


def _grew(old: dict[int, Cell], new: dict[int, Cell]) -> bool:
    """``new`` is ``old`` plus face-down cards on cells that were empty."""
    if len(new) <= len(old) or not old.items() <= new.items():
        return False
    return all(not cell.up for pos, cell in new.items() if pos not in old)


def _is_frontier(cells: dict[int, Cell], pos: int) -> bool:
    """An open edge of ``pos`` leads to an empty cell or a face-down card."""
    mask = cells[pos].mask
    for bit, _, step in SIDES:
        if mask & bit:
            cell = cells.get(pos + step)
            if cell is None or not cell.up:
                return True
    return False


def _is_closed(
    cells: dict[int, Cell], start: int, known: dict[int, bool]
) -> tuple[bool, dict[int, None]]:
    """Search the connected face-up cells from ``start`` (enemies passable); False as soon as
    an open edge leads to an empty cell or a face-down card, or to a cell ``known`` not to be
    stuck (the same region). Also returns the cells seen, all in ``start``'s region
    (connections go both ways)."""
    seen = {start: None}  # a dict: ordered, so nothing here depends on set order
    todo = [start]
    while todo:
        here = todo.pop()
        mask = cells[here].mask
        for bit, back, step in SIDES:
            if not mask & bit:
                continue
            there = here + step
            cell = cells.get(there)
            if cell is None or not cell.up:
                return False, seen
            if cell.mask & back and there not in seen:
                if known.get(there) is False:
                    return False, seen
                seen[there] = None
                todo.append(there)
    return True, seen


def crossing(state: State) -> int:
    """Index in the pathing stack of the first 4-path pathing tile, or -1 (A-35)."""
    catalog = cat(state)
    for index, card in enumerate(state.pathing):
        definition = catalog[card]
        if definition.kind == "pathing" and definition.mask == FULL:
            return index
    return -1


def swappable(state: State) -> list[int]:
    """Plain pathing tiles that are not already 4-path crossings, in board order (A-35)."""
    catalog = cat(state)
    return [
        pos
        for pos in sorted(state.cells)
        if state.cells[pos].up
        and catalog[state.cells[pos].card].kind == "pathing"
        and state.cells[pos].mask != FULL
    ]


def mole_options(state: State, stuck: Stuck = is_stuck) -> list[Action]:
    seat = state.seat
    if state.players[seat].fights or not stuck(state, seat) or crossing(state) < 0:  # R064
        return []
    return [HireMole(x=unpack(p)[0], y=unpack(p)[1]) for p in swappable(state)]


def hire(state: State, action: HireMole, ev: list[Event]) -> State:
    """R294: pay 10 gold, or give up every sellable card when short."""
    seat = state.seat
    pos = pack(action.x, action.y)
    if funds(cat(state), state.players[seat]) >= MOLE_FEE:
        return start_payment(state, seat, MOLE, pos)
    taken, state = _take_everything(state, seat)
    if taken:
        ev.append(CardsDiscarded(seat=seat, cards=taken, reason="the mole's fee"))
    return swap(state, seat, pos, taken, ev)


def _take_everything(state: State, seat: int) -> tuple[tuple[str, ...], State]:
    """A-35: every sellable, uncursed card in the hand and on the equipment (option
    ``short_mole_fee="hand_only"``: equipped cards stay)."""
    catalog = cat(state)
    player = state.players[seat]
    taken = [c for c in player.hand if is_discardable(catalog[c])]
    hand = tuple(c for c in player.hand if not is_discardable(catalog[c]))
    if state.options.short_mole_fee == "hand_only":
        state = update_player(state, seat, hand=hand)
        return tuple(taken), replace(state, discard=(*state.discard, *taken))
    equipment = []
    for card in player.equipment:
        keep = not card or not is_discardable(catalog[card])
        equipment.append(card if keep else "")
        taken.extend(() if keep else (card,))
    equipped = reseat_second_weapon(catalog, tuple(equipment))
    state = update_player(state, seat, hand=hand, equipment=equipped)
    return tuple(taken), replace(state, discard=(*state.discard, *taken))


def complete_hire(state: State, pending: Pending, ev: list[Event]) -> State:
    """The fee is paid (change comes back as gold cards, R162): the mole works."""
    state = settle(state, pending)[1]
    return swap(state, pending.seat, pending.pos, pending.cards, ev)


def swap(state: State, seat: int, pos: int, paid: tuple[str, ...], ev: list[Event]) -> State:
    """R293: the old tile is discarded, a 4-path tile from the stack takes its place, the stack
    is shuffled, and exploration cards are laid around the new tile."""
    index = crossing(state)
    tile = state.pathing[index]
    rest = state.pathing[:index] + state.pathing[index + 1 :]
    stack, rng = state.rng.shuffle(rest)
    ev.append(DeckShuffled(deck="pathing", size=len(stack)))
    old = state.cells[pos]
    discard = (*state.discard, old.card)
    state = replace(state, pathing=stack, rng=rng, discard=discard, stuck_turns=0)
    state = with_cell(state, pos, Cell(tile, up=True, mask=FULL, rot=0, drop=old.drop))
    x, y = unpack(pos)
    ev.append(MoleHired(seat=seat, x=x, y=y, paid=paid))
    ev.append(TilePlaced(x=x, y=y, card=tile, paths="NESW"))
    return place_around(state, pos, ev)


def _stuck_seats(state: State, stuck: Stuck) -> int:
    """How many players have a token on the board (not dead awaiting respawn, away or gone),
    if every one of them is stuck; 0 as soon as one is not (R295)."""
    seats = 0
    for player in state.players:
        if player.pos == NOWHERE or player.gone:
            continue
        if not stuck(state, player.seat):
            return 0
        seats += 1
    return seats


def sealed_map(state: State, ev: list[Event], stuck: Stuck = is_stuck) -> State:
    """R295 / A-35: a whole round with everyone stuck and no mole starts the end rush."""
    if state.seats == 1 or state.end_rush:
        return state
    # R292: nobody is stuck with an empty exploration stack
    seats = _stuck_seats(state, stuck) if state.explore else 0
    if not seats:
        return replace(state, stuck_turns=0) if state.stuck_turns else state
    turns = state.stuck_turns + 1
    if turns < seats and crossing(state) >= 0:
        return replace(state, stuck_turns=turns)
    ev.append(MapSealed())
    return replace(state, end_rush=True, stuck_turns=0)

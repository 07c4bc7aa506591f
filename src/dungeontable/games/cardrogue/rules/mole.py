"""The stuck map and the mole (R292-R295, A-35).

A player is stuck when the region he can walk to (other players ignored, enemies passable)
has no face-down card behind an open edge and no open path into an empty cell, while the
exploration stack still has cards to lay (R292, A-35). On his own turn, out of combat, a stuck
player may hire the mole for 10 gold (``payment.py``; cards are sold to the mole at their gold
amount). Short of 10, the mole takes every sellable card, hand and equipment (option
``short_mole_fee="hand_only"``: the hand's), and helps anyway (R294). The mole swaps a plain
pathing tile of the region the hirer can walk to (a tile elsewhere would not unstick him), a
token on it or not, for a 4-path tile searched from the pathing stack, which is then shuffled;
the old tile is discarded and exploration cards are laid around the new one (R293). With no
4-path tile in the stack the mole is unavailable (A-35).

R295: if every player is stuck for a whole round of turns and nobody hires the mole (or nobody
can), the end rush begins (2+ players).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, DeckShuffled, Event

from ..actions import HireMole
from ..common.board import FULL, pack, unpack
from ..common.equipment import is_discardable, reseat_second_weapon
from ..common.payment import MOLE, MOLE_FEE, funds, settle, start_payment
from ..common.shared import cat
from ..common.stuck import Stuck, crossing, is_stuck, region
from ..common.tiles import place_around
from ..events import CardsDiscarded, MoleHired, TilePlaced
from ..state import Cell, Pending, State, update_player, with_cell


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
    """R293: a tile of the hirer's own region (a crossing elsewhere would not unstick him)."""
    seat = state.seat
    if state.players[seat].fights or not stuck(state, seat) or crossing(state) < 0:  # R064
        return []
    mine = region(state, seat)
    return [HireMole(x=unpack(p)[0], y=unpack(p)[1]) for p in swappable(state) if p in mine]


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

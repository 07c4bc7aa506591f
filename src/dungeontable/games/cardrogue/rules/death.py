"""Death and respawn (R240-R247, A-14, A-15, A-21, A-57).

``common.status.kill`` runs the moment health reaches 0. The dead player then answers up to
three pending choices: the card he keeps (hand or equipment; a kept equipped card stays
equipped), the card he lays face-down on the death tile, and the starting tile he respawns on.
Remaining unsellable cards join the face-down drop pile; the rest are discarded. Statuses clear
at once; attack modifier and max health return to the character's values at respawn, held
artifacts re-apply. In solo play any death is a defeat (R281).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event

from ..actions import Keep, LayFaceDown, Respawn
from ..catalog import SLOTS
from ..common.board import pack, unpack
from ..common.ending import reach_start
from ..common.equipment import reseat_second_weapon
from ..common.ownership import is_hand_public
from ..common.shared import cat
from ..common.stats import base_max_health, max_health
from ..common.status import equipment_counts
from ..events import CardKept, CardsDiscarded, DropPileLaid, Respawned
from ..state import (
    EMPTY_SLOTS,
    Pending,
    Player,
    State,
    enemy_at,
    player_at,
    update_player,
    with_cell,
)


def _holdings(state: State, seat: int) -> list[tuple[str, str]]:
    player = state.players[seat]
    found = [(c, "hand") for c in player.hand]
    if equipment_counts(state):
        found += [(c, SLOTS[i]) for i, c in enumerate(player.equipment) if c]
    return list(dict.fromkeys(found))


def keep_options(state: State) -> list[Action]:
    return [Keep(card=c, where=w) for c, w in _holdings(state, state.pending[0].seat)]


def keep_prompt(state: State, pending: Pending) -> Decision:
    return Decision(pending.seat, "keep", "choose the one card to keep after dying")


def keep(state: State, action: Keep, ev: list[Event]) -> State:
    """R242.1: keep one card; everything else waits for the face-down choice.

    A-14: a kept equipped card stays equipped. A-20 / R175: a second Dagger kept alone from the
    secondary hand has no Dagger left in the primary hand, so it moves there (the event names
    the slot it ends on)."""
    pending = state.pending[0]
    player = state.players[pending.seat]
    counts = equipment_counts(state)
    rest = list(player.hand) + [c for c in player.equipment if c and counts]
    rest.remove(action.card)
    hand: tuple[str, ...]
    equipment: tuple[str, ...]
    where = action.where
    if where == "hand":
        hand, equipment = (action.card,), EMPTY_SLOTS if counts else player.equipment
    else:
        hand = ()
        equipment = tuple(c if SLOTS[i] == where else "" for i, c in enumerate(player.equipment))
        equipment = reseat_second_weapon(cat(state), equipment)
        where = SLOTS[equipment.index(action.card)]
    state = update_player(state, pending.seat, hand=hand, equipment=equipment)
    public = where != "hand" or is_hand_public(state)  # open hands keep nothing secret
    if public:
        ev.append(CardKept(seat=pending.seat, card=action.card, where=where))
    else:
        others = tuple(s for s in range(state.seats) if s != pending.seat)
        ev.append(CardKept(seat=pending.seat, card=action.card, where="hand", to=(pending.seat,)))
        ev.append(CardKept(seat=pending.seat, card="", where="hand", to=others))
    if rest:
        nxt = Pending("facedown", pending.seat, pos=pending.pos, cards=tuple(rest))
    else:
        nxt = Pending("respawn", pending.seat, pos=pending.pos)
    return replace(state, pending=(nxt, *state.pending[1:]))


def facedown_options(state: State) -> list[Action]:
    return [LayFaceDown(card=c) for c in dict.fromkeys(state.pending[0].cards)]


def facedown_prompt(state: State, pending: Pending) -> Decision:
    return Decision(pending.seat, "face-down", "choose the card to lay face-down where you died")


def lay_face_down(state: State, action: LayFaceDown, ev: list[Event]) -> State:
    """R242.2-4: the chosen card and every unsellable card go face-down; the rest are discarded."""
    pending = state.pending[0]
    catalog = cat(state)
    rest = list(pending.cards)
    rest.remove(action.card)
    drop = (action.card, *(c for c in rest if not catalog[c].sellable))
    gone = tuple(c for c in rest if catalog[c].sellable)
    cell = state.cells[pending.pos]
    state = with_cell(state, pending.pos, replace(cell, drop=cell.drop + drop))
    x, y = unpack(pending.pos)
    ev.append(DropPileLaid(x=x, y=y, count=len(cell.drop) + len(drop)))
    if gone:
        state = replace(state, discard=state.discard + gone)
        ev.append(CardsDiscarded(seat=pending.seat, cards=gone, reason="death"))
    nxt = Pending("respawn", pending.seat, pos=pending.pos)
    return replace(state, pending=(nxt, *state.pending[1:]))


def respawn_tiles(state: State) -> tuple[int, ...]:
    """A-15: the unoccupied starting tiles, or all of them when every one is taken (option
    ``respawn_tile="any"``: always all of them). Never one an enemy stands on (one teleported
    there, A-22): nobody stands on an enemy (R011). A position built without any starting tile
    (a scenario's board) offers the tile he died on, so the game never stalls."""
    if not state.starts:  # a scenario board without starting tiles: where he died (§6)
        return (state.pending[0].pos,)
    starts = tuple(p for p in state.starts if enemy_at(state, p) is None) or state.starts
    if state.options.respawn_tile == "any":
        return starts
    free = tuple(p for p in starts if player_at(state, p) is None)
    return free or starts


def respawn_options(state: State) -> list[Action]:
    return [Respawn(x=unpack(p)[0], y=unpack(p)[1]) for p in respawn_tiles(state)]


def respawn_prompt(state: State, pending: Pending) -> Decision:
    return Decision(pending.seat, "respawn", "choose the starting tile to start over on")


def respawn_health(state: State, player: Player) -> int:
    """A-57: full health with kept cards applied; option ``respawn_health="character_base"``:
    the character's starting health ("reset to their starting values", 003 L188), at most the
    new max."""
    catalog = cat(state)
    top = max_health(catalog, player)
    if state.options.respawn_health == "character_base":
        return min(top, base_max_health(catalog, player))
    return top


def respawn(state: State, action: Respawn, ev: list[Event]) -> State:
    """R241, R243, A-57: back on a starting tile with the character's values, full health."""
    pending = state.pending[0]
    seat = pending.seat
    player = replace(state.players[seat], pos=pack(action.x, action.y), sheet_attack=0, perm_max=0)
    player = replace(player, health=respawn_health(state, player))
    state = update_player(
        state, seat, pos=player.pos, sheet_attack=0, perm_max=0, health=player.health
    )
    ev.append(Respawned(seat=seat, x=action.x, y=action.y, health=player.health))
    state = replace(state, pending=state.pending[1:])
    # A-31 alternative: a respawn on a starting tile in the rush is an exit
    if state.end_rush and state.options.rush_exit_on_respawn and player.pos in state.starts:
        return reach_start(state, seat, ev)
    return state

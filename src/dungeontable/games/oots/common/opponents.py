"""Whom a player may attack and with which shticks (R062-R063, R095, R097-R098, R104, R119,
R153, R298, A19, A28, A31, A67): the queries the battle topic and the PvP topic both ask."""

from __future__ import annotations

from ..deck import MonsterSpec
from ..state import ENTRANCE, State
from . import arithmetic as ar
from .dungeon import distance
from .queries import team_of
from .table import cards, lying_down, player, room_at

NOBODY = MonsterSpec(id="", name="")
"""A foe with no abilities, so the Monster-only rules do nothing in PvP."""


def targets(state: State) -> list[int]:
    """R062-R063, R153, R065, A19: players this seat may attack now."""
    seat = state.turn.seat
    me = player(state, seat)
    sheltered = state.options.entrance_blocks_pvp  # A19 (alt: PvP allowed on the Entrance)
    if (sheltered and me.place == ENTRANCE) or (state.turn.battled and not _after_win(state)):
        return []
    if lying_down(state, seat):
        return []  # R181, R187: no attacking while the token lies on its side
    found = []
    for other, pl in enumerate(state.players):
        if other == seat or pl.left is not None or pl.fleeing:
            continue
        if sheltered and pl.place == ENTRANCE:
            continue
        if state.options.go_team and team_of(state, other) == team_of(state, seat):
            continue  # R298
        if _warded(state, other):
            continue  # Logic: other players may not start battles with them
        d = distance(me.place, pl.place)
        if d and not state.options.ranged_pvp_past_monsters and room_at(state, pl.place).monsters:
            continue  # A67 alternative: the Monsters in the target's room protect them
        if d == 0 or (d is not None and not state.turn.moved and _reaches(state, seat, d)):
            if d and room_at(state, me.place).monsters:
                continue  # R096: no Ranged Attack with Monsters in your room (A83: WX Xykon)
            found.append(other)
    return found


def _warded(state: State, seat: int) -> bool:
    pl = player(state, seat)
    spec = cards(state).shticks
    return any(not f and spec[c].ward_pvp for c, f in zip(pl.shticks, pl.flipped, strict=True))


def _after_win(state: State) -> bool:
    """A28: PvP after Monster battles if the last one was won and the room is clear."""
    return state.options.pvp_after_monster_win and state.turn.wins > 0


def _reaches(state: State, seat: int, d: int) -> bool:
    """R095, R097: a face-up Battle Shtick (not Area Effect, R139) that can attack at ``d``."""
    return bool(shtick_choices(state, seat, True, d))


def shtick_choices(state: State, seat: int, attacker: bool, d: int) -> list[int]:
    """R104, R119, R098: unflipped Battle Shticks with the needed value and Range."""
    pl = player(state, seat)
    spec = cards(state).shticks
    found: dict[str, int] = {}
    more = ar.seat_range_bonuses(state, seat)  # R100
    for i, (c, f) in enumerate(zip(pl.shticks, pl.flipped, strict=True)):
        s = spec[c]
        if f or c in found or s.area:
            continue
        if not ar.can_use(s, NOBODY, attacker, d, more[i]):
            continue
        if not ar.may_reach_zero(state, s, d):
            continue  # A31 alternative
        found[c] = i
    return list(found.values())

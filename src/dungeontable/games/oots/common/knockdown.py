"""No Turning Back (R316, A39): losing the last Wound drops half the Loot and misses a turn.

Under the Shortening's No Turning Back variant (004 L25) nobody flees: a player who loses their
last Wound unequips everything, drops half of their Loot (ruling A39: Stash plus equipped,
rounded down, chosen at random; option ``no_turning_back_drop="stash_only"``: half of the Stash
before unequipping) face down on the room's pile, and misses their next turn, whose end heals
every Wound (``heal_after_missed``).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..events import KnockedDown, LootLost
from ..state import State
from .table import player, put_loot, with_player


def knock_down(state: State, seat: int, ev: list[Event]) -> State:
    """R316, A39: drop half the Loot at random in the room, then miss the next turn."""
    pl = player(state, seat)
    if state.options.no_turning_back_drop == "stash_only":
        pool, equipped = pl.stash, pl.equipped
    else:
        pool, equipped = (*pl.stash, *pl.equipped), ()
    count = len(pool) // 2
    kept = list(pool)
    dropped: list[str] = []
    rng = state.rng
    for _ in range(count):
        index, rng = rng.below(len(kept))
        dropped.append(kept.pop(index))
    state = replace(state, rng=rng)
    state = with_player(
        state, seat, stash=tuple(kept), equipped=equipped, missed=pl.missed + 1, resting=False
    )
    ev.append(KnockedDown(seat=seat, dropped=count))
    others = tuple(s for s in range(state.seats) if s != seat)
    for card in dropped:
        ev.append(LootLost(seat=seat, card=card, to=(seat,)))
        if others:
            ev.append(LootLost(seat=seat, card="", to=others))
        state = put_loot(state, pl.place, card)  # A24: face down on the room's pile
    return state


def knocked_down(state: State, seat: int) -> bool:
    """R316: a No Turning Back player lying with no Wound left (until the missed turn ends)."""
    pl = player(state, seat)
    return state.options.no_turning_back and pl.wounds >= pl.max_wounds and not pl.fleeing


def turn_cut(state: State, seat: int) -> bool:
    """R172 fleeing, or R316 knocked down (A82): the rest of the player's own turn is lost (no
    more moves, battles, Loot or end-of-turn actions)."""
    return player(state, seat).fleeing or knocked_down(state, seat)

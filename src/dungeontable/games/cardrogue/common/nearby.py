"""Who stands next to whom (R006, R250): the players on connected tiles, remembered per
decision, and whether the acting player may deal with them; tripping and stealing
(``rules.interact``) and trading (``rules.trade``) ask the same questions."""

from __future__ import annotations

from collections.abc import Callable

from ..state import State
from .board import SIDE, links_of


def adjacent_players(state: State, seat: int) -> tuple[tuple[int, int], ...]:
    """``(direction, seat)`` of every player on a tile connected to ``seat``'s (R006, R250)."""
    pos = state.players[seat].pos
    found: list[tuple[int, int]] = []
    links = -1  # the map is surveyed only once a player next to him is found
    for other in state.players:
        delta = other.pos - pos
        if delta not in SIDE:  # his own tile and anything farther
            continue
        if links < 0:
            links = links_of(state.cells, pos)
        side = SIDE[delta]
        if links >> side & 1:
            found.append((side, other.seat))
    if len(found) > 1:
        found.sort()
    return tuple(found)


Near = Callable[[State, int], tuple[tuple[int, int], ...]]
"""Answers ``adjacent_players``: the function itself or ``NearbyPlayers.adjacent_players``."""


class NearbyPlayers:
    """``adjacent_players`` remembered for the last (state, seat) asked about: the interaction
    and trade generators of one decision both ask. One per flow (built by ``flow.build_flow``);
    the memo is one tuple replaced whole, so threads never see a mix."""

    __slots__ = ("_last",)

    def __init__(self) -> None:
        self._last: tuple[object, int, tuple[tuple[int, int], ...]] = (None, -1, ())

    def adjacent_players(self, state: State, seat: int) -> tuple[tuple[int, int], ...]:
        seen, seen_seat, found = self._last
        if seen is state and seen_seat == seat:
            return found
        found = adjacent_players(state, seat)
        self._last = (state, seat, found)
        return found


def may_interact(state: State) -> bool:
    """R250: the acting player is out of combat (his own turn, standard sequence)."""
    return not state.players[state.seat].fights  # ``in_combat``, inlined: asked every decision

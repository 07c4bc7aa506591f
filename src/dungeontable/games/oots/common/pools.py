"""Nitpicky (R361): each player's whole shtick set becomes a pool to choose from."""

from __future__ import annotations

from msgspec.structs import replace

from ..state import State


def start_nitpicky(state: State) -> State:
    """R361: every shtick of each character (both sets) is put in a pool, phase ``nitpick``."""
    players = tuple(
        replace(pl, pool=tuple(sorted((*pl.shticks, *pl.deck))), shticks=(), flipped=(), deck=())
        for pl in state.players
    )
    return replace(state, players=players, phase="nitpick")

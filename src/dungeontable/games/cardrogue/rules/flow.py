"""Small turn-flow helpers shared by many rules (R026, A-11, A-51)."""

from __future__ import annotations

from typing import cast

from msgspec.structs import replace

from ..catalog import Catalog, HandFacts, catalog_of
from ..phases import END, ENEMIES
from ..state import State
from .board import STEP

_last: list[tuple[object, Catalog]] = [(None, cast(Catalog, None))]
"""(options, their catalog); the first pair is never matched: a state's options are never None."""


def cat(state: State) -> Catalog:
    """The card catalog of this game (cached outside the state; the last one is remembered by
    the identity of its options because this is called on every step). The memo is one pair,
    read once and replaced whole, so threads never see a mixed pair."""
    options, found = _last[0]
    if options is not state.options:
        found = catalog_of(state.options.cards)
        _last[0] = (state.options, found)
    return found


_FACTS: list[tuple[object, object, HandFacts]] = [(None, None, cast(HandFacts, None))]
"""(options, hand, its facts) last asked about, one tuple replaced whole (thread-safe)."""


def hand_facts(state: State, hand: tuple[str, ...]) -> HandFacts:
    """``Catalog.hand_facts`` of ``hand``, remembered by identity: the optional-action
    generators all ask about the same hand on every decision."""
    options, seen, facts = _FACTS[0]
    if seen is not hand or options is not state.options:
        facts = cat(state).hand_facts(hand)
        _FACTS[0] = (state.options, hand, facts)
    return facts


def enemy_todo(uids: tuple[int, ...]) -> tuple[int, ...]:
    """C2 for every enemy, then C3 for every enemy (R066, R069): entries ``uid*2 + stage``."""
    return tuple(u * 2 for u in uids) + tuple(u * 2 + 1 for u in uids)


def end_turn_now(state: State) -> State:
    """R026: the turn ends at once, skipping step 4. A-51: enemies still next to the player
    resolve C2/C3 first; one he was moved away from does not. Option
    ``turn_ended_in_combat="enemies_skip"``: no enemy acts (A-51 alternative)."""
    if state.options.turn_ended_in_combat == "enemies_skip":
        return replace(state, phase=END, todo=(), stage=0)
    player = state.players[state.seat]
    near = tuple(
        e.uid for e in state.enemies if e.uid in player.fights and e.pos - player.pos in STEP
    )
    if near:
        return replace(state, phase=ENEMIES, todo=enemy_todo(near))
    return replace(state, phase=END, todo=(), stage=0)


def is_own_turn(state: State, seat: int) -> bool:
    return state.seat == seat and state.phase not in ("decide", "draft")

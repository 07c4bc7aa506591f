"""Helpers shared by many rules: the catalog of a game, enemy order, ending a turn at once
(R026, A-11, A-51)."""

from __future__ import annotations

from collections.abc import Callable

from msgspec.structs import replace

from dungeontable.core.content import CONTENT

from ..catalog import Catalog, HandFacts, build_catalog
from ..phases import END, ENEMIES_AT_END
from ..state import State
from .board import STEP


def cat(state: State) -> Catalog:
    """The card catalog of this game (``core.content``: built once per card set, found by the
    identity of ``Options.cards`` on every later step). This runs several times a step, so the
    content cache's last answer for the catalog is read here (``CONTENT.recent``) without a
    call to ``CONTENT.loaded``, which answers any other source."""
    source = state.options.cards
    last = CONTENT.recent.get(build_catalog)
    if last is not None and last[0] is source:
        found: Catalog = last[1]
        return found
    return CONTENT.loaded(source, build_catalog)


def hand_facts(state: State, hand: tuple[str, ...]) -> HandFacts:
    """``Catalog.hand_facts`` of ``hand``: what kinds of cards it holds."""
    return cat(state).hand_facts(hand)


Facts = Callable[[State, tuple[str, ...]], HandFacts]
"""Answers ``hand_facts``: the function itself or ``HandSurvey.hand_facts``."""


class HandSurvey:
    """``hand_facts`` remembered for the last hand asked about (by identity, with its options):
    the item generators of one decision all ask about the same hand. One per flow (built by
    ``flow.build_flow``); the memo is one tuple replaced whole, so threads never see a mix."""

    __slots__ = ("_last",)

    def __init__(self) -> None:
        self._last: tuple[object, object, HandFacts | None] = (None, None, None)

    def hand_facts(self, state: State, hand: tuple[str, ...]) -> HandFacts:
        options, seen, facts = self._last
        if seen is hand and options is state.options and facts is not None:
            return facts
        facts = hand_facts(state, hand)
        self._last = (state.options, hand, facts)
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
        return replace(state, phase=ENEMIES_AT_END, todo=enemy_todo(near))
    return replace(state, phase=END, todo=(), stage=0)


def is_own_turn(state: State, seat: int) -> bool:
    return state.seat == seat and state.phase not in ("decide", "draft")

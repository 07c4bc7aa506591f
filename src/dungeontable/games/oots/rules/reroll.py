"""Reroll shticks after the battle roll (R199; Elan's Fool's Luck: "Flip: reroll your battle
die once").

After the dice of any battle are rolled (Monster, Area Effect, PvP), each fighter holding a
face-up reroll shtick is asked once, the active player first (phase ``reroll``): flip it and
roll their own battle dice again (all of them under Multiattack), or keep the roll. Then the
Monster battle's A59 after-roll window (Do Over), or the results.
"""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, DieRolled, Event

from ..common.openings import open_window
from ..common.table import cards, flip_down, player, then
from ..deck import index_for
from ..state import State


def _reroll_shticks(state: State, seat: int) -> list[int]:
    pl = player(state, seat)
    if index_for(state).flip_reroll.isdisjoint(pl.shticks):
        return []
    spec = cards(state).shticks
    seen: dict[str, int] = {}
    for i, (c, f) in enumerate(zip(pl.shticks, pl.flipped, strict=True)):
        if not f and spec[c].flip_reroll and c not in seen:
            seen[c] = i
    return list(seen.values())


def after_dice(state: State, ev: list[Event]) -> State:
    """The dice are in ``battle.faces``: ask the fighters with a reroll shtick, or go on."""
    battle = state.battle
    assert battle is not None
    fighters = (state.turn.seat,) if battle.foe_seat is None else (state.turn.seat, battle.foe_seat)
    queue = tuple(s for s in fighters if _reroll_shticks(state, s))
    if queue:
        return replace(state, phase="reroll", battle=replace(battle, reroll_queue=queue))
    return go_on(state, ev)


def go_on(state: State, ev: list[Event]) -> State:
    """The A59 after-roll window (Do Over) of every battle kind, then the results."""
    opened = open_window(state, "after-roll", ev)
    if opened is not None:
        return opened
    return finish(state, ev)


def finish(state: State, ev: list[Event]) -> State:
    """The results: PvP, Area Effect, or a Monster battle (``flow.py`` sends them on)."""
    return then(state, "results")


def reroll_seat(state: State) -> int:
    assert state.battle is not None
    return state.battle.reroll_queue[0]


def reroll_actions(state: State) -> list[Action]:
    seat = reroll_seat(state)
    return [A.KeepRoll(), *(A.Reroll(index=i) for i in _reroll_shticks(state, seat))]


def reroll(state: State, action: A.Reroll, ev: list[Event]) -> State:
    """Flip the shtick and roll this fighter's battle dice again."""
    battle = state.battle
    assert battle is not None
    seat = reroll_seat(state)
    state = flip_down(state, seat, action.index, ev)
    faces = list(battle.faces)
    which = range(len(faces)) if battle.foe_seat is None else [0 if seat == state.turn.seat else 1]
    for i in which:
        faces[i], rng = state.rng.roll(12)
        state = replace(state, rng=rng)
        ev.append(DieRolled(seat=seat, purpose="battle", sides=12, value=faces[i]))
    state = replace(state, battle=replace(battle, faces=tuple(faces)))
    return _next(state, ev)


def keep_roll(state: State, action: A.KeepRoll, ev: list[Event]) -> State:
    return _next(state, ev)


def _next(state: State, ev: list[Event]) -> State:
    battle = state.battle
    assert battle is not None
    queue = battle.reroll_queue[1:]
    state = replace(state, battle=replace(battle, reroll_queue=queue))
    if queue:
        return state
    return go_on(state, ev)

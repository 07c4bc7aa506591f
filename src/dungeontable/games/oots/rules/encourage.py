"""Encourage (R264, Exp L156): whoever defeats such a Monster may heal all Wounds at once.

The flow asks (decision ``encourage``) before the defeat's other results when the winner has a
Wound to heal; the answer heals or not, then the defeat goes on (``aftermath.defeat``). After
an Area Effect win (``area.finish``) the next step waits in ``Turn.resume``.
"""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common.fights import to_end
from ..common.table import cards, player, then
from ..common.wounds import heal
from ..state import State


def due(state: State) -> bool:
    """A won battle against one Encourage Monster, by a player with a Wound to heal."""
    b = state.battle
    if b is None or b.foe_seat is not None or b.area or not b.monster:
        return False
    spec = cards(state).monsters.get(b.monster)
    return spec is not None and spec.has("encourage") and player(state, state.turn.seat).wounds > 0


def actions(state: State) -> list[Action]:
    return [A.HealAll(heal=True), A.HealAll(heal=False)]


def answer(state: State, action: A.HealAll, ev: list[Event]) -> State:
    """R264: heal every Wound (or not), then the defeat's results (after an Area Effect win:
    the keep decisions, or the end of the turn, R147, R372)."""
    if action.heal:
        seat = state.turn.seat
        state = heal(state, seat, player(state, seat).wounds, ev)
    if state.battle is not None and state.battle.area:
        after = state.turn.resume
        state = replace(state, turn=replace(state.turn, resume=""))
        return replace(state, phase="keep") if after == "keep" else to_end(state)
    return then(state, "defeat-go")

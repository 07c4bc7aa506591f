"""The bonus Loot as a question (ruling A80's alternative, ``bonus_pickups = "ask"``).

"You *may* immediately draw the top two Loot" for the last Monster of your room (R115, L860,
L1410) and "you *may* immediately pick up 2 Loot cards" on starting a rest (R179, L1411): with
the option on, the mover is asked (decision ``bonus``) when the room has Loot to take; leaving
them keeps the cards, and any Trap among them, in the room. Either way the bonus is used up for
this turn (R115). Then the battle goes on (``aftermath.after_bonus``) or the rest ends
(``turn.rest_end``).
"""

from __future__ import annotations

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common.openings import pick_up_then
from ..common.pickups import rest_pickups
from ..common.table import then
from ..state import State


def actions(state: State) -> list[Action]:
    return [A.TakeBonusLoot(take=True), A.TakeBonusLoot(take=False)]


def answer(state: State, action: A.TakeBonusLoot, ev: list[Event]) -> State:
    """Take the bonus (2 after a battle; a rest's 2, or 1 after an earlier pickup, A09) or not."""
    resting = state.battle is None
    step = "rest-end" if resting else "after-bonus"
    if not action.take:
        return then(state, step)
    count = rest_pickups(state) if resting else 2
    return pick_up_then(state, state.turn.seat, count, step, ev)  # a Trap: A59

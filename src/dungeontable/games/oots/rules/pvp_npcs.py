"""NPC offers in player vs. player battles alternate, the Defender first (R054, R155).

After both sides have asked the players (``help``, ``pvp-help``), the ``pvp-npc`` phase runs the
alternation: the side to offer may offer one Loot to one NPC (R051-R052, accepted at once) or
stop (``fight``); then it is the other side's turn. A side with no legal offer is skipped, so the
Attacker offers after the Defender only if a second NPC is left or the Defender had no legal offer.
A side that stops makes no more NPC offers in this battle (our reading: "may offer" is optional
and a refusal ends that side's offers; the other side keeps offering while NPCs remain). The round
ends when every NPC assists or neither side can (or will) offer; then the before-roll window.
"""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common.queries import npc_offers, offerable
from ..common.table import player, then
from ..state import State


def _seat(state: State, side: int) -> int:
    assert state.battle is not None and state.battle.foe_seat is not None
    return state.battle.foe_seat if side == 1 else state.turn.seat


def offers(state: State, side: int) -> list[Action]:
    """R051-R052, R054: this side's legal NPC offers (NPCs sit on one floor, A58)."""

    battle = state.battle
    assert battle is not None
    seat = _seat(state, side)
    if side in battle.npc_out:
        return []
    asked = {h.helper for h in battle.helps} | {state.turn.seat}
    return npc_offers(state, offerable(state, seat), asked, player(state, seat).place[0])


def npc_actions(state: State) -> list[Action]:
    assert state.battle is not None
    return [*offers(state, state.battle.npc_side), A.Fight()]


def next_offer(state: State, side: int, ev: list[Event]) -> State:
    """R054: ``side`` offers next if it can, else the other side; else on to the roll."""
    battle = state.battle
    assert battle is not None
    for s in (side, 1 - side):
        if offers(state, s):
            return replace(state, phase="pvp-npc", battle=replace(battle, npc_side=s))
    return then(state, "before-roll")


def pass_offer(state: State, ev: list[Event]) -> State:
    """R054: the side to offer stops offering to NPCs."""
    battle = state.battle
    assert battle is not None
    side = battle.npc_side
    battle = replace(battle, npc_out=(*battle.npc_out, side))
    return next_offer(replace(state, battle=battle), 1 - side, ev)

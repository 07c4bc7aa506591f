"""NPC offers in player vs. player battles alternate, the Defender first (R054, R155).

After both sides have asked the players (``help``, ``pvp-help``), the ``pvp-npc`` phase runs the
alternation: the side to offer may offer one Loot to one NPC (R051-R052, accepted at once) or
stop (``fight``); then it is the other side's turn. A side with no legal offer is skipped, so the
Attacker offers after the Defender only if a second NPC is left or the Defender had no legal offer.
A side that stops makes no more NPC offers in this battle (our reading: "may offer" is optional
and a refusal ends that side's offers; the other side keeps offering while NPCs remain), except
that a Defender who declines while able to offer to the floor's only NPC leaves the Attacker no
offer (L998: "if there is a second NPC or if the Defender was not able"); with 1 or 2 NPCs each
side offers at most once, the turns going on only with 3 or 4 NPCs (A103, option
``pvp_npc_turns``). The round
ends when every NPC assists or neither side can (or will) offer; then the before-roll window.
"""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common.queries import npc_floors, npc_offers, offerable
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
    if (
        state.options.pvp_npc_turns == "by_npc_count"
        and _npcs_here(state) <= 2
        and any(h.helper < 0 and h.side == side for h in battle.helps)
    ):
        return []  # A103: with 1 or 2 NPCs each side offers once; turns go on with 3 or 4
    asked = {h.helper for h in battle.helps} | {state.turn.seat}
    return npc_offers(state, offerable(state, seat), asked, player(state, seat).place[0])


def _npcs_here(state: State) -> int:
    """NPCs on the battle's floor (the Attacker's; a PvP is fought on one floor)."""
    floor = player(state, state.turn.seat).place[0]
    return sum(1 for f in npc_floors(state) if f == floor)


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
    """R054: the side to offer stops offering to NPCs. The Attacker's first offer needs "a
    second NPC" or a Defender who "was not able to offer" (L998): a Defender who could offer to
    the floor's only NPC and declines leaves it to nobody."""
    battle = state.battle
    assert battle is not None
    side = battle.npc_side
    out = (*battle.npc_out, side)
    opener = 1 if state.options.pvp_npc_first == "defender" else 0
    first = side == opener and not any(h.helper < 0 for h in battle.helps)
    if first and _npcs_here(state) < 2:
        out = (*out, 1 - side)  # the first side was able: no offer to the one NPC for the other
    battle = replace(battle, npc_out=out)
    return next_offer(replace(state, battle=battle), 1 - side, ev)

"""Battle aftermath (R110-R117, R125-R127, R251-R258, R277-R278): payments, defeat, loss."""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common import arithmetic as ar
from ..common.blast import explode, loot_of
from ..common.collapsing import begin_collapse
from ..common.fights import (
    blasts,
    clear_room_monster,
    discard_random_hand,
    discard_random_stash,
    flip_used,
    paralyze,
    to_end,
)
from ..common.knockdown import turn_cut
from ..common.openings import pick_up_then
from ..common.pickups import bonus_asked
from ..common.table import (
    cards,
    discard_battle,
    drop_loot,
    player,
    room_at,
    then,
    with_player,
    with_room,
)
from ..common.wounds import lose_wounds
from ..events import MonsterDefeated
from ..state import Place, State


def defeat(state: State, ev: list[Event]) -> State:
    """R112-R114, R277-R278: the Monster leaves, drops its Loot; maybe saved or kept."""
    battle = state.battle
    assert battle is not None
    seat = state.turn.seat
    spec = cards(state).monsters[battle.monster]
    drops = loot_of(state, battle.room, battle.monster)  # R265 Miser: its supporters now
    state = clear_room_monster(state, battle.room, battle.monster)
    blast = blasts(spec)
    if not blast:  # an Exploding Monster's Loot falls after its blast (below)
        state = drop_loot(state, battle.room, drops, ev)
    state = replace(state, turn=replace(state.turn, wins=state.turn.wins + 1))
    if spec.lich:
        ev.append(MonsterDefeated(seat=seat, monster=battle.monster, saved=True))
        state = with_player(state, seat, lich=battle.monster, killed_xykon=True)
        state = replace(state, lich_killer=seat)
        state = begin_collapse(state, seat, ev, reason="xykon")
        if state.result is not None:
            return state
        return to_end(state)
    if spec.plus_level:
        room = room_at(state, battle.room)
        ev.append(MonsterDefeated(seat=seat, monster=battle.monster, saved=False))
        state = with_room(state, battle.room, fallen=(*room.fallen, battle.monster))
        return after_defeat(state, ev)
    if spec.has("exploding"):  # R263, A44: never saved; its blast hurts the room
        ev.append(MonsterDefeated(seat=seat, monster=battle.monster, saved=False))
        state = discard_battle(state, (battle.monster,))
        state = explode(state, battle.room, battle.monster, ev)
        # the blast is the Result of step 6 (Exp L154), the Monster's Loot the Aftermath of
        # step 7 (L854-L860): a bystander's flee drop lies under it (A24: new Loot on top)
        state = drop_loot(state, battle.room, drops, ev)
        if state.battle is not None and state.result is None:  # R116: step 7, after the blast
            state = flip_used(state, ev)  # (a flight onto the Entrance unflipped the rest)
        if turn_cut(state, seat):  # R172; A82: a knock-down ends the turn too
            return to_end(replace(state, turn=replace(state.turn, stage="restricted")))
        return after_defeat(state, ev)
    if spec.x > 0:
        return replace(state, phase="keep")
    ev.append(MonsterDefeated(seat=seat, monster=battle.monster, saved=False))
    return after_defeat(discard_battle(state, (battle.monster,)), ev)


def keep_actions(state: State) -> list[Action]:
    return [A.SaveMonster(keep=True), A.SaveMonster(keep=False)]


def keep(state: State, action: A.SaveMonster, ev: list[Event]) -> State:
    """R113: keep a Monster with X face-down under your character, or discard it."""
    battle = state.battle
    assert battle is not None
    seat = state.turn.seat
    ev.append(MonsterDefeated(seat=seat, monster=battle.monster, saved=action.keep))
    if action.keep:
        pl = player(state, seat)
        state = with_player(state, seat, saved=(*pl.saved, battle.monster))
    else:
        state = discard_battle(state, (battle.monster,))
    if battle.area and battle.area_keep:  # R372: an Area Effect win: the next Monster with X
        rest = battle.area_keep
        return replace(state, battle=replace(battle, monster=rest[0], area_keep=rest[1:]))
    return after_defeat(state, ev)  # an Area Effect: R115 bonus, then the end (R147)


def after_defeat(state: State, ev: list[Event]) -> State:
    """R115 last-Monster bonus (also after an Area Effect that cleared the player's own room,
    L860), then R125-R127: more Monsters in this room (never after an Area Effect, R147)?"""
    battle = state.battle
    assert battle is not None
    seat = state.turn.seat
    here = player(state, seat).place
    room = room_at(state, battle.room)
    if not room.monsters and battle.room == here:
        state = replace(
            state, turn=replace(state.turn, bonus_taken=(*state.turn.bonus_taken, here))
        )
        if bonus_asked(state, seat):
            return replace(state, phase="bonus")  # A80 ask: take the 2 Loot or leave them
        return pick_up_then(state, seat, 2, "after-bonus", ev)  # a Trap: A59
    return _more_battles(state, here)


def after_bonus(state: State, ev: list[Event]) -> State:
    """R115: the last-Monster bonus taken (or left, A80): a Trap among it may have ended the
    turn (R172, A82); else on to more battles."""
    if turn_cut(state, state.turn.seat):
        return to_end(replace(state, turn=replace(state.turn, stage="restricted")))
    assert state.battle is not None
    return _more_battles(state, state.battle.room)  # the bonus is only for the mover's room


def _more_battles(state: State, here: Place) -> State:
    """R125-R127, A28: another Monster here, a foe elsewhere, or the end of the battles."""
    battle = state.battle
    assert battle is not None
    ranged = battle.distance > 0
    if ranged or battle.area or battle.room != here:
        return to_end(state)  # R103, R127
    if not room_at(state, battle.room).monsters:
        return then(state, "foe")  # A28: PvP may follow (battle.foe_phase)

    return replace(state, phase="chain", battle=None)


def lose(state: State, ev: list[Event]) -> State:
    """R110, R247, R251-R252, R257-R258: 1 Wound (+Deadly) and the Monster's win effects."""
    battle = state.battle
    assert battle is not None
    seat = state.turn.seat
    spec = cards(state).monsters[battle.monster]
    n = ar.supporters(state, battle.room, battle.monster)
    wounds = 1 + (n if spec.support == "deadly" else 0)
    discards = (1 if spec.has("thief") else 0) + (n if spec.support == "greed" else 0)
    for _ in range(discards):
        state = discard_random_stash(state, seat, ev)
    if spec.has("spellcaster"):
        state = discard_random_hand(state, seat, ev)
    if spec.has("paralyze"):
        state = paralyze(state, seat, ev)  # first: a paralysed player flees afterwards (R174)
    state = lose_wounds(state, seat, wounds, ev)
    if state.battle is not None:  # R116, step 7 (L861): after the Results, a flight's too
        state = flip_used(state, ev)
    if turn_cut(state, seat):  # R172; A82: no end-of-turn actions after a knock-down either
        state = replace(state, turn=replace(state.turn, stage="restricted"))
    return to_end(state)

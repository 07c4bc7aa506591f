"""Wandering Xykon (R318-R352, R019, A42-A50): the attention roll, the Minion Stack, Xykon's
turns (healing, moving, attacking) and the results of a battle with him.

The ready-made dungeon, face-down rooms, his token on the board, his Wounds and points are in
``common/xykon.py`` (the other topics use them too). Xykon's turn comes from ``turn.end_turn``
(step ``xykon-turn``); a battle he starts is the attacked player's battle as the Defender, with
``Wandering.acting`` set, and its end goes on with the seat after his turn (``next-turn``).
"""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, DieRolled, Event

from ..common.collapsing import begin_collapse
from ..common.fights import to_end
from ..common.pickups import pick_up
from ..common.queries import shticks_counted
from ..common.stories import reveal_completed
from ..common.table import (
    cards,
    discard_battle,
    player,
    room_at,
    seats_in,
    then,
    with_player,
    with_room,
)
from ..common.table import without as _without
from ..common.wounds import stops_movement
from ..common.xykon import (
    FULL,
    XYKON,
    add_minion,
    collapse_due,
    eligible,
    lift,
    path_to,
    paths_from,
    set_down,
    undead_in_hand,
    wandering,
    wound_xykon,
)
from ..state import Place, State, Turn
from ..wx_events import (
    AttentionRolled,
    BattleCardTurned,
    MinionAdded,
    XykonArrived,
    XykonAttacks,
    XykonCardTaken,
    XykonHealed,
    XykonMoved,
    XykonTurn,
)

HUNT_STEPS = 2
"""R332: he moves 2 rooms a turn toward the nearest player."""
RETREAT_STEPS = 3
"""R338: on his last Wound, 3 rooms a turn back to the Safe Haven."""


# --- catching his attention (R327-R330, A42) ----------------------------------------------------


def black_shticks(state: State, seat: int) -> int:
    """R327: black-bordered (non-Starting) shticks in play, flipped ones included."""
    spec = cards(state).shticks
    return sum(1 for c in player(state, seat).shticks if not spec[c].starting)


def attention(state: State, ev: list[Event]) -> State:
    """R327-R330, A42: the very last thing of the turn: a d12 below the number of black-bordered
    shticks catches Xykon's attention; otherwise the Minion Stack grows."""
    seat = state.turn.seat
    w = wandering(state)
    state = replace(state, wandering=replace(w, rolled=state.turns_played))
    if player(state, seat).left is not None:
        return then(state, "end-turn")
    needed = black_shticks(state, seat)
    if needed == 0:
        ev.append(AttentionRolled(seat=seat, value=0, needed=0, caught=False))
        if state.options.wx_no_black_shticks == "skips":
            return then(state, "end-turn")  # A42 alternative: no roll, no Minion
        return _grow(state, seat, ev)
    face, rng = state.rng.roll(12)
    state = replace(state, rng=rng)
    ev.append(DieRolled(seat=seat, purpose="attention", sides=12, value=face))
    caught = face < needed
    ev.append(AttentionRolled(seat=seat, value=face, needed=needed, caught=caught))
    if not caught:
        return _grow(state, seat, ev)
    return then(catch(state, seat, ev), "end-turn")


def catch(state: State, seat: int, ev: list[Event]) -> State:
    """R330: Xykon's token goes to the Safe Haven with his Minion Stack; no more rolls."""
    lair = state.floors[state.lair]
    place: Place = (state.lair, lair.left)
    w = wandering(state)
    state = replace(state, wandering=replace(w, catcher=seat))
    ev.append(XykonArrived(seat=seat, floor=place[0], pos=place[1]))
    return set_down(state, place)


def _grow(state: State, seat: int, ev: list[Event]) -> State:
    """R329: an Undead from the hand (the player's pick), else the top Battle card if it is an
    Undead Monster (anything else is discarded)."""
    undead = undead_in_hand(state, seat)
    if len(undead) > 1:
        w = wandering(state)
        w = replace(w, queue=(seat,), resume_step="end-turn")
        return replace(state, wandering=w, phase="minion")
    if undead:
        return then(_give(state, seat, undead[0], ev), "end-turn")
    if state.battle_deck:
        top = state.battle_deck[0]
        state = replace(state, battle_deck=state.battle_deck[1:])
        spec = cards(state).monsters
        if top in spec and "undead" in spec[top].types:
            state = add_minion(state, top, -1, ev)
        else:
            ev.append(BattleCardTurned(card=top))
            state = discard_battle(state, (top,))
    return then(state, "end-turn")


def _give(state: State, seat: int, card: str, ev: list[Event]) -> State:
    state = with_player(state, seat, hand=_without(player(state, seat).hand, card))
    return add_minion(state, card, seat, ev)


def minion_seat(state: State) -> int:
    return wandering(state).queue[0]


def minion_actions(state: State) -> list[Action]:
    return [A.GiveMinion(card=c) for c in undead_in_hand(state, minion_seat(state))]


def give_minion(state: State, action: A.GiveMinion, ev: list[Event]) -> State:
    """R329, R349: the chosen Undead goes to the bottom of the Minion Stack."""
    seat = minion_seat(state)
    state = _give(state, seat, action.card, ev)
    w = wandering(state)
    state = replace(state, wandering=replace(w, queue=w.queue[1:]))
    if w.queue[1:]:
        return state
    return then(state, w.resume_step)


# --- Xykon's turn (R331-R339, R349-R350, A43, A46, A50) ------------------------------------------


def _haven(state: State) -> Place:
    return (state.lair, state.floors[state.lair].left)


def xykon_turn(state: State, ev: list[Event]) -> State:
    """R349: alone and wounded (A72: or always) in the Safe Haven he heals fully, the *I Hurt
    Xykon!* cards come back and every player adds an Undead from their hand; then he moves (R332,
    R338)."""
    w = wandering(state)
    here = w.place
    assert here is not None
    wounded = w.wounds < FULL or state.options.wx_haven_heal == "always"  # A72
    if here == _haven(state) and wounded and not seats_in(state, here):
        ev.extend(XykonCardTaken(seat=-1, which="hurt") for _ in w.hurt)
        ev.append(XykonHealed(returned=len(w.hurt)))
        state = replace(state, wandering=replace(w, wounds=FULL, hurt=()))
        queue: list[int] = []
        for k in range(state.seats):
            seat = (state.turn.seat + k) % state.seats
            if player(state, seat).left is not None:
                continue
            undead = undead_in_hand(state, seat)
            if len(undead) == 1:
                state = _give(state, seat, undead[0], ev)
            elif undead:
                queue.append(seat)
        if queue:
            w = replace(wandering(state), queue=tuple(queue), resume_step="xykon-move")
            return replace(state, wandering=w, phase="minion")
    return xykon_move(state, ev)


def _target(
    state: State, back: dict[Place, Place | None], ev: list[Event], roll: bool
) -> tuple[int, State]:
    """R332, R334-R335: the nearest eligible player; ties: the deepest floor, then a die roll
    (Exp L109: "roll a die, with even numbers moving Xykon toward Player A and odd numbers
    moving him toward Player B"): a d12, the tied players in seat order, the face modulo their
    number picks one (two players: even, the first; odd, the second). No die when the tied
    players stand in one room: he moves the same way toward any of them."""
    found = [
        (len(path_to(back, pl.place)), -pl.place[0], s)
        for s, pl in enumerate(state.players)
        if eligible(state, s) and pl.place in back
    ]
    if not found:
        return -1, state
    best = min(found)[:2]
    tied = [s for d, f, s in found if (d, f) == best]
    if len(tied) == 1 or not roll or len({state.players[s].place for s in tied}) == 1:
        return tied[0], state  # not rolled when he stays anyway, nor when all stand together
    face, rng = state.rng.roll(12)
    ev.append(DieRolled(seat=-1, purpose="xykon-tie", sides=12, value=face))
    return tied[face % len(tied)], replace(state, rng=rng)


def xykon_move(state: State, ev: list[Event]) -> State:
    """R332-R338, A43: hunting, up to 2 rooms toward the nearest eligible player, stopping with
    one; on his last Wound, 3 rooms back toward the Safe Haven, stopping for nobody. Goblins and
    Undead of every room he enters join his Minion Stack (R336). Room text that ends movement
    does not stop him (A117; option ``wx_room_movement="stops"``: a face-up one does)."""
    w = wandering(state)
    start = w.place
    assert start is not None
    back = paths_from(state, start)
    retreat = w.wounds == 1
    tie: list[Event] = []  # R334: the die for a tie, after the announcement of his turn
    if retreat:
        hunted, path = -1, path_to(back, _haven(state))[:RETREAT_STEPS]
    else:
        here_eligible = any(eligible(state, s) for s in seats_in(state, start))
        hunted, state = _target(state, back, tie, roll=not here_eligible)
        if hunted < 0 or here_eligible:
            path = []
        else:
            path = path_to(back, player(state, hunted).place)[:HUNT_STEPS]
    ev.append(XykonTurn(hunting=hunted))
    ev.extend(tie)
    state = lift(state)
    at = start
    for place in path:
        at = place
        state = _gather(state, place, ev)
        ev.append(XykonMoved(floor=place[0], pos=place[1], retreat=retreat))
        if not retreat and any(eligible(state, s) for s in seats_in(state, place)):
            break
        if state.options.wx_room_movement == "stops" and stops_movement(state, place):
            break  # A117 alternative: a face-up room whose text ends movement stops him too
    state = set_down(state, at)
    return _attack(state, at, retreat, ev)


def _gather(state: State, place: Place, ev: list[Event]) -> State:
    """R336, A43: every face-up Goblin or Undead of the room, top first, joins the bottom of
    the Minion Stack."""
    room = room_at(state, place)
    if room.face_down or not room.monsters:
        return state
    spec = cards(state).monsters
    taken = tuple(m for m in room.monsters if {"goblin", "undead"} & set(spec[m].types))
    if not taken:
        return state
    rest = list(room.monsters)
    for m in taken:
        rest.remove(m)
        ev.append(MinionAdded(seat=-1, monster=m))
    state = with_room(state, place, monsters=tuple(rest))
    w = wandering(state)
    return replace(state, wandering=replace(w, minions=(*w.minions, *taken)))


def _attack(state: State, here: Place, retreat: bool, ev: list[Event]) -> State:
    """R339-R340, A43, A46: he attacks the eligible player with the most shticks in his room
    (ties: a d12 as in ``_target``); the battle is that player's, as the Defender."""
    foes = [s for s in seats_in(state, here) if eligible(state, s)]
    if retreat and not state.options.wx_retreat_attacks:
        foes = []
    if here == _haven(state) and not state.options.wx_safe_haven_battles:
        foes = []
    if not foes:
        return then(state, "next-turn")
    most = max(shticks_counted(state, s) for s in foes)  # A10: flipped ones count by default
    tied = [s for s in foes if shticks_counted(state, s) == most]
    seat = tied[0]
    if len(tied) > 1:  # R339: "a random player", settled by a die as for his move (R334)
        face, rng = state.rng.roll(12)
        ev.append(DieRolled(seat=-1, purpose="xykon-tie", sides=12, value=face))
        state, seat = replace(state, rng=rng), tied[face % len(tied)]
    ev.append(XykonAttacks(seat=seat))
    turn = Turn(seat=seat, number=state.turns_played, started_at=here, stage="battle")
    w = wandering(state)
    state = replace(state, turn=turn, wandering=replace(w, acting=True))
    return then(state, "defend-here")  # battle.begin_battle: the player defends


def xykon_done(state: State, ev: list[Event]) -> State:
    """The battle Xykon started is over: play goes on with the seat after his turn; if he died
    in it, the collapse starts first (R348, R351: after the turn in which he died, his own)."""
    w = wandering(state)
    state = replace(state, wandering=replace(w, acting=False))
    state = reveal_completed(state, ev)  # R354: a Backstory met in his battle, shown at its end
    if collapse_due(state):
        state = begin_collapse(state, None, ev, reason="xykon", following=w.resume)
        if state.result is not None:
            return state
    return then(state, "next-turn")


# --- the results of a battle with him (R345-R348) -----------------------------------------------


def defeat(state: State, ev: list[Event]) -> State:
    """R346-R348: beating Xykon takes one of his Wounds (never more per battle); he stays, and
    the player's battles are over (A45). His last Wound defeats him: on the player's own turn
    the aftermath goes on as after any Monster (A93: the last-Monster bonus, R115; the next
    Monster of the room, R125), as it already did after an Area Effect; in the battle he started
    on his own turn the defender takes the bonus and his turn ends (option
    ``wx_kill_aftermath="ends"``: no bonus, the battles end at once)."""
    seat = state.turn.seat
    state = wound_xykon(state, seat, ev)
    state = replace(state, turn=replace(state.turn, wins=state.turn.wins + 1))
    w = wandering(state)
    if w.wounds == 0 and state.options.wx_kill_aftermath == "monster":
        if not w.acting:
            return then(state, "after-defeat")  # aftermath.after_defeat
        b = state.battle
        if b is not None and not room_at(state, b.room).monsters:  # his turn: the bonus only
            state = pick_up(state, seat, 2, ev)  # R115, A93 (A80's ask is not put here)
    return to_end(state)


def is_single(state: State) -> bool:
    """A Monster battle against Xykon himself (not an Area Effect)."""
    b = state.battle
    return b is not None and b.foe_seat is None and not b.area and b.monster == XYKON

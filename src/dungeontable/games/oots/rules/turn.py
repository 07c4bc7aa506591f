"""Turn structure (R011-R020), start/end-of-turn actions, resting and missed turns (R176-R188)."""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, DieRolled, Event

from ..common.collapsing import begin_collapse
from ..common.knockdown import knocked_down
from ..common.openings import pick_up_then
from ..common.pickups import bonus_asked, rest_pickups
from ..common.scoring import leave
from ..common.stories import return_before_reshuffle, reveal_completed
from ..common.table import (
    cards,
    player,
    refill_battle,
    room_at,
    then,
    with_floor,
    with_player,
    without,
)
from ..common.wounds import flee_step, heal, unflip_all
from ..common.xykon import acting, attention_due, collapse_due, xykon_turn_due
from ..events import (
    Rested,
    StairsFound,
    StartingShticksChosen,
    StoodUp,
    TimeCalled,
    TurnBegan,
    TurnMissed,
)
from ..state import ENTRANCE, State, Turn

# --- starting shticks (R005) -------------------------------------------------------------------


def picking_seat(state: State) -> int:
    """R005 (Kitchen Sink, A55: 5 red to choose from): a seat still holding more than 3."""
    return next(s for s, pl in enumerate(state.players) if len(pl.shticks) > 3)


def put_back_actions(state: State) -> list[Action]:
    pl = player(state, picking_seat(state))
    return [A.PutBack(card=c) for c in dict.fromkeys(pl.shticks)]


def put_back(state: State, action: A.PutBack, ev: list[Event]) -> State:
    """R005: 3 Starting Shticks in play; the 4th shuffled back (17 in the deck)."""
    seat = picking_seat(state)
    pl = player(state, seat)
    deck, rng = state.rng.shuffle((*pl.deck, action.card))
    kept = without(pl.shticks, action.card)
    state = replace(state, rng=rng)
    state = with_player(state, seat, shticks=kept, flipped=(False,) * len(kept), deck=deck)
    if len(kept) > 3:
        return state  # A55: Kitchen Sink, a second red one goes back too
    ev.append(StartingShticksChosen(seat=seat, shticks=kept))
    if any(len(p.shticks) > 3 for p in state.players):
        return state
    return then(state, "starting-picks")  # R306: shadow picks first (the variant)


# --- beginning and ending turns ----------------------------------------------------------------


def begin_turn(state: State, seat: int, ev: list[Event]) -> State:
    """R012 (1): stand up, flee, or take the start-of-turn actions."""
    number = state.turns_played
    pl = player(state, seat)
    state = replace(state, turn=Turn(seat=seat, number=number, started_at=pl.place), phase="start")
    ev.append(TurnBegan(seat=seat, number=number))
    if state.collapse:
        state = replace(state, collapse_turns=state.collapse_turns + 1)
    if pl.left is not None:
        return replace(state, phase="end")  # R281: only the collapse removal
    if state.collapse and pl.place == ENTRANCE and _leaves_on_turn(state):
        return _leave_on_turn(state, seat, ev)
    if pl.missed > 0:
        if pl.resting:  # A112: the rest ends as the token stands up for the missed turn
            state = with_player(state, seat, resting=False)
            benefits = state.options.missed_turn_while_resting == "rest_benefits"
            if benefits and not pl.flee_pending and state.options.rest_heals_at == "next_start":
                state = heal(state, seat, 1, ev)
                state = unflip_all(state, seat, ev)
                ev.append(StoodUp(seat=seat, healed=pl.wounds - player(state, seat).wounds))
        return _miss_turn(state, seat, ev)
    if pl.resting:
        state = with_player(state, seat, resting=False)
        if not pl.flee_pending and state.options.rest_heals_at == "next_start":
            state = heal(state, seat, 1, ev)  # R182, A08
            state = unflip_all(state, seat, ev)
            healed = pl.wounds - player(state, seat).wounds  # 0 at full health (R165)
            ev.append(StoodUp(seat=seat, healed=healed))
    pl = player(state, seat)
    if pl.fleeing:
        state = flee_step(state, seat, ev, move=True)  # R169, R175
        after = player(state, seat)
        if state.result is not None:
            return state  # R289: the flight left one player inside, the game is over
        if after.fleeing or after.left is not None:
            return _end_stage(state)  # still fleeing, or out of the collapsing dungeon (R288)
        # R171: the flight reached the Entrance: no longer fleeing, the player may equip
        # from the Stash at once (L1122), so the end of the turn is an ordinary one.
        return replace(state, phase="end", turn=replace(state.turn, stage="end"))
    return state


def _leaves_on_turn(state: State) -> bool:
    return state.options.entrance_players_leave == "on_their_turn"


def _leave_on_turn(state: State, seat: int, ev: list[Event]) -> State:
    """A35 option ``entrance_players_leave="on_their_turn"``: a player on the Entrance when the
    collapse started leaves at the start of their own next turn."""
    state = leave(state, seat, ev)
    return state if state.result is not None else replace(state, phase="end")


def _miss_turn(state: State, seat: int, ev: list[Event]) -> State:
    """R185-R188, R170: stand the token up; that is the whole turn (a fleer still drops)."""
    pl = player(state, seat)
    state = with_player(state, seat, missed=pl.missed - 1)
    ev.append(TurnMissed(seat=seat))
    if knocked_down(state, seat) and pl.missed == 1:
        state = heal(state, seat, pl.max_wounds, ev)  # R316, A39: the missed turn heals all
    if pl.fleeing and not pl.flee_pending:
        state = flee_step(state, seat, ev, move=False)
    if state.collapse and state.collapse_turns > 0 and not state.options.missed_turn_removes_room:
        return end_turn(state, ev)  # A27 alternative: a missed turn removes no room
    return _end_stage(state)


def _end_stage(state: State) -> State:
    return replace(state, phase="end", turn=replace(state.turn, stage="restricted"))


def end_turn(state: State, ev: list[Event]) -> State:
    """R012 (5), R076, A51: refill hands, count the turn, maybe start the timed collapse.

    Wandering Xykon: the attention roll comes first (R019, R327: after every end-of-turn
    action), Xykon's death starts the collapse once the turn is over (R348), and his own turn
    comes after the turn of the player who caught his attention (R331)."""
    if acting(state):
        return then(state, "xykon-done")  # the battle Xykon started is over
    if attention_due(state):
        return then(state, "attention")  # wandering.attention, then back here
    state = reveal_completed(state, ev)  # R354, A52: completed Backstories are shown
    state = return_before_reshuffle(state, ev)  # R357
    state = refill_battle(state, ev)
    state = replace(state, turns_played=state.turns_played + 1)
    limit = state.options.turn_limit or timed_rounds(state)
    nxt = (state.turn.seat + 1) % state.seats  # A101 alternative: ranked from the next player
    timed_out = limit and state.turns_played >= limit * state.seats
    if (timed_out or state.time_up) and not state.collapse:  # A51, R360
        state = begin_collapse(state, None, ev, following=nxt, reason="time")
        if state.result is not None:
            return state
    cap = state.options.round_cap  # R370: the bot tables' safety net (-1 unresolved: none)
    if cap > 0 and not state.collapse and state.turns_played >= cap * state.seats:
        state = begin_collapse(state, None, ev, following=nxt, reason="round cap")
        if state.result is not None:
            return state
    if not state.collapse and is_xykon_not_home(state):
        state = begin_collapse(state, None, ev, following=nxt, reason="xykon not home")  # R313, A37
        if state.result is not None:
            return state
    if collapse_due(state):
        state = begin_collapse(state, None, ev, following=nxt, reason="xykon")  # R348, R351
        if state.result is not None:
            return state
    following = (state.turn.seat + 1) % state.seats
    if xykon_turn_due(state):
        assert state.wandering is not None
        state = replace(state, wandering=replace(state.wandering, resume=following))
        return then(state, "xykon-turn")  # R331: Xykon's turn, then the next seat's
    return begin_turn(state, following, ev)


def timed_rounds(state: State) -> int:
    """R360, A51: the Timed game's agreed minutes as rounds of the table (the clock's stand-in
    for the CLI and simulations: ``timed_round_minutes`` a round, rounded up; 0 = untimed or
    on a wall clock)."""
    minutes, per = state.options.timed_minutes, state.options.timed_round_minutes
    if minutes <= 0 or state.options.timed_clock == "wall":
        return 0
    return -(-minutes // per)


def call_time_actions(state: State) -> list[Action]:
    """R360, A51 (``timed_clock="wall"``): the player ending a turn may call time once the
    agreed time has run out on the table's clock (the engine has no clock of its own)."""
    options = state.options
    wall = options.timed_minutes > 0 and options.timed_clock == "wall"
    if (
        not wall
        or state.collapse
        or state.time_up
        or player(state, state.turn.seat).left is not None
    ):
        return []
    return [A.CallTime()]


def call_time(state: State, action: A.CallTime, ev: list[Event]) -> State:
    """R360: this turn was the last normal one; the collapse begins as it ends."""
    ev.append(TimeCalled(seat=state.turn.seat))
    return end_turn(replace(state, time_up=True), ev)


def is_restricted(state: State) -> bool:
    return state.turn.stage == "restricted"


# --- start- and end-of-turn actions (R016-R017; gathered from the topics by ``flow.py``) -------


def can_search(state: State) -> bool:
    """R042-R048: no Monsters here, no stairs down from this floor yet, once per turn."""
    seat = state.turn.seat
    f, p = player(state, seat).place
    if state.options.wandering_xykon:
        return False  # R048, R325
    if state.turn.searched or f == 0 or f >= state.lair or state.collapse:
        return False
    if state.floors[f].down is not None:
        return False
    return not room_at(state, (f, p)).monsters


def search(state: State, action: A.Search, ev: list[Event]) -> State:
    """R045: a d12 roll of 1-3 puts a Stairs card below this room."""
    seat = state.turn.seat
    face, rng = state.rng.roll(12)
    state = replace(state, rng=rng, turn=replace(state.turn, searched=True))
    ev.append(DieRolled(seat=seat, purpose="search", sides=12, value=face))
    if face <= 3:
        f, p = player(state, seat).place
        state = with_floor(state, f, replace(state.floors[f], down=p))
        ev.append(StairsFound(seat=seat, floor=f, pos=p))
    return state


def can_rest(state: State) -> bool:
    """R176-R177, R183: instead of moving and battling, in a room without Monsters."""
    seat = state.turn.seat
    place = player(state, seat).place
    if state.collapse or state.turn.moved or state.turn.battled:
        return False
    room = room_at(state, place)
    return not room.monsters and not cards(state).rooms[room.card].no_rest


def rest(state: State, action: A.Rest, ev: list[Event]) -> State:
    """R179-R180, A09: lie down, take up to 2 Loot in all this turn; the turn ends."""
    seat = state.turn.seat
    state = with_player(state, seat, resting=True)
    ev.append(Rested(seat=seat))
    if bonus_asked(state, seat):
        return replace(state, phase="bonus")  # A80 ask: take the Loot or leave them
    return pick_up_then(state, seat, rest_pickups(state), "rest-end", ev)  # a Trap: A59


def rest_end(state: State, ev: list[Event]) -> State:
    """The rest's Loot taken (or left, A80): the A08 heal, then the turn ends."""
    seat = state.turn.seat
    if state.options.rest_heals_at == "rest_end" and not player(state, seat).fleeing:
        state = heal(state, seat, 1, ev)  # A08 alternative: heal at the end of the rest turn
        state = unflip_all(state, seat, ev)
    return end_turn(state, ev)


def end_turn_action(state: State, action: A.EndTurn, ev: list[Event]) -> State:
    return end_turn(state, ev)


def is_xykon_not_home(state: State) -> bool:
    """R313, A37: Xykon's Not Home - the Lair is fully explored and the Lich never appeared."""
    if not state.options.xykon_not_home:
        return False
    lair = state.floors[state.lair]
    limit = state.options.xykon_not_home_lair_rooms  # A37
    if not lair.rooms or (state.lair_deck and len(lair.rooms) < limit):
        return False
    cs = cards(state)
    seen = any(cs.lich in (*r.monsters, *r.fallen) for r in lair.rooms)
    return not seen and state.lich_killer is None

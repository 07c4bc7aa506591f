"""Wandering Xykon (R318-R352) and Did We Do This Dungeon Already? (R317): what several topics
share: the ready-made dungeon, face-down rooms, Xykon's token and Minion Stack on the board,
his Wounds and the five cards, his battles' foe, and his points.

While his token is in the dungeon, Xykon's card lies on top of his room's Battle Stack with his
Minion Stack right under it (R337, R343: they count as in his room and above its own Monsters),
so support, Area Effect targets and "a room with Monsters" need nothing new. A lower module: it
imports no rulebook topic.
"""

from __future__ import annotations

from collections import deque

from msgspec.structs import replace

from dungeontable.core import Event

from ..events import RoomExplored
from ..state import ENTRANCE, Floor, Place, Room, State, Wandering
from ..wx_events import MinionAdded, RoomTurnedOver, XykonCardTaken, XykonWounded
from .explored import explored
from .knockdown import knocked_down
from .table import cards, lying_down, player, room_at, with_player, with_room

XYKON = "wandering_xykon"
"""Xykon's own card (R321): a house card of the ``wandering`` deck."""
WX_FLOORS = 3
"""R318: three floors of four rooms."""
FULL = 4
"""R321, R352: 4 Wounds (3 *I Hurt Xykon!* cards and *I Totally Killed Xykon!*)."""


def ready_made(state: State) -> bool:
    """R317-R318: the dungeon is dealt ready-made (either variant)."""
    return state.options.wandering_xykon or state.options.dungeon_again


def deal_dungeon(state: State) -> State:
    """R318-R320, R317, A41, A49: three floors of four face-down rooms; the Entrance's stairs
    reach a middle room of floor 1 (a d12: 1-6 left, 7-12 right); a d12 per floor places its
    stairs down (1-3, 4-6, 7-9, 10-12: the four rooms left to right); the Safe Haven lies face
    up below floor 3 (Wandering Xykon: the Lair is that room alone, no Xykon deck), or the Lair
    is explored as usual (Did We Do This Dungeon Already?)."""
    cs = cards(state)
    rng = state.rng
    if state.options.wx_first_stairs == "d12":
        face, rng = rng.roll(12)
        up = 1 if face <= 6 else 2
    else:
        up = 1
    rooms = state.room_deck
    floors: list[Floor] = [state.floors[0]]
    for _ in range(WX_FLOORS):
        face, rng = rng.roll(12)
        down = (face - 1) // 3
        dealt = tuple(Room(card, face_down=True) for card in rooms[:4])
        floors.append(Floor(left=0, rooms=dealt, up=up, down=down))
        rooms, up = rooms[4:], down
    wx = state.options.wandering_xykon
    lair = Floor(left=up, rooms=(Room(cs.safe_haven),), up=up) if wx else Floor()
    return replace(
        state,
        rng=rng,
        floors=(*floors, lair),
        floors_count=WX_FLOORS,
        room_deck=rooms,
        lair_deck=() if wx else state.lair_deck,
        xykon_deck=() if wx else state.xykon_deck,
        wandering=Wandering() if wx else None,
    )


# --- face-down rooms (R322) --------------------------------------------------------------------


def face_down(state: State, place: Place) -> bool:
    f, p = place
    return 0 < f < len(state.floors) and state.floors[f].has(p) and room_at(state, place).face_down


def turn_over(state: State, place: Place, seat: int, ev: list[Event]) -> State:
    """R322: the room is turned over as if just explored (its first-explorer text applies)."""
    card = room_at(state, place).card
    state = with_room(state, place, face_down=False)
    ev.append(RoomTurnedOver(seat=seat, floor=place[0], pos=place[1], room=card))
    ev.append(RoomExplored(seat=seat, floor=place[0], pos=place[1], room=card))
    return explored(state, seat, place, ev)  # R196, R376: as exploring


def reveal_occupied(state: State, ev: list[Event]) -> State:
    """A face-down room a player came into by any way (a flight) is turned over (R322)."""
    if not ready_made(state):
        return state
    for seat, pl in enumerate(state.players):
        if pl.left is None and face_down(state, pl.place):
            state = turn_over(state, pl.place, seat, ev)
    return state


# --- Xykon on the board ------------------------------------------------------------------------


def wandering(state: State) -> Wandering:
    w = state.wandering
    assert w is not None
    return w


def xykon_here(state: State, place: Place) -> bool:
    """Xykon's token stands in ``place`` (alive)."""
    w = state.wandering
    return w is not None and w.place == place and w.wounds > 0


def own_monsters(state: State, place: Place) -> tuple[str, ...]:
    """The room's own Battle Stack, under Xykon and his Minion Stack."""
    monsters = room_at(state, place).monsters
    if not xykon_here(state, place):
        return monsters
    return monsters[1 + len(wandering(state).minions) :]


def lift(state: State) -> State:
    """Take Xykon's card and his Minion Stack off his room's Battle Stack."""
    w = wandering(state)
    if w.place is None:
        return state
    rest = list(room_at(state, w.place).monsters)
    for card in (XYKON, *w.minions):
        if card in rest:
            rest.remove(card)
    return with_room(state, w.place, monsters=tuple(rest))


def set_down(state: State, place: Place) -> State:
    """Put Xykon and his Minion Stack on top of ``place``'s Battle Stack; his token is there."""
    w = wandering(state)
    below = room_at(state, place).monsters
    state = with_room(state, place, monsters=(XYKON, *w.minions, *below))
    return replace(state, wandering=replace(w, place=place))


def add_minion(state: State, card: str, seat: int, ev: list[Event]) -> State:
    """R329, R336, R349: ``card`` joins the bottom of the Minion Stack."""
    w = wandering(state)
    ev.append(MinionAdded(seat=seat, monster=card))
    if w.place is None or w.wounds <= 0:
        return replace(state, wandering=replace(w, minions=(*w.minions, card)))
    state = lift(state)
    state = replace(state, wandering=replace(w, minions=(*w.minions, card)))
    return set_down(state, w.place)


def minion_defeated(state: State, place: Place, card: str) -> State:
    """An Area Effect or a blast in Xykon's room defeated a minion (R343): it leaves the Minion
    Stack (the room's copy is already gone). Elsewhere, or before he is caught (his stack off
    the board), a Monster of the same name is not his minion."""
    w = state.wandering
    if w is None or w.place != place or card not in w.minions:
        return state
    minions = list(w.minions)
    minions.remove(card)
    return replace(state, wandering=replace(w, minions=tuple(minions)))


def undead_in_hand(state: State, seat: int) -> tuple[str, ...]:
    """R329, R349: the Undead Monsters of a hand, one per card id."""
    spec = cards(state).monsters
    hand = player(state, seat).hand
    return tuple(dict.fromkeys(c for c in hand if c in spec and "undead" in spec[c].types))


# --- battles with Xykon (R341-R348, A45) -------------------------------------------------------


def holds_kicked(state: State, seat: int) -> bool:
    w = state.wandering
    return w is not None and w.kicked == seat


def battle_foe(state: State, place: Place, chosen: bool = False) -> str | None:
    """The Monster a battle in ``place`` is against: the top one, or with Xykon there and the
    active player holding *Xykon Kicked My Ass!* (he ignores them, Exp L110), the room's own
    top Monster (A45; option ``wx_kicked_battles="nothing"``: none) unless they ``chosen`` to
    attack, Xykon being on top (Exp L118: staying put, a Ranged Attack, the next Monster as
    Attacker); on Xykon's own turn always Xykon."""
    monsters = room_at(state, place).monsters
    if not xykon_here(state, place):
        return monsters[0] if monsters else None
    w = wandering(state)
    if w.acting or chosen or not holds_kicked(state, state.turn.seat):
        return XYKON
    own = own_monsters(state, place)
    if own and state.options.wx_kicked_battles == "room_stack":
        return own[0]
    return None


def kicked_may_attack(state: State, place: Place) -> bool:
    """Exp L118, A45: the active player holding *Xykon Kicked My Ass!*, standing in Xykon's
    room with nothing else to battle there, may still choose to attack him (handing the card
    back), unless lying down (R187) or in the collapse (A83)."""
    seat = state.turn.seat
    return (
        xykon_here(state, place)
        and holds_kicked(state, seat)
        and not wandering(state).acting
        and battle_foe(state, place) is None
        and not lying_down(state, seat)
        and not state.collapse
    )


def battle_began(state: State, monster: str, attacker: bool, ev: list[Event]) -> State:
    """R341: attacking Xykon on your turn hands back *Xykon Kicked My Ass!* at once."""
    w = state.wandering
    if w is None or monster != XYKON or not attacker or w.kicked != state.turn.seat:
        return state
    ev.append(XykonCardTaken(seat=-1, which="kicked"))
    return replace(state, wandering=replace(w, kicked=None))


def battles_here(state: State, place: Place) -> bool:
    """A46: Xykon may battle in the Safe Haven (option ``wx_safe_haven_battles`` off: no)."""
    return xykon_here(state, place) and state.options.wx_safe_haven_battles


def fights_xykon(state: State) -> bool:
    b = state.battle
    return b is not None and b.foe_seat is None and (b.monster == XYKON or XYKON in b.area)


def kick(state: State, seat: int, ev: list[Event]) -> State:
    """R345: losing a Wound to Xykon takes *Xykon Kicked My Ass!* (from its holder if need be);
    a player knocked down under No Turning Back has no Wound left to lose (R316), so none."""
    if knocked_down(state, seat):
        return state
    w = wandering(state)
    ev.append(XykonCardTaken(seat=seat, which="kicked"))
    return replace(state, wandering=replace(w, kicked=seat))


def wound_xykon(state: State, seat: int, ev: list[Event]) -> State:
    """R346-R348: one Wound per battle; an *I Hurt Xykon!* card, or on the last Wound *I Totally
    Killed Xykon!*: his card leaves the board (his minions stay as the room's Monsters) and the
    collapse starts after the turn (``turn.end_turn``)."""
    w = wandering(state)
    left = w.wounds - 1
    ev.append(XykonWounded(seat=seat, left=left))
    if left > 0:
        ev.append(XykonCardTaken(seat=seat, which="hurt"))
        return replace(state, wandering=replace(w, wounds=left, hurt=(*w.hurt, seat)))
    ev.append(XykonCardTaken(seat=seat, which="killed"))
    state = lift(state)
    if w.place is not None:
        below = room_at(state, w.place).monsters
        state = with_room(state, w.place, monsters=(*w.minions, *below))
    state = with_player(state, seat, killed_xykon=True)  # A48: the tie-break killer
    w = replace(w, wounds=0, killer=seat, minions=())
    return replace(state, wandering=w, lich_killer=seat)


def collapse_due(state: State) -> bool:
    """R348, R351: Xykon died this turn; the collapse starts once the turn is over."""
    w = state.wandering
    return w is not None and w.killer is not None and not state.collapse


# --- Xykon's moves (R332-R338, A43) -------------------------------------------------------------


def xykon_steps(state: State, place: Place) -> list[Place]:
    """R333: placed rooms only (face down too), by stairs between floors, never the Entrance."""
    f, p = place
    found: list[Place] = []
    fl = state.floors[f]
    for q in (p - 1, p + 1):
        if fl.has(q):
            found.append((f, q))
    if fl.down == p and f + 1 < len(state.floors):
        below = state.floors[f + 1]
        if below.up is not None and below.has(below.up):
            found.append((f + 1, below.up))
    if f > 1 and fl.up == p:
        above = state.floors[f - 1]
        if above.down is not None and above.has(above.down):
            found.append((f - 1, above.down))
    return [q for q in found if q != ENTRANCE]


def paths_from(state: State, start: Place) -> dict[Place, Place | None]:
    """Breadth-first: every room Xykon can reach, with the room he comes from."""
    back: dict[Place, Place | None] = {start: None}
    queue: deque[Place] = deque([start])
    while queue:
        at = queue.popleft()
        for nxt in xykon_steps(state, at):
            if nxt not in back:
                back[nxt] = at
                queue.append(nxt)
    return back


def path_to(back: dict[Place, Place | None], goal: Place) -> list[Place]:
    """The rooms from the start (excluded) to ``goal`` (included)."""
    path: list[Place] = []
    at: Place | None = goal
    while at is not None and back[at] is not None:
        path.append(at)
        at = back[at]
    return path[::-1]


def eligible(state: State, seat: int) -> bool:
    """R335: Xykon ignores a player holding *Kicked My Ass*, fleeing, on the Entrance, or gone."""
    pl = player(state, seat)
    return (
        pl.left is None
        and not pl.fleeing
        and pl.place != ENTRANCE
        and not holds_kicked(state, seat)
    )


# --- points (R352, A47, A48) -------------------------------------------------------------------


def xykon_points(state: State, seat: int) -> int:
    """R352: 1 per *I Hurt Xykon!* card (A47: only after leaving the dungeon, option
    ``wx_hurt_needs_exit``), 3 for *I Totally Killed Xykon!* (A48: no 2 x floors unless
    ``wx_floor_points``)."""
    w = wandering(state)
    points = 0
    if player(state, seat).left is not None or not state.options.wx_hurt_needs_exit:
        points += sum(1 for s in w.hurt if s == seat)
    if w.killer == seat:
        points += 3 + (2 * state.floors_count if state.options.wx_floor_points else 0)
    return points


# --- when the variant steps in (``turn.end_turn``, ``flow.py``) ---------------------------------


def acting(state: State) -> bool:
    """Xykon's own turn is in progress (a battle he started, R340)."""
    w = state.wandering
    return w is not None and w.acting


def attention_due(state: State) -> bool:
    """R019, R327: the attention roll at the very end of a turn, until he is caught or the
    dungeon collapses (a timed game's time is up, R360: "as if Xykon had just been defeated";
    A50: no more Xykon turns either)."""
    w = state.wandering
    return (
        w is not None
        and w.catcher is None
        and w.rolled != state.turns_played
        and not state.collapse
    )


def xykon_turn_due(state: State) -> bool:
    """R331, A50: after every turn of the player who caught his attention, while he lives and
    the dungeon is not collapsing."""
    w = state.wandering
    return (
        w is not None
        and w.catcher == state.turn.seat
        and w.place is not None
        and w.wounds > 0
        and not state.collapse
        and state.result is None
    )

"""Tripping and stealing (R250, R252-R255, R263, A-37, A-38).

In step 3 a player out of combat may act on a player on a connected tile (R250). Taking an
interaction sets ``State.step = 3``: no more flipping and no normal move after it (R023). At
most ``max_trip_or_steal_per_turn`` trip-or-steal rolls per turn (A-37, ``State.interactions``);
trades (``trade.py``) and throws (``potions.py``) are unlimited.

- Trip: 4-6 succeeds. The victim loses his next turn (R226). If he was not in combat, the
  tripper may hop over him onto a free tile connected to the victim's tile: a move with all
  its entry effects (R252, A-37; pending ``hop``). A failed trip on a player in combat lets the
  victim strike back at once with his whole attack pipeline; the tripper's damage reduction
  applies (R253, A-38; alternative: the die plus attack modifiers only).
- Steal: a 6 succeeds (a character's ``steal_on_at_least`` lowers it); the victim may be in
  combat (A-61, option ``steal_from_fighter``). The thief takes a card
  drawn uniformly at random from the victim's hand with the state's generator; equipped cards
  are safe. Any hand card may go, artifacts with their effects, boss cards and the key too
  (R254); ``ownership.gain`` runs the basilisk and end-rush checks (R263, R264).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, Decision, DieRolled, Event

from ..actions import Hop, StayPut, Steal, Trip
from ..common.arrival import arrive
from ..common.attack import attack_total, roll_again, roll_chain
from ..common.board import STEP, connected, unpack
from ..common.nearby import Near, adjacent_players, may_interact
from ..common.ownership import gain, is_hand_public, lose
from ..common.shared import cat
from ..common.stats import (
    again_faces,
    attack_modifier,
    damage_reduction,
    faces,
    has_template,
    min_attack,
    reroll_faces,
)
from ..common.status import hurt, skip_turns
from ..common.tiles import is_walkable
from ..definitions import DIRS
from ..events import CardStolen, Counterattacked, Moved, StealAttempted, TripAttempted
from ..phases import AFTER_MOVE
from ..state import Pending, State, in_combat, player_at, update_player

TRIP_FACES = (4, 5, 6)  # 003 L200
STEAL_FROM = 6  # 003 L208
TRIP_TURNS = 1


def interaction_options(state: State, near: Near = adjacent_players) -> list[Action]:
    if not may_interact(state) or state.interactions >= state.options.max_trip_or_steal_per_turn:
        return []
    found: list[Action] = []
    for d, victim in near(state, state.seat):
        found.append(TRIPS[d])
        if state.options.steal_from_fighter or not state.players[victim].fights:
            found.append(STEALS[d])  # a fighter may be robbed unless the option says no
    return found


TRIPS = tuple(Trip(dir=d) for d in DIRS)
STEALS = tuple(Steal(dir=d) for d in DIRS)


def _begin(state: State, action: Trip | Steal) -> tuple[int, State]:
    """The victim's seat; the roll counts against the limit and step 3 begins."""
    there = state.players[state.seat].pos + STEP[DIRS.index(action.dir)]
    victim = player_at(state, there)
    assert victim is not None
    return victim.seat, replace(state, interactions=state.interactions + 1, step=3)


def _roll(state: State, seat: int, purpose: str, ev: list[Event]) -> tuple[int, State]:
    face, rng = state.rng.roll()
    ev.append(DieRolled(seat=seat, purpose=purpose, sides=6, value=face))
    return face, replace(state, rng=rng)


def trip(state: State, action: Trip, ev: list[Event]) -> State:
    seat = state.seat
    victim, state = _begin(state, action)
    face, state = _roll(state, seat, "trip", ev)
    success = face in TRIP_FACES
    ev.append(TripAttempted(seat=seat, target=victim, success=success))
    fighting = in_combat(state, victim)
    if not success:
        return counterattack(state, victim, seat, ev) if fighting else state
    state = skip_turns(state, victim, TRIP_TURNS, "tripped", ev)
    if fighting or not free_around(state, state.players[victim].pos):
        return state
    pending = Pending("hop", seat, pos=state.players[victim].pos)
    return replace(state, pending=(*state.pending, pending))


def counterattack(state: State, seat: int, target: int, ev: list[Event]) -> State:
    """R253 / A-38: ``seat`` attacks ``target`` with his full pipeline; ``target``'s damage
    reduction applies."""
    if state.options.trip_counterattack == "roll_plus_modifiers":
        return plain_counterattack(state, seat, target, ev)
    catalog = cat(state)
    player = state.players[seat]
    again = state.options.attack_again
    reroll = reroll_faces(catalog, player, again)
    floor = min_attack(catalog, player)
    read = floor if state.options.roll_triggers_read == "floored" else 0
    rolled, counted, rng = roll_chain(
        state.rng, reroll, per_x=state.options.reroll_per_x, floor=read
    )
    rolled, counted, rng = roll_again(rng, rolled, counted, again_faces(catalog, player, again))
    state = replace(state, rng=rng)
    for face in rolled:
        ev.append(DieRolled(seat=seat, purpose="counterattack", sides=6, value=face))
    total = attack_total(
        max(rolled[0], read),
        sum(counted),
        modifier=attack_modifier(catalog, player),
        miss_on=faces(catalog, player, "miss_on"),
        min_attack=floor,
        double=has_template(catalog, player, "double"),
        final_floor=state.options.min_attack_final_floor,
    )
    damage = max(0, total - damage_reduction(catalog, state.players[target]))
    ev.append(Counterattacked(seat=seat, target=target, faces=rolled, damage=damage))
    return hurt(state, target, damage, f"counterattack by seat {seat}", ev)


def plain_counterattack(state: State, seat: int, target: int, ev: list[Event]) -> State:
    """A-38 alternative (``trip_counterattack="roll_plus_modifiers"``): one die plus the attack
    modifiers (003 L202 read literally); no weapon effects, no damage reduction."""
    face, state = _roll(state, seat, "counterattack", ev)
    damage = max(0, face + attack_modifier(cat(state), state.players[seat]))
    ev.append(Counterattacked(seat=seat, target=target, faces=(face,), damage=damage))
    return hurt(state, target, damage, f"counterattack by seat {seat}", ev)


def free_around(state: State, pos: int) -> list[int]:
    """Directions of free tiles connected to ``pos`` (R252; the tripper's own tile is taken)."""
    cells = state.cells
    return [d for d in range(4) if connected(cells, pos, d) and is_walkable(state, pos + STEP[d])]


def hop_options(state: State) -> list[Action]:
    found: list[Action] = [Hop(dir=DIRS[d]) for d in free_around(state, state.pending[0].pos)]
    found.append(StayPut())
    return found


def hop_prompt(state: State, pending: Pending) -> Decision:
    return Decision(pending.seat, "hop", "leap over the tripped player, or stay where you are")


def hop(state: State, action: Hop, ev: list[Event]) -> State:
    """R252: a move with entry effects, from the victim's tile (A-04 anchors on it)."""
    seat = state.seat
    over = state.pending[0].pos
    d = DIRS.index(action.dir)
    dest = over + STEP[d]
    state = replace(state, pending=state.pending[1:], came_from=over)
    state = replace(state, phase=AFTER_MOVE, move_kind="hop")
    state = update_player(state, seat, pos=dest)
    x, y = unpack(dest)
    ev.append(Moved(seat=seat, x=x, y=y, how="hop"))
    return arrive(state, seat, d, ev, when="turn")


def stay_put(state: State, action: StayPut, ev: list[Event]) -> State:
    return replace(state, pending=state.pending[1:])


def steal_faces(state: State, seat: int) -> int:
    character = state.players[seat].character
    own = cat(state)[character].steal_from if character else None
    return STEAL_FROM if own is None else own


def steal(state: State, action: Steal, ev: list[Event]) -> State:
    seat = state.seat
    victim, state = _begin(state, action)
    face, state = _roll(state, seat, "steal", ev)
    success = face >= steal_faces(state, seat)
    ev.append(StealAttempted(seat=seat, target=victim, success=success))
    hand = state.players[victim].hand
    if not success or not hand:
        return state
    index, rng = state.rng.below(len(hand))
    card = hand[index]
    state = lose(replace(state, rng=rng), victim, card, ev)
    _tell_stolen(state, seat, victim, card, ev)
    return gain(state, seat, (card,), ev, "stolen", private=True)


def _tell_stolen(state: State, seat: int, victim: int, card: str, ev: list[Event]) -> None:
    """R254: thief and victim see the stolen card; the others see it only with open hands
    (A-47), where the event is public like the hands themselves."""
    if is_hand_public(state):
        ev.append(CardStolen(seat=seat, target=victim, card=card))
        return
    others = tuple(s for s in range(state.seats) if s not in (seat, victim))
    ev.append(CardStolen(seat=seat, target=victim, card=card, to=(seat, victim)))
    if others:
        ev.append(CardStolen(seat=seat, target=victim, card="", to=others))

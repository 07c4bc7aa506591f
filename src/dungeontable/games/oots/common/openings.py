"""How the A59 windows a topic runs into open: who is asked, and the phase the window opens in.
Shared by the topics whose actions open them (``rules/loot``: loot-picked-up and trap-revealed;
``rules/movement``: Stumble) and the window topics themselves (``rules/windows``,
``rules/stumble``, ``rules/trapwindow``), and the battle windows on the core response stack
(``open_window``: ``rules/battle``, ``rules/pvp``, ``rules/reroll``); imports no topic.
"""

from __future__ import annotations

from collections.abc import Callable

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event, clockwise

from ..deck import index_for
from ..events import TrapSprung
from ..state import Battle, State
from .pickups import spring_trap, to_stash, top_loot
from .powers import try_disarm
from .queries import anyone_holds, in_dungeon, trap_victims, uniform, window_cards
from .table import cards, player, room_at, then, with_room

# --- loot-picked-up (the active player after a pickup) -----------------------------------------


def picked_cards(state: State) -> list[Action]:
    """A59 loot-picked-up: the active player's own cards for the Loot just picked up."""
    pl = player(state, state.turn.seat)
    spec = cards(state).screws
    return [
        A.PlayScrew(card=c)
        for c in dict.fromkeys(pl.hand)
        if c in spec and spec[c].window == "loot-picked-up" and not pl.fleeing
    ]


def picked_window(state: State) -> bool:
    """Is the active player asked in ``picked`` after a pickup brought Loot to the Stash? Under
    ``uniform_windows`` whenever the set has a loot-picked-up card and they do not flee, holding
    one or not; else only with such a card in hand."""
    if uniform(state, "loot-picked-up"):
        return not player(state, state.turn.seat).fleeing
    return bool(picked_cards(state))


# --- Stumble (the other players, after the first step of a movement) ---------------------------


def trip_cards(state: State, seat: int) -> list[str]:
    spec = cards(state).screws
    pl = player(state, seat)
    if pl.left is not None:
        return []
    return [c for c in dict.fromkeys(pl.hand) if c in spec and spec[c].trip]


def open_stumble(state: State) -> State:
    trips = index_for(state).trip_cards
    mover = state.turn.seat
    if state.options.uniform_windows:
        if not trips:
            return state  # no card of the set trips a mover (public): no window
        order = clockwise(mover, state.seats)
        queue = tuple(s for s in order if s != mover and player(state, s).left is None)
        if not queue:
            return state
        return replace(state, phase="stumble", turn=replace(state.turn, trip_queue=queue))
    if all(trips.isdisjoint(pl.hand) for s, pl in enumerate(state.players) if s != mover):
        return state  # nobody else holds a Stumble: the queue would be empty
    order = clockwise(state.turn.seat, state.seats)
    queue = tuple(s for s in order if s != state.turn.seat and trip_cards(state, s))
    if not queue:
        return state
    return replace(state, phase="stumble", turn=replace(state.turn, trip_queue=queue))


# --- trap-revealed (the Trap's victims, before the Evade rolls) --------------------------------


def trap_cards(state: State, seat: int) -> list[str]:
    spec = cards(state).screws
    hand = player(state, seat).hand
    return [c for c in dict.fromkeys(hand) if c in spec and spec[c].window == "trap-revealed"]


def trap_holders(state: State, seat: int, card: str) -> tuple[int, ...]:
    """Who the trap-revealed window asks about ``card`` revealed by ``seat``: its affected,
    non-fleeing players in the Trap's victim order, those holding a Watch Your Step (under
    ``uniform_windows`` all of them)."""

    if uniform(state, "trap-revealed"):
        return tuple(v for v in trap_victims(state, seat, card) if not player(state, v).fleeing)
    return tuple(
        v
        for v in trap_victims(state, seat, card)
        if not player(state, v).fleeing and trap_cards(state, v)
    )


def reveal(state: State, seat: int, ev: list[Event]) -> State | None:
    """A Trap on top of the pile is revealed; ``None`` when nobody can answer (no window)."""
    pl = player(state, seat)
    room = room_at(state, pl.place)
    if pl.fleeing or not room.loot or not cards(state).loot[room.loot[0]].trap:
        return None
    card = room.loot[0]
    queue = trap_holders(state, seat, card)
    if not queue:
        return None

    state = with_room(state, pl.place, loot=room.loot[1:])
    ev.append(TrapSprung(seat=seat, card=card))
    state, disarmed = try_disarm(state, seat, card, ev)  # R220: before it goes off
    if disarmed:
        return state
    turn = replace(state.turn, trap=card, resume=state.phase, trap_queue=queue, evade_bonus=())
    return replace(state, phase="trap", turn=turn)


def pick_up_then(state: State, seat: int, count: int, step: str, ev: list[Event]) -> State:
    """A rest's Loot (R179, L1411) or the last-Monster bonus (R115, L860): ``count`` cards from
    the top of the room's pile, one at a time, then the automatic step ``step``
    (``table.then``). A Trap among them is revealed as one picked up alone is (R219, A59): when
    someone can answer it, the trap-revealed window opens and the pickup goes on after its
    Evade rolls (``Turn.pickup_left``, ``rules/loot.after_trap_window``); else it goes off at
    once (``pickups.spring_trap``). A Trap uses up its pickup (A25; with ``trap_uses_pickup``
    off it does not). A fleeing or knocked-down player takes nothing more (A25, A82)."""
    taken = 0
    while taken < count:
        card = top_loot(state, seat)
        if card is None:
            break
        place = player(state, seat).place
        rest = room_at(state, place).loot[1:]
        if not cards(state).loot[card].trap:
            state = to_stash(with_room(state, place, loot=rest), seat, card, ev)
            taken += 1
            continue
        taken += 1 if state.options.trap_uses_pickup else 0
        opened = reveal(state, seat, ev)
        if opened is not None and opened.phase == "trap":
            turn = replace(opened.turn, pickup_left=count - taken, pickup_then=step)
            return replace(opened, turn=turn)  # the window; then ``after_trap_window``
        if opened is not None:
            state = opened  # R220: disarmed as it was revealed
            continue
        state = spring_trap(with_room(state, place, loot=rest), seat, card, ev)
    return then(state, step)


# --- the late windows (``rules/latewindows``) ---------------------------------------------------

GLOAT = "gloating"
"""Not a Screw This! window: a player with a face-up Shameless Gloating may flip it when another
player starts fleeing (asked with the fleeing-started window, in turn order)."""

EQUIP = "entrance-equip"
"""Not a Screw This! window: a player whose flight reached the Entrance may equip Loot from the
Stash at once (L1122) when their own end of turn will not offer it: on another player's turn,
or on their own when its end is restricted; asked once the action is done, one card at a time."""

LATE_PROMPT = "play a Screw This! card now (fleeing started / after the results), or pass"
"""The prompt of the late windows that are Screw This! windows."""

LATE_PROMPTS: dict[str, str] = {
    EQUIP: "equip Loot from your Stash now that your flight reached the Entrance (L1122), or pass",
    GLOAT: "flip Shameless Gloating to draw Loot as another player flees, or pass",
}
"""The late windows that are not Screw This! windows, by name: their prompts."""


# --- the battle windows (A59 on the core response stack: ``rules/windows``) ----------------------


def asks(state: State) -> Callable[[int], bool]:
    """Who the open battle window asks: under ``uniform_windows`` every seat still in the
    dungeon, else only the seats with a card playable now (the core stack skips the others)."""
    if state.options.uniform_windows:
        return lambda s: in_dungeon(state, s)
    return lambda s: bool(playable(state, s))


def playable(state: State, seat: int) -> tuple[str, ...]:
    """The Screw This! cards ``seat`` may play in the open window."""
    battle = state.battle
    if battle is None:
        return ()
    pl = player(state, seat)
    if pl.left is not None or window_cards(state, battle.window).isdisjoint(pl.hand):
        return ()
    spec = cards(state).screws
    found = []
    for card in dict.fromkeys(pl.hand):
        s = spec.get(card)
        if s is None or s.window != battle.window:
            continue
        if s.own_battle_only and seat != state.turn.seat and not defends_pvp(battle, seat):
            continue
        if s.monster_only and battle.foe_seat is not None:
            continue  # no Monster in a player-against-player battle to give the bonus to
        if s.flip_declared and (seat == declarer(state) or declared(state) is None):
            continue  # Wardrobe Malfunction: another player's declared shtick
        found.append(card)
    return tuple(found)


def defends_pvp(battle: Battle, seat: int) -> bool:
    """PvP: the defender fights their own battle too ("your battle" cards: Dodge Roll adds to
    their Defense, Do Over rerolls their die)."""
    return seat == battle.foe_seat


def pvp_defender_declared(battle: Battle) -> bool:
    return battle.foe_seat is not None and battle.foe_chosen


def declarer(state: State) -> int:
    """Who declared the shtick of the shtick-declared window (PvP: the defender second)."""
    assert state.battle is not None
    foe = state.battle.foe_seat
    return foe if foe is not None and pvp_defender_declared(state.battle) else state.turn.seat


def declared(state: State) -> int | None:
    assert state.battle is not None
    b = state.battle
    return b.foe_shtick if pvp_defender_declared(b) else b.shtick


def open_window(state: State, name: str, ev: list[Event]) -> State | None:
    """Open window ``name``; ``None`` if nobody can respond (nothing to ask)."""
    assert state.battle is not None
    if state.options.uniform_windows:
        if not window_cards(state, name):
            return None  # no card of the set is played here (public): no window
    elif not anyone_holds(state, name):
        return None  # the same answer as asking every seat, without the scan
    state = replace(state, battle=replace(state.battle, window=name))
    order = clockwise(state.turn.seat, state.seats)
    stack = state.stack.open_window(order, asks(state))
    if stack.priority is None:
        return None
    return replace(state, stack=stack, phase="window")

"""The A59 windows that open once an action's consequences are done: fleeing-started and
after-results (R227-R230).

Fleeing starts deep inside wound loss (battles, PvP, Area Effects, Traps) and results end deep
inside the battle flow, so neither can stop in the middle. Instead the flow calls
``open_late`` after every action: for each ``FleeBegan`` of a player who has moved off and still
flees (a resting or paralysed fleer is asked when their first flee move comes, A26), and for
each ``BattleResolved``, the holders of a card for that window are queued (``State.late``:
``(window, seat)`` pairs, fixed when it opens, so the decision seat never depends on hidden
hands later; under ``uniform_windows`` every eligible seat is queued, holding a card or not) and
the phase ``late`` asks them one by one; then the phase the action left
(``State.late_resume``) comes back. The fleeing-started card moves
the fleer on along the same shortest path (R168): moving 3 rooms and then 2 more is moving 5.
Cards played here resolve at once, without responses (our simplification).
"""

from __future__ import annotations

from operator import attrgetter

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event, clockwise

from ..common.openings import EQUIP, GLOAT, LATE_PROMPT, LATE_PROMPTS
from ..common.queries import anyone_holds, uniform, window_cards
from ..common.screws import card_gains, draw_to_stash
from ..common.table import cards, discard_battle, flip_down, player, with_player, without
from ..common.wounds import flee_along
from ..deck import index_for
from ..events import BattleResolved, Equipped, FleeBegan, Healed, ScrewPlayed
from ..state import ENTRANCE, State


def _cards_of(state: State, window: str, seat: int) -> list[str]:
    pl = player(state, seat)
    if pl.left is not None or window_cards(state, window).isdisjoint(pl.hand):
        return []
    spec = cards(state).screws
    found = []
    for card in dict.fromkeys(pl.hand):
        s = spec.get(card)
        if s is None or s.window != window:
            continue
        if s.own_battle_only and window == "after-results" and seat != state.turn.seat:
            continue
        found.append(card)
    return found


def _asked(state: State, window: str, seat: int) -> bool:
    """Is ``seat`` queued in ``window``: with a card for it, or under ``uniform_windows`` while
    still in the dungeon (when the set has a card for that window)."""
    if state.options.uniform_windows:
        return uniform(state, window) and player(state, seat).left is None
    return bool(_cards_of(state, window, seat))


def _moved_off(state: State, before: State | None) -> list[int]:
    """A26: resting or paralysed fleers who made their first flee move in this action."""
    if before is None or before.players is state.players:
        return []
    if not any(map(_PENDING, before.players)):
        return []  # nobody was waiting to flee
    return [
        s
        for s, (was, now) in enumerate(zip(before.players, state.players, strict=True))
        if was.flee_pending and not now.flee_pending and now.fleeing
    ]


_PENDING = attrgetter("flee_pending")


def _asks(state: State, ev: list[Event], before: State | None) -> list[tuple[str, int]]:
    asks: list[tuple[str, int]] = []
    kinds = set(map(type, ev))  # in C: most actions have neither kind of event
    fled = [e.seat for e in ev if type(e) is FleeBegan] if FleeBegan in kinds else []
    resolved = sum(type(e) is BattleResolved for e in ev) if BattleResolved in kinds else 0
    fled += _moved_off(state, before)
    if Healed in kinds:  # a flight that ends at the Entrance heals every Wound (R171)
        asks += [(EQUIP, s) for s in _arrived(state, before, fled)]
    if not fled and not resolved:
        return asks
    for seat in dict.fromkeys(fled):
        pl = player(state, seat)
        if pl.fleeing and not pl.flee_pending and _asked(state, "fleeing-started", seat):
            asks.append(("fleeing-started", seat))
        if not pl.flee_pending:  # fled, maybe all the way to the Entrance already
            order = clockwise(state.turn.seat, state.seats)
            asks += [(GLOAT, s) for s in order if s != seat and _gloat_index(state, s) is not None]
    if resolved and (state.options.uniform_windows or anyone_holds(state, "after-results")):
        order = clockwise(state.turn.seat, state.seats)
        seats = [("after-results", s) for s in order if _asked(state, "after-results", s)]
        asks += seats * resolved  # each BattleResolved asks the same seats again
    return asks


def open_late(state: State, ev: list[Event], before: State | None = None) -> State:
    """After an action: queue the late windows its events call for (A59)."""
    if state.result is not None:
        return state
    asks = _asks(state, ev, before)
    if not asks:
        return state
    if state.phase == "late":
        return replace(state, late=(*state.late, *asks))
    return replace(state, late=tuple(asks), late_resume=state.phase, phase="late")


def late_seat(state: State) -> int:
    return state.late[0][1]


def late_prompt(state: State) -> str:
    """The question of the late window at the head of the queue: a Screw This! window, or the
    two that are not (equipping at the Entrance, L1122; Shameless Gloating)."""
    return LATE_PROMPTS.get(state.late[0][0], LATE_PROMPT)


def late_actions(state: State) -> list[Action]:
    window, seat = state.late[0]
    if window == EQUIP:
        return [*_equips(state, seat), A.PassPriority()]
    if window == GLOAT:
        index = _gloat_index(state, seat)
        return [*([] if index is None else [A.FlipToDraw(index=index)]), A.PassPriority()]
    return [*(A.PlayScrew(card=c) for c in _cards_of(state, window, seat)), A.PassPriority()]


def _arrived(state: State, before: State | None, fled: list[int]) -> list[int]:
    """R171, L1122: the players whose flight ended at the Entrance in this action and who now
    have Loot to equip there, unless their own end of turn offers it anyway."""
    if before is None:
        return []
    found = []
    for seat, (was, now) in enumerate(zip(before.players, state.players, strict=True)):
        if now.place != ENTRANCE or now.fleeing or now.left is not None or was is now:
            continue
        if not (was.fleeing or seat in fled) or was.place == ENTRANCE:
            continue
        if seat == state.turn.seat and state.turn.stage != "restricted":
            continue  # the end of the turn offers the equip actions (R213)
        if _equips(state, seat):
            found.append(seat)
    return found


def _equips(state: State, seat: int) -> list[Action]:
    """R213: the Stash Loot ``seat`` drools over (as ``loot.equip_actions``, without unequip)."""
    pl = player(state, seat)
    drools = index_for(state).drool(pl.character)
    return [A.Equip(card=c) for c in dict.fromkeys(pl.stash) if drools[c] >= 1]


def equip(state: State, action: A.Equip, ev: list[Event]) -> State:
    """R213, L1122: the Entrance window's equip; asked again while Stash Loot is left to equip."""
    seat = late_seat(state)
    pl = player(state, seat)
    ev.append(Equipped(seat=seat, card=action.card, on=True))
    state = with_player(
        state, seat, stash=without(pl.stash, action.card), equipped=(*pl.equipped, action.card)
    )
    return state if _equips(state, seat) else pass_(state, ev)


def _gloat_index(state: State, seat: int) -> int | None:
    """The first face-up shtick of ``seat`` that draws Loot when another player flees; none for
    a player who has left or flees."""
    pl = player(state, seat)
    if index_for(state).gloat.isdisjoint(pl.shticks) or pl.left is not None or pl.fleeing:
        return None
    spec = cards(state).shticks
    for i, (card, flipped) in enumerate(zip(pl.shticks, pl.flipped, strict=True)):
        if not flipped and spec[card].gloat_draw:
            return i
    return None


def gloat(state: State, action: A.FlipToDraw, ev: list[Event]) -> State:
    """Shameless Gloating: the shtick flips and its Loot comes from the Loot deck (A71)."""
    seat = late_seat(state)
    amount = cards(state).shticks[player(state, seat).shticks[action.index]].gloat_draw
    state = flip_down(state, seat, action.index, ev)
    return pass_(draw_to_stash(state, seat, amount, ev), ev)


def play(state: State, action: A.PlayScrew, ev: list[Event]) -> State:
    """Run Away!: move on toward the Entrance; after-results cards: heal, draw Loot/shticks."""
    seat = late_seat(state)
    s = cards(state).screws[action.card]
    state = with_player(state, seat, hand=without(player(state, seat).hand, action.card))
    ev.append(ScrewPlayed(seat=seat, card=action.card))
    state = discard_battle(state, (action.card,))
    state = flee_on(state, seat, s.free_move, ev)
    state = card_gains(state, seat, action.card, ev)
    return pass_(state, ev)


def flee_on(state: State, seat: int, rooms: int, ev: list[Event]) -> State:
    """R168: ``rooms`` more rooms along the shortest path to the Entrance (R171 on arrival)."""
    pl = player(state, seat)
    if rooms <= 0 or not pl.fleeing:
        return state
    return flee_along(state, seat, rooms, ev)  # R034: room text stops it as it stops a flight


def pass_(state: State, ev: list[Event]) -> State:
    """The next queued ask, or back to the phase the action left."""
    late = state.late[1:]
    if late:
        return replace(state, late=late)
    return replace(state, late=(), phase=state.late_resume, late_resume="")

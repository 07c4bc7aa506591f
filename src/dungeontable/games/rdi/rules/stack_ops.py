"""Playing cards onto the response stack and the R-6 operations on pending items.

Every played card is pushed with its provenance (who it counts as coming from, which card type
it counts as: R-6.10); a new priority window opens, the active player first (R-6.4). Costs are
paid at play and never refunded (R-6.1). Negate and Ignore mark their target when *they*
resolve, so a Negated Negate lets the original resolve (R-6.5) and Ignoring an Ignore does
nothing (R-6.6.2). Redirect and modify replace the pending payload, keeping its provenance
(R-6.7, R-6.8).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from msgspec.structs import replace

from dungeontable.core import Event, StackItem

from .. import hooks
from ..actions import Play as PlayCard
from ..effects import Directive
from ..events import (
    CardPlayed,
    CardsUnwound,
    DrinkModified,
    DrinkOrdered,
    Ignored,
    Negated,
    Redirected,
    TurnEndedEarly,
)
from ..state import Play, State, update_seat
from .elixirs import elixir_parts, settle_elixirs
from .replacement import grant_replacement
from .resolution import Result, directive
from .responses import can_respond
from .table import catalog, discard_cards, draw_drink, remove_from_hand


def open_window(state: State, kind: str = "") -> State:
    """A fresh priority window: living seats clockwise from the active player (R-6.4; option
    ``priority_from="next_player"``: from the player after the top card's player)."""
    order = state.clockwise_from(_first_asked(state))
    stack = state.stack.open_window(order, _asked(state))
    return replace(state, stack=stack, window_kind=kind)


def _asked(state: State) -> Callable[[int], bool]:
    """Who a window asks: the seats that can respond (R-6.4: the others are skipped unasked);
    option ``uniform_windows``: every living seat in the order, so being asked reveals nothing
    about a hand (a seat with nothing to play is offered only the pass)."""
    if state.options.uniform_windows:
        return partial(_living, state)
    return partial(can_respond, state)


def _living(state: State, seat: int) -> bool:
    return not state.seats[seat].out


def _first_asked(state: State) -> int:
    if state.options.priority_from == "active" or state.stack.is_empty:
        return state.active
    seat = state.stack.items[-1].payload.seat
    return state.active if seat < 0 else (seat + 1) % len(state.seats)


def pass_priority(state: State) -> State:
    return replace(state, stack=state.stack.pass_priority(_asked(state)))


def play_card(state: State, seat: int, action: PlayCard, counts_as: str = "") -> Result:
    """Take the card from the hand, pay its costs (R-6.1), push it and open a window."""
    card = catalog(state)[action.card]
    state = remove_from_hand(state, seat, action.card)
    events: list[Event] = []
    for mechanic in hooks.mechanics_of(state, seat):
        state, more = mechanic.on_play(state, seat, card, action.option)
        events.extend(more)
    play = Play(
        "card",
        card=action.card,
        parts=(action.card,),
        seat=seat,
        target=action.target,
        target_item=action.item,
        option=action.option,
    )
    stack = state.stack.push(
        play,
        source=seat,
        counts_as=counts_as or card.type,
        responds_to=action.item or None,
        flags=card_flags(state, card),
    )
    uid = stack.next_uid - 1
    state = replace(state, stack=stack, losses=())
    events.append(
        CardPlayed(
            seat=seat,
            card=action.card,
            uid=uid,
            target=action.target,
            item=action.item,
            option=action.option,
        )
    )
    return open_window(state), tuple(events)


def card_flags(state: State, card: object) -> tuple[str, ...]:
    """R-6.6.4 flags of a card (memoised: a character card has no ``flags`` field, and asking
    a pydantic model for a missing attribute is slow)."""
    cat = catalog(state)
    key = ("flags", card.id)  # type: ignore[attr-defined]
    found = cat.memo.get(key)
    if found is None:
        found = cat.memo[key] = tuple(getattr(card, "flags", ()))
    return tuple(found)


def push_pseudo(state: State, play: Play, counts_as: str, source: int | None = None) -> State:
    """Push a pseudo-card (a Drink, an Event, an ante demand) and open a window."""
    stack = state.stack.push(play, source=source, counts_as=counts_as)
    return open_window(replace(state, stack=stack))


def dispose(state: State, item: StackItem[Play], resolved: bool = False) -> Result:
    """A card leaves the stack: to its owner's discard pile, drinks to the Drink discard, an
    Elixir in front of the first player in turn order who took it (R-7.8); ``resolved`` = it
    resolved (not discarded unresolved, R-4.7)."""
    play = item.payload
    elixirs = elixir_parts(state, play)
    if elixirs:
        state, parts, events = settle_elixirs(state, item, elixirs, resolved)
        return discard_cards(state, -1, parts), events
    if play.copy or play.kind in ("ante", "winnings"):
        return state, ()
    if play.kind == "prize":  # a used Prize goes to the Prize Bin
        return replace(state, prize_bin=(*state.prize_bin, play.card)), ()
    return discard_cards(state, play.seat if play.kind == "card" else -1, play.parts), ()


def _target(state: State, item: StackItem[Play]) -> StackItem[Play] | None:
    uid = item.payload.target_item
    return next((i for i in state.stack.items if i.uid == uid), None)


@directive("negate")
def _negate(state: State, item: StackItem[Play], d: Directive) -> Result:
    target = _target(state, item)
    if target is None or target.negated:
        return state, ()
    state = replace(state, stack=state.stack.negate(target.uid))
    if d.what == "almost_any":
        state = grant_replacement(state, target)
    return state, (Negated(uid=target.uid),)


@directive("ignore")
def _ignore(state: State, item: StackItem[Play], d: Directive) -> Result:
    target = _target(state, item)
    if target is None or "unignorable" in target.flags:
        return state, ()
    stack = state.stack.ignore(target.uid, d.seat)
    for mate in shared_defence(state, d.seat):
        stack = stack.ignore(target.uid, mate)
    return replace(state, stack=stack), (Ignored(seat=d.seat, uid=target.uid),)


def shared_defence(state: State, seat: int) -> tuple[int, ...]:
    """R-12.3 Boss Battle: the Challengers have shared defences — an effect aimed at several
    Challengers is Ignored as one card: one Challenger's Ignore covers the others too."""
    boss = state.options.boss
    if boss < 0 or seat == boss:
        return ()
    return tuple(s for s in range(len(state.seats)) if s not in (boss, seat))


@directive("redirect")
def _redirect(state: State, item: StackItem[Play], d: Directive) -> Result:
    target = _target(state, item)
    if target is None:
        return state, ()
    new = replace(target.payload, target=item.payload.target)
    stack = state.stack.replace_payload(target.uid, new)
    return replace(state, stack=stack), (Redirected(uid=target.uid, target=new.target),)


@directive("modify_drink")
def _modify(state: State, item: StackItem[Play], d: Directive) -> Result:
    target = _target(state, item)
    if target is None:
        return state, ()
    new = replace(target.payload, delta=target.payload.delta + d.amount)
    stack = state.stack.replace_payload(target.uid, new)
    return replace(state, stack=stack), (DrinkModified(uid=target.uid, delta=d.amount),)


@directive("order_extra")
def _order_extra(state: State, item: StackItem[Play], d: Directive) -> Result:
    """R-7.7: ordering Drinks cannot be Ignored (the target still receives them)."""
    return order_drinks(state, d.seat, item.payload.target, d.amount)


def order_drinks(state: State, seat: int, target: int, count: int) -> Result:
    events: list[Event] = []
    for _ in range(count):
        state, card, more = draw_drink(state)
        events.extend(more)
        if card is None:
            break
        pile = (*state.seats[target].drink_me, card)
        state = update_seat(state, target, drink_me=pile)
        events.append(DrinkOrdered(seat=seat, target=target))
    return state, tuple(events)


@directive("end_turn")
def _end_turn(state: State, item: StackItem[Play], d: Directive) -> Result:
    return end_turn_early(state)


def end_turn_early(state: State) -> Result:
    """R-4.7: pending cards are discarded without effect, the round of gambling ends with its
    pot going to the Inn, and the rest of the turn is skipped."""
    items, stack = state.stack.unwind()
    state = replace(state, stack=stack, losses=(), window_kind="", contest=None)
    kept: list[Event] = []
    for pending in items:
        state, more = dispose(state, pending)
        kept.extend(more)
    if state.gambling is not None:
        g = state.gambling
        prizes = (*state.prizes, g.prize) if g.prize else state.prizes
        state = replace(state, inn=state.inn + g.pot, gambling=None, prizes=prizes)
        state = replace(state, inn_valuables=(*state.inn_valuables, *g.valuables))
        state = replace(state, picking_prize=False)
    events: list[Event] = [TurnEndedEarly(seat=state.active)]
    if items:
        events.append(CardsUnwound(cards=tuple(c for i in items for c in i.payload.parts)))
    events.extend(kept)
    return replace(state, phase="end", acted=True), tuple(events)

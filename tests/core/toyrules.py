"""The rules of Zapper, a toy game that exercises the core response stack and offers.

T-1 Setup: each seat has ``hp`` hit points and a hidden hand of ``hand_size`` cards dealt from
    the shuffled 28-card deck (``toyvalues.DECK``); seat 0 starts.
T-2 A turn opens with a start-of-turn window on an empty stack, where only Heal can be played
    (like the OOTS ruling A59 windows); once every seat passed, the active seat's main phase:
    play Zap cards, make at most one offer, then ``done`` (draw one card; the next living seat
    starts).
T-3 Zap N at a seat is pushed as an item counting as an "action" from the active seat; when it
    resolves, that seat loses N hp (never below 0) unless it Ignores the item.
T-4 A priority window opens after each push and after each resolution while items remain: the
    active seat first, then clockwise; seats without a legal response are skipped without being
    asked (RDI R-6.3, R-6.4). When every seat passed in succession the top item resolves.
T-5 Negate (any pending item) cancels it when the Negate resolves; negating a Negate lets the
    original resolve (R-6.5).
T-6 Ignore (a zap hitting you): you are unaffected; it still resolves (R-6.6).
T-7 Redirect (a zap hitting you) to another living seat; it keeps its source and type (R-6.8).
T-8 End Turn (anytime, with items pending): when it resolves, the turn ends early: every pending
    item is discarded without effect and the active seat draws nothing (variant
    ``draw_on_early_end``) (R-4.7). The next turn starts with an empty stack.
T-9 Heal (anytime, in any window): the player rolls a d3 and gains that many hp.
T-10 Offer: the active seat offers N hp (less than it has) for one card of a named kind to another
    living seat, at most once per turn; the recipient accepts (only if it holds such a card) or
    declines. Acceptance is binding: the terms execute at once and it cannot be withdrawn.
T-11 A seat at 0 hp is out and skipped; if the active seat drops to 0 its turn ends early (R-4.8).
    The game ends when at most one seat is alive or after ``turn_limit`` turns; the seats with
    the most hp win.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from dungeontable.core import (
    Action,
    DieRolled,
    Event,
    Offer,
    StackItem,
    clockwise,
)

from .toyvalues import (
    COUNTS_AS,
    DECK,
    ZAPS,
    Accept,
    CardDrawn,
    CardGiven,
    CardPlayed,
    Decline,
    Done,
    EndTurn,
    GameEnded,
    Heal,
    HpGained,
    HpLost,
    Ignore,
    ItemDiscarded,
    ItemResolved,
    MakeOffer,
    Negate,
    OfferMade,
    OfferSettled,
    Pass,
    Payload,
    PriorityPassed,
    Redirect,
    Terms,
    ToyState,
    TurnEnded,
    TurnStarted,
    Zap,
    ZapIgnored,
    ZapRedirected,
)

Events = list[Event]
Item = StackItem[Payload]


def full_deck() -> tuple[str, ...]:
    return tuple(card for card, copies in DECK for _ in range(copies))


def is_alive(state: ToyState, seat: int) -> bool:
    return state.hp[seat] > 0


def living(state: ToyState) -> tuple[int, ...]:
    return tuple(s for s in range(state.seats) if is_alive(state, s))


# --- who may do what -------------------------------------------------------------------------


def responses(state: ToyState, seat: int) -> list[Action]:
    """The cards ``seat`` may play in a priority window (T-5..T-9), in a stable order."""
    hand, items = state.hands[seat], state.stack.items
    out: list[Action] = [Heal()] if "heal" in hand else []
    if not items:
        return out
    if "negate" in hand:
        out += [Negate(i.uid) for i in items if not i.negated]
    hits = [i for i in items if i.payload.card in ZAPS and i.payload.target == seat]
    hits = [i for i in hits if not i.negated and i.affects(seat)]
    if "ignore" in hand:
        out += [Ignore(i.uid) for i in hits]
    if "redirect" in hand:
        others = [s for s in living(state) if s != seat]
        out += [Redirect(i.uid, to) for i in hits for to in others]
    if "end-turn" in hand:
        out.append(EndTurn())
    return out


def can_respond(state: ToyState) -> Callable[[int], bool]:
    return lambda seat: is_alive(state, seat) and bool(responses(state, seat))


def main_actions(state: ToyState) -> list[Action]:
    """T-2, T-3, T-10: zaps at other living seats, one offer per turn, then done."""
    me = state.active
    others = [s for s in living(state) if s != me]
    out: list[Action] = [
        Zap(int(card[3:]), t) for card in ZAPS if card in state.hands[me] for t in others
    ]
    if not state.offered:
        out += [
            MakeOffer(to, hp, want)
            for to in others
            for hp in (1, 2)
            if hp < state.hp[me]
            for want in ("negate", "heal")
        ]
    return [*out, Done()]


def offer_answers(state: ToyState) -> list[Action]:
    offer = state.offer
    assert offer is not None
    accept: list[Action] = [Accept(offer.uid)] if offer.terms.want in state.hands[offer.to] else []
    return [*accept, Decline(offer.uid)]


# --- changes ---------------------------------------------------------------------------------


def take(state: ToyState, seat: int, card: str) -> ToyState:
    hand = list(state.hands[seat])
    hand.remove(card)
    return replace(state, hands=_set(state.hands, seat, tuple(hand)))


def give(state: ToyState, seat: int, card: str) -> ToyState:
    hand = tuple(sorted((*state.hands[seat], card)))
    return replace(state, hands=_set(state.hands, seat, hand))


def _set(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*values[:index], value, *values[index + 1 :])


def change_hp(state: ToyState, seat: int, delta: int) -> ToyState:
    return replace(state, hp=_set(state.hp, seat, max(0, state.hp[seat] + delta)))


def push(state: ToyState, seat: int, payload: Payload, events: Events) -> ToyState:
    """A card goes on the stack; the window closes and ``settle`` opens a fresh one (T-4)."""
    state = take(state, seat, payload.card)
    counts_as = COUNTS_AS[payload.card]
    stack = state.stack.push(payload, source=seat, counts_as=counts_as, responds_to=payload.item)
    uid = stack.next_uid - 1
    events.append(CardPlayed(seat=seat, card=payload.card, item=uid, counts_as=counts_as))
    return replace(state, stack=stack)


def open_window(state: ToyState) -> ToyState:
    order = clockwise(state.active, state.seats, skip=lambda s: not is_alive(state, s))
    return replace(state, stack=state.stack.open_window(order, can_respond(state)))


def settle(state: ToyState, events: Events) -> ToyState:
    """Run everything that needs no decision: open windows, resolve items, close windows."""
    while state.phase != "over":
        stack = state.stack
        if stack.priority is not None:
            return state
        if stack.ready_to_resolve:
            state = resolve_top(state, events)
        elif stack.window is not None:  # the empty start-of-turn window closed (T-2)
            state = replace(state, stack=stack.close_window(), phase="main")
        elif not stack.is_empty or state.phase == "start":
            state = open_window(state)
        else:
            return state
    return state


def draw(state: ToyState, seat: int, events: Events) -> ToyState:
    if not state.deck:
        return state
    card, others = state.deck[0], tuple(s for s in range(state.seats) if s != seat)
    events.append(CardDrawn(seat=seat, card=card, to=(seat,)))
    events.append(CardDrawn(seat=seat, card=None, to=others))
    return give(replace(state, deck=state.deck[1:]), seat, card)


def discard_pending(state: ToyState, reason: str, events: Events) -> ToyState:
    pending, stack = state.stack.unwind()
    for item in pending:
        events.append(ItemDiscarded(item=item.uid, card=item.payload.card, reason=reason))
    cards = tuple(item.payload.card for item in pending)
    return replace(state, stack=stack, discard=state.discard + cards)


def end_turn(state: ToyState, early: bool, events: Events) -> ToyState:
    """T-2 and T-8 (R-4.7): pending items are discarded; the next living seat starts."""
    state = discard_pending(state, "turn ended", events)
    events.append(TurnEnded(seat=state.active, early=early))
    if is_alive(state, state.active) and (not early or state.options.draw_on_early_end):
        state = draw(state, state.active, events)
    turn = state.turn + 1
    if turn >= state.options.turn_limit:
        return game_over(state, "turn limit", events)
    nxt = next(s for s in clockwise(state.active + 1, state.seats) if is_alive(state, s))
    events.append(TurnStarted(seat=nxt, turn=turn))
    return replace(state, active=nxt, turn=turn, phase="start", offered=False)


def winners(state: ToyState) -> tuple[int, ...]:
    best = max(state.hp)
    return tuple(s for s in range(state.seats) if state.hp[s] == best)


def game_over(state: ToyState, reason: str, events: Events) -> ToyState:
    state = discard_pending(state, "game over", events)
    events.append(GameEnded(winners=winners(state), reason=reason))
    return replace(state, phase="over")


# --- resolution ------------------------------------------------------------------------------


def resolve_top(state: ToyState, events: Events) -> ToyState:
    """Pop the top item: a negated one is discarded without effect (R-6.5), else it resolves."""
    item, stack = state.stack.pop()
    card = item.payload.card
    state = replace(state, stack=stack, discard=(*state.discard, card))
    if item.negated:
        events.append(ItemDiscarded(item=item.uid, card=card, reason="negated"))
        return state
    events.append(ItemResolved(item=item.uid, card=card))
    if card == "end-turn":
        return end_turn(state, True, events)
    state = EFFECTS[card](state, item, events)
    if len(living(state)) <= 1:
        return game_over(state, "last seat standing", events)
    if not is_alive(state, state.active):
        return end_turn(state, True, events)
    return state


def resolve_zap(state: ToyState, item: Item, events: Events) -> ToyState:
    target = item.payload.target
    assert target is not None
    if not is_alive(state, target):
        return state
    if not item.affects(target):
        events.append(ZapIgnored(seat=target, item=item.uid))
        return state
    lost = min(item.payload.amount, state.hp[target])
    events.append(
        HpLost(
            seat=target, amount=lost, source=item.source, counts_as=item.counts_as, item=item.uid
        )
    )
    return change_hp(state, target, -lost)


def resolve_heal(state: ToyState, item: Item, events: Events) -> ToyState:
    seat = item.source
    assert seat is not None
    face, rng = state.rng.roll(3)
    events.append(DieRolled(seat=seat, purpose="heal", sides=3, value=face))
    events.append(HpGained(seat=seat, amount=face))
    return change_hp(replace(state, rng=rng), seat, face)


def resolve_negate(state: ToyState, item: Item, events: Events) -> ToyState:
    assert item.payload.item is not None
    return replace(state, stack=state.stack.negate(item.payload.item))


def resolve_ignore(state: ToyState, item: Item, events: Events) -> ToyState:
    assert item.payload.item is not None and item.source is not None
    return replace(state, stack=state.stack.ignore(item.payload.item, item.source))


def resolve_redirect(state: ToyState, item: Item, events: Events) -> ToyState:
    uid, to = item.payload.item, item.payload.target
    assert uid is not None and to is not None
    moved = replace(state.stack.find(uid).payload, target=to)
    events.append(ZapRedirected(item=uid, target=to))
    return replace(state, stack=state.stack.replace_payload(uid, moved))


EFFECTS: dict[str, Callable[[ToyState, Item, Events], ToyState]] = {
    "zap1": resolve_zap,
    "zap2": resolve_zap,
    "zap3": resolve_zap,
    "heal": resolve_heal,
    "negate": resolve_negate,
    "ignore": resolve_ignore,
    "redirect": resolve_redirect,
}

# --- actions ---------------------------------------------------------------------------------


def act(state: ToyState, action: Action, events: Events) -> ToyState:
    """Apply one legal action (before ``settle``)."""
    seat = state.stack.priority
    if isinstance(action, Zap):
        payload = Payload(f"zap{action.amount}", action.amount, target=action.target)
        return push(state, state.active, payload, events)
    if isinstance(action, Pass):
        assert seat is not None
        events.append(PriorityPassed(seat=seat))
        return replace(state, stack=state.stack.pass_priority(can_respond(state)))
    if isinstance(action, Done):
        return end_turn(state, False, events)
    if isinstance(action, MakeOffer | Accept | Decline):
        return act_offer(state, action, events)
    assert seat is not None
    return push(state, seat, response_payload(action, seat), events)


def response_payload(action: Action, seat: int) -> Payload:
    if isinstance(action, Heal):
        return Payload("heal", target=seat)
    if isinstance(action, Negate):
        return Payload("negate", item=action.item)
    if isinstance(action, Ignore):
        return Payload("ignore", item=action.item, target=seat)
    if isinstance(action, Redirect):
        return Payload("redirect", item=action.item, target=action.to)
    assert isinstance(action, EndTurn)
    return Payload("end-turn")


def act_offer(state: ToyState, action: Action, events: Events) -> ToyState:
    """T-10: make an offer, or answer it; acceptance executes the terms at once."""
    if isinstance(action, MakeOffer):
        uid = len(state.offers) + 1
        offer = Offer(uid, state.active, action.to, Terms(action.hp, action.want))
        events.append(
            OfferMade(offer=uid, by=offer.by, recipient=offer.to, hp=action.hp, want=action.want)
        )
        return replace(state, offer=offer, offered=True)
    current = state.offer
    assert current is not None
    if isinstance(action, Accept):
        settled = current.accept(current.to)
        state = change_hp(state, settled.by, -settled.terms.hp)
        state = change_hp(state, settled.to, settled.terms.hp)
        state = give(take(state, settled.to, settled.terms.want), settled.by, settled.terms.want)
        events.append(CardGiven(by=settled.to, recipient=settled.by, card=settled.terms.want))
    else:
        settled = current.decline(current.to)
    events.append(OfferSettled(offer=settled.uid, status=settled.status))
    return replace(state, offer=None, offers=(*state.offers, settled))

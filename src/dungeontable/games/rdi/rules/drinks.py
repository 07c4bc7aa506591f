"""Drinks (R-7): ordering (R-4.4), the Drink phase (R-4.5), Chasers (R-7.3), Drink Events
(R-7.6: Round on the House, Drinking Contest, house events)."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event, StackItem

from ..content import catalog
from ..effects import Directive
from ..events import ContestTied, ContestWon, DrinkRevealed, GoldPaid, Redirected, SoberedUp
from ..sides import sides
from ..state import Contest, Play, Result, State, owe, update_seat
from ..table import discard_cards, draw_drink, gold_gained
from ..windows import push_pseudo


def _is_drink(state: State, card: str) -> bool:
    return bool(catalog(state)[card].type == "drink")


def with_chasers(state: State, first: str, pile: int | None) -> tuple[State, tuple[str, ...]]:
    """R-7.3: a Drink with a Chaser adds the next card of the same source (``pile`` = a seat's
    Drink Me! pile, ``None`` = the Drink Deck); an Event stops the chain, discarded without
    effect; an empty source stops it too."""
    parts = [first]
    cat = catalog(state)
    while cat[parts[-1]].chaser:
        state, card = _next_card(state, pile)
        if card is None:
            break
        if not _is_drink(state, card):
            state = discard_cards(state, -1, (card,))
            break
        parts.append(card)
    return state, tuple(parts)


def _next_card(state: State, pile: int | None) -> tuple[State, str | None]:
    if pile is None:
        state, card, _ = draw_drink(state)
        return state, card
    drink_me = state.seats[pile].drink_me
    if not drink_me:
        return state, None
    return update_seat(state, pile, drink_me=drink_me[:-1]), drink_me[-1]


def drink_phase(state: State) -> Result:
    """R-4.5: reveal your top Drink Me! card; an empty pile sobers you up by 1."""
    seat = state.active
    state = replace(state, acted=True)
    drink_me = state.seats[seat].drink_me
    if not drink_me:
        alcohol = max(0, state.seats[seat].alcohol - 1)
        return update_seat(state, seat, alcohol=alcohol), (SoberedUp(seat=seat),)
    card = drink_me[-1]
    state = update_seat(state, seat, drink_me=drink_me[:-1])
    if not _is_drink(state, card):
        state = push_pseudo(
            state, Play("event", card=card, parts=(card,), seat=seat), "drink_event"
        )
        return state, (DrinkRevealed(seat=seat, cards=(card,), purpose="event"),)
    state, parts = with_chasers(state, card, seat)
    play = Play("drink", card=card, parts=parts, seat=seat, drinker=seat)
    return push_pseudo(state, play, "drink"), (DrinkRevealed(seat=seat, cards=parts),)


def round_on_the_house(state: State, item: StackItem[Play], d: Directive) -> Result:
    """R-7.6.1: reveal Drink Deck cards until a Drink (Events discarded); every living player
    drinks an independent copy, each with its own window (active player first). With no Drink
    left in the Drink Deck or its discard pile nothing is drunk (fixed in code)."""
    events: list[Event] = []
    while True:
        state, card, more = draw_drink(state)
        events.extend(more)
        if card is None:
            return state, tuple(events)
        if _is_drink(state, card):
            break
        state = discard_cards(state, -1, (card,))
        if not _drinks_left(state):  # R-7.6.1 (fixed in code): no Drink to turn up, no round
            return state, tuple(events)
    state, parts = with_chasers(state, card, None)
    events.append(DrinkRevealed(seat=state.active, cards=parts, purpose="round"))
    order = state.clockwise_from(state.active)
    for seat in reversed(order):
        play = Play("drink", card=card, parts=parts, seat=seat, drinker=seat, copy=seat != order[0])
        state = push_pseudo(state, play, "drink")
    return state, tuple(events)


def drinking_contest(state: State, item: StackItem[Play], d: Directive) -> Result:
    living = state.clockwise_from(state.active)
    return contest_round(state, living, living)


def contest_round(state: State, leaders: tuple[int, ...], payers: tuple[int, ...]) -> Result:
    """R-7.6.2: each contender reveals a Drink Deck card (Chasers add); highest printed Alcohol
    wins 1 Gold from every other player; then everyone drinks what they revealed. Tied
    leaders go again after drinking."""
    cat = catalog(state)
    events: list[Event] = []
    reveals: list[tuple[int, tuple[str, ...], int]] = []
    for seat in leaders:
        state, card, more = draw_drink(state)
        events.extend(more)
        if card is None:
            reveals.append((seat, (), 0))
            continue
        if not _is_drink(state, card):
            state = discard_cards(state, -1, (card,))
            reveals.append((seat, (), state.options.contest_event_scores))
            events.append(DrinkRevealed(seat=seat, cards=(card,), purpose="contest"))
            continue
        state, parts = with_chasers(state, card, None)
        reveals.append((seat, parts, sum(cat[c].alcohol for c in parts)))
        events.append(DrinkRevealed(seat=seat, cards=parts, purpose="contest"))
    best = max(score for _, _, score in reveals)
    top = tuple(seat for seat, _, score in reveals if score == best)
    if len(top) > 1 and not any(parts for _, parts, _ in reveals) and not _drinks_left(state):
        # R-7.6.2 (fixed in code): a tie with no Drink left to reveal ends with no winner
        events.append(ContestTied(seats=top, score=best))
        return replace(state, contest=None), tuple(events)
    if len(top) == 1:
        state, paid = pay_winner(state, top[0], payers)
        events.append(ContestWon(seat=top[0], score=best))
        events.extend(paid)
        state = replace(state, contest=None)
    else:
        events.append(ContestTied(seats=top, score=best))
        state = replace(state, contest=Contest(top, payers))
    for seat, parts, _ in reversed(reveals):
        if parts:
            play = Play("drink", card=parts[0], parts=parts, seat=seat, drinker=seat)
            state = push_pseudo(state, play, "drink")
    return state, tuple(events)


def _drinks_left(state: State) -> bool:
    """Whether a Drink is still in the Drink Deck or its discard pile (a tie may go on)."""
    return any(_is_drink(state, c) for c in (*state.drink_deck, *state.drink_discard))


def pay_winner(state: State, winner: int, payers: tuple[int, ...]) -> Result:
    """R-7.6.2: every other player pays the winner 1 Gold; then the mechanics' hook
    ``gold_gained`` (``contest``: one gain per player who paid, e.g. Erin's Raven, 002 L291)."""
    events: list[Event] = []
    gains: list[int] = []
    folds = sides(state)  # shared_hits: a side pays once, and never to itself
    paid_for = {folds[winner]} if folds is not None else set()
    for seat in payers:
        if seat == winner or not state.seats[seat].alive:
            continue
        if folds is not None:
            if folds[seat] in paid_for:
                continue
            paid_for.add(folds[seat])
        if state.seats[seat].valuables:  # the payer chooses what to hand over
            state = owe(state, seat, winner, 1)
            gains.append(1)
            continue
        paid = min(1, state.seats[seat].gold)
        if paid:
            state = update_seat(state, seat, gold=state.seats[seat].gold - paid)
            state = update_seat(state, winner, gold=state.seats[winner].gold + paid)
            events.append(GoldPaid(payer=seat, payee=winner, amount=paid))
            gains.append(paid)
    state, more = gold_gained(state, winner, tuple(gains), "contest")
    return state, (*events, *more)


def continue_contest(state: State) -> Result:
    """After a tied round's drinks: survivors go again; a lone survivor wins (R-7.6.2)."""
    assert state.contest is not None
    alive = tuple(s for s in state.contest.leaders if state.seats[s].alive)
    payers = state.contest.payers
    state = replace(state, contest=None)
    if not alive:
        return state, ()
    if len(alive) == 1:
        state, paid = pay_winner(state, alive[0], payers)
        return state, (ContestWon(seat=alive[0], score=0), *paid)
    return contest_round(state, alive, payers)


def pass_drink(state: State, item: StackItem[Play], d: Directive) -> Result:
    """R-7.5: the pending Drink goes to another player (who may answer it in turn)."""
    target = next((i for i in state.stack.items if i.uid == item.payload.target_item), None)
    if target is None or target.negated:
        return state, ()
    new = replace(target.payload, drinker=item.payload.target)
    stack = state.stack.replace_payload(target.uid, new)
    return replace(state, stack=stack), (Redirected(uid=target.uid, target=item.payload.target),)


def split_drink(state: State, item: StackItem[Play], d: Directive) -> Result:
    """R-7.5: two independent Drinks, each with every number halved (rounding up)."""
    target = next((i for i in state.stack.items if i.uid == item.payload.target_item), None)
    if target is None or target.negated:
        return state, ()
    whole = target.payload
    half = replace(whole, halves=whole.halves + 1, delta=_halved_delta(state, whole, whole.drinker))
    state = replace(state, stack=state.stack.replace_payload(target.uid, half))
    to = item.payload.target
    other = replace(half, drinker=to, seat=to, copy=True, delta=_halved_delta(state, whole, to))
    return push_pseudo(state, other, "drink"), (Redirected(uid=target.uid, target=other.drinker),)


def _halved_delta(state: State, whole: Play, drinker: int) -> int:
    """The whole-card modifier of one half (R-7.5: every number of the *whole* Drink is halved,
    its modifiers so far included; 002 L1162: a Mix-in's Alcohol is split with it). The pipeline
    halves the printed Alcohol and adds ``delta`` after: the half's ``delta`` is what makes the
    sum the halved Alcohol of the whole, read for that half's drinker (race alternatives)."""
    if not whole.delta:
        return 0
    cat = catalog(state)
    race = state.seats[drinker].race if drinker >= 0 else ""
    printed: int = sum(cat[c].race.get(race, cat[c].alcohol) for c in whole.parts)
    for _ in range(whole.halves):
        printed = -(-printed // 2)
    now = printed + whole.delta
    if state.options.sign_flip != "allowed":
        now = max(0, now)
    return -(-now // 2) - -(-printed // 2)


def convert_drink(state: State, item: StackItem[Play], d: Directive) -> Result:
    target = next((i for i in state.stack.items if i.uid == item.payload.target_item), None)
    if target is None or target.negated:
        return state, ()
    new = replace(target.payload, converted=True)
    return replace(state, stack=state.stack.replace_payload(target.uid, new)), ()


def force_drink(state: State, item: StackItem[Play], d: Directive) -> Result:
    """The chosen player reveals and drinks the top of their Drink Me! pile now."""
    return drink_now(state, item.payload.target)


def everyone_drinks(state: State, item: StackItem[Play], d: Directive) -> Result:
    events: list[Event] = []
    for seat in reversed(state.clockwise_from(d.seat)[1:]):  # the next player drinks first
        state, more = drink_now(state, seat)
        events.extend(more)
    return state, tuple(events)


def drink_now(state: State, seat: int) -> Result:
    pile = state.seats[seat].drink_me if seat >= 0 else ()
    if not pile or not _is_drink(state, pile[-1]):
        return state, ()
    state = update_seat(state, seat, drink_me=pile[:-1])
    state, parts = with_chasers(state, pile[-1], seat)
    play = Play("drink", card=parts[0], parts=parts, seat=seat, drinker=seat)
    return push_pseudo(state, play, "drink"), (DrinkRevealed(seat=seat, cards=parts),)

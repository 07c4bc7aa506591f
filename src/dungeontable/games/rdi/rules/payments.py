"""Gold-equivalents and the payer's choice (R-9.2, R-3.5, R-10.2).

A Gold-equivalent (a ``valuable`` card in ``Seat.valuables``: an Artifact, a ringed finger, a
house trinket) is worth 1 Gold for every rule: paying, anteing, being broke (R-10.2) and the Gold
split when its holder leaves (R-10.4). Taking one from a player affects their Gold (R-3.5: the
preview counts it). Gold gained "from the Inn" is real Gold (``gain_gold``); a card that says
otherwise gives a Gold-equivalent (``gain_valuable``).

When a payer holds Gold-equivalents, a payment does not move Gold at once: it becomes a
``Debt`` and the payer chooses, one Gold at a time, what to hand over (a ``PayWith`` decision;
``""`` = real Gold; ``state.owe`` queues it). With only one kind of thing to give, it is paid
without asking. A payer without Gold-equivalents pays at once as before. The payee receives
exactly what was handed over: a seat keeps the Gold-equivalent, the Inn takes it out of play
(``State.inn_valuables``), the pot holds it for the round's winner.
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event, StackItem

from ..effects import Directive
from ..events import GoldPaid, ValuablePaid
from ..state import Play, Result, State, update_seat
from ..table import receive_one, valuable_left, valuable_paid


def pay_choices(state: State) -> tuple[str, ...]:
    """What the first debtor may hand over now: ``""`` (a Gold) and each distinct valuable."""
    debt = state.debts[0]
    seat = state.seats[debt.payer]
    return (*(("",) if seat.gold > 0 else ()), *sorted(set(seat.valuables)))


def pay_one(state: State, what: str) -> Result:
    """The first debtor hands over one Gold (``""``) or the valuable ``what``."""
    debt, rest = state.debts[0], state.debts[1:]
    seat = state.seats[debt.payer]
    if what:
        left = list(seat.valuables)
        left.remove(what)
        state = update_seat(state, debt.payer, valuables=tuple(left))
        state = valuable_left(state, debt.payer, what)
    else:
        state = update_seat(state, debt.payer, gold=seat.gold - 1)
    state = receive_one(state, debt.payee, what)
    if debt.amount > 1:
        rest = (replace(debt, amount=debt.amount - 1), *rest)
    event: Event = (
        ValuablePaid(payer=debt.payer, payee=debt.payee, card=what)
        if what
        else GoldPaid(payer=debt.payer, payee=debt.payee, amount=1)
    )
    state = replace(state, debts=rest)
    if not what:
        return state, (event,)
    state, more = valuable_paid(state, debt.payer, debt.payee, what)  # e.g. Keet's look, L634
    return state, (event, *more)


def settle_debts(state: State) -> Result | None:
    """Pay what needs no choice; ``None`` when the first debtor must choose (a decision)."""
    events: list[Event] = []
    while state.debts:
        choices = pay_choices(state)
        if not choices:  # nothing left to give: the rest is not paid
            state = replace(state, debts=state.debts[1:])
            continue
        if len(choices) > 1:
            break
        state, more = pay_one(state, choices[0])
        events.extend(more)
    if state.debts and not events:
        return None
    return state, tuple(events)


def gain_valuable(state: State, item: StackItem[Play], d: Directive) -> Result:
    """A card that gives a Gold-equivalent instead of Gold (R-9.2)."""
    s = state.seats[d.seat]
    return update_seat(state, d.seat, valuables=(*s.valuables, d.what)), ()

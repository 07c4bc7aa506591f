"""Reading a seat's mechanic value: the stored one, or the initial one if none was stored yet
(a position built without ``setup``, R-2.5). A mechanic's hooks run only for the seats whose
character uses it (``content.mechanics_of``), so they never ask about other seats."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from dungeontable.core import Event

from ..events import GoldPaid, StatChanged
from ..hooks import extra_of
from ..state import Seat, SeatExtra, State

E = TypeVar("E", bound=SeatExtra)


def value_of(state: State, seat: int, cls: type[E], initial: Callable[[], E]) -> E:
    """The seat's ``cls`` value, or ``initial()`` if none is stored."""
    return extra_of(state, seat, cls) or initial()


def paid(before: Seat, after: Seat, seat: int) -> tuple[Event, ...]:
    """What a direct payment (a Heat penalty, an atonement) moved, told as every other change
    is: ``stat-changed`` for Alcohol and Fortitude (the real amount: a stat stops at 0 and 20),
    ``gold-paid`` to the Inn for Gold taken from the purse (a payment with Gold-equivalents is
    asked and told as it is made)."""
    told: list[Event] = [
        StatChanged(seat=seat, stat=stat, amount=now - was, value=now)
        for stat, was, now in (
            ("alcohol", before.alcohol, after.alcohol),
            ("fortitude", before.fortitude, after.fortitude),
        )
        if now != was
    ]
    if after.gold < before.gold:
        told.append(GoldPaid(payer=seat, payee=THE_INN, amount=before.gold - after.gold))
    return tuple(told)


THE_INN = -1
"""``GoldPaid.payee`` of the Inn."""

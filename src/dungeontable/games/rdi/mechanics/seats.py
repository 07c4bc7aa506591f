"""Reading a seat's mechanic value: the stored one, or the initial one if none was stored yet
(a position built without ``setup``, R-2.5). A mechanic's hooks run only for the seats whose
character uses it (``content.mechanics_of``), so they never ask about other seats."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from ..hooks import extra_of
from ..state import SeatExtra, State

E = TypeVar("E", bound=SeatExtra)


def value_of(state: State, seat: int, cls: type[E], initial: Callable[[], E]) -> E:
    """The seat's ``cls`` value, or ``initial()`` if none is stored."""
    return extra_of(state, seat, cls) or initial()

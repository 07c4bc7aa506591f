"""Reading a seat's mechanic value: the stored one, or the initial one if the seat's character
uses the mechanic but no value was stored yet (a position built without ``setup``, R-2.5)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from .. import hooks
from ..state import SeatExtra, State

E = TypeVar("E", bound=SeatExtra)


def uses(state: State, seat: int, mechanic: str) -> bool:
    """Whether ``seat``'s character has the ``mechanic`` family (hooks ``modules``)."""
    if not 0 <= seat < len(state.seats):
        return False
    character = hooks.characters_of(state).get(state.seats[seat].character)
    return character is not None and mechanic in character.modules


def value_of(
    state: State, seat: int, mechanic: str, cls: type[E], initial: Callable[[], E]
) -> E | None:
    """The seat's ``cls`` value; ``initial()`` if it uses ``mechanic`` without one; else None."""
    if not uses(state, seat, mechanic):
        return None
    return hooks.extra_of(state, seat, cls) or initial()

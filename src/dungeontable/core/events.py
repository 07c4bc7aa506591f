"""Events: past-tense facts with visibility, emitted by ``apply`` for UIs, logs and replays."""

from __future__ import annotations

import inspect
from collections.abc import Iterable
from typing import Any

from .values import Value


class Event(Value, frozen=True, kw_only=True):
    """Base of every game's events.

    ``to`` is the set of seats that may see the event; ``None`` means everyone, spectators
    included. A private fact (a card drawn) is emitted twice: the full event to its owner, and a
    redacted one (``to`` = the other seats) to everyone else.
    """

    to: tuple[int, ...] | None = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Refuse a subclass field named ``to``: it would silently replace the visibility."""
        super().__init_subclass__(**kwargs)
        if "to" in inspect.get_annotations(cls):
            raise TypeError(
                f"{cls.__name__}: an event field may not be named 'to' (it is the event's "
                "visibility, the seats that may see it); call it e.g. 'target' or 'to_seat'"
            )

    def describe(self) -> str:
        """Plain-language text; games override it for their events."""
        return self.to_text()


def is_visible(event: Event, seat: int | None) -> bool:
    """Whether ``seat`` (``None`` = spectator) may see ``event``."""
    return event.to is None or (seat is not None and seat in event.to)


def events_for(events: Iterable[Event], seat: int | None) -> tuple[Event, ...]:
    """The events a seat (or a spectator, ``seat=None``) may see, in order."""
    return tuple(e for e in events if is_visible(e, seat))


class DieRolled(Event, frozen=True, kw_only=True):
    """A die was rolled; ``purpose`` says why (``attack``, ``flee``, ...)."""

    seat: int | None
    purpose: str
    sides: int
    value: int

    def describe(self) -> str:
        who = "the game" if self.seat is None else f"seat {self.seat}"
        return f"{who} rolled a d{self.sides} for {self.purpose}: {self.value}"


class DeckShuffled(Event, frozen=True, kw_only=True):
    """A deck was shuffled; the new order is hidden from everyone."""

    deck: str
    size: int

    def describe(self) -> str:
        return f"the {self.deck} deck was shuffled ({self.size} cards)"

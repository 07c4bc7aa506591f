"""The response stack and its priority windows: a core mechanism shared by every game.

A game pushes pending effects (cards or pseudo-cards) onto a LIFO stack. A priority *window*
asks seats in a given order whether they respond; a seat with no legal response is skipped
without being asked (the game supplies the ``can_respond`` predicate). A response pushes a new
item and opens a fresh window. When every seat of the window has passed in succession, the top
item is popped for the game to resolve; the game then reopens a window if items remain.

Generic operations on pending items:

- **negate**: the item is cancelled for everyone; it is popped without effect. Negation is marked
  when the negating item *resolves*, so negating a Negate lets the original resolve (LIFO).
- **ignore**: one seat is unaffected by the item; it still resolves for everyone else.
- **redirect / modify**: the game replaces an item's payload (``replace_payload``) keeping its
  ``source`` and ``counts_as`` provenance.
- **unwind**: a turn that ends early discards every pending item (``unwind`` returns them so the
  game can move the cards to their discard piles).

A window may also open on an empty stack, at the fixed points where a game lets players act
(OOTS ruling A59: start of turn, before a roll...; RDI R-6.9 hit-back, R-10.3 last chance). When
everyone has passed such a window, nothing pops; the game calls ``close_window`` and goes on.

Every item records provenance: the seat it counts as coming from (or ``None``) and the card type
it counts as (``counts_as``), as Red Dragon Inn's rules require.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

import msgspec

P = TypeVar("P")


class StackError(ValueError):
    """An operation on the stack that does not make sense (no such item, no open window)."""


class StackItem(msgspec.Struct, Generic[P], frozen=True):
    """One pending effect.

    Attributes:
        uid: identity of the item within this stack's life.
        source: the seat the effect counts as coming from, or ``None`` for no player.
        counts_as: the card type it counts as (``"action"``, ``"sometimes"``, ``"screw-this"``...).
        payload: the game's description of the effect (a frozen value).
        responds_to: uid of the item this one answers, if any.
        negated: set when a Negate aimed at this item resolved; the item then does nothing.
        ignored_by: seats that Ignore this item (it does not affect them).
        flags: game-defined markers, e.g. ``"unnegatable"``, ``"unignorable"``.
    """

    uid: int
    source: int | None
    counts_as: str
    payload: P
    responds_to: int | None = None
    negated: bool = False
    ignored_by: tuple[int, ...] = ()
    flags: tuple[str, ...] = ()

    def affects(self, seat: int) -> bool:
        """False if ``seat`` Ignores this item."""
        return seat not in self.ignored_by


class Window(msgspec.Struct, frozen=True, gc=False):
    """A priority window: seats asked in ``order``; ``cursor`` has priority; ``passes`` so far."""

    order: tuple[int, ...]
    cursor: int = 0
    passes: int = 0

    @property
    def closed(self) -> bool:
        return self.passes >= len(self.order)

    @property
    def seat(self) -> int | None:
        return None if self.closed else self.order[self.cursor]


class ResponseStack(msgspec.Struct, Generic[P], frozen=True):
    """The pending items (bottom first) and the open priority window, if any."""

    items: tuple[StackItem[P], ...] = ()
    window: Window | None = None
    next_uid: int = 1

    # --- reading -------------------------------------------------------------------------------

    @property
    def is_empty(self) -> bool:
        return not self.items

    @property
    def top(self) -> StackItem[P] | None:
        return self.items[-1] if self.items else None

    @property
    def priority(self) -> int | None:
        """The seat that must respond or pass now, or ``None`` (no window, or it closed)."""
        return None if self.window is None else self.window.seat

    @property
    def ready_to_resolve(self) -> bool:
        """Every seat passed in succession: the top item resolves next."""
        return bool(self.items) and self.window is not None and self.window.closed

    def find(self, uid: int) -> StackItem[P]:
        for item in self.items:
            if item.uid == uid:
                return item
        raise StackError(f"no pending item #{uid} on the stack")

    # --- changing ------------------------------------------------------------------------------

    def push(
        self,
        payload: P,
        *,
        source: int | None,
        counts_as: str,
        responds_to: int | None = None,
        flags: tuple[str, ...] = (),
    ) -> ResponseStack[P]:
        """Put a new pending item on top. The window is closed; call ``open_window`` next."""
        if responds_to is not None:
            self.find(responds_to)
        item = StackItem(self.next_uid, source, counts_as, payload, responds_to, flags=flags)
        return ResponseStack((*self.items, item), None, self.next_uid + 1)

    def open_window(
        self, order: Sequence[int], can_respond: Callable[[int], bool]
    ) -> ResponseStack[P]:
        """Open a window asking ``order`` in turn, skipping seats with no legal response."""
        return self._skip(Window(tuple(order)), can_respond)

    def pass_priority(self, can_respond: Callable[[int], bool]) -> ResponseStack[P]:
        """The seat with priority passes; priority moves on (skipping seats that cannot respond)."""
        window = self.window
        if window is None or window.closed:
            raise StackError("no seat has priority: there is no open window")
        moved = Window(window.order, (window.cursor + 1) % len(window.order), window.passes + 1)
        return self._skip(moved, can_respond)

    def close_window(self) -> ResponseStack[P]:
        """Forget a window everyone passed. Needed for windows on an empty stack (OOTS ruling
        A59's "start of turn", RDI R-6.9's hit-back chance), where nothing pops to close it."""
        if self.window is not None and not self.window.closed:
            raise StackError(f"seat {self.window.seat} still has priority; the window is open")
        return ResponseStack(self.items, None, self.next_uid)

    def _skip(self, window: Window, can_respond: Callable[[int], bool]) -> ResponseStack[P]:
        order, cursor, passes = window.order, window.cursor, window.passes
        while passes < len(order) and not can_respond(order[cursor]):
            cursor = (cursor + 1) % len(order)
            passes += 1
        return ResponseStack(self.items, Window(order, cursor, passes), self.next_uid)

    def pop(self) -> tuple[StackItem[P], ResponseStack[P]]:
        """Remove the top item for the game to resolve (or discard, if negated)."""
        if not self.items:
            raise StackError("the stack is empty")
        return self.items[-1], ResponseStack(self.items[:-1], None, self.next_uid)

    def _update(self, uid: int, **changes: object) -> ResponseStack[P]:
        self.find(uid)
        items = tuple(
            msgspec.structs.replace(item, **changes) if item.uid == uid else item
            for item in self.items
        )
        return ResponseStack(items, self.window, self.next_uid)

    def negate(self, uid: int) -> ResponseStack[P]:
        """Cancel item ``uid`` for everyone (it will be popped without effect)."""
        if "unnegatable" in self.find(uid).flags:
            raise StackError(f"item #{uid} cannot be negated")
        return self._update(uid, negated=True)

    def ignore(self, uid: int, seat: int) -> ResponseStack[P]:
        """Seat ``seat`` is unaffected by item ``uid``; it still resolves for the others."""
        item = self.find(uid)
        if "unignorable" in item.flags:
            raise StackError(f"item #{uid} cannot be ignored")
        if seat in item.ignored_by:
            return self
        return self._update(uid, ignored_by=(*item.ignored_by, seat))

    def replace_payload(self, uid: int, payload: P) -> ResponseStack[P]:
        """Modify or redirect item ``uid``; its provenance (source, counts_as) is kept."""
        return self._update(uid, payload=payload)

    def unwind(self) -> tuple[tuple[StackItem[P], ...], ResponseStack[P]]:
        """Discard every pending item (a turn ended early); returns them top first."""
        return tuple(reversed(self.items)), ResponseStack((), None, self.next_uid)


def clockwise(start: int, seats: int, skip: Callable[[int], bool] | None = None) -> tuple[int, ...]:
    """Seats ``start, start+1, ...`` around the table, leaving out those ``skip`` marks."""
    order = [(start + i) % seats for i in range(seats)]
    return tuple(s for s in order if skip is None or not skip(s))

"""Actions: the answers a seat gives to a decision. Imperative names (``MoveTo``, ``Pass``)."""

from __future__ import annotations

from .values import Value


class Action(Value, frozen=True):
    """Base of every game's actions. Fields are the action's arguments."""


class IllegalAction(Exception):
    """Raised by ``Game.apply`` for an action that is not legal now; the state is unchanged.

    The message says what was wrong and what is allowed.
    """

    def __init__(self, reason: str, allowed: tuple[str, ...] = ()) -> None:
        self.reason = reason
        self.allowed = allowed
        message = reason
        if allowed:
            shown = "; ".join(allowed[:12])
            more = f" (and {len(allowed) - 12} more)" if len(allowed) > 12 else ""
            message = f"{reason}. Allowed now: {shown}{more}"
        super().__init__(message)

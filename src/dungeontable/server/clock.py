"""Optional turn timers: N seconds per decision plus a per-seat time bank, and an expiry policy.

A match created with ``timer: {seconds, bank, expiry}`` gives each human decision ``seconds``;
time used beyond that is taken from the seat's bank. When both are spent, the expiry policy
applies. Bots are never timed.

Expiry policies
---------------
``bot-plays`` (the only one, and the default): the server plays that one decision for the seat
with the game's ``heuristic`` bot when it has one, else the ``random`` bot; the action is logged
with actor ``timeout`` and everyone sees a ``turn-timed-out`` event before its events. The seat's
bank is then empty, so each later decision has ``seconds`` only; the seat keeps its place.

Clocks use the server's monotonic clock, never the game state. Banks are stored with the match
when they change; after a restart the pending decision's clock starts again from its full time.
"""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import Callable
from typing import Any, NamedTuple

from .live import LiveMatch
from .store import TimerSpec

EXPIRY_POLICIES = ("bot-plays",)
MAX_SECONDS = 24 * 3600.0


def check_timer(spec: TimerSpec) -> None:
    """Refuse a timer that cannot work, with a reason (every number finite and at most a day)."""
    for field in ("seconds", "bank"):
        value = getattr(spec, field)
        if not math.isfinite(value) or value > MAX_SECONDS:
            raise ValueError(f"timer {field} must be a number of seconds up to {MAX_SECONDS:g}")
    if spec.seconds <= 0:
        raise ValueError(f"timer seconds must be positive, got {spec.seconds}")
    if spec.bank < 0:
        raise ValueError(f"timer bank cannot be negative, got {spec.bank}")
    if spec.expiry not in EXPIRY_POLICIES:
        raise ValueError(
            f"unknown timer expiry policy {spec.expiry!r}; known: {', '.join(EXPIRY_POLICIES)}"
        )


def banks_of(match: LiveMatch) -> list[float]:
    timer = match.row.timer
    if timer is None:
        return []
    if match.row.banks is None:
        match.row.banks = [timer.bank] * len(match.row.seats)
    return match.row.banks


class Running(NamedTuple):
    seat: int
    version: int
    started: float
    deadline: float
    handle: asyncio.TimerHandle


Expire = Callable[[LiveMatch, int, int], None]
"""Called on expiry with the match, the seat and the version whose decision timed out."""


class Clocks:
    """The running turn clock of every timed match."""

    def __init__(self, expire: Expire) -> None:
        self._expire = expire
        self._running: dict[str, Running] = {}

    def start(self, match: LiveMatch, seat: int) -> None:
        """Start ``seat``'s clock for the match's current decision (once per version)."""
        timer = match.row.timer
        current = self._running.get(match.id)
        if timer is None or (current is not None and current.version == match.version):
            return
        self.stop(match)
        now = time.monotonic()
        deadline = now + timer.seconds + banks_of(match)[seat]
        loop = asyncio.get_running_loop()
        handle = loop.call_later(deadline - now, self._expire, match, seat, match.version)
        self._running[match.id] = Running(seat, match.version, now, deadline, handle)

    def stop(self, match: LiveMatch) -> None:
        current = self._running.pop(match.id, None)
        if current is not None:
            current.handle.cancel()

    def settle(self, match: LiveMatch, seat: int) -> bool:
        """Stop the clock as ``seat`` acts; charge time over ``seconds`` to its bank.

        Returns whether the bank changed (so it must be stored).
        """
        current = self._running.get(match.id)
        timer = match.row.timer
        if current is None or timer is None or current.seat != seat:
            return False
        self.stop(match)
        over = time.monotonic() - current.started - timer.seconds
        if over <= 0:
            return False
        banks = banks_of(match)
        banks[seat] = round(max(0.0, banks[seat] - over), 3)
        return True

    def exhaust(self, match: LiveMatch, seat: int) -> None:
        """A timed-out seat's bank is spent."""
        self._running.pop(match.id, None)
        banks_of(match)[seat] = 0.0

    def info(self, match: LiveMatch) -> dict[str, Any] | None:
        """The clock part of an update: who is timed, seconds left, every seat's bank."""
        timer = match.row.timer
        if timer is None:
            return None
        current = self._running.get(match.id)
        remaining = None
        seat = None
        if current is not None and current.version == match.version:
            seat = current.seat
            remaining = round(max(0.0, current.deadline - time.monotonic()), 3)
        return {
            "seat": seat,
            "remaining": remaining,
            "seconds": timer.seconds,
            "banks": list(banks_of(match)),
            "expiry": timer.expiry,
        }

    def close(self) -> None:
        for current in self._running.values():
            current.handle.cancel()
        self._running.clear()

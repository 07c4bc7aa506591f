"""Offers: one seat proposes terms to another, who accepts or declines. Acceptance is binding.

The game keeps ``Offer`` values in its state, turns an open offer into a ``Decision`` for the
recipient, and executes the terms itself when ``accept`` returns an accepted offer. After
acceptance the offer can no longer be withdrawn, declined or changed.
"""

from __future__ import annotations

from typing import Generic, TypeVar

import msgspec

T = TypeVar("T")

OPEN = "open"
ACCEPTED = "accepted"
DECLINED = "declined"
WITHDRAWN = "withdrawn"


class OfferError(ValueError):
    """An answer to an offer that is not allowed (wrong seat, already settled)."""


class Offer(msgspec.Struct, Generic[T], frozen=True):
    """Terms proposed by ``by`` to ``to``; ``status`` moves from open to exactly one end state."""

    uid: int
    by: int
    to: int
    terms: T
    status: str = OPEN

    @property
    def is_open(self) -> bool:
        return self.status == OPEN

    def _settle(self, seat: int, who: int, status: str, verb: str) -> Offer[T]:
        if not self.is_open:
            raise OfferError(f"offer #{self.uid} is already {self.status}; it cannot be {verb}")
        if seat != who:
            raise OfferError(f"only seat {who} may answer offer #{self.uid}, not seat {seat}")
        return msgspec.structs.replace(self, status=status)

    def accept(self, seat: int) -> Offer[T]:
        return self._settle(seat, self.to, ACCEPTED, "accepted")

    def decline(self, seat: int) -> Offer[T]:
        return self._settle(seat, self.to, DECLINED, "declined")

    def withdraw(self, seat: int) -> Offer[T]:
        return self._settle(seat, self.by, WITHDRAWN, "withdrawn")

"""The Lich King's fingers (compendium 002 L648-675; rdi.md §2.1 Lich King).

He starts with 13 Fortitude instead of 20 (L656; his pack's ``fortitude``) and 5 fingers on his
mat (L658). Whenever a card or effect would affect his Fortitude or Alcohol Content he may
detach a finger to Ignore it (L660): any card type, Drinks included, and non-card effects (a
Scarab's bite). Detaching counts as though he played a Sometimes card that Ignores it (L662):
the finger is the pseudo-card ``lich_detach_finger`` (deck ``fingers``, ``ignore what=body``),
offered as a spare card while a finger is attached (hook ``spare_cards``), so it may be Negated
like any Sometimes Ignore, and a Negated finger stays detached (L662). A card that can't be
Ignored can't be Ignored with a finger either (L672: ``unignorable`` is checked as for cards).

A finger with a ring on it, attached or detached, is worth 1 Gold (L664): the ringed fingers are
Gold-equivalents (``Seat.valuables``, cards of the ``valuables`` deck) from the start, so the
usual payer's choice (R-9.2) offers them; one paid while attached is detached for good and gives
no Ignore (hook ``valuable_left``); one detached to Ignore stays in his Stash as Gold. Which
fingers carry rings the compendium does not say: option ``lich_rings`` (proposal: all five, as
issue 18 reads "five finger rings"). When he detaches a finger to Ignore, a bare one goes first
(a ringed one is worth Gold as well, attached or not, so a bare one is never the worse loss).

Cards may count his attached or detached fingers as they take effect (L670): ``finger_bonus``
raises the card's numbers while the count is at least ``at_least``; ``reattach_finger`` puts a
detached finger he still holds back on his mat (house).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from msgspec.structs import replace

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of, param
from .events import FingerDetached, FingerReattached

FINGERS = (
    "lich_finger_thumb",
    "lich_finger_index",
    "lich_finger_middle",
    "lich_finger_ring",
    "lich_finger_little",
)
"""The five fingers on his mat (002 L658); a ringed one is a Gold-equivalent card of that id."""
DETACH = "lich_detach_finger"
"""The pseudo-card played when he detaches a finger to Ignore (a Sometimes card, L662)."""
FINGER_DECK = "fingers"
"""The catalog deck of the pseudo-card."""

Which = Literal["attached", "detached"]


class Fingers(SeatExtra, frozen=True):
    """The fingers on his mat (``attached``) and those with rings (``ringed``); the detached
    ones are the rest. Public: the mat lies open on the table."""

    attached: tuple[str, ...] = FINGERS
    ringed: tuple[str, ...] = FINGERS

    @property
    def detached(self) -> tuple[str, ...]:
        return tuple(f for f in FINGERS if f not in self.attached)

    def describe(self) -> str:
        rings = sum(1 for f in self.attached if f in self.ringed)
        return (
            f"Fingers: {len(self.attached)} attached ({rings} ringed),"
            f" {len(FINGERS) - len(self.attached)} detached"
        )


def count(fingers: Fingers, which: str) -> int:
    """Attached or detached fingers, counted when a card takes effect (L670)."""
    return len(fingers.attached) if which == "attached" else len(fingers.detached)


def can_detach(state: State, seat: int) -> bool:
    """A finger is on his mat to Ignore an effect with (L660)."""
    found = extra_of(state, seat, Fingers)
    return found is not None and bool(found.attached)


def to_detach(fingers: Fingers) -> str:
    """The finger detached to Ignore: a bare one first, else the last ringed one."""
    bare = [f for f in fingers.attached if f not in fingers.ringed]
    return bare[-1] if bare else fingers.attached[-1]


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def finger_bonus(fx: Fx, *, which: Which, at_least: int, bonus: int) -> None:
    """+bonus to the card's numbers while he has at least ``at_least`` ``which`` fingers as the
    card takes effect (002 L670)."""


@EFFECTS.op
def reattach_finger(fx: Fx) -> None:
    """A detached finger he still holds (a bare one, or a ringed one in his Stash) goes back on
    his mat (house; after the card's effects, not if Negated)."""


# --- hooks --------------------------------------------------------------------------------------


class FingersMechanic(Mechanic):
    """The hooks of the fingers family."""

    name = "fingers"

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        """Five fingers on the mat (L658); the ringed ones are worth Gold from the start."""
        ringed = FINGERS[: state.options.lich_rings]
        s = state.seats[seat]
        state = update_seat(state, seat, valuables=(*s.valuables, *ringed))
        return set_extra(state, seat, Fingers(attached=FINGERS, ringed=ringed))

    def spare_cards(self, state: State, seat: int) -> tuple[str, ...]:
        """The finger Ignore while a finger is attached (one pending at a time)."""
        f = extra_of(state, seat, Fingers)
        if f is None or not f.attached:
            return ()
        for item in state.stack.items:
            if item.payload.seat == seat and item.payload.card == DETACH:
                return ()
        return (DETACH,)

    def take_spare(self, state: State, seat: int, card: str) -> Result:
        """Detach a finger as the Ignore is played: never reattached, even if Negated (L662)."""
        f = extra_of(state, seat, Fingers)
        if f is None or card != DETACH or not f.attached:
            return state, ()
        finger = to_detach(f)
        f = replace(f, attached=tuple(x for x in f.attached if x != finger))
        event = FingerDetached(
            seat=seat, finger=finger, ringed=finger in f.ringed, attached=len(f.attached)
        )
        return set_extra(state, seat, f), (event,)

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """The finger pseudo-card goes nowhere once answered: the finger itself is off the mat
        (in his Stash if ringed)."""
        if getattr(card, "deck", "") != FINGER_DECK:
            return None
        return state, ()

    def valuable_left(self, state: State, owner: int, payer: int, card: str) -> State:
        """An attached ringed finger paid as Gold is detached and gives no Ignore (L664)."""
        if payer != owner:
            return state
        f = extra_of(state, owner, Fingers)
        if f is None or card not in f.attached:
            return state
        return set_extra(
            state, owner, replace(f, attached=tuple(x for x in f.attached if x != card))
        )

    def modify_play(self, state: State, play: Play, card: Any) -> Play:
        """Finger-counting numbers, read as the card takes effect (L670, R-6.11)."""
        f = extra_of(state, play.seat, Fingers)
        if f is None:
            return play
        bonus = 0
        for effect in ops_of(card, "effects", "finger_bonus"):
            if count(f, str(param(effect, "which", "detached"))) >= param(effect, "at_least", 0):
                bonus += param(effect, "bonus", 0)
        return replace(play, delta=play.delta + bonus) if bonus else play

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """``reattach_finger``: after the card's effects, not if Negated."""
        if not ops_of(card, "effects", "reattach_finger"):
            return state, ()
        f = extra_of(state, play.seat, Fingers)
        if f is None:
            return state, ()
        held = state.seats[play.seat].valuables
        back = [x for x in f.detached if x not in f.ringed or x in held]
        if not back:
            return state, ()
        finger = back[0]
        f = replace(f, attached=tuple(x for x in FINGERS if x in f.attached or x == finger))
        event = FingerReattached(seat=play.seat, finger=finger, attached=len(f.attached))
        return set_extra(state, play.seat, f), (event,)

"""Serena's Piety (compendium 002 L1460-1484; rdi.md §2.1 Serena).

Piety runs 1..8 on a public chart and starts at 8 (L1466). Arrows on her cards move it *after
all other effects of the card* (L1470): an icon (R-6.12), so a Negated card moves nothing and an
Ignored one still does, like every post-resolution icon. Cards whose effect depends on Piety
read it when they take effect, not when played (L1474, R-6.11): ``piety_bonus`` raises the
card's numbers while Piety lies in its range (the range itself is never changed by a whole-card
modifier, L860). A card may be safe from Negate while her Piety is high enough
(``unnegatable_at_piety``), judged when someone tries to Negate it (L1484).

Piety never goes above 8 nor below 1 (L1476). A card that would take it below 1 leaves it at 1
and she must atone once for that card, however far below it would have gone: tithe 1 Gold to the
Inn or lose 1 Fortitude, which nothing can prevent or reduce (L1476). The choice is hers
(decision ``atone``); with no Gold left the tithe is impossible, so only the Fortitude is
offered. The Fortitude is a real loss all the same: a Pain Curse on her fires after it (L836).

Card data: ``icons = [{op = "move_piety", amount = -1}]``; ``effects`` may hold
``{op = "piety_bonus", at_most = 1, bonus = 1}`` (or ``at_least``) and
``{op = "unnegatable_at_piety", at_least = 8}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from msgspec.structs import replace

from dungeontable.core import Action, Decision

from ..effects import EFFECTS, Change, Fx
from ..hooks import Mechanic, MechanicsOf, Result, extra_of, reacted, set_extra
from ..state import Play, SeatExtra, State, owe, update_seat
from .catalog import ops_of, param
from .events import Atone, AtonementMade, PietyMoved
from .seats import paid, value_of

MIN_PIETY = 1
MAX_PIETY = 8
TITHE = 1
PENANCE = 1
ATONEMENT = "atonement"
"""The ``Play.kind`` an atonement's Fortitude loss is reported as to the other mechanics."""

Way = Literal["gold", "fortitude"]


class Piety(SeatExtra, frozen=True):
    """The Piety Marker on Serena's chart (1..8) and the atonements she still has to choose."""

    value: int = MAX_PIETY
    atonements_due: int = 0

    def describe(self) -> str:
        due = " (must atone: 1 Gold to the Inn or 1 Fortitude)" if self.atonements_due else ""
        return f"Piety {self.value}/{MAX_PIETY}{due}"


def moved(piety: Piety, amount: int) -> Piety:
    """Piety moved by ``amount``, kept within 1..8; a fall below 1 owes one atonement (L1476)."""
    target = piety.value + amount
    due = piety.atonements_due + (1 if target < MIN_PIETY else 0)
    return Piety(value=max(MIN_PIETY, min(MAX_PIETY, target)), atonements_due=due)


def in_range(piety: int, effect: Any) -> bool:
    """Whether ``piety`` lies in the effect's ``at_least``..``at_most`` range (default 1..8)."""
    low = param(effect, "at_least", MIN_PIETY)
    high = param(effect, "at_most", MAX_PIETY)
    return bool(low <= piety <= high)


def atoned(state: State, seat: int, way: str) -> tuple[State, int]:
    """One atonement paid directly (nothing modifies it, L1476); the amount moved."""
    serena = state.seats[seat]
    if way == "fortitude":
        return update_seat(state, seat, fortitude=max(0, serena.fortitude - PENANCE)), PENANCE
    if serena.valuables:  # she chooses what to hand over (Gold or a Gold-equivalent)
        return owe(state, seat, -1, TITHE), min(TITHE, serena.wealth)
    paid = min(TITHE, serena.gold)
    state = update_seat(state, seat, gold=serena.gold - paid)
    return replace(state, inn=state.inn + paid), paid


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def move_piety(fx: Fx, *, amount: int) -> None:
    """Icon: Serena's Piety moves by ``amount`` after the card's other effects (L1470)."""


@EFFECTS.op
def piety_bonus(fx: Fx, *, bonus: int, at_least: int = MIN_PIETY, at_most: int = MAX_PIETY) -> None:
    """+bonus to the card's numbers while Serena's Piety is in the range as it resolves (L1474)."""


@EFFECTS.op
def unnegatable_at_piety(fx: Fx, *, at_least: int) -> None:
    """The card cannot be Negated while Serena's Piety is at least ``at_least`` (L1484)."""


# --- hooks --------------------------------------------------------------------------------------


class PietyMechanic(Mechanic):
    """The hooks of the piety family."""

    name = "piety"

    def __init__(self, mechanics: MechanicsOf) -> None:
        self.mechanics = mechanics

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return set_extra(state, seat, Piety())

    def modify_play(self, state: State, play: Play, card: Any) -> Play:
        """Piety-dependent numbers, read as the card takes effect (L1474, R-6.11)."""
        piety = value_of(state, play.seat, Piety, Piety).value
        bonus = 0
        for effect in ops_of(card, "effects", "piety_bonus"):
            if in_range(piety, effect):
                bonus += param(effect, "bonus", 0)
        return replace(play, delta=play.delta + bonus) if bonus else play

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """The arrows, after every other effect of the card (L1470); not if Negated (R-6.12)."""
        amount = sum(param(i, "amount", 0) for i in ops_of(card, "icons", "move_piety"))
        if not amount:
            return state, ()
        before = value_of(state, play.seat, Piety, Piety)
        after = moved(before, amount)
        event = PietyMoved(
            seat=play.seat,
            value=after.value,
            by=after.value - before.value,
            atone=after.atonements_due > before.atonements_due,
        )
        return set_extra(state, play.seat, after), (event,)

    def unnegatable(self, state: State, play: Play, card: Any) -> bool:
        """L1484: safe from Negate while her Piety is high enough, judged now."""
        shields = ops_of(card, "effects", "unnegatable_at_piety")
        if not shields:
            return False
        piety = value_of(state, play.seat, Piety, Piety).value
        return any(piety >= param(s, "at_least", MAX_PIETY) for s in shields)

    def decision(self, state: State) -> Decision | None:
        """A due atonement is chosen at once, before anything else happens (L1476)."""
        seat = _due(state)
        if seat is None:
            return None
        prompt = "atone for falling below 1 Piety: tithe 1 Gold to the Inn or lose 1 Fortitude"
        return Decision(seat, "atone", prompt)

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        if _due(state) != seat:
            return ()
        ways: tuple[Way, ...] = (
            ("gold", "fortitude") if state.seats[seat].wealth else ("fortitude",)
        )
        return tuple(Atone(way=w) for w in ways)

    def apply_extra(self, state: State, action: Action) -> Result:
        seat = _due(state)
        if not isinstance(action, Atone) or seat is None:
            return state, ()
        piety = extra_of(state, seat, Piety) or Piety()
        state = set_extra(state, seat, Piety(piety.value, piety.atonements_due - 1))
        before = state.seats[seat]
        state, amount = atoned(state, seat, action.way)
        made = (
            AtonementMade(seat=seat, way=action.way, amount=amount),
            *paid(before, state.seats[seat], seat),
        )
        lost = state.seats[seat].fortitude - before.fortitude
        if not lost:
            return state, made
        # a real loss, unavoidable but not shielded either: a Pain Curse fires (L836)
        changes = (Change(seat, "fortitude", lost),)
        state, more = reacted(state, self.mechanics, Play(ATONEMENT, seat=seat), changes, self)
        return state, (*made, *more)


def _due(state: State) -> int | None:
    """The first seat (seat order) with an atonement waiting, if any."""
    for seat, s in enumerate(state.seats):
        for value in s.extra:  # ``extra_of(state, seat, Piety)``, inline: asked before every step
            if type(value) is Piety:
                if value.atonements_due and s.alive:
                    return seat
                break
    return None

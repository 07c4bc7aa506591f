"""Lucky's Heat (compendium 002 L712-732; rdi.md §2.1 Lucky).

Some of Lucky's cards make her gain Heat. On reaching 3 Heat she removes the tokens and must
choose one penalty: gain 2 Alcohol Content, pay 2 Gold to the Inn, or lose 2 Fortitude (L722-728).
Penalties cannot be Negated, Ignored, reduced, paid with Inn Gold or otherwise mitigated (L730,
R-6.6.4): they change her stats directly, past every modifier. Heat is not gained if the card is
Negated, but is gained if it is Ignored — even by Lucky herself (L732, R-6.6.1) — so it is an
icon (R-6.12). Only three tokens exist: a gain past 3 carries the excess over after the reset
[proposed], each completed set of 3 being one penalty.

A penalty is a real change of her numbers (nothing softens it, but it is not shielded either):
the other mechanics react to it as to any loss or gain (a Pain Curse fires after the 2 Fortitude,
a Mind Hex after the 2 Alcohol, L836, L842; a given Doppelganger looking for a loss). Paying 2
Gold with less [proposed, option ``heat_gold_short``]: ``pay_all`` (default) she may still pick
it and pays all she has (R-3.2's default, whatever ``short_payment`` says: a payment not made
would mitigate the penalty, L730), ``not_offered`` the Gold penalty is offered only when she
holds 2 Gold or Gold-equivalents. With no Gold at all (still in a Round of Gambling, R-8.9) the
Gold penalty is never offered: paying nothing would be no penalty (as Serena's tithe, L1476).

Card data: ``icons = [{op = "gain_heat", amount = 1}]``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event

from ..effects import EFFECTS, Change, Fx
from ..hooks import Mechanic, MechanicsOf, Result, extra_of, reacted, set_extra
from ..sides import ceiling
from ..state import Play, SeatExtra, State, owe, update_seat
from .catalog import param
from .events import ChooseHeatPenalty, HeatGained, HeatPenaltyPaid
from .seats import paid, value_of

HEAT_LIMIT = 3
PENALTY = "heat-penalty"
"""The ``Play.kind`` the penalty's changes are reported as to the other mechanics' reactions."""
PENALTY_AMOUNT = 2

Penalty = Literal["alcohol", "gold", "fortitude"]
PENALTIES: tuple[Penalty, ...] = ("alcohol", "gold", "fortitude")


class Heat(SeatExtra, frozen=True):
    """Heat tokens on Lucky's tracker and how many penalties she still has to choose."""

    value: int = 0
    penalties_due: int = 0

    def describe(self) -> str:
        due = f" (penalty to choose: {self.penalties_due})" if self.penalties_due else ""
        return f"Heat {self.value}/{HEAT_LIMIT}{due}"


def heated(state: Heat, amount: int) -> Heat:
    """Add ``amount`` Heat; each time the tracker reaches 3 it is cleared and a penalty is due."""
    total = state.value + amount
    return Heat(value=total % HEAT_LIMIT, penalties_due=state.penalties_due + total // HEAT_LIMIT)


def penalised(state: State, seat: int, penalty: str) -> tuple[State, int]:
    """Apply one penalty to ``seat`` directly (nothing modifies it, L730); the amount moved.

    Alcohol and Fortitude clamp to 0..20 (R-3.1); Gold pays what she has to the Inn (R-3.2).
    """
    lucky = state.seats[seat]
    if penalty == "alcohol":
        return update_seat(
            state, seat, alcohol=min(ceiling(state, seat), lucky.alcohol + PENALTY_AMOUNT)
        ), 2
    if penalty == "fortitude":
        return update_seat(state, seat, fortitude=max(0, lucky.fortitude - PENALTY_AMOUNT)), 2
    if lucky.valuables:  # she chooses what to hand over (Gold or Gold-equivalents)
        return owe(state, seat, -1, PENALTY_AMOUNT), min(PENALTY_AMOUNT, lucky.wealth)
    paid = min(PENALTY_AMOUNT, lucky.gold)
    state = update_seat(state, seat, gold=lucky.gold - paid)
    return replace(state, inn=state.inn + paid), paid


@EFFECTS.op
def gain_heat(fx: Fx, *, amount: int) -> None:
    """Icon: Lucky gains ``amount`` Heat (not if Negated; yes if Ignored, even by her, L732)."""


class HeatMechanic(Mechanic):
    """The hooks of the heat family."""

    name = "heat"

    def __init__(self, mechanics: MechanicsOf) -> None:
        self.mechanics = mechanics

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return set_extra(state, seat, Heat())

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        heat = value_of(state, play.seat, Heat, Heat)
        amount = sum(
            param(i, "amount", 1) for i in getattr(card, "icons", ()) or () if i.op == "gain_heat"
        )
        if not amount:
            return state, ()
        heat = heated(heat, amount)
        event = HeatGained(seat=play.seat, value=heat.value, penalties_due=heat.penalties_due)
        return set_extra(state, play.seat, heat), (event,)

    def decision(self, state: State) -> Decision | None:
        """A due penalty is chosen at once, before anything else happens (L722)."""
        seat = _due(state)
        if seat is None:
            return None
        prompt = "3 Heat: gain 2 Alcohol, pay 2 Gold to the Inn, or lose 2 Fortitude"
        return Decision(seat, "heat-penalty", prompt)

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        if _due(state) != seat:
            return ()
        need = PENALTY_AMOUNT if state.options.heat_gold_short == "not_offered" else 1
        if state.seats[seat].wealth < need:  # nothing to pay: no payment (as Serena's tithe)
            return tuple(ChooseHeatPenalty(penalty=p) for p in PENALTIES if p != "gold")
        return tuple(ChooseHeatPenalty(penalty=p) for p in PENALTIES)

    def apply_extra(self, state: State, action: Action) -> Result:
        seat = _due(state)
        if not isinstance(action, ChooseHeatPenalty) or seat is None:
            return state, ()
        heat = extra_of(state, seat, Heat) or Heat()
        state = set_extra(state, seat, Heat(heat.value, heat.penalties_due - 1))
        before = state.seats[seat]
        state, amount = penalised(state, seat, action.penalty)
        after = state.seats[seat]
        events: list[Event] = [
            HeatPenaltyPaid(seat=seat, penalty=action.penalty, amount=amount),
            *paid(before, after, seat),
        ]
        moved = (
            Change(seat, "alcohol", after.alcohol - before.alcohol),
            Change(seat, "fortitude", after.fortitude - before.fortitude),
            Change(seat, "gold", after.gold - before.gold, -1),
        )
        changes = tuple(c for c in moved if c.amount)
        if changes:  # a real loss or gain: a Pain Curse fires (L836)
            state, more = reacted(state, self.mechanics, Play(PENALTY, seat=seat), changes, self)
            events.extend(more)
        return state, tuple(events)


def _due(state: State) -> int | None:
    """The first seat (seat order) with a Heat penalty waiting, if any."""
    for seat, s in enumerate(state.seats):
        for value in s.extra:  # ``extra_of(state, seat, Heat)``, inline: asked before every step
            if type(value) is Heat:
                if value.penalties_due and s.alive:
                    return seat
                break
    return None

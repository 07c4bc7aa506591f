"""Jett's Momentum (compendium 002 L520-540; rdi.md §2.1 Jett).

Momentum ranges 0..3 and starts at 0 (L526-530). "Gain"/"Lose" Momentum are effects of the card:
not done if the card is Negated, done if it is Ignored or altered (L532) — so they are icons,
run after the card's other effects (R-6.12). Losing more than Jett has is allowed (the track
stops at 0). "Spend" Momentum is an additional cost paid at play: Jett needs at least that much,
never refunded (L536, R-6.1). At the beginning of his turn, before Discard and Draw, Jett gains
1 Momentum (L540, R-4.1). Cards that vary with Momentum read it when they resolve (R-6.11).

Card data: ``costs = [{op = "spend_momentum", amount = 2, bonus = 2}]``; ``effects`` may hold
``{op = "momentum_bonus", at_least = 2, bonus = 1}``; ``icons = [{op = "gain_momentum",
amount = 1}]`` or ``lose_momentum``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State
from .catalog import MechanicError, ops_of, param
from .events import MomentumChanged
from .seats import value_of

MAX_MOMENTUM = 3
SPEND = "spend:"


class Momentum(SeatExtra, frozen=True):
    """Jett's hat token on the Momentum tracker (0..3)."""

    value: int = 0

    def can_spend(self, amount: int) -> bool:
        """Jett has at least ``amount`` Momentum to spend (L536)."""
        return self.value >= amount

    def describe(self) -> str:
        return f"Momentum {self.value}/{MAX_MOMENTUM}"


def added(state: Momentum, amount: int) -> Momentum:
    """+amount, capped at 3 (L530)."""
    return Momentum(value=min(MAX_MOMENTUM, state.value + amount))


def removed(state: Momentum, amount: int) -> Momentum:
    """-amount, never below 0; losing more than he has is allowed (L532)."""
    return Momentum(value=max(0, state.value - amount))


def spent(state: Momentum, amount: int) -> Momentum:
    """Pay ``amount`` as an additional cost; refused if Jett has less (L536)."""
    if not state.can_spend(amount):
        raise MechanicError(f"Jett has {state.value} Momentum; spending {amount} needs more")
    return Momentum(value=state.value - amount)


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def spend_momentum(fx: Fx, *, amount: int, bonus: int = 0, required: bool = False) -> None:
    """Cost: spend ``amount`` Momentum while playing the card; +bonus to its numbers (L536)."""


@EFFECTS.op
def momentum_bonus(fx: Fx, *, at_least: int, bonus: int) -> None:
    """+bonus to the card's numbers if Jett has at least ``at_least`` Momentum as it resolves."""


@EFFECTS.op
def gain_momentum(fx: Fx, *, amount: int) -> None:
    """Icon: Jett gains ``amount`` Momentum (not if Negated; yes if Ignored, L532)."""


@EFFECTS.op
def lose_momentum(fx: Fx, *, amount: int) -> None:
    """Icon: Jett loses ``amount`` Momentum, never below 0 (L532)."""


# --- hooks --------------------------------------------------------------------------------------


class MomentumMechanic(Mechanic):
    """The hooks of the momentum family."""

    name = "momentum"

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return set_extra(state, seat, Momentum())

    def on_turn_start(self, state: State, seat: int) -> Result:
        """Beginning of Jett's turn, before Discard and Draw: gain 1 Momentum (L540)."""
        return _set(state, seat, added(_track(state, seat), 1), "turn-start")

    def play_options(self, state: State, seat: int, card: Any) -> tuple[str, ...]:
        costs = ops_of(card, "costs", "spend_momentum")
        if not costs:
            return ("",)
        amount = param(costs[0], "amount", 1)
        paid = (f"{SPEND}{amount}",) if _track(state, seat).can_spend(amount) else ()
        return paid if param(costs[0], "required", False) else ("", *paid)

    def can_play(self, state: State, seat: int, card: Any, option: str) -> bool:
        return option in self.play_options(state, seat, card)

    def on_play(self, state: State, seat: int, card: Any, option: str) -> Result:
        if not option.startswith(SPEND):
            return state, ()
        return _set(state, seat, spent(_track(state, seat), int(option[len(SPEND) :])), "spend")

    def modify_play(self, state: State, play: Play, card: Any) -> Play:
        """Spend bonus (paid at play) and Momentum-dependent numbers (read now, R-6.11)."""
        track = value_of(state, play.seat, Momentum, Momentum)
        bonus = 0
        if play.option.startswith(SPEND):
            bonus += sum(param(c, "bonus", 0) for c in ops_of(card, "costs", "spend_momentum"))
        for effect in ops_of(card, "effects", "momentum_bonus"):
            if track.value >= param(effect, "at_least", 0):
                bonus += param(effect, "bonus", 0)
        return replace(play, delta=play.delta + bonus) if bonus else play

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """Gain/Lose Momentum icons: done unless the card was Negated (L532)."""
        events: tuple[Any, ...] = ()
        for icon in getattr(card, "icons", ()) or ():
            if icon.op in ("gain_momentum", "lose_momentum"):
                amount = param(icon, "amount", 1)
                track = _track(state, play.seat)
                gained = icon.op == "gain_momentum"
                moved = added(track, amount) if gained else removed(track, amount)
                state, more = _set(state, play.seat, moved, icon.op.split("_")[0])
                events += more
        return state, events


def _track(state: State, seat: int) -> Momentum:
    return extra_of(state, seat, Momentum) or Momentum()


def _set(state: State, seat: int, track: Momentum, why: str) -> Result:
    event = MomentumChanged(seat=seat, value=track.value, why=why)
    return set_extra(state, seat, track), (event,)

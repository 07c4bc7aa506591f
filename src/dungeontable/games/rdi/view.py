"""What a seat may know (R-7.10: Drink Me! piles are hidden from everyone, counts public)."""

from __future__ import annotations

import msgspec

from dungeontable.core import Decision, Outcome

from .options import Options
from .state import Contest, Debt, Gambling, Loss, Stack, State


class SeatView(msgspec.Struct, frozen=True):
    character: str
    fortitude: int
    alcohol: int
    gold: int
    hand_count: int
    deck_count: int
    discard: tuple[str, ...]
    drink_me_count: int
    out: str
    race: str
    extra: tuple[object, ...] = ()
    status: tuple[str, ...] = ()
    front: tuple[str, ...] = ()
    """Mechanic status lines (``describe()`` of each ``extra`` value), for tables."""
    valuables: tuple[str, ...] = ()
    """Gold-equivalents (R-9.2), public; ``gold`` counts real Gold only."""


class View(msgspec.Struct, frozen=True):
    """A seat's view (``seat`` = None for a spectator); ``hand`` is that seat's own hand."""

    seat: int | None
    options: Options
    seats: tuple[SeatView, ...]
    hand: tuple[str, ...]
    active: int
    phase: str
    turn: int
    stack: Stack
    drink_deck_count: int
    drink_discard: tuple[str, ...]
    inn: int
    gambling: Gambling | None
    contest: Contest | None
    acted: bool
    losses: tuple[Loss, ...]
    last_chance: bool
    window_kind: str
    decision: Decision | None
    result: Outcome | None
    prizes: tuple[str, ...] = ()
    prize_bin: tuple[str, ...] = ()
    picking_prize: bool = False
    elixir_claims: tuple[tuple[str, int], ...] = ()
    debts: tuple[Debt, ...] = ()
    inn_valuables: tuple[str, ...] = ()


def view(state: State, seat: int | None, decision: Decision | None) -> View:
    """``decision``: the game's answer for ``state`` (its flow's)."""
    seats = tuple(
        SeatView(
            s.character,
            s.fortitude,
            s.alcohol,
            s.gold,
            len(s.hand),
            len(s.deck),
            s.discard,
            len(s.drink_me),
            s.out,
            s.race,
            tuple(s.extra),
            tuple(str(x.describe()) for x in s.extra if hasattr(x, "describe")),
            s.front,
            s.valuables,
        )
        for s in state.seats
    )
    return View(
        seat,
        state.options,
        seats,
        state.seats[seat].hand if seat is not None else (),
        state.active,
        state.phase,
        state.turn,
        state.stack,
        len(state.drink_deck),
        state.drink_discard,
        state.inn,
        state.gambling,
        state.contest,
        state.acted,
        state.losses,
        state.last_chance,
        state.window_kind,
        decision,
        state.result,
        state.prizes,
        state.prize_bin,
        state.picking_prize,
        state.elixir_claims,
        state.debts,
        state.inn_valuables,
    )

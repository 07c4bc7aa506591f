"""What a seat may know (R-7.10: Drink Me! piles are hidden from everyone, counts public)."""

from __future__ import annotations

import msgspec

from dungeontable.core import Decision, Outcome, derive_view

from .content import HOUSE, content_of
from .mechanics.reserve import holder, on_top
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
    reserve_on_top: int = 0
    """The Wench's Special Reserve Drinks face down on top of the Drink Me! pile (002 L1713)."""


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
    """``decision``: the game's answer for ``state`` (its flow's). Fields come from the state by
    name (``core.zones.derive_view``: the hidden piles become ``<zone>_count``); computed here:
    the viewer's own hand, each seat's status lines, the decision."""
    cat = None
    if holder(state) >= 0:  # The Wench at the table: her Drinks on piles are told apart
        cat = HOUSE.catalog if not state.options.cards else content_of(state.options).catalog
    seats = []
    for i, s in enumerate(state.seats):  # a plain loop (no generator frames): asked every step
        extra = s.extra
        shown, status = _extras(extra, state, seat, i == seat) if extra else ((), ())
        seats.append(
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
                shown,
                status,
                s.front,
                s.valuables,
                on_top(state, i, cat) if cat is not None else 0,
            )
        )
    hand = state.seats[seat].hand if seat is not None else ()
    return derive_view(state, seat, View, seats=tuple(seats), hand=hand, decision=decision)


def _extras(
    extra: tuple[object, ...], state: State, viewer: int | None, own: bool
) -> tuple[tuple[object, ...], tuple[str, ...]]:
    """A seat's mechanic values as the viewer sees them (``_seen`` of ``_own`` or ``_public``)
    and its status lines (``_status`` of ``_seen``: Murgath's deck counted as the viewer sees
    it), in one pass."""
    shown: list[object] = []
    status: list[str] = []
    for x in extra:
        y = (x.private() if hasattr(x, "private") else x) if own else x
        if not own and hasattr(x, "public"):
            y = x.public()
        shown.append(y.seen_by(state, viewer) if hasattr(y, "seen_by") else y)
        z = x.seen_by(state, viewer) if hasattr(x, "seen_by") else x
        if hasattr(z, "describe"):
            status.append(str(z.describe()))
    return tuple(shown), tuple(status)

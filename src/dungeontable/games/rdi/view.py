"""What a seat may know (R-7.10: Drink Me! piles are hidden from everyone, counts public)."""

from __future__ import annotations

from typing import Any

import msgspec

from dungeontable.core import Decision, Outcome, derive_view

from .content import HOUSE, content_of
from .mechanics.reserve import holder, on_top
from .options import Options
from .state import Contest, Debt, Gambling, Loss, Seat, Stack, State


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


def view(
    state: State, seat: int | None, decision: Decision | None, seats: SeatViews | None = None
) -> View:
    """``decision``: the game's answer for ``state`` (its flow's); ``seats``: the game
    instance's memo of the seat views (``SeatViews``; none: every seat view made afresh).
    Fields come from the state by name (``core.zones.derive_view``: the hidden piles become
    ``<zone>_count``); computed here: the viewer's own hand, each seat's status lines, the
    decision."""
    cat = None
    if holder(state) >= 0:  # The Wench at the table: her Drinks on piles are told apart
        cat = HOUSE.catalog if not state.options.cards else content_of(state.options).catalog
    if seats is None:
        made = tuple([_seat_view(state, i, seat, cat)[0] for i in range(len(state.seats))])
    else:
        made = seats.of(state, seat, cat)
    hand = state.seats[seat].hand if seat is not None else ()
    return derive_view(state, seat, View, seats=made, hand=hand, decision=decision)


def _seat_view(state: State, i: int, viewer: int | None, cat: Any) -> tuple[SeatView, bool]:
    """Seat ``i``'s view for ``viewer``, and whether it reads nothing but that seat, the
    catalog and whether the viewer is that seat (no mechanic value seen per viewer)."""
    s = state.seats[i]
    extra = s.extra
    shown, status, alone = _extras(extra, state, viewer, i == viewer) if extra else ((), (), True)
    made = SeatView(
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
    return made, alone


class SeatViews:
    """One game instance's seat views of the last states viewed: a ``Seat`` the next state
    shares (the same object: states are immutable and share what did not change) keeps its
    view, one seen by its owner and one by everyone else, while the catalog is the same and
    none of its mechanic values is seen per viewer (``seen_by`` reads the whole state). The
    memo holds the seats it was made from (an identity is never reused) and is one tuple
    replaced whole (safe when threads share the game)."""

    __slots__ = ("_known",)

    def __init__(self) -> None:
        # (catalog, per seat: the seat, its view to its owner, its view to the others)
        self._known: tuple[object, tuple[tuple[Seat, SeatView | None, SeatView | None], ...]] = (
            None,
            (),
        )

    def of(self, state: State, viewer: int | None, cat: Any) -> tuple[SeatView, ...]:
        """``_seat_view`` of every seat, in order."""
        seen_cat, known = self._known
        if seen_cat is not cat:
            known = ()
        entries = []
        built = []
        for i, s in enumerate(state.seats):
            mine = viewer == i
            old = known[i] if i < len(known) else None
            made = None
            if old is not None and old[0] is s:
                made = old[1] if mine else old[2]
            if made is None:
                made, alone = _seat_view(state, i, viewer, cat)
                if not alone:
                    old = None
                elif old is not None and old[0] is s:
                    old = (s, made, old[2]) if mine else (s, old[1], made)
                else:
                    old = (s, made, None) if mine else (s, None, made)
            entries.append(old if old is not None else (None, None, None))
            built.append(made)
        self._known = (cat, tuple(entries))  # type: ignore[arg-type]  # (None: not kept)
        return tuple(built)


def _extras(
    extra: tuple[object, ...], state: State, viewer: int | None, own: bool
) -> tuple[tuple[object, ...], tuple[str, ...], bool]:
    """A seat's mechanic values as the viewer sees them (``_seen`` of ``_own`` or ``_public``)
    and its status lines (``_status`` of ``_seen``: Murgath's deck counted as the viewer sees
    it), in one pass; and whether no value was seen per viewer (no ``seen_by`` asked)."""
    shown: list[object] = []
    status: list[str] = []
    alone = True
    for x in extra:
        y = (x.private() if hasattr(x, "private") else x) if own else x
        if not own and hasattr(x, "public"):
            y = x.public()
        if hasattr(y, "seen_by"):
            y = y.seen_by(state, viewer)
            alone = False
        shown.append(y)
        z = x
        if hasattr(x, "seen_by"):
            z = x.seen_by(state, viewer)
            alone = False
        if hasattr(z, "describe"):
            status.append(str(z.describe()))
    return tuple(shown), tuple(status), alone

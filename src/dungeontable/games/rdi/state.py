"""The Red Dragon Inn state: frozen msgspec Structs and tuples, updated with ``structs.replace``.

Cards are named by their catalog id (a ``str``); copies of one card are interchangeable. Piles
list their **top card last** (``deck[-1]`` is drawn next, ``drink_me[-1]`` is drunk next).
Nothing derived is stored: whether a seat is about to pass out is computed (R-10.1).

Character mechanics keep their own per-seat state in ``Seat.extra`` as tagged immutable values
(subclasses of ``SeatExtra``, see ``hooks.py``): the core never reads them.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec.structs import replace

from dungeontable.core import BY_INDEX, Event, Outcome, ResponseStack, Rng, zone

from .options import Options

Stat = Literal["fortitude", "alcohol", "gold"]
STATS: tuple[Stat, ...] = ("fortitude", "alcohol", "gold")

Phase = Literal["start", "discard", "action", "order", "drink", "end", "over"]
"""R-4: start of turn, Discard and Draw, Action, Order a Drink, Drink, end of turn."""


class SeatExtra(msgspec.Struct, frozen=True, tag=True, tag_field="mechanic"):
    """Base of a mechanic family's per-seat state (momentum, heat, marks...). Subclasses are
    tagged by class name so states round-trip through JSON; listed in ``content.EXTRA_CLASSES``."""


class Seat(msgspec.Struct, frozen=True, gc=False):
    """One player: character, the three stats (R-3), cards and Drink Me! pile (R-1.1).

    ``out`` is ``""`` while in the game, else why they left: ``"passed-out"`` or ``"broke"``.
    """

    character: str
    fortitude: int = 20
    alcohol: int = 0
    gold: int = 10
    hand: Annotated[tuple[str, ...], zone("owner", owner=BY_INDEX)] = ()
    """Seen by its owner only (the seat at this index of ``State.seats``); others see its size."""
    deck: Annotated[tuple[str, ...], zone("hidden")] = ()
    """The Character Deck, face down (R-1.1): views show only its size."""
    discard: tuple[str, ...] = ()
    drink_me: Annotated[tuple[str, ...], zone("hidden")] = ()
    """Face down, hidden even from its owner (R-7.10): views show only its size."""
    out: str = ""
    race: str = ""
    extra: tuple[SeatExtra, ...] = ()
    front: tuple[str, ...] = ()
    """Cards in front of the player (R-1.4): public, not in the hand (won Prizes, R-12.1;
    Elixirs, R-7.8)."""
    valuables: tuple[str, ...] = ()
    """Gold-equivalents (R-9.2, R-10.2): public cards each worth 1 Gold for every rule."""

    @property
    def wealth(self) -> int:
        """Gold plus Gold-equivalents (R-10.2: both count as Gold)."""
        return self.gold + len(self.valuables)

    @property
    def alive(self) -> bool:
        return not self.out


class Play(msgspec.Struct, frozen=True, gc=False):
    """The payload of one pending stack item (R-6): a card, a compound Drink, or a pseudo-card.

    Attributes:
        kind: ``card`` (a hand card), ``drink`` (a revealed Drink with its Chasers, R-7.2),
            ``event`` (a Drink Event, R-7.6), ``ante`` (an ante demand, R-8.1), ``damage`` (a
            mechanic's loss of ``amount`` Fortitude for ``target`` from ``seat``, no hit-back:
            Amundyr's Scarab damage), or a mechanic's own pseudo-card kind.
        card: the card id (for a drink: the first part); ``parts``: every card of a compound.
        seat: the seat that played it (``StackItem.source`` is who it *counts as* coming from).
        target: the chosen player, or -1. ``target_item``: uid of the stack item it answers.
        delta: whole-card numeric modifier (R-6.7, R-11.3); spikes, water-downs, boosts.
        drinker: who drinks a drink item. ``copy``: a Round-on-the-House copy owning no card.
        option: a play-time choice (e.g. a mechanic's additional cost, R-6.1), ``""`` if none.
        amount: an ante's size (R-8.1, R-8.3); ``payers``: seats it is demanded of.
        halves: how many times a Drink was split (each halves its numbers, rounding up, R-7.5).
        converted: the Drink's Alcohol is gained as Fortitude instead (ALCOHOL_TO_FORTITUDE).
        also: a two-target card's second chosen player (-1 = none).
        moved: redirected shares (R-6.8), in order: (from, to) moves the Fortitude loss the card
            would give ``from`` (option ``redirect_moves="card"``: everything it does to
            ``from``) to ``to``.
    """

    kind: str
    card: str = ""
    parts: tuple[str, ...] = ()
    seat: int = -1
    target: int = -1
    target_item: int = 0
    delta: int = 0
    drinker: int = -1
    copy: bool = False
    option: str = ""
    amount: int = 0
    payers: tuple[int, ...] = ()
    halves: int = 0
    converted: bool = False
    also: int = -1
    moved: tuple[tuple[int, int], ...] = ()


Stack = ResponseStack[Play]


class Gambling(msgspec.Struct, frozen=True, gc=False):
    """A Round of Gambling (R-8). ``players`` still in, clockwise; ``anted`` = took part (R-8.6);
    ``passes`` since control last changed; ``turn`` = seat whose gambling priority it is."""

    starter: int
    controller: int
    players: tuple[int, ...]
    anted: tuple[int, ...] = ()
    pot: int = 0
    passes: int = 0
    turn: int = -1
    winning_hand: bool = False
    prize: str = ""
    valuables: tuple[str, ...] = ()
    """Gold-equivalents anted into the pot (R-9.2)."""


class Debt(msgspec.Struct, frozen=True, gc=False):
    """A payment still owed by a payer holding Gold-equivalents, who chooses what to hand over
    (R-9.2): ``payee`` a seat, ``-1`` the Inn, ``-2`` the pot."""

    payer: int
    payee: int
    amount: int


class Contest(msgspec.Struct, frozen=True, gc=False):
    """A Drinking Contest still deciding a tie (R-7.6.2): the tied leaders, and who pays."""

    leaders: tuple[int, ...]
    payers: tuple[int, ...]


class Loss(msgspec.Struct, frozen=True, gc=False, omit_defaults=True):
    """A Fortitude loss a seat actually took from a player's card (hit-back right, R-6.9);
    ``piece`` = ``"gizmo"``: the loss was one of the victim's Gizmos' (002 L1843), which only a
    hit-back card naming Gizmos (``hit_back`` with ``gizmos = true``) answers."""

    victim: int
    source: int
    piece: str = ""


class State(msgspec.Struct, frozen=True, gc=False):
    """The whole table."""

    options: Options
    seats: tuple[Seat, ...]
    rng: Rng
    active: int = 0
    phase: Phase = "start"
    turn: int = 1
    stack: Stack = msgspec.field(default_factory=ResponseStack)
    drink_deck: Annotated[tuple[str, ...], zone("hidden")] = ()
    """The Drink Deck, face down (R-1.2): views show only its size."""
    drink_discard: tuple[str, ...] = ()
    inn: int = 0
    gambling: Gambling | None = None
    contest: Contest | None = None
    acted: bool = False
    """R-4.3: the active player played their Action; in Order a Drink: the end of the Action
    Phase is still owed (a passed Action's Gizmos tick first, 002 L1855); in the Drink phase:
    the Drink was taken."""
    losses: tuple[Loss, ...] = ()
    last_chance: bool = False
    window_kind: str = ""
    prizes: tuple[str, ...] = ()
    """R-12.1 Prize variant: Prizes available in the Inn; ``prize_bin``: used ones."""
    prize_bin: tuple[str, ...] = ()
    picking_prize: bool = False
    debts: tuple[Debt, ...] = ()
    """R-9.2: payments waiting for their payer's choice of Gold or Gold-equivalent."""
    inn_valuables: tuple[str, ...] = ()
    """Gold-equivalents paid to the Inn (R-9.1)."""
    elixir_claims: tuple[tuple[str, int], ...] = ()
    """R-7.8: (Elixir card, seat) for drinkers who took an Elixir still pending elsewhere."""
    last_challenger: int = -1
    """R-12.3: the Challenger whose turn came last (the Boss plays between Challengers)."""
    result: Outcome | None = None

    def seat(self, i: int) -> Seat:
        return self.seats[i]

    def living(self) -> tuple[int, ...]:
        """Seats still in the game, in seat order."""
        found = []
        for i, s in enumerate(self.seats):  # a plain loop (no comprehension frame): hot
            if not s.out:
                found.append(i)
        return tuple(found)

    def team_spec(self) -> str:
        """The teams in force: the Team variant's, or the Challengers of a Boss Battle."""
        return team_spec(self.options.teams, self.options.boss, len(self.seats))

    def clockwise_from(self, start: int) -> tuple[int, ...]:
        """Living seats clockwise from ``start`` (R-2.6, R-4.8: the eliminated are skipped)."""
        living = self.living()
        start %= len(self.seats)
        for k, seat in enumerate(living):
            if seat >= start:
                return living[k:] + living[:k] if k else living
        return living


def with_seat(state: State, i: int, seat: Seat) -> State:
    """``state`` with seat ``i`` replaced."""
    seats = state.seats
    return replace(state, seats=(*seats[:i], seat, *seats[i + 1 :]))


def update_seat(state: State, i: int, **changes: object) -> State:
    """``state`` with fields of seat ``i`` changed. In the Team variant (R-12.2) a change to
    Fortitude, Alcohol Content or Gold is a change to the team's shared value: every teammate
    gets it too."""
    seats = state.seats
    state = replace(state, seats=(*seats[:i], replace(seats[i], **changes), *seats[i + 1 :]))
    options = state.options
    if not options.teams and options.boss < 0:  # no shared stats
        return state
    spec = state.team_spec()
    keys = _BOSS_SHARED if state.options.boss >= 0 else _SHARED
    if spec and any(k in keys for k in changes):
        shared = {k: v for k, v in changes.items() if k in keys}
        for mate in teammates(spec, i):
            state = with_seat(state, mate, replace(state.seats[mate], **shared))
    return state


_SHARED = frozenset(STATS)
_BOSS_SHARED = frozenset((*STATS, "drink_me"))
"""R-12.3 [proposed]: the Challengers also share one Drink Me! pile."""


def owe(state: State, payer: int, payee: int, amount: int) -> State:
    """Queue a payment of ``amount`` (capped at the payer's wealth, R-3.2) for the payer's choice
    of Gold or Gold-equivalents (R-9.2; ``rules.payments`` asks and pays): ``payee`` a seat,
    ``-1`` the Inn, ``-2`` the pot."""
    amount = min(amount, state.seats[payer].wealth)
    if amount <= 0 or payer == payee:
        return state
    return replace(state, debts=(*state.debts, Debt(payer, payee, amount)))


def team_spec(teams: str, boss: int, seats: int) -> str:
    if boss < 0:
        return teams
    return "+".join(str(s) for s in range(seats) if s != boss)


def teams_of(spec: str) -> tuple[tuple[int, ...], ...]:
    """``"0+2,1+3"`` -> ((0, 2), (1, 3)): the Team variant's teams (R-12.2)."""
    if not spec:
        return ()
    return tuple(tuple(int(s) for s in team.split("+")) for team in spec.split(","))


def teammates(spec: str, seat: int) -> tuple[int, ...]:
    for team in teams_of(spec):
        if seat in team:
            return tuple(s for s in team if s != seat)
    return ()


def side_of(spec: str, seat: int) -> tuple[int, ...]:
    """The seats sharing ``seat``'s stats (itself included): its team, or just itself."""
    return tuple(sorted((seat, *teammates(spec, seat))))


Result = tuple[State, tuple[Event, ...]]
"""What a rule step returns: the new state and the events it produced, in order."""

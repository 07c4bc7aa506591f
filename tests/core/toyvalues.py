"""Values of the toy game Zapper (see ``toygame.py`` for its rules T-1..T-11).

Options, state, view, actions and events; kept apart from the rules so the game module reads
top to bottom like a rulebook.
"""

from __future__ import annotations

import msgspec

from dungeontable.core import Action, DieRolled, Event, Offer, ResponseStack, Rng

ZAPS = ("zap1", "zap2", "zap3")
RESPONSES = ("negate", "ignore", "redirect", "end-turn", "heal")
KINDS = ZAPS + RESPONSES
DECK = (
    ("zap1", 6),
    ("zap2", 4),
    ("zap3", 2),
    ("negate", 4),
    ("ignore", 3),
    ("redirect", 3),
    ("end-turn", 2),
    ("heal", 4),
)
"""The default deck: 28 cards (T-1)."""

COUNTS_AS = {
    "zap1": "action",
    "zap2": "action",
    "zap3": "action",
    "negate": "sometimes",
    "ignore": "sometimes",
    "redirect": "sometimes",
    "end-turn": "anytime",
    "heal": "anytime",
}
"""The card type each card counts as on the stack (RDI R-6.10)."""


class ToyOptions(msgspec.Struct, frozen=True):
    hp: int = 10
    hand_size: int = 4
    turn_limit: int = 8
    draw_on_early_end: bool = False


class Payload(msgspec.Struct, frozen=True):
    """A pending effect: the card played, its number, the seat it hits, the item it answers."""

    card: str
    amount: int = 0
    target: int | None = None
    item: int | None = None


class Terms(msgspec.Struct, frozen=True):
    """An offer's terms: the offerer gives ``hp`` hit points for one ``want`` card (T-10)."""

    hp: int
    want: str


class ToyState(msgspec.Struct, frozen=True):
    seats: int
    hp: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]
    discard: tuple[str, ...]
    active: int
    turn: int
    phase: str  # "start" | "main" | "over"
    stack: ResponseStack[Payload]
    rng: Rng
    options: ToyOptions
    cards: tuple[str, ...]
    """Every card of this game (public: the deck list); a scenario may use fewer than DECK."""
    offer: Offer[Terms] | None = None
    offers: tuple[Offer[Terms], ...] = ()
    offered: bool = False


class ToyView(msgspec.Struct, frozen=True):
    """What one seat (``None``: a spectator) may know: own hand, everyone's hand sizes."""

    seat: int | None
    seats: int
    hp: tuple[int, ...]
    hand: tuple[str, ...] | None
    hand_sizes: tuple[int, ...]
    deck_size: int
    discard: tuple[str, ...]
    active: int
    turn: int
    phase: str
    stack: ResponseStack[Payload]
    options: ToyOptions
    cards: tuple[str, ...]
    offer: Offer[Terms] | None
    offers: tuple[Offer[Terms], ...]
    offered: bool


# --- actions --------------------------------------------------------------------------------


class Zap(Action, frozen=True):
    amount: int
    target: int


class Heal(Action, frozen=True):
    pass


class Negate(Action, frozen=True):
    item: int


class Ignore(Action, frozen=True):
    item: int


class Redirect(Action, frozen=True):
    item: int
    to: int


class EndTurn(Action, frozen=True):
    pass


class Pass(Action, frozen=True):
    pass


class Done(Action, frozen=True):
    pass


class MakeOffer(Action, frozen=True):
    to: int
    hp: int
    want: str


class Accept(Action, frozen=True):
    offer: int


class Decline(Action, frozen=True):
    offer: int


class Withdraw(Action, frozen=True):
    offer: int


ACTIONS: tuple[type[Action], ...] = (
    Zap,
    Heal,
    Negate,
    Ignore,
    Redirect,
    EndTurn,
    Pass,
    Done,
    MakeOffer,
    Accept,
    Decline,
    Withdraw,
)

# --- events ---------------------------------------------------------------------------------


class TurnStarted(Event, frozen=True, kw_only=True):
    seat: int
    turn: int


class CardPlayed(Event, frozen=True, kw_only=True):
    seat: int
    card: str
    item: int
    counts_as: str


class PriorityPassed(Event, frozen=True, kw_only=True):
    seat: int


class ItemResolved(Event, frozen=True, kw_only=True):
    item: int
    card: str


class ItemDiscarded(Event, frozen=True, kw_only=True):
    item: int
    card: str
    reason: str


class HpLost(Event, frozen=True, kw_only=True):
    seat: int
    amount: int
    source: int | None
    counts_as: str
    item: int


class HpGained(Event, frozen=True, kw_only=True):
    seat: int
    amount: int


class ZapIgnored(Event, frozen=True, kw_only=True):
    seat: int
    item: int


class ZapRedirected(Event, frozen=True, kw_only=True):
    item: int
    target: int


class TurnEnded(Event, frozen=True, kw_only=True):
    seat: int
    early: bool


class CardDrawn(Event, frozen=True, kw_only=True):
    seat: int
    card: str | None


class OfferMade(Event, frozen=True, kw_only=True):
    offer: int
    by: int
    recipient: int
    hp: int
    want: str


class OfferSettled(Event, frozen=True, kw_only=True):
    offer: int
    status: str


class CardGiven(Event, frozen=True, kw_only=True):
    by: int
    recipient: int
    card: str


class GameEnded(Event, frozen=True, kw_only=True):
    winners: tuple[int, ...]
    reason: str


EVENTS: tuple[type[Event], ...] = (
    DieRolled,
    TurnStarted,
    CardPlayed,
    PriorityPassed,
    ItemResolved,
    ItemDiscarded,
    HpLost,
    HpGained,
    ZapIgnored,
    ZapRedirected,
    TurnEnded,
    CardDrawn,
    OfferMade,
    OfferSettled,
    CardGiven,
    GameEnded,
)

"""RDI events: past-tense facts with visibility (``to``). Hidden cards are redacted for others."""

from __future__ import annotations

from dungeontable.core import DeckShuffled, Event


class TurnStarted(Event, frozen=True, kw_only=True):
    seat: int
    turn: int


class PhaseBegan(Event, frozen=True, kw_only=True):
    seat: int
    phase: str


class CardsDiscarded(Event, frozen=True, kw_only=True):
    seat: int
    cards: tuple[str, ...]


class CardsDrawn(Event, frozen=True, kw_only=True):
    """``cards`` is empty in the copy other seats get (they only learn ``count``)."""

    seat: int
    count: int
    cards: tuple[str, ...] = ()


class CardPlayed(Event, frozen=True, kw_only=True):
    seat: int
    card: str
    uid: int
    target: int = -1
    item: int = 0
    option: str = ""


class CardResolved(Event, frozen=True, kw_only=True):
    uid: int
    card: str
    negated: bool = False


class CardsUnwound(Event, frozen=True, kw_only=True):
    """A turn ended early: pending cards were discarded without effect (R-4.7)."""

    cards: tuple[str, ...]


class StatChanged(Event, frozen=True, kw_only=True):
    seat: int
    stat: str
    amount: int
    value: int
    source: int = -1


class GoldPaid(Event, frozen=True, kw_only=True):
    """``payee``: a seat, -1 the Inn, -2 the pot."""

    payer: int
    payee: int
    amount: int


class Ignored(Event, frozen=True, kw_only=True):
    seat: int
    uid: int


class Negated(Event, frozen=True, kw_only=True):
    uid: int


class Redirected(Event, frozen=True, kw_only=True):
    """Pending item ``uid`` now goes to ``target``; ``seat``: the player who redirected their own
    share of a card (R-6.8), -1 for a Drink passed or split (R-7.5)."""

    uid: int
    target: int
    seat: int = -1


class DrinkModified(Event, frozen=True, kw_only=True):
    uid: int
    delta: int


class DrinkOrdered(Event, frozen=True, kw_only=True):
    """A face-down Drink went onto ``target``'s Drink Me! pile (nobody sees it, R-7.10)."""

    seat: int
    target: int


class DrinkRevealed(Event, frozen=True, kw_only=True):
    seat: int
    cards: tuple[str, ...]
    purpose: str = "drink"


class SoberedUp(Event, frozen=True, kw_only=True):
    seat: int


class DrinkDeckReshuffled(Event, frozen=True, kw_only=True):
    size: int


class ContestWon(Event, frozen=True, kw_only=True):
    seat: int
    score: int


class ContestTied(Event, frozen=True, kw_only=True):
    seats: tuple[int, ...]
    score: int


class GamblingStarted(Event, frozen=True, kw_only=True):
    seat: int


class ControlTaken(Event, frozen=True, kw_only=True):
    seat: int
    how: str


class LeftRound(Event, frozen=True, kw_only=True):
    seat: int


class GamblingEnded(Event, frozen=True, kw_only=True):
    winner: int
    pot: int


class TurnEndedEarly(Event, frozen=True, kw_only=True):
    seat: int


class PlayerOut(Event, frozen=True, kw_only=True):
    seat: int
    how: str


class ValuablePaid(Event, frozen=True, kw_only=True):
    """R-9.2: a Gold-equivalent handed over (payee -1 = the Inn, -2 = the pot)."""

    payer: int
    payee: int
    card: str


class ElixirKept(Event, frozen=True, kw_only=True):
    """R-7.8: an Elixir stays in front of the player who drank it."""

    seat: int
    card: str


class GameOver(Event, frozen=True, kw_only=True):
    winners: tuple[int, ...]
    reason: str


class CharactersTaken(Event, frozen=True, kw_only=True):
    """The table as it is set up (R-2.7): who plays which character, seat by seat. Public: the
    first entry of a match's log (the game's ``opening``), before anyone has played a card."""

    characters: tuple[str, ...]
    first: int = 0
    """The player who starts (R-2.6)."""


EVENT_CLASSES: tuple[type[Event], ...] = (
    DeckShuffled,
    TurnStarted,
    PhaseBegan,
    CardsDiscarded,
    CardsDrawn,
    CardPlayed,
    CardResolved,
    CardsUnwound,
    StatChanged,
    GoldPaid,
    Ignored,
    Negated,
    Redirected,
    DrinkModified,
    DrinkOrdered,
    DrinkRevealed,
    SoberedUp,
    DrinkDeckReshuffled,
    ContestWon,
    ContestTied,
    GamblingStarted,
    ControlTaken,
    LeftRound,
    GamblingEnded,
    TurnEndedEarly,
    PlayerOut,
    GameOver,
    ElixirKept,
    ValuablePaid,
    CharactersTaken,
)

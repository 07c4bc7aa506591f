"""Card Rogue events: past-tense facts with visibility and a plain-language ``describe()``.

Every die roll is a core ``DieRolled`` with its purpose. Positions are printed as ``(x, y)``.
Private facts (cards taken from a face-down pile, a kept card) are emitted twice: in full to
their owner and redacted (``to`` = the other seats) to everyone else. With the A-47 option
``hands="open"`` a hand card is no private fact: one full public event, as every view shows it
(``rules.ownership.is_hand_public``).
"""

from __future__ import annotations

from dungeontable.core import DeckShuffled, DieRolled, Event

from .catalog import card_name


def _at(x: int, y: int) -> str:
    return f"({x}, {y})"


def _cards(cards: tuple[str, ...]) -> str:
    return ", ".join(card_name(c) for c in cards) or "nothing"


class StartingPlayerChosen(Event, frozen=True, kw_only=True):
    seat: int
    tied: tuple[int, ...] = ()

    def describe(self) -> str:
        if self.tied:
            return f"seats {', '.join(map(str, self.tied))} tied and roll again"
        return f"seat {self.seat} rolled highest and starts"


class CharacterPicked(Event, frozen=True, kw_only=True):
    seat: int
    character: str

    def describe(self) -> str:
        return f"seat {self.seat} plays the {card_name(self.character)}"


class TurnBegan(Event, frozen=True, kw_only=True):
    seat: int
    turn: int

    def describe(self) -> str:
        return f"turn {self.turn}: seat {self.seat} to play"


class CardPlaced(Event, frozen=True, kw_only=True):
    x: int
    y: int

    def describe(self) -> str:
        return f"a face-down exploration card was placed at {_at(self.x, self.y)}"


class TilePlaced(Event, frozen=True, kw_only=True):
    x: int
    y: int
    card: str
    paths: str

    def describe(self) -> str:
        return f"{card_name(self.card)} lies at {_at(self.x, self.y)}, open {self.paths}"


class CardFlipped(Event, frozen=True, kw_only=True):
    seat: int
    x: int
    y: int
    card: str

    def describe(self) -> str:
        return f"seat {self.seat} flipped {card_name(self.card)} at {_at(self.x, self.y)}"


class CardsTaken(Event, frozen=True, kw_only=True):
    """Cards went into a hand; ``cards`` is empty in the redacted copy (``count`` stays)."""

    seat: int
    cards: tuple[str, ...]
    count: int
    source: str

    def describe(self) -> str:
        what = _cards(self.cards) if self.cards else f"{self.count} card(s)"
        return f"seat {self.seat} took {what} ({self.source})"


class Moved(Event, frozen=True, kw_only=True):
    seat: int
    x: int
    y: int
    how: str

    def describe(self) -> str:
        return f"seat {self.seat} moved to {_at(self.x, self.y)} ({self.how})"


class TrapSprung(Event, frozen=True, kw_only=True):
    card: str
    x: int
    y: int
    seat: int = -1
    enemy: int = -1
    avoided: bool = False

    def describe(self) -> str:
        who = f"seat {self.seat}" if self.seat >= 0 else f"enemy #{self.enemy}"
        tail = ", but it had no effect" if self.avoided else ""
        return f"{card_name(self.card)} at {_at(self.x, self.y)} caught {who}{tail}"


class HealthChanged(Event, frozen=True, kw_only=True):
    """A player's health went up or down; ``health`` is the new value."""

    seat: int
    amount: int
    cause: str
    health: int

    def describe(self) -> str:
        verb = "gained" if self.amount >= 0 else "lost"
        return (
            f"seat {self.seat} {verb} {abs(self.amount)} health ({self.cause}), now {self.health}"
        )


class StatusChanged(Event, frozen=True, kw_only=True):
    """``status`` = ``poison`` or ``skip``: turns left after the change."""

    seat: int
    status: str
    turns: int
    cause: str

    def describe(self) -> str:
        what = "poisoned" if self.status == "poison" else "set to lose turns"
        return f"seat {self.seat} is {what}: {self.turns} turn(s) left ({self.cause})"


class TurnLost(Event, frozen=True, kw_only=True):
    seat: int

    def describe(self) -> str:
        return f"seat {self.seat} loses this turn"


class CombatJoined(Event, frozen=True, kw_only=True):
    seat: int
    enemy: int
    card: str
    target: bool

    def describe(self) -> str:
        role = "its target" if self.target else "a secondary attacker"
        return f"seat {self.seat} is in combat with {card_name(self.card)} #{self.enemy} as {role}"


class AttackMade(Event, frozen=True, kw_only=True):
    seat: int
    enemy: int
    card: str
    faces: tuple[int, ...]
    damage: int
    note: str
    health: int

    def describe(self) -> str:
        rolls = "+".join(map(str, self.faces))
        tail = f" ({self.note})" if self.note else ""
        return (
            f"seat {self.seat} rolled {rolls} and dealt {self.damage} to "
            f"{card_name(self.card)} #{self.enemy}{tail}, which has {self.health} health left"
        )


class EnemyHealthChanged(Event, frozen=True, kw_only=True):
    enemy: int
    card: str
    amount: int
    cause: str
    health: int

    def describe(self) -> str:
        verb = "regained" if self.amount >= 0 else "lost"
        return (
            f"{card_name(self.card)} #{self.enemy} {verb} {abs(self.amount)} health "
            f"({self.cause}), now {self.health}"
        )


class EnemyStatusChanged(Event, frozen=True, kw_only=True):
    """``status`` = ``poison`` (ticks left) or ``paralysis`` (action phases to skip)."""

    enemy: int
    card: str
    status: str
    turns: int
    cause: str

    def describe(self) -> str:
        return (
            f"{card_name(self.card)} #{self.enemy}: {self.status} for {self.turns} ({self.cause})"
        )


class EnemyActed(Event, frozen=True, kw_only=True):
    """An enemy's C2 ability or C3 attack against ``seat``."""

    enemy: int
    card: str
    seat: int
    what: str

    def describe(self) -> str:
        return f"{card_name(self.card)} #{self.enemy} vs seat {self.seat}: {self.what}"


class EnemySlain(Event, frozen=True, kw_only=True):
    enemy: int
    card: str
    seat: int

    def describe(self) -> str:
        return f"seat {self.seat} slew {card_name(self.card)} #{self.enemy} and takes its card"


class FleeResolved(Event, frozen=True, kw_only=True):
    seat: int
    success: bool
    rolled: bool

    def describe(self) -> str:
        how = "after a roll" if self.rolled else "without a roll"
        result = "gets away" if self.success else "fails to flee"
        return f"seat {self.seat} {result} {how}"


class CombatLeft(Event, frozen=True, kw_only=True):
    seat: int
    enemy: int
    card: str

    def describe(self) -> str:
        return f"seat {self.seat} is out of combat with {card_name(self.card)} #{self.enemy}"


class PlayerDied(Event, frozen=True, kw_only=True):
    seat: int
    x: int
    y: int

    def describe(self) -> str:
        return f"seat {self.seat} died at {_at(self.x, self.y)}"


class CardKept(Event, frozen=True, kw_only=True):
    """``card`` is empty in the redacted copy when it came from the hidden hand."""

    seat: int
    card: str
    where: str

    def describe(self) -> str:
        what = card_name(self.card) if self.card else "a card from his hand"
        return f"seat {self.seat} keeps {what}"


class DropPileLaid(Event, frozen=True, kw_only=True):
    x: int
    y: int
    count: int

    def describe(self) -> str:
        return f"{self.count} card(s) lie face-down at {_at(self.x, self.y)}"


class CardsDiscarded(Event, frozen=True, kw_only=True):
    seat: int
    cards: tuple[str, ...]
    reason: str

    def describe(self) -> str:
        return f"seat {self.seat} discarded {_cards(self.cards)} ({self.reason})"


class Respawned(Event, frozen=True, kw_only=True):
    seat: int
    x: int
    y: int
    health: int

    def describe(self) -> str:
        return f"seat {self.seat} starts over at {_at(self.x, self.y)} with {self.health} health"


class PointsScored(Event, frozen=True, kw_only=True):
    seat: int
    vp: int
    reason: str

    def describe(self) -> str:
        return f"seat {self.seat} scores {self.vp} victory point(s): {self.reason}"


class CardsRemoved(Event, frozen=True, kw_only=True):
    """Cards left the game (both basilisks in one hand, R263)."""

    seat: int
    cards: tuple[str, ...]
    reason: str

    def describe(self) -> str:
        return f"{_cards(self.cards)} left the game ({self.reason})"


class EndRushBegan(Event, frozen=True, kw_only=True):
    seat: int

    def describe(self) -> str:
        return f"seat {self.seat} took the golem: the end rush begins, race to any starting tile"


class PotionIdentified(Event, frozen=True, kw_only=True):
    color: str
    effect: str

    def describe(self) -> str:
        return f"{self.color} potions are {self.effect} potions"


class StackRecycled(Event, frozen=True, kw_only=True):
    stack: str
    count: int

    def describe(self) -> str:
        return f"{self.count} card(s) were shuffled into a new {self.stack} stack"


class GameEnded(Event, frozen=True, kw_only=True):
    reason: str
    winners: tuple[int, ...]
    scores: tuple[float, ...]

    def describe(self) -> str:
        who = ", ".join(f"seat {s}" for s in self.winners) or "nobody"
        return f"game over ({self.reason}): winner {who}; scores {list(self.scores)}"


EVENT_CLASSES: tuple[type[Event], ...] = (
    DieRolled,
    DeckShuffled,
    StartingPlayerChosen,
    CharacterPicked,
    TurnBegan,
    CardPlaced,
    TilePlaced,
    CardFlipped,
    CardsTaken,
    Moved,
    TrapSprung,
    HealthChanged,
    StatusChanged,
    TurnLost,
    CombatJoined,
    AttackMade,
    EnemyHealthChanged,
    EnemyStatusChanged,
    EnemyActed,
    EnemySlain,
    FleeResolved,
    CombatLeft,
    PlayerDied,
    CardKept,
    DropPileLaid,
    CardsDiscarded,
    Respawned,
    PointsScored,
    CardsRemoved,
    EndRushBegan,
    PotionIdentified,
    StackRecycled,
    GameEnded,
)

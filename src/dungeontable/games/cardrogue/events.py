"""Card Rogue events: past-tense facts with visibility and a plain-language ``describe()``.

Every die roll is a core ``DieRolled`` with its purpose. Positions are printed as ``(x, y)``.
Private facts (cards taken from a face-down pile, a kept card) are emitted twice: in full to
their owner and redacted (``to`` = the other seats) to everyone else. With the A-47 option
``hands="open"`` a hand card is no private fact: one full public event, as every view shows it
(``common.ownership.is_hand_public``).
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
    """The end; ``scores`` are each seat's victory points, whole numbers as the other games'
    ``game-ended`` give them (a log written when they were floats, ``3.0``, still reads)."""

    reason: str
    winners: tuple[int, ...]
    scores: tuple[int | float, ...]

    def describe(self) -> str:
        who = ", ".join(f"seat {s}" for s in self.winners) or "nobody"
        return f"game over ({self.reason}): winner {who}; scores {list(self.scores)}"


# --- items, the shop, other players, the mole, leaving (R160-R215, R250-R256, R290-R295) ---
# A private fact among these (a stolen card) is emitted twice: in full to the seats involved and
# redacted (``to`` = everyone else).


def _target(seat: int, enemy: int) -> str:
    return f"seat {seat}" if seat >= 0 else f"enemy #{enemy}"


class ItemEquipped(Event, frozen=True, kw_only=True):
    seat: int
    card: str
    slot: str

    def describe(self) -> str:
        return f"seat {self.seat} equipped {card_name(self.card)} ({self.slot} slot)"


class ItemUnequipped(Event, frozen=True, kw_only=True):
    seat: int
    card: str
    slot: str

    def describe(self) -> str:
        return f"seat {self.seat} took {card_name(self.card)} off ({self.slot} slot)"


class PotionDrunk(Event, frozen=True, kw_only=True):
    seat: int
    card: str
    effect: str

    def describe(self) -> str:
        return f"seat {self.seat} drank {card_name(self.card)}: {self.effect}"


class PotionThrown(Event, frozen=True, kw_only=True):
    """``target`` is a seat, or -1 with ``enemy`` = the enemy's uid."""

    seat: int
    card: str
    effect: str
    target: int = -1
    enemy: int = -1

    def describe(self) -> str:
        who = _target(self.target, self.enemy)
        return f"seat {self.seat} threw {card_name(self.card)} at {who}: {self.effect}"


class PotionWasted(Event, frozen=True, kw_only=True):
    """A potion was used up with no effect (teleportation in the end rush, A-30; no free tile)."""

    seat: int
    card: str
    reason: str

    def describe(self) -> str:
        return f"{card_name(self.card)} of seat {self.seat} had no effect ({self.reason})"


class Teleported(Event, frozen=True, kw_only=True):
    """Seat ``by`` moved a player (``target``) or an enemy (``enemy``) to ``(x, y)`` (R199)."""

    by: int
    x: int
    y: int
    target: int = -1
    enemy: int = -1

    def describe(self) -> str:
        who = "himself" if self.target == self.by else _target(self.target, self.enemy)
        return f"seat {self.by} teleported {who} to {_at(self.x, self.y)}"


class AttackModifierChanged(Event, frozen=True, kw_only=True):
    """A score-sheet attack modifier (player) or a thrown-potion attack change (enemy)."""

    amount: int
    cause: str
    seat: int = -1
    enemy: int = -1

    def describe(self) -> str:
        what = "attack roll" if self.seat >= 0 else "attack"
        who = _target(self.seat, self.enemy)
        return f"{who} gets {self.amount:+d} to its {what} ({self.cause})"


class ScrollRead(Event, frozen=True, kw_only=True):
    seat: int
    card: str

    def describe(self) -> str:
        return f"seat {self.seat} read {card_name(self.card)}"


class MaxHealthRaised(Event, frozen=True, kw_only=True):
    seat: int
    amount: int
    health: int

    def describe(self) -> str:
        return f"seat {self.seat} gains {self.amount} max health and now has {self.health} health"


class PoisonTurnedToHealing(Event, frozen=True, kw_only=True):
    seat: int
    amount: int

    def describe(self) -> str:
        return f"while poisoned, seat {self.seat} heals {self.amount} per turn instead"


class PurchaseStarted(Event, frozen=True, kw_only=True):
    seat: int
    card: str
    price: int

    def describe(self) -> str:
        return f"seat {self.seat} wants {card_name(self.card)} for {self.price} gold"


class PurchaseCancelled(Event, frozen=True, kw_only=True):
    seat: int
    card: str

    def describe(self) -> str:
        return f"seat {self.seat} did not buy {card_name(self.card)}"


class CardBought(Event, frozen=True, kw_only=True):
    """``paid``: the cards given (public, they are discarded face-up); ``change``: gold cards."""

    seat: int
    card: str
    price: int
    paid: tuple[str, ...]
    change: tuple[str, ...]

    def describe(self) -> str:
        tail = f", change {_cards(self.change)}" if self.change else ""
        return (
            f"seat {self.seat} bought {card_name(self.card)} for {self.price} gold "
            f"(paid {_cards(self.paid)}{tail})"
        )


class CardSold(Event, frozen=True, kw_only=True):
    seat: int
    card: str
    gold: int

    def describe(self) -> str:
        return f"seat {self.seat} sold {card_name(self.card)} for {self.gold} gold"


class TradeProposed(Event, frozen=True, kw_only=True):
    """The terms are public: a trade is agreed out loud at the table (R251)."""

    by: int
    to_seat: int
    give: tuple[str, ...]
    ask: tuple[str, ...]

    def describe(self) -> str:
        return (
            f"seat {self.by} offers seat {self.to_seat} a trade: "
            f"{_cards(self.give)} for {_cards(self.ask)}"
        )


class TradeAnswered(Event, frozen=True, kw_only=True):
    by: int
    to_seat: int
    accepted: bool

    def describe(self) -> str:
        verb = "accepted" if self.accepted else "declined"
        return f"seat {self.to_seat} {verb} the trade offered by seat {self.by}"


class TripAttempted(Event, frozen=True, kw_only=True):
    seat: int
    target: int
    success: bool

    def describe(self) -> str:
        result = "tripped" if self.success else "failed to trip"
        return f"seat {self.seat} {result} seat {self.target}"


class Counterattacked(Event, frozen=True, kw_only=True):
    """R253 / A-38: a failed trip on a player in combat; the victim's attack at the tripper."""

    seat: int
    target: int
    faces: tuple[int, ...]
    damage: int

    def describe(self) -> str:
        rolls = "+".join(map(str, self.faces))
        return (
            f"seat {self.seat} struck back at seat {self.target}: rolled {rolls}, "
            f"{self.damage} damage"
        )


class StealAttempted(Event, frozen=True, kw_only=True):
    seat: int
    target: int
    success: bool

    def describe(self) -> str:
        result = "stole from" if self.success else "failed to steal from"
        return f"seat {self.seat} {result} seat {self.target}"


class CardStolen(Event, frozen=True, kw_only=True):
    """``card`` is empty in the copy for seats other than the thief and the victim; with open
    hands (A-47 ``hands="open"``) there is one public copy naming the card."""

    seat: int
    target: int
    card: str

    def describe(self) -> str:
        what = card_name(self.card) if self.card else "a card"
        return f"seat {self.seat} took {what} from the hand of seat {self.target}"


class MoleHired(Event, frozen=True, kw_only=True):
    seat: int
    x: int
    y: int
    paid: tuple[str, ...]

    def describe(self) -> str:
        return (
            f"seat {self.seat} paid the mole with {_cards(self.paid)}: the tile at "
            f"{_at(self.x, self.y)} becomes a crossing"
        )


class MapSealed(Event, frozen=True, kw_only=True):
    """R295: every player was stuck for a whole round and nobody hired the mole
    (``mole_left``), or every player is stuck and the mole has no 4-path tile left to lay
    (A-35), whether or not someone hired him before."""

    mole_left: bool = True

    def describe(self) -> str:
        why = "nobody hired the mole for a whole round"
        if not self.mole_left:
            why = "the mole has no 4-path tile left"
        return f"every path is a dead end and {why}: the end rush begins"


class PlayerQuit(Event, frozen=True, kw_only=True):
    seat: int
    x: int
    y: int
    cards: int

    def describe(self) -> str:
        return (
            f"seat {self.seat} quit the game at {_at(self.x, self.y)}; "
            f"{self.cards} card(s) lie face-down there"
        )


class PlayerLeft(Event, frozen=True, kw_only=True):
    seat: int
    x: int
    y: int

    def describe(self) -> str:
        where = _at(self.x, self.y)
        return f"seat {self.seat} left the table for a while; his token is off {where}"


class PlayerReturned(Event, frozen=True, kw_only=True):
    seat: int
    x: int
    y: int

    def describe(self) -> str:
        return f"seat {self.seat} is back at {_at(self.x, self.y)}"


class PlayerStayedAway(Event, frozen=True, kw_only=True):
    seat: int

    def describe(self) -> str:
        return f"seat {self.seat} is still away; his turn passes"


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
    ItemEquipped,
    ItemUnequipped,
    PotionDrunk,
    PotionThrown,
    PotionWasted,
    Teleported,
    AttackModifierChanged,
    ScrollRead,
    MaxHealthRaised,
    PoisonTurnedToHealing,
    PurchaseStarted,
    PurchaseCancelled,
    CardBought,
    CardSold,
    TradeProposed,
    TradeAnswered,
    TripAttempted,
    Counterattacked,
    StealAttempted,
    CardStolen,
    MoleHired,
    MapSealed,
    PlayerQuit,
    PlayerLeft,
    PlayerReturned,
    PlayerStayedAway,
)

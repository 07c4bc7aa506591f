"""Events of the item and table topics: equipment, potions, scrolls, the shop, interaction
between players, the mole and leaving the game (R160-R215, R250-R256, R290-R295).

Same conventions as ``events.py``: past tense, ``describe()`` in plain language, positions as
``(x, y)``. A private fact (a stolen card) is emitted twice: in full to the seats involved and
redacted (``to`` = everyone else).
"""

from __future__ import annotations

from dungeontable.core import Event

from .catalog import card_name


def _at(x: int, y: int) -> str:
    return f"({x}, {y})"


def _cards(cards: tuple[str, ...]) -> str:
    return ", ".join(card_name(c) for c in cards) or "nothing"


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
    """R295: every player was stuck for a whole round and nobody hired the mole."""

    def describe(self) -> str:
        return "every path is a dead end and nobody hired the mole: the end rush begins"


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


ITEM_EVENT_CLASSES: tuple[type[Event], ...] = (
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

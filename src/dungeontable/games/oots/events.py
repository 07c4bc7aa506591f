"""OOTS events: past-tense facts with visibility (``to`` = seats that may see them)."""

from __future__ import annotations

from dungeontable.core import DeckShuffled, DieRolled, Event


class FirstPlayerChosen(Event, frozen=True, kw_only=True):
    seat: int


class StartingShticksChosen(Event, frozen=True, kw_only=True):
    seat: int
    shticks: tuple[str, ...]


class TurnBegan(Event, frozen=True, kw_only=True):
    seat: int
    number: int


class TurnMissed(Event, frozen=True, kw_only=True):
    seat: int


class StoodUp(Event, frozen=True, kw_only=True):
    seat: int
    healed: int


class Moved(Event, frozen=True, kw_only=True):
    seat: int
    floor: int
    pos: int


class RoomExplored(Event, frozen=True, kw_only=True):
    seat: int
    floor: int
    pos: int
    room: str


class StairsFound(Event, frozen=True, kw_only=True):
    seat: int
    floor: int
    pos: int


class MonsterPlaced(Event, frozen=True, kw_only=True):
    seat: int
    monster: str
    size: int


class HandRedrawn(Event, frozen=True, kw_only=True):
    seat: int
    count: int


class BattleBegan(Event, frozen=True, kw_only=True):
    seat: int
    monster: str
    attacker: bool
    distance: int


class ShtickChosen(Event, frozen=True, kw_only=True):
    seat: int
    shtick: str


class HelpOffered(Event, frozen=True, kw_only=True):
    seat: int
    helper: int
    loot: str


class HelpAnswered(Event, frozen=True, kw_only=True):
    helper: int
    accepted: bool


class ScrewPlayed(Event, frozen=True, kw_only=True):
    seat: int
    card: str


class BattleResolved(Event, frozen=True, kw_only=True):
    seat: int
    monster: str
    roll: int
    player_total: int
    monster_total: int
    result: str


class WoundsLost(Event, frozen=True, kw_only=True):
    seat: int
    count: int
    wounds: int


class Healed(Event, frozen=True, kw_only=True):
    seat: int
    wounds: int


class MonsterDefeated(Event, frozen=True, kw_only=True):
    seat: int
    monster: str
    saved: bool


class LootDropped(Event, frozen=True, kw_only=True):
    floor: int
    pos: int
    count: int


class LootTaken(Event, frozen=True, kw_only=True):
    seat: int
    card: str
    """Empty in the copy the other seats see (R211: drawn Loot is private)."""


class LootLost(Event, frozen=True, kw_only=True):
    seat: int
    card: str


class LootPaid(Event, frozen=True, kw_only=True):
    seat: int
    helper: int
    card: str


class Equipped(Event, frozen=True, kw_only=True):
    seat: int
    card: str
    on: bool


class ShtickGained(Event, frozen=True, kw_only=True):
    seat: int
    card: str


class ShticksFlipped(Event, frozen=True, kw_only=True):
    seat: int
    cards: tuple[str, ...]
    up: bool


class MonstersTraded(Event, frozen=True, kw_only=True):
    seat: int
    cards: tuple[str, ...]


class TrapSprung(Event, frozen=True, kw_only=True):
    seat: int
    card: str


class FleeBegan(Event, frozen=True, kw_only=True):
    seat: int


class Rested(Event, frozen=True, kw_only=True):
    seat: int


class Paralyzed(Event, frozen=True, kw_only=True):
    seat: int


class LairEntered(Event, frozen=True, kw_only=True):
    seat: int


class XykonCardDrawn(Event, frozen=True, kw_only=True):
    card: str
    floor: int
    pos: int


class CollapseBegan(Event, frozen=True, kw_only=True):
    reason: str


class MonsterEscaped(Event, frozen=True, kw_only=True):
    monster: str
    floor: int
    pos: int


class RoomRemoved(Event, frozen=True, kw_only=True):
    seat: int
    floor: int
    pos: int


class PlayerLeft(Event, frozen=True, kw_only=True):
    seat: int
    rank: int


class GameEnded(Event, frozen=True, kw_only=True):
    scores: tuple[int, ...]
    winners: tuple[int, ...]


EVENT_CLASSES: tuple[type[Event], ...] = (
    DieRolled,
    DeckShuffled,
    FirstPlayerChosen,
    StartingShticksChosen,
    TurnBegan,
    TurnMissed,
    StoodUp,
    Moved,
    RoomExplored,
    StairsFound,
    MonsterPlaced,
    HandRedrawn,
    BattleBegan,
    ShtickChosen,
    HelpOffered,
    HelpAnswered,
    ScrewPlayed,
    BattleResolved,
    WoundsLost,
    Healed,
    MonsterDefeated,
    LootDropped,
    LootTaken,
    LootLost,
    LootPaid,
    Equipped,
    ShtickGained,
    ShticksFlipped,
    MonstersTraded,
    TrapSprung,
    FleeBegan,
    Rested,
    Paralyzed,
    LairEntered,
    XykonCardDrawn,
    CollapseBegan,
    MonsterEscaped,
    RoomRemoved,
    PlayerLeft,
    GameEnded,
)

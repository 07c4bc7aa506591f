"""OOTS events: past-tense facts with visibility (``to`` = seats that may see them)."""

from __future__ import annotations

from dungeontable.core import DeckShuffled, DieRolled, Event

from .wx_events import WX_EVENT_CLASSES


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


class PvpBattleBegan(Event, frozen=True, kw_only=True):
    """R152-R161: the active player attacks another player (``defender``) ``distance`` rooms
    away. (A Monster battle is ``BattleBegan``; older logs told a PvP battle as one with no
    Monster and no defender.)"""

    seat: int
    defender: int
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


class HelpHeld(Event, frozen=True, kw_only=True):
    """R375: a helper asked by the Attacker waits to hear the Defender's offer first."""

    helper: int


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


class BattleCardLost(Event, frozen=True, kw_only=True):
    """R251 (Spellcaster): a random card of the Battle Hand to the Battle discard, face up."""

    seat: int
    card: str


class RangedAttackCalledOff(Event, frozen=True, kw_only=True):
    """A111: Outsmart flipped every shtick that reached ``monster``: the Ranged Attack is called
    off before the shtick choice, with no roll and no result (R097)."""

    seat: int
    monster: str


class BattleSizeRaised(Event, frozen=True, kw_only=True):
    """A Screw This! card raised the Battle Size of the room being stocked (Goblin
    Reinforcements): ``size`` is the new Battle Size."""

    seat: int
    card: str
    size: int


class MonsterSentUnder(Event, frozen=True, kw_only=True):
    """Tactical Retreat (R238, A61): the room's top Monster went to the bottom of its stack,
    above any Henchmen."""

    seat: int
    card: str
    monster: str


class LootPaid(Event, frozen=True, kw_only=True):
    seat: int
    helper: int
    card: str


class LootGiven(Event, frozen=True, kw_only=True):
    """A29 table-talk trade: ``seat`` hands Stash Loot to ``receiver`` (card hidden to others)."""

    seat: int
    receiver: int
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


class TrapDisarmed(Event, frozen=True, kw_only=True):
    """R220: ``seat`` disarmed the Trap ``card`` before it went off."""

    seat: int
    card: str


class FleeBegan(Event, frozen=True, kw_only=True):
    seat: int


class Rested(Event, frozen=True, kw_only=True):
    seat: int


class Paralyzed(Event, frozen=True, kw_only=True):
    seat: int


class MissesNextTurn(Event, frozen=True, kw_only=True):
    """R157: a PvP winner's shtick whose Result is a missed turn: ``seat`` (the loser) misses
    the next turn; ``by`` won with ``card``."""

    seat: int
    by: int
    card: str


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


class ShadowPicked(Event, frozen=True, kw_only=True):
    """Me and My Shadow (R306): ``seat`` picked the NPC ``npc`` as its shadow."""

    seat: int
    npc: str


class KnockedDown(Event, frozen=True, kw_only=True):
    """No Turning Back (R316, A39): ``seat`` lost the last Wound, dropped ``dropped`` Loot in
    the room and misses the next turn."""

    seat: int
    dropped: int


class BackstoriesDealt(Event, frozen=True, kw_only=True):
    """R353: ``count`` Backstories dealt face down to ``seat``: the event with the ``cards`` goes
    to that seat only; the other seats get it with no cards (``cards=()``, the count alone).
    Emitted by the table's opening (``Oots.opening``), as the deal happens in the setup."""

    seat: int
    cards: tuple[str, ...]
    count: int = 0

    def describe(self) -> str:
        shown = ", ".join(self.cards) if self.cards else "(hidden)"
        return f"seat {self.seat} is dealt {self.count} Backstories: {shown}"


class BackstoryDiscarded(Event, frozen=True, kw_only=True):
    """R353: ``seat`` put ``card`` face up beside the Battle Deck (anyone may read it)."""

    seat: int
    card: str


class BackstoryRevealed(Event, frozen=True, kw_only=True):
    """R354, R359, A52: ``seat`` shows the completed Backstory ``card``."""

    seat: int
    card: str
    points: int


class MonstersReturned(Event, frozen=True, kw_only=True):
    """R357: before the Battle Deck is reshuffled, ``seat`` gives back the face-down traded-in
    Monsters that match none of their Backstories."""

    seat: int
    cards: tuple[str, ...]


class ShtickSelected(Event, frozen=True, kw_only=True):
    """R361 Nitpicky: ``seat`` chose ``card`` for their Starting Shticks (``starting``) or their
    Shtick Deck (the deck picks are seen by that seat only)."""

    seat: int
    card: str
    starting: bool


class TimeCalled(Event, frozen=True, kw_only=True):
    """R360, A51: ``seat`` called time on the timed game's clock; the collapse follows the turn."""

    seat: int


class UniqueDiscarded(Event, frozen=True, kw_only=True):
    """R081, A14: a Unique Monster leaves play because a namesake entered the dungeon (by
    default the copy already in play, at ``floor``/``pos``; with ``unique_discarded = "new"``
    the copy just placed, in the battle's room)."""

    monster: str
    floor: int
    pos: int


class GameEnded(Event, frozen=True, kw_only=True):
    scores: tuple[int, ...]
    winners: tuple[int, ...]


EVENT_CLASSES: tuple[type[Event], ...] = (
    *WX_EVENT_CLASSES,  # Wandering Xykon (wx_events.py)
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
    PvpBattleBegan,
    ShtickChosen,
    HelpOffered,
    HelpAnswered,
    HelpHeld,
    ScrewPlayed,
    BattleResolved,
    RangedAttackCalledOff,
    WoundsLost,
    Healed,
    MonsterDefeated,
    LootDropped,
    LootTaken,
    LootLost,
    BattleCardLost,
    BattleSizeRaised,
    MonsterSentUnder,
    LootPaid,
    Equipped,
    ShtickGained,
    ShticksFlipped,
    MonstersTraded,
    TrapSprung,
    TrapDisarmed,
    FleeBegan,
    Rested,
    Paralyzed,
    MissesNextTurn,
    LairEntered,
    XykonCardDrawn,
    CollapseBegan,
    MonsterEscaped,
    RoomRemoved,
    PlayerLeft,
    GameEnded,
    ShadowPicked,
    LootGiven,
    KnockedDown,
    BackstoriesDealt,
    BackstoryDiscarded,
    BackstoryRevealed,
    MonstersReturned,
    ShtickSelected,
    TimeCalled,
    UniqueDiscarded,
)


TEMPLATES: dict[type[Event], str] = {
    FirstPlayerChosen: "seat {seat} goes first",
    StartingShticksChosen: "seat {seat} starts with {shticks}",
    TurnBegan: "seat {seat} begins turn {number}",
    TurnMissed: "seat {seat} stands up and misses the turn",
    StoodUp: "seat {seat} stands up from resting and heals {healed}",
    Moved: "seat {seat} moves to floor {floor} room {pos}",
    RoomExplored: "seat {seat} explores floor {floor} room {pos}: {room}",
    StairsFound: "seat {seat} finds stairs down at floor {floor} room {pos}",
    MonsterPlaced: "seat {seat} puts {monster} into the battle (Battle Size {size})",
    HandRedrawn: "seat {seat} has no Monster: discards and draws {count}",
    BattleBegan: "seat {seat} battles {monster} (attacker: {attacker}, range {distance})",
    PvpBattleBegan: "seat {seat} attacks seat {defender} (range {distance})",
    ShtickChosen: "seat {seat} fights with {shtick}",
    HelpOffered: "seat {seat} offers {loot} to seat {helper} for help",
    HelpAnswered: "seat {helper} answers the offer (accepted: {accepted})",
    HelpHeld: "seat {helper} waits for the other side's offer",
    ScrewPlayed: "seat {seat} plays Screw This! {card}",
    BattleResolved: "seat {seat} rolls {roll}: {player_total} against {monster_total}, {result}",
    RangedAttackCalledOff: "seat {seat}'s Ranged Attack on {monster} is called off",
    WoundsLost: "seat {seat} loses {count} Wound(s), now {wounds}",
    Healed: "seat {seat} heals to {wounds} Wound(s) lost",
    MonsterDefeated: "seat {seat} defeats {monster} (saved: {saved})",
    LootDropped: "{count} Loot dropped at floor {floor} room {pos}",
    LootTaken: "seat {seat} takes the Loot {card}",
    LootLost: "seat {seat} loses the Loot {card}",
    BattleCardLost: "seat {seat} discards {card} from the Battle Hand",
    BattleSizeRaised: "seat {seat}'s {card} raises the Battle Size to {size}",
    MonsterSentUnder: "seat {seat}'s {card} sends {monster} to the bottom of the room's stack",
    LootPaid: "seat {seat} pays {card} to helper {helper}",
    LootGiven: "seat {seat} gives the Loot {card} to seat {receiver}",
    Equipped: "seat {seat} equips {card} (on: {on})",
    ShtickGained: "seat {seat} gains the shtick {card}",
    ShticksFlipped: "seat {seat} flips {cards} (face up: {up})",
    MonstersTraded: "seat {seat} trades in {cards}",
    TrapSprung: "seat {seat} springs the Trap {card}",
    TrapDisarmed: "seat {seat} disarms the Trap {card}",
    FleeBegan: "seat {seat} flees the dungeon",
    Rested: "seat {seat} lies down to rest",
    Paralyzed: "seat {seat} is paralysed and misses the next turn",
    MissesNextTurn: "seat {seat} misses the next turn ({card} of seat {by})",
    LairEntered: "seat {seat} enters Xykon's Lair",
    XykonCardDrawn: "a Xykon card comes up at floor {floor} room {pos}: {card}",
    CollapseBegan: "the dungeon starts to collapse ({reason})",
    MonsterEscaped: "{monster} escapes from floor {floor} room {pos}",
    RoomRemoved: "seat {seat} removes floor {floor} room {pos}",
    PlayerLeft: "seat {seat} leaves the dungeon (exit #{rank})",
    ShadowPicked: "seat {seat} picks {npc} as their shadow",
    GameEnded: "the game ends: scores {scores}, winners {winners}",
    KnockedDown: "seat {seat} is knocked down: drops {dropped} Loot and misses the next turn",
    BackstoryDiscarded: "seat {seat} lays the Backstory {card} face up",
    BackstoryRevealed: "seat {seat} reveals the Backstory {card} ({points} points)",
    MonstersReturned: "seat {seat} returns {cards} to the Battle Deck",
    ShtickSelected: "seat {seat} chooses the shtick {card} (starting: {starting})",
    TimeCalled: "seat {seat} calls time: this is the last normal turn",
    UniqueDiscarded: "{monster} at floor {floor} room {pos} is discarded (Unique)",
}
"""Plain-language ``describe()`` text per event (card ids; "seat N" for the web log's chips)."""


def _describer(template: str):  # type: ignore[no-untyped-def]
    def describe(self: Event) -> str:
        values = {f: getattr(self, f) for f in self.__struct_fields__}
        return template.format(**{k: "(hidden)" if v == "" else v for k, v in values.items()})

    return describe


for _cls, _template in TEMPLATES.items():
    _cls.describe = _describer(_template)  # type: ignore[method-assign]

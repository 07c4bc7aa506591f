"""OOTS actions: the answers to decisions, imperative names (round-trip through text)."""

from __future__ import annotations

from dungeontable.core import Action


class PutBack(Action, frozen=True):
    """R005: shuffle this Starting Shtick back into the deck (the other 3 go into play)."""

    card: str


class Equip(Action, frozen=True):
    """R213: equip a drooled-over Loot from the Stash."""

    card: str


class Unequip(Action, frozen=True):
    """R214: return an equipped Loot to the Stash."""

    card: str


class TakeEquipped(Action, frozen=True):
    """R374: the winner of a battle against a player takes this equipped Loot of the loser."""

    card: str


class TakeLoot(Action, frozen=True):
    """R209: take the top Loot of this room (no Monsters here; once per turn)."""


class Search(Action, frozen=True):
    """R042-R047: roll for stairs down (1-3 finds them)."""


class TradeMonsters(Action, frozen=True):
    """R193-R194: turn in saved Monsters worth 3+ X; draw 3 shticks, keep 1."""

    cards: tuple[str, ...]


class TradeLoot(Action, frozen=True):
    """R195: discard drooled-over Loot worth Drool Factor 3+; the top shtick goes into play."""

    cards: tuple[str, ...]


class FlipToHeal(Action, frozen=True):
    """R199, R166: flip a non-Battle shtick whose text heals (Cure Assorted Wounds)."""

    index: int


class DiscardForShtick(Action, frozen=True):
    """R216: discard your character's special Loot to take the top shtick into play."""

    card: str


class PickShtick(Action, frozen=True):
    """R194: the shtick kept from a Monster trade-in draw."""

    card: str


class Rest(Action, frozen=True):
    """R176-R180: lie down instead of moving and battling; the turn ends."""


class Step(Action, frozen=True):
    """R021-R030: move one room (or explore, or cross stairs) to ``(floor, pos)``."""

    floor: int
    pos: int


class Stay(Action, frozen=True):
    """R013, R040, R055: do not move this turn."""


class StopMoving(Action, frozen=True):
    """End movement in the current room."""


class PlaceMonster(Action, frozen=True):
    """R069-R073: add a Monster from your Battle Hand to the new battle."""

    card: str


class RangedAttack(Action, frozen=True):
    """R059, R095: attack the top Monster of another room on your floor."""

    floor: int
    pos: int


class NextMonster(Action, frozen=True):
    """R060, R125: battle the next Monster in your room, as Attacker or Defender."""

    attacker: bool


class AttackPlayer(Action, frozen=True):
    """R062-R063, R095: attack a player in your room, or at range on your floor."""

    seat: int


class EndBattles(Action, frozen=True):
    """R126: stop battling this turn."""


class UseShtick(Action, frozen=True):
    """R104/R119: the Battle Shtick (its index among your shticks) or -1 for none (R148)."""

    index: int


class Charge(Action, frozen=True):
    """R086: flip this shtick (Charge!) to become the Attacker in this battle."""

    index: int


class AskHelp(Action, frozen=True):
    """R128-R129, R051: offer ``loot`` to a helper seat (NPC k is ``-1-k``)."""

    helper: int
    card: str


class Fight(Action, frozen=True):
    """Done arranging help: on to the roll."""


class AcceptHelp(Action, frozen=True):
    """R130: accept the assistance offer (binding)."""


class HearBoth(Action, frozen=True):
    """R375: in PvP, hear the Defender's offer before answering the Attacker's (held)."""


class DeclineHelp(Action, frozen=True):
    """R130: refuse the assistance offer (impossible against Xykon Special, R260)."""


class PlayScrew(Action, frozen=True):
    """R227-R231: play a Screw This! card in the open priority window (A59)."""

    card: str


class PlayScrewOn(Action, frozen=True):
    """R231 (L1346, L1693: a boost card "boosts any one shtick until the end of the turn"): play
    a boost card (Get Angry) on your shtick ``index`` (its place among your shticks) instead of
    the declared one (``play-screw`` boosts the declared one)."""

    card: str
    index: int


class PassPriority(Action, frozen=True):
    """Pass in the open priority window."""


class SaveMonster(Action, frozen=True):
    """R113: keep the defeated Monster under your character card (or discard it)."""

    keep: bool


class EndTurn(Action, frozen=True):
    """R012 (5): play passes clockwise."""


class RemoveRoom(Action, frozen=True):
    """R281-R286: remove this room at the end of your turn during the collapse."""

    floor: int
    pos: int


class FlipFoeShtick(Action, frozen=True):
    """R199: flip your shtick ``index`` to flip shtick ``target`` of player ``seat`` (Pocket
    Sand: in your room; Order, Order!: on your floor); like every flip power, a start- or
    end-of-turn action of your own turn, never inside a battle."""

    index: int
    seat: int
    target: int


class PickPocket(Action, frozen=True):
    """Flip your shtick ``index`` to take a random Loot from the Stash of ``seat`` (your room)."""

    index: int
    seat: int


class HealOther(Action, frozen=True):
    """Flip your healing shtick ``index`` to heal player ``seat`` on your floor (Durkon)."""

    index: int
    seat: int


class FlipForLoot(Action, frozen=True):
    """Flip your shtick ``index`` for one more Loot pickup this turn (Treasure Sense)."""

    index: int


class Reroll(Action, frozen=True):
    """Flip your shtick ``index`` to roll your battle dice again (Fool's Luck)."""

    index: int


class KeepRoll(Action, frozen=True):
    """Keep the battle roll (no reroll shtick flipped)."""


class FlipToMove(Action, frozen=True):
    """Flip your shtick ``index`` to move more rooms this turn (Haste, Dimension Door)."""

    index: int


class FlipToDraw(Action, frozen=True):
    """Flip your shtick ``index`` to draw Loot from the Loot deck into your Stash (Haggle on
    your own turn; Shameless Gloating when another player starts fleeing)."""

    index: int


class DiscardLoot(Action, frozen=True):
    """R215: discard your Loot ``card`` for its one-time effect (Healing Salve, Scroll of
    Teleport)."""

    card: str


class FlipForBonus(Action, frozen=True):
    """R199: before the roll, flip your shtick ``index`` for its battle bonus (Rage, Prayer)."""

    index: int


class PickShadow(Action, frozen=True):
    """R306 (Me and My Shadow): pick this NPC character to stay in your room all game."""

    npc: str


class OfferHeal(Action, frozen=True):
    """A29: offer player ``seat`` on your floor a heal with your shtick ``index`` for a Loot."""

    index: int
    seat: int


class PayForHeal(Action, frozen=True):
    """A29: accept the heal offer, paying the Stash Loot ``card`` to the healer."""

    card: str


class RefuseHeal(Action, frozen=True):
    """A29: decline the heal offer (nothing changes hands, the shtick stays face up)."""


class GiveLoot(Action, frozen=True):
    """A29 ``table_talk_trades``: hand the Stash Loot ``card`` to player ``seat`` in your room."""

    card: str
    seat: int


class DiscardBackstory(Action, frozen=True):
    """R353 (Backstories): lay this dealt Backstory face up beside the Battle Deck (twice: the
    other 3 are kept, secret)."""

    card: str


class ChooseShtick(Action, frozen=True):
    """R361 (Nitpicky): choose this shtick, first as one of 3 red Starting Shticks, then for
    the 17-card Shtick Deck."""

    card: str


class GiveMinion(Action, frozen=True):
    """R329, R349 (Wandering Xykon): put this Undead Monster from your hand at the bottom of
    Xykon's Minion Stack."""

    card: str


class HealAll(Action, frozen=True):
    """R264 (Encourage): having defeated an Encourage Monster, heal all Wounds (or not)."""

    heal: bool


class TakeBonusLoot(Action, frozen=True):
    """R115, R179 (A80 ``bonus_pickups = "ask"``): take the bonus Loot of this room (2 for its
    last Monster, 2 on starting a rest) or leave them in the room."""

    take: bool


class CallTime(Action, frozen=True):
    """R360 (Timed game on a wall clock, A51): the agreed time has run out; this turn is the last
    normal one and the collapse begins when it ends."""


ACTION_CLASSES: tuple[type[Action], ...] = (
    PutBack,
    GiveMinion,
    HealAll,
    TakeBonusLoot,
    Equip,
    Unequip,
    TakeLoot,
    TakeEquipped,
    Search,
    TradeMonsters,
    TradeLoot,
    PickShtick,
    FlipToHeal,
    DiscardForShtick,
    Rest,
    Step,
    Stay,
    StopMoving,
    PlaceMonster,
    RangedAttack,
    NextMonster,
    AttackPlayer,
    EndBattles,
    UseShtick,
    Charge,
    AskHelp,
    Fight,
    AcceptHelp,
    DeclineHelp,
    HearBoth,
    PlayScrew,
    PassPriority,
    SaveMonster,
    EndTurn,
    RemoveRoom,
    FlipFoeShtick,
    PickPocket,
    HealOther,
    FlipForLoot,
    Reroll,
    KeepRoll,
    FlipForBonus,
    PickShadow,
    GiveLoot,
    OfferHeal,
    PayForHeal,
    RefuseHeal,
    DiscardBackstory,
    ChooseShtick,
    CallTime,
    FlipToMove,
    FlipToDraw,
    DiscardLoot,
    PlayScrewOn,
)

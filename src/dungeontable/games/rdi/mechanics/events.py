"""Events and actions of the character mechanics (past-tense facts, imperative answers)."""

from __future__ import annotations

from typing import Literal

from dungeontable.core import Action, Event


class InstrumentSmashed(Event, frozen=True, kw_only=True):
    """Adonis smashed an instrument as the cost of a card (002 L63-71)."""

    seat: int
    instrument: str
    card: str

    def describe(self) -> str:
        return f"seat {self.seat} smashed the {self.instrument} to play {self.card}"


class InstrumentRestored(Event, frozen=True, kw_only=True):
    """A smashed instrument was flipped back to intact (002 L75)."""

    seat: int
    instrument: str

    def describe(self) -> str:
        return f"seat {self.seat} restored the {self.instrument}"


class MomentumChanged(Event, frozen=True, kw_only=True):
    """Jett's Momentum moved (002 L530-540); ``why`` is gain, lose, spend or turn-start."""

    seat: int
    value: int
    why: str

    def describe(self) -> str:
        return f"seat {self.seat}'s Momentum is now {self.value} ({self.why})"


class HeatGained(Event, frozen=True, kw_only=True):
    """Lucky gained Heat (002 L722); ``penalties_due`` penalties wait for her choice."""

    seat: int
    value: int
    penalties_due: int

    def describe(self) -> str:
        due = f", {self.penalties_due} penalty to choose" if self.penalties_due else ""
        return f"seat {self.seat} has {self.value} Heat{due}"


class HeatPenaltyPaid(Event, frozen=True, kw_only=True):
    """Lucky took a Heat penalty (002 L724-730): nothing can prevent or reduce it."""

    seat: int
    penalty: str
    amount: int

    def describe(self) -> str:
        what = {"alcohol": "gained {} Alcohol", "gold": "paid {} Gold to the Inn"}.get(
            self.penalty, "lost {} Fortitude"
        )
        return f"seat {self.seat} " + what.format(self.amount) + " (Heat penalty)"


class PlayerMarked(Event, frozen=True, kw_only=True):
    """A player became marked by Remy (002 L1293)."""

    seat: int
    by: int

    def describe(self) -> str:
        return f"seat {self.seat} is marked by seat {self.by}"


class PlayerUnmarked(Event, frozen=True, kw_only=True):
    """A player's mark went back to Remy (002 L1293)."""

    seat: int
    by: int

    def describe(self) -> str:
        return f"seat {self.seat} is no longer marked by seat {self.by}"


class PetFetched(Event, frozen=True, kw_only=True):
    """Ygella took a Pet card from her discard pile into her hand (a public card)."""

    seat: int
    card: str

    def describe(self) -> str:
        return f"seat {self.seat} took the Pet {self.card} back into hand"


class PietyMoved(Event, frozen=True, kw_only=True):
    """Serena's Piety moved after a card (002 L1470); ``by`` is the real move within 1..8 and
    ``atone`` says the card would have taken it below 1, so an atonement is due (L1476)."""

    seat: int
    value: int
    by: int
    atone: bool = False

    def describe(self) -> str:
        due = ", must atone" if self.atone else ""
        return f"seat {self.seat}'s Piety is now {self.value}{due}"


class AtonementMade(Event, frozen=True, kw_only=True):
    """Serena atoned (002 L1476): ``way`` gold (tithe to the Inn) or fortitude (unavoidable)."""

    seat: int
    way: str
    amount: int

    def describe(self) -> str:
        what = "tithed {} Gold to the Inn" if self.way == "gold" else "lost {} Fortitude"
        return f"seat {self.seat} " + what.format(self.amount) + " (atonement)"


class ChiChanged(Event, frozen=True, kw_only=True):
    """Zakhan's Drunken Chi moved (002 L1899-1917); ``why``: drink (chosen after a Drink), card
    (a card's "Gain 1 Drunken Chi"), spend (a card's cost), calm (``cards`` discarded for it)."""

    seat: int
    value: int
    why: str
    cards: tuple[str, ...] = ()

    def describe(self) -> str:
        return f"seat {self.seat}'s Drunken Chi is now {self.value} ({self.why})"


class RagePooled(Event, frozen=True, kw_only=True):
    """A card went face down into Cormac's Building Rage Pile (002 L176-184): ``card`` (blank
    for one from his hand), the tile it activated (``""``: none) and the pool's size."""

    seat: int
    card: str
    tile: str
    size: int

    def describe(self) -> str:
        tile = f", activating Rage tile {self.tile}" if self.tile else ""
        return f"seat {self.seat} pools a card ({self.size} in the Rage Pool){tile}"


class RageCleared(Event, frozen=True, kw_only=True):
    """Cormac's whole Rage Pool went face up into his discard pile; tiles reset (002 L193)."""

    seat: int
    cards: tuple[str, ...]

    def describe(self) -> str:
        return f"seat {self.seat} discards the Rage Pool ({len(self.cards)} cards)"


class DeityFlipped(Event, frozen=True, kw_only=True):
    """One of Ohava's Deity Cards turned over after a card's effects (002 L1006): into harmony
    (``harmonious``) or into discord; ``count`` Deities are now in harmony."""

    seat: int
    deity: str
    harmonious: bool
    count: int

    def describe(self) -> str:
        now = "harmony" if self.harmonious else "discord"
        return f"seat {self.seat}'s Deity {self.deity} goes into {now} ({self.count} in harmony)"


class ScarabsGiven(Event, frozen=True, kw_only=True):
    """Amundyr gave ``seat`` ``amount`` Scarab Tokens from her supply (002 L99, L113)."""

    seat: int
    by: int
    amount: int
    held: int
    supply: int

    def describe(self) -> str:
        return f"seat {self.seat} gains {self.amount} Scarab Tokens (holds {self.held})"


class ScarabDamage(Event, frozen=True, kw_only=True):
    """End of ``seat``'s turn: one Scarab Token went back to Amundyr (``owner``) and a 1-Fortitude
    loss from her is pending (002 L103-105)."""

    seat: int
    owner: int
    held: int
    supply: int
    uid: int

    def describe(self) -> str:
        return f"seat {self.seat} returns a Scarab Token to seat {self.owner}: Scarab damage"


class BrawlStarted(Event, frozen=True, kw_only=True):
    """Samantha started a Brawl (002 L1442): the Brawl count is now ``count``; ``card`` is the
    Brawler revealed from her Brawler Deck (``""``: none left), pending as stack item ``uid``."""

    seat: int
    count: int
    card: str
    uid: int = 0

    def describe(self) -> str:
        return f"seat {self.seat} starts a Brawl (count {self.count}): {self.card or 'no Brawler'}"


class ElementsDiscarded(Event, frozen=True, kw_only=True):
    """Ozrik discarded Element Cards from his hand to activate abilities of ``card`` as he
    played it (002 L1064): an additional cost, never refunded."""

    seat: int
    card: str
    cards: tuple[str, ...]

    def describe(self) -> str:
        return f"seat {self.seat} discards {', '.join(self.cards)} to power {self.card}"


class PrayerPlayed(Event, frozen=True, kw_only=True):
    """Bastian paid ``cost`` Prayer Tokens to play the Prayer Card ``card`` (002 L137)."""

    seat: int
    card: str
    cost: int
    tokens: int

    def describe(self) -> str:
        return f"seat {self.seat} spends {self.cost} Prayer Tokens on {self.card}"


class PrayerTokensGained(Event, frozen=True, kw_only=True):
    """Bastian gained Prayer Tokens from a card (002 L135)."""

    seat: int
    amount: int
    tokens: int

    def describe(self) -> str:
        return f"seat {self.seat} gains {self.amount} Prayer Tokens ({self.tokens})"


class ItemRevealed(Event, frozen=True, kw_only=True):
    """Lizwick revealed ``card`` from her Item Deck (002 L684): ``where`` it went: ``immediate``
    (it acts, then the Item discard pile), ``slot`` (equipped) or ``waiting`` (three Items are
    equipped: she must discard one first)."""

    seat: int
    card: str
    where: str

    def describe(self) -> str:
        return f"seat {self.seat} reveals the Item {self.card} ({self.where})"


class ItemDiscarded(Event, frozen=True, kw_only=True):
    """An equipped Item of Lizwick's went to the Item discard pile: ``why`` = ``slot`` (room for
    a new Item, 002 L692) or ``discard-phase`` (her Discard and Draw, L704)."""

    seat: int
    card: str
    why: str

    def describe(self) -> str:
        return f"seat {self.seat} discards the Item {self.card} ({self.why})"


class SupplyGained(Event, frozen=True, kw_only=True):
    """Doctor Terci took a Medical Supply Token after a card's effects (002 L1535)."""

    seat: int
    token: str
    value: int

    def describe(self) -> str:
        return f"seat {self.seat} takes a {self.token} token ({self.value})"


class PatientTreated(Event, frozen=True, kw_only=True):
    """Doctor Terci spent ``paid`` tokens and took the Waiting Patient into hand (002 L1541)."""

    seat: int
    card: str
    paid: tuple[str, ...]

    def describe(self) -> str:
        return f"seat {self.seat} treats {self.card} ({', '.join(self.paid)})"


class PatientsArrived(Event, frozen=True, kw_only=True):
    """New Patients filled Doctor Terci's empty slots at the start of the turn (002 L1547);
    ``reshuffled``: the Patient discard pile became the Patient Deck first (L1551)."""

    seat: int
    cards: tuple[str, ...]
    reshuffled: bool

    def describe(self) -> str:
        return f"seat {self.seat}: new Waiting Patients {', '.join(self.cards)}"


class MoodChanged(Event, frozen=True, kw_only=True):
    """Wulfric's mood changed at the end of Kaylin's turn: ``mood`` is the card revealed onto the
    Wulfric discard pile (002 L554); ``reshuffled``: the deck was rebuilt first (L556)."""

    seat: int
    mood: str
    reshuffled: bool = False

    def describe(self) -> str:
        return f"seat {self.seat}'s Wulfric is now {self.mood}"


class MixInsShelved(Event, frozen=True, kw_only=True):
    """Phyll drew Mix-ins and put them at once onto his Mix-in Shelf (002 L1154)."""

    seat: int
    cards: tuple[str, ...]

    def describe(self) -> str:
        return f"seat {self.seat} shelves {', '.join(self.cards)}"


class TreasureRevealed(Event, frozen=True, kw_only=True):
    """A munchkin revealed the top Treasure (002 L431): a Curse (resolved at once, L433) or a
    Treasure to equip or discard; ``reshuffled``: the deck was rebuilt from its discard pile."""

    seat: int
    card: str
    curse: bool = False
    reshuffled: bool = False

    def describe(self) -> str:
        return f"seat {self.seat} reveals the Treasure {self.card}"


class TreasureKept(Event, frozen=True, kw_only=True):
    """A Treasure was equipped (``equipped``) or went to the Treasure discard pile (L434)."""

    seat: int
    card: str
    equipped: bool

    def describe(self) -> str:
        return f"seat {self.seat} {'equips' if self.equipped else 'discards'} {self.card}"


class EquipTreasure(Action, frozen=True):
    """Flower or Spyke, with a Treasure revealed: ``discard`` it, ``equip`` it (discarding what
    it does not fit beside), or equip it discarding the named equipped 1-Hand Treasure."""

    choice: str


class ArrowsDrawn(Event, frozen=True, kw_only=True):
    """Piper drew ``count`` Arrows from her Quiver (002 L1180, L1196); ``cards`` is empty in
    the copy other seats get."""

    seat: int
    count: int
    cards: tuple[str, ...] = ()

    def describe(self) -> str:
        return f"seat {self.seat} draws {self.count} Arrow(s) from the Quiver"


class BombRevealed(Event, frozen=True, kw_only=True):
    """``seat`` got a Bomb and revealed ``card`` from Nitrel's (``owner``) Bomb Deck (002 L938);
    ``uid``: the stack item it went on as her Action card (0: its holder chooses first)."""

    seat: int
    owner: int
    card: str
    uid: int = 0

    def describe(self) -> str:
        return f"seat {self.seat} reveals the Bomb {self.card}"


class BombPassed(Event, frozen=True, kw_only=True):
    """The holder paid ``fee`` Gold to the Inn and passed the Bomb to ``target`` (002 L946)."""

    seat: int
    target: int
    fee: int

    def describe(self) -> str:
        return f"seat {self.seat} pays {self.fee} to pass the Bomb to seat {self.target}"


class BombPotted(Event, frozen=True, kw_only=True):
    """Nitrel added the top Bomb face down to the pot (002 L954); ``size`` Bombs are there."""

    seat: int
    size: int

    def describe(self) -> str:
        return f"seat {self.seat} adds a Bomb face down to the pot ({self.size} there)"


class BombsOpened(Event, frozen=True, kw_only=True):
    """The pot's Bombs revealed by the round's winner ``seat`` (002 L954), or discarded face up
    unused (``seat`` -1: nobody won)."""

    seat: int
    cards: tuple[str, ...]

    def describe(self) -> str:
        return f"the pot's Bombs {', '.join(self.cards)} go to seat {self.seat}"


class PotionRevealed(Event, frozen=True, kw_only=True):
    """Phrenk revealed the top Potion at the start of his turn (002 L1120); a Brewing Mishap
    (``mishap``) took ``discarded`` to the Potion discard pile (L1122)."""

    seat: int
    card: str
    mishap: bool
    discarded: tuple[str, ...]

    def describe(self) -> str:
        return f"seat {self.seat} reveals {self.card}" + (" (a Mishap)" if self.mishap else "")


class PotionKept(Event, frozen=True, kw_only=True):
    """Phrenk kept one of his two Potions and discarded the other (002 L1120)."""

    seat: int
    kept: str
    discarded: str

    def describe(self) -> str:
        return f"seat {self.seat} keeps {self.kept}, discards {self.discarded}"


class PotionOffered(Event, frozen=True, kw_only=True):
    """Phrenk offered his face-up Potion to ``buyer`` at its printed price (002 L1132)."""

    seat: int
    buyer: int
    card: str
    price: int

    def describe(self) -> str:
        return f"seat {self.seat} offers {self.card} to seat {self.buyer} for {self.price} Gold"


class PotionAnswered(Event, frozen=True, kw_only=True):
    """The buyer bought the Potion offered (``bought``) or declined it (002 L1134)."""

    seat: int
    buyer: int
    card: str
    price: int
    bought: bool

    def describe(self) -> str:
        what = "buys" if self.bought else "declines"
        return f"seat {self.buyer} {what} {self.card} ({self.price} Gold)"


class KeepPotion(Action, frozen=True):
    """Phrenk, with a new Potion revealed: the one to keep (002 L1120)."""

    card: str


class OfferPotion(Action, frozen=True):
    """Phrenk, any time: offer his face-up Potion to ``buyer`` at its price (002 L1132)."""

    buyer: int


class BuyPotion(Action, frozen=True):
    """The player offered Phrenk's Potion: buy it (``yes``) or not (002 L1134)."""

    answer: Literal["yes", "no"]


class MountRevealed(Event, frozen=True, kw_only=True):
    """Molly revealed ``card`` from her Stable Deck (002 L752)."""

    seat: int
    card: str

    def describe(self) -> str:
        return f"seat {self.seat} reveals the Mount {self.card}"


class MountPlaced(Event, frozen=True, kw_only=True):
    """The Mount ``card`` took Molly's "Just Got Here" slot, pushing the others (002 L746)."""

    seat: int
    card: str

    def describe(self) -> str:
        return f"seat {self.seat}'s Mount {self.card} just got here"


class MountLeft(Event, frozen=True, kw_only=True):
    """A Mount of Molly's was discarded: ``why`` = ``pushed`` off the last slot (L746) or
    ``rival`` (a Rival box, L750)."""

    seat: int
    card: str
    why: str

    def describe(self) -> str:
        return f"seat {self.seat}'s Mount {self.card} leaves ({self.why})"


class BlessingGiven(Event, frozen=True, kw_only=True):
    """``seat`` got a Blessing: ``card`` from the Blessing Deck into their hand (002 L796); the
    others are told only that one came (``card`` blank)."""

    seat: int
    card: str

    def describe(self) -> str:
        return f"seat {self.seat} gets a Blessing"


class BlessingsReturned(Event, frozen=True, kw_only=True):
    """Blessings found in players' discard piles at the end of a turn went to the Blessing
    discard pile (002 L804)."""

    cards: tuple[str, ...]

    def describe(self) -> str:
        return f"{len(self.cards)} Blessings go to the Blessing discard pile"


class ChooseHeatPenalty(Action, frozen=True):
    """Lucky, at 3 Heat: choose ``alcohol`` (+2), ``gold`` (2 to the Inn) or ``fortitude`` (−2)."""

    penalty: Literal["alcohol", "gold", "fortitude"]


class Atone(Action, frozen=True):
    """Serena, her Piety gone below 1: tithe 1 ``gold`` to the Inn or lose 1 ``fortitude``."""

    way: Literal["gold", "fortitude"]


class TakeChi(Action, frozen=True):
    """Zakhan, after a Drink gave him Alcohol: gain 1 Drunken Chi (``yes``) or not (L1899)."""

    gain: Literal["yes", "no"]


class CalmChi(Action, frozen=True):
    """Zakhan, any time: discard these two hand cards to lose 1 Drunken Chi (L1905), ``first``
    then ``second`` (on top of the pile: his choice of order)."""

    first: str
    second: str


class PoolRage(Action, frozen=True):
    """Cormac, after a double Rage icon: put ``card`` from hand into the Rage Pool (``""``:
    none)."""

    card: str


class BrawlOrder(Action, frozen=True):
    """Samantha, Brawl count 10, in her Order a Drink phase: a second Drink for ``target``
    (002 L1448)."""

    target: int


class AttachedRevealed(Event, frozen=True, kw_only=True):
    """The top card of a side deck (``deck``: ``stories`` or ``gears``) was revealed and added
    to the card ``attached_to`` just played (Warthorn 002 L1671, Wizgille L1753); ``reshuffled``:
    the side deck was first rebuilt from its discard pile (L1691, L1763)."""

    seat: int
    card: str
    attached_to: str
    deck: str
    reshuffled: bool = False

    def describe(self) -> str:
        return f"seat {self.seat} adds {self.card} to {self.attached_to}"


class AttachedAimed(Event, frozen=True, kw_only=True):
    """The player of a revealed Story or Gear ``card`` was picked (L1677, L1761); ``piece``:
    one of that player's Gizmos or Minions instead (``gizmo:<slot>``, ``minion:<slot>``)."""

    seat: int
    card: str
    target: int
    uid: int
    piece: str = ""

    def describe(self) -> str:
        return f"seat {self.seat} aims {self.card} at seat {self.target}"


class DiscardItem(Action, frozen=True):
    """Lizwick discards the equipped Item ``card`` (``""``: she keeps the rest, 002 L704)."""

    card: str


class SummonPlaced(Event, frozen=True, kw_only=True):
    """Zariah placed a summon token on her face-down Chimera (002 L1937)."""

    seat: int
    summon: str

    def describe(self) -> str:
        return f"seat {self.seat} places {self.summon} on the Chimera"


class ChimeraFlipped(Event, frozen=True, kw_only=True):
    """Zariah's third summon: the tokens come off and the Chimera turns face up (002 L1949)."""

    seat: int

    def describe(self) -> str:
        return f"seat {self.seat}'s Chimera turns face up"


class ChimeraDispelled(Event, frozen=True, kw_only=True):
    """Zariah dispelled her Chimera (002 L1955): for the attack on ``target`` (``card`` =
    ``chimera_attack``) or to power up ``card`` (``target`` -1)."""

    seat: int
    card: str
    target: int

    def describe(self) -> str:
        return f"seat {self.seat} dispels the Chimera ({self.card})"


class DrinkMeDiscarded(Event, frozen=True, kw_only=True):
    """The top card of ``seat``'s Drink Me! pile was discarded by a card (002 L1967)."""

    seat: int
    card: str

    def describe(self) -> str:
        return f"seat {self.seat} discards the top of the Drink Me! pile"


class AimBomb(Action, frozen=True):
    """The holder's choice on a Bomb (002 L944): ``keep`` / ``pass`` (to ``target``, for a fee),
    ``hurt`` / ``discard`` (the hand instead), ``another`` (the other player it hits)."""

    way: Literal["keep", "pass", "hurt", "discard", "another"]
    target: int = -1


class AimBombGizmo(Action, frozen=True):
    """The holder of a Bomb that hits "another player" picks one of Wrench's Gizmos instead:
    ``slot`` of the Gizmos of ``target`` (002 L978, Goblin Candle)."""

    target: int
    slot: int


class AimBombMinion(Action, frozen=True):
    """The holder of a Bomb that hits "another player" picks one of Torglesnarf's Minions
    instead: ``slot`` of the Minions of ``target`` (002 L1579, as a Gizmo, L978)."""

    target: int
    slot: int


class FirstBomb(Action, frozen=True):
    """The pot's winner sets off ``card`` next of the pot's Bombs (002 L954)."""

    card: str


class FormChanged(Event, frozen=True, kw_only=True):
    """Ripsnarl turned ``form`` (``human`` or ``wolf``, 002 L1311); turning wolf, his ``fury``
    Fury came off his marker to be aimed (L1331)."""

    seat: int
    form: str
    fury: int = 0

    def describe(self) -> str:
        return f"seat {self.seat} turns {self.form}"


class FuryGained(Event, frozen=True, kw_only=True):
    """Human Ripsnarl gained Fury: he has ``fury`` now (002 L1327)."""

    seat: int
    fury: int

    def describe(self) -> str:
        return f"seat {self.seat} has {self.fury} Fury"


class FuryUnleashed(Event, frozen=True, kw_only=True):
    """Ripsnarl's Fury, aimed: ``targets`` lose ``amounts`` Fortitude, each player's as a
    Sometimes card of his (002 L1331)."""

    seat: int
    targets: tuple[int, ...]
    amounts: tuple[int, ...]

    def describe(self) -> str:
        return f"seat {self.seat} unleashes Fury on seats {self.targets}"


class AimMount(Action, frozen=True):
    """Molly picks the player her revealed Immediate Mount's effect is aimed at (002 L758)."""

    target: int


class ReserveGiven(Event, frozen=True, kw_only=True):
    """The Wench gave ``target`` a Special Reserve Drink, face down on top of their Drink Me!
    pile (002 L1711; ``given`` false: none was left); ``discarded``: the top card of that pile
    she had them discard first (L1719), ``""`` if none."""

    seat: int
    target: int
    given: bool = True
    discarded: str = ""

    def describe(self) -> str:
        return f"seat {self.seat} gives seat {self.target} a Special Reserve Drink"


class BrewWorked(Event, frozen=True, kw_only=True):
    """Father Farai worked on a Brew (002 L396-411): ``what`` = ``placed`` / ``moved`` (his
    Farai Token now at ``brew``), ``progress`` (a Progress Token on it: ``progress`` of
    ``needs``), ``stayed`` (the token stays at ``at``: that deck is empty, or he chose to stay),
    ``empty`` (no Brew left there to take the token)."""

    seat: int
    brew: str
    what: str
    at: str
    progress: int = 0
    needs: int = 0

    def describe(self) -> str:
        if self.what == "progress":
            count = f"{self.progress}/{self.needs}"
            return f"seat {self.seat} adds a Progress Token to {self.brew} ({count})"
        if self.what in ("placed", "moved"):
            return f"seat {self.seat} moves the Farai Token to {self.brew}"
        return f"seat {self.seat}'s Farai Token stays at {self.at or 'no Brew'}"


class BrewFinished(Event, frozen=True, kw_only=True):
    """Father Farai finished the top ``brew`` card ``card``: played at once as his Action card
    (stack item ``uid``, 002 L405); ``revealed`` is that deck's new face-up top (``""``: none)."""

    seat: int
    brew: str
    card: str
    uid: int
    revealed: str

    def describe(self) -> str:
        return f"seat {self.seat} finishes the {self.brew} Brew {self.card}"


class FingerDetached(Event, frozen=True, kw_only=True):
    """The Lich King detached ``finger`` to Ignore (002 L660); ``attached`` are left on his mat;
    a ringed one stays in his Stash as Gold (L664)."""

    seat: int
    finger: str
    ringed: bool
    attached: int

    def describe(self) -> str:
        return f"seat {self.seat} detaches a finger ({self.attached} left)"


class FingerReattached(Event, frozen=True, kw_only=True):
    """A detached finger of the Lich King's went back on his mat (house card)."""

    seat: int
    finger: str
    attached: int

    def describe(self) -> str:
        return f"seat {self.seat} reattaches a finger ({self.attached} attached)"


class DebuffGiven(Event, frozen=True, kw_only=True):
    """Natyli (``seat``) gave ``count`` Debuff Tokens of kind ``token`` (pain, mind, power) to
    ``target`` (002 L830)."""

    seat: int
    target: int
    token: str
    count: int

    def describe(self) -> str:
        return f"seat {self.seat} gives {self.count} {self.token} debuff to seat {self.target}"


class DebuffPending(Event, frozen=True, kw_only=True):
    """``seat``'s ``count`` Pain Curses (or Mind Hexes) of Natyli's (``owner``) strike: their
    extra loss or gain on ``stat`` is the pending item ``uid``, which players may answer
    (002 L884; the Lich King's finger, L660)."""

    seat: int
    owner: int
    token: str
    count: int
    stat: str
    uid: int

    def describe(self) -> str:
        return f"seat {self.seat}: {self.count} {self.token} debuff strikes (pending #{self.uid})"


class DebuffKept(Event, frozen=True, kw_only=True):
    """``seat`` Ignored the strike of ``count`` tokens of kind ``token`` of Natyli's
    (``owner``) and keeps them (option ``debuff_ignored="stays"``)."""

    seat: int
    owner: int
    token: str
    count: int

    def describe(self) -> str:
        return f"seat {self.seat} keeps {self.count} {self.token} debuff (its strike Ignored)"


class DebuffStruck(Event, frozen=True, kw_only=True):
    """``seat``'s ``count`` Pain Curses (or Mind Hexes) took effect on ``stat`` and went back to
    Natyli (``owner``) (002 L836, L842)."""

    seat: int
    owner: int
    token: str
    count: int
    stat: str

    def describe(self) -> str:
        return f"seat {self.seat}: {self.count} {self.token} debuff strikes and returns"


class DebuffsReturned(Event, frozen=True, kw_only=True):
    """``seat`` returned ``count`` Debuff Tokens of kind ``token`` to Natyli (``owner``): ``why``
    = ``jinx`` (end of their Action Phase, 002 L852) or ``out`` (they lost the game, L874)."""

    seat: int
    owner: int
    token: str
    count: int
    why: str

    def describe(self) -> str:
        return f"seat {self.seat} returns {self.count} {self.token} debuff"


class MushroomsGrown(Event, frozen=True, kw_only=True):
    """Every Mushroom in Dale's Planter Box grew (002 L247): their Harvest Values now."""

    seat: int
    values: tuple[int, ...]

    def describe(self) -> str:
        return f"seat {self.seat}'s Mushrooms grow: {list(self.values)}"


class MushroomRevealed(Event, frozen=True, kw_only=True):
    """Dale revealed the top Mushroom (002 L243): ``planted`` in the Planter Box, or waiting
    for his choice of what to discard (four already planted)."""

    seat: int
    card: str
    planted: bool

    def describe(self) -> str:
        return f"seat {self.seat} reveals the Mushroom {self.card}"


class MushroomsDiscarded(Event, frozen=True, kw_only=True):
    """Mushrooms left Dale's Planter Box (002 L243-265): ``why`` = ``harvest`` (a Harvest cost
    worth ``total``), ``gather`` (fully grown at the end of his turn), ``room`` (a full Planter)."""

    seat: int
    cards: tuple[str, ...]
    why: str
    total: int = 0

    def describe(self) -> str:
        return f"seat {self.seat} discards Mushrooms ({self.why}): {list(self.cards)}"


class RecipeRevealed(Event, frozen=True, kw_only=True):
    """Roxana revealed the top Recipe ``card`` at the start of her turn (002 L1400);
    ``available`` is her Available Recipe now (the new one if none was there, else the old one,
    and she chooses which to keep)."""

    seat: int
    card: str
    available: str

    def describe(self) -> str:
        return f"seat {self.seat} reveals the Recipe {self.card}"


class RecipeKept(Event, frozen=True, kw_only=True):
    """Roxana kept ``kept`` as her Available Recipe; the other went to the bottom (L1400)."""

    seat: int
    kept: str

    def describe(self) -> str:
        return f"seat {self.seat} keeps the Recipe {self.kept}"


class IngredientBoarded(Event, frozen=True, kw_only=True):
    """An Ingredient card went onto Roxana's Cutting Board (002 L1359-1373): ``how`` =
    ``resolved`` (the card resolved), ``cleaver`` or ``prep`` (straight from her hand, no
    effects); ``board`` = cards on the board now."""

    seat: int
    card: str
    how: str
    board: int

    def describe(self) -> str:
        return f"seat {self.seat} puts {self.card} on the Cutting Board ({self.how})"


class RecipeCooked(Event, frozen=True, kw_only=True):
    """Roxana cooked ``recipe``: ``spent`` went from her Cutting Board to her discard pile and
    the Recipe into her hand (002 L1402)."""

    seat: int
    recipe: str
    spent: tuple[str, ...]

    def describe(self) -> str:
        return f"seat {self.seat} cooks {self.recipe} with {list(self.spent)}"


class SmorgasbordServed(Event, frozen=True, kw_only=True):
    """Roxana spent ``spent`` from her Cutting Board on the Smorgasbord (002 L1410), an
    Anytime play on the stack as item ``uid``."""

    seat: int
    spent: tuple[str, ...]
    uid: int

    def describe(self) -> str:
        return f"seat {self.seat} serves the Smorgasbord with {list(self.spent)}"


class PookyMood(Event, frozen=True, kw_only=True):
    """Pooky's Mood Marker moved to ``mood`` (002 L1218-1220): ``why`` = ``hurt`` (another
    player's card took his Fortitude), ``drink`` (3+ Alcohol from a Drink), ``round`` (a Round of
    Gambling he took part in and lost) or ``card`` (a card's effect)."""

    seat: int
    mood: str
    why: str

    def describe(self) -> str:
        return f"seat {self.seat}'s mood is now {self.mood} ({self.why})"


EVENT_CLASSES: tuple[type[Event], ...] = (
    InstrumentSmashed,
    InstrumentRestored,
    MomentumChanged,
    HeatGained,
    HeatPenaltyPaid,
    PlayerMarked,
    PlayerUnmarked,
    PetFetched,
    PietyMoved,
    AtonementMade,
    ChiChanged,
    RagePooled,
    RageCleared,
    ScarabsGiven,
    ScarabDamage,
    PrayerPlayed,
    PrayerTokensGained,
    MoodChanged,
    MixInsShelved,
    TreasureRevealed,
    TreasureKept,
    DeityFlipped,
    BrawlStarted,
    ItemRevealed,
    ItemDiscarded,
    BombRevealed,
    BombPassed,
    BombPotted,
    BombsOpened,
    MountRevealed,
    MountPlaced,
    MountLeft,
    BlessingGiven,
    BlessingsReturned,
    AttachedRevealed,
    AttachedAimed,
    ElementsDiscarded,
    SupplyGained,
    PatientTreated,
    PatientsArrived,
    SummonPlaced,
    ChimeraFlipped,
    ChimeraDispelled,
    DrinkMeDiscarded,
    ArrowsDrawn,
    FormChanged,
    FuryGained,
    FuryUnleashed,
    PotionRevealed,
    PotionKept,
    PotionOffered,
    PotionAnswered,
    ReserveGiven,
    BrewWorked,
    BrewFinished,
    FingerDetached,
    FingerReattached,
    DebuffGiven,
    DebuffStruck,
    DebuffsReturned,
    PookyMood,
    MushroomsGrown,
    MushroomRevealed,
    MushroomsDiscarded,
    RecipeRevealed,
    RecipeKept,
    IngredientBoarded,
    RecipeCooked,
    SmorgasbordServed,
    DebuffPending,
    DebuffKept,
)
"""The mechanics' events, in codec order."""


class AimAttached(Action, frozen=True):
    """Warthorn or Wizgille: the player the Story or Gear just revealed picks (002 L1677,
    L1761); ``piece``: one of that player's Gizmos (``gizmo:<slot>``, L1803) or Minions
    (``minion:<slot>``, L1578) takes the Story's or Gear's Fortitude loss instead."""

    target: int
    piece: str = ""

    def to_text(self) -> str:
        return super().to_text().removesuffix(' piece=""')  # a player picked: as before


class TakeSupply(Action, frozen=True):
    """Doctor Terci, after a split supply icon: the token to take (002 L1535)."""

    token: Literal["salve", "splint", "bandage"]


class TreatPatient(Action, frozen=True):
    """Doctor Terci, any time: spend a Waiting Patient's tokens and take it into hand (L1541)."""

    card: str


class PlaceSummon(Action, frozen=True):
    """Zariah, after a card with all three summon icons: the summon to place (``""``: none)
    (002 L1941)."""

    which: str


class ChimeraAttack(Action, frozen=True):
    """Zariah, in her Action phase with a face-up Chimera: dispel it so ``target`` loses 3
    Fortitude, as her Action (002 L1957)."""

    target: int


class FuryTarget(Action, frozen=True):
    """Ripsnarl, turning wolf: the player one Fury of his is aimed at (002 L1331)."""

    target: int


class FuryAtPiece(Action, frozen=True):
    """Ripsnarl aims one Fury at one of ``target``'s Gizmos or Minions instead (``piece``:
    ``gizmo:<slot>`` or ``minion:<slot>``): the Fury counts as a card from his hand whose loss
    he aims (002 L1329, L1579, L1803)."""

    target: int
    piece: str


class WorkBrew(Action, frozen=True):
    """Father Farai's Brew choice (002 L392, L403, L409): a Brew (``beer``, ``wine``,
    ``spirits``) to put his token at, ``progress`` (mash paddle: a Progress Token on the current
    Brew) or ``stay``."""

    choice: str


class DiscardMushroom(Action, frozen=True):
    """Dale, with a full Planter Box and a new Mushroom revealed: the planted Mushroom to
    discard (its slot, 0 first) or ``-1`` for the new one (002 L243)."""

    slot: int


class KeepRecipe(Action, frozen=True):
    """Roxana keeps this Recipe as her Available Recipe (002 L1400)."""

    card: str


class BoardIngredient(Action, frozen=True):
    """Roxana puts this Ingredient card from her hand on her Cutting Board (cleaver or prep,
    002 L1367, L1373); ``""``: none (no more)."""

    card: str


class CookRecipe(Action, frozen=True):
    """Roxana cooks her Available Recipe with these Cutting Board cards (comma-separated,
    002 L1402)."""

    cards: str


class ServeSmorgasbord(Action, frozen=True):
    """Roxana activates the Smorgasbord with these three Cutting Board cards (comma-separated,
    002 L1410)."""

    cards: str


ACTION_CLASSES: tuple[type[Action], ...] = (
    ChooseHeatPenalty,
    Atone,
    TakeChi,
    CalmChi,
    PoolRage,
    BrawlOrder,
    DiscardItem,
    AimBomb,
    AimBombGizmo,
    AimBombMinion,
    FirstBomb,
    AimMount,
    AimAttached,
    TakeSupply,
    TreatPatient,
    PlaceSummon,
    ChimeraAttack,
    EquipTreasure,
    FuryTarget,
    FuryAtPiece,
    KeepPotion,
    OfferPotion,
    BuyPotion,
    WorkBrew,
    DiscardMushroom,
    KeepRecipe,
    BoardIngredient,
    CookRecipe,
    ServeSmorgasbord,
)
"""The mechanics' actions, in codec order."""

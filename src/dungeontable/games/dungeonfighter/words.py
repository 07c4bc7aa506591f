"""Dungeon Fighter in words: every event, action, prompt, refusal and result as people read them.

Heroes are named by the person who plays them (``Names``; in a two-hero solo game "Alice's first
hero"), monsters, bosses, equipment, abilities and throw requirements by their names from the
game's cards (``content.catalog``, ``requirements.BY_ID``), rooms by their letter and floor; never
ids, seat numbers, raw event syntax or rule codes. An action reads as "Alice throws the blue die
(Piercing Damage 1) with the Rusty Cleaver, aiming at the bullseye" when the deciding seat's view
is known, as an order ("Throw the blue die ...") without it.
"""

from __future__ import annotations

import inspect
import math
import re
from typing import Any

from dungeontable.core import Action, Decision, Event, IllegalAction, Outcome, ParseError
from dungeontable.core.words import Names, Words

from .actions import (
    BackDown,
    Berserk,
    Buy,
    BuyBonusDie,
    BuyHealing,
    Continue,
    DestroyEquipment,
    EnterResult,
    GiveCard,
    HealHero,
    MoveTo,
    PayMelody,
    PlaceBeer,
    ScarAbility,
    SufferDefeat,
    SwingAgain,
    Throw,
    UseCard,
)
from .content import COLOURS, Catalog, DFCard, catalog
from .effects import EFFECTS
from .events import (
    AbilityActivated,
    BackedDown,
    BonusDiceChanged,
    CardDiscarded,
    CardDrawnFaceDown,
    CardGained,
    DicePassed,
    DieThrown,
    GameEnded,
    GoldChanged,
    HeroDamaged,
    HeroEliminated,
    HeroFainted,
    HeroHealed,
    LeaderChanged,
    MonsterDamaged,
    MonsterDefeated,
    MonsterHealed,
    MonsterRevealed,
    Moved,
    PartyDefeated,
    Scarred,
    ShopOpened,
)
from .options import Options
from .ratings import rating
from .requirements import BY_ID
from .state import HIDDEN, State

_REFS = re.compile(r"\s*\((?:R\d|AMB-|house)[^)]*\)")
_NOT_LEGAL = re.compile(r"^(?P<action>.+) is not legal now \((?P<kind>[a-z-]+)\)(?:: .+)?$")
FLOORS = 3

ROOM_KINDS = {
    "shop": "a shop",
    "fountain": "a healing fountain",
    "treasure": "a treasure chamber",
    "dangerous": "a dangerous room",
}

PROMPTS = {
    "move": "choose where the party goes next",
    "throw": "throw a die",
    "before-throw": "decide whether to use a one-use card before the next throw",
    "swing": "decide whether to throw the same die again or keep the result",
    "enter-result": "enter where the real die came to rest",
    "react": "decide whether to use a one-use card on this result",
    "berserk": "decide whether to go berserk (1 hit point to double the damage)",
    "beer": "choose the hero who gets the beer token",
    "melody": "decide whether to pay 1 gold for the Enchanting Melody",
    "divine": "choose a hero to heal by 1 (Divine Intervention)",
    "destroy": "choose one of their cards to lose (Destroy Equipment)",
    "loot": "choose who gets the stolen equipment card",
    "make-room": "choose a card to discard to make room",
    "scar": "choose which ability the scar covers",
    "trade": "hand equipment between heroes, or finish trading",
    "shop": "buy at the shop, or leave it",
    "treasure": "choose who gets the treasure card",
}
"""Each decision kind, as what its decider must do."""

NOW = {
    "move": "the party is choosing where to go next",
    "throw": "it is time to throw a die",
    "before-throw": "a hero is deciding whether to use a one-use card before the throw",
    "swing": "the thrower is deciding whether to swing again",
    "enter-result": "the real die's result must be entered first",
    "react": "the result of the throw is waiting for a one-use card or not",
    "berserk": "the thrower is deciding whether to go berserk",
    "beer": "the beer token is waiting for a hero",
    "melody": "the thrower is deciding about the Enchanting Melody",
    "divine": "Divine Intervention healing is being shared out",
    "destroy": "the thrower must first lose a card to Destroy Equipment",
    "loot": "a stolen card is waiting for a hero",
    "make-room": "a hero must first discard a card to make room",
    "scar": "a fainted hero must first choose a scar",
    "trade": "the heroes are trading equipment",
    "shop": "the party is at the shop",
    "treasure": "the treasure card is waiting for a hero",
}
"""Each decision kind, as what is going on (for refusals)."""

REASONS = {
    "the final boss fell": "the final boss fell",
    "every hero fainted": "every hero fainted at once",
    "no bonus die left against the final boss": (
        "the party ran out of dice to throw against the final boss"
    ),
}

HURT = {
    "miss": "the monster strikes back after a miss",
    "critical_miss": "Critical Miss: the monster hits everyone",
    "party_defeat": "the party suffered defeat",
    "berserk": "the price of going berserk",
    "shame": "the shame of backing down",
}
GOLD = {
    "monster": "from the defeated monster",
    "treasure": "from the treasure chamber",
    "pickpocket": "by Pickpocket",
}
SPENT = {
    "shop": "at the shop",
    "healing": "for healing at the shop",
    "bonus die": "for a bonus die",
    "melody": "for the Enchanting Melody",
    "lose_gold": "to the monster's Lose Gold after a Miss",
}
BONUS = {
    "unused hero dice": "for the hero dice left unthrown",
    "treasure": "from the treasure chamber",
    "shop": "bought at the shop",
}
GAINED = {
    "five_finger": "stolen with Five-finger Discount",
    "shop": "bought at the shop",
    "treasure": "from the treasure chamber",
    "handed on": "handed over by another hero",
    "seduced": "charmed with Seduction, the beaten monster follows him",
}
LOST = {
    "seduction": "the charmed monster has done its part",
    "no slot": "to make room",
    "destroy_equipment": "destroyed by the monster",
    "used": "used up",
    "handed on": "handed on",
    "eliminated": "out of the game with him",
}
MISSES = {
    "board_before_bounce": "no bounce before the board",
    "hole": "through a hole",
    "bone": "on a bone",
    "off_board": "not on the board",
    "knocked": "it knocked a resting die",
}
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")
LEVELS = ("I", "II", "III", "IV")


NAMED = {"double_damage": "Double Damage", "destroy_equipment": "Destroy Equipment"}
"""Ops whose description does not start with "Name: ..."."""


def ability_name(op: str, x: int = 0, colour: str | None = None) -> str:
    """An ability's name from its op's description ("Piercing Damage 1"; "Piercing Damage"
    when the number is not known)."""
    if op in NAMED:
        return NAMED[op]
    try:
        doc = inspect.getdoc(EFFECTS.function(op)) or ""
    except KeyError:
        doc = ""
    first = _REFS.sub("", doc.splitlines()[0] if doc else op.replace("_", " ")).rstrip(".")
    name = first.partition(": ")[0].strip()
    name = re.sub(r"\bX\b", str(x), name) if x else re.sub(r"\s+X\b", "", name)
    return name.replace("``colour``", colour or "chosen")


def requirement_name(rid: str) -> str:
    found = BY_ID.get(rid)
    return found.name if found else rid.replace("_", " ")


def listed(items: list[str]) -> str:
    if len(items) <= 1:
        return items[0] if items else ""
    return f"{', '.join(items[:-1])} and {items[-1]}"


def floor_name(layout: str) -> str:
    """ "the Crypt", "the Hollow Halls boss floor" for a dungeon sheet's side."""
    words = layout.replace("_dungeon", "").replace("_", " ")
    return "the " + " ".join(w if w in ("boss", "floor") else w.capitalize() for w in words.split())


class DungeonFighterWords(Words):
    """How a Dungeon Fighter match reads for people."""

    def __init__(self, game: Any, options: Any, names: Names) -> None:
        super().__init__(game, options if isinstance(options, Options) else Options(), names)
        self.cat: Catalog = catalog(self.options.cards)

    # --- names --------------------------------------------------------------------------------

    def hero(self, index: int) -> str:
        """The person playing hero ``index`` (in a two-hero solo game, which of their heroes)."""
        seats = max(1, len(self.names.seats))
        if seats == 1 and self.options.solo == "two_heroes":
            return f"{self.names(0)}'s {ORDINALS[index % len(ORDINALS)]} hero"
        return self.names(index % seats)

    def card(self, cid: str) -> str:
        if cid == HIDDEN:
            return "a face-down card"
        found = self.cat.cards.get(cid)
        return found.name if found else cid.replace("_", " ").capitalize()

    def the(self, cid: str) -> str:
        """A card name with "the" unless it carries its own article ("The Hollow King")."""
        name = self.card(cid)
        return name if name.lower().startswith(("the ", "a ")) else f"the {name}"

    def _card(self, cid: str) -> DFCard | None:
        return self.cat.cards.get(cid)

    def die(self, die: str) -> str:
        return "a white bonus die" if die == "white" else f"the {die} die"

    def die_ability(self, state: State | None, hero: int, die: str) -> str:
        """The ability the hero's die of that colour carries ("Piercing Damage 1"), scarred ones
        marked; "" for a bonus die or when the hero is not known."""
        if state is None or die not in COLOURS or not 0 <= hero < len(state.heroes):
            return ""
        card = self._card(state.heroes[hero].card)
        if card is None or len(card.abilities) != len(COLOURS):
            return ""
        a = card.abilities[COLOURS.index(die)]
        scar = ", scarred" if die in state.heroes[hero].scars else ""
        return f"{ability_name(a.op, a.x, a.colour)}{scar}"

    # --- events -------------------------------------------------------------------------------

    def event(self, event: Event) -> str:
        tell = getattr(self, f"_e_{type(event).__name__}", None)
        return tell(event) if tell is not None else super().event(event)

    def _e_Moved(self, e: Moved) -> str:
        if e.room == "boss":
            return "The party reaches the final boss"
        return f"The party moves to room {e.room.upper()} of floor {e.floor + 1}"

    def _e_MonsterRevealed(self, e: MonsterRevealed) -> str:
        card = self._card(e.monster)
        what = "the final boss" if e.boss else f"a level {LEVELS[e.tier % 4]} monster"
        extra = []
        if card is not None and card.damage is not None:
            extra.append(f"hits for {card.damage} on a miss")
        if card is not None and card.requirement:
            extra.append(f"demands a {requirement_name(card.requirement)}")
        if card is not None:
            extra += [ability_name(a.op, a.x, a.colour) for a in card.abilities]
        gold = f"{e.gold} gold" if e.gold else "no gold"
        more = f"; {', '.join(extra)}" if extra else ""
        return f"{self.card(e.monster)} appears: {what}, {e.hp} hit points, {gold}{more}"

    def _e_DieThrown(self, e: DieThrown) -> str:
        o = e.outcome
        if o.zone in ("bone", "hole"):
            where = "on a bone" if o.zone == "bone" else "in a hole"
        elif o.zone != "none":
            where = f"in section {o.zone}"
        else:
            where = "off the table" if o.rest == "off_table" else "beside the board"
        face = " with the special icon up" if o.special else ""
        weapons = [self.the(w) for w in e.weapons]
        using = f" with {listed(weapons)}" if weapons else ""
        shots = [requirement_name(r) for r in e.requirements]
        shot = f" ({listed(shots)})" if shots else ""
        if e.contact:
            verdict = "a hit"
        else:
            reasons = [MISSES.get(r, r.replace("_", " ")) for r in o.miss_reasons]
            reasons = [r for r in reasons if r != "requirement"]
            reasons += [f"{requirement_name(r)} not made" for r in o.failed_requirements]
            if "requirement" in o.miss_reasons and not o.failed_requirements:
                reasons.append("a throw requirement was not met")
            reasons = list(dict.fromkeys(reasons))
            verdict = f"a miss ({', '.join(reasons)})" if reasons else "a miss"
        thrower = self.hero(e.hero)
        return f"{thrower} throws {self.die(e.die)}{using}{shot}: it lands {where}{face}, {verdict}"

    def _e_AbilityActivated(self, e: AbilityActivated) -> str:
        source = self.die(e.source) if e.source in (*COLOURS, "white") else self.the(e.source)
        return f"{self.hero(e.hero)}'s {ability_name(e.ability)} takes effect ({source})"

    def _e_MonsterDamaged(self, e: MonsterDamaged) -> str:
        left = f"{e.hp} left" if e.hp > 0 else "none left"
        return f"The monster loses {e.amount} hit point{_s(e.amount)} ({left})"

    def _e_MonsterHealed(self, e: MonsterHealed) -> str:
        return f"The monster heals {e.amount} hit point{_s(e.amount)} (now {max(e.hp, 0)})"

    def _e_HeroDamaged(self, e: HeroDamaged) -> str:
        cause = HURT.get(e.cause, e.cause.replace("_", " "))
        left = f"{e.hp} left" if e.hp > 0 else "none left"
        return f"{self.hero(e.hero)} loses {e.amount} hit point{_s(e.amount)} ({cause}; {left})"

    def _e_HeroHealed(self, e: HeroHealed) -> str:
        return f"{self.hero(e.hero)} heals {e.amount} hit point{_s(e.amount)} (now {e.hp})"

    def _e_HeroFainted(self, e: HeroFainted) -> str:
        return f"{self.hero(e.hero)} faints and sits out the rest of the fight"

    def _e_MonsterDefeated(self, e: MonsterDefeated) -> str:
        how = " by a bullseye" if e.bullseye else ""
        return f"{self.card(e.monster)} is defeated{how}"

    def _e_PartyDefeated(self, e: PartyDefeated) -> str:
        lost = f"The party suffers defeat: every hero loses {e.damage} hit point{_s(e.damage)}"
        if e.dice_to < 0:  # every hero fainted: the game is lost
            return lost
        return f"{lost}, and the hero dice go to {self.hero(e.dice_to)}"

    def _e_DicePassed(self, e: DicePassed) -> str:
        dice = listed(list(e.dice))
        noun = "die passes" if len(e.dice) == 1 else "dice pass"
        return f"The {dice} {noun} to {self.hero(e.hero)}"

    def _e_BackedDown(self, e: BackedDown) -> str:
        return f"The party backs down from {self.the(e.monster)}, which goes back into the tower"

    def _e_GoldChanged(self, e: GoldChanged) -> str:
        chest = f"{e.chest} gold in the chest"
        if e.amount >= 0:
            how = GOLD.get(e.cause, e.cause.replace("_", " "))
            return f"The party gains {e.amount} gold {how} ({chest})"
        how = SPENT.get(e.cause, e.cause.replace("_", " "))
        return f"The party loses {-e.amount} gold {how} ({chest})"

    def _e_BonusDiceChanged(self, e: BonusDiceChanged) -> str:
        chest = f"{e.chest} left in the chest"
        if e.cause == "thrown":
            return f"A bonus die is used up ({chest})"
        n = abs(e.amount)
        dice = "a bonus die" if n == 1 else f"{n} bonus dice"
        how = BONUS.get(e.cause, e.cause.replace("_", " "))
        verb = "gains" if e.amount >= 0 else "loses"
        return f"The party {verb} {dice} {how} ({chest})"

    def _e_CardGained(self, e: CardGained) -> str:
        how = GAINED.get(e.cause, e.cause.replace("_", " "))
        return f"{self.hero(e.hero)} takes {self.the(e.card)} ({how})"

    def _e_CardDiscarded(self, e: CardDiscarded) -> str:
        if e.hero < 0 and e.cause == "beaten":  # R092: the beaten monster's card
            card = self.the(e.card)
            return f"{card[:1].upper()}{card[1:]} goes to the monsters' discard pile"
        if e.hero < 0:  # a treasure or stolen card no hero took (R108)
            how = GAINED.get(e.cause, e.cause.replace("_", " "))
            card = self.the(e.card)
            return f"{card[:1].upper()}{card[1:]} goes to the discard pile, unclaimed ({how})"
        hero, card = self.hero(e.hero), self.the(e.card)
        if e.cause == "handed on":
            return f"{hero} hands on {card}"
        if e.cause == "used":
            return f"{hero} uses up {card}"
        if e.cause == "destroy_equipment":
            return f"The monster destroys {hero}'s {self.card(e.card)} (Destroy Equipment)"
        if e.cause == "seduction":
            return f"{hero}'s charmed {self.card(e.card)} has done its part and leaves"
        how = LOST.get(e.cause, e.cause.replace("_", " "))
        return f"{hero} gives up {card} ({how})"

    def _e_CardDrawnFaceDown(self, e: CardDrawnFaceDown) -> str:
        return (
            f"{self.hero(e.hero)} slips an equipment card away face down (Five-finger Discount; "
            "it is revealed after the fight)"
        )

    def _e_ShopOpened(self, e: ShopOpened) -> str:
        if not e.cards:
            return "The shop opens, but has no equipment left to sell"
        wares = []
        for cid in e.cards:
            card = self._card(cid)
            cost = f" ({card.cost} gold)" if card is not None and card.cost is not None else ""
            wares.append(f"{self.card(cid)}{cost}")
        return f"The shop opens: {', '.join(wares)}"

    def _e_Scarred(self, e: Scarred) -> str:
        return (
            f"{self.hero(e.hero)} is revived with a scar over the {e.colour} ability "
            f"({e.hp} hit points)"
        )

    def _e_HeroEliminated(self, e: HeroEliminated) -> str:
        return f"{self.hero(e.hero)} is eliminated: a third scar is one too many"

    def _e_LeaderChanged(self, e: LeaderChanged) -> str:
        return f"{self.hero(e.hero)} becomes the party leader"

    def _e_GameEnded(self, e: GameEnded) -> str:
        if e.won:
            return (
                f"Victory! {_cap(REASONS.get(e.reason, e.reason))}: the party scores {e.score} "
                f"points and is rated {e.rating}"
            )
        return f"The party is lost: {REASONS.get(e.reason, e.reason)}"

    # --- actions ------------------------------------------------------------------------------

    def action(self, action: Action, view: Any = None) -> str:
        """ "Alice throws the blue die ..." with the deciding seat's view, else an order."""
        state = getattr(view, "state", None)
        state = state if isinstance(state, State) else None
        decision = getattr(view, "decision", None)
        kind = decision.kind if isinstance(decision, Decision) else ""
        parts = self._action(action, state, kind)
        if parts is None:
            return super().action(action, view)
        base, third, rest = parts
        actor = self._actor(state, kind, decision)
        if actor is None:
            return f"{_cap(base)} {rest}".rstrip()
        return f"{actor} {third} {rest}".rstrip()

    def _actor(self, state: State | None, kind: str, decision: Any) -> str | None:
        if state is None or not isinstance(decision, Decision):
            return None
        from .flow import DECIDER

        decider = DECIDER.get(kind)
        if decider is not None:
            try:
                return self.hero(decider(state))
            except (AssertionError, IndexError, AttributeError):
                return self.names(decision.seat)  # a state this decider cannot read
        return self.names(decision.seat)

    def _action(self, a: Action, state: State | None, kind: str) -> tuple[str, str, str] | None:
        """(order verb, third-person verb, the rest) for one action."""
        if isinstance(a, MoveTo):
            return "go", "leads the party", self._destination(a.room, state)
        if isinstance(a, Throw):
            return "throw", "throws", self._throw(a, state)
        if isinstance(a, SufferDefeat):
            hp = ""
            if state is not None and state.fight is not None:
                n = state.fight.tier + 1
                hp = f": every hero loses {n} hit point{_s(n)}, and the hero dice come back"
            return "suffer", "suffers", f"defeat instead of throwing a bonus die{hp}"
        if isinstance(a, BackDown):
            monster = self.the(state.fight.monster) if state and state.fight else "the monster"
            return "back", "backs", f"down from {monster} (every hero loses 1 hit point)"
        if isinstance(a, EnterResult):
            return "enter", "enters", self._entered(a)
        if isinstance(a, Berserk):
            if a.yes:
                return "go", "goes", "berserk: 1 hit point to double this throw's damage"
            return "stay", "stays", "calm (no Berserk)"
        if isinstance(a, PayMelody):
            monster = self.the(state.fight.monster) if state and state.fight else "the monster"
            if a.yes:
                return "pay", "pays", f"1 gold to silence {monster} with the Enchanting Melody"
            return "keep", "keeps", "the gold (no Enchanting Melody)"
        if isinstance(a, SwingAgain):
            if a.yes:
                return "swing", "swings", "again: the same die is picked up and thrown once more"
            return "keep", "keeps", "the result and does not swing again"
        if isinstance(a, PlaceBeer):
            return "give", "gives", f"the beer token to {self.hero(a.hero)}"
        if isinstance(a, HealHero):
            return "heal", "heals", f"{self.hero(a.hero)} by 1 hit point (Divine Intervention)"
        if isinstance(a, DestroyEquipment):
            return "give", "gives", f"up {self.the(a.card)} to Destroy Equipment"
        if isinstance(a, UseCard):
            target = f" on {self.hero(a.hero)}" if a.hero >= 0 else ""
            return "use", "uses", f"{self.the(a.card)}{target}"
        if isinstance(a, Continue):
            return self._continue(kind)
        if isinstance(a, ScarAbility):
            return "cover", "covers", self._scar(a.colour, state, kind)
        if isinstance(a, GiveCard):
            return self._give(a, kind)
        if isinstance(a, Buy):
            card = self._card(a.card)
            cost = f" ({card.cost} gold)" if card is not None and card.cost is not None else ""
            return "buy", "buys", f"{self.the(a.card)}{cost} for {self.hero(a.hero)}"
        if isinstance(a, BuyHealing):
            return "buy", "buys", f"1 hit point of healing for {self.hero(a.hero)} (1 gold)"
        if isinstance(a, BuyBonusDie):
            return "buy", "buys", "a bonus die (2 gold)"
        return None

    def _destination(self, room: str, state: State | None) -> str:
        if room == "boss":
            return "to the final boss"
        floor = state.floor if state is not None else None
        if ":" in room:
            floor_text, _, room = room.partition(":")
            floor = int(floor_text)
            where = f"down to floor {floor + 1}, room {room.upper()}"
        else:
            where = f"to room {room.upper()}"
        if state is None or floor is None or floor >= len(state.floors):
            return where
        found = self.cat.rooms.get((state.floors[floor], room))
        if found is None or found.kind not in ROOM_KINDS:
            return where
        what = ROOM_KINDS[found.kind]
        if found.kind == "dangerous" and found.requirement:
            what += f": every throw there must be a {requirement_name(found.requirement)}"
        elif found.kind == "treasure" and found.reward:
            what += f" ({_reward(found.reward)})"
        return f"{where}, {what}"

    def _throw(self, a: Throw, state: State | None) -> str:
        hero = state.fight.turn if state is not None and state.fight is not None else -1
        ability = self.die_ability(state, hero, a.die)
        text = self.die(a.die) + (f" ({ability})" if ability else "")
        if a.weapons:
            text += f" with {listed([self.the(w) for w in a.weapons])}"
        if a.charm:
            charmed = listed([self.card(c) for c in a.charm.split("+")])
            text += f", helped by the charmed {charmed}"
        text += ", " + _aim(a)
        shots = self._shots(a, state)
        if shots:
            text += f" ({listed(shots)})"
        return text

    def _shots(self, a: Throw, state: State | None) -> list[str]:
        if state is None or state.fight is None:
            cards = [self._card(w) for w in a.weapons]
            return [requirement_name(c.requirement) for c in cards if c and c.requirement]
        from .encounter import requirements_for

        try:
            ids = requirements_for(state, a.weapons, a.die)
        except (AssertionError, KeyError):
            return []
        return [requirement_name(r) for r in ids]

    def _entered(self, a: EnterResult) -> str:
        if a.section:
            text = f"the real die's result: section {a.section}"
        elif a.miss == "no_bounce":
            text = "the real die's result: a miss, no bounce before the board"
        else:
            where = {"hole": "through a hole", "bone": "on a bone", "off": "off the board"}
            text = f"the real die's result: a miss, {where.get(a.miss, a.miss.replace('_', ' '))}"
        if a.special:
            text += ", special icon up"
        if a.failed:
            text += ", throw requirement not met"
        return text

    def _continue(self, kind: str) -> tuple[str, str, str]:
        if kind == "react":
            return "keep", "keeps", "the result as it is"
        if kind == "before-throw":
            return "pass", "passes", "on using a one-use card before this throw"
        if kind == "trade":
            return "finish", "finishes", "trading"
        if kind == "shop":
            return "leave", "leaves", "the shop"
        return "go", "goes", "on"

    def _scar(self, colour: str, state: State | None, kind: str) -> str:
        ability = ""
        if state is not None and kind == "scar":
            fainted = [i for i, h in enumerate(state.heroes) if h.fainted and not h.eliminated]
            if fainted:  # the first fainted hero chooses (the flow's ``scar`` decider)
                ability = self.die_ability(state, fainted[0], colour)
        named = f" ({ability})" if ability else ""
        return f"the {colour} ability{named} with a scar"

    def _give(self, a: GiveCard, kind: str) -> tuple[str, str, str]:
        card = self.the(a.card)
        if kind == "make-room" or a.hero < 0:
            why = " to make room" if kind == "make-room" else ""
            return "discard", "discards", f"{card}{why}"
        if kind == "loot":
            return "give", "gives", f"the stolen {self.card(a.card)} to {self.hero(a.hero)}"
        if kind == "treasure":
            return "give", "gives", f"the treasure, {self.card(a.card)}, to {self.hero(a.hero)}"
        return "hand", "hands", f"{card} to {self.hero(a.hero)}"

    # --- prompts, refusals, results --------------------------------------------------------------

    def prompt(self, decision: Decision) -> str:
        what = PROMPTS.get(decision.kind)
        if what is None:
            return super().prompt(decision)
        return f"{self.names(decision.seat)} must {what}"

    def refusal(self, error: IllegalAction) -> str:
        reason = error.reason
        if reason.endswith("the game is over"):
            return "The game is over: nothing more can be done"
        found = _NOT_LEGAL.match(reason)
        if found is not None:
            what = self._refused(found["action"])
            now = NOW.get(found["kind"], "it is not the time for that")
            if "," in what:  # a long action reads after the reason
                return f"You can't do that now: {now} (you asked to {what})"
            return f"You can't {what} now: {now}"
        if reason.startswith("throw not legal now: "):
            problem = reason.removeprefix("throw not legal now: ")
            if "is not on offer" in problem:
                dice = problem.rpartition("(dice: ")[2].rstrip(")")
                if dice in ("none", ""):
                    return "You can't throw that: there is no die left to throw"
                offered = listed([self.die(d) for d in dice.split(", ")])
                if "throws one of them first" in problem:  # R041 / AMB-36 (``_why_not_die``)
                    return (
                        "You can't throw a bonus die yet: a hero holding coloured dice throws "
                        f"one of them first. You may throw {offered}, with your own weapons"
                    )
                return f"You can't throw that: you may throw {offered}, with your own weapons"
            need = re.match(r"an? (?P<name>[A-Z][\w -]+? Shot)", problem)
            if need is not None:
                return (
                    f"That throw doesn't count: a {need['name']} must be made with its "
                    "timing controls (see the throw panel)"
                )
            return "That throw doesn't count: the flick was outside what a throw may be"
        return self.names.named(reason)

    def _refused(self, text: str) -> str:
        try:
            action = self.game.actions.parse(text)
        except (ParseError, ValueError, AttributeError):
            return "do that"
        parts = self._action(action, None, "")
        if parts is None:
            return "do that"
        base, _, rest = parts
        return f"{base} {rest}".rstrip()

    def reason(self, outcome: Outcome) -> str:
        return REASONS.get(outcome.reason, outcome.reason.replace("_", " "))

    def outcome(self, outcome: Outcome) -> str:
        seats = len(self.names.seats)
        everyone = self.names.listed(range(seats))
        points = int(outcome.scores[0]) if outcome.scores else 0
        top_at = 40 if self.options.rating_at_40 == "top" else 41
        verb = "scores" if seats == 1 else "score"
        together = "" if seats == 1 else " together"
        scored = f"{everyone} {verb} {points} points{together}, rated {rating(points, top_at)}"
        if outcome.winners:
            return f"The party won: {self.reason(outcome)}. {scored}."
        if self.options.score_on_loss:
            return f"The party lost: {self.reason(outcome)}. {scored}."
        return f"The party lost: {self.reason(outcome)}. There is no score for a lost game."

    def progress(self, view: Any) -> str:
        state = getattr(view, "state", None)
        if not isinstance(state, State):
            return ""
        parts = []
        if state.fight is not None and state.fight.boss:
            parts.append("Final boss fight: beat it to win")
        else:
            floor = min(state.floor, FLOORS - 1)
            name = floor_name(state.floors[floor]) if floor < len(state.floors) else ""
            parts.append(
                f"Floor {floor + 1} of {FLOORS} ({name}), room {state.room.upper()}; "
                "the final boss waits after floor 3"
            )
        fight = state.fight
        if fight is not None:
            card = self._card(fight.monster)
            full = f" of {card.hp}" if card is not None and card.hp else ""
            parts.append(f"{self.card(fight.monster)}: {max(fight.hp, 0)}{full} hit points")
        heroes = []
        for i, h in enumerate(state.heroes):
            status = (
                "eliminated"
                if h.eliminated
                else "fainted"
                if h.fainted
                else f"{h.hp} of {h.max_hp} hit points"
            )
            heroes.append(f"{self.hero(i)} {status}")
        parts.append("Heroes: " + ", ".join(heroes))
        bonus = "1 bonus die" if state.chest_bonus == 1 else f"{state.chest_bonus} bonus dice"
        parts.append(f"Chest: {state.chest_gold} gold, {bonus}")
        left = sum(len(t) for t in state.tower)
        parts.append(f"{left} monster{_s(left)} left in the tower; round {state.rounds}")
        return " · ".join(parts)


def _s(n: int) -> str:
    return "" if n == 1 else "s"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _aim(a: Throw) -> str:
    t = a.throw
    how = "with the power meter, " if t.kind == "meter" else ""
    if math.hypot(t.aim_x, t.aim_y) <= 40:
        return f"{how}aiming at the bullseye"
    return f"{how}aiming at the safe outer ring"


def _reward(reward: str) -> str:
    kind, _, amount = reward.partition(":")
    if kind == "gold":
        return f"{amount} gold"
    if kind == "bonus":
        return "a bonus die" if amount == "1" else f"{amount} bonus dice"
    return "an equipment card"

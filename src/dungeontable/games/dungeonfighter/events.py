"""Events: past-tense public facts (a cooperative game: every event is seen by all)."""

from __future__ import annotations

from dungeontable.core import Event

from .throw import ThrowOutcome, miss_label


class Moved(Event, frozen=True, kw_only=True):
    floor: int
    room: str

    def describe(self) -> str:
        return (
            "the party faces the final boss"
            if self.room == "boss"
            else (f"the party moves to floor {self.floor + 1}, room {self.room}")
        )


class MonsterRevealed(Event, frozen=True, kw_only=True):
    monster: str
    tier: int
    hp: int
    gold: int
    boss: bool = False

    def describe(self) -> str:
        what = "the final boss" if self.boss else f"a level {self.tier + 1} monster"
        return f"{self.monster} appears ({what}, {self.hp} hp, {self.gold} gold)"


class DieThrown(Event, frozen=True, kw_only=True):
    """A throw's full outcome (for physics: with the trajectory keyframes to animate)."""

    hero: int
    die: str
    weapons: tuple[str, ...]
    outcome: ThrowOutcome
    requirements: tuple[str, ...]
    contact: bool

    def describe(self) -> str:
        o = self.outcome
        where = f"section {o.zone}" if o.zone != "none" else o.rest.replace("_", " ")
        face = "special icon" if o.special else f"face {o.face_index}"
        result = (
            "contact"
            if self.contact
            else f"miss ({', '.join(map(miss_label, o.miss_reasons)) or 'small target'})"
        )
        return f"hero {self.hero} throws the {self.die} die: {where}, {face}: {result}"


class AbilityActivated(Event, frozen=True, kw_only=True):
    hero: int
    ability: str
    source: str

    def describe(self) -> str:
        return f"hero {self.hero}'s {self.source} ability {self.ability} activates"


class MonsterDamaged(Event, frozen=True, kw_only=True):
    amount: int
    hp: int

    def describe(self) -> str:
        return f"the monster loses {self.amount} hp ({self.hp} left)"


class MonsterHealed(Event, frozen=True, kw_only=True):
    amount: int
    hp: int


class HeroDamaged(Event, frozen=True, kw_only=True):
    hero: int
    amount: int
    hp: int
    cause: str

    def describe(self) -> str:
        cause = self.cause.replace("_", " ")
        return f"hero {self.hero} loses {self.amount} hp ({cause}; {self.hp} left)"


class HeroHealed(Event, frozen=True, kw_only=True):
    hero: int
    amount: int
    hp: int


class HeroFainted(Event, frozen=True, kw_only=True):
    hero: int


class MonsterDefeated(Event, frozen=True, kw_only=True):
    monster: str
    bullseye: bool = False


class PartyDefeated(Event, frozen=True, kw_only=True):
    """R052: the option-B penalty."""

    damage: int
    dice_to: int
    """The hero the hero dice go to; -1 when the penalty fainted every hero (the game is lost)."""

    def describe(self) -> str:
        if self.dice_to < 0:
            return f"the party is defeated: {self.damage} hp each, every hero fainted"
        return (
            f"the party is defeated: {self.damage} hp each, the hero dice go to hero {self.dice_to}"
        )


class DicePassed(Event, frozen=True, kw_only=True):
    hero: int
    dice: tuple[str, ...]

    def describe(self) -> str:
        return f"the {'/'.join(self.dice)} dice pass to hero {self.hero}"


class BackedDown(Event, frozen=True, kw_only=True):
    monster: str


class GoldChanged(Event, frozen=True, kw_only=True):
    amount: int
    chest: int
    cause: str


class BonusDiceChanged(Event, frozen=True, kw_only=True):
    amount: int
    chest: int
    cause: str


class CardGained(Event, frozen=True, kw_only=True):
    card: str
    hero: int
    cause: str


class CardDiscarded(Event, frozen=True, kw_only=True):
    card: str
    hero: int
    cause: str


class CardDrawnFaceDown(Event, frozen=True, kw_only=True):
    hero: int


class ShopOpened(Event, frozen=True, kw_only=True):
    cards: tuple[str, ...]


class Scarred(Event, frozen=True, kw_only=True):
    hero: int
    colour: str
    hp: int


class HeroEliminated(Event, frozen=True, kw_only=True):
    hero: int


class LeaderChanged(Event, frozen=True, kw_only=True):
    hero: int


class GameEnded(Event, frozen=True, kw_only=True):
    won: bool
    score: int
    rating: str
    reason: str

    def describe(self) -> str:
        if self.won:
            return f"victory! {self.reason}: {self.score} points, {self.rating}"
        return f"the party is lost: {self.reason}"


EVENT_CLASSES: tuple[type[Event], ...] = (
    Moved, MonsterRevealed, DieThrown, AbilityActivated, MonsterDamaged, MonsterHealed,
    HeroDamaged, HeroHealed, HeroFainted, MonsterDefeated, PartyDefeated, DicePassed,
    BackedDown, GoldChanged, BonusDiceChanged, CardGained, CardDiscarded, CardDrawnFaceDown,
    ShopOpened, Scarred, HeroEliminated, LeaderChanged, GameEnded,
)  # fmt: skip

"""Events: past-tense public facts (a cooperative game: every event is seen by all)."""

from __future__ import annotations

from dungeontable.core import Event

from .throw import ThrowOutcome


class Moved(Event, frozen=True, kw_only=True):
    floor: int
    room: str


class MonsterRevealed(Event, frozen=True, kw_only=True):
    monster: str
    tier: int
    hp: int
    gold: int
    boss: bool = False


class DieThrown(Event, frozen=True, kw_only=True):
    """A throw's full outcome (for physics: with the trajectory keyframes to animate)."""

    hero: int
    die: str
    weapons: tuple[str, ...]
    outcome: ThrowOutcome
    requirements: tuple[str, ...]
    contact: bool


class AbilityActivated(Event, frozen=True, kw_only=True):
    hero: int
    ability: str
    source: str


class MonsterDamaged(Event, frozen=True, kw_only=True):
    amount: int
    hp: int


class MonsterHealed(Event, frozen=True, kw_only=True):
    amount: int
    hp: int


class HeroDamaged(Event, frozen=True, kw_only=True):
    hero: int
    amount: int
    hp: int
    cause: str


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


class DicePassed(Event, frozen=True, kw_only=True):
    hero: int
    dice: tuple[str, ...]


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


EVENT_CLASSES: tuple[type[Event], ...] = (
    Moved, MonsterRevealed, DieThrown, AbilityActivated, MonsterDamaged, MonsterHealed,
    HeroDamaged, HeroHealed, HeroFainted, MonsterDefeated, PartyDefeated, DicePassed,
    BackedDown, GoldChanged, BonusDiceChanged, CardGained, CardDiscarded, CardDrawnFaceDown,
    ShopOpened, Scarred, HeroEliminated, LeaderChanged, GameEnded,
)  # fmt: skip

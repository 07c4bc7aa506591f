"""Actions: the answers to Dungeon Fighter decisions (imperative names, text round-trip)."""

from __future__ import annotations

from dungeontable.core import Action

from .throw import ThrowInput


class MoveTo(Action, frozen=True):
    """R022: take a corridor to the next room (the leader decides, R026)."""

    room: str


class Throw(Action, frozen=True):
    """R040-R043: throw one die (``white`` = a bonus die, option A of R050) using the named
    weapons (R081) and optionally a seduced monster (R150; several joined by ``+`` under AMB-56
    ``seduced_per_throw=several``); ``throw`` is the quantized input."""

    die: str
    weapons: tuple[str, ...] = ()
    charm: str = ""
    throw: ThrowInput = ThrowInput()


class SufferDefeat(Action, frozen=True):
    """R050 option B / R052: the party takes the defeat penalty and recovers the hero dice."""


class BackDown(Action, frozen=True):
    """R123-R126: everyone loses 1 hp, the monster goes under its tier, draw another."""


class EnterResult(Action, frozen=True):
    """Real-dice companion mode: the players type where the physical die ended.

    ``section``: 10, 4, 3, 2 or 1 when it rests there after an outside bounce, else 0 with
    ``miss`` one of ``no_bounce``, ``hole``, ``bone``, ``off``; ``special``: the special icon is
    up; ``failed``: a throw requirement was not met.
    """

    section: int = 0
    miss: str = "none"
    special: bool = False
    failed: bool = False


class Berserk(Action, frozen=True):
    """R141 / AMB-47: pay 1 hp to double this throw's damage (yes) or not."""

    yes: bool


class PayMelody(Action, frozen=True):
    """R152 / AMB-16: pay 1 gold to silence the monster (yes) or not."""

    yes: bool


class PlaceBeer(Action, frozen=True):
    """R151: put the beer token on a hero."""

    hero: int


class HealHero(Action, frozen=True):
    """R140 / AMB-48: one point of Divine Intervention healing to a hero."""

    hero: int


class DestroyEquipment(Action, frozen=True):
    """R153 / AMB-46: the thrower discards one of his cards."""

    card: str


class UseCard(Action, frozen=True):
    """R106 / R167: use a 1x card now (heal a hero, or after a result: swing again / agile)."""

    card: str
    hero: int = -1


class SwingAgain(Action, frozen=True):
    """R137 / R147: after Swing Twice or Swing Again activates, pick the same die up and throw
    it again (yes) or keep the result (no): both abilities say the hero *may*."""

    yes: bool


class Continue(Action, frozen=True):
    """Decline the optional choice on offer and go on."""


class ScarAbility(Action, frozen=True):
    """R099: a fainted hero covers one uncovered ability with a scar."""

    colour: str


class GiveCard(Action, frozen=True):
    """R032 / R095 / R144: hand a card to a hero (or ``hero=-1``: discard it)."""

    card: str
    hero: int


class Buy(Action, frozen=True):
    """R028: buy a shop card for a hero."""

    card: str
    hero: int


class BuyHealing(Action, frozen=True):
    """R029: 1 gold, 1 hp."""

    hero: int


class BuyBonusDie(Action, frozen=True):
    """R030: 2 gold, 1 bonus die."""


ACTION_CLASSES: tuple[type[Action], ...] = (
    MoveTo, Throw, SufferDefeat, BackDown, EnterResult, Berserk, PayMelody, PlaceBeer,
    HealHero, DestroyEquipment, UseCard, Continue, ScarAbility, GiveCard, Buy, BuyHealing,
    BuyBonusDie, SwingAgain,
)  # fmt: skip

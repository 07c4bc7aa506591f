"""``HeuristicBot``: plays Dungeon Fighter sensibly from its view (rule map §3.6).

Policy, separate from execution: the bot picks the die, weapons and aim that maximize expected
damage under the surrogate's outcome tables for the game's skill level (P(hit | requirement
set) × (section + bonus) − P(miss) × miss damage), keeps bonus dice for the final boss, backs
down when the hit chance is below 15 %, and shops for bonus dice and healing first. How the
throw lands is decided by the engine's resolver (the surrogate for bots), not by the bot.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, NamedTuple

from dungeontable.core import Action, Game, Rng
from dungeontable.core.content import loaded

from ..actions import (
    BackDown,
    Buy,
    BuyBonusDie,
    BuyHealing,
    Continue,
    SufferDefeat,
    SwingAgain,
    Throw,
    UseCard,
)
from ..content import COLOURS, Catalog, catalog
from ..dungeon import layout
from ..requirements import combine
from ..resolvers import resolver_for
from ..state import State
from ..surrogate import CENTRE_RADIUS_MM, SurrogateResolver
from ..view import View

VALUE = {
    "double_damage": 4, "focused": 3, "piercing": 3, "berserk": 2, "swing_twice": 3,
    "sworn_enemy": 2, "divine": 2, "heal_party": 2, "tracking": 2, "swing_again": 1,
    "agile": 1, "pickpocket": 1, "five_finger": 1, "seduction": 1, "beer": 1, "melody": 1,
    "metamorphosis": 1,
}  # fmt: skip


def _model() -> SurrogateResolver:
    """The skill model the engine throws bots' dice with (one per process, ``resolver_for``)."""
    model = resolver_for("surrogate")
    assert isinstance(model, SurrogateResolver)
    return model


class HeuristicBot:
    """Rules-of-thumb party member; ``choose`` sees a view and the legal actions only."""

    level = "heuristic"

    def __init__(self, game: Game | None = None) -> None:
        self.game = game
        self.parts: Parts = {}
        """This bot's throw parts by fight facts (``_Odds``): worked out once per facts, weapons
        and aim, and read again at the next throws (the same monster, the same weapons)."""

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> tuple[Action, Rng]:
        if not legal:
            raise ValueError("a decision with no legal actions")
        if len(legal) == 1:
            return legal[0], rng
        if len(self.parts) > _PARTS_LIMIT:
            self.parts = {}  # a bot kept for many games: start again (pure values)
        return decide(view, tuple(legal), self.parts), rng


Parts = dict[tuple[Any, ...], dict[tuple[tuple[str, ...], str], tuple[float, float]]]
"""(fight facts) -> (weapons, aim) -> (expected damage dealt, expected damage taken)."""
_PARTS_LIMIT = 4096


def skilled(level: str) -> type[HeuristicBot]:
    """The heuristic bot under the level name ``heuristic-<skill>``."""
    return type(f"HeuristicBot_{level.split('-')[-1]}", (HeuristicBot,), {"level": level})


def decide(v: View, legal: tuple[Action, ...], parts: Parts | None = None) -> Action:
    kind = v.decision.kind if v.decision is not None else ""
    s = v.state
    heals: tuple[UseCard, ...] = ()
    if UseCard in set(map(type, legal)):  # a scan in C: most decisions offer no card
        heals = tuple([a for a in legal if type(a) is UseCard and _heal_op(s, a.card)])
    if heals:
        worth = _worth_healing(s, heals)
        if worth is not None:
            return worth
        legal = tuple(a for a in legal if a not in heals)
    if kind == "throw":
        return _throw(s, legal, parts)
    if kind == "move":
        return _move(s, legal)
    if kind == "shop":
        return _shop(s, legal)
    if kind == "swing":
        return SwingAgain(yes=swing_again(s))
    if kind == "before-throw":
        return Continue()  # no heal worth it now (above): pass
    return _simple(s, kind, legal)


def _react(s: State, legal: tuple[Action, ...]) -> Action:
    """R162 / R164: a 1x Swing Again card only on a result worth throwing again
    (``swing_again``); a 1x Agile Instincts card on a miss that would cost hit points."""
    fight = s.fight
    assert fight is not None and fight.throwing is not None
    cat = catalog(s.options.cards)
    for a in legal:
        if not isinstance(a, UseCard):
            continue
        op = cat.card(a.card).abilities[0].op
        if op == "swing_again" and swing_again(s):
            return a
        if op == "agile" and (cat.card(fight.monster).damage or 0) > 0:
            return a
    return Continue()


def swing_again(s: State) -> bool:
    """R137 / R147: throw the same die again? Swing Again (before the result counts): throw a
    miss again (voided, it costs nothing), keep a contact that kills or lands in section 3 or
    better. Swing Twice (the damage is dealt): throw again unless a miss would faint the
    thrower."""
    fight = s.fight
    assert fight is not None and fight.throwing is not None
    t = fight.throwing
    outcome = t.outcome
    assert outcome is not None
    if t.stage == "result":
        if not t.contact:
            return True
        cat = catalog(s.options.cards)
        bonus = sum(cat.card(w).bonus for w in t.weapons) + fight.tracking
        kills = outcome.section + bonus >= fight.hp or outcome.zone == "10"
        return not (kills or outcome.section >= 3)
    if fight.beer_on == t.hero:
        return True
    damage = catalog(s.options.cards).card(fight.monster).damage or 0
    damage -= 2 if fight.toad else 0
    return s.heroes[t.hero].hp > damage


def _heal_op(s: State, card: str) -> str:
    op = catalog(s.options.cards).card(card).abilities[0].op
    return op if op in ("heal_hero", "heal_party") else ""


def _worth_healing(s: State, heals: tuple[UseCard, ...]) -> UseCard | None:
    """AMB-49: a 1x heal when nothing of it is wasted, or a hero is down to 3 hp or less."""
    cat = catalog(s.options.cards)
    missing = [h.max_hp - h.hp if h.active else 0 for h in s.heroes]
    for a in heals:
        x = cat.card(a.card).abilities[0].x
        if _heal_op(s, a.card) == "heal_party":
            if sum(min(x, m) for m in missing) >= 2 * x:
                return a
        elif missing[a.hero] >= x or (s.heroes[a.hero].active and s.heroes[a.hero].hp <= 3):
            return a
    return None


def expected(s: State, die: str, weapons: tuple[str, ...], aim: str) -> float:
    """Expected damage dealt minus expected damage taken for one throw choice."""
    return throw_values(s, ((die, weapons, aim),))[0]


class CardFacts(NamedTuple):
    """What the policy reads of the cards, per catalog, built once with the content
    (``core.content.loaded``): each monster's imposed requirement and damage, each hero's
    ability value per hero die (``VALUE``)."""

    monsters: Mapping[str, tuple[str, int]]
    heroes: Mapping[str, Mapping[str, float]]


def card_facts(cards: tuple[str, ...]) -> CardFacts:
    cat = catalog(cards)
    monsters = {
        c.id: (c.requirement or "", c.damage or 0)
        for c in cat.cards.values()
        if c.kind in ("monster", "boss")
    }
    heroes = {
        h: MappingProxyType(
            {d: VALUE.get(a.op, 0) / 6 for d, a in zip(COLOURS, cat.card(h).abilities, strict=True)}
        )
        for h in cat.heroes
    }
    return CardFacts(MappingProxyType(monsters), MappingProxyType(heroes))


def throw_values(s: State, shapes: Sequence[tuple[str, tuple[str, ...], str]]) -> list[float]:
    """``expected`` for each (die, weapons, aim), the fight's facts read once: the cards'
    (``card_facts``) and the skill model's tables (``SurrogateResolver.gains``, its survival and
    hit chances), both built once with the content; nothing is remembered between decisions."""
    odds = _Odds(s)
    parts = odds.parts
    ability, scars = odds.ability, odds.scars
    values = []
    for die, weapons, aim in shapes:
        part = parts.get((weapons, aim)) or odds.part(weapons, aim)
        bonus_value = 0.0 if die in scars else ability.get(die, 0.0)
        values.append(part[0] + bonus_value - part[1])
    return values


class _Odds:
    """One throw decision's facts (``throw_values``): the thrower's skill, the monster's
    imposed requirement and damage, the hero's ability values and scars, and per (weapons,
    aim) the (expected damage dealt, expected damage taken) worked out on first use: the dice
    differ only by their ability."""

    __slots__ = (
        "ability", "damage", "imposed", "model", "options", "parts", "scars", "skill", "tracking",
    )  # fmt: skip

    def __init__(self, s: State, memo: Parts | None = None) -> None:
        fight = s.fight
        assert fight is not None
        options = self.options = s.options
        skill = options.skill_of(fight.turn % s.seats)  # AMB-06 solo: one seat, two heroes
        self.skill = "average" if skill == "human" else skill
        hero = s.heroes[fight.turn]
        facts = loaded(options.cards, card_facts)
        imposed, self.damage = facts.monsters[fight.monster]
        self.imposed = "" if fight.melody else imposed
        self.ability = facts.heroes[hero.card]
        self.scars = hero.scars
        self.tracking = fight.tracking
        self.model = _model()
        key = (options.cards, self.skill, self.imposed, self.damage, self.tracking)
        self.parts: dict[tuple[tuple[str, ...], str], tuple[float, float]] = (
            {} if memo is None else memo.setdefault(key, {})
        )  # a part depends on these facts, the weapons and the aim only

    def part(self, weapons: tuple[str, ...], aim: str) -> tuple[float, float]:
        imposed, skill, model = self.imposed, self.skill, self.model
        if weapons:
            cat = catalog(self.options.cards)
            ids = [cat.card(w).requirement or "" for w in weapons]
            bonus = sum(cat.card(w).bonus for w in weapons) + self.tracking
            if imposed:
                ids.append(imposed)
            reqs = combine(ids)
        else:
            reqs, bonus = ((imposed,) if imposed else ()), self.tracking
        gains = model.gains[f"{skill}/{aim}"]
        gain = gains[bonus] if 0 <= bonus < len(gains) else model.gain(skill, aim, bonus)
        keep, hit = model.odds_of(reqs, skill, aim)
        part = self.parts[(weapons, aim)] = (gain * keep, (1 - hit) * self.damage * 0.6)
        return part


def weapons_req(cat: Catalog, weapons: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(cat.card(w).requirement or "" for w in weapons)


def _throw(s: State, legal: tuple[Action, ...], parts: Parts | None = None) -> Action:
    fight = s.fight
    assert fight is not None
    throws: list[Throw] = []
    any_throw = back_down = suffer = False
    for a in legal:  # one pass: the throws without a charm, and what else is on offer
        if isinstance(a, Throw):
            any_throw = True
            if not a.charm:
                throws.append(a)
        elif isinstance(a, BackDown):
            back_down = True
        elif isinstance(a, SufferDefeat):
            suffer = True
    chosen: tuple[float, Throw] | None = None
    if back_down and throws:
        chosen = _best_throw(s, throws, parts)
        best = chosen[0]
        sturdy = all(h.hp > 3 for h in s.heroes if h.active)
        if best < 0.15 * 3 and sturdy:
            return BackDown()
    if suffer:
        level = fight.tier + 1
        healthy = all(h.hp > level + 1 for h in s.heroes if not h.eliminated)
        keep = 2 if s.floor == 2 else 0
        if (healthy and s.chest_bonus <= keep) or not any_throw:
            return SufferDefeat()
    if not throws:
        return legal[0]
    return (chosen or _best_throw(s, throws, parts))[1]


def _best_throw(s: State, throws: list[Throw], memo: Parts | None = None) -> tuple[float, Throw]:
    """The throw of highest ``expected`` value (the fewest weapons on a tie, then the first):
    ``throw_values`` and the choice in one pass (``memo``: the bot's parts of earlier throws)."""
    odds = _Odds(s, memo)
    parts = odds.parts
    ability, scars = odds.ability, odds.scars
    best = 0.0
    choice = throws[0]
    fewest = 0
    first = True
    for t in throws:
        spot = t.throw
        aim = "centre" if spot.aim_x * spot.aim_x + spot.aim_y * spot.aim_y <= _CENTRE else "ring"
        weapons = t.weapons
        part = parts.get((weapons, aim)) or odds.part(weapons, aim)
        die = t.die
        value = part[0] + (0.0 if die in scars else ability.get(die, 0.0)) - part[1]
        if first:
            best, choice, fewest, first = value, t, -len(weapons), False
        elif value > best or (value == best and -len(weapons) > fewest):
            best, choice, fewest = value, t, -len(weapons)
    return best, choice


_CENTRE = CENTRE_RADIUS_MM * CENTRE_RADIUS_MM
"""``surrogate.aim_of``'s bullseye area (squared radius), read inline per offered throw."""


def _move(s: State, legal: tuple[Action, ...]) -> Action:
    lay = layout(s)
    low = any(h.hp <= h.max_hp // 2 for h in s.heroes if not h.eliminated)
    kinds: dict[str, str] = {}  # each room's kind (the first of an id, as ``Layout.room``)
    for r in lay.rooms:
        kinds.setdefault(r.id, r.kind)
    worth = {
        "fountain": 3 if low else 1, "shop": 2 if s.chest_gold >= 3 else 0,
        "treasure": 2, "dangerous": -2,
    }  # fmt: skip

    def score(a: Action) -> int:
        room = getattr(a, "room", "")
        if ":" in room or room == "boss" or room not in kinds:
            return 0
        return worth.get(kinds[room], 0)

    return max(legal, key=score)


def _shop(s: State, legal: tuple[Action, ...]) -> Action:
    heals = [a for a in legal if isinstance(a, BuyHealing)]
    hurt = [a for a in heals if s.heroes[a.hero].hp <= s.heroes[a.hero].max_hp - 3]
    if hurt:
        return min(hurt, key=lambda a: s.heroes[a.hero].hp)
    for a in legal:
        if isinstance(a, BuyBonusDie) and s.chest_bonus < 5:
            return a
    if heals:
        return min(heals, key=lambda a: s.heroes[a.hero].hp)
    buys = [a for a in legal if isinstance(a, Buy)]
    armour = [a for a in buys if catalog(s.options.cards).card(a.card).etype != "weapon"]
    if armour:
        return armour[0]
    return next(a for a in legal if isinstance(a, Continue))


def _simple(s: State, kind: str, legal: tuple[Action, ...]) -> Action:
    """Follow-up choices: take the helpful option."""
    first = legal[0]
    if kind in ("berserk", "melody"):
        fight = s.fight
        hp = s.heroes[fight.turn].hp if fight is not None else 0
        return type(first)(yes=kind == "melody" or hp > 3)
    if kind in ("beer", "divine"):
        return min(legal, key=lambda a: s.heroes[a.hero].hp)  # type: ignore[attr-defined]
    if kind in ("destroy", "make-room"):
        return min(legal, key=lambda a: catalog(s.options.cards).card(a.card).cost or 0)  # type: ignore[attr-defined]
    if kind == "react":
        return _react(s, legal)
    if kind in ("loot", "treasure", "scar", "enter-result"):
        return first
    if kind == "trade":
        return next(a for a in legal if isinstance(a, Continue))
    return first

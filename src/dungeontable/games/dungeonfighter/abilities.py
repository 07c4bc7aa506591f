"""How the rules resolve each ability op (R137-R167): the one table ``OPS``, op -> ``Resolver``.

``effects.py`` declares the ops a card may name (the registry the card loader checks); this
module says what each does at the points of a throw where abilities act (``rules/strike.py``
gives the order, AMB-12). The rules look an ability up here (``OPS[ability.op]``) and read what
it asks, does and changes; they never compare op names. The table is a read-only mapping built
once at import, with a ``Resolver`` for every registered op (``test_every_op_has_a_resolver``).

Passive equipment (Counterblow, Reduced Damage, a card's Piercing) and the 1x cards a holder
plays (Heal Hero, Heal Party, Swing Again, Agile Instincts) are found by their op among the
hero's cards (``encounter.item_cards``, ``encounter.item_total``) and act where damage is dealt
or the card is played; their resolvers carry what playing them does.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import NamedTuple

from msgspec.structs import replace

from dungeontable.core import Event

from .content import COLOURS, Ability, catalog
from .dungeon import room_requirements
from .effects import BOARD_ONLY
from .encounter import (
    fight_of,
    hit_hero,
    is_bullseye,
    item_total,
    monster_card,
    set_throwing,
    throwing_of,
)
from .events import CardDrawnFaceDown, GoldChanged, MonsterHealed
from .options import Options
from .party import Step, card_of, heal, heal_all
from .state import Fight, State, Throwing
from .supply import ensure_deck, gain_gold

Effect = Callable[[State, Ability, Throwing], Step]
"""An activated hero ability's immediate part: ``(state, ability, throw in progress)``."""
OnMiss = Callable[[State, Ability, int], Step]
"""A monster ability on a miss: ``(state, ability, thrower)``."""
Played = Callable[[State, Ability, int], Step]
"""A 1x healing card played: ``(state, ability, target hero or -1)``."""


class Resolver(NamedTuple):
    """What one op does at each point where abilities act; a field left at its default means
    the op does nothing there."""

    ask: Callable[[State, Throwing], str] | None = None
    """A hero ability's choice before it resolves (R141, R151, R152): the decision kind it
    waits for, or ``""`` once answered."""
    effect: Effect | None = None
    """The immediate part of an activated hero ability (R142-R152)."""
    base: int = 0
    """Contact damage in place of the section value (Focused Damage: 5, R139); 0: the section."""
    multiplier: int = 1
    """Contact damage multiplier (the house ``double_damage``)."""
    bonus: Callable[[State, Ability, Throwing], int] | None = None
    """Contact damage added (Piercing X, R138; Sworn Enemy X against its type, R146)."""
    bonus_on_miss: bool = False
    """AMB-63 ``sworn_enemy_miss=deals``: the bonus is dealt on a miss too (Sworn Enemy, not
    board-only, L504)."""
    heals_dealt: bool = False
    """Each point dealt is a hit point to give back (Divine Intervention, R140)."""
    swings_twice: bool = False
    """After the damage the same die is thrown again (Swing Twice, R137, AMB-22)."""
    voids_throw: bool = False
    """The throw is void and thrown again (Swing Again, R147; on a card R162, AMB-21)."""
    cancels_miss: bool = False
    """No damage from this miss (Agile Instincts, R148; on a card R164)."""
    on_miss: OnMiss | None = None
    """A monster's ability after a miss (R153, R154, R156, R158)."""
    miss_zones: frozenset[str] = frozenset()
    """Sections that are a miss against this monster (Small Target: section 1, R155, R069)."""
    bans_die: bool = False
    """The hero die of the ability's colour is set aside (Hero Dice Immunity, R157, AMB-15)."""
    played: Played | None = None
    """What playing a 1x healing card does (R160-R161, AMB-49)."""
    ruled: Callable[[Options, Ability], Ability] | None = None
    """The ability as a ruling reads it (AMB-14: Torm's red x2 may be Berserk)."""


# --- hero abilities -----------------------------------------------------------------------------


def _berserk_asks(state: State, t: Throwing) -> str:
    return "berserk" if t.berserk == -1 else ""


def _beer_asks(state: State, t: Throwing) -> str:
    return "beer" if t.beer == -1 else ""


def _melody_asks(state: State, t: Throwing) -> str:
    if t.melody == -1 and state.chest_gold > 0 and not fight_of(state).melody:
        return "melody"
    return ""


def swing_again_voids(state: State, t: Throwing) -> bool:
    """R147 / AMB-21: whether a Swing Again activation may void this throw: a rethrow voids
    again only under ``swing_again_chain``; the bullseye kill always stands (R058)."""
    if t.rethrown and not state.options.swing_again_chain:
        return False
    return not (t.contact and t.outcome is not None and t.outcome.zone == "10")


def _swing_again_asks(state: State, t: Throwing) -> str:
    """R147 (L550): the hero *may* swing again: asked to keep the result or throw again."""
    return "swing" if t.again == -1 and swing_again_voids(state, t) else ""


def _heal_party(state: State, ability: Ability, t: Throwing) -> Step:
    return heal_all(state, ability.x)


def _tracking(state: State, ability: Ability, t: Throwing) -> Step:
    fight = fight_of(state)
    tokens = fight.tracking + 1 if state.options.tracking_stacks else 1
    return replace(state, fight=replace(fight, tracking=tokens)), []


def _metamorphosis(state: State, ability: Ability, t: Throwing) -> Step:
    return replace(state, fight=replace(fight_of(state), toad=True)), []


def _seduction(state: State, ability: Ability, t: Throwing) -> Step:
    return replace(state, fight=replace(fight_of(state), charmed_by=t.hero)), []


def _beer(state: State, ability: Ability, t: Throwing) -> Step:
    return replace(state, fight=replace(fight_of(state), beer_on=t.beer)), []


def _melody(state: State, ability: Ability, t: Throwing) -> Step:
    """R152: paid for (1 gold), the monster loses its abilities for the fight."""
    if t.melody != 1:
        return state, []
    state = replace(state, chest_gold=state.chest_gold - 1, supply_gold=state.supply_gold + 1)
    state = replace(state, fight=_unbanned(replace(fight_of(state), melody=True), t.hero))
    if state.options.melody_throw == "saved" and not t.contact:
        state = _saved(state, throwing_of(state))
    return state, [GoldChanged(amount=-1, chest=state.chest_gold, cause="melody")]


def _saved(state: State, t: Throwing) -> State:
    """AMB-58 ``melody_throw=saved``: the activating throw is judged again without what the
    melody took from the monster: Small Target's section 1 and, under
    ``melody_removes_requirement`` (AMB-16), the monster's own requirement when no room or
    weapon asks for the same; a throw with any other miss reason stays a miss."""
    outcome = t.outcome
    assert outcome is not None
    reasons = set(outcome.miss_reasons)
    if "requirement" in reasons:
        cat = catalog(state.options.cards)
        own = cat.card(fight_of(state).monster).requirement
        others = {*room_requirements(state, cat), *(cat.card(w).requirement for w in t.weapons)}
        lifted = state.options.melody_removes_requirement and own and own not in others
        if not lifted or set(outcome.failed_requirements) != {own}:
            return state
        reasons.discard("requirement")
    if reasons:
        return state
    if state.options.bones_strict and any(
        s.zone == "bone" and s.permille >= 50 for s in outcome.footprint
    ):
        return state
    return set_throwing(state, replace(t, contact=True))


def _unbanned(fight: Fight, thrower: int) -> Fight:
    """R152: a silenced monster's Hero Dice Immunity ends; the set-aside die joins the dice
    the thrower holds (he passes it on with them)."""
    banned = [c for c in COLOURS if c not in fight.dice and c not in fight.thrown]
    if not banned:
        return fight
    dice = tuple(c for c in COLOURS if c in fight.dice or c in banned)
    return replace(fight, dice=dice, holder=thrower)


def _pickpocket(state: State, ability: Ability, t: Throwing) -> Step:
    return gain_gold(state, 2, "pickpocket")


def _five_finger(state: State, ability: Ability, t: Throwing) -> Step:
    """R144: one equipment card face down per activation, revealed in Maintenance."""
    state = ensure_deck(state)
    if not state.deck:
        return state, []
    fight = fight_of(state)
    card, deck = state.deck[0], state.deck[1:]
    fight = replace(fight, five_finger=(*fight.five_finger, card))
    return replace(state, deck=deck, fight=fight), [CardDrawnFaceDown(hero=t.hero)]


def _piercing(state: State, ability: Ability, t: Throwing) -> int:
    return ability.x


def _sworn_enemy(state: State, ability: Ability, t: Throwing) -> int:
    return ability.x if card_of(state, t.hero).sworn == monster_card(state).mtype else 0


def _torm_red(options: Options, ability: Ability) -> Ability:
    """AMB-14 ``torm_red=berserk``: Torm's red x2 is Berserk."""
    return Ability(op="berserk") if options.torm_red == "berserk" else ability


# --- monster abilities --------------------------------------------------------------------------


def _heal_after_miss(state: State, ability: Ability, thrower: int) -> Step:
    """R154 / AMB-45: the monster heals x (``monster_heal_cap=printed``: not above its card)."""
    fight = fight_of(state)
    printed = monster_card(state).hp or 0
    hp = fight.hp + ability.x
    if state.options.monster_heal_cap == "printed":
        hp = min(printed, hp)
    state = replace(state, fight=replace(fight, hp=hp))
    return state, [MonsterHealed(amount=hp - fight.hp, hp=hp)] if hp > fight.hp else []


def _lose_gold(state: State, ability: Ability, thrower: int) -> Step:
    """R156: a gold from the chest back to the supply."""
    if state.chest_gold <= 0:
        return state, []
    state = replace(state, chest_gold=state.chest_gold - 1, supply_gold=state.supply_gold + 1)
    return state, [GoldChanged(amount=-1, chest=state.chest_gold, cause="lose_gold")]


def _critical_miss(state: State, ability: Ability, thrower: int) -> Step:
    """R158 / AMB-17: every other hero takes the full damage value (``critical_miss=reduced``:
    less his own armour and the toad's -2, like a miss of his own)."""
    events: list[Event] = []
    damage = monster_card(state).damage or 0
    reduced = state.options.critical_miss == "reduced"
    for index in range(len(state.heroes)):
        if index != thrower and state.heroes[index].active and not state.result:
            cut = item_total(state, index, "reduced_damage") + (2 if fight_of(state).toad else 0)
            amount = max(0, damage - cut) if reduced else damage
            state, more = hit_hero(state, index, amount, "critical_miss")
            events += more
    return state, events


def _destroy_equipment(state: State, ability: Ability, thrower: int) -> Step:
    """R153: the thrower will discard one of his cards (after the damage)."""
    return set_throwing(state, replace(throwing_of(state), destroy=True)), []


# --- equipment ----------------------------------------------------------------------------------


def _heal_hero_card(state: State, ability: Ability, hero: int) -> Step:
    return heal(state, hero, ability.x)


def _heal_party_card(state: State, ability: Ability, hero: int) -> Step:
    return heal_all(state, ability.x)


OPS: Mapping[str, Resolver] = MappingProxyType(
    {
        # hero abilities (R137-R152)
        "swing_twice": Resolver(swings_twice=True),
        "piercing": Resolver(bonus=_piercing),
        "focused": Resolver(base=5),
        "divine": Resolver(heals_dealt=True),
        "berserk": Resolver(ask=_berserk_asks),
        "double_damage": Resolver(multiplier=2, ruled=_torm_red),
        "heal_party": Resolver(effect=_heal_party, played=_heal_party_card),
        "tracking": Resolver(effect=_tracking),
        "five_finger": Resolver(effect=_five_finger),
        "metamorphosis": Resolver(effect=_metamorphosis),
        "sworn_enemy": Resolver(bonus=_sworn_enemy, bonus_on_miss=True),
        "swing_again": Resolver(ask=_swing_again_asks, voids_throw=True),
        "agile": Resolver(cancels_miss=True),
        "pickpocket": Resolver(effect=_pickpocket),
        "seduction": Resolver(effect=_seduction),
        "beer": Resolver(ask=_beer_asks, effect=_beer),
        "melody": Resolver(ask=_melody_asks, effect=_melody),
        # monster abilities (R153-R158)
        "destroy_equipment": Resolver(on_miss=_destroy_equipment),
        "heal_after_miss": Resolver(on_miss=_heal_after_miss),
        "small_target": Resolver(miss_zones=frozenset({"1"})),
        "lose_gold": Resolver(on_miss=_lose_gold),
        "immunity": Resolver(bans_die=True),
        "critical_miss": Resolver(on_miss=_critical_miss),
        # equipment (R160-R167); passive ones act through ``encounter.item_total``/``item_cards``
        "heal_hero": Resolver(played=_heal_hero_card),
        "counterblow": Resolver(),
        "reduced_damage": Resolver(),
    }
)
"""Every registered op's ``Resolver`` (``effects.EFFECTS``), read-only."""

MISS_ZONES = frozenset(zone for r in OPS.values() for zone in r.miss_zones)
"""Sections some monster ability turns into a miss (a contact elsewhere needs no look-up)."""


def activated(state: State) -> Ability | None:
    """R056 / R064 / AMB-10: the thrower's ability of the die's colour when the special icon is
    up, not scarred, and (for board-only abilities) the throw is a contact."""
    fight = state.fight  # not ``throwing_of``: asked several times per throw
    assert fight is not None and fight.throwing is not None
    t = fight.throwing
    if t.outcome is None or not t.outcome.special or t.die not in COLOURS:
        return None
    hero = state.heroes[t.hero]
    if t.die in hero.scars:
        return None
    ability = hero_ability(state, t.hero, t.die)
    on_board = t.contact or (
        state.options.board_only == "on_board" and t.outcome.rest == "on_board"
    )  # AMB-10
    if ability.op in BOARD_ONLY and not on_board:
        return None
    if is_bullseye(t) and not state.options.bullseye_ability:  # AMB-11: the kill replaces it
        return None
    return ability


def hero_ability(state: State, hero: int, colour: str) -> Ability:
    """The hero's ability of a colour; AMB-14 ``torm_red=berserk``: Torm's red x2 is Berserk."""
    ability = card_of(state, hero).abilities[COLOURS.index(colour)]
    ruled = OPS[ability.op].ruled
    return ruled(state.options, ability) if ruled is not None else ability

"""Resolving one throw (R044-R075, R136-R167, AMB-10..AMB-22, AMB-45..AMB-48).

Order (AMB-12): the result is known ⇒ the thrower may react with a 1x card (Swing Again voids
the throw, Agile Instincts cancels miss damage) ⇒ the activated hero ability resolves, asking
its choices (Berserk, Beer, Enchanting Melody) ⇒ damage is dealt or suffered ⇒ follow-ups
(Divine Intervention healing, Destroy Equipment).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..content import COLOURS, Ability, catalog
from ..events import (
    AbilityActivated,
    CardDrawnFaceDown,
    GoldChanged,
    MonsterDamaged,
    MonsterDefeated,
)
from ..state import Fight, State, Throwing
from .attack import suffer, take_damage
from .encounter import (
    activated,
    fight_of,
    is_bullseye,
    item_cards,
    item_total,
    monster_card,
    set_throwing,
    spend_charm,
    throwing_of,
)
from .party import Step, card_of, heal_all, healable


def react_cards(state: State) -> tuple[str, ...]:
    """1x cards the thrower may use on seeing the result (R162, R164, AMB-18)."""
    t = throwing_of(state)
    cat = catalog(state.options.cards)
    cards = item_cards(state, t.hero, "swing_again")
    if not t.contact:
        cards += item_cards(state, t.hero, "agile")
    return tuple(c for c in cards if cat.card(c).one_shot)


def pending_choice(state: State) -> str:
    """The follow-up choice the current throw waits for, or ``""``."""
    t = throwing_of(state)
    if t.outcome is None:
        return "enter-result"
    if t.stage == "result":
        if t.react == -1 and react_cards(state):
            return "react"
        ability = activated(state)
        op = ability.op if ability else ""
        if op == "berserk" and t.berserk == -1:
            return "berserk"
        if op == "beer" and t.beer == -1:
            return "beer"
        if (
            op == "melody"
            and t.melody == -1
            and state.chest_gold > 0
            and not fight_of(state).melody
        ):
            return "melody"
        return ""
    if t.heal_left > 0 and any(healable(state, i) for i in range(len(state.heroes))):
        return "divine"
    if t.destroy and destroyable(state, t.hero):
        return "destroy"
    return ""


def destroyable(state: State, hero: int) -> tuple[str, ...]:
    """R153 / AMB-46: the cards Destroy Equipment may take: any (``destroy_choice=permanent``:
    not the 1x cards)."""
    cards = state.heroes[hero].equipment
    if state.options.destroy_choice == "any":
        return cards
    return tuple(c for c in cards if not catalog(state.options.cards).card(c).one_shot)


def resolve_result(state: State) -> Step:
    """Apply the ability, then the damage (AMB-12); leaves the throw in stage ``after``."""
    t = throwing_of(state)
    ability = activated(state)
    if ability is not None and state.options.ability_order == "damage_first":
        return _damage_then_ability(state, ability)
    events: list[Event] = []
    if ability is not None:
        events.append(AbilityActivated(hero=t.hero, ability=ability.op, source=t.die))
        state, more = _apply_ability(state, ability)
        events += more
    t = throwing_of(state)
    if t.contact:
        state, more = _deal(state, ability)
    else:
        state, more = suffer(state, ability)
    events += more
    return state, events


def _damage_then_ability(state: State, ability: Ability) -> Step:
    """AMB-12 ``damage_first``: the damage of this throw ignores what the ability sets up
    (Tracking's token, the Toad, Beer, Agile Instincts); the ability resolves after it."""
    t = throwing_of(state)
    direct = None if ability.op == "agile" else ability
    if t.contact:
        state, events = _deal(state, direct)
    else:
        state, events = suffer(state, direct)
    events.append(AbilityActivated(hero=t.hero, ability=ability.op, source=t.die))
    if state.result:
        return state, events
    stage = throwing_of(state).stage
    state, more = _apply_ability(
        set_throwing(state, replace(throwing_of(state), stage="result")), ability
    )
    state = set_throwing(state, replace(throwing_of(state), stage=stage))
    return state, events + more


def _apply_ability(state: State, ability: Ability) -> Step:
    """The immediate part of R142-R152 (damage modifiers are read in ``_deal``/``suffer``)."""
    t = throwing_of(state)
    fight = fight_of(state)
    op = ability.op
    if op == "heal_party":
        return heal_all(state, ability.x)
    if op == "tracking":
        tokens = fight.tracking + 1 if state.options.tracking_stacks else 1
        return replace(state, fight=replace(fight, tracking=tokens)), []
    if op == "metamorphosis":
        return replace(state, fight=replace(fight, toad=True)), []
    if op == "seduction":
        return replace(state, fight=replace(fight, charmed_by=t.hero)), []
    if op == "beer":
        return replace(state, fight=replace(fight, beer_on=t.beer)), []
    if op == "melody" and t.melody == 1:
        state = replace(state, chest_gold=state.chest_gold - 1, supply_gold=state.supply_gold + 1)
        state = replace(state, fight=_unbanned(replace(fight_of(state), melody=True), t.hero))
        return state, [GoldChanged(amount=-1, chest=state.chest_gold, cause="melody")]
    if op == "pickpocket":
        return gain_gold(state, 2, "pickpocket")
    if op == "five_finger":
        return _five_finger(state, t.hero)
    return state, []


def _unbanned(fight: Fight, thrower: int) -> Fight:
    """R152: a silenced monster's Hero Dice Immunity ends; the set-aside die joins the dice
    the thrower holds (he passes it on with them)."""
    banned = [c for c in COLOURS if c not in fight.dice and c not in fight.thrown]
    if not banned:
        return fight
    dice = tuple(c for c in COLOURS if c in fight.dice or c in banned)
    return replace(fight, dice=dice, holder=thrower)


def gain_gold(state: State, amount: int, cause: str) -> Step:
    """Gold from the supply to the chest, capped by the supply (AMB-27; ``finite_supply=false``:
    never capped, the supply only runs down to 0)."""
    if state.options.finite_supply:
        amount = min(amount, state.supply_gold)
    if amount <= 0:
        return state, []
    supply = max(0, state.supply_gold - amount)
    state = replace(state, chest_gold=state.chest_gold + amount, supply_gold=supply)
    return state, [GoldChanged(amount=amount, chest=state.chest_gold, cause=cause)]


def _five_finger(state: State, hero: int) -> Step:
    """R144: one equipment card face down per activation, revealed in Maintenance."""
    state = ensure_deck(state)
    if not state.deck:
        return state, []
    fight = fight_of(state)
    card, deck = state.deck[0], state.deck[1:]
    fight = replace(fight, five_finger=(*fight.five_finger, card))
    return replace(state, deck=deck, fight=fight), [CardDrawnFaceDown(hero=hero)]


def ensure_deck(state: State) -> State:
    """AMB-26: an empty equipment deck is the discard pile reshuffled."""
    if state.deck or not state.discard:
        return state
    deck, rng = state.rng.shuffle(state.discard)
    return replace(state, deck=deck, discard=(), rng=rng)


def contact_damage(state: State, ability: Ability | None) -> int:
    """R072-R074 / AMB-13: (section or 5) × multipliers + additions (``damage_formula=
    add_first``: (section or 5 + additions) × multipliers)."""
    t = throwing_of(state)
    fight = fight_of(state)
    assert t.outcome is not None
    op = ability.op if ability else ""
    base = 5 if op == "focused" else t.outcome.section
    multiplier = (2 if op == "double_damage" else 1) * (2 if t.berserk in (1, 2) else 1)
    add = ability.x if op == "piercing" and ability else 0
    if op == "sworn_enemy" and card_of(state, t.hero).sworn == monster_card(state).mtype:
        add += ability.x if ability else 0
    add += fight.tracking
    add += sum(catalog(state.options.cards).card(w).bonus for w in weapons_met(state, t))
    add += item_total(state, t.hero, "piercing")
    if t.charm:
        add += catalog(state.options.cards).card(t.charm).damage or 0
    if state.options.damage_formula == "add_first":
        return (base + add) * multiplier
    return base * multiplier + add


def weapons_met(state: State, t: Throwing) -> tuple[str, ...]:
    """AMB-20 ``no_bonus``: a weapon whose requirement failed adds nothing (under ``miss`` such
    a throw is no contact at all)."""
    failed = t.outcome.failed_requirements if t.outcome else ()
    cat = catalog(state.options.cards)
    return tuple(w for w in t.weapons if cat.card(w).requirement not in failed)


def _deal(state: State, ability: Ability | None) -> Step:
    """R045 / R058 / R075: damage the monster; the bullseye kill; Berserk's price."""
    t = throwing_of(state)
    if t.berserk == 1 and state.options.berserk_price == "before_damage":
        return _berserk_first(state, ability)
    fight = fight_of(state)
    assert t.outcome is not None
    damage = contact_damage(state, ability)
    bullseye = is_bullseye(t)
    left = fight.hp
    hp = 0 if bullseye else fight.hp - damage
    fight = replace(fight, hp=hp)
    state = replace(state, fight=fight)
    events: list[Event] = [MonsterDamaged(amount=damage, hp=hp)]
    if t.charm:
        state, more = spend_charm(state, t.hero, t.charm)
        events += more
    if hp <= 0:
        events.append(MonsterDefeated(monster=fight.monster, bullseye=bullseye))
    op = ability.op if ability else ""
    if t.berserk == 1:
        state, more = take_damage(state, t.hero, 1, "berserk")
        events += more
    heal_left = damage if op == "divine" else 0
    if state.options.divine_heal == "monster_hp":  # AMB-48: no more than the monster had left
        heal_left = min(heal_left, left)
    state = set_throwing(state, replace(throwing_of(state), stage="after", heal_left=heal_left))
    again = not fight.swing_twice_used or state.options.swing_twice_chain  # AMB-22
    if op == "swing_twice" and again and hp > 0:
        state = replace(state, fight=replace(fight_of(state), swing_twice_used=True, rethrow=t.die))
    return state, events


def _berserk_first(state: State, ability: Ability | None) -> Step:
    """AMB-47 ``berserk_price=before_damage``: the hit point goes first; a thrower it faints
    takes no further part (R047) and his throw deals nothing."""
    t = throwing_of(state)
    state, events = take_damage(state, t.hero, 1, "berserk")
    if state.result or not state.heroes[t.hero].active:
        return set_throwing(state, replace(throwing_of(state), stage="after")), events
    paid = replace(throwing_of(state), berserk=2)  # 2: doubled, price already paid
    state, more = _deal(set_throwing(state, paid), ability)
    return state, events + more

"""Resolving one throw (R044-R075, R136-R167, AMB-10..AMB-22, AMB-45..AMB-48).

Order (AMB-12): the result is known ⇒ the thrower may react with a 1x card (Swing Again voids
the throw, Agile Instincts cancels miss damage) ⇒ the activated hero ability resolves, asking
its choices (Berserk, Beer, Enchanting Melody) ⇒ damage is dealt or suffered ⇒ follow-ups
(Divine Intervention healing, Destroy Equipment).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..abilities import OPS, activated
from ..content import Ability, catalog
from ..encounter import (
    fight_of,
    hit_hero,
    is_bullseye,
    item_cards,
    item_total,
    monster_abilities,
    monster_card,
    set_throwing,
    spend_charm,
    take_damage,
    throwing_of,
)
from ..events import AbilityActivated, MonsterDamaged, MonsterDefeated
from ..party import Step, healable
from ..state import State, Throwing


def react_cards(state: State) -> tuple[str, ...]:
    """1x cards the thrower may use on seeing the result (R162, R164, AMB-18)."""
    t = throwing_of(state)
    if not state.heroes[t.hero].equipment:  # the common case, asked after every throw
        return ()
    cat = catalog(state.options.cards)
    cards = item_cards(state, t.hero, "swing_again")
    if not t.contact:
        cards += item_cards(state, t.hero, "agile")
    return tuple(c for c in cards if cat.card(c).one_shot)


def pending_choice(state: State) -> str:
    """The follow-up choice the current throw waits for, or ``""``."""
    fight = state.fight  # not ``throwing_of``: asked at every step of a throw
    assert fight is not None and fight.throwing is not None
    t = fight.throwing
    if t.outcome is None:
        return "enter-result"
    if t.stage == "result":
        if t.react == -1 and state.heroes[t.hero].equipment and react_cards(state):
            return "react"
        if not t.outcome.special:
            return ""  # no special face up: no ability activates (``activated``), none asks
        ability = activated(state)
        ask = OPS[ability.op].ask if ability is not None else None
        return ask(state, t) if ask is not None else ""
    won = fight.boss and fight.hp <= 0  # R122 (L459): the game is won, a heal changes nothing
    if t.heal_left > 0 and not won and any(healable(state, i) for i in range(len(state.heroes))):
        return "divine"
    if t.destroy and destroyable(state, t.hero):
        return "destroy"
    if fight.rethrow and t.again == -1 and state.heroes[t.hero].active and not state.result:
        return "swing"  # R137 (L510): he *may* retrieve the die for a second throw
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
    direct = None if OPS[ability.op].cancels_miss else ability
    if t.contact:
        state, events = _deal(state, direct)
    else:
        state, events = suffer(state, direct)
    if state.result:  # the throw's own damage ended the game: its ability never comes
        return state, events
    events.append(AbilityActivated(hero=t.hero, ability=ability.op, source=t.die))
    stage = throwing_of(state).stage
    state, more = _apply_ability(
        set_throwing(state, replace(throwing_of(state), stage="result")), ability
    )
    state = set_throwing(state, replace(throwing_of(state), stage=stage))
    return state, events + more


def _apply_ability(state: State, ability: Ability) -> Step:
    """The immediate part of R142-R152 (damage modifiers are read in ``_deal``/``suffer``)."""
    effect = OPS[ability.op].effect
    return effect(state, ability, throwing_of(state)) if effect is not None else (state, [])


def contact_damage(state: State, ability: Ability | None) -> int:
    """R072-R074 / AMB-13: (section or 5) × multipliers + additions (``damage_formula=
    add_first``: (section or 5 + additions) × multipliers)."""
    t = throwing_of(state)
    fight = fight_of(state)
    assert t.outcome is not None
    base, multiplier, add = t.outcome.section, 1, 0
    if ability is not None:
        rules = OPS[ability.op]
        base = rules.base or base
        multiplier = rules.multiplier
        add = rules.bonus(state, ability, t) if rules.bonus is not None else 0
    multiplier *= 2 if t.berserk in (1, 2) else 1
    add += fight.tracking
    if t.weapons:
        cat = catalog(state.options.cards)
        add += sum(cat.card(w).bonus for w in weapons_met(state, t))
    add += item_total(state, t.hero, "piercing")
    if t.charm:  # one seduced monster, or several joined by "+" (AMB-56)
        cat = catalog(state.options.cards)
        add += sum(cat.card(c).damage or 0 for c in t.charm.split("+"))
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
    rules = OPS[ability.op] if ability is not None else None
    heal_left = damage if rules is not None and rules.heals_dealt else 0
    if state.options.divine_heal == "monster_hp":  # AMB-48: no more than the monster had left
        heal_left = min(heal_left, left)
    # the throw moves on to its stage ``after`` with the damage (what follows never reads it)
    after = replace(t, stage="after", heal_left=heal_left)
    fight = replace(fight, hp=hp, throwing=after)
    state = replace(state, fight=fight)
    events: list[Event] = [MonsterDamaged(amount=damage, hp=hp)]
    if t.charm:
        state, more = spend_charm(state, t.hero, t.charm)
        events += more
    if hp <= 0:
        events.append(MonsterDefeated(monster=fight.monster, bullseye=bullseye))
    if t.berserk == 1:
        state, more = take_damage(state, t.hero, 1, "berserk")
        events += more
    again = not fight.swing_twice_used or state.options.swing_twice_chain  # AMB-22
    if rules is not None and rules.swings_twice and again and hp > 0:
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


# --- the monster's attack on a miss (R046, R153-R158, R165-R166, AMB-17, AMB-19) ----------


def miss_damage(state: State, hero: int, ability: Ability | None) -> int:
    """R046 / R145 / R148 / R151 / R166: the thrower's damage from his own miss."""
    t = throwing_of(state)
    fight = fight_of(state)
    cancels = ability is not None and OPS[ability.op].cancels_miss
    if cancels or t.agile_card or fight.beer_on == hero:
        return 0
    damage = monster_card(state).damage or 0
    damage -= item_total(state, hero, "reduced_damage") + (2 if fight.toad else 0)
    return max(0, damage)


def _bonus_on_miss(state: State, ability: Ability | None) -> Step:
    """AMB-63 ``sworn_enemy_miss=deals``: an ability that works anywhere (L504) and adds damage
    (Sworn Enemy X against its type) deals its X on a miss too, before the monster's attack."""
    rules = OPS[ability.op] if ability is not None else None
    if ability is None or rules is None or rules.bonus is None or not rules.bonus_on_miss:
        return state, []
    amount = rules.bonus(state, ability, throwing_of(state))
    if state.options.sworn_enemy_miss != "deals" or amount <= 0:
        return state, []
    fight = fight_of(state)
    fight = replace(fight, hp=fight.hp - amount)
    events: list[Event] = [MonsterDamaged(amount=amount, hp=fight.hp)]
    if fight.hp <= 0:
        events.append(MonsterDefeated(monster=fight.monster))
    return replace(state, fight=fight), events


def suffer(state: State, ability: Ability | None) -> Step:
    """R046 plus the monster's miss abilities (R153-R158). AMB-55: once the thrower's
    Counterblow has beaten the monster, its miss abilities lapse (``miss_after_kill=apply``:
    they still apply, but a beaten monster does not heal)."""
    t = throwing_of(state)
    state, events = _bonus_on_miss(state, ability)
    state, more = hit_hero(state, t.hero, miss_damage(state, t.hero, ability), "miss")
    events += more
    lapse = state.options.miss_after_kill == "lapse"
    for a in monster_abilities(state):
        if state.result:
            break
        on_miss = OPS[a.op].on_miss
        beaten = fight_of(state).hp <= 0
        if on_miss is not None and not (beaten and (lapse or a.op == "heal_after_miss")):
            state, more = on_miss(state, a, t.hero)
            events += more
    if t.charm and state.options.seduced_spent == "when_declared" and not state.result:
        state, more = spend_charm(state, t.hero, t.charm)
        events += more
    state = set_throwing(state, replace(throwing_of(state), stage="after"))
    fight = fight_of(state)
    twice = ability is not None and OPS[ability.op].swings_twice
    if twice and not fight.swing_twice_used and fight.hp > 0:
        # AMB-10 ``board_only=on_board``: a miss resting on the board swings again too
        state = replace(state, fight=replace(fight, swing_twice_used=True, rethrow=t.die))
    return state, events

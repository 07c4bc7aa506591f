"""The monster's attack on a miss (R046, R153-R158, R165-R166, AMB-17, AMB-19, AMB-45):
the thrower's miss damage, the monster's miss abilities, Counterblow."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..content import Ability
from ..events import GoldChanged, MonsterDamaged, MonsterDefeated, MonsterHealed
from ..state import State
from .encounter import (
    fight_of,
    item_cards,
    item_total,
    monster_abilities,
    monster_card,
    set_throwing,
    spend_charm,
    throwing_of,
)
from .party import Step, hurt


def miss_damage(state: State, hero: int, ability: Ability | None) -> int:
    """R046 / R145 / R148 / R151 / R166: the thrower's damage from his own miss."""
    t = throwing_of(state)
    fight = fight_of(state)
    if (ability and ability.op == "agile") or t.agile_card or fight.beer_on == hero:
        return 0
    damage = monster_card(state).damage or 0
    damage -= item_total(state, hero, "reduced_damage") + (2 if fight.toad else 0)
    return max(0, damage)


def suffer(state: State, ability: Ability | None) -> Step:
    """R046 plus the monster's miss abilities (R153-R158)."""
    t = throwing_of(state)
    events: list[Event] = []
    state, more = _hit_hero(state, t.hero, miss_damage(state, t.hero, ability), "miss")
    events += more
    for a in monster_abilities(state):
        if state.result:
            break
        state, more = _miss_ability(state, a, t.hero)
        events += more
    if t.charm and state.options.seduced_spent == "when_declared" and not state.result:
        state, more = spend_charm(state, t.hero, t.charm)
        events += more
    state = set_throwing(state, replace(throwing_of(state), stage="after"))
    fight = fight_of(state)
    if ability and ability.op == "swing_twice" and not fight.swing_twice_used and fight.hp > 0:
        # AMB-10 ``board_only=on_board``: a miss resting on the board swings again too
        state = replace(state, fight=replace(fight, swing_twice_used=True, rethrow=t.die))
    return state, events


def take_damage(state: State, hero: int, damage: int, cause: str) -> Step:
    """Damage that is not the monster's attack (the party-defeat penalty, Berserk's price):
    Counterblow answers it only under ``counterblow=all_damage`` (AMB-19)."""
    if state.options.counterblow == "all_damage":
        return _hit_hero(state, hero, damage, cause)
    return hurt(state, hero, damage, cause)


def _hit_hero(state: State, hero: int, damage: int, cause: str) -> Step:
    """Damage from the monster's attack, with Counterblow (R165, AMB-19)."""
    before = state.heroes[hero].hp
    state, events = hurt(state, hero, damage, cause)
    suffered = before - state.heroes[hero].hp
    standing = state.fight is not None and state.fight.hp > 0
    if suffered > 0 and standing and item_cards(state, hero, "counterblow") and not state.result:
        fight = fight_of(state)
        fight = replace(fight, hp=fight.hp - suffered)
        state = replace(state, fight=fight)
        events.append(MonsterDamaged(amount=suffered, hp=fight.hp))
        if fight.hp <= 0:
            events.append(MonsterDefeated(monster=fight.monster))
    return state, events


def _miss_ability(state: State, ability: Ability, thrower: int) -> Step:
    fight = fight_of(state)
    if fight.hp <= 0:
        return state, []
    if ability.op == "heal_after_miss":
        printed = monster_card(state).hp or 0
        hp = fight.hp + ability.x
        if state.options.monster_heal_cap == "printed":  # AMB-45
            hp = min(printed, hp)
        state = replace(state, fight=replace(fight, hp=hp))
        return state, [MonsterHealed(amount=hp - fight.hp, hp=hp)] if hp > fight.hp else []
    if ability.op == "lose_gold" and state.chest_gold > 0:
        state = replace(state, chest_gold=state.chest_gold - 1, supply_gold=state.supply_gold + 1)
        return state, [GoldChanged(amount=-1, chest=state.chest_gold, cause="lose_gold")]
    if ability.op == "critical_miss":
        return _critical(state, thrower)
    if ability.op == "destroy_equipment":
        return set_throwing(state, replace(throwing_of(state), destroy=True)), []
    return state, []


def _critical(state: State, thrower: int) -> Step:
    """R158 / AMB-17: every other hero takes the full damage value (``critical_miss=reduced``:
    less his own armour and the toad's -2, like a miss of his own)."""
    events: list[Event] = []
    damage = monster_card(state).damage or 0
    reduced = state.options.critical_miss == "reduced"
    for index in range(len(state.heroes)):
        if index != thrower and state.heroes[index].active and not state.result:
            cut = item_total(state, index, "reduced_damage") + (2 if fight_of(state).toad else 0)
            amount = max(0, damage - cut) if reduced else damage
            state, more = _hit_hero(state, index, amount, "critical_miss")
            events += more
    return state, events

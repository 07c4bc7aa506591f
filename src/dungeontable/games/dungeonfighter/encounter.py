"""The encounter as the throw rules see it (R039-R075): the fight and the throw in progress,
the monster's card and abilities, the heroes' equipment totals, and damage taken in a fight
with Counterblow's answer (R165, AMB-19)."""

from __future__ import annotations

from msgspec.structs import replace

from .content import Ability, DFCard, catalog
from .dungeon import room_requirements
from .events import CardDiscarded, MonsterDamaged, MonsterDefeated
from .party import Step, check_loss, hurt, with_hero
from .requirements import BY_ID, combine
from .state import Fight, State, Throwing


def fight_of(state: State) -> Fight:
    assert state.fight is not None
    return state.fight


def throwing_of(state: State) -> Throwing:
    fight = state.fight  # not ``fight_of``: asked several times per throw
    assert fight is not None and fight.throwing is not None
    return fight.throwing


def set_throwing(state: State, throwing: Throwing | None) -> State:
    fight = state.fight
    assert fight is not None
    return replace(state, fight=replace(fight, throwing=throwing))


def monster_card(state: State) -> DFCard:
    fight = state.fight
    assert fight is not None
    return catalog(state.options.cards).card(fight.monster)


def monster_abilities(state: State) -> tuple[Ability, ...]:
    """The monster's abilities, none while Enchanting Melody is active (R152)."""
    return () if fight_of(state).melody else monster_card(state).abilities


def has_monster_ability(state: State, op: str) -> bool:
    return any(a.op == op for a in monster_abilities(state))


def is_bullseye(t: Throwing) -> bool:
    """R058 / AMB-11: a valid contact in the 10 with the special face up (L300: "a die"; a
    white die has no special face unless AMB-02 ``white_special_faces`` gives it one, and the
    throw's ``special`` already says so)."""
    outcome = t.outcome
    return bool(t.contact and outcome and outcome.special and outcome.zone == "10")


def item_cards(state: State, hero: int, op: str) -> tuple[str, ...]:
    """The hero's equipment cards with ability ``op`` (not those spent this round, AMB-18)."""
    equipment = state.heroes[hero].equipment
    if not equipment:  # the common case, asked at every decision (AMB-49 heal cards)
        return ()
    ops = catalog(state.options.cards).ops
    return tuple(c for c in equipment if op in ops[c] and c not in state.spent)


def item_total(state: State, hero: int, op: str) -> int:
    """Sum of ``x`` over the hero's passive equipment with ``op`` (R163, R166)."""
    if not state.heroes[hero].equipment:  # the common case, asked at every hit
        return 0
    cat = catalog(state.options.cards)
    return sum(
        a.x
        for c in state.heroes[hero].equipment
        if not cat.card(c).one_shot
        for a in cat.card(c).abilities
        if a.op == op
    )


def spend_charm(state: State, hero: int, charm: str) -> Step:
    """AMB-28: a seduced monster used on a contact is discarded (``seduced_spent=when_declared``:
    on a miss too); AMB-56 ``several``: each of those joined by "+"."""
    used = charm.split("+")
    h = state.heroes[hero]
    seduced = list(h.seduced)
    for card in used:
        seduced.remove(card)
    state = with_hero(state, hero, replace(h, seduced=tuple(seduced)))
    state = replace(state, monster_discard=(*state.monster_discard, *used))
    return state, [CardDiscarded(card=card, hero=hero, cause="seduction") for card in used]


def take_damage(state: State, hero: int, damage: int, cause: str) -> Step:
    """Damage that is not the monster's attack (the party-defeat penalty, Berserk's price):
    Counterblow answers it only under ``counterblow=all_damage`` (AMB-19)."""
    if state.options.counterblow == "all_damage":
        return hit_hero(state, hero, damage, cause)
    return hurt(state, hero, damage, cause)


def _counterblow_cards(state: State, hero: int) -> tuple[str, ...]:
    """The Counterblow cards that answer ``hero``'s damage: his own (AMB-64 ``counterblow_of=
    any_hero``: those of every hero still in the game)."""
    if state.options.counterblow_of == "holder":
        return item_cards(state, hero, "counterblow")
    heroes = range(len(state.heroes))
    return tuple(
        c
        for i in heroes
        if not state.heroes[i].eliminated
        for c in item_cards(state, i, "counterblow")
    )


def hit_hero(state: State, hero: int, damage: int, cause: str) -> Step:
    """Damage from the monster's attack, with Counterblow (R165, AMB-19, AMB-57, AMB-60, AMB-61,
    AMB-64). AMB-54: the last standing hero fainting loses the game at once, before his Counterblow
    answers (``last_stand=win``: it answers first, and a monster it beats wins the fight)."""
    before = state.heroes[hero].hp
    answer_first = state.options.last_stand == "win"
    state, events = hurt(state, hero, damage, cause, check=not answer_first)
    # AMB-57: the damage suffered is the attack's (L280), even past the last hit point
    # (``counterblow_amount=hp_lost``: only the hit points the tracker lost)
    hp_lost = before - state.heroes[hero].hp
    suffered = hp_lost if state.options.counterblow_amount == "hp_lost" or not events else damage
    standing = state.fight is not None and state.fight.hp > 0
    cards = _counterblow_cards(state, hero) if suffered > 0 and standing else ()
    if cards and not state.result:
        # AMB-60: each Counterblow card answers (``counterblow_cards=once``: one answer)
        # AMB-61 ``counterblow_tracking=plus_one``: the tracking token's +1 on each answer
        fight = fight_of(state)
        extra = fight.tracking if state.options.counterblow_tracking == "plus_one" else 0
        count = len(cards) if state.options.counterblow_cards == "each" else 1
        answer = (suffered + extra) * count
        fight = replace(fight, hp=fight.hp - answer)
        state = replace(state, fight=fight)
        events.append(MonsterDamaged(amount=answer, hp=fight.hp))
        if fight.hp <= 0:
            events.append(MonsterDefeated(monster=fight.monster))
    if answer_first and state.heroes[hero].fainted:
        state, lost = check_loss(state)
        events += lost
    return state, events


def requirements_for(state: State, weapons: tuple[str, ...], die: str = "") -> tuple[str, ...]:
    """R080-R084: monster (unless silenced, AMB-16) + room + chosen weapons, as a set. AMB-50
    ``requirements_on=hero_dice``: a bonus die (``die`` white) or a rethrow carries only its
    weapons' requirements."""
    fight = state.fight
    assert fight is not None
    options = state.options
    cat = catalog(options.cards)
    exempt = options.requirements_on == "hero_dice" and (die == "white" or bool(fight.rethrow))
    ids = [] if exempt else [*room_requirements(state, cat)]
    if not exempt and not (fight.melody and options.melody_removes_requirement):
        imposed = cat.card(fight.monster).requirement
        if imposed:
            ids.append(imposed)
    for weapon in weapons:
        needs = cat.card(weapon).requirement
        if needs:
            ids.append(needs)
    if not ids:
        return ()
    if len(ids) == 1 and ids[0] in BY_ID:
        return (ids[0],)  # ``combine`` of one known id
    return combine(ids)


def cleared_up(fight: Fight) -> Fight:
    """The beaten monster's fight as Maintenance begins (R088-R093, L405-L411): the hero dice
    and the bonus dice leave the target board (L405-L406: retrieved and handed on, returned to
    the supply: none lies there any more), its gold coins have left its card for the chest
    (L409), and the special power tokens go back: the tracking and charm tokens to the supply
    (L534, L562), the toad, the beer token and the Lay of Heroes token of a paid Enchanting
    Melody with the encounter they served (L542, L568, L572); the Five-finger cards are turned
    up (the loot step)."""
    return replace(
        fight, five_finger=(), tracking=0, toad=False, beer_on=-1, charmed_by=-1, melody=False,
        resting=(), gold=0, bonus_thrown=0,
    )  # fmt: skip

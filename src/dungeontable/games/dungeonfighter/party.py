"""Heroes as a party: damage, healing, fainting, the loss check, seat order (R039, R047,
R077-R078, R098, AMB-06, AMB-08, AMB-37)."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from .content import DFCard, catalog
from .events import CardDiscarded, HeroDamaged, HeroFainted, HeroHealed
from .ratings import game_ended
from .state import MAX_HP, Hero, State

Step = tuple[State, list[Event]]


def with_hero(state: State, index: int, hero: Hero) -> State:
    heroes = (*state.heroes[:index], hero, *state.heroes[index + 1 :])
    return replace(state, heroes=heroes)


def seat_of(state: State, hero: int) -> int:
    """The seat playing hero ``hero``: his own, except that a lone player plays both heroes
    under ``solo=two_heroes`` (AMB-06)."""
    return hero % state.seats if hero >= 0 else hero


def card_of(state: State, index: int) -> DFCard:
    """The hero card of hero ``index``."""
    return catalog(state.options.cards).card(state.heroes[index].card)


def next_active(state: State, after: int, include_self: bool = True) -> int:
    """R048 / AMB-37: the next hero to the left who can act (fainted and eliminated skipped);
    the holder himself when nobody else is (a lone hero passes to himself, AMB-06)."""
    n = len(state.heroes)
    for step in range(1, n + 1):
        index = (after + step) % n
        if state.heroes[index].active and (include_self or index != after):
            return index
    return after


def next_standing(state: State, after: int, direction: int = 1) -> int:
    """The next non-eliminated hero to the left (used between encounters, AMB-35); to the
    right with ``direction=-1``."""
    n = len(state.heroes)
    for step in range(1, n + 1):
        index = (after + direction * step) % n
        if not state.heroes[index].eliminated:
            return index
    return after


def hurt(state: State, index: int, amount: int, cause: str, check: bool = True) -> Step:
    """Lose hit points; below 1 the hero faints (R047) and the loss check runs (R077-R078;
    ``check=False``: the caller runs it, after Counterblow's answer under AMB-54 ``win``)."""
    hero = state.heroes[index]
    if amount <= 0 or hero.eliminated or hero.fainted:
        return state, []
    hp = max(0, hero.hp - amount)
    hero = replace(hero, hp=hp, fainted=hp < 1)
    state = with_hero(state, index, hero)
    events: list[Event] = [HeroDamaged(hero=index, amount=amount, hp=hp, cause=cause)]
    if hero.fainted:
        events.append(HeroFainted(hero=index))
    if hero.fainted and check:
        state, lost = check_loss(state)
        events += lost
    return state, events


def check_loss(state: State) -> Step:
    """R077: every hero fainted (or eliminated) ⇒ the game is lost. AMB-54 ``last_stand=win``:
    not while the monster of the fight lies beaten (the fight is won, R075)."""
    if state.result or any(h.active for h in state.heroes):
        return state, []
    fight = state.fight
    if state.options.last_stand == "win" and fight is not None and fight.hp <= 0:
        return state, []
    reason = "every hero fainted"
    ended = game_ended(state, False, reason)  # AMB-25 ``score_on_loss``: scored as it stands
    return replace(state, result="lost", reason=reason, phase="over"), [ended]


def heal_cap(state: State, index: int) -> int:
    """AMB-08: the current maximum (9 - 3 x scars); ``heal_cap=printed``: the printed 9."""
    hero = state.heroes[index]
    return hero.max_hp if state.options.heal_cap == "current_max" else MAX_HP


def healable(state: State, index: int, one_hero: bool = True) -> bool:
    """Whether a heal would do anything: an active hero below his cap (AMB-08). A fainted
    hero is healed only by a one-hero heal in a fight under ``heal_fainted`` (AMB-09); Heal
    Party never revives (AMB-52; ``heal_party_fainted``: it does, in a fight)."""
    hero = state.heroes[index]
    if hero.fainted and not hero.eliminated:
        revives = state.options.heal_fainted if one_hero else state.options.heal_party_fainted
        return revives and state.phase == "fight"
    return hero.active and hero.hp < heal_cap(state, index)


def heal(state: State, index: int, amount: int, one_hero: bool = True) -> Step:
    """Regain hit points, never above the current maximum (AMB-08); a healed fainted hero
    (``heal_fainted``, AMB-09) stands again and will take no scar."""
    hero = state.heroes[index]
    if amount <= 0 or not healable(state, index, one_hero):
        return state, []
    hp = min(heal_cap(state, index), hero.hp + amount)
    state = with_hero(state, index, replace(hero, hp=hp, fainted=False))
    return state, [HeroHealed(hero=index, amount=hp - hero.hp, hp=hp)]


def heal_all(state: State, amount: int) -> Step:
    """R142 / R161: every (active) hero regains ``amount``."""
    events: list[Event] = []
    for index in range(len(state.heroes)):
        state, more = heal(state, index, amount, one_hero=False)
        events += more
    return state, events


def discard_card(state: State, hero: int, card: str, cause: str) -> Step:
    """A hero's equipment card onto the discard pile."""
    h = state.heroes[hero]
    equipment = list(h.equipment)
    equipment.remove(card)
    state = with_hero(state, hero, replace(h, equipment=tuple(equipment)))
    state = replace(state, discard=(*state.discard, card))
    return state, [CardDiscarded(card=card, hero=hero, cause=cause)]

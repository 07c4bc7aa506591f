"""The encounter as the throw rules see it (R039-R075): the fight and the throw in progress,
the monster's card and abilities, the thrower's activated hero ability (R056, R064, AMB-10,
AMB-11, AMB-14) and his equipment totals."""

from __future__ import annotations

from msgspec.structs import replace

from ..content import COLOURS, Ability, DFCard, catalog
from ..effects import BOARD_ONLY
from ..events import CardDiscarded
from ..state import Fight, State, Throwing
from .party import Step, card_of, with_hero


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


def activated(state: State) -> Ability | None:
    """R056 / R064 / AMB-10: the thrower's ability of the die's colour when the special icon is
    up, not scarred, and (for board-only abilities) the throw is a contact."""
    t = throwing_of(state)
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
    if ability.op == "double_damage" and state.options.torm_red == "berserk":
        return Ability(op="berserk")
    return ability


def is_bullseye(t: Throwing) -> bool:
    """R058 / AMB-11: a valid contact of a hero die in the 10 with the special face up."""
    outcome = t.outcome
    return bool(t.contact and outcome and outcome.special and outcome.zone == "10") and (
        t.die in COLOURS
    )


def item_cards(state: State, hero: int, op: str) -> tuple[str, ...]:
    """The hero's equipment cards with ability ``op`` (not those spent this round, AMB-18)."""
    equipment = state.heroes[hero].equipment
    if not equipment:  # the common case, asked at every decision (AMB-49 heal cards)
        return ()
    ops = catalog(state.options.cards).ops
    return tuple(c for c in equipment if op in ops[c] and c not in state.spent)


def item_total(state: State, hero: int, op: str) -> int:
    """Sum of ``x`` over the hero's passive equipment with ``op`` (R163, R166)."""
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
    on a miss too)."""
    h = state.heroes[hero]
    seduced = list(h.seduced)
    seduced.remove(charm)
    state = with_hero(state, hero, replace(h, seduced=tuple(seduced)))
    state = replace(state, monster_discard=(*state.monster_discard, charm))
    return state, [CardDiscarded(card=charm, hero=hero, cause="seduction")]

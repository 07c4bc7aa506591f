"""Maintenance (R087-R102, AMB-38 detailed order): reward dice, pass the hero dice, return
bonus dice, reset the leader token, take the gold, discard or seduce the monster, reveal
Five-finger loot, scars and revival, hand equipment around, then the room's effect (the special
rooms, R027-R032: shop, healing fountain, treasure)."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..content import COLOURS, Catalog, catalog
from ..dungeon import current_room
from ..encounter import cleared_up, fight_of
from ..events import (
    CardDiscarded,
    CardGained,
    GoldChanged,
    HeroEliminated,
    HeroHealed,
    LeaderChanged,
    Scarred,
    ShopOpened,
)
from ..party import Step, heal_cap, next_standing, with_hero
from ..ratings import game_ended
from ..state import Maintenance, State
from ..supply import ensure_deck, gain_bonus, gain_gold


def monster_defeated(state: State) -> Step:
    """R076 / R087-R093: the fight is won (the final boss's fall ends the game instead,
    ``scoring.win``); the automatic steps, then Maintenance."""
    fight = fight_of(state)
    events: list[Event] = []
    if not state.leader_defeated and len(fight.thrown) < 3:
        state, more = gain_bonus(state, _unused_dice(state), "unused hero dice")
        events += more
    state = replace(state, supply_bonus=state.supply_bonus + fight.bonus_thrown)
    state = replace(state, leader_defeated=False, supply_gold=state.supply_gold + fight.gold)
    state, more = gain_gold(state, fight.gold, "monster")
    events += more
    state, told = _monster_card(state)
    events.append(told)
    state = replace(
        state,
        first=_new_first(state),  # L405, before the scars (``after_scars`` looks again)
        phase="maintenance",
        fight=cleared_up(fight_of(state)),
        maintenance=Maintenance(step="loot", loot=fight.five_finger),
    )
    return state, events


def _unused_dice(state: State) -> int:
    """R087 / AMB-15: the hero dice left unthrown; a colour set aside for Hero Dice Immunity
    counts only under ``immune_die_reward``."""
    fight = fight_of(state)
    unused = len(fight.dice)
    if state.options.immune_die_reward:
        unused += sum(1 for c in COLOURS if c not in fight.dice and c not in fight.thrown)
    return unused


def _monster_card(state: State) -> tuple[State, Event]:
    """R092 / R150: to the discard pile, or to the seducer's play area; told either way."""
    fight = fight_of(state)
    seducer = fight.charmed_by
    if seducer >= 0 and not state.heroes[seducer].eliminated:
        hero = state.heroes[seducer]
        state = with_hero(state, seducer, replace(hero, seduced=(*hero.seduced, fight.monster)))
        return state, CardGained(card=fight.monster, hero=seducer, cause="seduced")
    state = replace(state, monster_discard=(*state.monster_discard, fight.monster))
    return state, CardDiscarded(card=fight.monster, hero=-1, cause="beaten")


def maintenance_of(state: State) -> Maintenance:
    assert state.maintenance is not None
    return state.maintenance


def fainted_heroes(state: State) -> tuple[int, ...]:
    return tuple(i for i, h in enumerate(state.heroes) if h.fainted and not h.eliminated)


def scars_due(state: State) -> str:
    """What the scar step needs next (R097-R101): ``eliminate`` (a fainted hero with two scars
    goes, without a choice), ``scar`` (a fainted hero chooses his scar) or ``after-scars``."""
    fainted = fainted_heroes(state)
    if any(len(state.heroes[i].scars) >= 2 for i in fainted):
        return "eliminate"
    return "scar" if fainted else "after-scars"


def loot_done(state: State) -> Step:
    """Every Five-finger card is placed: on to the scars (R097)."""
    return _to(state, "scars"), []


def leave_room(state: State) -> State:
    """The room's effect is over (no shop or treasure card waits): trading (``quick_reference``,
    before it was done) or the round's end."""
    m = maintenance_of(state)
    if m.shop or m.treasure:
        return state
    return _to(state, "trade" if _room_first(state) and not m.traded else "done")


def _to(state: State, step: str) -> State:
    return replace(state, maintenance=replace(maintenance_of(state), step=step))


def eliminate(state: State) -> Step:
    """R101: a hero who would take a third scar is eliminated, without a choice. AMB-59: his
    cards stay on his sheet for the party to hand on when trading (``eliminated_cards=discard``:
    his equipment goes to the discard pile, his seduced monsters to the monsters' discard)."""
    events: list[Event] = []
    for index in fainted_heroes(state):
        hero = state.heroes[index]
        if len(hero.scars) >= 2:
            gone = replace(hero, eliminated=True, fainted=False, hp=0)
            if state.options.eliminated_cards == "discard":
                state = replace(
                    state,
                    discard=(*state.discard, *hero.equipment),
                    monster_discard=(*state.monster_discard, *hero.seduced),
                )
                gone = replace(gone, equipment=(), seduced=())
                cards = (*hero.equipment, *hero.seduced)
                events += [CardDiscarded(card=c, hero=index, cause="eliminated") for c in cards]
            state = with_hero(state, index, gone)
            events.append(HeroEliminated(hero=index))
            state, more = _leader_check(state, index)
            events += more
    if all(h.eliminated for h in state.heroes):
        # R077 / R101: no hero is left to play on (reachable when the last standing hero
        # fainted on the throw that beat the monster, AMB-54 ``last_stand=win``)
        reason = "every hero eliminated"
        ended = game_ended(state, False, reason)  # AMB-25 ``score_on_loss``: scored too
        return replace(state, result="lost", reason=reason, phase="over"), [*events, ended]
    return state, events


def scar(state: State, colour: str) -> Step:
    """R099-R100 / AMB-07: cover an ability, lose 3 maximum hit points, revive at the max."""
    index = fainted_heroes(state)[0]
    hero = state.heroes[index]
    scars = (*hero.scars, colour)
    hp = 9 - 3 * len(scars) if state.options.revive_at_max else 1
    state = with_hero(state, index, replace(hero, scars=scars, fainted=False, hp=hp))
    state = replace(state, scars_given=state.scars_given + 1)
    return state, [Scarred(hero=index, colour=colour, hp=hp)]


def scar_choices(state: State) -> tuple[str, ...]:
    hero = state.heroes[fainted_heroes(state)[0]]
    return tuple(c for c in COLOURS if c not in hero.scars)


def _leader_check(state: State, eliminated: int) -> Step:
    """AMB-35: an eliminated leader hands the token to the next hero on his left
    (``new_leader=right``: on his right)."""
    if state.leader != eliminated or all(h.eliminated for h in state.heroes):
        return state, []
    leader = next_standing(state, eliminated, 1 if state.options.new_leader == "left" else -1)
    return replace(state, leader=leader), [LeaderChanged(hero=leader)]


def _new_first(state: State) -> int:
    """R088 (L405): the hero left of the last thrower, who is handed the hero dice."""
    fight = fight_of(state)
    return next_standing(state, fight.last_thrower if fight.last_thrower >= 0 else state.first)


def after_scars(state: State) -> Step:
    """R088: the hero left of the last thrower is the first player (again: a hero eliminated
    by his third scar, L412, is passed over); then trading (R095)."""
    state = replace(state, first=_new_first(state))
    if _room_first(state):
        return _enter_room(state)
    return _to(state, "trade"), []


def _room_first(state: State) -> bool:
    """AMB-38: the detailed order trades before the room; the quick reference (l.764) resolves
    the room first, then trades."""
    return state.options.maintenance_order == "quick_reference"


def _enter_room(state: State) -> Step:
    state = _to(state, "room")
    state, events = enter_room_step(state)
    return leave_room(state), events


def end_trade(state: State) -> Step:
    """R096: after trading, the room's effect (``quick_reference``: the round ends)."""
    if _room_first(state):
        state = replace(state, maintenance=replace(maintenance_of(state), traded=True))
        return _to(state, "done"), []
    return _enter_room(state)


def next_round(state: State) -> Step:
    """R021: the next round starts with movement."""
    state = replace(state, phase="move", maintenance=None, fight=None, spent=())  # AMB-18
    return state, []


def give_loot(state: State, card: str, hero: int) -> Step:
    """R144 / AMB-44: a revealed Five-finger card goes to a hero with a free slot, or away."""
    m = maintenance_of(state)
    loot = list(m.loot)
    loot.remove(card)
    over = hero if hero >= 0 and not has_slot(state, hero, card) else -1  # AMB-44 make_room
    state = replace(state, maintenance=replace(m, loot=tuple(loot), overflow=over))
    return give(state, card, hero, "five_finger")


def overflow_cards(state: State) -> tuple[str, ...]:
    """AMB-44 ``make_room``: the overflowing hero's cards of the type he holds one too many of."""
    m = maintenance_of(state)
    h = state.heroes[m.overflow]
    cat = catalog(state.options.cards)
    slots = cat.card(h.card).slots
    assert slots is not None
    over = [t for t in SLOT_TYPES if _carried(cat, h.equipment, t) > getattr(slots, t)]
    return tuple(c for c in h.equipment if cat.card(c).etype in over)


def _carried(cat: Catalog, cards: tuple[str, ...], etype: str) -> int:
    return sum(1 for c in cards if cat.card(c).etype == etype)


def make_room(state: State, card: str) -> Step:
    """AMB-44 ``make_room``: the overflowing hero discards one card of that type (R104)."""
    m = maintenance_of(state)
    hero = state.heroes[m.overflow]
    equipment = list(hero.equipment)
    equipment.remove(card)
    state = with_hero(state, m.overflow, replace(hero, equipment=tuple(equipment)))
    state = replace(state, discard=(*state.discard, card), maintenance=replace(m, overflow=-1))
    return state, [CardDiscarded(card=card, hero=m.overflow, cause="no slot")]


def give(state: State, card: str, hero: int, cause: str) -> Step:
    """Put a card in a hero's play area (R104, R108) or on the discard pile (hero -1: a treasure
    or stolen card nobody takes, told to every seat as any discarded card is)."""
    if hero < 0:
        state = replace(state, discard=(*state.discard, card))
        return state, [CardDiscarded(card=card, hero=-1, cause=cause)]
    h = state.heroes[hero]
    state = with_hero(state, hero, replace(h, equipment=(*h.equipment, card)))
    return state, [CardGained(card=card, hero=hero, cause=cause)]


def has_slot(state: State, hero: int, card: str) -> bool:
    """R103-R104: the hero's sheet has a free slot of the card's type."""
    return hero in takers(state, card)


def takers(state: State, card: str) -> tuple[int, ...]:
    """The heroes whose sheet has a free slot of the card's type (R103-R104), in seat order."""
    etype = catalog(state.options.cards).etype[card]
    assert etype is not None
    return takers_of_type(state, etype)


def takers_of_type(state: State, etype: str) -> tuple[int, ...]:
    """``takers`` of any card of type ``etype`` (the answer depends on the type alone)."""
    cat = catalog(state.options.cards)
    etypes = cat.etype
    slot = SLOT_TYPES.index(etype)
    slots = cat.slots
    out = []
    for i, h in enumerate(state.heroes):
        if h.eliminated:
            continue
        equipment = h.equipment
        carried = sum(1 for c in equipment if etypes[c] == etype) if equipment else 0
        if slots[h.card][slot] > carried:
            out.append(i)
    return tuple(out)


def takers_by_type(state: State) -> dict[str, tuple[int, ...]]:
    """``takers_of_type`` of every slot type, in one pass over the heroes' equipment (a trade
    or shop listing asks for several types)."""
    cat = catalog(state.options.cards)
    etypes = cat.etype
    slots = cat.slots
    found: tuple[list[int], list[int], list[int]] = ([], [], [])
    for i, h in enumerate(state.heroes):
        if h.eliminated:
            continue
        free = list(slots[h.card][:3])
        for c in h.equipment:
            etype = etypes[c]
            if etype in _SLOT_INDEX:
                free[_SLOT_INDEX[etype]] -= 1
        for slot in range(3):
            if free[slot] > 0:
                found[slot].append(i)
    return {etype: tuple(found[k]) for etype, k in _SLOT_INDEX.items()}


SLOT_TYPES = ("weapon", "armor", "item")
_SLOT_INDEX = {etype: k for k, etype in enumerate(SLOT_TYPES)}


# --- special rooms, resolved in Maintenance (R027-R032): shop, fountain, treasure ---------


def enter_room_step(state: State) -> Step:
    """R096: the room's effect, if it has one."""
    room = current_room(state)
    if room.kind == "fountain":
        return fountain(state)
    if room.kind == "shop":
        return open_shop(state)
    if room.kind == "treasure" and room.reward:
        return treasure(state, room.reward)
    return state, []


def fountain(state: State) -> Step:
    """R031: every hero healed to his current maximum (AMB-08 ``heal_cap``)."""
    events: list[Event] = []
    for index, hero in enumerate(state.heroes):
        cap = heal_cap(state, index)
        if not hero.eliminated and hero.hp < cap:
            state = with_hero(state, index, replace(hero, hp=cap))
            events.append(HeroHealed(hero=index, amount=cap - hero.hp, hp=cap))
    return state, events


def open_shop(state: State) -> Step:
    """R027 / AMB-26: 3 cards plus 1 per non-eliminated hero (``shop_size=all_heroes``: per
    hero), face up."""
    every = state.options.shop_size == "all_heroes"
    count = 3 + sum(1 for h in state.heroes if every or not h.eliminated)
    cards: list[str] = []
    for _ in range(count):
        state = ensure_deck(state)
        if not state.deck:
            break
        cards.append(state.deck[0])
        state = replace(state, deck=state.deck[1:])
    m = state.maintenance
    assert m is not None
    state = replace(state, maintenance=replace(m, shop=tuple(cards)))
    return state, [ShopOpened(cards=tuple(cards))]


def close_shop(state: State) -> State:
    """AMB-26: unbought cards go to the bottom of the deck."""
    m = state.maintenance
    assert m is not None
    return replace(state, deck=(*state.deck, *m.shop), maintenance=replace(m, shop=()))


def treasure(state: State, reward: str) -> Step:
    """R032: gold, bonus dice, or the top equipment card for a hero the leader picks."""
    kind, _, amount = reward.partition(":")
    if kind == "gold":
        return gain_gold(state, int(amount), "treasure")
    if kind == "bonus":
        return gain_bonus(state, int(amount), "treasure")
    state = ensure_deck(state)
    if not state.deck:
        return state, []
    m = state.maintenance
    assert m is not None
    card = state.deck[0]
    state = replace(state, deck=state.deck[1:], maintenance=replace(m, treasure=card))
    return state, [ShopOpened(cards=(card,))]


def buy(state: State, card: str) -> Step:
    """R028: pay the printed cost from the chest."""
    cost = catalog(state.options.cards).card(card).cost or 0
    m = state.maintenance
    assert m is not None
    shop = list(m.shop)
    shop.remove(card)
    state = replace(
        state,
        chest_gold=state.chest_gold - cost,
        supply_gold=state.supply_gold + cost,
        maintenance=replace(m, shop=tuple(shop)),
    )
    return state, [GoldChanged(amount=-cost, chest=state.chest_gold, cause="shop")]


def buy_healing(state: State, hero: int) -> Step:
    """R029: 1 gold per hit point, never above the maximum."""
    h = state.heroes[hero]
    state = with_hero(state, hero, replace(h, hp=h.hp + 1))
    state = replace(state, chest_gold=state.chest_gold - 1, supply_gold=state.supply_gold + 1)
    return state, [
        GoldChanged(amount=-1, chest=state.chest_gold, cause="healing"),
        HeroHealed(hero=hero, amount=1, hp=h.hp + 1),
    ]


def buy_bonus_die(state: State) -> Step:
    """R030: 2 gold per bonus die, limited by the supply."""
    state = replace(state, chest_gold=state.chest_gold - 2, supply_gold=state.supply_gold + 2)
    events: list[Event] = [GoldChanged(amount=-2, chest=state.chest_gold, cause="bonus die")]
    state, more = gain_bonus(state, 1, "shop")
    return state, events + more

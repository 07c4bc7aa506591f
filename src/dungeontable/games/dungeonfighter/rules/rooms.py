"""Special rooms, resolved in Maintenance (R027-R032): shop, healing fountain, treasure."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..content import catalog
from ..dungeon import current_room
from ..events import GoldChanged, HeroHealed, ShopOpened
from ..party import Step, heal_cap, with_hero
from ..state import State
from ..supply import ensure_deck, gain_bonus, gain_gold


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

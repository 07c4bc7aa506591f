"""Gaining shticks: Monster and Loot trade-ins, top-card gains (R193-R197, A21-A22, R311)."""

from __future__ import annotations

from itertools import combinations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common.arithmetic import boosts
from ..common.table import (
    cards,
    discard_battle,
    discard_loot,
    flip_down,
    gain_top,
    player,
    with_player,
    without,
)
from ..common.wounds import heal
from ..deck import CardIndex, index_for
from ..events import MonstersTraded, ShtickGained
from ..state import State


def monster_trade(state: State, seat: int) -> tuple[str, ...]:
    """The saved Monsters a trade turns in: in saved order until 3 X (A22: none if no deck)."""
    pl = player(state, seat)
    if not pl.saved or not _deck_allows(state, seat):
        return ()
    chosen: list[str] = []
    total = 0
    for card in pl.saved:
        chosen.append(card)
        total += cards(state).monsters[card].x
        if total >= 3:
            return tuple(chosen)
    return ()


def loot_trade(state: State, seat: int, index: CardIndex | None = None) -> tuple[str, ...]:
    """R195, A21: drooled-over Loot (Stash first, lowest Drool Factor first) until DF >= 3."""
    pl = player(state, seat)
    if not pl.stash or not _deck_allows(state, seat):
        return ()
    drool = (index or index_for(state)).drool(pl.character)  # R136, as LootSpec.drool
    pool = [c for c in pl.stash if drool[c] >= 1]
    pool.sort(key=drool.__getitem__)
    if state.options.loot_trade_drool == "exactly_3":
        return _exactly_three(pool, [drool[c] for c in pool])
    chosen: list[str] = []
    total = 0
    for card in pool:
        chosen.append(card)
        total += drool[card]
        if total >= 3:
            return tuple(chosen)
    return ()


def _deck_allows(state: State, seat: int) -> bool:
    """A22: trade-ins that would give nothing are refused (option ``trade_with_empty_deck``:
    they are made, and the cards are spent for nothing)."""
    return bool(player(state, seat).deck) or state.options.trade_with_empty_deck


def _exactly_three(pool: list[str], drools: list[int]) -> tuple[str, ...]:
    """A21 alternative: the fewest cards (then the earliest in ``pool``) whose DF is exactly 3."""
    for size in (1, 2, 3):
        for picked in combinations(range(len(pool)), size):
            if sum(drools[i] for i in picked) == 3:
                return tuple(pool[i] for i in picked)
    return ()


def trade_actions(state: State, seat: int, index: CardIndex | None = None) -> list[Action]:
    index = index or index_for(state)
    found: list[Action] = [
        *_heal_actions(state, seat, index),
        *_special_loot_actions(state, seat, index),
    ]
    monsters = monster_trade(state, seat)
    if monsters:
        found.append(A.TradeMonsters(cards=monsters))
    loot = loot_trade(state, seat, index)
    if loot:
        found.append(A.TradeLoot(cards=loot))
    return found


def trade_monsters(state: State, action: A.TradeMonsters, ev: list[Event]) -> State:
    """R193-R194: the Monsters go to the Battle discard; draw 3, keep 1 (Nerdcore: top one)."""
    seat = state.turn.seat
    pl = player(state, seat)
    saved = pl.saved
    for card in action.cards:
        saved = without(saved, card)
    state = discard_battle(with_player(state, seat, saved=saved), action.cards)
    ev.append(MonstersTraded(seat=seat, cards=action.cards))
    if state.options.nerdcore:
        return gain_top(state, seat, ev)  # R311
    pick = pl.deck[:3]
    if not pick:
        return state  # A22 (trade_with_empty_deck): nothing to draw
    state = with_player(state, seat, deck=pl.deck[3:])
    return replace(state, phase="pick", turn=replace(state.turn, pick=pick))


def pick_actions(state: State) -> list[Action]:
    return [A.PickShtick(card=c) for c in dict.fromkeys(state.turn.pick)]


def pick_shtick(state: State, action: A.PickShtick, ev: list[Event]) -> State:
    """R194: one into play face-up, the others to the bottom of the deck."""
    seat = state.turn.seat
    pl = player(state, seat)
    rest = without(state.turn.pick, action.card)
    state = with_player(
        state,
        seat,
        shticks=(*pl.shticks, action.card),
        flipped=(*pl.flipped, False),
        deck=(*pl.deck, *rest),
    )
    ev.append(ShtickGained(seat=seat, card=action.card))
    back = "start" if state.turn.stage == "start" else "end"
    return replace(state, phase=back, turn=replace(state.turn, pick=()))


def trade_loot(state: State, action: A.TradeLoot, ev: list[Event]) -> State:
    """R195: the Loot goes to the Loot discard; the top shtick goes into play."""
    seat = state.turn.seat
    stash = player(state, seat).stash
    for card in action.cards:
        stash = without(stash, card)
    state = discard_loot(with_player(state, seat, stash=stash), action.cards)
    return gain_top(state, seat, ev)


def _heal_actions(state: State, seat: int, index: CardIndex) -> list[Action]:
    pl = player(state, seat)
    if pl.wounds == 0 or pl.fleeing:
        return []
    if index.flip_heal.isdisjoint(pl.shticks):
        return []
    spec = cards(state).shticks
    seen: dict[str, int] = {}
    for i, (c, f) in enumerate(zip(pl.shticks, pl.flipped, strict=True)):
        if not f and spec[c].flip_heal and c not in seen:
            seen[c] = i
    return [A.FlipToHeal(index=i) for i in seen.values()]


def flip_to_heal(state: State, action: A.FlipToHeal, ev: list[Event]) -> State:
    """R199, R201, R166: flip it; heal its amount plus boost_heal per duplicate boost."""
    seat = state.turn.seat
    pl = player(state, seat)
    spec = cards(state).shticks[pl.shticks[action.index]]
    amount = spec.flip_heal + spec.boost_heal * boosts(state, seat, action.index)
    state = flip_down(state, seat, action.index, ev)
    return heal(state, seat, amount, ev)


def _special_loot_actions(state: State, seat: int, index: CardIndex) -> list[Action]:
    pl = player(state, seat)
    if not pl.deck:
        return []
    mine = index.shtick_for(pl.character)
    if mine.isdisjoint(pl.stash) and mine.isdisjoint(pl.equipped):
        return []
    spec = cards(state).loot
    return [
        A.DiscardForShtick(card=c)
        for c in dict.fromkeys((*pl.stash, *pl.equipped))
        if spec[c].shtick_for == pl.character
    ]


def discard_for_shtick(state: State, action: A.DiscardForShtick, ev: list[Event]) -> State:
    """R216: the Loot goes to the discard, the top shtick into play."""
    seat = state.turn.seat
    pl = player(state, seat)
    if action.card in pl.stash:
        state = with_player(state, seat, stash=without(pl.stash, action.card))
    else:
        state = with_player(state, seat, equipped=without(pl.equipped, action.card))
    state = discard_loot(state, (action.card,))
    return gain_top(state, seat, ev)

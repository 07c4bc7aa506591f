"""Gaining shticks: Monster and Loot trade-ins, top-card gains (R193-R197, A21-A22, R311)."""

from __future__ import annotations

from itertools import combinations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common.arithmetic import boosts
from ..common.stories import set_aside
from ..common.table import (
    cards,
    discard_battle,
    discard_loot,
    flip_down,
    gain_top,
    player,
    spend_loot,
    with_player,
    without,
)
from ..common.wounds import heal
from ..deck import CardIndex, index_for
from ..events import MonstersTraded, ShtickGained
from ..state import State


def monster_trades(state: State, seat: int) -> list[tuple[str, ...]]:
    """R193, R371, R377 (000 L1252-L1253, L1285): the player chooses which saved Monsters to
    turn in: every selection worth at least 3 X ("as many as you wish at one time"), one draw
    per 3 X, the rest lost ("there is no change"), in saved order (A22: none if no deck)."""
    pl = player(state, seat)
    if not pl.saved or not _deck_allows(state, seat):
        return []
    spec = cards(state).monsters
    pool = list(pl.saved)
    values = [spec[c].x for c in pool]
    if sum(values) < 3:
        return []  # the common case: a card or two of 1 X
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    for size in range(1, len(pool) + 1):
        for picked in combinations(range(len(pool)), size):
            if sum(values[i] for i in picked) >= 3:
                chosen = tuple(pool[i] for i in picked)
                found.setdefault(tuple(sorted(chosen)), chosen)
    return sorted(found.values(), key=lambda t: [pool.index(c) for c in t])


def loot_trades(state: State, seat: int, index: CardIndex | None = None) -> list[tuple[str, ...]]:
    """R195, R371 (000 L1261), A21: the player chooses which drooled-over Stash Loot to turn in:
    every selection of Drool Factor 3 or more in which each card counts (``exactly_3``: exactly
    3), the lowest Drool Factors first."""
    pl = player(state, seat)
    if not pl.stash or not _deck_allows(state, seat):
        return []
    drool = (index or index_for(state)).drool(pl.character)  # R136, as LootSpec.drool
    if sum(map(drool.__getitem__, pl.stash)) < 3:
        return []  # Drool Factors are counts (never below 0): no selection reaches 3
    pool = [c for c in pl.stash if drool[c] >= 1]
    pool.sort(key=drool.__getitem__)
    exact = state.options.loot_trade_drool == "exactly_3"
    return _selections(pool, [drool[c] for c in pool], exact=exact)


def _selections(pool: list[str], values: list[int], exact: bool) -> list[tuple[str, ...]]:
    """The distinct Loot selections (as card multisets, first found order kept) of 1-3 cards
    worth 3 (``exact``) or at least 3 where dropping any card would fall short of 3: a Loot
    trade buys one shtick, and with Drool Factors 1-3 no bigger selection is needed."""
    if sum(values) < 3:
        return []  # no selection reaches 3 (the common case: a card or two of value 1)
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    for size in (1, 2, 3):
        for picked in combinations(range(len(pool)), size):
            total = sum(values[i] for i in picked)
            if total < 3 or (exact and total != 3):
                continue
            if any(total - values[i] >= 3 for i in picked):
                continue  # a card that does not count: it buys no draw
            chosen = tuple(pool[i] for i in picked)
            found.setdefault(tuple(sorted(chosen)), chosen)
    ordered = sorted(found.values(), key=lambda t: [pool.index(c) for c in t])
    return ordered


def _deck_allows(state: State, seat: int) -> bool:
    """A22: trade-ins that would give nothing are refused (option ``trade_with_empty_deck``:
    they are made, and the cards are spent for nothing)."""
    return bool(player(state, seat).deck) or state.options.trade_with_empty_deck


def trade_actions(state: State, seat: int, index: CardIndex | None = None) -> list[Action]:
    """Flip-to-heal shticks, discard-for-a-shtick Loot, Monster and Loot trade-ins, in that
    order; each topic asked only when the player holds what its own first check needs."""
    index = index or index_for(state)
    pl = state.players[seat]
    found: list[Action] = []
    if pl.wounds and not pl.fleeing and not index.flip_heal.isdisjoint(pl.shticks):
        found += _heal_actions(state, seat, index)
    if pl.deck and (pl.stash or pl.equipped):
        found += _special_loot_actions(state, seat, index)
    if pl.deck or state.options.trade_with_empty_deck:  # A22 (``_deck_allows``)
        if pl.saved:
            found += [A.TradeMonsters(cards=c) for c in monster_trades(state, seat)]
        if pl.stash:
            found += [A.TradeLoot(cards=c) for c in loot_trades(state, seat, index)]
    return found


def trade_monsters(state: State, action: A.TradeMonsters, ev: list[Event]) -> State:
    """R193-R194: the Monsters go to the Battle discard; draw 3, keep 1 (Nerdcore: top one)."""
    seat = state.turn.seat
    pl = player(state, seat)
    saved = pl.saved
    for card in action.cards:
        saved = without(saved, card)
    state = with_player(state, seat, saved=saved)
    if state.options.backstories:  # R355: face down beside the Character Card
        state = set_aside(state, seat, action.cards)
    else:
        state = discard_battle(state, action.cards)
    ev.append(MonstersTraded(seat=seat, cards=action.cards))
    spec = cards(state).monsters
    draws = max(1, sum(spec[c].x for c in action.cards) // 3)  # R377: one per 3 X
    if state.options.nerdcore:
        for _ in range(draws):
            state = gain_top(state, seat, ev)  # R311
        return state
    return _draw_pick(state, seat, draws)


def _draw_pick(state: State, seat: int, draws: int) -> State:
    """R194: draw 3 shticks to keep 1 (``draws`` times in all, R377); then back to the start-
    or end-of-turn actions (A22, an empty deck: nothing more to draw)."""
    pl = player(state, seat)
    pick = pl.deck[:3]
    if not pick or draws <= 0:
        back = "start" if state.turn.stage == "start" else "end"
        return replace(state, phase=back, turn=replace(state.turn, pick=(), picks_left=0))
    state = with_player(state, seat, deck=pl.deck[3:])
    turn = replace(state.turn, pick=pick, picks_left=draws - 1)
    return replace(state, phase="pick", turn=turn)


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
    return _draw_pick(state, seat, state.turn.picks_left)  # R377: the next draw, if any


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
    state = spend_loot(state, seat, action.card)
    return gain_top(state, seat, ev)

"""Shtick powers used as turn actions, and Trap disarming (R199, R209, R218, R220, A29).

A player may flip a non-Battle shtick for its effect whenever its text allows (R199); the
powers here act outside battle, so they are start- and end-of-turn actions of the holder's own
turn (``flow._optional_actions``): flip another player's shtick (Pocket Sand: in your room;
Order, Order!: on your floor), take a random Stash Loot from a player in your room (Pick
Pocket), heal another player on your floor (Cure Assorted Wounds, Healing Touch), one more Loot
pickup this turn (Treasure Sense). Greedy Eyes (face-up) allows one more pickup every turn.
Disable Device and Thieves' Tools try to disarm a Trap the holder revealed before it goes off
(R220): a d12 roll >= the card's number disarms it, and the Trap leaves the game (R224). What
the other topics share (face-up shticks, players in reach, ``heal_other``, pickups, disarming,
bonus flips) is in ``common/powers.py``.
"""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common.powers import face_up, in_reach
from ..common.queries import asking_seat
from ..common.screws import draw_to_stash
from ..common.table import cards, flip_down, player, with_player
from ..deck import CardIndex, index_for
from ..events import LootTaken
from ..state import State


def power_actions(state: State, seat: int, index: CardIndex | None = None) -> list[Action]:
    """The flip powers ``seat`` may use now (own turn, start or end actions)."""
    powers = (index or index_for(state)).powers
    pl = player(state, seat)
    if powers.isdisjoint(pl.shticks):
        return []  # no power shtick at all (the common case): nothing to scan
    spec = cards(state).shticks
    found: list[Action] = []
    mine: dict[str, int] = {}  # ``face_up`` of the power shticks only (the others offer none)
    for i, (card, flipped) in enumerate(zip(pl.shticks, pl.flipped, strict=True)):
        if not flipped and card in powers and card not in mine:
            mine[card] = i
    for card, i in mine.items():
        sh = spec[card]
        if sh.flip_foe:
            found += _flip_foe_actions(state, seat, i, sh.flip_foe)
        if sh.steal:
            found += [
                A.PickPocket(index=i, seat=s)
                for s in in_reach(state, seat, "room")
                if player(state, s).stash
            ]
        if sh.heal_other:
            found += [
                A.HealOther(index=i, seat=s)
                for s in in_reach(state, seat, "floor")
                if player(state, s).wounds > 0 and not player(state, s).fleeing
            ]
        if sh.flip_pickup:
            found.append(A.FlipForLoot(index=i))
        if sh.flip_draw and (state.loot_deck or state.loot_discard):
            found.append(A.FlipToDraw(index=i))
    return found


def _flip_foe_actions(state: State, seat: int, index: int, reach: str) -> list[Action]:
    found: list[Action] = []
    for other in in_reach(state, seat, reach):
        for j, _ in face_up(state, other):
            found.append(A.FlipFoeShtick(index=index, seat=other, target=j))
    return found


def flip_foe_shtick(state: State, action: A.FlipFoeShtick, ev: list[Event]) -> State:
    """Pocket Sand / Order, Order!: flip yours, then the chosen face-up shtick of theirs."""
    state = flip_down(state, state.turn.seat, action.index, ev)
    return flip_down(state, action.seat, action.target, ev)


def pick_pocket(state: State, action: A.PickPocket, ev: list[Event]) -> State:
    """Pick Pocket (R218: a card effect): a random card of their Stash into yours."""
    seat = state.turn.seat
    state = flip_down(state, seat, action.index, ev)
    amount = cards(state).shticks[player(state, seat).shticks[action.index]].steal
    for _ in range(amount):
        stash = player(state, action.seat).stash
        if not stash:
            break
        k, rng = state.rng.below(len(stash))
        card = stash[k]
        state = replace(state, rng=rng)
        state = with_player(state, action.seat, stash=stash[:k] + stash[k + 1 :])
        state = with_player(state, seat, stash=(*player(state, seat).stash, card))
        both = (seat, action.seat)
        ev.append(LootTaken(seat=seat, card=card, to=both))
        others = tuple(x for x in range(state.seats) if x not in both)
        if others:
            ev.append(LootTaken(seat=seat, card="", to=others))
    return state


def flip_for_loot(state: State, action: A.FlipForLoot, ev: list[Event]) -> State:
    """Treasure Sense: one more Loot pickup this turn (R209 otherwise allows one)."""
    seat = state.turn.seat
    sh = cards(state).shticks[player(state, seat).shticks[action.index]]
    state = flip_down(state, seat, action.index, ev)
    turn = replace(state.turn, extra_loot=state.turn.extra_loot + sh.flip_pickup)
    return replace(state, turn=turn)


def flip_to_draw(state: State, action: A.FlipToDraw, ev: list[Event]) -> State:
    """Haggle: the shtick flips and its Loot comes from the Loot deck into the Stash (a Trap
    drawn goes off, A71)."""
    seat = state.turn.seat
    amount = cards(state).shticks[player(state, seat).shticks[action.index]].flip_draw
    state = flip_down(state, seat, action.index, ev)
    return draw_to_stash(state, seat, amount, ev)


# --- R199: bonus flips before the roll ----------------------------------------------------------


def flip_for_bonus(state: State, action: A.FlipForBonus, ev: list[Event]) -> State:
    """The shtick flips now; its bonus counts in this battle (``Side.flipped_for_bonus``)."""

    battle = state.battle
    assert battle is not None
    seat = asking_seat(state)
    card = player(state, seat).shticks[action.index]
    state = flip_down(state, seat, action.index, ev)
    flips = (*battle.bonus_flips, (seat, card))
    return replace(state, battle=replace(battle, bonus_flips=flips))

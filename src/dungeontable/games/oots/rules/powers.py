"""Shtick powers used as turn actions, and Trap disarming (R199, R209, R218, R220, A29).

A player may flip a non-Battle shtick for its effect whenever its text allows (R199); the
powers here act outside battle, so they are start- and end-of-turn actions of the holder's own
turn (``turn.optional_actions``): flip another player's shtick (Pocket Sand: in your room;
Order, Order!: on your floor), take a random Stash Loot from a player in your room (Pick
Pocket), heal another player on your floor (Cure Assorted Wounds, Healing Touch), one more Loot
pickup this turn (Treasure Sense). Greedy Eyes (face-up) allows one more pickup every turn.
Disable Device and Thieves' Tools try to disarm a Trap the holder revealed before it goes off
(R220): a d12 roll >= the card's number disarms it, and the Trap leaves the game (R224).
"""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, DieRolled, Event

from ..common.arithmetic import boosts
from ..common.dungeon import distance
from ..common.queries import asking_seat
from ..common.table import cards, discard_loot, flip_down, player, with_player
from ..common.wounds import heal
from ..deck import CardIndex, index_for
from ..events import LootTaken, TrapDisarmed
from ..state import State


def _face_up(state: State, seat: int) -> list[tuple[int, str]]:
    """(index, card) of ``seat``'s face-up shticks, the first of each card id only."""
    pl = player(state, seat)
    seen: dict[str, int] = {}
    for i, (c, f) in enumerate(zip(pl.shticks, pl.flipped, strict=True)):
        if not f and c not in seen:
            seen[c] = i
    return [(i, c) for c, i in seen.items()]


def _others(state: State, seat: int, reach: str) -> list[int]:
    """Players still in the dungeon in ``seat``'s room (``room``) or on its floor (``floor``)."""
    here = player(state, seat).place
    found = []
    for other, pl in enumerate(state.players):
        if other == seat or pl.left is not None:
            continue
        same = pl.place == here if reach == "room" else pl.place[0] == here[0]
        if same and distance(here, pl.place) is not None:
            found.append(other)
    return found


def power_actions(state: State, seat: int, index: CardIndex | None = None) -> list[Action]:
    """The flip powers ``seat`` may use now (own turn, start or end actions)."""
    if (index or index_for(state)).powers.isdisjoint(player(state, seat).shticks):
        return []  # no power shtick at all (the common case): nothing to scan
    spec = cards(state).shticks
    found: list[Action] = []
    for i, card in _face_up(state, seat):
        sh = spec[card]
        if sh.flip_foe:
            found += _flip_foe_actions(state, seat, i, sh.flip_foe)
        if sh.steal:
            found += [
                A.PickPocket(index=i, seat=s)
                for s in _others(state, seat, "room")
                if player(state, s).stash
            ]
        if sh.heal_other:
            found += [
                A.HealOther(index=i, seat=s)
                for s in _others(state, seat, "floor")
                if player(state, s).wounds > 0 and not player(state, s).fleeing
            ]
        if sh.flip_pickup:
            found.append(A.FlipForLoot(index=i))
    return found


def healing_shticks(state: State, seat: int, index: CardIndex | None = None) -> list[int]:
    """Indices of ``seat``'s face-up shticks that heal another player (Cure Assorted Wounds)."""
    if (index or index_for(state)).heal_other.isdisjoint(player(state, seat).shticks):
        return []
    spec = cards(state).shticks
    return [i for i, card in _face_up(state, seat) if spec[card].heal_other]


def heal_targets(state: State, seat: int) -> list[int]:
    """Wounded, non-fleeing players on ``seat``'s floor (the ``HealOther`` targets)."""
    return [
        s
        for s in _others(state, seat, "floor")
        if player(state, s).wounds > 0 and not player(state, s).fleeing
    ]


def _flip_foe_actions(state: State, seat: int, index: int, reach: str) -> list[Action]:
    found: list[Action] = []
    for other in _others(state, seat, reach):
        for j, _ in _face_up(state, other):
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


def heal_other(state: State, action: A.HealOther, ev: list[Event]) -> State:
    """Cure Assorted Wounds / Healing Touch on another player on your floor (R166, R203); a
    free heal. A29's heal paid with agreed Loot is ``rules/healdeal.py`` (``OfferHeal``)."""
    seat = state.turn.seat
    sh = cards(state).shticks[player(state, seat).shticks[action.index]]
    amount = sh.heal_other + sh.boost_heal * boosts(state, seat, action.index)
    state = flip_down(state, seat, action.index, ev)
    return heal(state, action.seat, amount, ev)


def flip_for_loot(state: State, action: A.FlipForLoot, ev: list[Event]) -> State:
    """Treasure Sense: one more Loot pickup this turn (R209 otherwise allows one)."""
    seat = state.turn.seat
    sh = cards(state).shticks[player(state, seat).shticks[action.index]]
    state = flip_down(state, seat, action.index, ev)
    turn = replace(state.turn, extra_loot=state.turn.extra_loot + sh.flip_pickup)
    return replace(state, turn=turn)


def extra_pickups(state: State, seat: int) -> int:
    """More pickups allowed this turn: face-up Greedy Eyes + Treasure Sense flips, less used."""
    always = 0
    if not index_for(state).extra_pickup.isdisjoint(player(state, seat).shticks):
        spec = cards(state).shticks
        always = sum(spec[c].extra_pickup for _, c in _face_up(state, seat))
    return always + state.turn.extra_loot - state.turn.extra_taken


# --- R220: disarming Traps ----------------------------------------------------------------------


def disarm_number(state: State, seat: int) -> int:
    """The lowest roll that disarms for ``seat`` (face-up shticks, usable equipped Loot); 0 =
    no way to disarm."""
    cs = cards(state)
    pl = player(state, seat)
    found = [cs.shticks[c].disarm for _, c in _face_up(state, seat) if cs.shticks[c].disarm]
    for card in pl.equipped:
        loot = cs.loot[card]
        if loot.disarm and (not loot.users or pl.character in loot.users):
            found.append(loot.disarm)
    return min(found, default=0)


def try_disarm(state: State, seat: int, card: str, ev: list[Event]) -> tuple[State, bool]:
    """R220: roll to disarm the Trap ``card`` that ``seat`` revealed; True = disarmed (it is
    removed from the game, R224; Nerdcore: discarded, R310)."""
    need = disarm_number(state, seat)
    if not need:
        return state, False
    face, rng = state.rng.roll(12)
    state = replace(state, rng=rng)
    ev.append(DieRolled(seat=seat, purpose="disarm", sides=12, value=face))
    if face < need:
        return state, False
    ev.append(TrapDisarmed(seat=seat, card=card))
    if state.options.nerdcore:
        return discard_loot(state, (card,)), True
    return replace(state, removed=(*state.removed, card)), True


# --- R199: bonus flips before the roll ----------------------------------------------------------


def bonus_flip_actions(state: State, seat: int) -> list[Action]:
    """Face-up shticks ``seat`` may flip now for a battle bonus (Rage, Prayer), while asking
    for help: the fighter's last step before the roll."""
    if index_for(state).flip_bonus.isdisjoint(player(state, seat).shticks):
        return []
    spec = cards(state).shticks
    return [A.FlipForBonus(index=i) for i, c in _face_up(state, seat) if spec[c].flip_bonus]


def flip_for_bonus(state: State, action: A.FlipForBonus, ev: list[Event]) -> State:
    """The shtick flips now; its bonus counts in this battle (``Side.flipped_for_bonus``)."""

    battle = state.battle
    assert battle is not None
    seat = asking_seat(state)
    card = player(state, seat).shticks[action.index]
    state = flip_down(state, seat, action.index, ev)
    flips = (*battle.bonus_flips, (seat, card))
    return replace(state, battle=replace(battle, bonus_flips=flips))

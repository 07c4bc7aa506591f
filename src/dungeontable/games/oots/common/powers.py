"""What a player's face-up shticks and Loot let the topics do (R199, R203, R209, R220, A29):
the face-up shticks and the players in reach, healing another player, extra Loot pickups, Trap
disarming and bonus flips before the roll. Shared by the topics (``rules/powers``,
``rules/healdeal``, ``rules/loot``, ``rules/trapwindow``, ``rules/battle``); imports no topic.
"""

from __future__ import annotations

from typing import Literal

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, DieRolled, Event

from ..deck import CardIndex, index_for
from ..events import TrapDisarmed
from ..state import State
from .arithmetic import boosts
from .dungeon import distance
from .table import cards, discard_loot, flip_down, player
from .wounds import heal


def face_up(state: State, seat: int) -> list[tuple[int, str]]:
    """(index, card) of ``seat``'s face-up shticks, the first of each card id only."""
    pl = player(state, seat)
    seen: dict[str, int] = {}
    for i, (c, f) in enumerate(zip(pl.shticks, pl.flipped, strict=True)):
        if not f and c not in seen:
            seen[c] = i
    return [(i, c) for c, i in seen.items()]


def in_reach(state: State, seat: int, reach: str) -> list[int]:
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


def healing_shticks(state: State, seat: int, index: CardIndex | None = None) -> list[int]:
    """Indices of ``seat``'s face-up shticks that heal another player (Cure Assorted Wounds)."""
    if (index or index_for(state)).heal_other.isdisjoint(player(state, seat).shticks):
        return []
    spec = cards(state).shticks
    return [i for i, card in face_up(state, seat) if spec[card].heal_other]


def heal_targets(state: State, seat: int) -> list[int]:
    """Wounded, non-fleeing players on ``seat``'s floor (the ``HealOther`` targets)."""
    return [
        s
        for s in in_reach(state, seat, "floor")
        if player(state, s).wounds > 0 and not player(state, s).fleeing
    ]


def heal_other(state: State, action: A.HealOther, ev: list[Event]) -> State:
    """Cure Assorted Wounds / Healing Touch on another player on your floor (R166, R203); a
    free heal. A29's heal paid with agreed Loot is ``rules/healdeal.py`` (``OfferHeal``)."""
    seat = state.turn.seat
    sh = cards(state).shticks[player(state, seat).shticks[action.index]]
    amount = sh.heal_other + sh.boost_heal * boosts(state, seat, action.index)
    state = flip_down(state, seat, action.index, ev)
    return heal(state, action.seat, amount, ev)


def extra_pickups(state: State, seat: int) -> int:
    """More pickups allowed this turn: face-up Greedy Eyes + Treasure Sense flips, less used."""
    always = 0
    if not index_for(state).extra_pickup.isdisjoint(player(state, seat).shticks):
        spec = cards(state).shticks
        always = sum(spec[c].extra_pickup for _, c in face_up(state, seat))
    return always + state.turn.extra_loot - state.turn.extra_taken


def disarm_number(state: State, seat: int) -> int:
    """The lowest roll that disarms for ``seat`` (face-up shticks, usable equipped Loot); 0 =
    no way to disarm."""
    cs = cards(state)
    pl = player(state, seat)
    found = [cs.shticks[c].disarm for _, c in face_up(state, seat) if cs.shticks[c].disarm]
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


def bonus_flip_actions(state: State, seat: int) -> list[Action]:
    """Face-up shticks ``seat`` may flip now for a battle bonus (Rage, Prayer), while asking
    for help: the fighter's last step before the roll."""
    if index_for(state).flip_bonus.isdisjoint(player(state, seat).shticks):
        return []
    spec = cards(state).shticks
    return [A.FlipForBonus(index=i) for i, c in face_up(state, seat) if spec[c].flip_bonus]


def loot_use_actions(
    state: State, seat: int, when: Literal["start", "move", "end"]
) -> list[Action]:
    """R215 (``rules/lootuse`` discards them): the Loot ``seat`` may discard for its effect now
    (``start``/``end``-of-turn actions or during the move)."""
    pl = player(state, seat)
    usable = index_for(state).loot_use
    if usable.isdisjoint(pl.stash) and usable.isdisjoint(pl.equipped):
        return []  # the common case, asked at every start, end and step of a turn
    spec = cards(state).loot
    moving = when != "end" and not state.turn.battled and not pl.fleeing
    found: list[Action] = []
    for card in dict.fromkeys((*pl.stash, *pl.equipped)):
        s = spec[card]
        if pl.character not in s.users:
            continue
        healing = s.discard_heal and when != "move" and pl.wounds and not pl.fleeing
        if healing or (s.discard_move and moving):
            found.append(A.DiscardLoot(card=card))
    return found

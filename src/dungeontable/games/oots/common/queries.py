"""Shared questions about a state that several rulebook topics ask (teams, NPC floors, window
cards, who asks in a battle, Trap victims, natural die values).

Like ``table.py`` and ``dungeon.py`` this is a lower module: it imports no rulebook topic, so
the topics can share it without importing each other.
"""

from __future__ import annotations

from collections.abc import Sequence

import dungeontable.games.oots.actions as A
from dungeontable.core import Action

from ..deck import index_for
from ..state import State
from .dungeon import distance
from .table import cards, player


def team_of(state: State, seat: int) -> int:
    """R297, A100: 2 teams (4 players: alternate seats) or 3 teams (6 players: seats 3 apart;
    option ``go_team_six="two_teams"``: 2 teams of 3 in alternate seats)."""
    three = state.seats == 6 and state.options.go_team_six == "three_teams"
    return seat % (3 if three else 2)


def shticks_counted(state: State, seat: int) -> int:
    """A10: shticks in play for the Lair minimum, scoring and Wandering Xykon's choice of
    victim (R339); flipped ones count unless the option ``flipped_shticks_count`` is off."""
    pl = player(state, seat)
    if state.options.flipped_shticks_count:
        return len(pl.shticks)
    return sum(1 for f in pl.flipped if not f)


_NONE: frozenset[str] = frozenset()


def window_cards(state: State, window: str) -> frozenset[str]:
    """The ids of the Screw This! cards played in ``window`` (``CardIndex.by_window``)."""
    return index_for(state).by_window.get(window, _NONE)


def anyone_holds(state: State, window: str) -> bool:
    """Does a player still in the dungeon hold a card for ``window``? When nobody does, nobody
    can be asked in it: a cheap check before the per-seat ``playable`` scan (A59)."""
    ids = window_cards(state, window)
    if not ids:
        return False
    return any(pl.left is None and not ids.isdisjoint(pl.hand) for pl in state.players)


def uniform(state: State, window: str) -> bool:
    """``uniform_windows``: is ``window`` one whose every eligible seat is asked, holding a card or
    not? Only a window some card of the set is played in opens at all: the card list is public,
    so skipping a window nobody could ever play in tells no one anything."""
    return state.options.uniform_windows and bool(window_cards(state, window))


def in_dungeon(state: State, seat: int) -> bool:
    """A seat still in the dungeon (public): the seats a uniform window asks."""
    return player(state, seat).left is None


def lowest_floor(state: State) -> int:
    """R049, A58: the lowest floor at least one player occupies (the Lair counts, fleeing
    players too; option ``npc_floor_ignores`` leaves out the Lair or fleeing players, and 0,
    where nobody battles, when no floor is left)."""
    ignores = state.options.npc_floor_ignores
    floors = [
        pl.place[0]
        for pl in state.players
        if pl.left is None and not (ignores == "fleeing" and pl.fleeing)
    ]
    return max((f for f in floors if not (ignores == "lair" and f == state.lair)), default=0)


def npc_floor_of(state: State, k: int) -> int | None:
    """The floor NPC ``k`` is on: its player's (a shadow), else the lowest floor with a player;
    ``None`` for a shadow whose player has left the dungeon."""
    seat = state.shadowing[k] if state.shadowing else -1
    if seat < 0:
        return lowest_floor(state)
    pl = state.players[seat]
    return None if pl.left is not None else pl.place[0]


def npc_floors(state: State) -> tuple[int | None, ...]:
    """``npc_floor_of`` for every NPC, the lowest floor worked out once."""
    lowest = lowest_floor(state)
    found: list[int | None] = []
    for k in range(len(state.npcs)):
        seat = state.shadowing[k] if state.shadowing else -1
        if seat < 0:
            found.append(lowest)
        else:
            pl = state.players[seat]
            found.append(None if pl.left is not None else pl.place[0])
    return tuple(found)


def shadow_of(state: State, seat: int) -> str | None:
    """The NPC shadowing ``seat``, if any."""
    for npc, s in zip(state.npcs, state.shadowing, strict=False):
        if s == seat:
            return npc
    return None


def asking_seat(state: State) -> int:
    """The active player; in PvP's ``pvp-help`` phase the defender (R155); in ``pvp-npc`` the
    side whose turn it is to offer to an NPC (R054)."""
    battle = state.battle
    if battle is None or battle.foe_seat is None:
        return state.turn.seat
    if state.phase == "pvp-help" or (state.phase == "pvp-npc" and battle.npc_side == 1):
        return battle.foe_seat
    return state.turn.seat


def offerable(state: State, seat: int) -> tuple[str, ...]:
    pl = player(state, seat)
    battle = state.battle
    assert battle is not None
    used = {h.loot for h in battle.helps if h.status != "declined"}
    return tuple(c for c in dict.fromkeys((*pl.stash, *pl.equipped)) if c not in used)


def npc_offers(state: State, offer: tuple[str, ...], asked: set[int], floor: int) -> list[Action]:
    """R051-R052: Loot an NPC on ``floor`` drools over that no active player drools over
    (R307: a shadow is on its player's floor)."""
    if not offer or not state.npcs:
        return []  # nothing to offer, or no NPC to offer it to
    index = index_for(state)
    actives = [index.drool(pl.character) for pl in state.players]
    found: list[Action] = []
    where = npc_floors(state) if state.npcs else ()
    for k, npc in enumerate(state.npcs):
        if -1 - k in asked or where[k] != floor:
            continue
        drool = index.drool(npc)
        for card in offer:
            if drool[card] >= 1 and all(d[card] == 0 for d in actives):
                found.append(A.AskHelp(helper=-1 - k, card=card))
    return found


def natural_value(state: State, seat: int, face: int) -> int:
    """R305: the kept die's value for the totals. Thor Incarnate face up: a natural 1 counts as
    13; under Lucky Bastards a natural 2 does (the natural 1 then always loses, R303). The
    Lucky Bastards checks still read the natural face."""
    pl = player(state, seat)
    spec = cards(state).shticks
    lucky = state.options.lucky_bastards
    for card, flipped in zip(pl.shticks, pl.flipped, strict=True):
        rule = spec[card].natural_as
        if rule and not flipped and face == (rule[2] if lucky else rule[0]):
            return rule[1]
    return face


def kept_die(state: State, seat: int, faces: Sequence[int]) -> tuple[int, int]:
    """R249, R305, A106: the die kept among ``faces`` (Multiattack: the lowest) and its value
    for the totals. Option ``thor_incarnate_dice`` = ``each_die``: every die is read first (Thor
    Incarnate's natural 1 is 13) and the lowest value is kept; ``kept_die``: the lowest natural
    die is kept, then read."""
    if state.options.thor_incarnate_dice == "each_die":
        face = min(faces, key=lambda f: (natural_value(state, seat, f), f))
    else:
        face = min(faces)
    return face, natural_value(state, seat, face)


def trap_victims(state: State, seat: int, card: str) -> tuple[int, ...]:
    """R221: the revealer, and for multi-target Traps every player on the floor in Range, in
    turn order from the revealer (A102)."""
    spec = cards(state).loot[card]
    here = player(state, seat).place
    found = [seat]
    if spec.multi:
        for k in range(1, state.seats):
            other = (seat + k) % state.seats
            pl = state.players[other]
            d = distance(here, pl.place)
            if pl.left is None and d is not None and d <= spec.trap_range:
                found.append(other)
    return tuple(found)

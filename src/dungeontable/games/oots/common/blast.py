"""The Shortening's Monster abilities on defeat (R263 Exploding, R265 Miser; Exp L154, L158).

Exploding (A44): when the Monster takes a Wound (it is defeated), every player in its room
(fleeing ones excepted) and every non-Unique Monster there takes 1 Wound at once: those Monsters
are defeated and drop their Loot; neither the Exploding Monster nor any of them can be saved; a
blast that defeats another Exploding Monster sets it off in turn. Xykon is never hurt by it.
A lower module: it imports no rulebook topic.
"""

from __future__ import annotations

from dungeontable.core import Event

from ..events import MonsterDefeated
from ..state import Place, State
from ..wx_events import MonsterExploded
from .arithmetic import supporters
from .fights import clear_room_monster
from .table import cards, discard_battle, drop_loot, player, room_at, seats_in, with_room
from .wounds import lose_wounds
from .xykon import XYKON, minion_defeated


def loot_of(state: State, place: Place, monster: str) -> int:
    """R114, R265: the Monster's Loot, plus 1 per supporter it has now for a Miser."""
    spec = cards(state).monsters[monster]
    extra = supporters(state, place, monster) if spec.support == "miser" else 0
    return spec.loot + extra


def explodes(state: State, monster: str) -> bool:
    return cards(state).monsters[monster].has("exploding")


def explode(state: State, place: Place, monster: str, ev: list[Event]) -> State:
    """R263, A44: the blast of ``monster`` (already out of the room) and every blast it sets
    off in the same room."""
    queue = [monster]
    while queue:
        bomb = queue.pop(0)
        ev.append(MonsterExploded(monster=bomb, floor=place[0], pos=place[1]))
        for seat in seats_in(state, place):
            if not player(state, seat).fleeing:
                state = lose_wounds(state, seat, 1, ev)
        spec = cards(state).monsters
        victims = [m for m in room_at(state, place).monsters if m != XYKON and not spec[m].unique]
        loot = [loot_of(state, place, m) for m in victims]  # R265: all hit at once (Miser)
        for victim, drops in zip(victims, loot, strict=True):
            state = clear_room_monster(state, place, victim)
            state = minion_defeated(state, place, victim)
            state = drop_loot(state, place, drops, ev)
            if spec[victim].plus_level:  # R277 (000 L1594): a Xykon card lies face down here
                fallen = room_at(state, place).fallen
                state = with_room(state, place, fallen=(*fallen, victim))
            else:
                state = discard_battle(state, (victim,))  # A44: never saved
            ev.append(MonsterDefeated(seat=state.turn.seat, monster=victim, saved=False))
            if spec[victim].has("exploding"):
                queue.append(victim)
    return state

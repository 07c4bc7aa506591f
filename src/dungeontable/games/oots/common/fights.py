"""Battle bookkeeping every kind of battle shares (Monster, Area Effect, PvP): a defeated
Monster leaves its room, paralysis, the used flip shtick, on to the end of the turn, the
promised Loot paid to the helpers and the random discards of a lost battle.

A lower module like ``table.py``: it imports no rulebook topic.
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..deck import MonsterSpec
from ..events import BattleCardLost, LootLost, LootPaid, Paralyzed
from ..state import Battle, Place, State
from .table import (
    cards,
    discard_battle,
    discard_loot,
    flip_down,
    player,
    room_at,
    with_player,
    with_room,
    without,
)


def clear_room_monster(state: State, place: Place, monster: str) -> State:
    room = room_at(state, place)
    index = room.monsters.index(monster)
    return with_room(state, place, monsters=room.monsters[:index] + room.monsters[index + 1 :])


def paralyze(state: State, seat: int, ev: list[Event]) -> State:
    """R247: the turn ends at once (no end-of-turn actions) and the next turn is missed."""
    pl = player(state, seat)
    ev.append(Paralyzed(seat=seat))
    state = with_player(state, seat, missed=pl.missed + 1)
    return replace(state, turn=replace(state.turn, stage="restricted", chain_over=True))


def to_end(state: State) -> State:
    """On to the end-of-turn actions (R012 (4)); a game that just ended (R289) stays over."""
    stage = state.turn.stage if state.turn.stage == "restricted" else "end"
    phase = "over" if state.result is not None else "end"
    return replace(state, phase=phase, battle=None, turn=replace(state.turn, stage=stage))


def blasts(spec: MonsterSpec) -> bool:
    """R263: an Exploding Monster's defeat blasts its room (not the Lich's or a Xykon card's
    own "+ level" defeat)."""
    return spec.has("exploding") and not spec.lich and not spec.plus_level


def flip_used(state: State, ev: list[Event]) -> State:
    """R116: a flip-icon Battle Shtick flips when the battle ends, whatever the result."""
    battle = state.battle
    assert battle is not None
    if battle.shtick is None:
        return state
    seat = state.turn.seat
    pl = player(state, seat)
    if not cards(state).shticks[pl.shticks[battle.shtick]].flip:
        return state
    return flip_down(state, seat, battle.shtick, ev)


def is_area(state: State, index: int) -> bool:
    return cards(state).shticks[player(state, state.turn.seat).shticks[index]].area > 0


# --- payments and random discards every battle kind shares (R117, R053, R251-R258) -------------


def pay_helpers(state: State, ev: list[Event]) -> State:
    """R117, R053: promised Loot goes to each helper whatever the result (NPCs: discard). In
    PvP each side pays its own helpers (R138, R159): the Defender's come from the Defender."""
    battle = state.battle
    assert battle is not None
    for h in battle.helps:
        if h.status != "accepted":
            continue
        seat = battle.foe_seat if h.side == 1 and battle.foe_seat is not None else state.turn.seat
        pl = player(state, seat)
        if h.loot in pl.equipped:
            state = with_player(state, seat, equipped=without(pl.equipped, h.loot))
        elif h.loot in pl.stash:
            state = with_player(state, seat, stash=without(pl.stash, h.loot))
        else:
            continue
        ev.append(LootPaid(seat=seat, helper=h.helper, card=h.loot))
        if h.helper < 0:
            state = discard_loot(state, (h.loot,))
        else:
            helper = player(state, h.helper)
            state = with_player(state, h.helper, stash=(*helper.stash, h.loot))
    return state


def discard_random_stash(state: State, seat: int, ev: list[Event]) -> State:
    """R252, R258: one random Stash Loot to the discard (equipped Loot is safe)."""
    pl = player(state, seat)
    if not pl.stash:
        return state
    i, rng = state.rng.below(len(pl.stash))
    card = pl.stash[i]
    state = replace(state, rng=rng)
    ev.append(LootLost(seat=seat, card=card))
    return discard_loot(with_player(state, seat, stash=pl.stash[:i] + pl.stash[i + 1 :]), (card,))


def discard_random_hand(state: State, seat: int, ev: list[Event]) -> State:
    """R251: one random Battle Hand card to the discard (face up: everyone sees it)."""
    pl = player(state, seat)
    if not pl.hand:
        return state
    i, rng = state.rng.below(len(pl.hand))
    state = replace(state, rng=rng)
    ev.append(BattleCardLost(seat=seat, card=pl.hand[i]))
    return discard_battle(
        with_player(state, seat, hand=pl.hand[:i] + pl.hand[i + 1 :]), (pl.hand[i],)
    )


def area_targets(state: State, battle: Battle, count: int, kind: str = "") -> tuple[str, ...]:
    """R140: the top ``count`` Monsters, counted down from the top of the stack; R373 (000
    L306, L1074): a typed Area Effect hits every Monster of ``kind`` and no other."""
    stack = room_at(state, battle.room).monsters
    if kind:
        spec = cards(state).monsters
        return tuple(m for m in stack if kind in spec[m].types)
    return stack[:count]

"""A full state consistent with what one seat knows (the view), hidden cards dealt again.

Pools: every copy of each deck (the card set's deck lists) less what the seat can see. The
Battle pool refills other players' hands and the Battle draw pile; the Loot pool (non-Traps
first) refills other Stashes, then the room piles and the Loot draw pile; each shtick deck is
reshuffled; the Room, Lair and Xykon draw piles are dealt from what has not been placed (the
Safe Haven stays on top of an unexplored Lair, R270; the Lich stays in an undrawn Xykon deck).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

import msgspec

from dungeontable.core import Rng

from .backstories import backstories
from .deck import CardSet, cards_of
from .state import Floor, Player, Room, State
from .view import FloorView, PlayerView, View


def _less(pool: Iterable[str], seen: Iterable[str]) -> list[str]:
    """``pool`` minus one copy of each ``seen`` card, in ``pool`` order."""
    left = Counter(seen)
    out = []
    for card in pool:
        if left[card] > 0:
            left[card] -= 1
        else:
            out.append(card)
    return out


def determinize(view: View, seat: int, rng: Rng) -> State:
    cs = cards_of(view.cards)
    me = view.players[seat]
    battle, rng = _battle_pool(cs, view, me, rng)
    loot, rng = _loot_pool(cs, view, me, rng)
    players = []
    for pv in view.players:
        player, battle, loot, rng = _player(cs, pv, seat, battle, loot, rng)
        players.append(player)
    players, rng = _stories(view, seat, players, rng)
    floors = []
    for fv in view.floors:
        floor, loot = _floor(fv, loot)
        floors.append(floor)
    placed = [r.card for fv in view.floors for r in fv.rooms]
    rooms, rng = rng.shuffle(_less((r for r in cs.room_deck if r != cs.entrance), placed))
    floors, hidden = _face_down(floors, rooms)  # R318: unseen rooms dealt again
    lair, rng = _lair(cs, view, placed, rng)
    xykon, rng = _xykon(cs, view, rng)
    turn = view.turn
    if any(c == "" for c in turn.pick):
        turn = _pick(cs, view, turn, players)
    return State(
        options=view.options,
        cards=view.cards,
        seats=view.seats,
        floors_count=view.floors_count,
        min_loot=view.min_loot,
        min_shticks=view.min_shticks,
        rng=rng.fork(7),
        phase=view.phase,
        players=tuple(players),
        floors=tuple(floors),
        turn=turn,
        order_start=view.order_start,
        npcs=view.npcs,
        battle_deck=tuple(battle[: view.battle_deck]),
        battle_discard=view.battle_discard,
        loot_deck=tuple(loot[: view.loot_deck]),
        loot_discard=view.loot_discard,
        room_deck=rooms[hidden : hidden + view.room_deck],
        lair_deck=lair,
        xykon_deck=xykon,
        removed=view.removed,
        battle=view.battle,
        stocking=view.stocking,
        collapse=view.collapse,
        collapse_turns=view.collapse_turns,
        exits=view.exits,
        lich_killer=view.lich_killer,
        turns_played=view.turns_played,
        result=view.result,
        stack=view.stack,
        removed_rooms=view.removed_rooms,
        shadowing=view.shadowing,
        late=view.late,
        late_resume=view.late_resume,
        wandering=view.wandering,
        backstory_pile=view.backstory_pile,
        time_up=view.time_up,
    )


def _stories(view: View, seat: int, players: list[Player], rng: Rng) -> tuple[list[Player], Rng]:
    """R353: other players' hidden Backstories dealt again from the cards this seat has not
    seen (its own, everyone's shown ones and the face-up pile are known)."""
    if not view.options.backstories:
        return players, rng
    seen = [*(view.players[seat].backstories or ()), *view.backstory_pile]
    seen += [c for pv in view.players for c in pv.revealed]
    pool, rng = rng.shuffle(_less(sorted(backstories()), seen))
    out = []
    for pv, pl in zip(view.players, players, strict=True):
        if pv.backstories is None:
            pl = msgspec.structs.replace(pl, backstories=tuple(pool[: pv.backstory_count]))
            pool = pool[pv.backstory_count :]
        out.append(pl)
    return out, rng


def _face_down(floors: list[Floor], rooms: tuple[str, ...]) -> tuple[list[Floor], int]:
    """R318, R322: the face-down rooms get unseen Room cards; how many were used."""
    used = 0
    out = []
    for floor in floors:
        placed = []
        for room in floor.rooms:
            if room.face_down:
                room = msgspec.structs.replace(room, card=rooms[used])
                used += 1
            placed.append(room)
        out.append(msgspec.structs.replace(floor, rooms=tuple(placed)))
    return out, used


def _battle_pool(cs: CardSet, view: View, me: PlayerView, rng: Rng) -> tuple[list[str], Rng]:
    seen: list[str] = [*(me.hand or ()), *view.battle_discard]
    seen += [i.payload for i in view.stack.items]
    for pv in view.players:
        seen += [c for c in pv.saved if c in cs.monsters and not cs.monsters[c].plus_level]
    for fv in view.floors:
        for r in fv.rooms:
            seen += [c for c in r.monsters if c in cs.monsters and not cs.monsters[c].plus_level]
    if view.wandering is not None and view.wandering.place is None:
        seen += view.wandering.minions  # R329: the Minion Stack beside his card
    pool, rng = rng.shuffle(_less(cs.battle_deck, seen))
    return list(pool), rng


def _loot_pool(cs: CardSet, view: View, me: PlayerView, rng: Rng) -> tuple[list[str], Rng]:
    seen: list[str] = [*(me.stash or ()), *view.loot_discard, *view.removed]
    for pv in view.players:
        seen += pv.equipped
    pool, rng = rng.shuffle(_less(cs.loot_deck, seen))
    plain = [c for c in pool if not cs.loot[c].trap]
    traps = [c for c in pool if cs.loot[c].trap]
    return plain + traps, rng


def _player(
    cs: CardSet, pv: PlayerView, seat: int, battle: list[str], loot: list[str], rng: Rng
) -> tuple[Player, list[str], list[str], Rng]:
    hand = pv.hand if pv.hand is not None else tuple(battle[: pv.hand_count])
    if pv.hand is None:
        battle = battle[pv.hand_count :]
    stash = pv.stash if pv.stash is not None else tuple(loot[: pv.stash_count])
    if pv.stash is None:
        loot = loot[pv.stash_count :]
    known = pv.deck_cards if pv.deck_cards is not None else None
    deck, rng = rng.shuffle(
        known if known is not None else _less(cs.shtick_decks[pv.character], pv.shticks)
    )
    if pv.pool is not None:
        pool: tuple[str, ...] = pv.pool
    else:  # R361 Nitpicky: another player's pool is what their deck picks leave over
        pool = tuple(deck[pv.deck_count : pv.deck_count + pv.pool_count])
    player = Player(
        character=pv.character,
        place=pv.place,
        wounds=pv.wounds,
        max_wounds=pv.max_wounds,
        shticks=pv.shticks,
        flipped=pv.flipped,
        deck=deck[: pv.deck_count],
        hand=hand,
        stash=stash,
        equipped=pv.equipped,
        saved=pv.saved,
        resting=pv.resting,
        missed=pv.missed,
        fleeing=pv.fleeing,
        flee_pending=pv.flee_pending,
        left=pv.left,
        killed_xykon=pv.killed_xykon,
        lich=pv.lich,
        backstories=pv.backstories or (),
        revealed=pv.revealed,
        traded=pv.traded,
        pool=pool,
    )
    return player, battle, loot, rng


def _floor(fv: FloorView, loot: list[str]) -> tuple[Floor, list[str]]:
    rooms = []
    for r in fv.rooms:
        rooms.append(
            Room(
                card=r.card,
                monsters=r.monsters,
                loot=tuple(loot[: r.loot_count]),
                xykon_drawn=r.xykon_drawn,
                fallen=r.fallen,
                entered_turn=r.entered_turn,
                face_down=r.face_down,
            )
        )
        loot = loot[r.loot_count :]
    return Floor(left=fv.left, rooms=tuple(rooms), up=fv.up, down=fv.down), loot


def _lair(cs: CardSet, view: View, placed: list[str], rng: Rng) -> tuple[tuple[str, ...], Rng]:
    count = view.lair_deck
    pool = _less(cs.lair_deck, placed)
    top: tuple[str, ...] = ()
    lair_rooms = view.floors[view.floors_count + 1].rooms
    if not lair_rooms and cs.safe_haven in pool and not view.options.nerdcore and count:
        pool.remove(cs.safe_haven)
        top, count = (cs.safe_haven,), count - 1
    shuffled, rng = rng.shuffle(pool)
    return (*top, *shuffled[:count]), rng


def _xykon(cs: CardSet, view: View, rng: Rng) -> tuple[tuple[str, ...], Rng]:
    drawn = [c for fv in view.floors for r in fv.rooms for c in (*r.monsters, *r.fallen)]
    drawn += [c for c in view.battle_discard if c in cs.xykon_deck]
    drawn += [p.lich for p in view.players if p.lich]
    pool = [c for c in _less(cs.xykon_deck, drawn) if c in cs.xykon_deck]
    count = view.xykon_deck
    lich: tuple[str, ...] = ()
    if cs.lich in pool and count:
        pool.remove(cs.lich)
        lich, count = (cs.lich,), count - 1
    chosen, rng = rng.shuffle(pool)
    return rng.shuffle((*lich, *chosen[:count]))


def _pick(cs: CardSet, view: View, turn, players: list[Player]):  # type: ignore[no-untyped-def]
    """The cards another seat drew for a shtick pick: what its deck and play leave over."""
    pl = players[turn.seat]
    rest = _less(cs.shtick_decks[pl.character], (*pl.shticks, *pl.deck))
    return msgspec.structs.replace(turn, pick=tuple(rest[: len(turn.pick)]))

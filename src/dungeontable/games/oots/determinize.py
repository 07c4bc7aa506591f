"""A full state consistent with what one seat knows (the view), hidden cards dealt again.

Derived from the zones declared on ``state.py``: ``core.zones.rebuild`` turns the view back into
a state with a placeholder for every card the seat cannot see (other hands, Stashes, Backstories
and Nitpicky pools, every deck, the rooms' Loot piles), and ``core.zones.redeal`` deals each
deck's unseen cards into the zones it fills, one pool at a time: the Battle pool into hands and
the Battle draw pile; the Loot pool into Stashes (never a Trap: a Trap is revealed when picked
up) and then the room piles and the Loot draw pile; each character's shtick deck into its Shtick
Deck and Nitpicky pool; the Backstories (R353) into the hidden ones.

Written here, the oddities zones do not express: face-down rooms (R318, R322) and the Room
draw pile dealt from the Room cards not placed, the Safe Haven on top of an unexplored Lair
(R270), the Lich in an undrawn Xykon deck, and the shtick pick another seat drew.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

import msgspec

from dungeontable.core import Pool, Rng, rebuild, redeal_pools

from .backstories import backstories
from .deck import CardSet, content_of
from .state import Floor, State, Turn
from .view import View

UNKNOWN = "?"
"""A card the seat cannot see, until it is dealt again (no card id is a question mark)."""


def _less(pool: Iterable[str], seen: Iterable[str]) -> list[str]:
    """``pool`` minus one copy of each ``seen`` card (its first ones), in ``pool`` order."""
    left = Counter(seen)
    if not left:
        return list(pool)
    out = []
    for card in pool:
        if card in left and left[card] > 0:
            left[card] -= 1
        else:
            out.append(card)
    return out


def determinize(view: View, seat: int, rng: Rng) -> State:
    content = content_of(view.cards)
    cs = content.cards
    state = rebuild(view, State, UNKNOWN, rng=rng.fork(7))
    pools = [
        Pool(cs.battle_deck, ("hand", "battle_deck")),
        Pool(content.index.plain_loot, ("stash",)),
        Pool(cs.loot_deck, ("loot", "loot_deck")),  # after the Stashes: they hold no Trap
    ]
    if view.options.backstories:
        pools.append(Pool(sorted(backstories()), ("backstories",)))
    state, known, rng = _own_deck(state, view, rng)
    for i, pl in enumerate(state.players):  # each Shtick Deck (and Nitpicky pool): its shticks
        if i != known:
            pools.append(Pool(cs.shtick_decks[pl.character], ("deck", "pool"), holder=pl))
    state, rng = redeal_pools(state, pools, rng, UNKNOWN, seen=_aside(view))
    placed = [r.card for fv in view.floors for r in fv.rooms]
    rooms, rng = rng.shuffle(_less((r for r in cs.room_deck if r != cs.entrance), placed))
    floors, hidden = _face_down(state.floors, rooms)  # R318: unseen rooms dealt again
    lair, rng = _lair(cs, view, placed, rng)
    xykon, rng = _xykon(cs, view, rng)
    return msgspec.structs.replace(
        state,
        floors=floors,
        turn=_pick(cs, state) if any(c == "" for c in state.turn.pick) else state.turn,
        room_deck=rooms[hidden : hidden + view.room_deck],
        lair_deck=lair,
        xykon_deck=xykon,
    )


def _aside(view: View) -> list[str]:
    """Cards in sight outside the zones: on the stack of plays, Wandering Xykon's Minion Stack
    beside his card (R329), Monsters defeated and off their room until saved or not (R113, R372;
    after an Area Effect win the Heal All question, R264, comes first), the shticks drawn for
    the seat's own pick."""
    aside = [i.payload for i in view.stack.items]
    aside += [c for c in view.turn.pick if c]
    if view.wandering is not None and view.wandering.place is None:
        aside += view.wandering.minions
    battle = view.battle
    keeping = view.phase == "keep" or (view.phase == "encourage" and view.turn.resume == "keep")
    if battle is not None and keeping:  # cleared from the room, to be saved or not (R113)
        aside += (battle.monster, *battle.area_keep)
    return aside


def _own_deck(state: State, view: View, rng: Rng) -> tuple[State, int, Rng]:
    """R361 Nitpicky: the seat's own chosen Shtick Deck is known card by card (not in order):
    shuffled here, not dealt from the character's shticks; which seat's (-1: none)."""
    for i, pv in enumerate(view.players):
        if pv.deck_cards is not None:
            deck, rng = rng.shuffle(pv.deck_cards)
            players = list(state.players)
            players[i] = msgspec.structs.replace(players[i], deck=deck)
            return msgspec.structs.replace(state, players=tuple(players)), i, rng
    return state, -1, rng


def _face_down(floors: tuple[Floor, ...], rooms: tuple[str, ...]) -> tuple[tuple[Floor, ...], int]:
    """R318, R322: the face-down rooms get unseen Room cards; how many were used."""
    used = 0
    out = []
    for floor in floors:
        if not any(room.face_down for room in floor.rooms):
            out.append(floor)
            continue
        placed = []
        for room in floor.rooms:
            if room.face_down:
                room = msgspec.structs.replace(room, card=rooms[used])
                used += 1
            placed.append(room)
        out.append(msgspec.structs.replace(floor, rooms=tuple(placed)))
    return tuple(out), used


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
    deck = frozenset(cs.xykon_deck)  # only its cards count as drawn from it
    drawn = [c for fv in view.floors for r in fv.rooms for c in (*r.monsters, *r.fallen)]
    drawn = [c for c in drawn if c in deck]
    drawn += [c for c in view.battle_discard if c in deck]
    drawn += [p.lich for p in view.players if p.lich]
    pool = _less(cs.xykon_deck, drawn)
    count = view.xykon_deck
    lich: tuple[str, ...] = ()
    if cs.lich in pool and count:
        pool.remove(cs.lich)
        lich, count = (cs.lich,), count - 1
    chosen, rng = rng.shuffle(pool)
    return rng.shuffle((*lich, *chosen[:count]))


def _pick(cs: CardSet, state: State) -> Turn:
    """The cards another seat drew for a shtick pick: what its deck and play leave over."""
    turn = state.turn
    pl = state.players[turn.seat]
    rest = _less(cs.shtick_decks[pl.character], (*pl.shticks, *pl.deck))
    return msgspec.structs.replace(turn, pick=tuple(rest[: len(turn.pick)]))

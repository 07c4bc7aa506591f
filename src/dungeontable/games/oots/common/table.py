"""Shared state updates: players, rooms and the draw piles (R074-R076, R206-R217, A23-A24)."""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from dungeontable.core import DeckShuffled, Event

from ..deck import CardSet, _load, _loaded
from ..events import LootDropped, ShtickGained, ShticksFlipped
from ..state import Floor, Place, Player, Room, State


def cards(state: State) -> CardSet:
    """The card set of this game (asked many times a step: an identity check)."""
    return _loaded(state.cards, _load).cards


def then(state: State, step: str) -> State:
    """Hand control on to the automatic step ``step`` (``flow.CONTINUATIONS``): the flow runs it
    next, on this state in the phase it is in now. A topic names the next step instead of
    calling another topic."""
    return replace(state, phase=f"{step}<{state.phase}")


def player(state: State, seat: int) -> Player:
    return state.players[seat]


def lying_down(state: State, seat: int) -> bool:
    """R181, R187: the player's token lies on its side (resting, or missing a turn): no
    attacking, no assisting, -4 Defense."""
    pl = state.players[seat]
    return pl.resting or pl.missed > 0


def with_player(state: State, seat: int, **changes: Any) -> State:
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def flip_down(state: State, seat: int, index: int, ev: list[Event]) -> State:
    """Turn ``seat``'s shtick ``index`` face down (a flip: R198, R199), with its event."""
    pl = player(state, seat)
    flipped = list(pl.flipped)
    flipped[index] = True
    ev.append(ShticksFlipped(seat=seat, cards=(pl.shticks[index],), up=False))
    return with_player(state, seat, flipped=tuple(flipped))


def gain_top(state: State, seat: int, ev: list[Event]) -> State:
    """R196-R197: the top shtick straight into play (nothing if the deck is empty)."""
    pl = player(state, seat)
    if not pl.deck:
        return state
    card = pl.deck[0]
    ev.append(ShtickGained(seat=seat, card=card))
    return with_player(
        state, seat, shticks=(*pl.shticks, card), flipped=(*pl.flipped, False), deck=pl.deck[1:]
    )


def room_at(state: State, place: Place) -> Room:
    return state.floors[place[0]].room(place[1])


def with_room(state: State, place: Place, **changes: Any) -> State:
    f, p = place
    fl = state.floors[f]
    rooms = list(fl.rooms)
    rooms[p - fl.left] = replace(rooms[p - fl.left], **changes)
    return with_floor(state, f, replace(fl, rooms=tuple(rooms)))


def with_floor(state: State, index: int, floor: Floor) -> State:
    floors = list(state.floors)
    floors[index] = floor
    return replace(state, floors=tuple(floors))


def seats_in(state: State, place: Place, but: int | None = None) -> tuple[int, ...]:
    """Players (still in the dungeon) standing in ``place``."""
    return tuple(
        s
        for s, pl in enumerate(state.players)
        if pl.place == place and pl.left is None and s != but
    )


def draw_loot(state: State, ev: list[Event], reshuffle: bool = True) -> tuple[str | None, State]:
    """The top Loot card; an empty pile takes the shuffled discard first (R217, A23; the option
    ``loot_reshuffle`` off: an empty pile stays empty)."""
    reshuffle = reshuffle and state.options.loot_reshuffle
    if not state.loot_deck and reshuffle and state.loot_discard:
        deck, rng = state.rng.shuffle(state.loot_discard)
        state = replace(state, loot_deck=deck, loot_discard=(), rng=rng)
        ev.append(DeckShuffled(deck="loot", size=len(deck)))
    if not state.loot_deck:
        return None, state
    return state.loot_deck[0], replace(state, loot_deck=state.loot_deck[1:])


def drop_loot(
    state: State, place: Place, count: int, ev: list[Event], reshuffle: bool = True
) -> State:
    """R114, A24: ``count`` Loot from the deck face-down on top of the room's pile."""
    dropped = 0
    for _ in range(count):
        card, state = draw_loot(state, ev, reshuffle)
        if card is None:
            break
        state = put_loot(state, place, card)
        dropped += 1
    if dropped:
        ev.append(LootDropped(floor=place[0], pos=place[1], count=dropped))
    return state


def put_loot(state: State, place: Place, card: str) -> State:
    """A24: a Loot put into a room goes on top of its pile (option ``new_loot_on``)."""
    pile = room_at(state, place).loot
    pile = (*pile, card) if state.options.new_loot_on == "bottom" else (card, *pile)
    return with_room(state, place, loot=pile)


def draw_battle(state: State, count: int) -> tuple[tuple[str, ...], State]:
    """R074-R075: Battle cards from the draw pile (never reshuffled mid-turn)."""
    taken = state.battle_deck[:count]
    return taken, replace(state, battle_deck=state.battle_deck[count:])


def refill_battle(state: State, ev: list[Event]) -> State:
    """R076: at the end of a turn, an empty pile takes the shuffled discard and empty hands get
    7; only then (A81, option ``refill_empty_hands``): a hand emptied while the pile lasted
    stays empty until R072 or R079 renews it. A89 (option ``refill_deal``): the 7 are dealt
    one card at a time, clockwise from the left of the player whose turn ends, so a short
    pile is shared out evenly."""
    ran_out = not state.battle_deck
    if ran_out and state.battle_discard:
        deck, rng = state.rng.shuffle(state.battle_discard)
        state = replace(state, battle_deck=deck, battle_discard=(), rng=rng)
        ev.append(DeckShuffled(deck="battle", size=len(deck)))
    if not ran_out and state.options.refill_empty_hands == "after_runout":
        return state
    n = state.seats
    empty = [(state.turn.seat + k) % n for k in range(1, n + 1)]
    empty = [seat for seat in empty if not player(state, seat).hand]
    if state.options.refill_deal == "sevens":  # A89 alternative: 7 to each hand in turn
        for seat in empty:
            hand, state = draw_battle(state, 7)
            state = with_player(state, seat, hand=hand)
        return state
    dealt: dict[int, tuple[str, ...]] = {seat: () for seat in empty}
    for _ in range(7):  # A89: one card at a time round the table, as a dealer deals
        for seat in empty:
            card, state = draw_battle(state, 1)
            dealt[seat] += card
    for seat, hand in dealt.items():
        state = with_player(state, seat, hand=hand)
    return state


def discard_battle(state: State, cards_: tuple[str, ...]) -> State:
    return replace(state, battle_discard=(*state.battle_discard, *cards_))


def discard_loot(state: State, cards_: tuple[str, ...]) -> State:
    return replace(state, loot_discard=(*state.loot_discard, *cards_))


def spend_loot(state: State, seat: int, card: str) -> State:
    """``card`` leaves the player's Stash (or, not there, their equipped Loot) for the Loot
    discard: Loot given up for its effect (R215, R216)."""
    pl = player(state, seat)
    if card in pl.stash:
        state = with_player(state, seat, stash=without(pl.stash, card))
    else:
        state = with_player(state, seat, equipped=without(pl.equipped, card))
    return discard_loot(state, (card,))


def without(items: tuple[str, ...], card: str) -> tuple[str, ...]:
    """``items`` less one copy of ``card``."""
    index = items.index(card)
    return items[:index] + items[index + 1 :]


def in_dungeon(state: State) -> tuple[int, ...]:
    return tuple(s for s, pl in enumerate(state.players) if pl.left is None)

"""New battles: Battle Size and stocking from the Battle Hands (R067-R082, R274-R275, A56-A57)."""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common.arithmetic import supporters
from ..common.table import (
    cards,
    discard_battle,
    draw_battle,
    player,
    room_at,
    then,
    with_player,
    with_room,
    without,
)
from ..events import HandRedrawn, MonsterPlaced, UniqueDiscarded, XykonCardDrawn
from ..state import Place, State, Stocking


def battle_size(state: State, place: Place) -> int:
    """R067-R068: the floor number (the Lair's depth in the Lair) plus room text; a room that
    lowers it (Cramped Closet: "at least 1") never takes it below 1."""
    spec = cards(state).rooms[room_at(state, place).card]
    return max(1, place[0] + spec.size_delta)


def begin_stocking(state: State, place: Place, ev: list[Event]) -> State:
    """R069, R274: the Lair's first battle per room draws a Xykon card first; a Monster one is
    placed as if a player had played it (L1582), so its Horde or Leader grows the Size (R259)
    and the window after a placement opens for it (A59).
    R275: only one per room, never in a room that holds one face down (`fallen`)."""
    size = battle_size(state, place)
    seat = state.turn.seat
    stock = Stocking(room=place, size=size, cursor=(seat + 1) % state.seats)
    state = replace(state, stocking=stock, phase="stock")
    room = room_at(state, place)
    # R275 (L1595): no draw in a room holding a Xykon card, face up or face down (fallen)
    if place[0] == state.lair and not room.xykon_drawn and not room.fallen:
        state = with_room(state, place, xykon_drawn=True)
        if state.xykon_deck:
            card = state.xykon_deck[0]
            state = replace(state, xykon_deck=state.xykon_deck[1:])
            ev.append(XykonCardDrawn(card=card, floor=place[0], pos=place[1]))
            if cards(state).is_monster(card):
                state = _place(state, place, card, ev, seat=-1)
                # A59, L1582: placed "as if it had been played by a player", so the window
                # after a placement opens for it too (Goblin Reinforcements, Tactical Retreat)
                return then(state, "placed-window")
            else:
                room = room_at(state, place)
                state = with_room(state, place, fallen=(*room.fallen, card))
    return continue_stocking(state, ev)


def placing_seat(state: State) -> int:
    assert state.stocking is not None
    return state.stocking.cursor


def place_actions(state: State) -> list[Action]:
    hand = player(state, placing_seat(state)).hand
    spec = cards(state)
    return [A.PlaceMonster(card=c) for c in dict.fromkeys(hand) if spec.is_monster(c)]


def place_monster(state: State, action: A.PlaceMonster, ev: list[Event]) -> State:
    """R069-R073: play one Monster; the rotation goes on clockwise (2 players: R078)."""
    stock = state.stocking
    assert stock is not None
    seat = stock.cursor
    pl = player(state, seat)
    state = with_player(state, seat, hand=without(pl.hand, action.card))
    state = _place(state, stock.room, action.card, ev, seat)
    stock = state.stocking
    assert stock is not None
    state = replace(state, stocking=_advance(state, stock, seat))

    return then(state, "placed-window")  # placedwindow.open_placed


def _advance(state: State, stock: Stocking, seat: int) -> Stocking:
    """R078: in a 2-player game the non-triggering player places twice on the first chance."""
    first = seat not in stock.first_pass
    stock = replace(stock, first_pass=(*stock.first_pass, seat), skipped_in_row=0)
    two = state.seats == 2 and seat != state.turn.seat and first
    if two:
        return stock
    return replace(stock, cursor=(seat + 1) % state.seats)


def _place(state: State, place: Place, card: str, ev: list[Event], seat: int) -> State:
    """R070, R238, R246, R259, R081: order in the stack, Leader, Horde, Unique."""
    spec = cards(state).monsters[card]
    if spec.unique and _unique_stays(state, spec.name):
        ev.append(UniqueDiscarded(monster=card, floor=place[0], pos=place[1]))
        return discard_battle(state, (card,))  # A14 alternative: the new copy is discarded
    if spec.unique:
        state = _discard_unique(state, spec.name, ev)
    room = room_at(state, place)
    horde_before = _horde_support(state, place)
    henchmen = tuple(c for c in room.monsters if cards(state).monsters[c].has("henchman"))
    others = tuple(c for c in room.monsters if c not in henchmen)
    stack = (*others, *henchmen, card) if spec.has("henchman") else (*others, card, *henchmen)
    if spec.has("charge"):
        stack = (card, *others, *henchmen)  # R262, A61: Charge goes on top when placed
    state = with_room(
        state, place, monsters=stack, entered_turn=(*room.entered_turn, (card, state.turns_played))
    )
    if state.stocking is not None:
        grow = 1 if spec.has("leader") else 0
        grow += max(0, _horde_support(state, place) - horde_before)  # R259: again and again
        stock = state.stocking
        state = replace(state, stocking=replace(stock, size=stock.size + grow))
    size = state.stocking.size if state.stocking is not None else len(stack)
    ev.append(MonsterPlaced(seat=seat, monster=card, size=size))
    return state


def _horde_support(state: State, place: Place) -> int:
    """R259: the supporters of every Horde Monster in the room being stocked, so that a later
    supporting card placed into the battle raises the Battle Size again (the Horde example)."""
    spec = cards(state).monsters
    room = room_at(state, place)
    return sum(
        supporters(state, place, c, k)
        for k, c in enumerate(room.monsters)
        if spec[c].support == "horde"
    )


def _unique_stays(state: State, name: str) -> bool:
    """A14 option ``unique_discarded="new"``: the copy in play stays, the new one is discarded."""
    if state.options.unique_discarded != "new":
        return False
    spec = cards(state).monsters
    return any(
        spec[c].name == name and not spec[c].lich
        for floor in state.floors
        for room in floor.rooms
        for c in room.monsters
    )


def _discard_unique(state: State, name: str, ev: list[Event]) -> State:
    """R081, A14: a Unique already in play is discarded (no Loot, nobody saves it)."""
    spec = cards(state).monsters
    for f, floor in enumerate(state.floors):
        for room in floor.rooms:
            same = tuple(c for c in room.monsters if spec[c].name == name and not spec[c].lich)
            if same:
                pos = floor.left + floor.rooms.index(room)
                ev.extend(UniqueDiscarded(monster=c, floor=f, pos=pos) for c in same)
                keep = tuple(c for c in room.monsters if c not in same)
                state = with_room(state, (f, pos), monsters=keep)
                state = discard_battle(state, same)
    return state


def continue_stocking(state: State, ev: list[Event]) -> State:
    """Skip seats with no Monster (R072, R075, R079) until someone must place or it is full."""
    while True:
        stock = state.stocking
        assert stock is not None
        full = len(room_at(state, stock.room).monsters) >= stock.size
        if (full and not _second_card_due(state, stock)) or (
            stock.skipped_in_row >= state.seats and not state.battle_deck
        ):
            return then(state, "stocked")  # battle.after_stocking (R080)
        if place_actions(state):
            return replace(state, phase="stock")
        state = _redraw(state, stock.cursor, ev)
        if state.seats == 2 and place_actions(state):
            return replace(state, phase="stock")  # R079
        if state.seats == 2 and state.battle_deck and _redraw_again(state):
            continue  # A57: redraw again
        stock = state.stocking
        assert stock is not None
        state = replace(
            state,
            stocking=replace(
                stock,
                cursor=(stock.cursor + 1) % state.seats,
                skipped_in_row=stock.skipped_in_row + 1,
            ),
        )


def _second_card_due(state: State, stock: Stocking) -> bool:
    """A56 option ``two_player_first_cards="always_two"``: R078's second card is placed even
    when the first one reached the Battle Size (default: only up to the Size)."""
    if state.options.two_player_first_cards != "always_two" or state.seats != 2:
        return False
    seat = stock.cursor
    return seat != state.turn.seat and stock.first_pass.count(seat) == 1


def _redraw_again(state: State) -> bool:
    """A57: a 2-player redraw with no Monster repeats (option ``two_player_redraw="once"``:
    the player is skipped after one redraw, as R072 does with 3+ players)."""
    return state.options.two_player_redraw == "until_monster"


def _redraw(state: State, seat: int, ev: list[Event]) -> State:
    """R072, R075: discard the whole hand and draw 7 (fewer if the pile runs out)."""
    pl = player(state, seat)
    state = discard_battle(state, pl.hand)
    hand, state = draw_battle(state, 7)
    ev.append(HandRedrawn(seat=seat, count=len(hand)))
    return with_player(state, seat, hand=hand)

"""The Shortening's setup choices and In Medias Res (004 L23, L35-L38, L139-L141; R314, R353,
R361, A55).

Setup runs: the Backstory choices (phase ``pick-backstory``: each player, from seat 0 on, lays
2 of the 5 dealt Backstories face up, one decision each, R353), then the Starting Shticks, either
the usual put-backs (``pick-start``; under the Kitchen Sink method 2 of 5 red go back, A55) or the
Nitpicky method (phase ``nitpick``: each player chooses 3 red Starting Shticks, then 17 more for
the Shtick Deck, one decision a card, R361), then In Medias Res (3 random shticks from the
shuffled deck into play, R314) and the shadow picks (R306).
"""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Event

from ..common.pools import start_nitpicky
from ..common.stories import choosing_seat
from ..common.table import cards, gain_top, player, then, with_player, without
from ..events import BackstoryDiscarded, ShtickSelected, StartingShticksChosen
from ..state import State

NITPICKY_STARTING = 3
NITPICKY_DECK = 17


# --- Backstories (R353) ----------------------------------------------------------------------


def backstory_seat(state: State) -> int:
    seat = choosing_seat(state)
    assert seat is not None
    return seat


def backstory_actions(state: State) -> list[Action]:
    pl = player(state, backstory_seat(state))
    return [A.DiscardBackstory(card=c) for c in pl.backstories]


def discard_backstory(state: State, action: A.DiscardBackstory, ev: list[Event]) -> State:
    """R353: the card goes face up beside the Battle Deck, for anyone to read."""
    seat = backstory_seat(state)
    pl = player(state, seat)
    state = with_player(state, seat, backstories=without(pl.backstories, action.card))
    state = replace(state, backstory_pile=(*state.backstory_pile, action.card))
    ev.append(BackstoryDiscarded(seat=seat, card=action.card))
    if choosing_seat(state) is not None:
        return state
    return _to_shticks(state)


def _to_shticks(state: State) -> State:
    if state.options.new_shticks == "nitpicky":
        return start_nitpicky(state)
    return replace(state, phase="pick-start")


# --- Nitpicky (R361) -------------------------------------------------------------------------


def nitpick_seat(state: State) -> int:
    return next(s for s, pl in enumerate(state.players) if pl.pool)


def nitpick_actions(state: State) -> list[Action]:
    pl = player(state, nitpick_seat(state))
    spec = cards(state).shticks
    starting = len(pl.shticks) < NITPICKY_STARTING
    return [
        A.ChooseShtick(card=c) for c in dict.fromkeys(pl.pool) if not starting or spec[c].starting
    ]


def choose_shtick(state: State, action: A.ChooseShtick, ev: list[Event]) -> State:
    """R361: the first 3 choices are red Starting Shticks (into play); the next 17 make up the
    Shtick Deck (seen by the chooser only), shuffled once it is full; the rest leave the game."""
    seat = nitpick_seat(state)
    pl = player(state, seat)
    pool = without(pl.pool, action.card)
    if len(pl.shticks) < NITPICKY_STARTING:
        shticks = (*pl.shticks, action.card)
        state = with_player(
            state, seat, pool=pool, shticks=shticks, flipped=(False,) * len(shticks)
        )
        ev.append(ShtickSelected(seat=seat, card=action.card, starting=True))
        if len(shticks) == NITPICKY_STARTING:
            ev.append(StartingShticksChosen(seat=seat, shticks=shticks))
        return state
    deck = (*pl.deck, action.card)
    ev.append(ShtickSelected(seat=seat, card=action.card, starting=False, to=(seat,)))
    if len(deck) < NITPICKY_DECK and pool:
        return with_player(state, seat, pool=pool, deck=deck)
    shuffled, rng = state.rng.shuffle(deck)
    state = with_player(replace(state, rng=rng), seat, pool=(), deck=shuffled)
    if any(p.pool for p in state.players):
        return state
    return then(state, "starting-picks")


# --- In Medias Res (R314) ----------------------------------------------------------------------


def in_medias_res(state: State, ev: list[Event]) -> State:
    """R314: once the Starting Shticks are chosen, each player puts the top 3 shticks of their
    shuffled deck into play (3 at random), clockwise from seat 0."""
    if not state.options.in_medias_res:
        return state
    for seat in range(state.seats):
        for _ in range(3):
            state = gain_top(state, seat, ev)
    return state

"""Backstories in play (The Shortening, 004 L29-L61; R353-R359, R294, A52).

Goals are read from the table (``backstories.py`` names them): saved Monsters count from both
piles, the face-up saved pile and the face-down pile of Monsters traded in for shticks
(R355-R356). A Backstory marked ``on_complete`` is shown at the end of the turn in which its
goal is met (and a once-only card then keeps its points); the rest are shown, if met, when the
game ends (A52; option ``backstory_reveal="game_end"``: every card waits for the end). Points
are added to the score at the end (R359, R294): once-only cards score their number once,
repeatable ones once per time the goal is met (R358).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..backstories import Backstory, backstories, backstory
from ..events import BackstoriesDealt, BackstoryRevealed, MonstersReturned
from ..state import State
from .table import cards, player, with_player

DEALT = 5
KEPT = 3


def kept(state: State, seat: int) -> tuple[str, ...]:
    """The Backstories ``seat`` kept (hidden ones, then the shown ones)."""
    pl = player(state, seat)
    return (*pl.backstories, *pl.revealed)


def saved_monsters(state: State, seat: int) -> tuple[str, ...]:
    """R356: both piles count: the face-up saved pile and the traded-in face-down pile; and
    (A114) the Lich his killer saves (L1605), kept apart for scoring."""
    pl = player(state, seat)
    lich = (pl.lich,) if pl.lich and state.options.lich_counts_for_backstories else ()
    return (*pl.saved, *pl.traded, *lich)


def times_met(state: State, seat: int, card: Backstory) -> int:
    """How many times the goal of ``card`` is met now (0 = not met; once-only goals: 0 or 1)."""
    pl = player(state, seat)
    spec = cards(state)
    saved = [spec.monsters[m] for m in saved_monsters(state, seat) if m in spec.monsters]
    goal = card.goal
    if goal == "saved_type":
        return sum(1 for m in saved if card.monster_type in m.types)
    if goal == "saved_type_at_least":
        return int(sum(1 for m in saved if card.monster_type in m.types) >= card.count)
    if goal == "saved_total_at_least":
        return int(len(saved) >= card.count)
    if goal == "saved_unique":
        return int(any(m.unique for m in saved))
    if goal == "loot_count":
        return (len(pl.stash) + len(pl.equipped)) // max(1, card.per)
    if goal == "crest_loot":
        return sum(1 for c in (*pl.stash, *pl.equipped) if spec.loot[c].crests > 0)
    if goal == "equipped_at_least":
        return int(len(pl.equipped) >= card.count)
    if goal == "shticks_at_least":
        return int(len(pl.shticks) >= card.count)
    if goal == "reach_floor":
        return int(pl.left is None and pl.place[0] >= card.floor)
    if goal == "in_lair":
        return int(pl.left is None and pl.place[0] == state.lair)
    if goal == "first_out":
        return int(pl.left == 0)
    return int(pl.killed_xykon)  # killed_lich


def card_points(state: State, seat: int, card_id: str) -> int:
    """R358: the points ``card_id`` is worth to ``seat`` now. A once-only card already shown as
    completed keeps its points (A52)."""
    card = backstory(card_id)
    met = times_met(state, seat, card)
    if not card.repeat:
        shown = card_id in player(state, seat).revealed and card.reveal == "on_complete"
        return card.points if (met or shown) else 0
    return card.points * met


def backstory_points(state: State, seat: int) -> int:
    """R359, R294: every kept Backstory's points (0 when the variant is off)."""
    if not state.options.backstories:
        return 0
    return sum(card_points(state, seat, c) for c in kept(state, seat))


def _reveal(state: State, seat: int, card_id: str, ev: list[Event]) -> State:
    pl = player(state, seat)
    hidden = tuple(c for c in pl.backstories if c != card_id)
    state = with_player(state, seat, backstories=hidden, revealed=(*pl.revealed, card_id))
    ev.append(BackstoryRevealed(seat=seat, card=card_id, points=card_points(state, seat, card_id)))
    return state


def reveal_completed(state: State, ev: list[Event]) -> State:
    """R354, A52: at the end of a turn every hidden ``on_complete`` Backstory whose goal is met
    is shown (each seat, clockwise from the active one)."""
    if not state.options.backstories or state.options.backstory_reveal == "game_end":
        return state
    for k in range(state.seats):
        seat = (state.turn.seat + k) % state.seats
        for card_id in player(state, seat).backstories:
            card = backstory(card_id)
            if card.reveal == "on_complete" and times_met(state, seat, card):
                state = _reveal(state, seat, card_id, ev)
    return state


def reveal_at_end(state: State, ev: list[Event]) -> State:
    """R359: when the game ends every player shows each remaining Backstory whose goal is met."""
    if not state.options.backstories:
        return state
    for seat in range(state.seats):
        for card_id in player(state, seat).backstories:
            if times_met(state, seat, backstory(card_id)):
                state = _reveal(state, seat, card_id, ev)
    return state


def deal(state: State) -> State:
    """R353: at setup each player is dealt 5 Backstories face down (one seeded shuffle of the
    deck, 5 to each seat in turn); the rest go back to the box unseen."""
    if not state.options.backstories:
        return state
    deck, rng = state.rng.shuffle(tuple(sorted(backstories())))
    players = tuple(
        replace(pl, backstories=deck[DEALT * s : DEALT * (s + 1)])
        for s, pl in enumerate(state.players)
    )
    return replace(state, players=players, rng=rng)


def dealt_events(state: State) -> tuple[Event, ...]:
    """R353: the deal told as events (the table's opening): each seat sees the Backstories it
    was dealt; every other seat only how many (a secret goal stays hidden, R354)."""
    if not state.options.backstories:
        return ()
    found: list[Event] = []
    for seat, pl in enumerate(state.players):
        if not pl.backstories:
            continue
        count = len(pl.backstories)
        found.append(BackstoriesDealt(seat=seat, cards=pl.backstories, count=count, to=(seat,)))
        others = tuple(s for s in range(state.seats) if s != seat)
        if others:
            found.append(BackstoriesDealt(seat=seat, cards=(), count=count, to=others))
    return tuple(found)


def choosing_seat(state: State) -> int | None:
    """R353: the first seat still holding more than 3 Backstories (clockwise from seat 0)."""
    return next((s for s, pl in enumerate(state.players) if len(pl.backstories) > KEPT), None)


def set_aside(state: State, seat: int, monsters: tuple[str, ...]) -> State:
    """R355: traded-in Monsters go face down beside the Character Card, not to the discard
    (they were shown: ``MonstersTraded`` is public)."""
    return with_player(state, seat, traded=(*player(state, seat).traded, *monsters))


def return_before_reshuffle(state: State, ev: list[Event]) -> State:
    """R357: before the Battle Deck is reshuffled, every player gives back the face-down
    traded-in Monsters that match none of their Backstories (also with an empty discard: the
    deck ran out, and those Monsters are then all it is made of)."""
    if not state.options.backstories or state.battle_deck:
        return state
    spec = cards(state).monsters
    for seat in range(state.seats):
        mine = [backstory(c) for c in kept(state, seat)]
        keep: list[str] = []
        back: list[str] = []
        for m in player(state, seat).traded:
            types, unique = (spec[m].types, spec[m].unique) if m in spec else ((), False)
            (keep if any(c.matches_monster(types, unique) for c in mine) else back).append(m)
        if back:
            state = with_player(state, seat, traded=tuple(keep))
            state = replace(state, battle_discard=(*state.battle_discard, *back))
            ev.append(MonstersReturned(seat=seat, cards=tuple(back)))
    return state

"""Tally: a tiny hidden-hand game for the server tests (never registered outside them).

Its card ids are unique (``c00``..``c15``), so a test can search every message for another
seat's hidden cards. It has actions of each kind the undo rule tells apart:

  T1 Setup: a shuffled deck of 16 cards worth 1-4 points; each seat is dealt 3 hidden cards.
  T2 On its turn a seat may once ``mark`` (public: +1 or +2 on the public tally, nothing hidden;
     undoable), then must ``play`` a card (revealed, scores its points, draws a hidden card:
     not undoable), ``roll`` a d6 (scores 1 on 5-6: a die, not undoable) or ``end-turn``
     (public, undoable).
  T3 The game ends after ``rounds`` turns in all; the highest score wins, ties share.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from dungeontable.core import (
    Action,
    Decision,
    DieRolled,
    Event,
    IllegalAction,
    Outcome,
    Rng,
    Ruling,
    Transition,
    ValueCodec,
)

CARDS = tuple((f"c{i:02d}", 1 + i % 4) for i in range(16))
POINTS = dict(CARDS)


class Options(msgspec.Struct, frozen=True):
    rounds: int = 8
    fast: bool = False


class State(msgspec.Struct, frozen=True):
    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]
    scores: tuple[int, ...]
    tally: int
    turn: int
    turns: int
    marked: bool
    rng: Rng
    rounds: int
    played: tuple[str, ...] = ()


class View(msgspec.Struct, frozen=True):
    seat: int | None
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    deck_size: int
    scores: tuple[int, ...]
    tally: int
    turn: int
    turns: int
    marked: bool
    rounds: int
    played: tuple[str, ...]


class Mark(Action, frozen=True):
    amount: int


class Play(Action, frozen=True):
    card: str


class Roll(Action, frozen=True):
    pass


class EndTurn(Action, frozen=True):
    pass


class Marked(Event, frozen=True, kw_only=True):
    seat: int
    amount: int

    def describe(self) -> str:
        return f"seat {self.seat} marked {self.amount}"


class Played(Event, frozen=True, kw_only=True):
    seat: int
    card: str
    points: int

    def describe(self) -> str:
        return f"seat {self.seat} played {self.card} for {self.points}"


class Drew(Event, frozen=True, kw_only=True):
    seat: int
    card: str

    def describe(self) -> str:
        return f"you drew {self.card}"


class DrewUnseen(Event, frozen=True, kw_only=True):
    seat: int

    def describe(self) -> str:
        return f"seat {self.seat} drew a card"


class TurnEnded(Event, frozen=True, kw_only=True):
    seat: int

    def describe(self) -> str:
        return f"seat {self.seat} ended the turn"


class BrokenBot:
    """A bot level that always fails: the server must keep the match going without it."""

    level = "broken"

    def __init__(self, game: Any) -> None:
        self.game = game

    def choose(self, view: Any, legal_actions: Sequence[Action], rng: Rng) -> tuple[Action, Rng]:
        raise RuntimeError("this bot is broken on purpose")


class SlowBot:
    """Plays the first legal action after thinking 10 ms (longer than the server's inline limit)."""

    level = "slow"

    def __init__(self, game: Any) -> None:
        self.game = game

    def choose(self, view: Any, legal_actions: Sequence[Action], rng: Rng) -> tuple[Action, Rng]:
        time.sleep(0.01)
        return legal_actions[-1], rng


class Tally:
    name = "tally"
    title = "Tally (server test game)"
    min_seats = 1
    max_seats = 3
    Options = Options
    State = State
    actions = ValueCodec([Mark, Play, Roll, EndTurn])
    events = ValueCodec([Marked, Played, Drew, DrewUnseen, TurnEnded, DieRolled])
    rulings = (Ruling("rounds", "tally T3", "turns before the game ends", kind="setting"),)
    bots: Mapping[str, Any] = {"broken": BrokenBot, "slow": SlowBot}

    def setup(self, options: Options, seats: int, seed: int) -> State:
        """T1."""
        deck, rng = Rng.from_seed(seed).shuffle([c for c, _ in CARDS])
        hands = tuple(deck[3 * s : 3 * s + 3] for s in range(seats))
        return State(hands, deck[3 * seats :], (0,) * seats, 0, 0, 0, False, rng, options.rounds)

    def decision(self, state: State) -> Decision | None:
        if state.turns >= state.rounds:
            return None
        return Decision(state.turn, "turn", f"seat {state.turn}: mark, play, roll or end")

    def legal_actions(self, state: State) -> Sequence[Action]:
        """T2."""
        if state.turns >= state.rounds:
            return ()
        marks: tuple[Action, ...] = () if state.marked else (Mark(amount=1), Mark(amount=2))
        plays = tuple(Play(card=c) for c in sorted(state.hands[state.turn]))
        return (*marks, *plays, Roll(), EndTurn())

    def apply(self, state: State, action: Action) -> Transition:
        if action not in self.legal_actions(state):
            raise IllegalAction(f"{action.to_text()} is not legal now")
        seat = state.turn
        if isinstance(action, Mark):
            after = msgspec.structs.replace(state, tally=state.tally + action.amount, marked=True)
            return Transition(after, (Marked(seat=seat, amount=action.amount),))
        if isinstance(action, Play):
            return self._play(state, seat, action.card)
        if isinstance(action, Roll):
            face, rng = state.rng.roll(6)
            gain = 1 if face >= 5 else 0
            after = self._next(msgspec.structs.replace(state, rng=rng), seat, gain)
            return Transition(after, (DieRolled(seat=seat, purpose="tally", sides=6, value=face),))
        return Transition(self._next(state, seat, 0), (TurnEnded(seat=seat),))

    def _play(self, state: State, seat: int, card: str) -> Transition:
        hand = tuple(c for c in state.hands[seat] if c != card)
        events: list[Event] = [Played(seat=seat, card=card, points=POINTS[card])]
        deck = state.deck
        if deck:
            hand, deck = (*hand, deck[0]), deck[1:]
            others = tuple(s for s in range(len(state.hands)) if s != seat)
            events.append(Drew(seat=seat, card=hand[-1], to=(seat,)))
            events.append(DrewUnseen(seat=seat, to=others or None))
            if not others:
                events.pop()
        hands = tuple(hand if s == seat else h for s, h in enumerate(state.hands))
        played = (*state.played, card)
        after = self._next(
            msgspec.structs.replace(state, hands=hands, deck=deck, played=played), seat, 0
        )
        after = msgspec.structs.replace(
            after, scores=_add(after.scores, seat, POINTS[card]), marked=False
        )
        return Transition(after, tuple(events))

    def _next(self, state: State, seat: int, gain: int) -> State:
        return msgspec.structs.replace(
            state,
            scores=_add(state.scores, seat, gain),
            turn=(seat + 1) % len(state.hands),
            turns=state.turns + 1,
            marked=False,
        )

    def view(self, state: State, seat: int | None) -> View:
        return View(
            seat=seat,
            hand=() if seat is None else state.hands[seat],
            hand_sizes=tuple(len(h) for h in state.hands),
            deck_size=len(state.deck),
            scores=state.scores,
            tally=state.tally,
            turn=state.turn,
            turns=state.turns,
            marked=state.marked,
            rounds=state.rounds,
            played=state.played,
        )

    def outcome(self, state: State) -> Outcome | None:
        if state.turns < state.rounds:
            return None
        best = max(state.scores)
        winners = tuple(s for s, v in enumerate(state.scores) if v == best)
        return Outcome(winners, tuple(float(v) for v in state.scores), "rounds")

    def determinize(self, view: View, seat: int, rng: Rng) -> State:
        known = set(view.hand) | set(view.played)
        unknown = [c for c, _ in CARDS if c not in known]
        unknown_sorted, rng = rng.shuffle(sorted(unknown))
        pool = list(unknown_sorted)
        hands = []
        for other, size in enumerate(view.hand_sizes):
            if other == seat:
                hands.append(view.hand)
            else:
                hands.append(tuple(pool[:size]))
                pool = pool[size:]
        return State(
            tuple(hands),
            tuple(pool[: view.deck_size]),
            view.scores,
            view.tally,
            view.turn,
            view.turns,
            view.marked,
            rng,
            view.rounds,
            view.played,
        )

    def scenario(self, options: Any, setup: Mapping[str, Any], seats: int, seed: int) -> State:
        return self.setup(options, seats, seed)

    def render(self, view: View) -> str:
        hand = " ".join(view.hand) or "(none)"
        return (
            f"turn {view.turns}/{view.rounds}, seat {view.turn} to play, tally {view.tally}\n"
            f"scores {list(view.scores)}; your hand: {hand}; hands {list(view.hand_sizes)}"
        )


def _add(scores: tuple[int, ...], seat: int, gain: int) -> tuple[int, ...]:
    return tuple(v + gain if s == seat else v for s, v in enumerate(scores))


GAME = Tally()

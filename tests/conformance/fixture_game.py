"""Gem Grab: a tiny hidden-hand dice-and-cards game used to develop and self-check the kit.

It is registered only inside the tests (never in ``dungeontable.games``) and exercises every part
of the ``Game`` protocol that a real game does: hidden hands, a hidden deck order, private and
redacted events, dice as events, options with rulings, card files, scenarios and determinize.

Rules (G-numbers are cited by the code):
  G1 Each seat starts with two cards from a shuffled deck; seat 0 moves first, then clockwise.
  G2 On a turn a seat plays a card from hand (scores its points, then draws one if the deck has
     any) or rolls a d6: 4-6 score face-3 points; a 1 loses a point (never below zero).
  G3 Option ``reroll_ones``: a 1 is rerolled once before it counts.
  G4 The game ends when a seat reaches ``target`` points (reason "target") or after ``turn_cap``
     turns (reason "turn_cap"). The highest score wins; ties share the win.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

import msgspec

from dungeontable.cards import CardModel, EffectRegistry, load_cards
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

CARD_DIR = Path(__file__).parent / "fixture_cards"
EFFECTS = EffectRegistry("gemgrab")


@EFFECTS.op
def score(*, amount: int) -> int:
    """The card is worth ``amount`` points when played."""
    return amount


class GemCard(CardModel):
    """A Gem Grab card: its points come from its ``score`` effects."""


class Card(msgspec.Struct, frozen=True, array_like=True):
    id: str
    points: int


class Options(msgspec.Struct, frozen=True):
    target: int = 12
    turn_cap: int = 40
    reroll_ones: bool = False
    cards: tuple[str, ...] = ()


class State(msgspec.Struct, frozen=True):
    pool: tuple[Card, ...]
    hands: tuple[tuple[Card, ...], ...]
    deck: tuple[Card, ...]
    played: tuple[Card, ...]
    scores: tuple[int, ...]
    turn: int
    turns: int
    rng: Rng
    options: Options
    ended: str = ""


class View(msgspec.Struct, frozen=True):
    seat: int | None
    pool: tuple[Card, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    deck_size: int
    played: tuple[Card, ...]
    scores: tuple[int, ...]
    turn: int
    turns: int
    options: Options
    ended: str


class PlayCard(Action, frozen=True):
    card: str


class Roll(Action, frozen=True):
    pass


class CardPlayed(Event, frozen=True, kw_only=True):
    seat: int
    card: str
    points: int

    def describe(self) -> str:
        return f"seat {self.seat} played {self.card} for {self.points:+d}"


class CardDrawn(Event, frozen=True, kw_only=True):
    seat: int
    card: str

    def describe(self) -> str:
        return f"you drew {self.card}"


class CardDrawnUnseen(Event, frozen=True, kw_only=True):
    seat: int

    def describe(self) -> str:
        return f"seat {self.seat} drew a card"


class Scored(Event, frozen=True, kw_only=True):
    seat: int
    total: int

    def describe(self) -> str:
        return f"seat {self.seat} now has {self.total} points"


class GameEnded(Event, frozen=True, kw_only=True):
    reason: str

    def describe(self) -> str:
        return f"the game ended ({self.reason})"


@lru_cache(maxsize=16)
def deck_cards(extra: tuple[str, ...]) -> tuple[Card, ...]:
    """Every card copy of the packaged set plus ``extra`` files (same id replaces), in id order."""
    models = load_cards((CARD_DIR, *extra), GemCard, EFFECTS)
    cards = []
    for model in sorted(models, key=lambda m: m.id):
        points = sum(int(e.params["amount"]) for e in model.effects if e.op == "score")
        cards.extend([Card(model.id, points)] * model.copies)
    return tuple(cards)


def _without(pool: Sequence[Card], removed: Sequence[Card]) -> list[Card]:
    left = list(pool)
    for card in removed:
        left.remove(card)
    return left


class GemGrab:
    """The ``Game`` implementation."""

    name = "gemgrab"
    title = "Gem Grab (conformance fixture)"
    min_seats = 1
    max_seats = 3
    Options = Options
    State = State
    actions = ValueCodec([PlayCard, Roll])
    events = ValueCodec([CardPlayed, CardDrawn, CardDrawnUnseen, Scored, DieRolled, GameEnded])
    rulings = (
        Ruling("reroll_ones", "gemgrab G3", "a rolled 1 is rerolled once before it counts"),
        Ruling("target", "gemgrab G4", "points that end the game", kind="variant"),
        Ruling("turn_cap", "gemgrab G4", "turns after which the game ends", kind="setting"),
        Ruling("-", "gemgrab G4", "tied top scores share the win"),
    )
    card_model = GemCard
    effect_registry = EFFECTS
    card_files = (CARD_DIR / "basic.toml",)

    # --- setup and decisions ------------------------------------------------------------------

    def setup(self, options: Options, seats: int, seed: int) -> State:
        """G1: shuffle, deal two cards each."""
        pool = deck_cards(tuple(options.cards))
        deck, rng = Rng.from_seed(seed).shuffle(pool)
        hands = tuple(deck[2 * s : 2 * s + 2] for s in range(seats))
        return State(pool, hands, deck[2 * seats :], (), (0,) * seats, 0, 0, rng, options)

    def decision(self, state: State) -> Decision | None:
        if state.ended:
            return None
        return Decision(state.turn, "turn", f"seat {state.turn}: play a card or roll")

    def legal_actions(self, state: State) -> Sequence[Action]:
        """G2: each distinct card in hand, then rolling."""
        if state.ended:
            return ()
        ids = sorted({c.id for c in state.hands[state.turn]})
        return (*(PlayCard(card=i) for i in ids), Roll())

    # --- applying actions ---------------------------------------------------------------------

    def apply(self, state: State, action: Action) -> Transition:
        legal = self.legal_actions(state)
        if action not in legal:
            raise IllegalAction(
                f"{action.to_text()} is not legal now", tuple(a.to_text() for a in legal)
            )
        if isinstance(action, PlayCard):
            state, events = self._play(state, action.card)
        else:
            state, events = self._roll(state)
        return self._end_turn(state, events)

    def _play(self, state: State, card_id: str) -> tuple[State, list[Event]]:
        seat = state.turn
        hand = list(state.hands[seat])
        card = next(c for c in hand if c.id == card_id)
        hand.remove(card)
        events: list[Event] = [CardPlayed(seat=seat, card=card.id, points=card.points)]
        deck = state.deck
        if deck:
            hand.append(deck[0])
            others = tuple(s for s in range(len(state.hands)) if s != seat)
            events.append(CardDrawn(seat=seat, card=deck[0].id, to=(seat,)))
            if others:
                events.append(CardDrawnUnseen(seat=seat, to=others))
            deck = deck[1:]
        hands = tuple(tuple(hand) if s == seat else h for s, h in enumerate(state.hands))
        state = msgspec.structs.replace(state, hands=hands, deck=deck, played=(*state.played, card))
        return self._score(state, seat, card.points, events)

    def _roll(self, state: State) -> tuple[State, list[Event]]:
        """G2, G3: a d6, a 1 rerolled once under ``reroll_ones``."""
        seat = state.turn
        face, rng = state.rng.roll(6)
        events: list[Event] = [DieRolled(seat=seat, purpose="gems", sides=6, value=face)]
        if face == 1 and state.options.reroll_ones:
            face, rng = rng.roll(6)
            events.append(DieRolled(seat=seat, purpose="reroll", sides=6, value=face))
        gain = face - 3 if face >= 4 else (-1 if face == 1 else 0)
        return self._score(msgspec.structs.replace(state, rng=rng), seat, gain, events)

    def _score(
        self, state: State, seat: int, gain: int, events: list[Event]
    ) -> tuple[State, list[Event]]:
        total = max(0, state.scores[seat] + gain)
        scores = tuple(total if s == seat else v for s, v in enumerate(state.scores))
        events.append(Scored(seat=seat, total=total))
        return msgspec.structs.replace(state, scores=scores), events

    def _end_turn(self, state: State, events: list[Event]) -> Transition:
        """G4: the target or the turn cap ends the game; otherwise the next seat moves."""
        turns = state.turns + 1
        ended = ""
        if max(state.scores) >= state.options.target:
            ended = "target"
        elif turns >= state.options.turn_cap:
            ended = "turn_cap"
        if ended:
            events.append(GameEnded(reason=ended))
        turn = (state.turn + 1) % len(state.hands)
        state = msgspec.structs.replace(state, turns=turns, turn=turn, ended=ended)
        return Transition(state, tuple(events))

    # --- reading -------------------------------------------------------------------------------

    def outcome(self, state: State) -> Outcome | None:
        if not state.ended:
            return None
        best = max(state.scores)
        winners = tuple(s for s, v in enumerate(state.scores) if v == best)
        return Outcome(winners, tuple(float(v) for v in state.scores), state.ended)

    def view(self, state: State, seat: int | None) -> View:
        hand = state.hands[seat] if seat is not None else ()
        sizes = tuple(len(h) for h in state.hands)
        return View(
            seat, state.pool, hand, sizes, len(state.deck), state.played, state.scores,
            state.turn, state.turns, state.options, state.ended,
        )  # fmt: skip

    def determinize(self, view: View, seat: int, rng: Rng) -> State:
        """Re-deal every card the seat has not seen; a fresh rng."""
        unseen = _without(view.pool, (*view.hand, *view.played))
        shuffled, rng = rng.shuffle(unseen)
        hands: list[tuple[Card, ...]] = []
        at = 0
        for s, size in enumerate(view.hand_sizes):
            if s == seat:
                hands.append(view.hand)
                continue
            hands.append(tuple(shuffled[at : at + size]))
            at += size
        return State(
            view.pool, tuple(hands), tuple(shuffled[at:]), view.played, view.scores, view.turn,
            view.turns, rng.fork(7), view.options, view.ended,
        )  # fmt: skip

    def scenario(self, options: Options, setup: Mapping[str, Any], seats: int, seed: int) -> State:
        """``[setup]``: ``hands`` (lists of card ids), ``deck`` (ids, top first), ``scores``."""
        state = self.setup(options, seats, seed)
        points = {c.id: c.points for c in state.pool}

        def cards(ids: Sequence[str]) -> tuple[Card, ...]:
            return tuple(Card(i, points[i]) for i in ids)

        hands = tuple(cards(h) for h in setup.get("hands", [[] for _ in range(seats)]))
        if len(hands) != seats:
            raise ValueError(f"setup.hands has {len(hands)} hands for {seats} seats")
        return msgspec.structs.replace(
            state,
            hands=hands,
            deck=cards(setup.get("deck", [])),
            scores=tuple(int(v) for v in setup.get("scores", [0] * seats)),
            turn=int(setup.get("turn", 0)),
        )

    def render(self, view: View) -> str:
        who = "spectator" if view.seat is None else f"seat {view.seat}"
        lines = [f"Gem Grab — {who} — turn {view.turns + 1}, seat {view.turn} to move"]
        for s, (score_, size) in enumerate(zip(view.scores, view.hand_sizes, strict=True)):
            lines.append(f"  seat {s}: {score_} points, {size} cards in hand")
        lines.append(f"  deck: {view.deck_size} cards; played: {len(view.played)}")
        if view.seat is not None:
            shown = ", ".join(f"{c.id} ({c.points:+d})" for c in view.hand) or "nothing"
            lines.append(f"  your hand: {shown}")
        return "\n".join(lines)


GAME = GemGrab()

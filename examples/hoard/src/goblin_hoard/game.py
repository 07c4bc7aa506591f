"""Goblin Hoard: goblins sneak gems out of a sleeping dragon's hoard (2-4 players).

The example game of dungeontable's ``docs/adding-a-game.md``. Rules (the code cites H1-H4):

  H1 The deck holds gems worth 1 to 5 points, ``copies`` of each. It is shuffled and every goblin
     is dealt ``hand_size`` gems, hidden from the others. Seat 0 goes first, then clockwise.
  H2 On your turn, either stash a gem from your hand (it scores its points, face up; then you
     draw a gem if the deck has any), or sneak: roll a die.
  H3 Sneaking: on a 1 the dragon stirs and takes a gem from your hand back to its pile, face up
     (your best gem; option ``dragon_takes``); on 2-4 you draw a gem; on 5-6 you snatch a random
     gem from the hand of the next goblin clockwise who holds any, and it scores for you at once.
  H4 The game ends as soon as a goblin has ``target`` points, or after ``rounds`` rounds. The most
     points win; goblins tied at the top share the win.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Literal

import msgspec

from dungeontable.core import (
    Action,
    Decision,
    DieRolled,
    Event,
    GameBase,
    IllegalAction,
    Outcome,
    Rng,
    Ruling,
    Transition,
    ValueCodec,
    ruling,
    rulings_of,
)

# --- options: every number bounded, every ruling a named option -------------------------------


class HoardOptions(msgspec.Struct, frozen=True):
    target: Annotated[
        int, msgspec.Meta(ge=5, le=40), ruling("hoard H4", "points that end the game", "variant")
    ] = 15
    rounds: Annotated[
        int, msgspec.Meta(ge=1, le=20), ruling("hoard H4", "rounds before the end", "setting")
    ] = 8
    copies: Annotated[
        int, msgspec.Meta(ge=1, le=4), ruling("hoard H1", "gems of each value", "setting")
    ] = 3
    hand_size: Annotated[
        int, msgspec.Meta(ge=1, le=3), ruling("hoard H1", "gems dealt to each goblin", "setting")
    ] = 2
    dragon_takes: Annotated[
        Literal["best", "random"],
        ruling("hoard H3", "the gem a stirring dragon takes: the best one or a random one"),
    ] = "best"


FIXED = (Ruling("-", "hoard H4", "goblins tied at the top share the win"),)

# --- state and view: immutable structs; the random stream is part of the state ------------------


class HoardState(msgspec.Struct, frozen=True):
    options: HoardOptions
    hands: tuple[tuple[int, ...], ...]  # hidden from the other seats
    deck: tuple[int, ...]  # hidden from everyone, top first
    stashes: tuple[tuple[int, ...], ...]  # public: the gems each goblin scored
    dragon: tuple[int, ...]  # public: gems the dragon took back
    turn: int  # the seat to move
    turns: int  # turns played
    rng: Rng
    ended: str = ""


class HoardView(msgspec.Struct, frozen=True):
    """What one seat (``None``: a spectator) may know."""

    seat: int | None
    options: HoardOptions
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    deck_size: int
    stashes: tuple[tuple[int, ...], ...]
    dragon: tuple[int, ...]
    turn: int
    turns: int
    ended: str


# --- actions and events: tagged values with a text form ----------------------------------------


class Stash(Action, frozen=True):
    gem: int


class Sneak(Action, frozen=True):
    pass


class GemStashed(Event, frozen=True, kw_only=True):
    seat: int
    gem: int
    points: int

    def describe(self) -> str:
        return f"seat {self.seat} stashed a {self.gem}-point gem ({self.points} points)"


class GemDrawn(Event, frozen=True, kw_only=True):
    """Sent to the drawer only; the others get ``GemDrawnUnseen``."""

    seat: int
    gem: int

    def describe(self) -> str:
        return f"seat {self.seat} drew a {self.gem}-point gem"


class GemDrawnUnseen(Event, frozen=True, kw_only=True):
    seat: int

    def describe(self) -> str:
        return f"seat {self.seat} drew a gem"


class DragonStirred(Event, frozen=True, kw_only=True):
    seat: int
    gem: int  # 0: the goblin's hand was empty

    def describe(self) -> str:
        lost = f"took a {self.gem}-point gem from" if self.gem else "found nothing on"
        return f"the dragon stirred and {lost} seat {self.seat}"


class GemSnatched(Event, frozen=True, kw_only=True):
    seat: int
    victim: int | None  # None: no other goblin held a gem
    gem: int
    points: int

    def describe(self) -> str:
        if self.victim is None:
            return f"seat {self.seat} found no gem to snatch"
        return (
            f"seat {self.seat} snatched a {self.gem}-point gem from seat {self.victim} "
            f"({self.points} points)"
        )


class GameEnded(Event, frozen=True, kw_only=True):
    reason: str
    winners: tuple[int, ...]

    def describe(self) -> str:
        names = " and ".join(f"seat {s}" for s in self.winners)
        return f"the game is over ({self.reason}): {names} won"


def all_gems(options: HoardOptions) -> tuple[int, ...]:
    return tuple(gem for gem in range(1, 6) for _ in range(options.copies))


def leaders(state: HoardState) -> tuple[int, ...]:
    """The seats with the most points (H4: they share the win)."""
    points = [sum(stash) for stash in state.stashes]
    return tuple(seat for seat, p in enumerate(points) if p == max(points))


class GreedyBot:
    """A bot of the game's own (``--seats greedy,random``): it stashes its best gem when that is
    a 4 or a 5, or when the deck is empty; otherwise it sneaks. Like every bot it sees its seat's
    view and the legal actions, never the state."""

    level = "greedy"

    def __init__(self, game: object = None) -> None:
        self.game = game

    def choose(
        self, view: HoardView, legal_actions: Sequence[Action], rng: Rng
    ) -> tuple[Action, Rng]:
        best = max(view.hand, default=0)
        if best >= 4 or (best and view.deck_size == 0):
            return Stash(gem=best), rng
        return Sneak(), rng


def _put(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*items[:index], value, *items[index + 1 :])


class GoblinHoard(GameBase):
    """The ``Game`` protocol (``dungeontable.core.Game``): pure functions of their arguments."""

    name = "hoard"
    title = "Goblin Hoard"
    min_seats = 2
    max_seats = 4
    Options = HoardOptions
    State = HoardState
    View = HoardView
    rulings = rulings_of(HoardOptions, fixed=FIXED)
    bots: Mapping[str, Any] = {"greedy": GreedyBot}
    actions: ValueCodec[Action] = ValueCodec([Stash, Sneak])
    events: ValueCodec[Event] = ValueCodec(
        [GemStashed, GemDrawn, GemDrawnUnseen, DragonStirred, GemSnatched, DieRolled, GameEnded]
    )

    def setup(self, options: HoardOptions, seats: int, seed: int) -> HoardState:
        """H1: shuffle the gems and deal each goblin a hidden hand."""
        deck, rng = Rng.from_seed(seed).shuffle(all_gems(options))
        size = options.hand_size
        hands = tuple(deck[s * size : (s + 1) * size] for s in range(seats))
        empty: tuple[tuple[int, ...], ...] = ((),) * seats
        return HoardState(options, hands, deck[seats * size :], empty, (), 0, 0, rng)

    def decision(self, state: HoardState) -> Decision | None:
        if state.ended:
            return None
        return Decision(state.turn, "turn", f"seat {state.turn}: stash a gem or sneak")

    def legal_actions(self, state: HoardState) -> Sequence[Action]:
        """H2: stash any gem in hand (best first), or sneak."""
        if state.ended:
            return ()
        gems = sorted(set(state.hands[state.turn]), reverse=True)
        return (*(Stash(gem=g) for g in gems), Sneak())

    def apply(self, state: HoardState, action: Action) -> Transition:
        legal = self.legal_actions(state)
        if action not in legal:
            allowed = tuple(a.to_text() for a in legal)
            raise IllegalAction(f"{action.to_text()} is not legal now", allowed)
        events: list[Event] = []
        if isinstance(action, Stash):
            state = self._stash(state, action.gem, events)
            state = self._draw(state, events)
        else:
            state = self._sneak(state, events)
        return self._end_turn(state, events)

    def _stash(self, state: HoardState, gem: int, events: list[Event]) -> HoardState:
        seat, hand = state.turn, list(state.hands[state.turn])
        hand.remove(gem)
        stash = (*state.stashes[seat], gem)
        events.append(GemStashed(seat=seat, gem=gem, points=sum(stash)))
        hands = _put(state.hands, seat, tuple(hand))
        return msgspec.structs.replace(state, hands=hands, stashes=_put(state.stashes, seat, stash))

    def _draw(self, state: HoardState, events: list[Event]) -> HoardState:
        """The drawer sees the gem; the other seats see that a gem was drawn."""
        if not state.deck:
            return state
        seat, gem = state.turn, state.deck[0]
        others = tuple(s for s in range(len(state.hands)) if s != seat)
        events += [GemDrawn(seat=seat, gem=gem, to=(seat,)), GemDrawnUnseen(seat=seat, to=others)]
        hands = _put(state.hands, seat, (*state.hands[seat], gem))
        return msgspec.structs.replace(state, hands=hands, deck=state.deck[1:])

    def _sneak(self, state: HoardState, events: list[Event]) -> HoardState:
        """H3: a d6 decides: the dragon stirs, a draw, or a snatch."""
        seat = state.turn
        face, rng = state.rng.roll(6)
        events.append(DieRolled(seat=seat, purpose="sneak", sides=6, value=face))
        state = msgspec.structs.replace(state, rng=rng)
        if face == 1:
            return self._dragon(state, events)
        if face <= 4:
            return self._draw(state, events)
        return self._snatch(state, events)

    def _dragon(self, state: HoardState, events: list[Event]) -> HoardState:
        seat, hand = state.turn, list(state.hands[state.turn])
        if not hand:
            events.append(DragonStirred(seat=seat, gem=0))
            return state
        rng = state.rng
        if state.options.dragon_takes == "best":
            gem = max(hand)
        else:
            gem, rng = rng.choice(hand)
        hand.remove(gem)
        events.append(DragonStirred(seat=seat, gem=gem))
        hands = _put(state.hands, seat, tuple(hand))
        return msgspec.structs.replace(state, hands=hands, dragon=(*state.dragon, gem), rng=rng)

    def _snatch(self, state: HoardState, events: list[Event]) -> HoardState:
        seat, seats = state.turn, len(state.hands)
        clockwise = [(seat + n) % seats for n in range(1, seats)]
        victims = [other for other in clockwise if state.hands[other]]
        if not victims:
            points = sum(state.stashes[seat])
            events.append(GemSnatched(seat=seat, victim=None, gem=0, points=points))
            return state
        victim = victims[0]
        index, rng = state.rng.below(len(state.hands[victim]))
        hand = state.hands[victim]
        gem = hand[index]
        stash = (*state.stashes[seat], gem)
        events.append(GemSnatched(seat=seat, victim=victim, gem=gem, points=sum(stash)))
        hands = _put(state.hands, victim, (*hand[:index], *hand[index + 1 :]))
        stashes = _put(state.stashes, seat, stash)
        return msgspec.structs.replace(state, hands=hands, stashes=stashes, rng=rng)

    def _end_turn(self, state: HoardState, events: list[Event]) -> Transition:
        """H4: the target or the last round ends the game; else the next goblin moves."""
        turns, seats = state.turns + 1, len(state.hands)
        ended = ""
        if max(sum(stash) for stash in state.stashes) >= state.options.target:
            ended = "target reached"
        elif turns >= state.options.rounds * seats:
            ended = "last round played"
        state = msgspec.structs.replace(state, turn=(state.turn + 1) % seats, turns=turns)
        if ended:
            state = msgspec.structs.replace(state, ended=ended)
            events.append(GameEnded(reason=ended, winners=leaders(state)))
        return Transition(state, tuple(events))

    def outcome(self, state: HoardState) -> Outcome | None:
        if not state.ended:
            return None
        points = tuple(float(sum(stash)) for stash in state.stashes)
        return Outcome(leaders(state), points, state.ended)

    # --- hidden information ---------------------------------------------------------------------

    def view(self, state: HoardState, seat: int | None) -> HoardView:
        """A seat sees its own hand; everyone sees hand sizes, the deck's size and the stashes."""
        return HoardView(
            seat=seat,
            options=state.options,
            hand=state.hands[seat] if seat is not None else (),
            hand_sizes=tuple(len(hand) for hand in state.hands),
            deck_size=len(state.deck),
            stashes=state.stashes,
            dragon=state.dragon,
            turn=state.turn,
            turns=state.turns,
            ended=state.ended,
        )

    def determinize(self, view: HoardView, seat: int, rng: Rng) -> HoardState:
        """A full state ``seat`` cannot tell from the real one: the gems it has not seen are
        shuffled into the other hands (their sizes are known) and the deck; a fresh rng."""
        unseen = list(all_gems(view.options))
        for gem in (*view.hand, *view.dragon, *(g for stash in view.stashes for g in stash)):
            unseen.remove(gem)
        shuffled, rng = rng.shuffle(unseen)
        hands, at = [], 0
        for other, size in enumerate(view.hand_sizes):
            if other == seat:
                hands.append(view.hand)
            else:
                hands.append(shuffled[at : at + size])
                at += size
        return HoardState(
            view.options, tuple(hands), shuffled[at:], view.stashes, view.dragon, view.turn,
            view.turns, rng.fork(1), view.ended,
        )  # fmt: skip

    # --- people and tests -----------------------------------------------------------------------

    def render(self, view: HoardView) -> str:
        who = "a spectator" if view.seat is None else f"seat {view.seat}"
        lines = [f"Goblin Hoard, seen by {who}: turn {view.turns + 1}, seat {view.turn} to move"]
        for seat, (stash, size) in enumerate(zip(view.stashes, view.hand_sizes, strict=True)):
            lines.append(f"  seat {seat}: {sum(stash)} points, {size} gems in hand")
        lines.append(f"  deck: {view.deck_size} gems; the dragon's pile: {list(view.dragon)}")
        if view.seat is not None:
            lines.append(f"  your hand: {', '.join(map(str, view.hand)) or 'empty'}")
        return "\n".join(lines)

    def scenario(
        self, options: HoardOptions, setup: Mapping[str, Any], seats: int, seed: int
    ) -> HoardState:
        """A position from a scenario's ``[setup]``: ``hands`` (lists of gems), ``deck`` (top
        first), ``stashes``, ``turn``. Unlisted parts are dealt as usual."""
        state = self.setup(options, seats, seed)
        hands = tuple(tuple(h) for h in setup.get("hands", state.hands))
        stashes = tuple(tuple(s) for s in setup.get("stashes", state.stashes))
        if len(hands) != seats or len(stashes) != seats:
            raise ValueError(f"setup: hands and stashes need {seats} entries, one per seat")
        return msgspec.structs.replace(
            state, hands=hands, stashes=stashes, deck=tuple(setup.get("deck", state.deck)),
            turn=int(setup.get("turn", 0)),
        )  # fmt: skip


GAME = GoblinHoard()

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

from collections.abc import Iterator, Mapping, Sequence
from typing import Annotated, Any, Literal

import msgspec
from msgspec.structs import replace

from dungeontable.core import (
    BY_SEAT,
    Action,
    Decision,
    DieRolled,
    Event,
    Flow,
    GameBase,
    Outcome,
    Phase,
    Rng,
    Ruling,
    Transition,
    ValueCodec,
    derive_view,
    loaded,
    rebuild,
    redeal,
    ruling,
    rulings_of,
    zone,
)
from dungeontable.core.flow import handlers, phases

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
# Each field holding gems is a zone that says who sees it; the view and determinize derive from it.


class HoardState(msgspec.Struct, frozen=True):
    options: HoardOptions
    hands: Annotated[tuple[tuple[int, ...], ...], zone("owner", owner=BY_SEAT)]  # seat i's: i
    deck: Annotated[tuple[int, ...], zone("hidden")]  # nobody sees it, top first
    stashes: Annotated[tuple[tuple[int, ...], ...], zone("public", owner=BY_SEAT)]  # scored
    dragon: Annotated[tuple[int, ...], zone("public")]  # gems the dragon took back
    turn: int  # the seat to move
    turns: int  # turns played
    rng: Rng
    ended: str = ""
    phase: Literal["turn", "end"] = "turn"  # where the turn stands (the flow's ``locate``)


class HoardView(msgspec.Struct, frozen=True):
    """What one seat (``None``: a spectator) may know: ``derive_view`` fills it by field name."""

    seat: int | None
    options: HoardOptions
    hands: tuple[tuple[int, ...] | None, ...]  # the seat's own hand; None for the others'
    hands_count: tuple[int, ...]  # every hand's size
    deck_count: int
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


def gems(copies: int) -> tuple[int, ...]:
    """H1: the whole gem pool, ``copies`` of each value from 1 to 5."""
    return tuple(gem for gem in range(1, 6) for _ in range(copies))


def all_gems(options: HoardOptions) -> tuple[int, ...]:
    """The game's content, built once per number of copies in core's one content cache."""
    return loaded(options.copies, gems)


def leaders(state: HoardState) -> tuple[int, ...]:
    """The seats with the most points (H4: they share the win)."""
    points = [sum(stash) for stash in state.stashes]
    return tuple(seat for seat, p in enumerate(points) if p == max(points))


def own_hand(view: HoardView) -> tuple[int, ...]:
    """The viewing seat's hand (a spectator has none)."""
    hand = view.hands[view.seat] if view.seat is not None else None
    return hand or ()


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
        best = max(own_hand(view), default=0)
        if best >= 4 or (best and view.deck_count == 0):
            return Stash(gem=best), rng
        return Sneak(), rng


# --- the turn: moves, handlers and the automatic end of turn, all pure functions ----------------


def _put(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*items[:index], value, *items[index + 1 :])


def stash_moves(state: HoardState) -> Iterator[Action]:
    """H2: stash any gem in hand, best first."""
    for gem in sorted(set(state.hands[state.turn]), reverse=True):
        yield Stash(gem=gem)


def sneak_moves(state: HoardState) -> Iterator[Action]:
    """H2: or sneak, always."""
    yield Sneak()


def stash(state: HoardState, action: Stash, events: list[Event]) -> HoardState:
    """H2: the gem scores face up, then the goblin draws; the turn ends."""
    seat, hand = state.turn, list(state.hands[state.turn])
    hand.remove(action.gem)
    scored = (*state.stashes[seat], action.gem)
    events.append(GemStashed(seat=seat, gem=action.gem, points=sum(scored)))
    hands = _put(state.hands, seat, tuple(hand))
    state = replace(state, hands=hands, stashes=_put(state.stashes, seat, scored), phase="end")
    return draw(state, events)


def draw(state: HoardState, events: list[Event]) -> HoardState:
    """The drawer sees the gem; the other seats see that a gem was drawn."""
    if not state.deck:
        return state
    seat, gem = state.turn, state.deck[0]
    others = tuple(s for s in range(len(state.hands)) if s != seat)
    events += [GemDrawn(seat=seat, gem=gem, to=(seat,)), GemDrawnUnseen(seat=seat, to=others)]
    hands = _put(state.hands, seat, (*state.hands[seat], gem))
    return replace(state, hands=hands, deck=state.deck[1:])


def sneak(state: HoardState, action: Sneak, events: list[Event]) -> HoardState:
    """H3: a d6 decides: the dragon stirs, a draw, or a snatch; the turn ends."""
    seat = state.turn
    face, rng = state.rng.roll(6)
    events.append(DieRolled(seat=seat, purpose="sneak", sides=6, value=face))
    state = replace(state, rng=rng, phase="end")
    if face == 1:
        return dragon_stirs(state, events)
    if face <= 4:
        return draw(state, events)
    return snatch(state, events)


def dragon_stirs(state: HoardState, events: list[Event]) -> HoardState:
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
    return replace(state, hands=hands, dragon=(*state.dragon, gem), rng=rng)


def snatch(state: HoardState, events: list[Event]) -> HoardState:
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
    scored = (*state.stashes[seat], gem)
    events.append(GemSnatched(seat=seat, victim=victim, gem=gem, points=sum(scored)))
    hands = _put(state.hands, victim, (*hand[:index], *hand[index + 1 :]))
    stashes = _put(state.stashes, seat, scored)
    return replace(state, hands=hands, stashes=stashes, rng=rng)


def end_turn(state: HoardState, events: list[Event]) -> HoardState:
    """H4: the target or the last round ends the game; else the next goblin moves."""
    turns, seats = state.turns + 1, len(state.hands)
    ended = ""
    if max(sum(stash) for stash in state.stashes) >= state.options.target:
        ended = "target reached"
    elif turns >= state.options.rounds * seats:
        ended = "last round played"
    turn = (state.turn + 1) % seats
    state = replace(state, turn=turn, turns=turns, ended=ended, phase="turn")
    if ended:
        events.append(GameEnded(reason=ended, winners=leaders(state)))
    return state


UNSEEN = 0
"""A gem the seat has not seen, in a rebuilt state until ``redeal`` deals it (gems are 1-5)."""


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

    def __init__(self) -> None:
        """The turn as data: a decision phase, an automatic one, a handler per action."""
        self.flow: Flow[HoardState] = Flow(
            self.title,
            phases(
                Phase(
                    "turn",
                    seat=lambda state: state.turn,
                    moves=(stash_moves, sneak_moves),
                    prompt=lambda state: f"seat {state.turn}: stash a gem or sneak",
                ),
                Phase("end", auto=end_turn),
            ),
            handlers((Stash, stash), (Sneak, sneak)),
            locate=lambda state: state.phase,
            is_over=lambda state: bool(state.ended),
            refusal=lambda state, action, now: f"{action.to_text()} is not legal now",
        )

    def setup(self, options: HoardOptions, seats: int, seed: int) -> HoardState:
        """H1: shuffle the gems and deal each goblin a hidden hand."""
        deck, rng = Rng.from_seed(seed).shuffle(all_gems(options))
        size = options.hand_size
        hands = tuple(deck[s * size : (s + 1) * size] for s in range(seats))
        empty: tuple[tuple[int, ...], ...] = ((),) * seats
        return HoardState(options, hands, deck[seats * size :], empty, (), 0, 0, rng)

    def decision(self, state: HoardState) -> Decision | None:
        return self.flow.decision(state)

    def legal_actions(self, state: HoardState) -> Sequence[Action]:
        return self.flow.legal_actions(state)

    def apply(self, state: HoardState, action: Action) -> Transition:
        return self.flow.apply(state, action)

    def outcome(self, state: HoardState) -> Outcome | None:
        if not state.ended:
            return None
        points = tuple(float(sum(stash)) for stash in state.stashes)
        return Outcome(leaders(state), points, state.ended)

    # --- hidden information: derived from the zones ---------------------------------------------

    def view(self, state: HoardState, seat: int | None) -> HoardView:
        """A seat sees its own hand; everyone sees the hands' and the deck's sizes, the stashes
        and the dragon's pile."""
        return derive_view(state, seat, HoardView)

    def determinize(self, view: HoardView, seat: int, rng: Rng) -> HoardState:
        """A full state ``seat`` cannot tell from the real one: the view turned back into a state
        with a placeholder for each gem it has not seen (the other hands, the deck), then those
        dealt from the gems not in sight; a fresh rng."""
        deck = (UNSEEN,) * view.deck_count
        unseen = rebuild(view, HoardState, UNSEEN, deck=deck, rng=rng.fork(1))
        state, _ = redeal(unseen, all_gems(view.options), rng, UNSEEN)
        return state

    # --- people and tests -----------------------------------------------------------------------

    def render(self, view: HoardView) -> str:
        who = "a spectator" if view.seat is None else f"seat {view.seat}"
        lines = [f"Goblin Hoard, seen by {who}: turn {view.turns + 1}, seat {view.turn} to move"]
        for seat, (stash, size) in enumerate(zip(view.stashes, view.hands_count, strict=True)):
            lines.append(f"  seat {seat}: {sum(stash)} points, {size} gems in hand")
        lines.append(f"  deck: {view.deck_count} gems; the dragon's pile: {list(view.dragon)}")
        if view.seat is not None:
            lines.append(f"  your hand: {', '.join(map(str, own_hand(view))) or 'empty'}")
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
        return replace(
            state, hands=hands, stashes=stashes, deck=tuple(setup.get("deck", state.deck)),
            turn=int(setup.get("turn", 0)),
        )  # fmt: skip


GAME = GoblinHoard()

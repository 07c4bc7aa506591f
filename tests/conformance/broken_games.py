"""Deliberately broken variants of the fixture game: each must fail one conformance check."""

from __future__ import annotations

from typing import Any

import msgspec

from dungeontable.core import Action, Game, IllegalAction, Rng, Transition, ValueCodec

from .fixture_game import Card, CardDrawnUnseen, GemGrab, Options, State, View


class LeakyView(View, frozen=True):
    others: tuple[tuple[Card, ...], ...] = ()


class LeakyViewGame(GemGrab):
    """Shows every hand to every seat."""

    name = "gemgrab-leaky-view"

    def view(self, state: State, seat: int | None) -> View:
        base = super().view(state, seat)
        fields = {f: getattr(base, f) for f in base.__struct_fields__}
        return LeakyView(**fields, others=state.hands)


class SpectatorLeakGame(GemGrab):
    """Spectators see seat 0's hand."""

    name = "gemgrab-spectator-leak"

    def view(self, state: State, seat: int | None) -> View:
        base = super().view(state, seat)
        return base if seat is not None else msgspec.structs.replace(base, hand=state.hands[0])


class CardDrawnLeaky(CardDrawnUnseen, frozen=True, kw_only=True):
    card: str = ""


class LeakyEventGame(GemGrab):
    """The redacted 'drew a card' event names the card."""

    name = "gemgrab-leaky-event"
    events = ValueCodec([*GemGrab.events.classes, CardDrawnLeaky])

    def apply(self, state: State, action: Action) -> Transition:
        seat = state.turn
        drawn = state.deck[0].id if state.deck else ""
        transition = super().apply(state, action)
        events = tuple(
            CardDrawnLeaky(seat=seat, card=drawn, to=e.to) if isinstance(e, CardDrawnUnseen) else e
            for e in transition.events
        )
        return Transition(transition.state, events)


class HashOrderGame(GemGrab):
    """Seeds its shuffle with ``hash()``: differs between processes."""

    name = "gemgrab-hash-order"

    def setup(self, options: Options, seats: int, seed: int) -> State:
        return super().setup(options, seats, seed ^ (hash("gem") & 0xFFFF))


class LaxGame(GemGrab):
    """Plays any card named, held or not."""

    name = "gemgrab-lax"

    def apply(self, state: State, action: Action) -> Transition:
        if hasattr(action, "card") and all(c.id != action.card for c in state.hands[state.turn]):
            hands = tuple(
                (*h, Card(action.card, 1)) if s == state.turn else h
                for s, h in enumerate(state.hands)
            )
            state = msgspec.structs.replace(state, hands=hands)
            return self._end_turn(*self._play(state, action.card))
        return super().apply(state, action)


class StrictGame(GemGrab):
    """Offers rolling but refuses it."""

    name = "gemgrab-strict"

    def apply(self, state: State, action: Action) -> Transition:
        if action.kind() == "roll":
            raise IllegalAction("rolling is not allowed")
        return super().apply(state, action)


class EndlessGame(GemGrab):
    """Never reaches its target and has no turn cap."""

    name = "gemgrab-endless"

    def setup(self, options: Options, seats: int, seed: int) -> State:
        options = msgspec.structs.replace(options, target=10**9, turn_cap=10**9)
        return super().setup(options, seats, seed)


class PeekingGame(LeakyViewGame):
    """Leaks every hand in the view and 'determinizes' by copying them back: no resampling."""

    name = "gemgrab-peeking"

    def determinize(self, view: Any, seat: int, rng: Rng) -> State:
        return msgspec.structs.replace(super().determinize(view, seat, rng), hands=view.others)


BROKEN: dict[str, Game] = {
    game.name: game
    for game in (
        LeakyViewGame(),
        SpectatorLeakGame(),
        LeakyEventGame(),
        HashOrderGame(),
        LaxGame(),
        StrictGame(),
        EndlessGame(),
        PeekingGame(),
    )
}

"""Zapper: a toy game implementing the full ``core.game.Game`` protocol (rules in ``toyrules``).

It exists to test the response stack (``core/stack.py``) and offers (``core/offers.py``) through
the same protocol the real games use.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dungeontable.core import (
    Action,
    Decision,
    Event,
    IllegalAction,
    OfferError,
    Outcome,
    ResponseStack,
    Rng,
    Ruling,
    Transition,
    ValueCodec,
)

from .toyrules import (
    act,
    full_deck,
    living,
    main_actions,
    offer_answers,
    responses,
    settle,
    winners,
)
from .toyvalues import ACTIONS, EVENTS, KINDS, Pass, ToyOptions, ToyState, ToyView, Withdraw


class ToyGame:
    """The ``Game`` protocol implemented for Zapper."""

    name = "toy"
    title = "Zapper (toy)"
    min_seats = 2
    max_seats = 4
    Options = ToyOptions
    State = ToyState
    rulings = (Ruling("draw_on_early_end", "toy T-8", "a turn ended early still draws", "variant"),)
    actions: ValueCodec[Action] = ValueCodec(ACTIONS)
    events: ValueCodec[Event] = ValueCodec(EVENTS)

    def setup(self, options: ToyOptions, seats: int, seed: int) -> ToyState:
        """T-1."""
        deck, rng = Rng.from_seed(seed).shuffle(full_deck())
        size = options.hand_size
        hands = tuple(tuple(sorted(deck[i * size : (i + 1) * size])) for i in range(seats))
        state = ToyState(
            seats, (options.hp,) * seats, hands, deck[seats * size :], (), 0, 0, "start",
            ResponseStack(), rng, options, full_deck(),
        )  # fmt: skip
        return settle(state, [])

    def decision(self, state: ToyState) -> Decision | None:
        if state.phase == "over":
            return None
        if state.offer is not None:
            terms = state.offer.terms
            prompt = f"seat {state.offer.by} offers {terms.hp} hp for a {terms.want}"
            return Decision(state.offer.to, "answer-offer", prompt)
        seat = state.stack.priority
        if seat is not None:
            return Decision(seat, "respond", "play a response or pass")
        return Decision(state.active, "main", "zap, make an offer, or end your turn")

    def legal_actions(self, state: ToyState) -> Sequence[Action]:
        decision = self.decision(state)
        if decision is None:
            return ()
        if decision.kind == "answer-offer":
            return tuple(offer_answers(state))
        if decision.kind == "respond":
            return (*responses(state, decision.seat), Pass())
        return tuple(main_actions(state))

    def apply(self, state: ToyState, action: Action) -> Transition:
        legal = self.legal_actions(state)
        if action not in legal:
            raise self._illegal(state, action, legal)
        events: list[Event] = []
        state = settle(act(state, action, events), events)
        return Transition(state, tuple(events))

    def _illegal(self, state: ToyState, action: Action, legal: Sequence[Action]) -> IllegalAction:
        allowed = tuple(a.to_text() for a in legal)
        if state.phase == "over":
            return IllegalAction("the game is over", allowed)
        if isinstance(action, Withdraw):
            found = [o for o in (*state.offers, state.offer) if o and o.uid == action.offer]
            if found:
                try:
                    found[0].withdraw(state.active)
                except OfferError as exc:
                    return IllegalAction(str(exc), allowed)
        decision = self.decision(state)
        assert decision is not None
        reason = f"{action.to_text()} is not legal now ({decision.kind}, seat {decision.seat})"
        return IllegalAction(reason, allowed)

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        return ToyView(
            seat, state.seats, state.hp, None if seat is None else state.hands[seat],
            tuple(len(h) for h in state.hands), len(state.deck), state.discard, state.active,
            state.turn, state.phase, state.stack, state.options, state.cards, state.offer,
            state.offers, state.offered,
        )  # fmt: skip

    def outcome(self, state: ToyState) -> Outcome | None:
        if state.phase != "over":
            return None
        reason = "last seat standing" if len(living(state)) <= 1 else "turn limit"
        return Outcome(winners(state), tuple(float(hp) for hp in state.hp), reason)

    def determinize(self, view: ToyView, seat: int, rng: Rng) -> ToyState:
        """Re-deal every card ``seat`` has not seen: other hands and the deck."""
        assert view.hand is not None
        pool = list(view.cards)
        seen = (*view.hand, *view.discard, *(i.payload.card for i in view.stack.items))
        for card in seen:
            pool.remove(card)
        shuffled, rng = rng.shuffle(sorted(pool))
        hands, at = [], 0
        for s, size in enumerate(view.hand_sizes):
            hands.append(view.hand if s == seat else tuple(sorted(shuffled[at : at + size])))
            at += 0 if s == seat else size
        return ToyState(
            view.seats, view.hp, tuple(hands), shuffled[at:], view.discard, view.active,
            view.turn, view.phase, view.stack, rng, view.options, view.cards, view.offer,
            view.offers, view.offered,
        )  # fmt: skip

    def scenario(
        self, options: ToyOptions, setup: Mapping[str, Any], seats: int, seed: int
    ) -> ToyState:
        """``[setup]`` keys: ``hp`` (list), ``hands`` (list of lists), ``deck``, ``active``."""
        hands = tuple(tuple(sorted(h)) for h in setup.get("hands", [[]] * seats))
        deck = tuple(setup.get("deck", ()))
        unknown = sorted({c for c in (*deck, *(c for h in hands for c in h)) if c not in KINDS})
        if unknown or len(hands) != seats:
            raise ValueError(f"bad toy setup: unknown cards {unknown} or not {seats} hands")
        hp = tuple(int(v) for v in setup.get("hp", [options.hp] * seats))
        cards = tuple(sorted((*deck, *(c for h in hands for c in h))))
        state = ToyState(
            seats, hp, hands, deck, (), int(setup.get("active", 0)), 0, "start",
            ResponseStack(), Rng.from_seed(seed), options, cards,
        )  # fmt: skip
        return settle(state, [])

    def render(self, view: ToyView) -> str:
        lines = [f"turn {view.turn}, seat {view.active} active, {view.phase}"]
        for s in range(view.seats):
            hand = f": {' '.join(view.hand)}" if s == view.seat and view.hand else ""
            lines.append(f"seat {s}: {view.hp[s]} hp, {view.hand_sizes[s]} cards{hand}")
        for item in reversed(view.stack.items):
            mark = " (negated)" if item.negated else ""
            lines.append(f"  #{item.uid} {item.payload.card} from {item.source}{mark}")
        return "\n".join(lines)


GAME = ToyGame()

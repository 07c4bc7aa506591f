"""Hidden information in the toy game: views redact hands, events are filtered per seat, and
``determinize`` re-deals exactly the cards a seat has not seen."""

from __future__ import annotations

from collections import Counter

from msgspec.structs import replace

from dungeontable.core import Rng, events_for, is_visible

from .table import Table
from .toygame import GAME
from .toyrules import full_deck
from .toyvalues import CardDrawn, ToyOptions, ToyState, TurnEnded


def started() -> ToyState:
    state = GAME.setup(ToyOptions(), 3, 11)
    assert GAME.decision(state) is not None
    return state


def test_a_view_shows_only_the_seats_own_hand() -> None:
    state = started()
    for seat in range(3):
        view = GAME.view(state, seat)
        assert view.hand == state.hands[seat]
        assert view.hand_sizes == (4, 4, 4) and view.deck_size == 16
    spectator = GAME.view(state, None)
    assert spectator.hand is None and spectator.seat is None
    assert "rng" not in spectator.__struct_fields__  # the seed would reveal the deal


def test_states_differing_only_in_hidden_cards_look_the_same_to_others() -> None:
    state = started()
    hands = list(state.hands)
    hands[1], deck = state.deck[:4], hands[1] + state.deck[4:]
    other = replace(state, hands=tuple(hands), deck=deck)
    assert other != state
    for seat in (0, 2, None):
        assert GAME.view(other, seat) == GAME.view(state, seat)
        assert GAME.render(GAME.view(other, seat)) == GAME.render(GAME.view(state, seat))
    assert GAME.view(other, 1) != GAME.view(state, 1)


def test_a_drawn_card_is_seen_only_by_its_owner() -> None:
    t = Table.deal([["zap1"], [], []], deck=["negate"])
    events = t.do("done")
    assert events[:3] == [
        TurnEnded(seat=0, early=False),
        CardDrawn(seat=0, card="negate", to=(0,)),
        CardDrawn(seat=0, card=None, to=(1, 2)),
    ]
    assert events_for(events, 0)[1] == CardDrawn(seat=0, card="negate", to=(0,))
    assert events_for(events, 2)[1] == CardDrawn(seat=0, card=None, to=(1, 2))
    assert [e.kind() for e in events_for(events, None)] == ["turn-ended", "turn-started"]
    assert not is_visible(events[1], None) and is_visible(events[0], None)


def test_determinize_keeps_what_the_seat_knows_and_redeals_the_rest() -> None:
    state = started()
    view = GAME.view(state, 0)
    sample = GAME.determinize(view, 0, Rng.from_seed(5))
    assert GAME.view(sample, 0) == view
    assert sample.hands[0] == state.hands[0]
    assert Counter([*sample.deck, *(c for h in sample.hands for c in h)]) == Counter(full_deck())
    assert [len(h) for h in sample.hands] == [4, 4, 4] and len(sample.deck) == 16
    assert GAME.determinize(view, 0, Rng.from_seed(5)) == sample
    others = {GAME.determinize(view, 0, Rng.from_seed(s)).hands[1] for s in range(20)}
    assert len(others) > 10


def test_determinize_leaves_out_cards_on_the_stack_and_in_the_discard() -> None:
    t = Table.deal(
        [["zap3", "zap1"], ["negate", "ignore"], ["heal"]], deck=["zap2", "redirect", "end-turn"]
    )
    t.do("pass", "zap amount=1 target=1", "pass", "pass", "zap amount=3 target=1")
    assert t.decision == (1, "respond")
    assert t.state.discard == ("zap1",) and t.state.stack.top is not None
    view = GAME.view(t.state, 2)
    sample = GAME.determinize(view, 2, Rng.from_seed(1))
    assert GAME.view(sample, 2) == view
    assert GAME.decision(sample) == GAME.decision(t.state)
    unseen = Counter([*sample.deck, *sample.hands[0], *sample.hands[1]])
    assert unseen == Counter(["negate", "ignore", "zap2", "redirect", "end-turn"])

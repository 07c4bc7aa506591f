"""``determinize`` derived from the zones declared on the state (``core.zones``): the seat zones'
marks, each seat's hand and deck dealt from its own Character Deck less what is in sight, the
Drink Deck's cards conserved, a character at two seats dealt from two decks, and every
determinization consistent with the seat's view."""

from __future__ import annotations

from collections import Counter

import pytest

from dungeontable.core import BY_INDEX, Rng
from dungeontable.core.zones import zones_of
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.catalog import character_deck
from dungeontable.games.rdi.content import content_of
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.state import Seat, State


def sample(options: Options, seed: int, every: int = 6, limit: int = 10) -> list[State]:
    """Every ``every``-th state of a seeded random 4-seat playout."""
    state, rng, found = GAME.setup(options, 4, seed), Rng.from_seed(seed), []
    for step in range(every * limit):
        if GAME.decision(state) is None:
            break
        legal = GAME.legal_actions(state)
        i, rng = rng.below(len(legal))
        state = GAME.apply(state, legal[i]).state
        if step % every == 0:
            found.append(state)
    return found


def own_cards(state: State, i: int) -> Counter[str]:
    """Seat ``i``'s cards its Character Deck gave it: hand, deck, discard, its plays pending."""
    s = state.seats[i]
    played = [
        c
        for item in state.stack.items
        if item.payload.kind == "card" and item.payload.seat == i and not item.payload.copy
        for c in item.payload.parts
    ]
    return Counter([*s.hand, *s.deck, *s.discard, *played])


def test_seat_zones_are_declared() -> None:
    marks = zones_of(Seat)
    assert {name: (m.seen, m.owner) for name, m in marks.items()} == {
        "hand": ("owner", BY_INDEX),
        "deck": ("hidden", "seat"),
        "drink_me": ("hidden", "seat"),
    }
    assert zones_of(State)["drink_deck"].seen == "hidden"


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_hands_and_decks_come_from_each_seats_own_deck(seed: int) -> None:
    options = Options(characters=("fiona", "zot", "dimli", "deirdre"))
    cards = content_of(options)
    for state in sample(options, seed):
        for seat in range(4):
            view = GAME.view(state, seat)
            copy = GAME.determinize(view, seat, Rng.from_seed(seed * 7 + seat))
            assert GAME.view(copy, seat) == view
            assert copy.seats[seat].hand == state.seats[seat].hand
            for i, s in enumerate(copy.seats):
                deck = character_deck(cards.catalog, cards.characters[s.character].deck, False)
                assert own_cards(copy, i) == own_cards(state, i)
                assert not own_cards(copy, i) - Counter(deck)
            drinks = [*copy.drink_deck, *(c for s in copy.seats for c in s.drink_me)]
            truth = [*state.drink_deck, *(c for s in state.seats for c in s.drink_me)]
            assert Counter(drinks) == Counter(truth)


def test_a_character_at_two_seats_is_dealt_from_two_decks() -> None:
    options = Options(characters=("fiona", "fiona", "zot", "fiona"))
    cards = content_of(options)
    deck = Counter(character_deck(cards.catalog, cards.characters["fiona"].deck, False))
    differing = 0
    for state in sample(options, 21):
        for seat in range(4):
            view = GAME.view(state, seat)
            copy = GAME.determinize(view, seat, Rng.from_seed(seat))
            assert GAME.view(copy, seat) == view
            for i in (0, 1, 3):  # each copy of the deck whole: nothing dealt twice or lost
                assert own_cards(copy, i) == own_cards(state, i)
                assert not own_cards(copy, i) - deck
            differing += copy.seats[(seat + 1) % 4].hand != state.seats[(seat + 1) % 4].hand
    assert differing > 0

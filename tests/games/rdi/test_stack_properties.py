"""Hypothesis properties of the response stack in play: it always empties; Negate, Ignore and
redirect compose as R-6 says; conservation of cards and Gold; stats stay in bounds."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.catalog import character_deck
from dungeontable.games.rdi.content import house, load_catalog
from dungeontable.games.rdi.options import Options

from .conftest import build


@settings(max_examples=25, deadline=None)
@given(k=st.integers(min_value=0, max_value=5))
def test_negate_chains_resolve_by_parity(k: int) -> None:
    """R-6.5: each Negate cancels the one below; the Ignore works iff the chain is even."""
    rows = [
        {"hand": ("brawler_headbutt",)},
        {"hand": ("brawler_duck",)},
        {"hand": ("brawler_nope",) * k},
    ]
    t = build(3, phase="action", seat=rows)
    t.do("play card=brawler_headbutt target=1", "play card=brawler_duck item=1")
    for i in range(k):
        t.do(f"play card=brawler_nope item={2 + i}")
    if t.decision.kind == "respond":
        t.do("pass")
    assert t.state.stack.is_empty
    assert t.seat(1).fortitude == (20 if k % 2 == 0 else 18)


@settings(max_examples=25, deadline=None)
@given(ignores=st.integers(min_value=0, max_value=2), redirect=st.booleans())
def test_ignore_and_redirect_compose(ignores: int, redirect: bool) -> None:
    """R-6.6 / R-6.8: a redirected loss lands on the new target unless that player Ignores it;
    an Ignore by the original target no longer matters once the loss moved away."""
    hand1 = ("brawler_shove",) if redirect else ("brawler_duck",)
    rows = [{"hand": ("brawler_headbutt",)}, {"hand": hand1}, {"hand": ("brawler_duck",) * ignores}]
    t = build(3, phase="action", seat=rows)
    t.do("play card=brawler_headbutt target=1")
    t.do("play card=brawler_shove target=2 item=1" if redirect else "play card=brawler_duck item=1")
    while t.decision.kind == "respond":
        legal = t.legal()
        t.do(next((a for a in legal if a.startswith("play card=brawler_duck")), "pass"))
    hurt = (20, 18 if redirect and ignores == 0 else 20)
    assert (t.seat(1).fortitude, t.seat(2).fortitude) == (20, hurt[1])


def _drinks_in_play(state) -> int:  # type: ignore[no-untyped-def]
    stack = [
        c
        for i in state.stack.items
        if not i.payload.copy and i.payload.kind in ("drink", "event")
        for c in i.payload.parts
    ]
    piles = sum(len(s.drink_me) for s in state.seats)
    kept = sum(  # Elixirs, R-7.8 (the Drink Deck's and The Wench's Special Reserve's)
        1 for s in state.seats for c in s.front if c.startswith(("drink_", "reserve_"))
    )
    reserve = sum(  # The Wench's Special Reserve Deck and its discard pile
        len(x.deck) + len(x.discard)
        for s in state.seats
        for x in s.extra
        if type(x).__name__ == "SpecialReserve"
    )
    return len(state.drink_deck) + len(state.drink_discard) + piles + len(stack) + kept + reserve


def _own_cards(state, seat: int) -> Counter[str]:  # type: ignore[no-untyped-def]
    s = state.seats[seat]
    cat = load_catalog()
    deck = house().characters[s.character].deck
    stack = [
        c
        for i in state.stack.items
        if i.payload.kind == "card" and i.payload.seat == seat
        for c in i.payload.parts
        if getattr(cat[c], "deck", deck) == deck  # not a side deck's card (a Story, a Gear)
    ]
    kept = [c for x in s.extra for c in getattr(x, "kept_cards", ())]  # e.g. a Rage Pool
    kept += [  # its cards face down in Nerodia's Petrification Pile or under her Glare cards
        c
        for other in state.seats
        for x in other.extra
        if type(x).__name__ == "Petrified"
        for owner, c in x._all()
        if owner == seat
    ]
    piles = [c for c in (*s.hand, *s.deck, *s.discard) if getattr(cat[c], "deck", deck) == deck]
    return Counter([*piles, *stack, *kept])  # a Patient or an Arrow in hand is a side card


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6), seats=st.integers(min_value=2, max_value=6))
def test_random_play_keeps_every_invariant(seed: int, seats: int) -> None:
    """The stack always empties; cards and Gold are conserved; stats stay within 0..20."""
    state = GAME.setup(Options(), seats, seed)
    cat = load_catalog()
    decks = [  # as dealt: Boss cards only in a Boss's deck
        Counter(character_deck(cat, house().characters[s.character].deck, False))
        for s in state.seats
    ]
    drinks = _drinks_in_play(state)
    gold = sum(s.gold for s in state.seats)
    rng = Rng.from_seed(seed)
    for _ in range(3000):
        decision = GAME.decision(state)
        if decision is None:
            break
        if decision.kind in ("discard", "action", "order", "gamble"):  # not a mechanic's choice
            assert state.stack.is_empty
        legal = GAME.legal_actions(state)
        i, rng = rng.below(len(legal))
        state = GAME.apply(state, legal[i]).state
        pot = state.gambling.pot if state.gambling else 0
        assert sum(s.gold for s in state.seats) + state.inn + pot == gold
        assert _drinks_in_play(state) == drinks
        for n, s in enumerate(state.seats):
            assert 0 <= s.fortitude <= 20 and 0 <= s.alcohol <= 20 and s.gold >= 0
            assert _own_cards(state, n) == decks[n]
    assert state.result is not None and state.stack.is_empty

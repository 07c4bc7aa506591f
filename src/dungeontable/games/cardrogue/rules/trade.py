"""Trading (R250, R251, A-16, A-33, A-37): an offer with binding acceptance.

Two players on connected tiles, neither in combat, may exchange hand cards whose trade symbol
is intact (R251): not equipped, not cursed (R178), not artifacts, boss cards or the key
(R180, R262, A-33). Any exchange goes, a one-sided gift too (A-16). Trades are unlimited
(A-37) and belong to step 3: a sent offer ends steps 1-2 (R023); one cancelled before it is
sent changes nothing.

The proposer builds the terms (pending ``trade``): cards from his hand to give, and card kinds
to ask for (he cannot see the other hand, so any tradeable card of the set may be named): at
most his own hand, and as many as the other player holds (``ask_limit``). Sent, the terms
become a ``core.offers.Offer`` in ``State.offer`` and the other seat must answer (pending
``trade-answer``): accepting is possible only if he holds what is asked, and it binds both at
once. The terms are public: a trade is agreed out loud at the table. Both lists are kept sorted
by card id, so the same cards named in any order make the same offer.
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, Offer
from dungeontable.core.content import loaded

from ..actions import (
    AcceptTrade,
    AskCard,
    CancelTrade,
    DeclineTrade,
    OfferCard,
    ProposeTrade,
    SendOffer,
)
from ..catalog import Catalog, build_catalog
from ..common.board import STEP
from ..common.nearby import Near, adjacent_players, may_interact
from ..common.ownership import gain
from ..common.shared import cat
from ..common.trading import ask_limit, holds, is_tradeable
from ..definitions import DIRS
from ..events import TradeAnswered, TradeProposed
from ..state import Pending, State, TradeTerms, player_at, update_player

PROPOSALS = tuple(ProposeTrade(dir=d) for d in DIRS)


def askable(cards: tuple[str, ...]) -> tuple[AskCard, ...]:
    """``AskCard`` for every tradeable card id of the card set ``cards`` (``Options.cards``)."""
    catalog = loaded(cards, build_catalog)
    return tuple(
        AskCard(card=i) for i in sorted(i for i, d in catalog.defs.items() if is_tradeable(d))
    )


def ask_options(state: State) -> tuple[AskCard, ...]:
    """``AskCard`` for every tradeable card id of the set (built once per card set)."""
    return loaded(state.options.cards, askable)


def propose_options(state: State, near: Near = adjacent_players) -> list[Action]:
    if not may_interact(state):
        return []
    return [
        PROPOSALS[d]
        for d, other in near(state, state.seat)
        if not state.players[other].fights  # not in combat (R064)
    ]


def propose(state: State, action: ProposeTrade, ev: list[Event]) -> State:
    seat = state.seat
    there = state.players[seat].pos + STEP[DIRS.index(action.dir)]
    other = player_at(state, there)
    assert other is not None
    offer = Offer(uid=state.next_uid, by=seat, to=other.seat, terms=TradeTerms())
    pending = Pending("trade", seat, pos=there)
    return replace(
        state, offer=offer, next_uid=state.next_uid + 1, pending=(*state.pending, pending)
    )


def _terms(state: State) -> TradeTerms:
    assert state.offer is not None
    return state.offer.terms


def _givable(catalog: Catalog, hand: tuple[str, ...], give: tuple[str, ...]) -> list[str]:
    """Tradeable card ids of ``hand`` with a copy not yet put in ``give`` (hand order)."""
    return [
        c
        for c in dict.fromkeys(hand)
        if (not give or hand.count(c) > give.count(c)) and is_tradeable(catalog[c])
    ]


def compose_options(state: State) -> list[Action]:
    terms = _terms(state)
    hand = state.players[state.pending[0].seat].hand
    found: list[Action] = [OfferCard(card=c) for c in _givable(cat(state), hand, terms.give)]
    assert state.offer is not None
    if len(terms.ask) < ask_limit(state.players[state.offer.to].hand):
        found.extend(ask_options(state))
    if terms.give or terms.ask:
        found.append(SendOffer())
    found.append(CancelTrade())
    return found


def compose_prompt(state: State, pending: Pending) -> Decision:
    return Decision(pending.seat, "trade", "add cards to give or to ask for, then send the offer")


def _with_terms(state: State, terms: TradeTerms) -> State:
    assert state.offer is not None
    return replace(state, offer=replace(state.offer, terms=terms))


def offer_card(state: State, action: OfferCard, ev: list[Event]) -> State:
    """Terms are kept sorted: cards added in any order make the same offer (R251)."""
    terms = _terms(state)
    return _with_terms(state, replace(terms, give=tuple(sorted((*terms.give, action.card)))))


def ask_card(state: State, action: AskCard, ev: list[Event]) -> State:
    terms = _terms(state)
    return _with_terms(state, replace(terms, ask=tuple(sorted((*terms.ask, action.card)))))


def cancel(state: State, action: CancelTrade, ev: list[Event]) -> State:
    assert state.offer is not None
    state.offer.withdraw(state.seat)
    return replace(state, offer=None, pending=state.pending[1:])


def send(state: State, action: SendOffer, ev: list[Event]) -> State:
    offer = state.offer
    assert offer is not None
    ev.append(
        TradeProposed(by=offer.by, to_seat=offer.to, give=offer.terms.give, ask=offer.terms.ask)
    )
    answer = Pending("trade-answer", offer.to, pos=state.players[offer.by].pos)
    return replace(state, step=3, pending=(answer, *state.pending[1:]))


def can_accept(state: State) -> bool:
    """The answering seat holds what is asked (R251: binding, so it must be possible). What is
    offered was checked when the terms were built, and nothing can happen in between."""
    offer = state.offer
    assert offer is not None
    return holds(state.players[offer.to].hand, offer.terms.ask)


def answer_options(state: State) -> list[Action]:
    found: list[Action] = [AcceptTrade()] if can_accept(state) else []
    found.append(DeclineTrade())
    return found


def answer_prompt(state: State, pending: Pending) -> Decision:
    assert state.offer is not None
    prompt = f"accept or decline the trade offered by seat {state.offer.by}"
    return Decision(pending.seat, "trade-answer", prompt)


def accept(state: State, action: AcceptTrade, ev: list[Event]) -> State:
    """R251: binding; the cards change hands in one step."""
    assert state.offer is not None
    offer = state.offer.accept(state.pending[0].seat)
    state = replace(state, offer=None, pending=state.pending[1:])
    ev.append(TradeAnswered(by=offer.by, to_seat=offer.to, accepted=True))
    given, state = _hand_over(state, offer.by, offer.terms.give)
    asked, state = _hand_over(state, offer.to, offer.terms.ask)
    state = gain(state, offer.to, given, ev, "trade")
    return gain(state, offer.by, asked, ev, "trade")


def _hand_over(state: State, seat: int, cards: tuple[str, ...]) -> tuple[tuple[str, ...], State]:
    """``cards`` leave ``seat``'s hand (a sampled state for search may lack some: they are
    skipped, so ``determinize`` never makes a legal answer fail)."""
    hand = list(state.players[seat].hand)
    moved = []
    for card in cards:
        if card in hand:
            hand.remove(card)
            moved.append(card)
    return tuple(moved), update_player(state, seat, hand=tuple(hand))


def decline(state: State, action: DeclineTrade, ev: list[Event]) -> State:
    assert state.offer is not None
    offer = state.offer.decline(state.pending[0].seat)
    ev.append(TradeAnswered(by=offer.by, to_seat=offer.to, accepted=False))
    return replace(state, offer=None, pending=state.pending[1:])

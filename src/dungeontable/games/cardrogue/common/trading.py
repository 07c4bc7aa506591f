"""What a trade may hold (R170, R178, R180): the limits of one offer and the cards that may
change hands, shared by ``rules.trade`` and scenario checks."""

from __future__ import annotations

from ..definitions import CardDef


def ask_limit(other_hand: tuple[str, ...]) -> int:
    """R251: an offer may ask for as many cards as the other player holds (his hand size is
    public, A-47); what it gives is bounded by the proposer's own hand. The rulebook sets no
    other limit (003 L196)."""
    return len(other_hand)


def is_tradeable(card: CardDef) -> bool:
    """R170, R178, R180: the trade symbol is intact and the card is not cursed."""
    return card.tradeable and not card.cursed


def holds(hand: tuple[str, ...], cards: tuple[str, ...]) -> bool:
    """Whether ``hand`` contains every card of ``cards`` (with repeats)."""
    return all(hand.count(c) >= cards.count(c) for c in cards)

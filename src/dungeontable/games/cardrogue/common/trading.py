"""What a trade may hold (R170, R178, R180): the limits of one offer and the cards that may
change hands, shared by ``rules.trade`` and scenario checks."""

from __future__ import annotations

from ..definitions import CardDef

MAX_GIVE = 6


MAX_ASK = 3
"""Cards per side of one offer (keeps offers finite for bots)."""


def is_tradeable(card: CardDef) -> bool:
    """R170, R178, R180: the trade symbol is intact and the card is not cursed."""
    return card.tradeable and not card.cursed


def holds(hand: tuple[str, ...], cards: tuple[str, ...]) -> bool:
    """Whether ``hand`` contains every card of ``cards`` (with repeats)."""
    return all(hand.count(c) >= cards.count(c) for c in cards)
